/** POST /api/servicio/getDatosEmpresa: a company's public page and its jobs (an unknown one is an ApiError). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCompany } from '../../../../shared/contract/companies';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchCompany = (code: string, signal?: AbortSignal) =>
  callApi<typeof getCompany>('POST /api/servicio/getDatosEmpresa', { tcCodigoEmpresa: code }, { signal }).then(valuesOf);

export const companyQuery = (code: string) => queryOptions({ queryKey: [...queryKeys.companies, 'detalle', code], queryFn: ({ signal }) => fetchCompany(code, signal) });

export const useCompany = (code: string) => useQuery(companyQuery(code));
