/** E-mail and city of the candidate. */
import { CITIES } from '../../shared/catalog.js';
import { escapeRegExp, normalizeForMatch } from '../text/normalize.js';

const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;

export function findEmail(text: string): string | null {
  const m = text.replace(/\s*@\s*/g, '@').match(EMAIL);
  return m ? m[0].toLowerCase().replace(/\.$/, '') : null;
}

/** Folded aliases of each catalogue city; 'El Alto' is tried before 'La Paz'. */
const CITY_ALIASES: [string, string][] = [
  ['el alto', 'El Alto'],
  ['santa cruz de la sierra', 'Santa Cruz'],
  ['santa cruz', 'Santa Cruz'],
  ['scz', 'Santa Cruz'],
  ['warnes', 'Santa Cruz'],
  ['montero', 'Santa Cruz'],
  ['la paz', 'La Paz'],
  ['lpz', 'La Paz'],
  ['cochabamba', 'Cochabamba'],
  ['cbba', 'Cochabamba'],
  ['quillacollo', 'Cochabamba'],
  ['sacaba', 'Cochabamba'],
  ['sucre', 'Sucre'],
  ['chuquisaca', 'Sucre'],
  ['oruro', 'Oruro'],
  ['potosi', 'Potosí'],
  ['tarija', 'Tarija'],
  ['trinidad', 'Beni'],
  // Towns read as the catalogue city of their department (the catalogue holds the capitals and El Alto).
  ['uyuni', 'Potosí'],
  ['tupiza', 'Potosí'],
  ['villazon', 'Potosí'],
  ['llallagua', 'Potosí'],
  ['viacha', 'La Paz'],
  ['punata', 'Cochabamba'],
  ['tiquipaya', 'Cochabamba'],
  ['colcapirhua', 'Cochabamba'],
  ['huanuni', 'Oruro'],
  ['challapata', 'Oruro'],
  ['yacuiba', 'Tarija'],
  ['bermejo', 'Tarija'],
  ['villamontes', 'Tarija'],
  ['camiri', 'Santa Cruz'],
  ['puerto suarez', 'Santa Cruz'],
  ['riberalta', 'Beni'],
  ['guayaramerin', 'Beni'],
  ['monteagudo', 'Sucre'],
  ['beni', 'Beni'],
  ['cobija', 'Pando'],
  ['pando', 'Pando'],
];
const CITY_RE = new RegExp(`\\b(${CITY_ALIASES.map(([a]) => escapeRegExp(a)).join('|')})\\b`);

/** The first Bolivian city named in the text, as its catalogue entry. */
const CITY_RE_ALL = new RegExp(CITY_RE.source, 'g');
/** 'calle Potosí', 'Av. Beni', 'Pasaje Oruro': a street named after a city is not where one lives. */
const STREET_BEFORE = /\b(?:calle|c\/|av|avda|avenida|pasaje|psje|plaza|esquina|esq|pje)\.?\s+(?:de\s+)?$/;

export function findCity(text: string): { nombre: string; id: number } | null {
  const s = normalizeForMatch(text);
  const m = [...s.matchAll(CITY_RE_ALL)].find((hit) => !STREET_BEFORE.test(s.slice(Math.max(0, (hit.index ?? 0) - 12), hit.index)));
  if (!m) return null;
  const nombre = CITY_ALIASES.find(([a]) => a === m[1])?.[1];
  const city = CITIES.find((c) => c.nombre === nombre);
  return city ? { nombre: city.nombre, id: city.id } : null;
}

/** Whether the whole text is a city name ('La Paz', 'Santa Cruz, Bolivia'). */
export function isCityName(text: string): boolean {
  const s = normalizeForMatch(text).replace(/[,\s-]+bolivia$/, '').trim();
  return CITY_ALIASES.some(([alias]) => alias === s);
}
