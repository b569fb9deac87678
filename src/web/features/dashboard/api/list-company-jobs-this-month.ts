/** POST /api/servicio/listarempleosbyempresames: the jobs the company created this month (the staff: every company's). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCompanyJobsThisMonth } from '../../../../shared/contract/hiring';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchCompanyJobsThisMonth = (signal?: AbortSignal) =>
  callApi<typeof listCompanyJobsThisMonth>('POST /api/servicio/listarempleosbyempresames', [], { signal }).then((r) => r.Datos ?? []);

export const companyJobsThisMonthQuery = () =>
  queryOptions({ queryKey: [...queryKeys.jobs, 'empresa', 'mes'], queryFn: ({ signal }) => fetchCompanyJobsThisMonth(signal), meta: { signOutOnRefusal: true } });

export const useCompanyJobsThisMonth = () => useQuery(companyJobsThisMonthQuery());
