/**
 * Reads the text layer of a PDF with unpdf (PDF.js) and lays it out into lines.
 * Only text is read: no annotations, links, scripts or external resources are loaded.
 */
import { getDocumentProxy } from 'unpdf';
import { CvPdfError } from './errors.js';
import { layoutPages } from './layout.js';
import type { RawItem, RawPage } from './text-items.js';
import type { PdfLayout } from './types.js';

/** A CV longer than this is read only up to here. */
export const MAX_PAGES = 10;
/** Fewer letters than this in the whole text layer means a scanned (image-only) PDF. */
const MIN_LETTERS = 40;

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
  fontName?: string;
}

export async function extractPdfLayout(buffer: Uint8Array): Promise<PdfLayout> {
  const pages = await readPdfItems(buffer);
  if (!hasEnoughText(pages)) throw new CvPdfError('sin_texto');
  return { pages: pages.length, lines: layoutPages(pages) };
}

/** A text layer (or OCR) with fewer letters than MIN_LETTERS holds no CV: an image-only page. */
export function hasEnoughText(pages: RawPage[]): boolean {
  const letters = pages.reduce((n, p) => n + p.items.reduce((m, it) => m + (it.str.match(/\p{L}/gu)?.length ?? 0), 0), 0);
  return letters >= MIN_LETTERS;
}

export async function readPdfItems(buffer: Uint8Array): Promise<RawPage[]> {
  // PDF.js may detach the buffer it is given: pass a copy.
  const data = new Uint8Array(buffer);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(data, {
      isEvalSupported: false,
      enableXfa: false,
      useSystemFonts: false,
      disableFontFace: true,
      useWorkerFetch: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new CvPdfError(name === 'PasswordException' ? 'pdf_protegido' : 'pdf_invalido', { cause: error });
  }
  try {
    const pages: RawPage[] = [];
    const count = Math.min(pdf.numPages, MAX_PAGES);
    for (let n = 1; n <= count; n++) {
      const page = await pdf.getPage(n);
      const [x0, , x1, y1] = page.view;
      const content = await page.getTextContent();
      const items: RawItem[] = [];
      for (const raw of content.items as TextItemLike[]) {
        const item = toRawItem(raw, x0, y1);
        if (item) items.push(item);
      }
      pages.push({ page: n, width: x1 - x0, height: y1 - page.view[1], items });
      page.cleanup();
    }
    return pages;
  } catch (error) {
    throw new CvPdfError('pdf_invalido', { cause: error });
  } finally {
    await pdf.destroy();
  }
}

function toRawItem(raw: TextItemLike, x0: number, top: number): RawItem | null {
  if (typeof raw.str !== 'string' || raw.str.trim() === '' || !raw.transform) return null;
  const [a, b, c, d, e, f] = raw.transform;
  // Rotated text (vertical decorations) is left out.
  if (Math.abs(b) > 0.01 * Math.abs(a) || Math.abs(c) > 0.01 * Math.abs(d)) return null;
  const fontSize = Math.abs(d) || Math.abs(a);
  if (fontSize <= 0) return null;
  return { str: raw.str, x: e - x0, y: top - f, width: raw.width ?? 0, fontSize, fontId: raw.fontName ?? '' };
}
