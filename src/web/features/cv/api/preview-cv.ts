/**
 * POST /api/servicio/vistapreviacurriculum: the draft's preview PDF ('VISTA PREVIA' on every
 * page), rendered by the server. Binary reply, so a plain fetch rather than callApi (which reads
 * JSON); the body is typed by the contract all the same. The draft's 800 px photo travels as a
 * 240 px copy (a few KB), made once per photo.
 */
import type { BodyOf } from '../../../../shared/contract/endpoint';
import type { previewCv } from '../../../../shared/contract/cv';
import { drawShrunk } from '../../../lib/shrink-image';
import { getSession } from '../../../lib/session';
import { sendableDraft, type CvDraft } from '../draft';

export const PREVIEW_PHOTO_SIDE = 240;

/**
 * A refused or failed preview request: `retry` says whether asking again may help, and
 * `retryAfterMs` how long the server asked us to wait first (its Retry-After, on a limit or a
 * busy database).
 */
export class PreviewError extends Error {
  override name = 'PreviewError';
  constructor(
    message: string,
    readonly retry: boolean,
    readonly retryAfterMs = 0,
  ) {
    super(message);
  }
}

let smallPhoto: { from: string; to: Promise<string | undefined> } | null = null;

function dataUrlBlob(dataUrl: string): Blob {
  const [head, data] = dataUrl.split(',', 2);
  const bytes = Uint8Array.from(atob(data ?? ''), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: /^data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/jpeg' });
}

/** The photo as a small JPEG data URL (the last one is remembered); no photo if it cannot be read. */
function previewPhoto(foto: string | undefined): Promise<string | undefined> {
  if (!foto?.startsWith('data:image/')) return Promise.resolve(undefined);
  if (smallPhoto?.from !== foto) {
    const to = drawShrunk(dataUrlBlob(foto), PREVIEW_PHOTO_SIDE)
      .then((canvas) => canvas.toDataURL('image/jpeg', 0.8))
      .catch(() => undefined);
    smallPhoto = { from: foto, to };
  }
  return smallPhoto.to;
}

/** Retry-After in seconds (the form this server sends), as milliseconds; 0 when absent or not a number. */
export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) * 1000 : 0;
}

export async function fetchPreviewPdf(draft: CvDraft, signal: AbortSignal): Promise<Uint8Array> {
  const body: BodyOf<typeof previewCv> = { ...sendableDraft(draft), foto: await previewPhoto(draft.foto) };
  const token = getSession().token;
  let res: Response;
  try {
    res = await fetch('/api/servicio/vistapreviacurriculum', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new PreviewError('No se pudo conectar con el servidor.', true);
  }
  if (!res.ok) {
    const reply = (await res.json().catch(() => null)) as { message?: string } | null;
    // A 400 is this draft's problem: asking again gives the same answer. Limits, busy, offline: later.
    throw new PreviewError(reply?.message ?? 'No se pudo generar la vista previa.', res.status !== 400 && res.status !== 413, retryAfterMs(res.headers.get('retry-after')));
  }
  return new Uint8Array(await res.arrayBuffer());
}
