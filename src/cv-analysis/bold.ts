/** Bold text, inferred: the text layer gives an opaque font id and no weight. */
import { helveticaWidths } from './font-metrics.js';
import type { RawItem } from './text-items.js';

/**
 * Fonts that look bold. The text layer names fonts by opaque ids, so this compares glyph
 * widths with Helvetica's: a secondary font clearly wider than the body font is bold; a
 * secondary font used only for short, mostly upper-case runs is a heading font (treated as
 * bold). Italic runs (dates) are neither. A weak hint: the parser never depends on it alone.
 */
export function inferBoldFonts(items: RawItem[]): Set<string> {
  interface Stat { chars: number; actual: number; reg: number; items: number; long: number; upper: number; letters: number }
  const stats = new Map<string, Stat>();
  for (const it of items) {
    const text = it.str.trim();
    if (text === '' || it.fontSize <= 0) continue;
    const s = stats.get(it.fontId) ?? { chars: 0, actual: 0, reg: 0, items: 0, long: 0, upper: 0, letters: 0 };
    s.chars += text.length;
    s.actual += it.width / it.fontSize;
    s.reg += helveticaWidths(it.str).regular;
    s.items++;
    if (text.length > 45) s.long++;
    s.letters += text.replace(/[^\p{L}]/gu, '').length;
    s.upper += text.replace(/[^\p{Lu}]/gu, '').length;
    stats.set(it.fontId, s);
  }
  let body: string | null = null;
  for (const [id, s] of stats) if (body === null || s.chars > stats.get(body)!.chars) body = id;
  const bold = new Set<string>();
  if (body === null) return bold;
  const ratio = (s: Stat) => (s.reg > 0 ? s.actual / s.reg : 1);
  const bodyRatio = ratio(stats.get(body)!);
  for (const [id, s] of stats) {
    if (id === body) continue;
    const delta = ratio(s) - bodyRatio;
    const wider = delta >= 0.02;
    const headingFont = s.long <= 0.25 * s.items && s.upper >= 0.5 * s.letters && delta >= -0.03;
    if (wider || headingFont) bold.add(id);
  }
  return bold;
}

/** A line is bold when most of its characters are set in a bold font. */
export function isBoldLine(items: RawItem[], boldFonts: Set<string>): boolean {
  let bold = 0;
  let total = 0;
  for (const it of items) {
    const n = it.str.replace(/\s/g, '').length;
    total += n;
    if (boldFonts.has(it.fontId)) bold += n;
  }
  return total > 0 && bold / total >= 0.6;
}
