/**
 * Better postings (issue 15, decision 075): the salary range, the screening questions a job asks
 * and their answers at apply time, the cover letter, and where a visitor came from. Shared by
 * the job form (hiring), the job page (jobs) and applying (applications).
 */
import { z } from 'zod';
import { access, endpoint, intLike } from './endpoint';
import { codeFields, servicioReply } from './shapes';
import { JOB_SOURCES, POSTING_MESSAGES, QUESTION_TYPES, SALARY_MAX, SCREENING_LIMITS, type JobSource, type QuestionType } from '../postings-rules';

export { JOB_SOURCES, POSTING_MESSAGES, QUESTION_TYPES, SALARY_MAX, SCREENING_LIMITS, type JobSource, type QuestionType };
const SOURCE_IDS = JOB_SOURCES.map((s) => s.id) as string[];

/** tcFuente: an unknown or missing source counts as 'directo' (never refused: it comes from a link). */
export const sourceField = z
  .unknown()
  .optional()
  .transform((v): JobSource => (typeof v === 'string' && SOURCE_IDS.includes(v) ? (v as JobSource) : 'directo'));

const amount = (message: string) => intLike(message, (n) => n.min(0, message).max(SALARY_MAX, message));

/** tnSalario (the maximum, 0 'A convenir') and tnSalarioMinimo; checked together by `checkSalaryRange`. */
export const salaryFields = {
  tnSalario: amount(POSTING_MESSAGES.salario).optional().default(0),
  tnSalarioMinimo: amount(POSTING_MESSAGES.salarioMinimo).optional().default(0),
};

/** The range rule, as a zod superRefine on an object holding both fields. */
export function checkSalaryRange(v: { tnSalario: number; tnSalarioMinimo: number }, ctx: z.RefinementCtx) {
  if (v.tnSalarioMinimo > 0 && v.tnSalario === 0) ctx.addIssue({ code: 'custom', path: ['tnSalario'], message: POSTING_MESSAGES.salarioSinMaximo });
  else if (v.tnSalarioMinimo > v.tnSalario) ctx.addIssue({ code: 'custom', path: ['tnSalarioMinimo'], message: POSTING_MESSAGES.salarioRango });
}

/** One screening question as the job form sends it. */
export const screeningQuestionInput = z
  .object(
    {
      tcPregunta: z.string({ error: POSTING_MESSAGES.pregunta }).trim().min(1, POSTING_MESSAGES.pregunta).max(SCREENING_LIMITS.question, POSTING_MESSAGES.preguntaLarga),
      tcTipo: z.enum(['sino', 'numero', 'texto'], { error: POSTING_MESSAGES.tipo }),
      /** sino: the answer that leaves the applicant out ('si' or 'no'); '' none. */
      tcDescarte: z.enum(['', 'si', 'no'], { error: POSTING_MESSAGES.descarte }).optional().default(''),
      /** numero: answers below it leave the applicant out; null or missing none. */
      tnMinimo: z
        .union([intLike(POSTING_MESSAGES.minimo, (n) => n.min(0, POSTING_MESSAGES.minimo).max(SCREENING_LIMITS.number, POSTING_MESSAGES.minimo)), z.null(), z.literal('')], {
          error: POSTING_MESSAGES.minimo,
        })
        .optional()
        .transform((v) => (v === '' || v === undefined ? null : v)),
    },
    { error: POSTING_MESSAGES.pregunta },
  )
  .strip();
export type ScreeningQuestionInput = z.input<typeof screeningQuestionInput>;

export const screeningQuestionsField = z
  .array(screeningQuestionInput, { error: POSTING_MESSAGES.preguntas })
  .max(SCREENING_LIMITS.questions, POSTING_MESSAGES.preguntas)
  .optional()
  .default([]);

/** A question as stored on the job. */
export type StoredQuestion = { pregunta: string; tipo: QuestionType; descarte: 'si' | 'no' | null; minimo: number | null };

export const toStoredQuestions = (list: z.output<typeof screeningQuestionsField>): StoredQuestion[] =>
  list.map((q) => ({
    pregunta: q.tcPregunta,
    tipo: q.tcTipo,
    descarte: q.tcTipo === 'sino' && q.tcDescarte ? q.tcDescarte : null,
    minimo: q.tcTipo === 'numero' ? q.tnMinimo : null,
  }));

export const toQuestionInputs = (list: StoredQuestion[]) =>
  list.map((q) => ({ tcPregunta: q.pregunta, tcTipo: q.tipo, tcDescarte: (q.descarte ?? '') as '' | 'si' | 'no', tnMinimo: q.minimo }));

/** The question as the applicant sees it: no knock-out answer. */
export const publicQuestion = z.object({ Numero: z.number(), Pregunta: z.string(), Tipo: z.enum(['sino', 'numero', 'texto']) });
export type PublicQuestion = z.infer<typeof publicQuestion>;

/** The question as its company edits it. */
export const questionForEdit = z.object({
  tcPregunta: z.string(),
  tcTipo: z.enum(['sino', 'numero', 'texto']),
  tcDescarte: z.enum(['', 'si', 'no']),
  tnMinimo: z.number().nullable(),
});

/** An answer at apply time: the question's number (1-based) and the text of the answer. */
export const screeningAnswersField = z
  .array(
    z.object(
      {
        tnPregunta: intLike(POSTING_MESSAGES.respuestas, (n) => n.min(1, POSTING_MESSAGES.respuestas).max(SCREENING_LIMITS.questions, POSTING_MESSAGES.respuestas)),
        tcRespuesta: z.union([z.string(), z.number()], { error: POSTING_MESSAGES.respuestaFalta }).transform((v) => String(v).trim()).pipe(z.string().max(SCREENING_LIMITS.textAnswer, POSTING_MESSAGES.respuestaTexto)),
      },
      { error: POSTING_MESSAGES.respuestas },
    ),
    { error: POSTING_MESSAGES.respuestas },
  )
  .max(SCREENING_LIMITS.questions, POSTING_MESSAGES.respuestas)
  .optional()
  .default([]);

export const coverLetterFields = {
  tcCarta: z
    .union([z.string(), z.null()], { error: POSTING_MESSAGES.carta })
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(SCREENING_LIMITS.coverLetter, POSTING_MESSAGES.carta)),
  tnPretension: z
    .union([amount(POSTING_MESSAGES.pretension), z.null(), z.literal('')], { error: POSTING_MESSAGES.pretension })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : 0)),
};

/** An answer as the company reads it. */
export const applicantAnswer = z.object({ Pregunta: z.string(), Tipo: z.enum(['sino', 'numero', 'texto']), Respuesta: z.string(), Descarta: z.boolean() });
export type ApplicantAnswer = z.infer<typeof applicantAnswer>;

export const SCREENING_FILTERS = ['', 'pasa', 'descartado'] as const;

/** Filters of the applicants list by screening answers: who passes, and one question's answer. */
export const screeningFilterFields = {
  /** 'pasa': no knock-out answer; 'descartado': at least one; '' everyone. */
  tcFiltroPreguntas: z.enum(SCREENING_FILTERS, { error: 'Filtro de preguntas inválido.' }).optional().default(''),
  /** With tcRespuesta: only those who answered question tnPregunta (1-based) so (case and accents ignored; numbers: at least it). */
  tnPregunta: intLike('Pregunta inválida.', (n) => n.min(0, 'Pregunta inválida.').max(SCREENING_LIMITS.questions, 'Pregunta inválida.')).optional().default(0),
  tcRespuesta: z.string({ error: 'Respuesta inválida.' }).trim().max(SCREENING_LIMITS.textAnswer, POSTING_MESSAGES.respuestaTexto).optional().default(''),
};

// ---------- per-job figures (addition) ----------

export const jobFigures = endpoint('POST /api/servicio/cifrasempleo', access.companiesAndStaff, {
  addition: true,
  summary: 'Cifras de un empleo propio: vistas únicas por día, postulaciones, conversión y de dónde llegaron',
  body: codeFields('tcCodigoEmpleo', 'Código de empleo inválido.'),
  reply: servicioReply(
    z.object({
      Empleo: z.number(),
      CodigoEmpleo: z.string(),
      Titulo: z.string(),
      /** Unique visitors a day, summed (the job's Vistas). */
      Vistas: z.number(),
      Postulaciones: z.number(),
      /** Applications per 100 views, one decimal (0 without views). */
      Conversion: z.number(),
      /** Every La Paz day from publication (at most the last 60) to today or the expiry. */
      PorDia: z.array(z.object({ Fecha: z.string(), Vistas: z.number(), Postulaciones: z.number() })),
      Fuentes: z.array(z.object({ Fuente: z.string(), Nombre: z.string(), Vistas: z.number(), Postulaciones: z.number() })),
    }),
  ),
});
