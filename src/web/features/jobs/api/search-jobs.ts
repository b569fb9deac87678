/** POST /api/servicio/listaempleos: one page of a job search (and, for the map, the jobs per city). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobListItem, JobSearchInput, listJobs } from '../../../../shared/contract/jobs';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchJobs = (body: JobSearchInput, signal?: AbortSignal) => callApi<typeof listJobs>('POST /api/servicio/listaempleos', body, { signal });

// The previous page stays as placeholder: the map keeps its city counts while the next search loads.
export const jobSearchQuery = (body: JobSearchInput) =>
  queryOptions({ queryKey: [...queryKeys.jobs, 'busqueda', body], queryFn: ({ signal }) => fetchJobs(body, signal), placeholderData: keepPreviousData });

export type SearchResult = {
  status: 'loading' | 'ready' | 'error';
  items: JobListItem[];
  total: number;
  /** More matches than `total` (counts stop at 1,000). */
  bounded: boolean;
  cities: { Ciudad: number; Cantidad: number }[] | null;
};

/** The results as the result list shows them: a failed search is an empty list (its empty state). */
export function useJobSearch(body: JobSearchInput): SearchResult {
  const { data, isError, isPending, isPlaceholderData } = useQuery(jobSearchQuery(body));
  const cities = data?.conteoCiudades ?? null;
  if (isPending || isPlaceholderData) return { status: 'loading', items: [], total: 0, bounded: false, cities };
  if (isError) return { status: 'error', items: [], total: 0, bounded: false, cities: null };
  return { status: 'ready', items: data.values ?? [], total: data.total, bounded: data.totalAcotado ?? false, cities };
}
