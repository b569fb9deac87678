/**
 * The one text extraction of every CV format (decision cv-formats): a PDF's text layer, OCR of
 * the PDF's scanned pages, a Word document's paragraphs, or OCR of a photo. Each gives the same
 * lines (PdfLayout) that the one parser reads.
 */
import { CvPdfError } from '../errors.js';
import { layoutPages } from '../layout.js';
import { hasEnoughText, readPdfItems } from '../pdf-text.js';
import { parseCvText } from '../parser/index.js';
import type { CvLine, ParseOptions, ParsedCv, PdfLayout } from '../types.js';
import { extractDocxLayout } from './docx.js';
import { ocrImage, repairOcrLine } from './ocr.js';
import { ocrPdfPages } from './scan.js';
import { cvFormat, type CvFormat } from './sniff.js';

export type ReadOptions = {
  /** False: a scan or photo is not read here (the caller sends it to the OCR worker): 'sin_texto'. */
  ocr?: boolean;
};

export async function extractCvLayout(buffer: Uint8Array, opts: ReadOptions = {}): Promise<PdfLayout & { format: CvFormat }> {
  const format = cvFormat(buffer);
  const ocr = opts.ocr ?? true;
  switch (format) {
    case 'pdf': {
      const pages = await readPdfItems(buffer);
      if (hasEnoughText(pages)) return { format, pages: pages.length, lines: layoutPages(pages) };
      if (!ocr) throw new CvPdfError('sin_texto');
      const read = await ocrPdfPages(buffer, pages);
      if (!hasEnoughText(read)) throw new CvPdfError('sin_texto');
      return { format, pages: read.length, lines: ocrLines(layoutPages(read)) };
    }
    case 'docx':
      return { format, ...(await extractDocxLayout(buffer)) };
    case 'jpeg':
    case 'png': {
      if (!ocr) throw new CvPdfError('sin_texto');
      const page = await ocrImage(buffer);
      if (!hasEnoughText([page])) throw new CvPdfError('sin_texto');
      return { format, pages: 1, lines: ocrLines(layoutPages([page])) };
    }
    case 'doc':
      throw new CvPdfError('doc_antiguo');
    default:
      throw new CvPdfError('formato');
  }
}

/** Lines read by OCR, with what OCR commonly breaks in them repaired. */
function ocrLines(lines: CvLine[]): CvLine[] {
  return lines.map((l) => ({ ...l, text: repairOcrLine(l.text), cells: l.cells.map(repairOcrLine) }));
}

/** Any CV file -> ParsedCv, through the one extraction and the one parser. */
export async function parseCvFile(buffer: Uint8Array, opts: ParseOptions & ReadOptions = {}): Promise<ParsedCv> {
  const layout = await extractCvLayout(buffer, opts);
  return parseCvText(layout.lines, opts);
}
