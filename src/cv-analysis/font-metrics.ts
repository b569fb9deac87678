/**
 * Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32-126, from the
 * standard AFM files. Arial has the same metrics. Used only to infer bold text, because the
 * PDF text layer gives an opaque font id and no weight.
 */
import { foldAccents } from './text/normalize.js';

const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 222, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 278, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 278, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];

function widthOf(table: number[], text: string): number {
  let sum = 0;
  for (const ch of foldAccents(text)) {
    const code = ch.charCodeAt(0);
    sum += code >= 32 && code <= 126 ? table[code - 32] : 556;
  }
  return sum / 1000;
}

/** Width in em of `text` set in Helvetica (regular) and Helvetica-Bold. */
export function helveticaWidths(text: string): { regular: number; bold: number } {
  return { regular: widthOf(REGULAR, text), bold: widthOf(BOLD, text) };
}
