/** POST /api/servicio/listarempleosbyempresa: the company's own jobs (the staff: every job), closed ones left out. */
import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import type { listCompanyJobs } from '../../../shared/contract/hiring';
import { callApi } from '../api-client';
import { queryKeys } from '../query-keys';

export const fetchCompanyJobs = (signal?: AbortSignal) =>
  callApi<typeof listCompanyJobs>('POST /api/servicio/listarempleosbyempresa', [], { signal }).then((r) => r.Datos ?? []);

export const companyJobsQuery = (meta?: QueryMeta) => queryOptions({ queryKey: [...queryKeys.jobs, 'empresa'], queryFn: ({ signal }) => fetchCompanyJobs(signal), meta });

/** `meta.signOutOnRefusal` where the list is the page's own (a refusal ends the session). */
export const useCompanyJobs = (meta?: QueryMeta) => useQuery(companyJobsQuery(meta));
