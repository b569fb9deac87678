/**
 * The own-list calls of the account pages (spec 000 section 8, spec 001 section 8): a reply with
 * codigoerror 1, or an HTTP 401/403 (which answer the envelope with codigoerror 1), clears the
 * stored session and goes to /login. A network failure is only logged and gives an empty list.
 */
import type { Endpoint, RouteName } from '../../shared/contract/endpoint';
import { api } from './api';
import { clearSession } from './session';

type ListReply<T> = { codigoerror: number; message: string; Datos?: T };

export async function loadOwnList<E extends Endpoint, T>(
  route: RouteName<E>,
  onLoggedOut: () => void,
  opts: { signal?: AbortSignal; body?: unknown } = {},
): Promise<T | null> {
  try {
    const res = (await api<E>(route, (opts.body ?? []) as never, { signal: opts.signal })) as unknown as ListReply<T>;
    if (res.codigoerror === 1) {
      clearSession();
      onLoggedOut();
      return null;
    }
    return res.Datos ?? null;
  } catch (err) {
    if ((err as Error).name === 'AbortError') return null;
    console.error(err);
    return null;
  }
}
