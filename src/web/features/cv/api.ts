/** Calls of the CV pages (types only from the contract: no schemas in the bundle). */
import type { improveProfile } from '../../../shared/contract/ai';
import type { createCv, createQuickCv, listCvsByCandidate, listTemplates, Plantilla } from '../../../shared/contract/cv';
import { api, isErrorEnvelope } from '../../lib/api';
import { getSession } from '../../lib/session';
import { draftFormData, type CvDraft } from './draft';

export const CV_PRICE_BS = 25;

let templatesCache: Promise<Plantilla[]> | null = null;
export function fetchTemplates(): Promise<Plantilla[]> {
  templatesCache ??= api<typeof listTemplates>('GET /api/servicio/listarplantillas')
    .then((r) => ('values' in r && Array.isArray(r.values) ? r.values : []))
    .catch((err) => {
      templatesCache = null;
      throw err;
    });
  return templatesCache;
}

export const createCandidateCv = (d: CvDraft) => api<typeof createCv>('POST /api/servicio/crearcurriculumcandidato', draftFormData(d));
export const createVisitorCv = (d: CvDraft) => api<typeof createQuickCv>('POST /api/servicio/crearcurriculumcandidatov2', draftFormData(d), { token: null });

export const fetchCvList = (tcBuscar?: string) =>
  api<typeof listCvsByCandidate>('POST /api/servicio/listarcurriculumbycandidato', tcBuscar ? { tcBuscar } : ([] as never));

export async function improveProfileText(text: string): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const r = await api<typeof improveProfile>('POST /api/servicio/mejorarperfilia', { tcTexto: text });
  if (isErrorEnvelope(r)) return { ok: false, message: r.message };
  if (r.error === 0 && r.values?.texto) return { ok: true, text: r.values.texto };
  return { ok: false, message: r.message };
}

/** Fetches the PDF with the bearer token (never a token in the URL) and opens it in a new tab. */
export async function openCvPdf(curriculum: number): Promise<string | null> {
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(`/api/generate-pdf2/${curriculum}`, { headers: { authorization: `Bearer ${getSession().token ?? ''}` } });
    if (!res.ok) {
      tab?.close();
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return body?.message ?? 'No se pudo descargar el currículum.';
    }
    const url = URL.createObjectURL(await res.blob());
    if (tab) tab.location.href = url;
    else window.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return null;
  } catch {
    tab?.close();
    return 'No se pudo conectar con el servidor.';
  }
}
