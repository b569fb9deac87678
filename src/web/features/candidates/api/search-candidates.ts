/** POST /api/servicio/buscarcandidatos: one page of the candidate search (companies and staff). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { searchCandidates } from '../../../../shared/contract/candidates';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CandidateSearch = BodyOf<typeof searchCandidates>;

export const fetchCandidates = (body: CandidateSearch, signal?: AbortSignal) =>
  callApi<typeof searchCandidates>('POST /api/servicio/buscarcandidatos', body, { signal }).then((r) => ({ items: r.values ?? [], total: r.total }));

export const candidateSearchQuery = (body: CandidateSearch) =>
  queryOptions({ queryKey: [...queryKeys.candidates, 'busqueda', body], queryFn: ({ signal }) => fetchCandidates(body, signal) });

/** Only asked when the person may search (`enabled`); the session's role decides what comes back. */
export const useCandidateSearch = (body: CandidateSearch, enabled: boolean) => useQuery({ ...candidateSearchQuery(body), enabled });
