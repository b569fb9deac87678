/**
 * Loads one page of a job search. The page goes back to 1 whenever the search (the URL query)
 * changes; a failed load empties the list (the empty state is shown).
 */
import { useEffect, useState } from 'react';
import type { JobListItem, JobSearchInput, listJobs } from '../../../shared/contract/jobs';
import { api, isErrorEnvelope } from '../../lib/api';

export type SearchResult = {
  status: 'loading' | 'ready' | 'error';
  items: JobListItem[];
  total: number;
  cities: { Ciudad: number; Cantidad: number }[] | null;
};

const LOADING: SearchResult = { status: 'loading', items: [], total: 0, cities: null };

/** Page state tied to a search key: a new key starts at page 1 without an extra load. */
export function usePage(searchKey: string) {
  const [paging, setPaging] = useState({ key: searchKey, page: 1 });
  const page = paging.key === searchKey ? paging.page : 1;
  return [page, (p: number) => setPaging({ key: searchKey, page: p })] as const;
}

export function useJobSearch(body: JobSearchInput): SearchResult {
  const key = JSON.stringify(body);
  const [result, setResult] = useState<{ key: string; value: SearchResult } | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    api<typeof listJobs>('POST /api/servicio/listaempleos', JSON.parse(key) as JobSearchInput, { signal: ctrl.signal })
      .then((res) => {
        if (isErrorEnvelope(res) || res.error !== 0) {
          setResult({ key, value: { status: 'error', items: [], total: 0, cities: null } });
          return;
        }
        setResult({ key, value: { status: 'ready', items: res.values ?? [], total: res.total, cities: res.conteoCiudades ?? null } });
      })
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        console.error(err);
        setResult({ key, value: { status: 'error', items: [], total: 0, cities: null } });
      });
    return () => ctrl.abort();
  }, [key]);
  if (!result || result.key !== key) return { ...LOADING, cities: result?.value.cities ?? null };
  return result.value;
}
