/** The whole CV as a react-pdf document, drawn with the template the CV chose. */
import { Document } from '@react-pdf/renderer';
import { isSafePhotoUrl, type CvDocument } from '../shared/cv/document';
import { getTemplate } from './templates';
import type { CvPhoto } from './templates/types';
import { pdfSafeStrings } from './pdf-text';
import { toView } from './view';

export type CvPdfProps = {
  cv: CvDocument;
  /**
   * The photo to draw. Left out: the CV's own `foto` URL (browser preview).
   * null: no photo (the server passes the bytes it stored, or null).
   */
  photo?: CvPhoto | null;
  /** An unpaid preview (the browser's): 'VISTA PREVIA' across every page. The paid PDF leaves it out. */
  preview?: boolean;
};

export function CvPdf({ cv, photo, preview = false }: CvPdfProps) {
  // Only characters the fonts can draw (no '=' for an emoji), in the preview and the download.
  const view = pdfSafeStrings(toView(cv));
  const { Component } = getTemplate(cv.plantilla);
  const src = photo === undefined ? (cv.foto && isSafePhotoUrl(cv.foto) ? cv.foto : null) : photo;
  return (
    <Document
      title={view.title || (view.name ? `Currículum de ${view.name}` : 'Currículum')}
      author={view.name || undefined}
      subject="Currículum vitae"
      creator="Chamba"
      producer="Chamba"
      language="es-BO"
    >
      <Component view={view} photo={src} preview={preview} />
    </Document>
  );
}

export default CvPdf;
