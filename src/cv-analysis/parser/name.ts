/**
 * The candidate's name: a labelled 'Nombre:' line, or the best-looking name line near the
 * top (large font, first lines, 2-5 capitalised words), without titles (Lic., Ing., Dr.,
 * MSc....). Accents and ñ are kept; an all-capitals name is title-cased.
 */
import { normalizeForMatch, titleCaseName } from '../text/normalize.js';
import { hasProfessionWord } from '../text/vocabulary.js';
import { isCityName } from './contact.js';
import { headingKind } from './sections.js';
import type { Line } from './lines.js';

const TITLE = '(?:lic|lcdo|lcda|licdo|licda|ing|dr|dra|msc|m\\.\\s?sc|mgr|mgs|mg|abog|arq|prof|profa|tec|téc|sr|sra|srta|econ|phd|ph\\.\\s?d|cpa|psic|odont|mba|bs|ba|agr|mvz|m\\.\\s?v\\.\\s?z|m\\.\\s?a|esp)';
const LEADING_TITLES = new RegExp(`^(?:${TITLE}\\.?\\s+)+`, 'i');
const TRAILING_TITLES = new RegExp(`(?:[,\\s]+${TITLE}\\.?)+\\s*$`, 'i');
const NAME_LABEL = /^(?:nombres?(?:\s+y\s+apellidos?)?(?:\s+completos?)?|apellidos?\s+y\s+nombres?|full name|name)\s*[:|]\s*(.+)$/i;
const NOT_NAME_WORDS = new Set(
  'curriculum vitae hoja vida cv resume resumen perfil datos personales contacto bolivia calle avenida av zona barrio email correo telefono celular direccion'.split(' '),
);
const WORD = /^[\p{L}][\p{L}'’.-]*$/u;
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'da', 'do', 'van', 'von']);

/** 'Lic. María Quispe, MSc.' -> 'María Quispe'. */
export function stripTitles(text: string): string {
  return text.replace(LEADING_TITLES, '').replace(TRAILING_TITLES, '').replace(/\s+/g, ' ').trim();
}

/** A cleaned name, or null when the text does not look like a person's name. */
export function asName(text: string): string | null {
  const cleaned = stripTitles(text.replace(/\s*\|.*$/, '').trim());
  const words = cleaned.split(' ');
  if (words.length < 2 || words.length > 6 || cleaned.length > 60) return null;
  if (!words.every((w) => WORD.test(w))) return null;
  const norm = normalizeForMatch(cleaned).split(' ');
  if (norm.some((w) => NOT_NAME_WORDS.has(w))) return null;
  if (hasProfessionWord(cleaned)) return null;
  if (headingKind(cleaned) !== null) return null;
  if (isCityName(cleaned)) return null;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  const particles = words.filter((w) => PARTICLES.has(w.toLowerCase())).length;
  if (capitalised < 2 || capitalised + particles < words.length) return null;
  return titleCaseName(cleaned);
}

/** Title that the name carries ('Lic.', 'Ing.', 'MSc.'...), for the education fallback. */
export function nameTitles(text: string): string[] {
  const lead = text.match(LEADING_TITLES)?.[0] ?? '';
  const trail = text.match(TRAILING_TITLES)?.[0] ?? '';
  return `${lead} ${trail}`
    .split(/[\s,]+/)
    .map((t) => normalizeForMatch(t).replace(/\.$/, ''))
    .filter((t) => t !== '');
}

export interface NameResult {
  nombre: string | null;
  line: Line | null;
}

export function extractName(candidates: Line[]): NameResult {
  // A labelled name wins: 'Nombre completo: Juan Pérez', or 'Nombres:' + 'Apellidos:'.
  let full: { nombre: string; line: Line } | null = null;
  let first: string | null = null;
  let last: string | null = null;
  for (const line of candidates) {
    const text = line.cells.length > 1 ? line.cells.join(': ').replace(/:\s*:/, ':') : line.text;
    const parts = text.match(/^(nombres?|apellidos?)\s*:\s*(.+)$/i);
    if (parts) {
      if (/^nombre/i.test(parts[1])) first = parts[2].trim();
      else last = parts[2].trim();
      continue;
    }
    const m = text.match(NAME_LABEL);
    const name = m ? asName(m[1]) : null;
    if (name && !full) full = { nombre: name, line };
  }
  if (full) return full;
  const joined = first && last ? asName(`${first} ${last}`) : first ? asName(first) : null;
  if (joined) return { nombre: joined, line: null };
  const firstPage = Math.min(...candidates.map((l) => l.page));
  const pool = candidates.filter((l) => l.page === firstPage);
  const maxSize = Math.max(...pool.map((l) => l.fontSize), 1);
  let best: { score: number; name: string; line: Line } | null = null;
  pool.forEach((line, i) => {
    const name = asName(line.cells[0] ?? line.text);
    if (!name) return;
    const words = name.split(' ').length;
    const score =
      3 * (line.fontSize / maxSize) + (line.bold ? 0.5 : 0) + Math.max(0, 1 - i / 12) + (words >= 3 && words <= 4 ? 0.3 : 0);
    if (!best || score > best.score) best = { score, name, line };
  });
  const found = best as { score: number; name: string; line: Line } | null;
  if (!found) return { nombre: null, line: null };
  // 'MARÍA FERNANDA' / 'QUISPE MAMANI' in the same large font: one name on two lines.
  const at = pool.indexOf(found.line);
  const sameFont = (l: Line | undefined) =>
    l !== undefined && Math.abs(l.fontSize - found.line.fontSize) <= 0.5 && found.line.fontSize > 10.5 && l.cells.length === 1 && !/[,\d@]/.test(l.text);
  const joinedWith = (a: Line, b: Line) => {
    const name = asName(`${a.text} ${stripTitles(b.text)}`);
    return name && name.split(' ').length <= 5 ? name : null;
  };
  const prev = pool[at - 1];
  // The rest of the name may come after a line of the other column (an address at the right).
  const next = pool.slice(at + 1, at + 4).find((l) => Math.abs(l.x - found.line.x) <= 2) ?? pool[at + 1];
  const withPrev = sameFont(prev) ? joinedWith(prev, found.line) : null;
  if (withPrev) return { nombre: withPrev, line: prev };
  const withNext = sameFont(next) ? joinedWith(found.line, next) : null;
  if (withNext) return { nombre: withNext, line: found.line };
  return { nombre: found.name, line: found.line };
}
