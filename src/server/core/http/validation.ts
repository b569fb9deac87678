/**
 * The one mapping from schema failures to the 400 envelope, whatever the source (a JSON body, a
 * query string, a path parameter or the text fields of a multipart form): `errores` has every
 * failing field's first message under its dotted path ('taFormaciones.0.Nombre'), and under its
 * top-level name too ('taFormaciones'), where forms show it; `message` is the first of them.
 */
import type { z } from 'zod';
import { badRequest, type HttpError } from './errors';

export type Issue = { path: readonly PropertyKey[]; message: string };

export function invalidInput(issues: readonly Issue[]): HttpError {
  const errores: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).filter((p) => p !== '');
    const key = path.join('.') || '_';
    const top = path[0] ?? '_';
    errores[key] ??= issue.message;
    errores[top] ??= issue.message;
  }
  return badRequest(Object.values(errores)[0] ?? 'Datos inválidos.', errores);
}

/** The schema's output, or the 400 above. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues);
}
