/**
 * Screening answers on the applicants page (decision 075): what each applicant answered, whether
 * they pass the knock-out answers, their cover letter and salary expectation, and the filters of
 * getpostulantesEmpleo by those answers. Kept apart from applicants.ts (pipeline work lives there).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ApplicantAnswer, StoredQuestion } from '../../../shared/contract/postings';
import { yesNo, type StoredAnswer } from '../../../shared/screening';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { containsPattern } from '../../db/sql';

export type ScreeningFilters = { tcFiltroPreguntas: '' | 'pasa' | 'descartado'; tnPregunta: number; tcRespuesta: string };

/** Columns of `applications a` the applicant's screening fields are read from. */
export const screeningColumns = sql`a.respuestas, a.pasa_filtros, a.carta, a.pretension, a.fuente`;

export type ScreeningRow = { respuestas: unknown; pasa_filtros: boolean; carta: string; pretension: number; fuente: string };

const parsed = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : typeof v === 'string' ? (JSON.parse(v) as T[]) : []);

export function screeningFields(r: ScreeningRow) {
  const answers = parsed<StoredAnswer>(r.respuestas);
  return {
    Respuestas: answers.map((a): ApplicantAnswer => ({ Pregunta: a.pregunta, Tipo: a.tipo, Respuesta: a.respuesta, Descarta: Boolean(a.descarta) })),
    PasaFiltros: Boolean(r.pasa_filtros),
    Carta: r.carta ?? '',
    PretensionSalarial: Number(r.pretension ?? 0),
    Fuente: r.fuente ?? 'directo',
  };
}

/**
 * SQL condition on `applications a` for the filters: who passes (or not), and one question's
 * answer: yes/no as said, a number at least the one given, a text containing it (accents and case ignored).
 */
export async function screeningCondition(db: DbOrTx, jobId: number, f: ScreeningFilters): Promise<SQL> {
  const parts: SQL[] = [];
  if (f.tcFiltroPreguntas === 'pasa') parts.push(sql`a.pasa_filtros`);
  if (f.tcFiltroPreguntas === 'descartado') parts.push(sql`not a.pasa_filtros`);
  if (f.tnPregunta > 0 && f.tcRespuesta) {
    const [job] = await queryRows<{ preguntas: unknown }>(db, sql`select preguntas from jobs where id = ${jobId}`);
    const q = parsed<StoredQuestion>(job?.preguntas)[f.tnPregunta - 1];
    const answer = sql`(a.respuestas -> ${f.tnPregunta - 1}::int ->> 'respuesta')`;
    if (!q) parts.push(sql`false`);
    else if (q.tipo === 'sino') parts.push(sql`${answer} = ${yesNo(f.tcRespuesta) === 'si' ? 'Sí' : yesNo(f.tcRespuesta) === 'no' ? 'No' : '?'}`);
    else if (q.tipo === 'numero') parts.push(/^\d{1,7}$/.test(f.tcRespuesta) ? sql`${answer} ~ '^[0-9]{1,7}$' and ${answer}::int >= ${Number(f.tcRespuesta)}::int` : sql`false`);
    else parts.push(sql`f_unaccent(lower(${answer})) like f_unaccent(lower(${containsPattern(f.tcRespuesta)}))`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
