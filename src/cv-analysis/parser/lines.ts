/** Parser input: CvLine from the PDF layout, or plain strings (tests). Cleans and joins
 * lines wrapped by the layout (a lower-case start, a hyphenated word, a hanging indent). */
import { helveticaWidths } from '../font-metrics.js';
import { cleanLine } from '../text/normalize.js';
import type { CvLine } from '../types.js';

export interface Line extends CvLine {
  index: number;
}

const PAGE_NUMBER = /^(p[aá]g(ina)?\.?\s*)?\d{1,2}(\s*(de|\/|of)\s*\d{1,2})?$|^-\s*\d{1,2}\s*-$/i;
const BULLET = /^[•\-–—*▪►■·○●✓➢➤◆◦]\s*/;

/** A CvLine for a text with default geometry (tests, text-only sources). */
export function cvLine(text: string, at: Partial<CvLine> = {}): CvLine {
  const cells = at.cells ?? text.split(' | ');
  return {
    text, cells, cellX: cells.map(() => at.x ?? 0), page: 1, x: 0, y: 0, width: 0, columnRight: 0,
    fontSize: 10, bold: false, column: 'full', block: 0, ...at,
  };
}

export function isBullet(text: string): boolean {
  return BULLET.test(text);
}

export function stripBullet(text: string): string {
  return text.replace(BULLET, '').trim();
}

/** 'E X P E R I E N C I A' -> 'EXPERIENCIA' (letter-spaced titles). */
function joinLetterSpaced(text: string): string {
  if (!/^(\p{L} ){3,}\p{L}$/u.test(text)) return text;
  return text.replace(/ /g, '');
}

export function toLines(input: readonly (string | CvLine)[]): Line[] {
  const out: Line[] = [];
  let block = 0;
  input.forEach((item, i) => {
    if (typeof item === 'string') {
      const text = cleanLine(item);
      if (text === '') {
        block++;
        return;
      }
      out.push({ ...cvLine(text, { y: i * 12, block }), index: 0 });
      return;
    }
    out.push({ ...item, index: 0 });
  });
  return dropRunningHeaders(
    out
      .map((l) => ({ ...l, text: joinLetterSpaced(cleanLine(l.text)), cells: l.cells.map((c) => joinLetterSpaced(cleanLine(c))) }))
      .filter((l) => l.text !== '' && !PAGE_NUMBER.test(l.text)),
  ).map((l, index) => ({ ...l, index }));
}

/** A line repeated at the same height on several pages is a running header or footer: its
 * repeats go, and so does its first occurrence when it is set smaller than the body text. */
function dropRunningHeaders(lines: Line[]): Line[] {
  const key = (l: Line) => `${l.text.toLowerCase()}@${Math.round(l.y / 4)}`;
  const pages = new Map<string, Set<number>>();
  for (const l of lines) pages.set(key(l), (pages.get(key(l)) ?? new Set()).add(l.page));
  const body = bodySize(lines);
  const firstPage = new Map<string, number>();
  return lines.filter((l) => {
    const k = key(l);
    if ((pages.get(k)?.size ?? 0) < 2) return true;
    if (l.fontSize < body - 0.5) return false;
    if (!firstPage.has(k)) firstPage.set(k, l.page);
    return firstPage.get(k) === l.page;
  });
}

/** Body font size: the size of most characters. */
export function bodySize(lines: CvLine[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) weight.set(l.fontSize, (weight.get(l.fontSize) ?? 0) + l.text.length);
  let best = 10;
  let max = -1;
  for (const [size, w] of weight) if (w > max) [best, max] = [size, w];
  return best;
}

/** Whether `next` continues `prev` (a line wrapped by the layout). */
export function continues(prev: Line, next: Line): boolean {
  if (prev.page !== next.page || prev.column !== next.column) return false;
  if (next.y - prev.y > 1.7 * Math.max(prev.fontSize, next.fontSize) || next.y < prev.y) return false;
  if (isBullet(next.text) || next.cells.length > 1 || prev.cells.length > 1) return false;
  if (/\p{L}-$/u.test(prev.text) && /^\p{Ll}/u.test(next.text)) return true;
  // A lower-case start continues a long line, unless it is an address, e-mail or number.
  const firstWord = next.text.split(/\s/)[0];
  if (/^\p{Ll}[\p{L},;.]*$/u.test(firstWord) && !/[@/]|www\.|\.com/.test(firstWord) && prev.text.length >= 25 && !/:$/.test(prev.text)) {
    return true;
  }
  if (isBullet(prev.text) && !/[.;:!?]$/.test(prev.text) && next.x > prev.x + 2) return true;
  return wrapsInto(prev, next);
}

/** The layout wrapped `prev`: the next line's first word would not have fitted after it. */
function wrapsInto(prev: Line, next: Line): boolean {
  if (prev.width <= 0 || prev.columnRight <= 0 || Math.abs(next.x - prev.x) > 3) return false;
  if (Math.abs(prev.fontSize - next.fontSize) > 0.5) return false;
  if (/[.:;!?]$/.test(prev.text)) return false;
  const firstWord = next.text.split(' ')[0];
  const room = prev.columnRight - (prev.x + prev.width);
  return room < (helveticaWidths(firstWord).regular + 0.6) * next.fontSize;
}

/** Joins wrapped lines into one (de-hyphenating 'descrip-' + 'ción'). */
export function mergeWrapped(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && continues(prev, line)) {
      const hyphen = /\p{L}-$/u.test(prev.text) && /^\p{Ll}/u.test(line.text);
      const text = hyphen ? prev.text.slice(0, -1) + line.text : `${prev.text} ${line.text}`;
      out[out.length - 1] = { ...prev, text, cells: [text], cellX: [prev.x], y: line.y, width: line.width };
      continue;
    }
    out.push(line);
  }
  return out;
}

const MONTH_END = /(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|feb|mar|abr|may|jun|jul|ago|sep|sept|oct|nov|dic|jan|apr|aug|dec)\.?\s*(de\s*)?$|[-–—/]\s*$|\b(al?|hasta|to)\s*$/i;
const YEAR_START = /^((19|20)\d{2}|actualidad|presente|la fecha|a la fecha|present|actual)\b/i;

/** A period wrapped inside a narrow table cell ('Enero 2021 – Febrero' / '2023'): moves the
 * rest of the date back into the first line's first cell. */
export function joinSplitDates(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, cells: [...l.cells] }));
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i];
    const b = out[i + 1];
    const head = b.cells[0] ?? '';
    if (!MONTH_END.test(a.cells[0] ?? '') || !/\d/.test(a.cells[0]) || !YEAR_START.test(head)) continue;
    const token = head.match(YEAR_START)![0];
    a.cells[0] = `${a.cells[0]} ${token}`;
    const rest = head.slice(token.length).trim();
    b.cells = rest ? [rest, ...b.cells.slice(1)] : b.cells.slice(1);
    b.cellX = rest ? b.cellX : b.cellX.slice(1);
    a.text = a.cells.join(' | ');
    b.text = b.cells.join(' | ');
  }
  return out.filter((l) => l.text !== '');
}
