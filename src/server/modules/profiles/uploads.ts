/**
 * Form bodies with files (profiles and blog): multipart parts or a JSON body, validated with the
 * contract's schema; images checked by magic bytes, re-encoded with sharp (at most 800x800, no
 * metadata) and stored under public/ keys, served at /uploads/.
 */
import type { FastifyRequest } from 'fastify';
import { loadSharp } from '../../infra/images/sharp';
import type { z } from 'zod';
import type { Storage } from '../../infra/storage/storage';
import { badRequest, HttpError } from '../../http/errors';
import { newPublicCode } from '../../lib/codes';
import { fieldText } from '../../http/text-input';

export type FormFile = { filename: string; data: Buffer };
export type FormData = { fields: Record<string, unknown>; files: Record<string, FormFile> };

const tooLarge = () => new HttpError(413, 'El contenido enviado es demasiado grande.');

/**
 * Reads a multipart body (fields as text, the named files as buffers) or a JSON object body.
 * Files under other names are drained and ignored; an empty file part counts as not sent.
 */
export async function readForm(req: FastifyRequest, files: Record<string, { maxBytes: number; tooBig: string }>): Promise<FormData> {
  if (!req.isMultipart()) {
    const body = req.body;
    if (body == null || body === '') return { fields: {}, files: {} };
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Datos inválidos.');
    return { fields: body as Record<string, unknown>, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const found: Record<string, FormFile> = {};
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
      // A repeated field keeps its first value.
      if (!(part.fieldname in fields)) fields[part.fieldname] = fieldText(part.value);
      continue;
    }
    const rule = files[part.fieldname];
    if (!rule || part.fieldname in found) {
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer();
    if (data.length === 0) continue;
    if (data.length > rule.maxBytes) throw badRequest(rule.tooBig, { [part.fieldname]: rule.tooBig });
    found[part.fieldname] = { filename: part.filename, data };
  }
  return { fields, files: found };
}

/** Validates with a contract schema; a failure answers 400 with every field's first message. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errores: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!errores[key]) errores[key] = issue.message;
  }
  throw badRequest(Object.values(errores)[0] ?? 'Datos inválidos.', errores);
}

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The image type from the first bytes, whatever the file name or declared type says. */
export function imageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export type ImageMessages = { type: string; broken: string };

/**
 * Re-encodes an uploaded image as WebP within max x max (never enlarged), applying the EXIF
 * orientation and dropping all metadata. Answers 400 for non-images and broken files.
 */
export async function reencodeImage(data: Buffer, field: string, messages: ImageMessages, max = 800): Promise<Buffer> {
  if (!imageKind(data)) throw badRequest(messages.type, { [field]: messages.type });
  const sharp = await loadSharp();
  try {
    return await sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badRequest(messages.broken, { [field]: messages.broken });
  }
}

/** Stores a re-encoded image under public/<folder>/ and returns its public path (/uploads/...). */
export async function storeImage(storage: Storage, folder: string, webp: Buffer, prefix = ''): Promise<string> {
  const name = `${prefix ? `${prefix}-` : ''}${newPublicCode(16)}.webp`;
  await storage.put(`public/${folder}/${name}`, webp, 'image/webp');
  return `/uploads/${folder}/${name}`;
}

/** Removes a file this app uploaded (a /uploads/ path); other paths (static images) are left alone. */
export async function removeUploaded(storage: Storage, path: string | null | undefined, log?: FastifyRequest['log']) {
  if (!path || !path.startsWith('/uploads/')) return;
  const rest = path.slice('/uploads/'.length);
  if (!/^[A-Za-z0-9/_.-]+$/.test(rest) || rest.includes('..')) return;
  try {
    await storage.delete(`public/${rest}`);
  } catch (err) {
    log?.warn({ err, path }, 'could not remove an old upload');
  }
}
