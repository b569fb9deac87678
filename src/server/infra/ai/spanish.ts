/**
 * Deterministic Spanish polishing of a user's own text: missing accents, common misspellings,
 * chat shorthand and informal phrasing, spacing, punctuation and capitals. It only rewrites words
 * that are there: it never adds facts, numbers, names or skills, and it keeps words in capitals
 * (acronyms: SAP, SQL, UMSA, SIN) and mixed-case names as they are.
 */
import {
  ABBREVIATIONS,
  ACCENTED,
  CRITICAL_PREV,
  INFORMAL,
  KNOW_INFINITIVES,
  MISSPELLINGS,
  PRACTICAL_PREV,
  PRETERITE,
  PRETERITE_PREV,
  PROPER_NAMES,
  PUBLIC_PREV,
  REFLEXIVE_PRETERITE,
  SHORTHAND,
  YEAR_PREV,
  stripAccents,
} from './spanish-lexicon';

export type PolishOptions = {
  /** End every line with a period (default true). */
  finalPeriod?: boolean;
  /**
   * The text speaks in the first person (a CV profile): 'trabaje en…' is the preterite
   * 'trabajé'. Off for job texts, where 'Trabaje con nosotros' is an imperative. Default true.
   */
  firstPerson?: boolean;
};

const LETTER = '\\p{L}\\p{M}\\p{N}';
const WORD_RE = /[\p{L}\p{M}\p{N}]+/gu;

/** Polishes a text written by a person. Empty or blank input gives ''. */
export function polishSpanish(input: string, options: PolishOptions = {}): string {
  const finalPeriod = options.finalPeriod ?? true;
  const firstPerson = options.firstPerson ?? true;
  if (!input || !input.trim()) return '';

  let text = normalizeCharacters(input);
  const protectedSpans: string[] = [];
  text = protect(text, protectedSpans);
  text = normalizeWhitespace(text);
  text = applyPhrases(text);
  text = fixWords(text, firstPerson);
  text = applyPhrases(text);
  text = fixPunctuation(text);
  text = capitalizeSentences(text);
  if (finalPeriod) text = endLinesWithPeriod(text);
  text = normalizeWhitespace(text);
  return restore(text, protectedSpans);
}

// ---------------------------------------------------------------------------------------------
// Characters, protected spans, whitespace

const GRAVE: Record<string, string> = { à: 'á', è: 'é', ì: 'í', ò: 'ó', ù: 'ú', À: 'Á', È: 'É', Ì: 'Í', Ò: 'Ó', Ù: 'Ú' };

function normalizeCharacters(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // Tabs, no-break and other exotic spaces become plain spaces; zero-width characters go.
      .replace(/[\t\v\f\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
      // Spanish has no grave accents: 'atenciòn' is a slip for 'atención'.
      .replace(/[àèìòùÀÈÌÒÙ]/g, (c) => GRAVE[c] ?? c)
      // Emoji and emoticons have no place in a formal text.
      .replace(/(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D})+/gu, ' ')
      .replace(/(?<![\p{L}\p{N}:/])[:;=]-?[()DPp](?![\p{L}\p{N}])/gu, ' ')
  );
}

const PROTECT_PATTERNS: RegExp[] = [
  /(?:https?:\/\/|www\.)[^\s<>"]+/giu,
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
  /(?<![\p{L}\p{N}@.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|org|net|edu|gob|gov|bo|io|dev|app|info)(?:\.[a-z]{2})?(?:\/[^\s]*)?(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}])@[\p{L}\p{N}_.]*[\p{L}\p{N}_]/gu,
];

const PLACEHOLDER_RE = /\ue000([\ue100-\uefff])\ue001/g;

/** Replaces e-mails, links and handles by placeholders so that nothing touches them. */
function protect(text: string, spans: string[]): string {
  for (const pattern of PROTECT_PATTERNS) {
    text = text.replace(pattern, (match: string) => {
      // Sentence punctuation right after a link is not part of it.
      const trimmed = match.replace(/[.,;:!?)\]]+$/, '');
      if (!trimmed) return match;
      if (spans.length >= 0xeff) return match;
      spans.push(trimmed);
      return `\ue000${String.fromCharCode(0xe100 + spans.length - 1)}\ue001${match.slice(trimmed.length)}`;
    });
  }
  return text;
}

function restore(text: string, spans: string[]): string {
  return text.replace(PLACEHOLDER_RE, (_m, c: string) => spans[c.charCodeAt(0) - 0xe100] ?? '');
}

function normalizeWhitespace(text: string): string {
  const lines = text.split('\n').map((line) => line.replace(/ {2,}/g, ' ').trim());
  // A line that starts in lower case after a long line without final punctuation continues the
  // same sentence (a textarea wrapped by hand): join it.
  const joined: string[][] = [];
  let prevWords = 0;
  for (const line of lines) {
    const prev = joined.length ? joined[joined.length - 1] : undefined;
    const words = line.match(WORD_RE)?.length ?? 0;
    if (line && prev && /^\p{Ll}/u.test(line) && !/[.!?:;]$/.test(prev[prev.length - 1]) && prevWords >= 4) {
      prev.push(line);
      prevWords += words;
    } else {
      joined.push([line]);
      prevWords = words;
    }
  }
  return joined
    .map((parts) => parts.join(' '))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Case helpers

type WordCase = 'lower' | 'capital' | 'other';

function caseOf(word: string): WordCase {
  if (word === word.toLowerCase()) return 'lower';
  const first = word.charAt(0);
  const rest = word.slice(1);
  if (first === first.toUpperCase() && rest === rest.toLowerCase()) {
    // 'Y', 'O' are capitalised words; 'SAP', 'UMSA' are not.
    return 'capital';
  }
  return 'other';
}

function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

function capitalizeFirst(text: string): string {
  const i = text.search(/\p{L}/u);
  if (i < 0) return text;
  return text.slice(0, i) + text.charAt(i).toUpperCase() + text.slice(i + 1);
}

function withCase(target: string, kind: WordCase): string {
  return kind === 'capital' ? capitalizeFirst(target) : target;
}

// ---------------------------------------------------------------------------------------------
// Phrases (informal → formal), applied with word boundaries

type PhraseRule = {
  re: RegExp;
  to: string | ((groups: (string | undefined)[]) => string);
  /** Only when written in lower case (or at the start of a sentence). */
  lowerOnly?: boolean;
};

function phrase(source: string, to: PhraseRule['to'], lowerOnly = false): PhraseRule {
  return { re: new RegExp(`(?<![${LETTER}])(?:${source})(?![${LETTER}])`, 'giu'), to, lowerOnly };
}

const PHRASES: PhraseRule[] = [
  phrase("pa['’]", 'para', true),
  phrase('se me da(n)? muy bien', 'tengo gran facilidad para'),
  phrase('se me da(n)? bien', 'tengo facilidad para'),
  phrase('soy (muy )?buen[oa]s? en( el)?', (g) => `tengo ${g[0] ? 'gran ' : ''}dominio ${g[1] ? 'del' : 'de'}`),
  phrase('soy (muy )?buen[oa]s? (para|con)', (g) => `tengo ${g[0] ? 'gran ' : ''}habilidad ${g[1]?.toLowerCase()}`),
  phrase('me gusta(n)?', (g) => `me interesa${g[0] ? 'n' : ''}`),
  phrase('me encanta(n)?', (g) => `me apasiona${g[0] ? 'n' : ''}`),
  phrase('hart([oa]s?) (experiencia|conocimientos?|trayectoria)', (g) => `ampli${g[0]?.toLowerCase()} ${g[1]}`),
  phrase('un mont[oó]n de|montones de', 'gran cantidad de'),
  phrase('o sea', 'es decir'),
  phrase('full[ -]time|tiempo full', 'tiempo completo'),
  phrase('part[ -]time', 'medio tiempo'),
  phrase('home office', 'teletrabajo'),
  phrase('le (?:meto|pongo|echo|hecho) (?:muchas |todas las )?ganas( a)?', (g) => `me esfuerzo${g[0] ? ' en' : ''}`),
  phrase('echarle (?:muchas )?ganas', 'esforzarme'),
  phrase('soy (muy |bien )?pilas?', (g) => `soy ${g[0] ? 'muy ' : ''}diligente`),
  phrase('buena onda', 'amable'),
  phrase('me defiendo bien en', 'tengo buen manejo de'),
  phrase('me defiendo en', 'tengo nociones de'),
  phrase('tal ves', 'tal vez'),
  phrase('(soy|ser|es) capas', (g) => `${g[0]?.toLowerCase()} capaz`),
  phrase(' *,? *y (?:todo eso|esas cosas|cosas as[ií]|dem[aá]s cosas)', ', entre otros'),
  phrase('power ?point', 'PowerPoint'),
  phrase('power bi', 'Power BI'),
  phrase('ms office', 'MS Office'),
  phrase('santa cruz de la sierra', 'Santa Cruz de la Sierra'),
  phrase('santa cruz', 'Santa Cruz'),
];

function applyPhrases(text: string): string {
  for (const rule of PHRASES) {
    text = text.replace(rule.re, (...args: unknown[]) => {
      const match = args[0] as string;
      const offset = args.findIndex((a, i) => i > 0 && typeof a === 'number');
      const groups = args.slice(1, offset) as (string | undefined)[];
      const at = args[offset] as number;
      if (isAllCaps(match)) return match;
      const startsUpper = /^\s*,?\s*\p{Lu}/u.test(match);
      if (rule.lowerOnly && startsUpper && !atSentenceStart(text, at)) return match;
      let out = typeof rule.to === 'string' ? rule.to : rule.to(groups);
      if (startsUpper && /^\p{Ll}/u.test(out)) out = capitalizeFirst(out);
      return out;
    });
  }
  return text;
}

function atSentenceStart(text: string, index: number): boolean {
  // A short look back is enough (spaces are already collapsed) and keeps long texts linear.
  const from = Math.max(0, index - 40);
  const before = text.slice(from, index).replace(/ +$/, '');
  if (before === '') return from === 0;
  return /[\n.!?¿¡•*"«(:–-]$/.test(before);
}

// ---------------------------------------------------------------------------------------------
// Words

type Token = { text: string; start: number; end: number };

function fixWords(text: string, firstPerson: boolean): string {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    tokens.push({ text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  const keyAt = (i: number): string | null => {
    const t = tokens[i];
    return t ? stripAccents(t.text.toLowerCase()) : null;
  };
  /** The neighbouring word when only spaces separate them (no punctuation, no line break). */
  const prevKey = (i: number): string | null =>
    i > 0 && /^ +$/.test(text.slice(tokens[i - 1].end, tokens[i].start)) ? keyAt(i - 1) : null;
  const nextKey = (i: number): string | null => {
    if (i + 1 >= tokens.length || !/^ +$/.test(text.slice(tokens[i].end, tokens[i + 1].start))) return null;
    // Seen as it will be written: 'se q…' is 'se que…'.
    const shorthand = SHORTHAND.get(tokens[i + 1].text);
    return shorthand ? stripAccents(shorthand.split(' ')[0]) : keyAt(i + 1);
  };

  let out = '';
  let last = 0;
  tokens.forEach((token, i) => {
    out += text.slice(last, token.start);
    const prev = prevKey(i);
    const context: WordContext = {
      prev,
      prev2: prev === null ? null : prevKey(i - 1),
      next: nextKey(i),
      atStart: atSentenceStart(text, token.start),
      afterNumber: /\d\+? *$/.test(text.slice(Math.max(0, token.start - 12), token.start)),
      nextIsLower: i + 1 < tokens.length && /^\p{Ll}/u.test(tokens[i + 1].text),
      dotAfter: text.charAt(token.end) === '.',
      firstPerson,
    };
    out += fixWord(token.text, context) ?? token.text;
    last = token.end;
  });
  return out + text.slice(last);
}

type WordContext = {
  prev: string | null;
  prev2: string | null;
  next: string | null;
  atStart: boolean;
  afterNumber: boolean;
  nextIsLower: boolean;
  /** Written as an abbreviation ('cel. 7…'): chat shorthand rules leave it alone. */
  dotAfter: boolean;
  firstPerson: boolean;
};

/** The corrected word, or null to keep it. */
function fixWord(word: string, ctx: WordContext): string | null {
  if (/\p{N}/u.test(word)) return null;
  const kind = caseOf(word);
  // Words in capitals or mixed case (SAP, UMSA, SIN, McDonald, iPhone) are kept as written.
  if (kind === 'other') return null;
  const lower = word.toLowerCase();
  const key = stripAccents(lower);
  const informalOk = kind === 'lower' || ctx.atStart;

  if (informalOk) {
    const shorthand = kind === 'lower' && !ctx.dotAfter ? SHORTHAND.get(lower) : undefined;
    if (shorthand !== undefined) return shorthand;
    if (key === 'profe') return withCase(ctx.prev === 'la' ? 'profesora' : 'profesor', kind);
    if (key === 'profes') return withCase('profesores', kind);
    if (key === 'uni' && ctx.prev === 'la') return withCase('universidad', kind);
    // Lower case only: 'Chamba' is also the name of this site.
    const formal = kind === 'lower' ? INFORMAL.get(key) : undefined;
    if (formal !== undefined) return formal;
    // 'súper responsable' → 'muy responsable'; not 'un super' (a supermarket).
    if (key === 'super' && ctx.next && !/^(un|el|del|al|mi|este|ese|otro)$/.test(ctx.prev ?? '')) return withCase('muy', kind);
    if (/^hart(o|a|os|as)$/.test(key) && !/^est(oy|a|ar|amos|aba|an)$/.test(ctx.prev ?? '')) {
      return withCase(`much${key.slice(4)}`, kind);
    }
  }

  const misspelt = MISSPELLINGS.get(key);
  if (misspelt !== undefined) return withCase(misspelt, kind);

  // Context: 'ano' is 'año' only where it clearly means years ('5 anos', 'un ano', 'anos de').
  if (key === 'ano' || key === 'anos') {
    const years =
      ctx.afterNumber ||
      (ctx.prev !== null && YEAR_PREV.has(ctx.prev)) ||
      (key === 'anos' && ctx.next === 'de') ||
      ctx.next === 'pasado' ||
      ctx.next === 'anterior' ||
      (ctx.next !== null && /^(19|20)\d\d$/.test(ctx.next));
    return years ? withCase(key === 'ano' ? 'año' : 'años', kind) : null;
  }
  if (/^public(o|a|os|as)$/.test(key)) {
    return ctx.prev !== null && PUBLIC_PREV.has(ctx.prev) ? withCase(`públic${key.slice(6)}`, kind) : null;
  }
  if (key === 'practico') {
    return ctx.prev !== null && PRACTICAL_PREV.has(ctx.prev) ? withCase('práctico', kind) : null;
  }
  if (/^critic(o|a|os|as)$/.test(key)) {
    return ctx.prev !== null && CRITICAL_PREV.has(ctx.prev) ? withCase(`crític${key.slice(6)}`, kind) : null;
  }
  if (ctx.firstPerson) {
    const preterite = PRETERITE.get(key);
    if (preterite && (ctx.atStart || (ctx.prev !== null && PRETERITE_PREV.has(ctx.prev)))) {
      return withCase(preterite, kind);
    }
    const reflexive = REFLEXIVE_PRETERITE.get(key);
    if (reflexive && ctx.prev === 'me' && ctx.prev2 !== 'que' && ctx.prev2 !== 'cuando') {
      return withCase(reflexive, kind);
    }
  }
  if (key === 'se' && ctx.next !== null && KNOW_INFINITIVES.has(ctx.next)) return withCase('sé', kind);

  // 'y' → 'e' before an /i/ sound, 'o' → 'u' before an /o/ sound.
  if (word === 'y' && ctx.next !== null && /^(i|hi(?![aeiou]))/.test(ctx.next)) return 'e';
  if (word === 'o' && ctx.next !== null && /^h?o/.test(ctx.next)) return 'u';
  // …and 'e' is 'y' anywhere else ('proactiva e honesta' → 'proactiva y honesta').
  if (word === 'e' && ctx.next !== null && /^\p{L}/u.test(ctx.next) && !/^(i|hi(?![aeiou]))/.test(ctx.next)) return 'y';

  const accented = ACCENTED.get(key);
  if (accented !== undefined) return /^\p{Lu}/u.test(accented) ? accented : withCase(accented, kind);

  const proper = PROPER_NAMES.get(lower);
  if (proper !== undefined) return proper;

  // 'comunicaciónes' → 'comunicaciones'.
  if (/[csx]iónes$/.test(lower)) return withCase(lower.replace(/iónes$/, 'iones'), kind);
  if (!/[áéíóú]/.test(lower)) {
    // A capitalised word that may be a name (Verónica, Mónica) only at the start of a sentence
    // that goes on in lower case ('Electronica y…').
    const fixed = productiveAccent(lower, kind === 'lower' || (ctx.atStart && ctx.nextIsLower));
    if (fixed) return withCase(fixed, kind);
    // Adverbs keep the adjective's accent: 'facilmente' → 'fácilmente'.
    if (key.length > 8 && key.endsWith('mente')) {
      const base = adverbBase(key.slice(0, -5));
      if (base) return withCase(`${base}mente`, kind);
    }
  }
  return null;
}

const ADVERB_BASES: ReadonlyMap<string, string> = new Map([
  ['publica', 'pública'],
  ['critica', 'crítica'],
  ['practica', 'práctica'],
]);

function adverbBase(base: string): string | null {
  const known = ADVERB_BASES.get(base);
  if (known) return known;
  const accented = ACCENTED.get(base);
  if (accented && /^\p{Ll}/u.test(accented)) return accented;
  return productiveAccent(base, true);
}

type SuffixRule = { re: RegExp; to: string; minLength: number; nameRisk?: boolean; except?: RegExp };

/** Suffixes that always carry the accent in Spanish ('-ción', '-logía', '-ístico'…). */
const SUFFIX_RULES: SuffixRule[] = [
  { re: /cion$/, to: 'ción', minLength: 5 },
  { re: /sion$/, to: 'sión', minLength: 6 },
  { re: /xion$/, to: 'xión', minLength: 6 },
  { re: /logia$/, to: 'logía', minLength: 6 },
  { re: /grafia$/, to: 'grafía', minLength: 7 },
  { re: /metria$/, to: 'metría', minLength: 7 },
  { re: /nomia$/, to: 'nomía', minLength: 7 },
  { re: /patia$/, to: 'patía', minLength: 6 },
  { re: /fonia$/, to: 'fonía', minLength: 8 },
  { re: /sofia$/, to: 'sofía', minLength: 7 },
  { re: /gogia$/, to: 'gogía', minLength: 7 },
  { re: /tomia$/, to: 'tomía', minLength: 7 },
  { re: /logic(o|a|os|as)$/, to: 'lógic$1', minLength: 6 },
  { re: /grafic(o|a|os|as)$/, to: 'gráfic$1', minLength: 7 },
  { re: /istic(o|a|os|as)$/, to: 'ístic$1', minLength: 7 },
  { re: /itic(o|a|os|as)$/, to: 'ític$1', minLength: 7, except: /critic(o|a|os|as)$/ },
  { re: /atic(o|a|os|as)$/, to: 'átic$1', minLength: 7 },
  { re: /etic(o|a|os|as)$/, to: 'étic$1', minLength: 5 },
  { re: /emic(o|a|os|as)$/, to: 'émic$1', minLength: 7 },
  { re: /amic(o|a|os|as)$/, to: 'ámic$1', minLength: 7 },
  { re: /omic(o|a|os|as)$/, to: 'ómic$1', minLength: 6 },
  { re: /anic(o|a|os|as)$/, to: 'ánic$1', minLength: 7 },
  // Mónica, Verónica: only in lower case or at the start of a sentence.
  { re: /onic(o|a|os|as)$/, to: 'ónic$1', minLength: 7, nameRisk: true },
  { re: /imic(o|a|os|as)$/, to: 'ímic$1', minLength: 7 },
  { re: /isic(o|a|os|as)$/, to: 'ísic$1', minLength: 6 },
  { re: /asic(o|a|os|as)$/, to: 'ásic$1', minLength: 6 },
  { re: /olic(o|a|os|as)$/, to: 'ólic$1', minLength: 7 },
  { re: /eutic(o|a|os|as)$/, to: 'éutic$1', minLength: 8 },
  { re: /olog(o|a|os|as)$/, to: 'ólog$1', minLength: 7, except: /(dialog|catalog|homolog)(o|a|os|as)$/ },
  { re: /ograf(o|a|os|as)$/, to: 'ógraf$1', minLength: 8 },
  { re: /onom(o|a|os|as)$/, to: 'ónom$1', minLength: 7 },
  { re: /isim(o|a|os|as)$/, to: 'ísim$1', minLength: 7 },
];

function productiveAccent(lower: string, nameSafe: boolean): string | null {
  if (!/^\p{Ll}+$/u.test(lower)) return null;
  for (const rule of SUFFIX_RULES) {
    if (lower.length < rule.minLength || !rule.re.test(lower)) continue;
    if (rule.except?.test(lower)) return null;
    if (rule.nameRisk && !nameSafe) return null;
    return lower.replace(rule.re, rule.to);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Punctuation, capitals, final period

/** What may follow a dot inside a name ('Node.js', 'informe.pdf'): no sentence break there. */
const FILE_ENDINGS = new Set(
  'js ts py io bo net com org pdf doc docx xls xlsx ppt pptx png jpg jpeg html php json exe csv txt zip'.split(' '),
);

function fixPunctuation(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        // Repeated marks: '!!!' → '!', ',,' → ',', '....' → '...', '..' → '.'.
        .replace(/([!?¡¿,;])\1+/g, '$1')
        .replace(/\.{4,}/g, '...')
        .replace(/(?<!\.)\.\.(?=\s|$)/g, '.')
        // No space before closing marks, none after opening ones.
        .replace(/ +([,;:!?)\]])/g, '$1')
        .replace(/ +\.(?![\p{L}\p{N}./])/gu, '.')
        .replace(/([¿¡([]) +/g, '$1')
        // One space after a mark that is followed by a word.
        .replace(/([,;])(?=[\p{L}¿¡(\ue000])/gu, '$1 ')
        .replace(/([!?)\]])(?=[\p{L}\p{N}¿¡(\ue000])/gu, '$1 ')
        .replace(/:(?=[\p{L}¿¡(\ue000])/gu, ': ')
        // 'trabajo.Tengo' → 'trabajo. Tengo', 'SQL.me' → 'SQL. me' (capitalised later); not 'Node.js',
        // 'ASP.NET', 'S.A.'.
        .replace(/(?<=\p{L}{2})\.(?=\p{Lu}\p{Ll})/gu, '. ')
        .replace(/(?<=\p{L}{2})\.(?=(\p{Ll}{2,})(?![\p{L}\p{N}]))/gu, (m: string, next: string) =>
          FILE_ENDINGS.has(next) ? m : '. ',
        )
        .replace(/ {2,}/g, ' ')
        .trim(),
    )
    .map(formalExclamations)
    .join('\n');
}

/** A '!' without its opening '¡' is informal: the sentence ends with a period instead. */
function formalExclamations(line: string): string {
  let open = false;
  let out = '';
  for (const ch of line) {
    if (ch === '¡') open = true;
    if (ch === '!') {
      if (open) out += ch;
      else if (!out.endsWith('.')) out += '.';
      open = false;
    } else out += ch;
  }
  return out;
}

function capitalizeWordAt(line: string, index: number): string {
  const word = line.slice(index).match(/^[\p{L}\p{M}]+/u)?.[0];
  if (!word || word !== word.toLowerCase()) return line;
  return line.slice(0, index) + line.charAt(index).toUpperCase() + line.slice(index + 1);
}

function capitalizeSentences(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const start = line.match(/^((?:[-•*–] *)?[¿¡"«(]*)\p{Ll}/u);
      if (start) line = capitalizeWordAt(line, start[1].length);
      const original = line;
      return line.replace(
        /([.!?])( +[¿¡"«(]*)(\p{Ll}[\p{L}\p{M}]*)/gu,
        (match: string, mark: string, gap: string, word: string, at: number) => {
          if (mark === '.') {
            if (original.charAt(at - 1) === '.') return match; // '...' may continue the sentence
            const before = original.slice(Math.max(0, at - 30), at).match(/(\p{L}+)$/u)?.[1] ?? '';
            if (before.length === 1 || ABBREVIATIONS.has(stripAccents(before.toLowerCase()))) return match;
          }
          return word === word.toLowerCase() ? `${mark}${gap}${capitalizeFirst(word)}` : match;
        },
      );
    })
    .join('\n');
}

function endLinesWithPeriod(text: string): string {
  const lines = text.split('\n');
  let lastIndex = -1;
  lines.forEach((l, i) => {
    if (l.trim()) lastIndex = i;
  });
  return lines
    .map((line, i) => {
      if (!line.trim() || /[.!?]$/.test(line)) return line;
      if (/[,;:]$/.test(line)) return i === lastIndex || !line.endsWith(':') ? `${line.slice(0, -1)}.` : line;
      return `${line}.`;
    })
    .join('\n');
}
