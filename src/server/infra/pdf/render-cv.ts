/**
 * Server-side CV PDF (download generate-pdf2): renders the stored, structured CV with its
 * template. Never fetches anything: the photo comes as bytes from storage, or as a data
 * URL inside the CV; http(s) or site-path photo URLs are ignored here.
 */
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import { CvPdf } from '../../../cv/CvPdf';
import { emptyCv, type CvDocument } from '../../../shared/cv/document';
import { TEMPLATE_INFO } from '../../../shared/cv/templates';
import type { CvPhoto } from '../../../cv/templates/types';
import { registerServerCvFonts } from './fonts.server';

/** PNG or JPEG bytes as a react-pdf image source; anything else gives null (no photo). */
export function photoSource(bytes: Buffer | null | undefined): CvPhoto | null {
  if (!bytes || bytes.length < 8) return null;
  if (bytes[0] === 0x89 && bytes.toString('latin1', 1, 4) === 'PNG') return { data: bytes, format: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { data: bytes, format: 'jpg' };
  return null;
}

function photoFromDataUrl(foto: string | undefined): Buffer | null {
  const m = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/=]+)$/i.exec(foto ?? '');
  return m ? Buffer.from(m[1], 'base64') : null;
}

const render = (cv: CvDocument, photo: CvPhoto | null, preview: boolean) =>
  renderToBuffer(createElement(CvPdf, { cv, photo, preview }) as unknown as ReactElement<DocumentProps>);

/**
 * Renders the CV as a PDF. `photo`: the stored photo (JPEG or PNG); a broken image is left out.
 * `preview`: the unpaid preview, 'VISTA PREVIA' across every page (the paid download has none).
 */
export async function renderCvPdf(cv: CvDocument, photo?: Buffer | null, { preview = false } = {}): Promise<Buffer> {
  registerServerCvFonts();
  const src = photoSource(photo ?? photoFromDataUrl(cv.foto));
  if (!src) return render(cv, null, preview);
  try {
    return await render(cv, src, preview);
  } catch {
    // Expected: a stored photo the PDF renderer cannot draw is left out. Any other failure
    // happens again in the render without photo, and that one fails the request.
    return render(cv, null, preview);
  }
}

/**
 * Optional, at server start: loads fonts and layout code so that the first download does not
 * pay ~0.5 s of warm-up. Never throws.
 */
export async function warmUpCvPdf(): Promise<void> {
  for (const t of TEMPLATE_INFO) {
    await renderCvPdf({ ...emptyCv(), plantilla: t.id, nombreCompleto: 'Chamba', perfilProfesional: 'Perfil' }).catch(() => undefined);
  }
}
