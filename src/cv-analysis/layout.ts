/**
 * Geometry of the text layer: positioned items -> lines in reading order, with columns,
 * table rows, blocks, font size and (inferred) bold. Pure: no PDF library here.
 */
import { inferBoldFonts, isBoldLine } from './bold.js';
import { cleanLine } from './text/normalize.js';
import type { CvLine } from './types.js';
import type { RawItem, RawPage } from './text-items.js';

interface DraftLine {
  items: RawItem[];
  y: number;
  x: number;
  right: number;
  fontSize: number;
}

interface PlacedLine {
  line: DraftLine;
  column: CvLine['column'];
  /** Right edge of the region the line was read in (the gutter for a left column). */
  regionRight: number;
}

const MAX_DEPTH = 2;

/** Lays out every page and returns the lines in reading order. */
export function layoutPages(pages: RawPage[]): CvLine[] {
  const boldFonts = inferBoldFonts(pages.flatMap((p) => p.items));
  const out: CvLine[] = [];
  let block = 0;
  for (const page of pages) {
    const placed = readRegion(page.items.filter((it) => it.str.trim() !== ''), 0, 'full');
    let prev: PlacedLine | null = null;
    for (const p of placed) {
      const text = lineText(p.line);
      if (text.text === '') continue;
      if (prev === null || startsNewBlock(prev, p)) block++;
      out.push({
        text: text.text,
        cells: text.cells,
        cellX: text.cellX,
        page: page.page,
        x: round(p.line.x),
        y: round(p.line.y),
        width: round(p.line.right - p.line.x),
        columnRight: round(Math.max(p.regionRight, p.line.right)),
        fontSize: round(p.line.fontSize),
        bold: isBoldLine(p.line.items, boldFonts),
        column: p.column,
        block,
      });
      prev = p;
    }
    block++;
  }
  return out;
}

function startsNewBlock(prev: PlacedLine, cur: PlacedLine): boolean {
  if (prev.column !== cur.column) return true;
  const gap = cur.line.y - prev.line.y;
  if (gap <= 0) return true;
  return gap > 1.75 * Math.max(prev.line.fontSize, cur.line.fontSize);
}

/** Reads a region: finds a gutter, splits into bands by the lines that cross it, and reads
 * each band either as table rows or as two columns (left then right). */
function readRegion(items: RawItem[], depth: number, column: CvLine['column'], right = Infinity): PlacedLine[] {
  // The column's right edge comes from the caller (the gutter, or the page's text edge).
  const regionRight = Number.isFinite(right) ? right : Math.max(...items.map((it) => it.x + it.width));
  const asRows = (its: RawItem[]) => groupLines(its).map((line) => ({ line, column, regionRight }));
  if (items.length < 4 || depth > MAX_DEPTH) return asRows(items);
  const gutter = findGutter(items);
  if (gutter === null) return asRows(items);

  const crossing = items.filter((it) => crosses(it, gutter));
  const rest = items.filter((it) => !crosses(it, gutter));
  const separators = groupLines(crossing);
  // Items on the baseline of a separator line belong to it (a name with a phone beside it).
  const bands: RawItem[][] = Array.from({ length: separators.length + 1 }, () => []);
  for (const it of rest) {
    const sep = separators.find((s) => Math.abs(s.y - it.y) <= 0.4 * Math.min(s.fontSize, it.fontSize));
    if (sep) {
      sep.items.push(it);
      continue;
    }
    const index = separators.filter((s) => s.y < it.y).length;
    bands[index].push(it);
  }
  const out: PlacedLine[] = [];
  bands.forEach((band, i) => {
    out.push(...readBand(band, gutter, depth, column, regionRight));
    const sep = separators[i];
    if (sep) out.push({ line: rebuild(sep.items), column, regionRight });
  });
  return out;
}

function readBand(items: RawItem[], gutter: number, depth: number, column: CvLine['column'], regionRight: number): PlacedLine[] {
  if (items.length === 0) return [];
  const left = items.filter((it) => it.x + it.width <= gutter + 1);
  const right = items.filter((it) => it.x + it.width > gutter + 1);
  const rows = () => groupLines(items).map((line) => ({ line, column, regionRight }));
  if (left.length === 0 || right.length === 0) return readRegion(items, depth + 1, column, regionRight);
  const leftLines = groupLines(left);
  const rightLines = groupLines(right);
  if (leftLines.length < 2 || rightLines.length < 2) return rows();
  const charsL = charCount(left);
  const charsR = charCount(right);
  if (Math.min(charsL, charsR) < 0.06 * (charsL + charsR)) return rows();
  if (looksLikeTable(leftLines, rightLines)) return rows();
  const sideOf = (side: 'left' | 'right') => (column === 'full' ? side : column);
  return [...readRegion(left, depth + 1, sideOf('left'), gutter), ...readRegion(right, depth + 1, sideOf('right'), regionRight)];
}

/** Rows of a table line up and their label side holds labels or dates; a sidebar beside a
 * main column may line up by chance, but it is dense and holds neither. */
function looksLikeTable(left: DraftLine[], right: DraftLine[]): boolean {
  const [small, big] = left.length <= right.length ? [left, right] : [right, left];
  const aligned =
    small.filter((l) => big.some((r) => Math.abs(r.y - l.y) <= 0.3 * Math.min(r.fontSize, l.fontSize))).length /
    small.length;
  const labelish = (lines: DraftLine[]) =>
    lines.filter((l) => {
      const t = lineText(l).text;
      return /:\s*$/.test(t) || /\b(19|20)\d{2}\b/.test(t);
    }).length / lines.length;
  const labels = Math.max(labelish(left), labelish(right));
  // A title at the end of a band (the next section's) may break the alignment of a table.
  if (aligned >= 0.6 && labels >= 0.6) return true;
  if (aligned < 0.8) return false;
  if (labels >= 0.5) return true;
  return !isDense(left) || !isDense(right);
}

function isDense(lines: DraftLine[]): boolean {
  if (lines.length < 2) return true;
  let close = 0;
  for (let i = 1; i < lines.length; i++) {
    if (lines[i].y - lines[i - 1].y <= 1.9 * Math.max(lines[i].fontSize, lines[i - 1].fontSize)) close++;
  }
  return close / (lines.length - 1) >= 0.6;
}

function crosses(it: RawItem, x: number): boolean {
  return it.x < x - 1 && it.x + it.width > x + 1;
}

/** The x of the widest vertical corridor crossed by the fewest items, if few enough cross it. */
function findGutter(items: RawItem[]): number | null {
  const minX = Math.min(...items.map((it) => it.x));
  const maxX = Math.max(...items.map((it) => it.x + it.width));
  const span = maxX - minX;
  if (span < 100) return null;
  const step = 2;
  let best: { count: number; start: number; end: number } | null = null;
  let run: { count: number; start: number; end: number } | null = null;
  for (let x = minX + 0.1 * span; x <= maxX - 0.1 * span; x += step) {
    let count = 0;
    let leftCount = 0;
    for (const it of items) {
      if (crosses(it, x)) count++;
      else if (it.x + it.width <= x + 1) leftCount++;
    }
    const valid = leftCount > 0 && leftCount + count < items.length;
    if (!valid) {
      run = null;
      continue;
    }
    if (run && run.count === count && run.end === x - step) run.end = x;
    else run = { count, start: x, end: x };
    if (!best || run.count < best.count || (run.count === best.count && run.end - run.start > best.end - best.start)) {
      best = { ...run };
    }
  }
  if (!best || best.end - best.start < 6) return null;
  if (best.count > 0.35 * items.length) return null;
  return (best.start + best.end) / 2;
}

/** Groups items into lines by baseline. */
function groupLines(items: RawItem[]): DraftLine[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: DraftLine[] = [];
  for (const it of sorted) {
    const line = lines.slice(-3).find((l) => sameBaseline(l, it));
    if (line) line.items.push(it);
    else lines.push({ items: [it], y: it.y, x: it.x, right: it.x + it.width, fontSize: it.fontSize });
  }
  return lines.map((l) => rebuild(l.items));
}

/** Same line: baselines within 40% of the smaller size, 20% when the sizes differ a lot. */
function sameBaseline(line: DraftLine, it: RawItem): boolean {
  const small = Math.min(line.fontSize, it.fontSize);
  const ratio = Math.max(line.fontSize, it.fontSize) / small;
  return Math.abs(line.y - it.y) <= (ratio < 1.3 ? 0.4 : 0.2) * small;
}

function rebuild(items: RawItem[]): DraftLine {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  let sizeWeight = 0;
  let sizeSum = 0;
  for (const it of sorted) {
    const w = Math.max(1, it.str.trim().length);
    sizeWeight += w;
    sizeSum += w * it.fontSize;
  }
  return {
    items: sorted,
    y: Math.max(...sorted.map((it) => it.y)),
    x: sorted[0].x,
    right: Math.max(...sorted.map((it) => it.x + it.width)),
    fontSize: sizeSum / sizeWeight,
  };
}

function lineText(line: DraftLine): { text: string; cells: string[]; cellX: number[] } {
  const cells: string[] = [];
  const starts: number[] = [line.items[0]?.x ?? 0];
  let current = '';
  let prev: RawItem | null = null;
  for (const it of line.items) {
    if (prev) {
      const gap = it.x - (prev.x + prev.width);
      const size = Math.min(prev.fontSize, it.fontSize);
      if (gap > Math.max(1.2 * size, 8)) {
        cells.push(current);
        starts.push(it.x);
        current = '';
      } else if (gap > 0.15 * size && !current.endsWith(' ') && !it.str.startsWith(' ')) {
        current += ' ';
      }
    }
    current += it.str;
    prev = it;
  }
  cells.push(current);
  const kept = cells.map((c, i) => ({ text: cleanLine(c), x: round(starts[i]) })).filter((c) => c.text !== '');
  return { text: kept.map((c) => c.text).join(' | '), cells: kept.map((c) => c.text), cellX: kept.map((c) => c.x) };
}

function charCount(items: RawItem[]): number {
  return items.reduce((n, it) => n + it.str.replace(/\s/g, '').length, 0);
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
