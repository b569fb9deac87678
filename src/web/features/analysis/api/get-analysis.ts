/** POST /api/servicio/obteneranalisiscv: one past analysis with its ranked CVs (an unknown or deleted one is an ApiError). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getAnalysis } from '../../../../shared/contract/analysis';
import { callApi, valuesOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchAnalysis = (id: number, signal?: AbortSignal) =>
  callApi<typeof getAnalysis>('POST /api/servicio/obteneranalisiscv', { tnAnalisis: id }, { signal }).then(valuesOf);

export const analysisQuery = (id: number) => queryOptions({ queryKey: [...queryKeys.analyses, 'detalle', id], queryFn: ({ signal }) => fetchAnalysis(id, signal) });

/** `id` null: none to show. */
export const useAnalysis = (id: number | null) => useQuery({ ...analysisQuery(id ?? 0), enabled: id !== null });
