/**
 * Reads a CV creation request: multipart/form-data (the old client: fields as strings, optional
 * `foto` file) or a JSON body with the same fields (no photo). Validates the fields with the
 * contract's schema and answers 400 with `errores` (field -> message) when they fail.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../http/errors';
import { CV_MESSAGES, CV_PHOTO_MAX_BYTES } from '../../../shared/contract/cv';
import { fieldText } from '../../http/text-input';

export type CvRequest = { fields: Record<string, unknown>; photo: Buffer | null };

export async function readCvRequest(req: FastifyRequest): Promise<CvRequest> {
  if (!req.isMultipart()) {
    const body = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw badRequest('Solicitud inválida.');
    }
    return { fields: (body as Record<string, unknown>) ?? {}, photo: null };
  }
  const fields: Record<string, unknown> = {};
  let photo: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: CV_PHOTO_MAX_BYTES, files: 2 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'foto' && bytes.length > 0) photo = bytes;
        continue;
      }
      if (part.valueTruncated) throw new HttpError(413, 'El contenido enviado es demasiado grande.');
      fields[part.fieldname] = fieldText(part.value);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(CV_MESSAGES.photoSize, { foto: CV_MESSAGES.photoSize });
    if (err instanceof HttpError) throw err;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'El contenido enviado es demasiado grande.');
    }
    throw badRequest('El formulario enviado no es válido.');
  }
  return { fields, photo };
}

/** The schema's output, or 400 with the first message and every field's message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errores: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const top = String(issue.path[0] ?? '_');
    if (!errores[top]) errores[top] = issue.message;
    if (key !== top && !errores[key]) errores[key] = issue.message;
  }
  throw badRequest(Object.values(errores)[0] ?? 'Datos inválidos.', errores);
}
