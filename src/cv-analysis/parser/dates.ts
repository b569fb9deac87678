/**
 * Work periods in Spanish and English: 'enero 2019 – actualidad', 'ene. 2019 - mar. 2021',
 * 'enero de 2019 a la fecha', '2012 al 2017', '2012 - 2017', '03/2020 - 06/2023',
 * 'Desde 2021', 'Mayo/2018 – Agosto/2020', 'Jan 2019 – Present', 'Gestión 2018'.
 * Months are indexes (year * 12 + month0), counted whole (decision 076, issue 37): a printed month
 * counts completely; a start year without a month means January and an end year without a month
 * means 1 January of that year ('2018-2020' = 2 years; the same year twice is that whole year);
 * 'actualidad', 'a la fecha', 'Present', 'Desde 2021' run to today, so the current month, not yet
 * over, does not count.
 */
import { normalizeForMatch } from '../text/normalize.js';

export interface MonthRange {
  start: number;
  end: number;
  current: boolean;
  /** Only a year was given at both ends ('2012 al 2017'). */
  yearsOnly: boolean;
  text: string;
  /** The end year as printed, when it is not the year of `end` ('2012 al 2017' ends in December 2016). */
  shownEndYear?: number;
}

const MONTHS: Record<string, number> = {
  enero: 0, ene: 0, january: 0, jan: 0,
  febrero: 1, feb: 1, february: 1,
  marzo: 2, mar: 2, march: 2,
  abril: 3, abr: 3, april: 3, apr: 3,
  mayo: 4, may: 4,
  junio: 5, jun: 5, june: 5,
  julio: 6, jul: 6, july: 6,
  agosto: 7, ago: 7, august: 7, aug: 7,
  septiembre: 8, setiembre: 8, sept: 8, sep: 8, set: 8, september: 8,
  octubre: 9, oct: 9, october: 9,
  noviembre: 10, nov: 10, november: 10,
  diciembre: 11, dic: 11, december: 11, dec: 11,
};
const MONTH_ALT = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
const YEAR = '((?:19|20)\\d{2})';
const PRESENT =
  'hasta la actualidad|a la actualidad|hasta la fecha|hasta hoy|a la fecha|la fecha|actualidad|actualmente|presente|actual|hoy|' +
  'to date|ongoing|present|current|now|today|en curso|vigente';

const POINT = new RegExp(
  [
    `\\b\\d{1,2}[/.-](0?[1-9]|1[0-2])[/.-]${YEAR}\\b`, // dd/mm/yyyy
    `\\b(${MONTH_ALT})\\.?\\s*(?:de\\s+|del\\s+|/\\s*|-\\s*|,\\s*)?${YEAR}\\b`, // enero 2019, ene. 2019, mayo/2018
    `\\b(0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}\\b`, // 03/2020
    `\\b${YEAR}[/.-](0?[1-9]|1[0-2])(?![\\d/.-])`, // 2020/03
    `\\b(${PRESENT})\\b`,
    `\\b${YEAR}\\b`,
  ].join('|'),
  'g',
);

interface Point {
  month: number | null;
  year: number | null;
  present: boolean;
  from: number;
  to: number;
}

function readPoints(s: string): Point[] {
  const points: Point[] = [];
  for (const m of s.matchAll(POINT)) {
    const from = m.index ?? 0;
    const to = from + m[0].length;
    if (m[1] !== undefined) points.push({ month: Number(m[1]) - 1, year: Number(m[2]), present: false, from, to });
    else if (m[3] !== undefined) points.push({ month: MONTHS[m[3]], year: Number(m[4]), present: false, from, to });
    else if (m[5] !== undefined) points.push({ month: Number(m[5]) - 1, year: Number(m[6]), present: false, from, to });
    else if (m[7] !== undefined) points.push({ month: Number(m[8]) - 1, year: Number(m[7]), present: false, from, to });
    else if (m[9] !== undefined) points.push({ month: null, year: null, present: true, from, to });
    else if (m[10] !== undefined) points.push({ month: null, year: Number(m[10]), present: false, from, to });
  }
  return points;
}

const CONNECTOR = /^[\s,(]*(?:-|–|—|−|~|a|al|hasta|to|until|till|\/)?[\s,]*$/;
const OPEN_START = /(?:desde|since|a partir de|from)\s*(?:el\s+|la\s+|de\s+)?$/;
const SINGLE_YEAR = /gestion(?:es)?\s*$/;

export function monthOf(date: Date): number {
  return date.getFullYear() * 12 + date.getMonth();
}

const startOf = (p: Point) => (p.year as number) * 12 + (p.month ?? 0);
/** A year-only end is 1 January of that year (the months before it), unless the period starts that year. */
const endOf = (p: Point, start: number) => {
  if (p.month !== null) return (p.year as number) * 12 + p.month;
  const before = (p.year as number) * 12 - 1;
  return before >= start ? before : (p.year as number) * 12 + 11;
};
/** The last whole month before today's ('actualidad'); the start month when the job began this month. */
const lastWhole = (start: number, now: number) => Math.max(start, now - 1);

/** Date ranges in a line. 'Gestión 2018' gives the whole year when `singleYears` is set. */
export function findDateRanges(text: string, today: Date, opts: { singleYears?: boolean } = {}): MonthRange[] {
  const s = normalizeForMatch(text);
  const now = monthOf(today);
  const points = readPoints(s);
  const ranges: MonthRange[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    if (a.present) continue;
    const b = points[i + 1];
    if (b && CONNECTOR.test(s.slice(a.to, b.from))) {
      const start = startOf(a);
      const end = b.present ? lastWhole(start, now) : endOf(b, start);
      const shown = !b.present && b.year !== Math.floor(end / 12) ? { shownEndYear: b.year as number } : {};
      pushValid(ranges, { start, end, current: b.present, yearsOnly: a.month === null && (b.present || b.month === null), text: s.slice(a.from, b.to), ...shown }, now);
      i++;
      continue;
    }
    const before = s.slice(Math.max(0, a.from - 14), a.from);
    if (OPEN_START.test(before)) {
      pushValid(ranges, { start: startOf(a), end: lastWhole(startOf(a), now), current: true, yearsOnly: a.month === null, text: s.slice(a.from, a.to) }, now);
    } else if (opts.singleYears && a.month === null && SINGLE_YEAR.test(before)) {
      const y = a.year as number;
      pushValid(ranges, { start: y * 12, end: y * 12 + 11, current: false, yearsOnly: true, text: s.slice(a.from, a.to) }, now);
    }
  }
  return ranges;
}

/** A year written alone ('2023', 'Gestión 2023'): that whole year, up to today. */
export function wholeYear(year: number, today: Date): MonthRange | null {
  const out: MonthRange[] = [];
  pushValid(out, { start: year * 12, end: year * 12 + 11, current: false, yearsOnly: true, text: String(year) }, monthOf(today));
  return out[0] ?? null;
}

function pushValid(out: MonthRange[], r: MonthRange, now: number): void {
  const end = Math.min(r.end, now);
  if (r.start < 1950 * 12 || r.start > now || end < r.start || end - r.start > 50 * 12) return;
  out.push({ ...r, end });
}

/** Months covered by the ranges, overlaps counted once. */
export function coveredMonths(ranges: MonthRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let total = 0;
  let curStart = -1;
  let curEnd = -2;
  for (const r of sorted) {
    if (r.start > curEnd + 1) {
      if (curEnd >= curStart && curStart >= 0) total += curEnd - curStart + 1;
      curStart = r.start;
      curEnd = r.end;
    } else curEnd = Math.max(curEnd, r.end);
  }
  if (curStart >= 0) total += curEnd - curStart + 1;
  return total;
}

/** Years of the union of the ranges, one decimal; a tie (111 months = 9.25) rounds to the even tenth. */
export function yearsOf(ranges: MonthRange[]): number {
  const tenths = (coveredMonths(ranges) * 10) / 12;
  const down = Math.floor(tenths);
  const rounded = tenths - down === 0.5 ? (down % 2 === 0 ? down : down + 1) : Math.round(tenths);
  return rounded / 10;
}

export function formatMonth(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'AAAA al AAAA' as the CV builder shows periods. */
export function formatPeriodo(ranges: MonthRange[]): string {
  if (ranges.length === 0) return '';
  const start = Math.min(...ranges.map((r) => r.start));
  const end = Math.max(...ranges.map((r) => r.shownEndYear ?? Math.floor(r.end / 12)));
  return `${Math.floor(start / 12)} al ${end}`;
}

const NUMBER_WORDS: Record<string, number> = {
  un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, veinte: 20, one: 1, two: 2, three: 3, four: 4, five: 5,
  six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

/** 'más de ocho años de experiencia', '5+ years of experience' -> the number, or null. */
export function statedYears(text: string): number | null {
  const s = normalizeForMatch(text);
  const m = s.match(/\b(\d{1,2}|[a-z]+)\s*\+?\s*(?:anos|years)\s+(?:de\s+|of\s+)?(?:experiencia|experience)/);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
  return n !== undefined && n > 0 && n < 50 ? n : null;
}
