/**
 * Where the candidate lives against where the job is (issue 37): a metropolitan area counts as one
 * place (La Paz and El Alto; Quillacollo and Sacaba already read as Cochabamba, Montero and Warnes
 * as Santa Cruz), and a CV that states willingness to relocate ('disponibilidad para trasladarme',
 * 'dispuesto a mudarme', 'willing to relocate') meets a posting that accepts it ('Vivir en Tarija o
 * estar dispuesto/a a mudarse').
 */
import { findCity } from '../parser/contact.js';
import { normalizeForMatch } from '../text/normalize.js';

/** Catalogue cities that form one metropolitan area. */
const METRO_AREAS: string[][] = [['La Paz', 'El Alto']];

const RELOCATION =
  /\b(?:disponibilidad|dispuest[oa]s?|abiert[oa]|disposicion)\s+(?:inmediata\s+)?(?:a|para|de)\s+(?:trasladarme|trasladarse|traslado|mudarme|mudarse|mudanza|radicar(?:me)?|reubicarme|reubicacion|cambiar de (?:ciudad|residencia)|cambio de (?:ciudad|residencia)|vivir en)|\b(?:willing|open|available)\s+to\s+relocat|\brelocation\b/;
const RESIDENCE = /^(?:vivir|residir|radicar|residencia|domicilio|radicado|residente)\b/;
const ACCEPTS_RELOCATION = /\b(?:dispuest[oa]|disponibilidad|mudarse|trasladarse|radicar|relocat)/;

const areaOf = (city: string) => METRO_AREAS.find((a) => a.includes(city)) ?? [city];

export function sameArea(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  return areaOf(a).some((c) => normalizeForMatch(c) === normalizeForMatch(b));
}

export function statesRelocation(cvText: string): boolean {
  return RELOCATION.test(normalizeForMatch(cvText));
}

/** 'Vivir en Santa Cruz o estar dispuesto/a a mudarse': the places it names and whether moving is accepted. */
export function residenceRequirement(text: string): { cities: string[]; relocation: boolean } | null {
  const s = normalizeForMatch(text);
  if (!RESIDENCE.test(s)) return null;
  const cities: string[] = [];
  for (const part of s.split(/\s+(?:o|u|y|y\/o)\s+|,/)) {
    const c = findCity(part);
    if (c && !cities.includes(c.nombre)) cities.push(c.nombre);
  }
  return cities.length ? { cities, relocation: ACCEPTS_RELOCATION.test(s) } : null;
}
