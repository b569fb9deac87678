/**
 * The headers of a private download (a CV, a receipt, a verification document, an export): its
 * type and disposition, and never cached, since the file is the caller's alone.
 */
import type { FastifyReply } from 'fastify';

export const privateFile = (reply: FastifyReply, type: string, disposition: string) =>
  reply.header('content-type', type).header('content-disposition', disposition).header('cache-control', 'private, no-store');
