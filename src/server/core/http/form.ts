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
  /**
   * A file that is too large or not of `kind` is set aside in `rejected` (with its message) and the
   * rest of the form is read, instead of failing the whole request with 400.
   */
  rejectEach?: boolean;
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

/** `order`: the file's place among the files (kept or set aside) of its part name. */
export type UploadedFile = { filename: string; data: Buffer; order?: number };
/** A file set aside by a `rejectEach` rule; `order` is its place among the files of its name. */
export type RejectedFile = { filename: string; message: string; reason: 'tooBig' | 'wrongKind'; order: number };
export type FormContent = { fields: Record<string, unknown>; files: Record<string, UploadedFile[]>; rejected: Record<string, RejectedFile[]> };

/** Text fields: as many as a form needs, each within the framework's body limit. */
const FIELD_LIMITS = { fields: 60, fieldSize: 512 * 1024 };
const MALFORMED = 'El formulario enviado no es válido.';

const NO_FILES: FormSpec = { files: {} };

export async function readForm(req: FastifyRequest, spec: FormSpec = NO_FILES): Promise<FormContent> {
  const names = Object.keys(spec.files);
  if (!req.isMultipart()) {
    if (spec.multipartOnly) throw fieldError(names[0] ?? '_', spec.multipartOnly);
    return { fields: jsonFields(req.body), files: {}, rejected: {} };
  }
  const maxFiles = spec.maxFiles ?? Math.max(1, names.length);
  const fields: Record<string, unknown> = Object.create(null);
  const files: Record<string, UploadedFile[]> = Object.create(null);
  const rejected: Record<string, RejectedFile[]> = Object.create(null);
  const setAside = (name: string, filename: string, message: string, reason: RejectedFile['reason']) => {
    const order = (files[name]?.length ?? 0) + (rejected[name]?.length ?? 0);
    (rejected[name] ??= []).push({ filename, message, reason, order });
  };
  const ruleOf = (part: string) => names.find((n) => n === part || spec.files[n].alias?.test(part));
  try {
    // A file over its limit arrives truncated (busboy drops the rest and reads the next part); it is
    // refused below, so that a rule may set it aside instead of failing the whole form.
    // (`parts()` reads throwFileSizeLimit at run time; its type leaves the option out.)
    const options: Parameters<typeof req.parts>[0] & { throwFileSizeLimit: boolean } = {
      throwFileSizeLimit: false,
      limits: { ...FIELD_LIMITS, files: maxFiles, fileSize: Math.max(1, ...names.map((n) => spec.files[n].maxBytes)), parts: maxFiles + FIELD_LIMITS.fields },
    };
    const parts = req.parts(options);
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
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > rule.maxBytes) {
        if (!rule.rejectEach) throw fieldError(name, rule.tooBig);
        setAside(name, part.filename, rule.tooBig, 'tooBig');
        continue;
      }
      // An empty file input sends a part with no name and no bytes: no file.
      if (data.length === 0 && !part.filename) continue;
      const list = (files[name] ??= []);
      if (!isKind(rule.kind, data)) {
        if (rule.rejectEach) {
          setAside(name, part.filename, rule.wrongKind, 'wrongKind');
          continue;
        }
        throw badRequest(rule.wrongKind, { [name]: rule.wrongKind, ...(rule.multiple ? { [`${name}.${list.length}`]: rule.wrongKind } : {}) });
      }
      list.push({ filename: part.filename, data, order: list.length + (rejected[name]?.length ?? 0) });
    }
    // A body with no bytes at all has not even its closing boundary: not a form, and never an
    // update that empties every field.
    if (seen === 0 && !Number(req.headers['content-length'] ?? 0)) throw badRequest(MALFORMED);
  } catch (err) {
    throw asFormError(err, names[0] ?? '_', spec.tooManyFiles);
  }
  return { fields, files, rejected };
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
