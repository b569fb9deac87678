/** Spanish prompts shared by the remote providers (Gemini, OpenAI-compatible). */
import type { CvFitInput, JobDescriptionInput } from './provider';

/** Longest user text sent to a remote model (a profile or a short description is far shorter). */
export const MAX_PROMPT_CHARS = 8000;

export const PROFILE_SYSTEM_PROMPT = [
  'Eres un asistente de redacción de currículums para Bolivia.',
  'Reescribe el perfil profesional que envía el usuario para que sea más profesional y formal en español, en primera persona.',
  'Usa solo la información del borrador: no inventes datos, cifras, fechas, títulos, empresas ni habilidades.',
  'Conserva los nombres propios y las siglas tal como están escritos.',
  'Responde solo con el texto mejorado, sin comillas, títulos, explicaciones ni formato Markdown.',
].join(' ');

export const JOB_DESCRIPTION_SYSTEM_PROMPT = [
  'Eres un asistente de redacción de ofertas de empleo para Bolivia.',
  'Redacta en español formal la descripción larga del empleo a partir de los datos del empleo que envía el usuario.',
  'Usa solo esos datos: no inventes beneficios, salarios, requisitos, horarios, cifras ni datos de la empresa; si un dato no está, no lo menciones.',
  'Escribe texto plano (sin Markdown ni HTML): párrafos separados por una línea en blanco y listas con líneas que empiezan con "• ".',
  'Responde solo con el texto de la descripción.',
].join(' ');

export const CV_FIT_SYSTEM_PROMPT = [
  'Eres un asistente de selección de personal.',
  'Con los datos del análisis de un currículum frente a un empleo, escribe para la empresa un resumen breve (dos o tres oraciones) en español formal.',
  'Usa solo los datos dados: no inventes experiencia, estudios ni habilidades.',
  'Responde solo con el resumen.',
].join(' ');

function clip(text: string): string {
  return text.length > MAX_PROMPT_CHARS ? text.slice(0, MAX_PROMPT_CHARS) : text;
}

export function profileUserPrompt(draft: string): string {
  return clip(draft.trim());
}

type TextField = 'titulo' | 'empresa' | 'ciudad' | 'categoria' | 'tipoEmpleo' | 'modalidad' | 'experiencia' | 'salario' | 'descripcion';
type ListField = 'responsabilidades' | 'requerimientos' | 'habilidades' | 'idiomas';

/** The job's one-line fields and their labels, in the order the prompt gives them. */
const JOB_TEXT_FIELDS: [TextField, string][] = [
  ['titulo', 'Título'],
  ['empresa', 'Empresa'],
  ['ciudad', 'Ciudad'],
  ['categoria', 'Categoría'],
  ['tipoEmpleo', 'Tipo de empleo'],
  ['modalidad', 'Modalidad'],
  ['experiencia', 'Experiencia'],
  ['salario', 'Salario'],
  ['descripcion', 'Descripción corta'],
];

/** The job's lists, each given as a label and one '- ' line an entry, after the one-line fields. */
const JOB_LIST_FIELDS: [ListField, string][] = [
  ['responsabilidades', 'Responsabilidades'],
  ['requerimientos', 'Requisitos'],
  ['habilidades', 'Habilidades'],
  ['idiomas', 'Idiomas'],
];

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The job's fields as labelled lines; absent fields are left out so the model cannot use them. */
export function jobDescriptionUserPrompt(job: JobDescriptionInput): string {
  const lines: string[] = ['Datos del empleo:'];
  for (const [field, label] of JOB_TEXT_FIELDS) {
    const v = oneLine(job[field] ?? '');
    if (v) lines.push(`${label}: ${v}`);
  }
  for (const [field, label] of JOB_LIST_FIELDS) {
    const vs = (job[field] ?? []).map(oneLine).filter(Boolean);
    if (vs.length) lines.push(`${label}:`, ...vs.map((v) => `- ${v}`));
  }
  return clip(lines.join('\n'));
}

export function cvFitUserPrompt(input: CvFitInput): string {
  const lines = [
    `Empleo: ${input.jobTitle.trim()}`,
    `Resumen del análisis: ${input.resumen.trim()}`,
    `Coincidencias: ${input.match.length ? input.match.join(', ') : 'ninguna'}`,
    `Faltantes: ${input.gap.length ? input.gap.join(', ') : 'ninguno'}`,
  ];
  return clip(lines.join('\n'));
}

/** Trims what chat models tend to add around the text: code fences, wrapping quotes. */
export function cleanModelText(text: string): string {
  let out = text.replace(/\r\n?/g, '\n').trim();
  const fenced = out.match(/^```[\w-]*\n([\s\S]*?)\n?```$/);
  if (fenced) out = fenced[1].trim();
  const quoted = out.match(/^["“«]([\s\S]*)["”»]$/);
  if (quoted && !/["“”«»]/.test(quoted[1])) out = quoted[1].trim();
  return out;
}
