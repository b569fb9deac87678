/**
 * The one reader of form bodies with files (multipart/form-data), for every area: text fields
 * as strings without NUL, the declared files as buffers checked by count, size and magic bytes.
 * Whatever is wrong with the body (no boundary, a truncated part, too many parts, a file that is
 * not what it claims) answers 400 or 413 with the Spanish envelope, never 500. A form that
 * carries no file may also come as a JSON object with the same fields, as the old client sends it.
 */
import type { FastifyRequest } from 'fastify';
import { isKind, type FileKind } from '../files/kinds';
import { badRequest, fieldError, HttpError, tooLarge } from './errors';
import { fieldText } from './text-input';

export type FileRule = {
  kind: FileKind;
  maxBytes: number;
  /** 400 when the file is larger than maxBytes. */
  tooBig: string;
  /** 400 when its bytes are not of `kind`. */
  wrongKind: string;
  /** Other part names the file may come under ('cvs[]', 'cvs[3]'). */
  alias?: RegExp;
  /** Several files under this name; otherwise the first is kept and the others ignored. */
  multiple?: boolean;
};

export type FormSpec = {
  /** The files the form may carry, by part name; parts under other names are drained and ignored. */
  files: Record<string, FileRule>;
  /** Files in all, counted over every file part (default: one per rule). */
  maxFiles?: number;
  tooManyFiles?: string;
  /** The files cannot travel in JSON: any other body answers 400 with this message. */
  multipartOnly?: string;
};

export type UploadedFile = { filename: string; data: Buffer };
export type FormContent = { fields: Record<string, unknown>; files: Record<string, UploadedFile[]> };

/** Text fields: as many as a form needs, each within the framework's body limit. */
const FIELD_LIMITS = { fields: 60, fieldSize: 512 * 1024 };
const MALFORMED = 'El formulario enviado no es válido.';

const NO_FILES: FormSpec = { files: {} };

export async function readForm(req: FastifyRequest, spec: FormSpec = NO_FILES): Promise<FormContent> {
  const names = Object.keys(spec.files);
  if (!req.isMultipart()) {
    if (spec.multipartOnly) throw fieldError(names[0] ?? '_', spec.multipartOnly);
    return { fields: jsonFields(req.body), files: {} };
  }
  const maxFiles = spec.maxFiles ?? Math.max(1, names.length);
  const fields: Record<string, unknown> = Object.create(null);
  const files: Record<string, UploadedFile[]> = Object.create(null);
  const ruleOf = (part: string) => names.find((n) => n === part || spec.files[n].alias?.test(part));
  try {
    const parts = req.parts({
      limits: { ...FIELD_LIMITS, files: maxFiles, fileSize: Math.max(1, ...names.map((n) => spec.files[n].maxBytes)), parts: maxFiles + FIELD_LIMITS.fields },
    });
    let seen = 0;
    for await (const part of parts) {
      seen += 1;
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
        // A repeated field keeps its first value.
        if (!(part.fieldname in fields)) fields[part.fieldname] = fieldText(part.value);
        continue;
      }
      const name = ruleOf(part.fieldname);
      const rule = name ? spec.files[name] : undefined;
      if (!name || !rule || (!rule.multiple && files[name])) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer().catch((err) => {
        throw (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? fieldError(name, rule.tooBig) : err;
      });
      // An empty file input sends a part with no name and no bytes: no file.
      if (data.length === 0 && !part.filename) continue;
      const list = (files[name] ??= []);
      if (data.length > rule.maxBytes) throw fieldError(name, rule.tooBig);
      if (!isKind(rule.kind, data)) {
        throw badRequest(rule.wrongKind, { [name]: rule.wrongKind, ...(rule.multiple ? { [`${name}.${list.length}`]: rule.wrongKind } : {}) });
      }
      list.push({ filename: part.filename, data });
    }
    // A body with no bytes at all has not even its closing boundary: not a form, and never an
    // update that empties every field.
    if (seen === 0 && !Number(req.headers['content-length'] ?? 0)) throw badRequest(MALFORMED);
  } catch (err) {
    throw asFormError(err, names[0] ?? '_', spec.tooManyFiles);
  }
  return { fields, files };
}

/** A JSON body standing for the form's fields: an object, or nothing. */
function jsonFields(body: unknown): Record<string, unknown> {
  if (body == null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Datos inválidos.');
  return body as Record<string, unknown>;
}

/** Busboy and @fastify/multipart failures, as the envelope. */
function asFormError(err: unknown, firstFile: string, tooManyFiles = 'Demasiados archivos.'): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return fieldError(firstFile, tooManyFiles);
  // A part over the limits that no rule reads (an undeclared file, too many fields or parts).
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  // No boundary, a truncated part, a protocol violation: the body is not a form.
  return badRequest(MALFORMED);
}
