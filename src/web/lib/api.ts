/**
 * Calls the server through the contract. The route is named 'POST /api/login' and checked against
 * the endpoint's type (`api<typeof login>(...)`, with `import type`), so public pages do not bundle
 * the schemas. Replies come as they are (business errors carry the family's flag); a 401 clears
 * the session and sends the user to /login.
 */
import type { Endpoint, ErrorEnvelope, ReplyOf, BodyOf, RouteName } from '../../shared/contract/endpoint';
import { clearSession, getSession } from './session';

export class NetworkError extends Error {}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};
export const setUnauthorizedHandler = (fn: () => void) => (onUnauthorized = fn);

export type ApiResult<E> = ReplyOf<E> | ErrorEnvelope;

export const isErrorEnvelope = (r: unknown): r is ErrorEnvelope =>
  typeof r === 'object' && r !== null && (r as ErrorEnvelope).codigoerror === 1 && (r as ErrorEnvelope).status === false;

function buildPath(path: string, params?: Record<string, string | number>) {
  return params ? path.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(String(params[k]))) : path;
}

export async function api<E extends Endpoint>(
  route: RouteName<E>,
  body?: BodyOf<E> | FormData,
  opts: { params?: Record<string, string | number>; token?: string | null; signal?: AbortSignal } = {},
): Promise<ApiResult<E>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = route.slice(space + 1);
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
    res = await fetch(buildPath(path, opts.params), { method, headers, body: payload, signal: opts.signal });
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
  if (res.status === 401 && token) {
    clearSession();
    onUnauthorized();
  }
  if (res.status >= 500) throw new NetworkError(isErrorEnvelope(json) ? json.message : 'Ocurrió un error en el servidor');
  return json as ApiResult<E>;
}
