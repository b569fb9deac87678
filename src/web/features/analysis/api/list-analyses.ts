/** POST /api/servicio/listaranalisiscv: the company's past analyses, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listAnalyses } from '../../../../shared/contract/analysis';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchAnalyses = (signal?: AbortSignal) => callApi<typeof listAnalyses>('POST /api/servicio/listaranalisiscv', [], { signal }).then((r) => r.values ?? []);

export const analysesQuery = () => queryOptions({ queryKey: [...queryKeys.analyses, 'lista'], queryFn: ({ signal }) => fetchAnalyses(signal) });

export const useAnalyses = (enabled: boolean) => useQuery({ ...analysesQuery(), enabled });
