/**
 * The one QueryClient: loading, errors, retries, cancellation and the cache of every server read
 * and write. Its defaults, and why:
 * - retry: only a NetworkError (no answer, a 5xx), twice; a 4xx or a business answer will not
 *   change by asking again. Writes are never retried (a payment or an application is not sent twice).
 * - staleTime 30 s: going back to a page shows what it had without asking again; every write
 *   invalidates what it changes, so the person never sees their own change missing.
 * - no refetch on window focus: a page does not change under the person's eyes (forms keep what
 *   they typed); the payment page polls on its own.
 * - networkMode 'always': the service worker answers some public reads offline, so a read is
 *   always tried, never parked until the browser says it is online.
 * The cache is emptied whenever the session's token goes away or changes (logout, an expired
 * session, another account in another tab): nothing of one account is shown to the next.
 */
import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, endRefusedSession, NetworkError } from './api-client';
import { getSession, subscribeSession } from './session';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** An own list (the account's jobs, CVs, applications...): a refusal means the session is not valid for it. */
      signOutOnRefusal?: boolean;
    };
  }
}

const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err, query) => {
      if (query.meta?.signOutOnRefusal && err instanceof ApiError) endRefusedSession();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, err) => err instanceof NetworkError && failures < MAX_RETRIES,
      refetchOnWindowFocus: false,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

let token = getSession().token;
subscribeSession(() => {
  const next = getSession().token;
  if (token && next !== token) queryClient.clear();
  token = next;
});

/**
 * After a write: these keys (and every key below them) are stale, and the ones on screen are read
 * again. Not awaited: the page that wrote goes on at once (a notice, a navigation).
 */
export function invalidate(...keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** These keys are stale, read again only when a page shows them next (the page on screen is leaving). */
export function markStale(...keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}
