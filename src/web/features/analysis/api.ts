/** Calls of the CV analysis page (types only from the contract, plus its limits and messages). */
import type { AnalysisJob, AnalysisSummary, AnalysisValues, deleteAnalysis, getAnalysis, listAnalyses, listAnalysisJobs } from '../../../shared/contract/analysis';
import { api, isErrorEnvelope, NetworkError } from '../../lib/api';
import { clearSession, getSession } from '../../lib/session';

export type { AnalysisItem, AnalysisJob, AnalysisSummary, AnalysisValues } from '../../../shared/contract/analysis';

/** A reply with the error flag set: its message is the spec's '{message}' of 'Hubo un error: {message}'. */
export class ReplyError extends Error {}

export async function fetchAnalysisJobs(): Promise<AnalysisJob[]> {
  const r = await api<typeof listAnalysisJobs>('POST /api/servicio/listarempleosanalisiscv', [] as never);
  if (isErrorEnvelope(r) || r.error !== 0) throw new ReplyError(r.message);
  return r.values ?? [];
}

export async function fetchAnalyses(): Promise<AnalysisSummary[]> {
  const r = await api<typeof listAnalyses>('POST /api/servicio/listaranalisiscv', [] as never);
  if (isErrorEnvelope(r) || r.error !== 0) throw new ReplyError(r.message);
  return r.values ?? [];
}

export async function fetchAnalysis(id: number): Promise<AnalysisValues> {
  const r = await api<typeof getAnalysis>('POST /api/servicio/obteneranalisiscv', { tnAnalisis: id });
  if (isErrorEnvelope(r) || r.error !== 0 || !r.values) throw new ReplyError(r.message);
  return r.values;
}

/** Deletes a past analysis (its results and stored PDFs); resolves with the server's message. */
export async function removeAnalysis(id: number): Promise<string> {
  const r = await api<typeof deleteAnalysis>('POST /api/servicio/eliminaranalisiscv', { tnAnalisis: id });
  if (isErrorEnvelope(r) || r.error !== 0) throw new ReplyError(r.message);
  return r.message;
}

export type UploadProgress = { loaded: number; total: number };

/**
 * POST /api/servicio/revisarcvs with upload progress (fetch cannot report it: XMLHttpRequest).
 * Resolves with the analysis; rejects with ReplyError (error flag, 4xx envelope) or NetworkError.
 */
export function analyseCvs(
  form: FormData,
  on: { progress: (p: UploadProgress) => void; uploaded: () => void },
  signal?: AbortSignal,
): Promise<AnalysisValues> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/servicio/revisarcvs');
    const token = getSession().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => on.progress({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.upload.onload = () => on.uploaded();
    xhr.onerror = () => reject(new NetworkError('No se pudo conectar con el servidor.'));
    xhr.onabort = () => reject(new DOMException('Cancelado', 'AbortError'));
    xhr.onload = () => {
      const body = xhr.response as { error?: number; message?: string; values?: AnalysisValues } | null;
      if (xhr.status === 401 && token) {
        clearSession();
        window.location.assign('/login');
      }
      if (xhr.status >= 500 || !body || typeof body !== 'object') return reject(new NetworkError('Ocurrió un error en el servidor'));
      if (body.error !== 0 || !body.values) return reject(new ReplyError(body.message ?? ''));
      resolve(body.values);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Fetches a stored CV with the bearer token (never a token in the URL) and opens it in a new tab. */
export async function openAnalysedCv(url: string): Promise<string | null> {
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${getSession().token ?? ''}` } });
    if (!res.ok) {
      tab?.close();
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return body?.message ?? 'No se pudo abrir el CV.';
    }
    const blobUrl = URL.createObjectURL(await res.blob());
    if (tab) tab.location.href = blobUrl;
    else window.location.href = blobUrl;
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
    return null;
  } catch {
    tab?.close();
    return 'No se pudo conectar con el servidor.';
  }
}
