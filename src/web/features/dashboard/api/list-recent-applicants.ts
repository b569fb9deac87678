/** POST /api/servicio/listarpostulantesbyempresa: the company's latest applicants, `count` of them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCompanyApplicants } from '../../../../shared/contract/hiring';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchRecentApplicants = (count: number, signal?: AbortSignal) =>
  callApi<typeof listCompanyApplicants>('POST /api/servicio/listarpostulantesbyempresa', { tnCantidad: count }, { signal }).then((r) => r.Datos ?? []);

export const recentApplicantsQuery = (count: number) =>
  queryOptions({ queryKey: [...queryKeys.applications, 'empresa', count], queryFn: ({ signal }) => fetchRecentApplicants(count, signal), meta: { signOutOnRefusal: true } });

export const useRecentApplicants = (count: number) => useQuery(recentApplicantsQuery(count));
