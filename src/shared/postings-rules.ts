/**
 * The plain figures and words of better postings (issue 15): limits, messages, question types
 * and where a visitor came from. Apart from the contract (which builds its zod schemas on them)
 * so the job page reads them without loading zod (the public pages' JavaScript budget).
 */
import { formatNumber } from './format-number';
/** The highest monthly salary a job may state, in Bs. */
export const SALARY_MAX = 1_000_000;

export const SCREENING_LIMITS = { questions: 5, question: 200, textAnswer: 300, coverLetter: 3000, number: 1_000_000 } as const;

export const POSTING_MESSAGES = {
  salario: `El salario máximo debe ser un monto entero en Bs, de 0 (A convenir) a ${formatNumber(SALARY_MAX)}.`,
  salarioMinimo: `El salario mínimo debe ser un monto entero en Bs, de 0 a ${formatNumber(SALARY_MAX)}.`,
  salarioRango: 'El salario mínimo no puede ser mayor que el máximo.',
  salarioSinMaximo: 'Indique el salario máximo, o deje ambos en 0 para «A convenir».',
  preguntas: `Máximo ${SCREENING_LIMITS.questions} preguntas de filtro.`,
  pregunta: 'Escriba el texto de la pregunta.',
  preguntaLarga: `Cada pregunta tiene como máximo ${SCREENING_LIMITS.question} caracteres.`,
  tipo: 'El tipo de pregunta debe ser sí/no, número o texto corto.',
  descarte: 'La respuesta que descarta debe ser «si», «no» o vacía.',
  minimo: `El mínimo debe ser un número entero de 0 a ${formatNumber(SCREENING_LIMITS.number)}.`,
  respuestas: 'Responde las preguntas del empleo.',
  respuestaFalta: 'Responde esta pregunta.',
  respuestaSiNo: 'Responde «Sí» o «No».',
  respuestaNumero: `Escribe un número entero de 0 a ${formatNumber(SCREENING_LIMITS.number)}.`,
  respuestaTexto: `La respuesta tiene como máximo ${SCREENING_LIMITS.textAnswer} caracteres.`,
  carta: `La carta de presentación tiene como máximo ${SCREENING_LIMITS.coverLetter} caracteres.`,
  pretension: `La pretensión salarial debe ser un monto entero en Bs, de 0 a ${formatNumber(SALARY_MAX)}.`,
} as const;

export const QUESTION_TYPES = [
  { id: 'sino', nombre: 'Sí / No' },
  { id: 'numero', nombre: 'Número' },
  { id: 'texto', nombre: 'Texto corto' },
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number]['id'];

/** Where a visitor came from to a job page (a `src` query parameter); anything else is 'directo'. */
export const JOB_SOURCES = [
  { id: 'busqueda', nombre: 'Búsqueda' },
  { id: 'directo', nombre: 'Enlace directo' },
  { id: 'compartido', nombre: 'Compartido' },
] as const;
export type JobSource = (typeof JOB_SOURCES)[number]['id'];
