/**
 * How a requirement is written (decision 076): its importance ('indispensable', 'deseable'), its
 * alternatives ('Contaduría Pública o Auditoría', 'Excel y/o SAP') and whether related fields
 * count ('o afines', 'o carreras afines'). Pure text work; the ranking checks each part.
 */
import { foldAccents } from '../text/normalize.js';

export type Importance = 'indispensable' | 'deseable' | 'normal';

export interface RequirementText {
  /** As written, trimmed. */
  text: string;
  importance: Importance;
  /** The requirement without its importance and 'o afines' words ('Licenciatura en Contabilidad'). */
  core: string;
  /** Parts that must all be met ('React' in 'React y JavaScript o TypeScript'). */
  all: string[];
  /** Alternatives, one of which is enough ('JavaScript', 'TypeScript'); empty when there are none. */
  anyOf: string[];
  /** 'o afines': a related field (same family of professions) also meets it. */
  related: boolean;
}

const MUST = /(?:^|[\s(,;:\-–—])(?:es\s+|son\s+|requisito\s+|\(?\s*)?(indispensable|excluyente|imprescindible|obligatori[oa]s?)(?=$|[\s),.;:!\-–—])/i;
const NICE =
  /(?:^|[\s(,;:\-–—])(?:es\s+|\(?\s*)?(deseable|opcional|valorable|se valora|plus|preferible|de preferencia|preferentemente|nice to have)(?=$|[\s),.;:!\-–—])/i;
/** 'o afines', 'u otras carreras afines', 'y/o áreas afines', 'o similares', 'o relacionadas'. */
const RELATED = /\s*,?\s*(?:y\/o|o|u)\s+(?:otras?\s+|otros?\s+)?(?:(?:carreras|areas|profesiones|ramas|campos|disciplinas|especialidades|titulos)\s+)?(?:afines|similares|relacionad[oa]s|equivalentes)\b/i;

/** Words that introduce what is asked; the first alternative keeps them, the others borrow them. */
const HEAD = /^(?:(?:experiencia|conocimientos?|manejo|dominio|formacion|titulo|estudios|carrera|licenciatura|licenciad[oa]|tecnico|tecnica|ingenieria|egresad[oa]|bachiller)\s+(?:en|de|del|con|como)?\s*)+/i;

/** A 'deseable' that opens a clause after a comma or semicolon ('…; deseable SAP', '…, de preferencia en minería,'). */
const NICE_CLAUSE = new RegExp(`([;,])\\s*(?:y\\s+|e\\s+)?(?:${NICE.source.replace(/^\(\?:\^\|\[[^\]]*\]\)/, '')})`, 'i');

/**
 * One requirement as the posting wrote it, split where a clause makes only part of it optional:
 * 'Mínimo 2 años en soporte; deseable Mikrotik' is the required 'Mínimo 2 años en soporte' and the
 * optional 'deseable Mikrotik'. A 'deseable' at the start or in brackets ('Licencia (deseable)')
 * makes the whole requirement optional and is not split.
 */
export function splitRequirement(raw: string): string[] {
  const text = raw.replace(/\s+/g, ' ').trim();
  const folded = foldAccents(text);
  const m = NICE_CLAUSE.exec(folded);
  if (!m || m.index < 12) return text ? [text] : [];
  const start = m.index;
  const sep = m[1];
  // The optional clause runs to the next separator of the same kind (a semicolon clause may hold commas).
  const rest = text.slice(start + m[0].length);
  const endRel = sep === ';' ? rest.indexOf(';') : rest.search(/[,;]/);
  const end = endRel < 0 ? text.length : start + m[0].length + endRel;
  const optional = text.slice(start + 1, end).replace(/^\s*(?:y|e)\s+/i, '').replace(/[.\s]+$/, '').trim();
  const head = `${text.slice(0, start)}${text.slice(end)}`.replace(/\s*,\s*(?=[,;.]|$)/g, '').replace(/\s+/g, ' ').replace(/^[,;\s]+|[,;\s]+$/g, '').trim();
  return [head, ...splitRequirement(optional.charAt(0).toUpperCase() + optional.slice(1))].filter(Boolean);
}

export function readRequirement(raw: string): RequirementText {
  const text = raw.replace(/\s+/g, ' ').trim();
  // Matched on the accent-folded text (same length as the original, letter for letter).
  const folded = foldAccents(text);
  const importance: Importance = MUST.test(folded) ? 'indispensable' : NICE.test(folded) ? 'deseable' : 'normal';
  let core = cut(text, folded, importance === 'indispensable' ? MUST : importance === 'deseable' ? NICE : null);
  const related = RELATED.test(foldAccents(core));
  if (related) core = cut(core, foldAccents(core), RELATED);
  if ((core.match(/\)/g) ?? []).length > (core.match(/\(/g) ?? []).length) core = core.replace(/\s*\)(?![^(]*\))/, '');
  core = core.replace(/[\s,;:.\-–—()[\]]+$/g, '').replace(/^[\s,;:.\-–—()[\]]+/g, '').replace(/\(\s*\)/g, '').replace(/\s+/g, ' ').trim();
  const { all, anyOf } = splitAlternatives(core, related);
  return { text, importance, core: core || text, all, anyOf, related };
}

/** The text without the words the pattern matched (every occurrence). */
function cut(text: string, folded: string, re: RegExp | null): string {
  if (!re || folded.length !== text.length) return re ? text.replace(new RegExp(re.source, 'gi'), ' ') : text;
  const global = new RegExp(re.source, 'gi');
  let out = '';
  let last = 0;
  for (const m of folded.matchAll(global)) {
    const start = m.index ?? 0;
    // Keep the separator before the word ('Inglés, deseable' keeps nothing of ', deseable').
    out += text.slice(last, start) + ' ';
    last = start + m[0].length;
  }
  return (out + text.slice(last)).replace(/\(\s*\)/g, '').replace(/\s+/g, ' ');
}

/**
 * 'Contaduría Pública, Auditoría o Economía' -> anyOf all three; 'React y JavaScript o TypeScript'
 * -> all [React], anyOf [JavaScript, TypeScript]: a short last alternative binds to the word before
 * it, as it is read in Spanish. Inflections ('contador/a', 'licenciado(a)') are not alternatives.
 */
function splitAlternatives(core: string, listIsAlternatives: boolean): { all: string[]; anyOf: string[] } {
  const clean = core
    .replace(/([A-Za-zÀ-ÿ]{3,})\s*\/\s*(?:a|o|as|os|es)\b/g, '$1')
    .replace(/\((?:a|o|as|os)\)/g, '')
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = clean
    .split(/\s+y\/o\s+|\s+(?:o|u|or)\s+|\s*\/\s*/i)
    .map((p) => p.trim())
    .filter(Boolean);
  // 'Sistemas, Informática o carreras afines': once 'o carreras afines' is cut, the commas are the 'o'.
  if (parts.length < 2 && listIsAlternatives && clean.includes(',')) parts.splice(0, 1, ...clean.split(/\s*,\s*/).filter(Boolean));
  if (parts.length < 2) return { all: [clean], anyOf: [] };
  // 'A, B o C': the commas before the last 'o' also separate alternatives.
  const first = parts[0].split(/\s*,\s*/).filter(Boolean);
  const rest = parts.slice(1);
  const shortRest = rest.every((p) => p.split(' ').length <= 2);
  const firstConj = first.length === 1 ? first[0].split(/\s+y\s+|\s+and\s+/i) : first;
  if (first.length === 1 && firstConj.length > 1 && shortRest) {
    // 'React y JavaScript o TypeScript'
    return { all: firstConj.slice(0, -1).map((p) => p.trim()), anyOf: [firstConj[firstConj.length - 1].trim(), ...rest] };
  }
  let options = [...first, ...rest];
  // 'Diplomado o especialidad en Seguridad Industrial': bare words before the last option share its object.
  const tail = options[options.length - 1].match(/^\S+\s+((?:en|de)\s+.+)$/i);
  if (tail && options.length > 1 && options.slice(0, -1).every((o) => !/\s/.test(o))) options = [...options.slice(0, -1).map((o) => `${o} ${tail[1]}`), options[options.length - 1]];
  // The others borrow the head of the first ('Experiencia en SAP o Oracle': 'Oracle' is experiencia en Oracle).
  const head = foldAccents(options[0]).match(HEAD)?.[0] ?? '';
  return { all: [], anyOf: options.map((o, i) => (i === 0 && head ? o.slice(head.length).trim() || o : o)) };
}

/** 'Requisito indispensable', 'Deseable', 'Requisito': how the match and gap lists name it. */
export function importanceLabel(importance: Importance): string {
  return importance === 'indispensable' ? 'Requisito indispensable' : importance === 'deseable' ? 'Deseable' : 'Requisito';
}
