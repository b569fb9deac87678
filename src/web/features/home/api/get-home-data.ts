/** POST /api/servicio/obtenerdatosbasicos: the home page's featured jobs and figures. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { basicData } from '../../../../shared/contract/jobs';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchHomeData = (signal?: AbortSignal) => callApi<typeof basicData>('POST /api/servicio/obtenerdatosbasicos', {}, { signal }).then(valuesOf);

export const homeDataQuery = () => queryOptions({ queryKey: [...queryKeys.jobs, 'portada'], queryFn: ({ signal }) => fetchHomeData(signal) });

export const useHomeData = () => useQuery(homeDataQuery());
