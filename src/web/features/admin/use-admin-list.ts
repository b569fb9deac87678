import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';

export type Page<T> = { Items: T[]; Total: number; Pagina: number; PorPagina: number };
export type ListState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; page: Page<T> };

const CONNECTION = 'Error de conexión o del servidor';

/** What an admin list shows for its query: the page (the previous one while the next loads), or the server's message. */
export function listState<T>(q: { data?: Page<T>; error: Error | null }): ListState<T> {
  if (q.error) return { status: 'error', message: q.error instanceof ApiError ? q.error.message : CONNECTION };
  return q.data ? { status: 'ready', page: q.data } : { status: 'loading' };
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

/** A staff action's answer: its message is shown, then `done()` (close the dialog...); with no answer, the connection error. */
export const actionOutcome = (done?: () => void) => ({
  onSuccess: (message: string) => {
    notify(message, 'success');
    done?.();
  },
  onError: (err: Error) => {
    if (!(err instanceof ApiError)) return notify(CONNECTION, 'error');
    notify(err.message, 'error');
    done?.();
  },
});

const dateTime = new Intl.DateTimeFormat('es-BO', { timeZone: 'America/La_Paz', dateStyle: 'short', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('es-BO', { timeZone: 'America/La_Paz', dateStyle: 'medium' });

/** ISO instant -> date and time in La Paz. */
export const fmtDateTime = (iso: string) => dateTime.format(new Date(iso));
export const fmtDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : dateOnly.format(new Date(iso)));

export const totalPages = (p: Page<unknown>) => Math.max(1, Math.ceil(p.Total / p.PorPagina));
