/** Registers an endpoint of the contract: schemas, auth and roles come from its declaration. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/contract/endpoint';
import type { AuthUser } from '../context';
import { resolveToken } from '../modules/auth/tokens';
import { forbidden, unauthorized } from './errors';

export type Handler<E extends Endpoint> = (
  ctx: { body: z.output<E['body']>; user: E['auth'] extends 'required' ? AuthUser : AuthUser | null; req: FastifyRequest; reply: FastifyReply },
) => Promise<z.input<E['reply']>>;

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

export async function authenticate(app: FastifyInstance, req: FastifyRequest, mode: Endpoint['auth']) {
  req.user = null;
  if (mode === 'none') return;
  const token = bearerToken(req);
  if (token) req.user = await resolveToken(app.deps.db, token, app.deps.clock.now());
  if (mode === 'required' && !req.user) throw unauthorized();
}

export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<NoInfer<E>>, opts: { bodyLimit?: number } = {}) {
  const hasBody = e.method !== 'GET' && !e.multipart;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    // '{id}' in the contract's path is a route parameter (':id' for Fastify).
    url: e.path.replace(/\{(\w+)\}/g, ':$1'),
    bodyLimit: opts.bodyLimit,
    schema: {
      summary: e.summary,
      tags: [e.addition ? 'adición' : 'spec'],
      ...(hasBody ? { body: e.body } : {}),
      response: { 200: e.reply },
    },
    preHandler: async (req) => {
      await authenticate(app, req, e.auth);
      if (e.roles && (!req.user || !e.roles.includes(req.user.role))) {
        throw req.user ? forbidden() : unauthorized();
      }
    },
    handler: async (req, reply) =>
      handler({ body: req.body as z.output<E['body']>, user: req.user as AuthUser, req, reply }) as never,
  });
}
