/**
 * Word (.docx) CVs: checked as a zip (zip-check.ts), read with mammoth into HTML (no images, no
 * external files), and that HTML turned into the same lines the PDF layout produces, so the one
 * parser reads them. Word keeps no page geometry in the text mammoth returns: headings and bold
 * paragraphs become bold lines, the first line of a document that opens in bold is its title.
 */
import mammoth from 'mammoth';
import { CvPdfError } from '../errors.js';
import { cleanLine } from '../text/normalize.js';
import type { CvLine, PdfLayout } from '../types.js';
import { checkDocxZip } from './zip-check.js';

const BODY = 10;
const HEADING_SIZE: Record<string, number> = { h1: 16, h2: 14, h3: 12, h4: 11, h5: 11, h6: 11 };

export async function extractDocxLayout(buffer: Uint8Array): Promise<PdfLayout> {
  checkDocxZip(buffer);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(buffer) },
      { externalFileAccess: false, convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    html = result.value;
  } catch (error) {
    throw new CvPdfError('docx_invalido', { cause: error });
  }
  const lines = htmlLines(html);
  return { pages: 1, lines };
}

type Draft = { cells: string[]; tag: string; bold: boolean };

/** mammoth's HTML (p, h1-h6, li, table rows) -> lines; a table row is one line of cells. */
export function htmlLines(html: string): CvLine[] {
  const drafts: Draft[] = [];
  const blockRe = /<(p|h[1-6]|li|tr)\b[^>]*>([\s\S]*?)<\/\1>/g;
  // Table rows first (their cells hold paragraphs), then the blocks outside tables.
  const parts = html.split(/(<table\b[\s\S]*?<\/table>)/);
  for (const part of parts) {
    if (part.startsWith('<table')) {
      for (const row of part.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)) {
        const cells = [...row[1].matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => inlineText(c[1].replace(/<\/p>\s*<p[^>]*>/g, ' ')));
        const kept = cells.filter((c) => c !== '');
        if (kept.length) drafts.push({ cells: kept, tag: 'tr', bold: /^(\s*<[^>]+>)*\s*<strong>/.test(row[1]) && !/<\/strong>[^<\s]/.test(row[1]) });
      }
      continue;
    }
    for (const m of part.matchAll(blockRe)) {
      const inner = m[2];
      // <br /> inside a paragraph: one line per break.
      for (const piece of inner.split(/<br\s*\/?>/)) {
        const text = inlineText(piece);
        if (text === '') continue;
        const bold = /^\s*<strong>[\s\S]*<\/strong>\s*$/.test(piece) && !/<\/strong>[\s\S]*\S[\s\S]*<strong>/.test(stripOuterStrong(piece));
        drafts.push({ cells: [text], tag: m[1], bold: bold || m[1].startsWith('h') });
      }
    }
  }
  const lines: CvLine[] = [];
  let y = 40;
  drafts.forEach((d, i) => {
    const title = i === 0 && (d.bold || d.tag === 'h1');
    const fontSize = title ? 16 : (HEADING_SIZE[d.tag] ?? BODY);
    const text = d.cells.join(' | ');
    const bullet = d.tag === 'li' && !/^[•\-–—*▪]/.test(text);
    const shown = bullet ? `• ${text}` : text;
    const cells = bullet ? [`• ${d.cells[0]}`, ...d.cells.slice(1)] : d.cells;
    y += fontSize * 1.6;
    lines.push({
      text: shown,
      cells,
      cellX: cells.map((_, c) => 40 + c * 160),
      page: 1,
      x: 40,
      y,
      width: Math.min(515, shown.length * fontSize * 0.5),
      columnRight: 555,
      fontSize,
      bold: d.bold,
      column: 'full',
      block: i,
    });
  });
  return lines;
}

function stripOuterStrong(s: string): string {
  return s.trim().replace(/^<strong>/, '').replace(/<\/strong>$/, '');
}

/** Inline HTML -> text: tags dropped, mammoth's entities decoded, spaces cleaned. */
function inlineText(html: string): string {
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return cleanLine(text);
}
