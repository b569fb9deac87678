/**
 * What a page shows for one read: 'loading' (also while a failed read is tried again, so the
 * error does not stay on screen during the retry), 'error', or 'ready'.
 */
export type ReadState = 'loading' | 'error' | 'ready';

export function readState(q: { isPending: boolean; isError: boolean; isFetching: boolean }): ReadState {
  if (q.isError) return q.isFetching ? 'loading' : 'error';
  return q.isPending ? 'loading' : 'ready';
}

/** A list as a page shows it: null while it loads; once read, or after a failure, a list (maybe empty). */
export const listOrNull = <T>(q: { isPending: boolean; data?: T[] }): T[] | null => (q.isPending ? null : (q.data ?? []));
