/** POST /api/servicio/admin/resumen: the staff's figures (users, jobs, messages, log, articles). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminSummary } from '../../../../shared/contract/admin';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchSummary = (signal?: AbortSignal) => callApi<typeof adminSummary>('POST /api/servicio/admin/resumen', [], { signal }).then(valuesOf);

export const summaryQuery = () => queryOptions({ queryKey: [...queryKeys.admin, 'resumen'], queryFn: ({ signal }) => fetchSummary(signal) });

export const useAdminSummary = () => useQuery(summaryQuery());
