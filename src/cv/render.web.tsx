/**
 * Browser entry for the CV PDF (live preview and final review): load it with a dynamic
 * import so that only CV pages pay for react-pdf. The browser only ever renders previews, so
 * every page carries the 'VISTA PREVIA' watermark; the clean PDF comes from the server once paid.
 *   const { renderCvPdfBytes } = await import('../../cv/render.web');
 *   drawPdfPages(await renderCvPdfBytes(cv), ...);
 */
import { pdf } from '@react-pdf/renderer';
import { CvPdf } from './CvPdf';
import type { CvDocument } from '../shared/cv/document';
import { loadWebCvFonts } from './fonts.web';

export async function renderCvPdfBytes(cv: CvDocument): Promise<Uint8Array> {
  await loadWebCvFonts(cv.plantilla);
  const blob = await pdf(<CvPdf cv={cv} preview />).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

export { CvPdf, loadWebCvFonts };
