/**
 * The one client of the server, typed by the contract: `callApi<typeof login>('POST /api/login', body)`
 * checks the route name, the body and the reply against the endpoint's types. The endpoint is
 * imported with `import type`, so public pages bundle no zod schema.
 *
 * A page never reads a failure out of a reply: the client throws it.
 * - ApiError: the server said no. Either a business outcome answered 200 with the family's flag set
 *   (servicio `error: 1`, Datos `codigoerror: 1`, contact `status: false`) or the error envelope
 *   of a 4xx. Its message is the server's Spanish message, `errores` the field messages of a 400.
 * - NetworkError: no answer, an unreadable one, or a 5xx. Worth a retry (the query client retries
 *   these and only these).
 * A 401 to a request that carried a token also ends the session and goes to /login.
 */
import type { BodyOf, Endpoint, ReplyOf, RouteName } from '../../shared/contract/endpoint';
import { clearSession, getSession } from './session';

export class NetworkError extends Error {
  override name = 'NetworkError';
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status: 200 for a business outcome, 4xx for a refused request. */
    readonly status: number,
    /** Field -> Spanish message, on a 400. */
    readonly errores?: Record<string, string>,
    /** The reply as it came (a few outcomes carry data beside their message). */
    readonly reply?: unknown,
  ) {
    super(message);
  }

  /** True for the error envelope of a refused request (4xx), false for a business outcome. */
  get isEnvelope() {
    return this.status >= 400;
  }
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};
export const setUnauthorizedHandler = (fn: () => void) => (onUnauthorized = fn);

/** The session is no longer valid here: it is cleared and the user goes to /login. */
export function endRefusedSession() {
  clearSession();
  onUnauthorized();
}

export type CallOptions = {
  /** Values of the path's `{name}` parameters. */
  params?: Record<string, string | number>;
  /** The query string's fields. */
  query?: Record<string, string>;
  /** The session's token by default; null sends none (public GETs the installed app may keep). */
  token?: string | null;
  signal?: AbortSignal;
};

type Flags = { error?: unknown; codigoerror?: unknown; status?: unknown; message?: string; mensaje?: string; errores?: Record<string, string> };

function failureOf(status: number, json: unknown): ApiError | null {
  const r: Flags = typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {};
  if (status < 400 && r.error !== 1 && r.codigoerror !== 1 && r.status !== false) return null;
  return new ApiError(r.message ?? r.mensaje ?? '', status, r.errores, json);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
/**
 * Where calls go: the network, or, while the server draws a page (src/web/ssr.tsx), the
 * server's own routes in its process.
 */
export const setApiTransport = (t: Transport) => void (transport = t);

const buildPath = (path: string, params?: Record<string, string | number>) =>
  params ? path.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(params[k]))) : path;

export async function callApi<E extends Endpoint>(route: RouteName<E>, body?: BodyOf<E> | FormData, opts: CallOptions = {}): Promise<ReplyOf<E>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const token = opts.token !== undefined ? opts.token : getSession().token;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (method !== 'GET') {
    if (body instanceof FormData) payload = body;
    else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body ?? {});
    }
  }
  let res: Response;
  try {
    const search = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
    res = await transport(buildPath(route.slice(space + 1), opts.params) + search, { method, headers, body: payload, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new NetworkError('No se pudo conectar con el servidor.');
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new NetworkError('Respuesta inválida del servidor.');
  }
  if (res.status === 401 && token) endRefusedSession();
  if (res.status >= 500) throw new NetworkError(failureOf(res.status, json)?.message || 'Ocurrió un error en el servidor');
  const failure = failureOf(res.status, json);
  if (failure) throw failure;
  return json as ReplyOf<E>;
}

/** The `values` of a servicio reply; a success without them is a failure with the reply's message. */
export function valuesOf<V>(reply: { message: string; values?: V }): NonNullable<V> {
  if (reply.values == null) throw new ApiError(reply.message, 200, undefined, reply);
  return reply.values;
}
