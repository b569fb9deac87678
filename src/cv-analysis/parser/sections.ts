/**
 * Section titles in Spanish and English, in their many wordings ('Experiencia laboral',
 * 'TRAYECTORIA', 'Formación académica', 'Estudios', 'Competencias', 'WORK EXPERIENCE'...).
 * A line is a title when every word belongs to the title vocabulary, or, with a layout hint
 * (bold, larger font, upper case), when it starts with a title keyword and is short.
 */
import { normalizeForMatch, upperRatio } from '../text/normalize.js';
import type { SectionKind } from '../types.js';
import type { Line } from './lines.js';
import SECTION_WORDS from './section-words.json' with { type: 'json' };

type Kind = Exclude<SectionKind, 'encabezado'>;

/** Word -> section, for one strength of the title vocabulary. */
function vocabulary(words: Record<string, string>): Record<string, Kind> {
  const out: Record<string, Kind> = {};
  for (const [kind, list] of Object.entries(words)) for (const w of list.split(' ')) out[w] = kind as Kind;
  return out;
}

/** Words that name a section, strongest first within a title (the vocabulary is section-words.json). */
const STRONG = vocabulary(SECTION_WORDS.strong);
const WEAK_HIGH = vocabulary(SECTION_WORDS.weakHigh);
const WEAK_LOW = vocabulary(SECTION_WORDS.weakLow);

/** Words a title may have besides its keywords ('Experiencia laboral relevante'). */
const FILLERS = new Set(SECTION_WORDS.fillers.split(' '));

const HEAD_DECORATION = /^([0-9ivx]{1,3}[.)-]|[•\-–—*■►▪·●◆>|]+)\s*/i;

function titleWords(text: string): string[] {
  const norm = normalizeForMatch(text)
    .replace(HEAD_DECORATION, '')
    .replace(/[:.\s]+$/, '')
    .replace(/[/,&+]/g, ' ');
  return norm.split(' ').filter((w) => w !== '');
}

/** The word, or its singular when only that is in the vocabulary ('informaticas'). */
function singular(w: string): string {
  const known = (x: string) => STRONG[x] !== undefined || WEAK_HIGH[x] !== undefined || WEAK_LOW[x] !== undefined || FILLERS.has(x);
  if (known(w)) return w;
  if (w.endsWith('es') && known(w.slice(0, -2))) return w.slice(0, -2);
  if (w.endsWith('s') && known(w.slice(0, -1))) return w.slice(0, -1);
  return w;
}

function kindOf(words: string[]): Kind | null {
  for (const table of [STRONG, WEAK_HIGH, WEAK_LOW]) {
    for (const w of words) if (table[singular(w)]) return table[singular(w)];
  }
  return null;
}

const isKnown = (word: string) => {
  const w = singular(word);
  return STRONG[w] !== undefined || WEAK_HIGH[w] !== undefined || WEAK_LOW[w] !== undefined || FILLERS.has(w);
};

/** The section a line titles, or null when it is content. */
export function headingKind(text: string, hint: { bold?: boolean; large?: boolean } = {}): Kind | null {
  const raw = text.trim().replace(HEAD_DECORATION, '');
  if (raw.length === 0 || raw.length > 50 || /[@\d]/.test(raw)) return null;
  if (!/^[^\p{L}]*\p{Lu}/u.test(raw)) return null;
  if (/[.;]$/.test(raw) && !/\b(pers|inf|ref)\.$/i.test(raw)) return null;
  const words = titleWords(raw);
  if (words.length === 0 || words.length > 6) return null;
  const kind = kindOf(words);
  if (kind === null) return null;
  if (words.every(isKnown)) return kind;
  // Loose: a title keyword first, few unknown words, and a layout hint.
  const layoutHint = hint.bold === true || hint.large === true || upperRatio(raw) >= 0.8;
  const unknown = words.filter((w) => !isKnown(w)).length;
  if (layoutHint && words.length <= 4 && unknown <= 1 && kindOf(words.slice(0, 1)) !== null) return kind;
  return null;
}

export interface Section {
  kind: SectionKind;
  title: string | null;
  lines: Line[];
}

/** Splits lines into sections. A new column on the same page starts an untitled block
 * ('encabezado'), so a name at the top of the right column is not read as a sidebar item. */
export function splitSections(lines: Line[], body: number): Section[] {
  const sections: Section[] = [{ kind: 'encabezado', title: null, lines: [] }];
  let prev: Line | null = null;
  for (const line of lines) {
    if (prev && prev.page === line.page && prev.column === 'left' && line.column === 'right') {
      sections.push({ kind: 'encabezado', title: null, lines: [] });
    }
    prev = line;
    const hint = { bold: line.bold, large: line.fontSize >= body * 1.12 };
    const kind = headingKind(line.text, hint);
    if (kind) {
      sections.push({ kind, title: line.text, lines: [] });
      continue;
    }
    // A table row whose first cell is the title: 'Experiencia | 2019 - 2021 | Contador'.
    const cellKind = line.cells.length > 1 ? headingKind(line.cells[0], hint) : null;
    if (cellKind) {
      const rest = line.cells.slice(1);
      sections.push({ kind: cellKind, title: line.cells[0], lines: [{ ...line, text: rest.join(' | '), cells: rest, cellX: line.cellX.slice(1) }] });
      continue;
    }
    sections[sections.length - 1].lines.push(line);
  }
  return sections.filter((s) => s.lines.length > 0 || s.title !== null);
}
