/** POST /api/servicio/eliminaranalisiscv: deletes a past analysis, its results and its stored PDFs. */
import { useMutation } from '@tanstack/react-query';
import type { AnalysisSummary, deleteAnalysis } from '../../../../shared/contract/analysis';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { analysesQuery } from './list-analyses';
import { analysisQuery } from './get-analysis';

/** Resolves with the server's message. */
export const postAnalysisDeletion = (id: number) => callApi<typeof deleteAnalysis>('POST /api/servicio/eliminaranalisiscv', { tnAnalisis: id }).then((r) => r.message);

/** Gone from the cache at once: out of the history, and never reopened from it. */
export function forgetAnalysis(id: number) {
  queryClient.setQueryData(analysesQuery().queryKey, (list: AnalysisSummary[] | undefined) => list?.filter((a) => a.Analisis !== id));
  queryClient.removeQueries({ queryKey: analysisQuery(id).queryKey });
}

export const useDeleteAnalysis = () => useMutation({ mutationFn: postAnalysisDeletion });
