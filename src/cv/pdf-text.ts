/**
 * Text as the CV fonts can print it. A character none of the fonts has (emoji, check marks,
 * stars, arrows...) would come out of react-pdf as '=' or a wrong glyph, so every text of the
 * PDF goes through `pdfSafeText` first (server and browser alike, in CvPdf). No react-pdf here.
 *
 * PDF_CHARS is what every family draws (Roboto, Lato and Merriweather, latin and latin-ext
 * subsets, every weight and style); fonts.test.ts checks it against the font files.
 */

/** Code point ranges drawn by every CV font. */
export const PDF_CHARS: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0xff],
  [0x104, 0x107],
  [0x118, 0x119],
  [0x131, 0x131],
  [0x141, 0x144],
  [0x152, 0x153],
  [0x15a, 0x15b],
  [0x160, 0x161],
  [0x178, 0x17e],
  [0x192, 0x192],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2020, 0x2020],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

const printable = (cp: number) => PDF_CHARS.some(([from, to]) => cp >= from && cp <= to);

/** Symbols people use as list markers: a '•' at the start of a line, nothing elsewhere. */
const MARKER = /[\u2023\u2043\u2219\u25a0-\u25ff\u2605\u2606\u2610-\u2612\u261b\u261e\u2713-\u2718\u2726-\u2727\u2736\u274c\u2756\u2794\u2798-\u27af\u2705\u27a4\u2b50\u2b1b\u2b1c\u{1f449}\u{1f539}\u{1f538}\u{1f53a}\u{1f7e2}]/u;

/** Look-alikes the fonts have. */
const LOOK_ALIKES: Record<string, string> = {
  '\u02bc': '\u2019', // modifier apostrophe (Quechua, Aymara) -> right quote
  '\u02bb': '\u2018',
  '\u2032': "'",
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '\u2014',
  '\u2190': '<-',
  '\u2192': '->',
  '\u21d2': '=>',
  '\u2212': '-',
  '\u2248': '~',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u00ad': '',
};

/** One character the fonts lack: its look-alike, its letter without marks ('ő' -> 'o'), or nothing. */
function fallback(char: string): string {
  if (char in LOOK_ALIKES) return LOOK_ALIKES[char];
  if (/\s/u.test(char)) return ' ';
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  return bare && bare !== char && [...bare].every((c) => printable(c.codePointAt(0)!)) ? bare : '';
}

function safeLine(line: string): string {
  // Lines come trimmed (view.ts); a leading symbol is a list marker.
  const marker = /^(\p{Extended_Pictographic}|\S)\ufe0f?\s*/u.exec(line);
  const isMarker = marker !== null && MARKER.test(marker[1]);
  let out = isMarker ? '\u2022 ' : '';
  for (const char of isMarker ? line.slice(marker[0].length) : line) out += printable(char.codePointAt(0)!) ? char : fallback(char);
  // A removed symbol leaves its spaces: one space between words, none at the ends.
  return out.replace(/ {2,}/g, ' ').trim();
}

/** The text with every character the CV fonts lack replaced or removed; lines kept. */
export function pdfSafeText(text: string): string {
  if (!text) return text;
  return text.normalize('NFC').split('\n').map(safeLine).join('\n').trim();
}

/** A copy of `value` with `pdfSafeText` applied to every string in it (a CV view, its items...). */
export function pdfSafeStrings<T>(value: T): T {
  if (typeof value === 'string') return pdfSafeText(value) as T;
  if (Array.isArray(value)) return value.map(pdfSafeStrings) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pdfSafeStrings(v)])) as T;
  return value;
}
