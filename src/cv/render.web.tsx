/**
 * Browser entry for the CV PDF (live preview and final review): load it with a dynamic
 * import so that only CV pages pay for react-pdf.
 *   const { renderCvPdfBlob } = await import('../../cv/render.web');
 *   iframe.src = URL.createObjectURL(await renderCvPdfBlob(cv));
 */
import { pdf } from '@react-pdf/renderer';
import { CvPdf } from './CvPdf';
import type { CvDocument } from '../shared/cv/document';
import { loadWebCvFonts } from './fonts.web';

export async function renderCvPdfBlob(cv: CvDocument): Promise<Blob> {
  await loadWebCvFonts(cv.plantilla);
  return pdf(<CvPdf cv={cv} />).toBlob();
}

export { CvPdf, loadWebCvFonts };
