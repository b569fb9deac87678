/**
 * Scanned PDFs: pages without a text layer are read by OCR from the largest image drawn on them
 * (PDF.js hands the decoded pixels over; no canvas is needed).
 */
import { extractImages, getDocumentProxy } from 'unpdf';
import { CvPdfError } from '../errors.js';
import type { RawPage } from '../text-items.js';
import { ocrRawImage } from './ocr.js';

/** Scanned pages read at most (OCR costs seconds a page). */
export const MAX_SCAN_PAGES = 4;

/** Reads by OCR the given pages (1-based) of a PDF; pages with no image stay empty. */
export async function ocrPdfPages(buffer: Uint8Array, pages: RawPage[]): Promise<RawPage[]> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).catch(
    (error: unknown) => {
      throw new CvPdfError('pdf_invalido', { cause: error });
    },
  );
  try {
    const out: RawPage[] = [];
    for (const page of pages) {
      if (page.items.length > 0 || out.filter((p) => p.items.length > 0).length >= MAX_SCAN_PAGES) {
        out.push(page);
        continue;
      }
      const images = await extractImages(pdf, page.page);
      const biggest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
      if (!biggest || biggest.width < 300 || biggest.height < 300) {
        out.push(page);
        continue;
      }
      const read = await ocrRawImage(biggest, page.page, page.width);
      out.push({ ...read, height: page.height });
    }
    return out;
  } finally {
    await pdf.destroy();
  }
}
