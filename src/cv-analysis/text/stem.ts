/**
 * A light Spanish stemmer for matching (not linguistics): folds accents and case, removes
 * plural endings (-s, -es, -ces -> z), frequent derivational endings (-ción/-ciones,
 * -dor/-dora/-dores, -ía, -idad, -ivo/-iva, -ico/-ica, -miento...), infinitive endings of
 * long verbs, and a final gender vowel: contadores/contadora -> 'cont', enfermera/enfermería
 * -> 'enfermer', programación/programador -> 'program'.
 */
import { normalizeForMatch } from './normalize.js';

const SUFFIXES = [
  'amiento', 'imiento', 'aciones', 'iciones', 'acion', 'icion', 'ucion', 'cion', 'sion',
  'adora', 'edora', 'idora', 'ador', 'edor', 'idor', 'dora', 'dor',
  'mente', 'idad', 'edad', 'ismo', 'ista', 'ativo', 'ativa', 'ivo', 'iva', 'ario', 'aria', 'able', 'ible', 'ia', 'ico', 'ica',
];
const MIN_STEM = 4;

export function stem(word: string): string {
  let w = normalizeForMatch(word);
  if (w.length <= 3 || /[^a-zñ]/.test(w)) return w;
  // Plural.
  if (w.endsWith('ces') && w.length > 5) w = `${w.slice(0, -3)}z`;
  else if (w.endsWith('iones')) w = w.slice(0, -2);
  else if (/[rlndzj]es$/.test(w) && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && w.length > 4) w = w.slice(0, -1);
  // Derivational ending (one), else the infinitive of a long verb (elaborar -> elabor).
  const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= MIN_STEM);
  if (suffix) w = w.slice(0, -suffix.length);
  else if (/(ar|er|ir)$/.test(w) && w.length >= 7) w = w.slice(0, -2);
  // Gender / final vowel.
  if (/[aeo]$/.test(w) && w.length > MIN_STEM) w = w.slice(0, -1);
  return w;
}
