/**
 * Reads the multipart requests of the analysis and the import: text fields and PDF files, with
 * the spec's limits checked on the server too (count, size, PDF by its magic bytes). Any failure
 * answers 400 with the spec's message before anything is stored.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ANALYSIS_LIMITS, ANALYSIS_MESSAGES } from '../../../shared/contract/analysis';
import { badRequest, HttpError } from '../../http/errors';
import { fieldText } from '../../http/text-input';

export type UploadedPdf = { archivo: string; data: Buffer };
export type Upload = { fields: Record<string, string>; files: UploadedPdf[] };

/** '%PDF-' within the first 1024 bytes, as PDF readers accept it. */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 1024).indexOf('%PDF-') >= 0;
}

/**
 * The name shown for a file: its last path segment, without control characters, trimmed and cut.
 * Never used as a storage key (see storageName).
 */
export function displayName(raw: string | undefined, index: number): string {
  const base = String(raw ?? '')
    .split(/[/\\]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const name = base === '' || base === '.' || base === '..' ? `cv-${index + 1}.pdf` : base;
  return name.length > ANALYSIS_LIMITS.fileNameMax ? `${name.slice(0, ANALYSIS_LIMITS.fileNameMax - 4)}.pdf` : name;
}

/** A safe key segment from a display name: ASCII letters, digits, '-' and '_' only. */
export function storageName(archivo: string, index: number): string {
  const slug = archivo
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${String(index + 1).padStart(2, '0')}-${slug || 'cv'}.pdf`;
}

const fileFields = new Set(['cvs', 'cvs[]', 'cv', 'archivo', 'file']);
const isFileField = (name: string, accepted: Set<string>) => accepted.has(name) || /^cvs\[\d{1,2}\]$/.test(name);

/**
 * Reads every part. `maxFiles` files at most (one more is 'Máximo 20 archivos.'), each at most
 * 10 MB and a PDF; fields are short text.
 */
export async function readPdfUpload(
  req: FastifyRequest,
  opts: { maxFiles: number; fileFields?: string[] },
): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest(ANALYSIS_MESSAGES.multipartRequired, { cvs: ANALYSIS_MESSAGES.multipartRequired });
  const accepted = opts.fileFields ? new Set(opts.fileFields) : fileFields;
  const fields: Record<string, string> = {};
  const files: UploadedPdf[] = [];
  const tooMany = () =>
    badRequest(opts.maxFiles === 1 ? 'Envía un solo archivo PDF.' : ANALYSIS_MESSAGES.maxFiles, {
      cvs: opts.maxFiles === 1 ? 'Envía un solo archivo PDF.' : ANALYSIS_MESSAGES.maxFiles,
    });
  try {
    const parts = req.parts({
      limits: { files: opts.maxFiles, fileSize: ANALYSIS_LIMITS.maxFileBytes, fields: 20, fieldSize: 16 * 1024, parts: opts.maxFiles + 20 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw badRequest('El texto enviado es demasiado largo.', { [part.fieldname]: 'El texto enviado es demasiado largo.' });
        fields[part.fieldname] = fieldText(part.value);
        continue;
      }
      if (!isFileField(part.fieldname, accepted)) {
        await part.toBuffer();
        continue;
      }
      const index = files.length;
      const data = await part.toBuffer();
      // A file input left empty sends a part with no name and no bytes.
      if (data.length === 0 && !part.filename) continue;
      if (!isPdf(data)) {
        throw badRequest(ANALYSIS_MESSAGES.onlyPdf, { cvs: ANALYSIS_MESSAGES.onlyPdf, [`cvs.${index}`]: ANALYSIS_MESSAGES.onlyPdf });
      }
      files.push({ archivo: displayName(part.filename, index), data });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(ANALYSIS_MESSAGES.fileSize, { cvs: ANALYSIS_MESSAGES.fileSize });
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, 'El contenido enviado es demasiado grande.');
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('El formulario enviado no es válido.');
    throw badRequest('El formulario enviado no es válido.');
  }
  return { fields, files };
}

/** The schema's output, or 400 with the first message and each field's message. */
export function parseFields<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errores: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!errores[key]) errores[key] = issue.message;
  }
  throw badRequest(Object.values(errores)[0] ?? 'Datos inválidos.', errores);
}
