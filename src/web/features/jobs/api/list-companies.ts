/** GET /api/servicio/listarempresas: the companies with published jobs, for the advanced search's select. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCompanies } from '../../../../shared/contract/companies';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchCompanies = (signal?: AbortSignal) =>
  callApi<typeof listCompanies>('GET /api/servicio/listarempresas', undefined, { signal }).then((r) => (r.values ?? []).filter((c) => c.CantidadEmpleos > 0));

export const companiesQuery = () => queryOptions({ queryKey: [...queryKeys.companies, 'con-empleos'], queryFn: ({ signal }) => fetchCompanies(signal) });

export const useCompaniesWithJobs = () => useQuery(companiesQuery());
