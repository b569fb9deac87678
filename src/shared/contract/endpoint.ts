/**
 * One declaration per endpoint: path, verb, who may call it, request and reply schemas.
 * The server validates and serialises with these; the web client calls through them.
 */
import { z } from 'zod';

export type Role = 'candidato' | 'empresa' | 'admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Endpoint<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  method: Method;
  path: string;
  /** none: public; optional: a token is read when sent; required: 401 without a valid token. */
  auth: 'none' | 'optional' | 'required';
  roles?: Role[];
  /** Path parameters (each '{name}' of `path`), validated before the handler runs. */
  params?: z.ZodType;
  /** The query string, validated before the handler runs. */
  query?: z.ZodType;
  /** multipart/form-data: the route reads the parts itself, then validates them with `body`. */
  multipart?: boolean;
  /** Marked when the endpoint is ours and not in the spec's list of calls. */
  addition?: boolean;
  summary: string;
  body: B;
  reply: R;
};

/**
 * Declares an endpoint, keeping `method`, `path` and `auth` literal: handlers know whether a user
 * is present, and the web client names a route as 'POST /api/login', checked against this type.
 */
export const endpoint = <
  B extends z.ZodType,
  R extends z.ZodType,
  A extends Endpoint['auth'],
  M extends Method,
  P extends string,
  Pa extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  e: Endpoint<B, R> & { auth: A; method: M; path: P; params?: Pa; query?: Q },
) => e;

/** 'POST /api/login': how the web client names an endpoint without importing its schemas. */
export type RouteName<E extends Endpoint> = `${E['method']} ${E['path']}`;

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType> ? z.input<B> : never;
export type ReplyOf<E> = E extends Endpoint<z.ZodType, infer R> ? z.output<R> : never;

/** Body of the calls that send nothing (the old client sends `[]` or `{}`). */
export const noBody = z.unknown();

/** Error envelope of every family: error / codigoerror / status flags set, messages in Spanish. */
export const errorEnvelope = z.object({
  error: z.literal(1),
  codigoerror: z.literal(1),
  status: z.literal(false),
  message: z.string(),
  mensaje: z.string(),
  errores: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** 0 ok, 1 failure (typed as number so handlers need no `as const`). */
export const flag = z.number().int().min(0).max(1);

/** The `servicio` family: { error: 0 | 1, message, values }. */
export const servicioReply = <V extends z.ZodType>(values: V) =>
  z.object({ error: flag, message: z.string(), values: values.optional() });

/** The list family: { codigoerror: 0 | 1, message, Datos }. */
export const datosReply = <D extends z.ZodType>(datos: D) =>
  z.object({ codigoerror: flag, message: z.string(), Datos: datos.optional() });

/** Trimmed text with a Spanish message when missing. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres.`);

export const optionalText = (max = 2000) => z.string().trim().max(max, `Máximo ${max} caracteres.`).optional().default('');

/**
 * An integer sent as a number or a numeric string (the old client sends select values and
 * multipart fields as text). Booleans, arrays and objects are not numbers: no coercion of `true`
 * into 1. `rules` adds the bounds.
 */
export const intLike = (message: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,15}$/, message)], { error: message })
    .transform(Number)
    .pipe(rules(z.number({ error: message }).int(message)));

/** A numeric id sent as number or numeric string. */
export const idNumber = (message = 'Identificador inválido.') => intLike(message, (n) => n.positive(message).max(2_147_483_647, message));

/** tnPagina: 1 when missing. */
export const pageNumber = (message = 'Página inválida.') =>
  intLike(message, (n) => n.min(1, message).max(100_000, message))
    .optional()
    .default(1);

export const emailText = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email({ error: invalid }))
    .transform((v) => v.toLowerCase());

/** Public codes: short random strings, checked for shape before any query. */
export const publicCode = (message = 'Código inválido.') =>
  z.string({ error: message }).trim().min(1, message).max(40, message).regex(/^[A-Za-z0-9_-]+$/, message);
