/** Skills of the SKILLS catalogue and the technical stack found in a CV's text. */
import { SKILLS } from '../../shared/catalog.js';
import { normalizeForMatch } from '../text/normalize.js';
import { SKILL_ALIASES, SKILL_RAW, STACK_RAW, STACK_VOCABULARY } from '../text/skills-vocabulary.js';

const compile = (aliases: string[]) => new RegExp(`(?<![a-z0-9])(?:${aliases.join('|')})(?![a-z0-9#+])`);

const SKILL_RES = new Map(Object.entries(SKILL_ALIASES).map(([name, aliases]) => [name, compile(aliases)]));
const STACK_RES = new Map(Object.entries(STACK_VOCABULARY).map(([name, aliases]) => [name, compile(aliases)]));

function firstIndex(folded: string, raw: string, re: RegExp | undefined, rawRe: RegExp | undefined): number {
  const a = re ? folded.search(re) : -1;
  const b = rawRe ? raw.search(rawRe) : -1;
  if (a < 0) return b;
  if (b < 0) return a;
  return Math.min(a, b);
}

/** Catalogue skills (names and ids, in catalogue order) mentioned in the text. */
export function findSkills(text: string): { names: string[]; ids: number[] } {
  const folded = normalizeForMatch(text);
  const found = SKILLS.filter((s) => firstIndex(folded, text, SKILL_RES.get(s.nombre), SKILL_RAW[s.nombre]) >= 0);
  return { names: found.map((s) => s.nombre), ids: found.map((s) => s.id) };
}

/** Stack terms mentioned in the text, in order of first mention. */
export function findStack(text: string): string[] {
  const folded = normalizeForMatch(text);
  const hits: [string, number][] = [];
  for (const [name, re] of STACK_RES) {
    const i = firstIndex(folded, text, re, STACK_RAW[name]);
    if (i >= 0) hits.push([name, i]);
  }
  for (const [name, re] of Object.entries(STACK_RAW)) {
    if (!STACK_RES.has(name)) {
      const i = text.search(re);
      if (i >= 0) hits.push([name, i]);
    }
  }
  return hits.sort((a, b) => a[1] - b[1]).map(([name]) => name);
}

/** Whether the text mentions a skill, given by catalogue name or as free text. */
export function mentionsSkill(text: string, skill: string): boolean {
  const folded = normalizeForMatch(text);
  const re = SKILL_RES.get(skill);
  if (re || SKILL_RAW[skill]) return firstIndex(folded, text, re, SKILL_RAW[skill]) >= 0;
  const own = normalizeForMatch(skill).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return own !== '' && compile([own]).test(folded);
}
