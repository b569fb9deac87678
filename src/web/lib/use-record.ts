import { useEffect, useState } from 'react';

/**
 * What a detail page shows, loaded by its code: null while loading, `{ data: null }` when the
 * server has no such record or the call failed (the page shows its not-found text), else
 * `{ data }`. Loads again when the code or `reloadKey` (e.g. the session token) changes; a
 * previous code's answer is never shown for the new one.
 */
export function useRecord<T>(code: string, load: (code: string, signal: AbortSignal) => Promise<T | null>, reloadKey?: unknown): { data: T | null } | null {
  const [state, setState] = useState<{ code: string; data: T | null } | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    load(code, ctrl.signal)
      .then((data) => setState({ code, data }))
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        console.error(err);
        setState({ code, data: null });
      });
    return () => ctrl.abort();
  }, [code, load, reloadKey]);
  return state?.code === code ? state : null;
}
