/**
 * The posting rules (issue 38, docs/decisions/moderation.md): a pure scorer over a posting's own
 * words and salary. Each rule has a code, a weight staff can change or switch off, a description
 * staff read and a reason in plain words for the company. A posting whose score reaches the
 * threshold is held "En revisión" until staff decide.
 */

export type RuleCode = 'dinero' | 'contacto_externo' | 'salario_alto' | 'enlaces' | 'palabras';

export type RuleInfo = { codigo: RuleCode; nombre: string; descripcion: string; peso: number };

/** The rules, in the order staff read them, with their default weights (threshold 50). */
export const RULES: readonly RuleInfo[] = [
  {
    codigo: 'dinero',
    nombre: 'Pide dinero a los postulantes',
    descripcion: 'Depósitos, pagos de inscripción, cursos con costo, compra de kit o «invierte»: un empleo serio no cobra por postular.',
    peso: 60,
  },
  {
    codigo: 'contacto_externo',
    nombre: 'Contacto solo fuera de Chamba',
    descripcion: 'Un celular personal o WhatsApp en el texto de la oferta: lleva a los postulantes fuera de la plataforma.',
    peso: 30,
  },
  {
    codigo: 'salario_alto',
    nombre: 'Salario muy por encima de la categoría',
    descripcion: 'Más del triple de la mediana de los empleos públicos de su categoría (o más de 25 000 Bs si la categoría tiene menos de 5 con salario).',
    peso: 30,
  },
  {
    codigo: 'enlaces',
    nombre: 'Enlaces a otros sitios',
    descripcion: 'Direcciones web en el texto (http, www o un dominio): se postula en Chamba.',
    peso: 20,
  },
  {
    codigo: 'palabras',
    nombre: 'Palabras de la lista del equipo',
    descripcion: 'Alguna palabra o frase de la lista que mantiene el equipo de Chamba.',
    peso: 50,
  },
];

export const DEFAULT_THRESHOLD = 50;
export const DEFAULT_REPORTS_TO_HOLD = 3;
/** Salary rule: this many times the category's median, or this many Bs without enough data. */
export const SALARY_FACTOR = 3;
export const SALARY_CAP_BS = 25_000;
export const SALARY_MIN_SAMPLES = 5;

export type RuleSetting = { peso: number; activa: boolean };
export type ModerationConfig = {
  umbral: number;
  denunciasParaOcultar: number;
  reglas: Record<RuleCode, RuleSetting>;
  palabras: string[];
};

export const defaultConfig = (): ModerationConfig => ({
  umbral: DEFAULT_THRESHOLD,
  denunciasParaOcultar: DEFAULT_REPORTS_TO_HOLD,
  reglas: Object.fromEntries(RULES.map((r) => [r.codigo, { peso: r.peso, activa: true }])) as Record<RuleCode, RuleSetting>,
  palabras: [],
});

export type PostingText = {
  titulo: string;
  descripcion: string;
  descripcionLarga?: string;
  ubicacion?: string;
  requerimientos?: string[];
  responsabilidades?: string[];
  salario?: number;
};

export type Finding = { codigo: RuleCode; peso: number; motivo: string };
export type Score = { puntaje: number; retenida: boolean; hallazgos: Finding[] };

/** Lower case without accents, so "Depósito" and "deposito" are the same word. */
export const normalise = (s: string) => [...s].map(plainChar).join('');
/** One character for one (á is a, Ñ is n), so that a match's place in the normalised text is its place in the original. */
const plainChar = (ch: string) => {
  const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return plain.length === 1 ? plain : ch;
};

const MONEY: RegExp[] = [
  /\b(realizar|hacer|efectuar)\s+(un|el)\s+deposito\b/,
  /\bdeposit(ar|e|en|ando|o\s+(de|por|previo|bancario|inicial|de\s+garantia)|o\s+\d)\b/,
  /\b(pago|cobro|cuota|costo|aporte)\s+(unico\s+|previo\s+|inicial\s+)?(de|por|para)\s+(la\s+|el\s+|su\s+|tu\s+)?(inscripcion|capacitacion|curso|kit|materiales?|uniformes?|tramites?|garantia|registro|afiliacion|ingreso|postulacion|carnet|credencial)\b/,
  /\binscripcion\s+(de|con\s+un\s+costo\s+de)\s+\d/,
  /\b(curso|capacitacion|taller)\s+(con\s+costo|pagad[oa]\s+por\s+(el|la)\s+postulante|con\s+pago)\b/,
  /\b(compra|comprar|adquirir|adquiere|compres)\s+(de\s+|del\s+|el\s+|un\s+|tu\s+|su\s+)?kit\b/,
  /\bkit\s+de\s+(inicio|arranque|bienvenida)\s+(de|por)\s+\d/,
  /\binvierte\b/,
  /\binvertir\s+(solo|desde|apenas|\d)/,
  /\binversion\s+(inicial|minima|de\s+\d)/,
];

// A Bolivian mobile (8 digits from 6 or 7), with or without +591 and separators.
const PHONE = /(?<![\d])(?:\+?\s*591[\s.-]*)?[67](?:[\s.-]?\d){7}(?![\d])/;
const WHATSAPP = /\b(whats\s?app|wasap|wsp|whatsap|guasap)\b/;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g;
const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(com|net|org|info|xyz|online|site|bo|ly|me|io|co|biz|top|link|club|app|page)\b/;
// Technology names that look like domains.
const NOT_LINKS = /\b(asp|vb|ado)\.net\b/g;

const quoted = (m: string) => `«${m.trim()}»`;

/** The first pattern's match in `text` (normalised), as written in `raw` (same length). */
function firstMatch(text: string, raw: string, patterns: RegExp[]): string | null {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return raw.slice(m.index, m.index + m[0].length);
  }
  return null;
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Scores a posting. `tipicoCategoria`: the median monthly salary (Bs) of public jobs of its
 * category when there are enough, else null (the cap applies).
 */
export function scorePosting(p: PostingText, config: ModerationConfig, tipicoCategoria: number | null = null): Score {
  const raw = [p.titulo, p.descripcion, p.descripcionLarga ?? '', p.ubicacion ?? '', ...(p.requerimientos ?? []), ...(p.responsabilidades ?? [])].join('\n');
  const text = normalise(raw);
  const found: Finding[] = [];
  const add = (codigo: RuleCode, motivo: string) => {
    const rule = config.reglas[codigo];
    if (rule?.activa && rule.peso > 0) found.push({ codigo, peso: rule.peso, motivo });
  };

  const money = firstMatch(text, raw, MONEY);
  if (money) add('dinero', `La oferta pide dinero a los postulantes (${quoted(money)}).`);

  const phone = firstMatch(text, raw, [PHONE]);
  const ws = firstMatch(text, raw, [WHATSAPP]);
  if (phone || ws) add('contacto_externo', `La oferta da un contacto fuera de Chamba (${quoted(phone ?? ws ?? '')}); los postulantes deben postular en Chamba.`);

  const salario = p.salario ?? 0;
  const limit = tipicoCategoria ? tipicoCategoria * SALARY_FACTOR : SALARY_CAP_BS;
  if (salario > limit) {
    add('salario_alto', `El salario (${salario.toLocaleString('es-BO')} Bs) está muy por encima de lo que paga su categoría${tipicoCategoria ? ` (alrededor de ${Math.round(tipicoCategoria).toLocaleString('es-BO')} Bs)` : ''}.`);
  }

  const blank = (m: string) => ' '.repeat(m.length);
  const link = firstMatch(text.replace(EMAIL, blank).replace(NOT_LINKS, blank), raw, [LINK]);
  if (link) add('enlaces', `La oferta enlaza a otro sitio (${quoted(link)}).`);

  const word = firstMatch(
    text,
    raw,
    config.palabras.map((w) => normalise(w).trim()).filter(Boolean).map((w) => new RegExp(`(?<![a-z0-9])${escape(w)}(?![a-z0-9])`)),
  );
  if (word) add('palabras', `La oferta contiene una expresión que revisamos siempre (${quoted(word)}).`);

  const puntaje = found.reduce((s, f) => s + f.peso, 0);
  return { puntaje, retenida: puntaje >= config.umbral, hallazgos: found };
}
