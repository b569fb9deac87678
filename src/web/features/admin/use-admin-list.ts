import { useEffect, useState } from 'react';
import { notify } from '../../lib/notify';

export type Page<T> = { Items: T[]; Total: number; Pagina: number; PorPagina: number };
export type ListState<T, X = object> = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready'; page: Page<T> } & X);

/**
 * Loads one page of an admin list whenever its filters change; `reload()` fetches it again
 * (after hiding a job, disabling a user...).
 */
export function useAdminList<T, X = object>(load: (signal: AbortSignal) => Promise<{ page: Page<T>; extra?: X } | { error: string }>, deps: unknown[]) {
  const [state, setState] = useState<ListState<T, X>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const ctrl = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load(ctrl.signal)
      .then((r) => {
        if ('error' in r) setState({ status: 'error', message: r.error });
        else setState({ status: 'ready', page: r.page, ...(r.extra as X) });
      })
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') setState({ status: 'error', message: 'Error de conexión o del servidor' });
      });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  return { state, reload: () => setTick((n) => n + 1) };
}

/** A list's page number, and `filtered(set)`: a setter for one of its filters that goes back to page 1. */
export function usePage() {
  const [page, setPage] = useState(1);
  const filtered =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, filtered };
}

/** Runs a staff action: its reply's message is shown, then `done()` (reload the list...); a network failure is shown too. */
export async function runAction(call: () => Promise<{ error: number; message: string }>, done: () => void) {
  try {
    const res = await call();
    notify(res.message, res.error === 0 ? 'success' : 'error');
    done();
  } catch {
    notify('Error de conexión o del servidor', 'error');
  }
}

const dateTime = new Intl.DateTimeFormat('es-BO', { timeZone: 'America/La_Paz', dateStyle: 'short', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('es-BO', { timeZone: 'America/La_Paz', dateStyle: 'medium' });

/** ISO instant -> date and time in La Paz. */
export const fmtDateTime = (iso: string) => dateTime.format(new Date(iso));
export const fmtDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : dateOnly.format(new Date(iso)));

export const totalPages = (p: Page<unknown>) => Math.max(1, Math.ceil(p.Total / p.PorPagina));
