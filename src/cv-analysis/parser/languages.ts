/** Languages with their level, matched to the LANGUAGES catalogue where possible. */
import { LANGUAGES } from '../../shared/catalog.js';
import { normalizeForMatch } from '../text/normalize.js';

const NAMES: [RegExp, string][] = [
  [/\b(ingles|english)\b/, 'Inglés'],
  [/\b(espanol|castellano|spanish)\b/, 'Español'],
  [/\b(frances|french)\b/, 'Francés'],
  [/\b(aleman|german)\b/, 'Alemán'],
  [/\b(italiano|italian)\b/, 'Italiano'],
  [/\b(portugues|portuguese)\b/, 'Portugués'],
  [/\b(chino|mandarin|chinese)\b/, 'Chino'],
  [/\b(japones|japanese)\b/, 'Japonés'],
  [/\b(quechua|qhechwa|quichua)\b/, 'Quechua'],
  [/\b(aymara|aimara)\b/, 'Aymara'],
  [/\b(guarani)\b/, 'Guaraní'],
  [/\b(coreano|korean)\b/, 'Coreano'],
  [/\b(ruso|russian)\b/, 'Ruso'],
];

const LEVELS: [RegExp, string][] = [
  [/\b(nativ[oa]|native|materno|lengua materna|mother tongue)\b/, 'nativo'],
  [/\b(avanzado|advanced|fluido|fluent|c1|c2|bilingue|proficient|excelente|muy bueno)\b/, 'avanzado'],
  [/\b(intermedio|intermediate|medio|regular|b1|b2|bueno|conversacional)\b/, 'intermedio'],
  [/\b(basico|basic|elemental|principiante|beginner|a1|a2)\b/, 'básico'],
];

export interface LanguageFound {
  nombre: string;
  id: number | null;
}

/** Languages named in the text; with `requireLevel`, only those followed by a level. */
export function findLanguages(text: string, requireLevel = false): LanguageFound[] {
  const s = normalizeForMatch(text);
  // Every mention: 'atiendo en inglés' in the profile comes before 'Inglés: Intermedio' in its list.
  const hits: { lang: string; at: number; end: number }[] = [];
  for (const [re, lang] of NAMES) {
    for (const m of s.matchAll(new RegExp(re.source, 'g'))) hits.push({ lang, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  hits.sort((a, b) => a.at - b.at);
  const found = new Map<string, string | null>();
  hits.forEach((h, i) => {
    const segment = s.slice(h.end, hits[i + 1]?.at ?? s.length).slice(0, 60);
    const level = LEVELS.find(([re]) => re.test(segment))?.[1] ?? null;
    if (requireLevel && !level) return;
    // The first mention with a level wins over a bare one.
    if (!found.has(h.lang) || (found.get(h.lang) === null && level)) found.set(h.lang, level);
  });
  const order = [...new Set(hits.map((h) => h.lang))].filter((l) => found.has(l));
  return order.map((lang) => {
    const level = found.get(lang) ?? null;
    const nombre = level ? `${lang} ${level}` : lang;
    return { nombre, id: LANGUAGES.find((l) => l.nombre === nombre)?.id ?? null };
  });
}
