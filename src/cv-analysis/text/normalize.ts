/** Text normalisation shared by the parser and the ranking: lower case, accents folded. */

/** Removes diacritics except that it keeps nothing of them: 'Peñaranda' -> 'Penaranda'. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Lower case, accents folded, whitespace collapsed. The form every matcher compares. */
export function normalizeForMatch(text: string): string {
  return foldAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Cleans a raw line of PDF text: NFKC (ligatures), no control characters, single spaces. */
export function cleanLine(text: string): string {
  return text
    .normalize('NFKC')
    // Control characters, soft hyphens and zero-width marks that PDFs carry in their text.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u00ad\u200b-\u200f\ufeff]/g, '')
    .replace(/[\t\u00a0\u2000-\u200a\u202f\u3000]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Words of a normalised text: letters and digits, plus the symbols of tech names (c#, .net, node.js). */
export function tokenize(text: string): string[] {
  return normalizeForMatch(text)
    .split(/[^a-z0-9#+.ñ]+/)
    .map((t) => t.replace(/^\.+|\.+$/g, ''))
    .filter((t) => t.length > 0);
}

const LOWER_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'da', 'do', 'dos', 'van', 'von', 'di']);

/** 'JOSÉ DE LA CRUZ PEÑA' -> 'José de la Cruz Peña'. Mixed-case text is returned unchanged. */
export function titleCaseName(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const isAllUpper = letters.length > 0 && letters === letters.toLocaleUpperCase('es');
  const isAllLower = letters.length > 0 && letters === letters.toLocaleLowerCase('es');
  if (!isAllUpper && !isAllLower) return text;
  return text
    .toLocaleLowerCase('es')
    .split(' ')
    .map((word, i) => {
      if (i > 0 && LOWER_PARTICLES.has(word)) return word;
      return word.replace(/(^|[-'])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase('es'));
    })
    .join(' ');
}

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Share of letters that are upper case (0 when there are no letters). */
export function upperRatio(text: string): number {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length === 0) return 0;
  const upper = letters.replace(/[^\p{Lu}]/gu, '');
  return upper.length / letters.length;
}
