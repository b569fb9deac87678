/**
 * Work experience: entries (title, company, period, description) and the periods used for
 * total years. An entry starts at a heading-like line after a description, or at a second
 * period; 'Empresa:', 'Cargo:', 'Periodo:' labels (Bolivian format) are understood.
 */
import { normalizeForMatch } from '../text/normalize.js';
import { organisationScore, professionScore } from '../text/vocabulary.js';
import type { CvItem } from '../types.js';
import { findCity } from './contact.js';
import { periodRanges } from '../experience-years.js';
import { formatPeriodo, type MonthRange } from './dates.js';
import { isBullet, stripBullet, type Line } from './lines.js';

export interface ExperienceEntry {
  item: CvItem;
  ranges: MonthRange[];
}

const LABEL = /^(empresa|institucion|entidad|organizacion|empleador|company|employer|cargo|puesto|posicion|funcion|position|role|title|periodo|fecha|fechas|duracion|gestion|tiempo|period|dates|funciones|responsabilidades|tareas|logros|actividades|responsibilities|duties)\s*:\s*/;

type LabelKey = 'empresa' | 'cargo' | 'periodo' | 'funciones';

function labelKey(word: string): LabelKey {
  if (/^(empresa|institucion|entidad|organizacion|empleador|company|employer)$/.test(word)) return 'empresa';
  if (/^(cargo|puesto|posicion|funcion|position|role|title)$/.test(word)) return 'cargo';
  if (/^(periodo|fecha|fechas|duracion|gestion|tiempo|period|dates)$/.test(word)) return 'periodo';
  return 'funciones';
}

interface Draft {
  header: string[];
  title: string;
  company: string;
  ranges: MonthRange[];
  desc: string[];
  labels: Set<LabelKey>;
}

const emptyDraft = (): Draft => ({ header: [], title: '', company: '', ranges: [], desc: [], labels: new Set() });

/** Indented under the entry's titles (list items whose bullet is drawn, not written). */
function isIndented(line: Line, lines: Line[]): boolean {
  if (line.width <= 0) return false;
  const peers = lines.filter((l) => l.page === line.page && l.column === line.column);
  const base = Math.min(...peers.map((l) => l.x));
  if (line.x < base + 8 || !peers.some((l) => l.x < base + 2 && l !== line)) return false;
  // Where a table row's second cell starts is a column, not an indent.
  return !peers.some((l) => l.cellX.slice(1).some((x) => Math.abs(x - line.x) <= 3));
}

const ABBREVIATION_END = /\b(s\.\s?a|s\.\s?r\.\s?l|ltda|inc|corp|c[ií]a|s\.\s?a\.\s?m|jr|sr|dr|lic|ing)\.$/i;

/** A description line: a bullet, a long line, or a sentence (titles do not end in a full
 * stop, except abbreviations such as 'S.R.L.'). */
function isDescription(text: string): boolean {
  if (isBullet(text) || text.length > 95) return true;
  return /\.$/.test(text) && !ABBREVIATION_END.test(text) && text.split(/\s+/).length >= 4;
}

export function parseExperience(lines: Line[], today: Date): ExperienceEntry[] {
  const drafts: Draft[] = [];
  let cur = emptyDraft();
  let inBody = false;
  // An entry needs a period or a description; a lone heading-like line is not a job.
  const flush = () => {
    if (cur.ranges.length || cur.desc.length) drafts.push(cur);
    cur = emptyDraft();
    inBody = false;
  };
  let prev: Line | null = null;
  for (const line of lines) {
    const before = prev;
    prev = line;
    const text = line.cells.length > 1 ? line.cells.join(' | ') : line.text;
    const norm = normalizeForMatch(text);
    const label = norm.match(LABEL);
    const ranges = periodsOf(line, text, today);
    if (label) {
      const key = labelKey(label[1]);
      const value = text.replace(/^[^:]*:\s*(\|\s*)?/, '').trim();
      if ((key === 'empresa' || key === 'cargo') && (cur.labels.has(key) || inBody)) flush();
      cur.labels.add(key);
      if (key === 'empresa') cur.company = value;
      else if (key === 'cargo') cur.title = value;
      else if (key === 'periodo') cur.ranges.push(...ranges);
      else {
        inBody = true;
        if (value) cur.desc.push(value);
      }
      continue;
    }
    if ((isDescription(text) || isIndented(line, lines)) && ranges.length === 0) {
      cur.desc.push(stripBullet(text));
      inBody = true;
      continue;
    }
    if (inBody) flush();
    if (ranges.length > 0) {
      if (cur.ranges.length > 0) flush();
      cur.ranges.push(...ranges);
      const rest = removeDates(text, ranges);
      if (rest) cur.header.push(rest);
      continue;
    }
    if (cur.ranges.length > 0 && startsNextEntry(cur, line, before)) flush();
    cur.header.push(text);
  }
  flush();
  return drafts.map(toEntry);
}

/**
 * The periods of a line; a cell (or the whole line) that is a year alone ('2023', as the CV
 * builder prints a one-year job) is that year, read as experienceYears reads it.
 */
function periodsOf(line: Line, text: string, today: Date): MonthRange[] {
  const ranges = periodRanges(text, today);
  if (ranges.length > 0) return ranges;
  const cells = line.cells.length > 1 ? line.cells : [line.text];
  return cells.filter((c) => /^\s*(?:19|20)\d{2}\s*$/.test(c)).flatMap((c) => periodRanges(c.trim(), today));
}

/** After an entry's period, a heading line opens the next entry when the entry already has
 * its title and company, or when a vertical gap separates them. */
function startsNextEntry(cur: Draft, line: Line, before: Line | null): boolean {
  if (cur.header.length >= 2) return true;
  if (before && before.block !== line.block) return true;
  return cur.header.length === 1 && /\s[|–—·•-]\s|,\s|\s@\s|\sat\s/.test(cur.header[0]);
}

/** The line without its period text and the separators around it. */
function removeDates(text: string, ranges: MonthRange[]): string {
  let rest = text;
  for (const r of ranges) {
    const words = r.text.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const re = new RegExp(words.join('[\\s\\S]{0,3}?'), 'i');
    rest = foldedReplace(rest, re);
  }
  return rest
    .replace(/\((?:desde|since)?\s*\)/gi, '')
    .replace(/\b(desde|since|gesti[oó]n)\s*$/i, '')
    .replace(/^[\s|,;:()–—-]+|[\s|,;:(–—-]+$/g, '')
    .trim();
}

/** Replaces a match found on the folded text in the original text (same length: NFD-safe). */
function foldedReplace(text: string, re: RegExp): string {
  const chars = [...text];
  const folded = chars.map((c) => normalizeForMatch(c) || c).join('');
  if (folded.length !== chars.length) return text;
  const m = folded.match(re);
  if (!m || m.index === undefined) return text;
  return chars.slice(0, m.index).join('') + chars.slice(m.index + m[0].length).join('');
}

function toEntry(d: Draft): ExperienceEntry {
  let title = d.title;
  let company = d.company;
  if (!title || !company) {
    const parts = d.header
      .flatMap((h) => h.split(/\s+\|\s+|\s+[—–·•-]\s+|,\s+(?=\p{Lu})|\s+@\s+|\s+at\s+/u))
      .map((p) => p.replace(/^\(|\)$/g, '').trim())
      .filter((p) => p !== '' && !(findCity(p) && p.split(' ').length <= 4 && organisationScore(p) === 0));
    const rest = parts.filter((p) => p !== title && p !== company);
    if (!title && rest.length) {
      const byProfession = [...rest].sort((a, b) => professionScore(b) - professionScore(a))[0];
      title = professionScore(byProfession) > 0 && organisationScore(byProfession) === 0 ? byProfession : rest[0];
    }
    const others = rest.filter((p) => p !== title);
    if (!company && others.length) company = [...others].sort((a, b) => organisationScore(b) - organisationScore(a))[0];
  }
  return {
    item: { nombre: title, nombreInstitucion: company, periodo: formatPeriodo(d.ranges), descripcion: d.desc.join('\n') },
    ranges: d.ranges,
  };
}
