/**
 * Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32-126, from the
 * standard AFM files (helvetica-widths.json). Arial has the same metrics. Used only to infer bold text, because the
 * PDF text layer gives an opaque font id and no weight.
 */
import { foldAccents } from './text/normalize.js';
import HELVETICA from './helvetica-widths.json' with { type: 'json' };

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
  return { regular: widthOf(HELVETICA.regular, text), bold: widthOf(HELVETICA.bold, text) };
}
