/**
 * POST /api/servicio/revisarcvs: up to 20 PDFs ranked against a job, with upload progress (which
 * fetch cannot report: XMLHttpRequest). Rejects with an ApiError (error flag, 4xx envelope) or a
 * NetworkError, like every call of the client.
 */
import { useMutation } from '@tanstack/react-query';
import type { AnalysisSummary, AnalysisValues } from '../../../../shared/contract/analysis';
import { ApiError, endRefusedSession, NetworkError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { getSession } from '../../../lib/session';
import { analysesQuery } from './list-analyses';
import { analysisQuery } from './get-analysis';

export type UploadProgress = { loaded: number; total: number };
type Upload = { form: FormData; progress: (p: UploadProgress) => void; uploaded: () => void };

export function postCvsForAnalysis({ form, progress, uploaded }: Upload): Promise<AnalysisValues> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/servicio/revisarcvs');
    const token = getSession().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => progress({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.upload.onload = () => uploaded();
    xhr.onerror = () => reject(new NetworkError('No se pudo conectar con el servidor.'));
    xhr.onload = () => {
      const body = xhr.response as { error?: number; message?: string; errores?: Record<string, string>; values?: AnalysisValues } | null;
      if (xhr.status === 401 && token) endRefusedSession();
      if (xhr.status >= 500 || !body || typeof body !== 'object') return reject(new NetworkError('Ocurrió un error en el servidor'));
      if (xhr.status >= 400 || body.error !== 0 || !body.values) return reject(new ApiError(body.message ?? '', xhr.status, body.errores, body));
      resolve(body.values);
    };
    xhr.send(form);
  });
}

/** The new analysis is cached as it came back, and heads the history with its best score. */
export const useAnalyseCvs = () =>
  useMutation({
    mutationFn: postCvsForAnalysis,
    onSuccess: (result) => {
      queryClient.setQueryData(analysisQuery(result.Analisis).queryKey, result);
      const { Items: _items, ...summary } = result;
      const best = result.Items.find((i) => i.resultado)?.resultado?.score ?? 0;
      queryClient.setQueryData(analysesQuery().queryKey, (h: AnalysisSummary[] | undefined) => [{ ...summary, MejorPuntaje: best }, ...(h ?? []).filter((a) => a.Analisis !== result.Analisis)]);
    },
  });
