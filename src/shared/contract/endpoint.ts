/**
 * One declaration per endpoint: path, verb, who may call it, request and reply schemas.
 * The server validates and serialises with these; the web client calls through them.
 */
import { z } from 'zod';

export const ROLES = ['candidato', 'empresa', 'admin'] as const;
export type Role = (typeof ROLES)[number];

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

/** Who may call an endpoint: `auth`, and the roles allowed when only some are. */
export type Access<A extends Endpoint['auth'] = Endpoint['auth']> = { auth: A; roles?: Role[] };
const allow = <A extends Endpoint['auth']>(auth: A, roles?: Role[]): Access<A> => (roles ? { auth, roles } : { auth });

/** The callers the contract's endpoints are declared for. */
export const access = {
  /** Anyone; a token is not read. */
  anyone: allow('none'),
  /** Anyone; a token is read when sent. */
  anyoneOrSignedIn: allow('optional'),
  /** Any signed-in user. */
  signedIn: allow('required'),
  candidates: allow('required', ['candidato']),
  candidatesAndStaff: allow('required', ['candidato', 'admin']),
  /** The people of the marketplace, not staff (deleting one's own account). */
  candidatesAndCompanies: allow('required', ['candidato', 'empresa']),
  companies: allow('required', ['empresa']),
  companiesAndStaff: allow('required', ['empresa', 'admin']),
  staff: allow('required', ['admin']),
};

/** Body of the calls that send nothing (the old client sends `[]` or `{}`). */
export const noBody = z.unknown();
type NoBody = typeof noBody;

/** What an endpoint declares besides its route and access; a call that sends nothing leaves out `body`. */
type EndpointSpec<B extends z.ZodType, R extends z.ZodType, Pa extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined> = Pick<
  Endpoint<B, R>,
  'summary' | 'reply' | 'multipart' | 'addition'
> & { body?: B; params?: Pa; query?: Q };

/**
 * Declares an endpoint from its route name ('POST /api/login'), who may call it and its schemas,
 * keeping `method`, `path` and `auth` literal: handlers know whether a user is present, and the
 * web client names a route as 'POST /api/login', checked against this type.
 */
export const endpoint = <
  M extends Method,
  P extends string,
  A extends Endpoint['auth'],
  R extends z.ZodType,
  B extends z.ZodType = NoBody,
  Pa extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  route: `${M} ${P}`,
  who: Access<A>,
  { body, ...spec }: EndpointSpec<B, R, Pa, Q>,
): Endpoint<B, R> & { auth: A; method: M; path: P; params?: Pa; query?: Q } => {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as M, path: route.slice(space + 1) as P, ...who, ...spec, body: body ?? (noBody as z.ZodType as B) };
};

/**
 * Declares the endpoints of one caller that share their flags without repeating them, e.g. every
 * staff endpoint that is an addition: `const staffAddition = endpointsFor(access.staff, { addition: true })`.
 */
export const endpointsFor =
  <A extends Endpoint['auth']>(who: Access<A>, shared: Pick<Endpoint, 'addition' | 'multipart'> = {}) =>
  <M extends Method, P extends string, R extends z.ZodType, B extends z.ZodType = NoBody>(route: `${M} ${P}`, spec: EndpointSpec<B, R>) =>
    endpoint(route, who, { ...shared, ...spec });

/**
 * Endpoints that take and give the same: one call the spec's clients know under several names,
 * or its variants (this month's list). The caller, body and reply are declared once; each
 * endpoint adds its route and summary.
 */
export const sameCall =
  <A extends Endpoint['auth'], R extends z.ZodType, B extends z.ZodType = NoBody>(who: Access<A>, call: Omit<EndpointSpec<B, R>, 'summary'>) =>
  <M extends Method, P extends string>(route: `${M} ${P}`, summary: string) =>
    endpoint(route, who, { summary, ...call });

/** 'POST /api/login': how the web client names an endpoint without importing its schemas. */
export type RouteName<E extends Endpoint> = `${E['method']} ${E['path']}`;

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType> ? z.input<B> : never;
export type ReplyOf<E> = E extends Endpoint<z.ZodType, infer R> ? z.output<R> : never;

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

/** A phone number sent as text or number: spaces and dashes dropped, 7 to 15 digits, optional '+'. */
export const phoneText = (required: string) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, required).regex(/^\+?\d{7,15}$/, 'Ingresa un número de teléfono válido.'));

/** Public codes: short random strings, checked for shape before any query. */
export const publicCode = (message = 'Código inválido.') =>
  z.string({ error: message }).trim().min(1, message).max(40, message).regex(/^[A-Za-z0-9_-]+$/, message);
