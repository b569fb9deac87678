/**
 * Which jobs the public sees (DESIGN.md departures): paid and not expired, or a visitor's public
 * posting in its first hour; never closed or hidden ones. And the Estado users see (spec 000
 * section 4): 1 Pendiente (not paid), 2 Completado (paid), 3 Vencido (FechaVencimiento past, paid
 * or not); only 1 and 2 are stored, 3 is derived from the La Paz calendar.
 */
import { sql, type SQL } from 'drizzle-orm';
import { laPazDay } from '../../core/time';
import { CONFIDENTIAL_COMPANY } from '../../../shared/rules';

export const PUBLIC_POSTING_GRACE_MS = 60 * 60 * 1000;

const graceStart = (now: Date) => new Date(now.getTime() - PUBLIC_POSTING_GRACE_MS).toISOString();

/** SQL condition on the `jobs` table aliased `j`. */
export function publicJobCondition(now: Date, alias = 'j'): SQL {
  const j = sql.raw(alias);
  return sql`(not ${j}.cerrado and not ${j}.oculto and ${j}.fecha_vencimiento >= ${laPazDay(now)}::date
    and (${j}.estado = 2 or (${j}.publico and ${j}.fecha_publicacion > ${graceStart(now)}::timestamptz)))`;
}

/**
 * The two disjoint halves of `publicJobCondition`, for queries that can use the partial indexes
 * of listed jobs (jobs_listed_*_idx) and of public postings (jobs_public_posting_idx).
 * publicJobCondition(now) = listedJobCondition(now) OR postingJobCondition(now).
 */
export function listedJobCondition(now: Date, alias = 'j'): SQL {
  const j = sql.raw(alias);
  return sql`(${j}.estado = 2 and not ${j}.cerrado and not ${j}.oculto and ${j}.fecha_vencimiento >= ${laPazDay(now)}::date)`;
}

export function postingJobCondition(now: Date, alias = 'j'): SQL {
  const j = sql.raw(alias);
  return sql`(${j}.publico and ${j}.estado <> 2 and not ${j}.cerrado and not ${j}.oculto
    and ${j}.fecha_vencimiento >= ${laPazDay(now)}::date and ${j}.fecha_publicacion > ${graceStart(now)}::timestamptz)`;
}

/** Public now: paid (or a public posting in its first hour), not closed, not hidden. Expired jobs stay readable as Vencido. */
export function isReadable(r: { estado: number; publico: boolean; cerrado: boolean; oculto: boolean; fecha_publicacion: Date | string }, now: Date) {
  if (r.cerrado || r.oculto) return false;
  if (r.estado === 2) return true;
  return r.publico && now.getTime() - new Date(r.fecha_publicacion).getTime() < PUBLIC_POSTING_GRACE_MS;
}

/**
 * The Estado shown for a stored one (decision 075): 4 Cerrado, 7 En revisión (held by the
 * moderation rules or reports, issue 38) and 5 Oculto por administración first, then 3 Vencido
 * once its expiry day has passed in La Paz, else 1 Pendiente de pago or 2 Publicado.
 */
export const shownJobState = (estado: number, fechaVencimiento: string, now: Date, flags: { cerrado?: boolean; oculto?: boolean; en_revision?: boolean } = {}) =>
  flags.cerrado ? 4 : flags.en_revision ? 7 : flags.oculto ? 5 : fechaVencimiento < laPazDay(now) ? 3 : Number(estado);

/** SQL: the shown Estado of the `jobs` row aliased `alias` (as shownJobState). */
export function jobStateSql(now: Date, alias = 'j'): SQL {
  const j = sql.raw(alias);
  return sql`(case when ${j}.cerrado then 4 when ${j}.en_revision then 7 when ${j}.oculto then 5 when ${j}.fecha_vencimiento < ${laPazDay(now)}::date then 3 else ${j}.estado end)`;
}

/** SQL: a payment was started for the `jobs` row aliased `alias` (an unpaid job without one is a Borrador). */
export function jobPaymentStartedSql(alias = 'j'): SQL {
  const j = sql.raw(alias);
  return sql`exists (select 1 from payments p where p.job_id = ${j}.id and p.kind = 'empleo')`;
}

/**
 * The last moment a job is public, for JSON-LD validThrough: the end of its expiry day in La
 * Paz, or for an unpaid public posting the end of its free hour, whichever comes first.
 */
export function publicUntil(r: { estado: number; publico: boolean; fecha_publicacion: Date | string; fecha_vencimiento: string }): string {
  const dayEnd = `${r.fecha_vencimiento}T23:59:59-04:00`;
  if (Number(r.estado) === 2 || !r.publico) return dayEnd;
  const hourEnd = new Date(new Date(r.fecha_publicacion).getTime() + PUBLIC_POSTING_GRACE_MS);
  return hourEnd.getTime() < Date.parse(dayEnd) ? hourEnd.toISOString().replace(/\.\d{3}Z$/, 'Z') : dayEnd;
}

/**
 * SQL (issue 39): the company's name as a candidate reads it: «Empresa confidencial» for a
 * confidential job (`j`) until its company reveals its name on the application `a` (none: not
 * applied yet); else the company's (`co`) name.
 */
export function candidateCompanyName(j = 'j', co = 'co', a: string | null = 'a'): SQL {
  return sql`(case when ${candidateCompanyHidden(j, a)} then ${CONFIDENTIAL_COMPANY}::text else ${sql.raw(co)}.nombre end)`;
}

/** SQL (issue 39): the candidate of application `a` (none: anyone) is not told the company of job `j`. */
export function candidateCompanyHidden(j = 'j', a: string | null = 'a'): SQL {
  return a ? sql`(${sql.raw(j)}.confidencial and ${sql.raw(a)}.empresa_revelada_at is null)` : sql`${sql.raw(j)}.confidencial`;
}
