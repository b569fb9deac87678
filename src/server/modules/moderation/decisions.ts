/**
 * Staff's moderation queue and decisions (issue 38): held jobs and jobs with pending reports,
 * newest first; approving makes a held job public again and dismisses its reports; hiding (the
 * admin area's ocultarempleo) accepts them and marks a completed payment for refund. Reporters
 * who were signed in are told the outcome by mail, in the decision's transaction.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { MODERATION_MESSAGES, reportReasonName, type QueueItem } from '../../../shared/contract/moderation';
import type { AppDeps } from '../../core/context';
import { notFound } from '../../core/http/errors';
import { enqueueMail } from '../../core/mail/outbox';
import { queryRows, type DbOrTx } from '../../db/client';
import { jobHolds, jobReports, jobs, payments, users } from '../../db/schema';
import { setJobReview } from '../jobs/public';
import { approvedMail, outcomeMail } from './mails';
import { companyContact } from './review';

export const QUEUE_LIMIT = 200;

type QueueRow = {
  id: number;
  codigo: string;
  titulo: string;
  empresa: string;
  en_revision: boolean;
  oculto: boolean;
  estado: number;
  origen: string | null;
  puntaje: number | null;
  motivos: { motivo: string }[] | string | null;
  denuncias: { motivo: string; detalle: string; fecha: string }[] | string | null;
  fecha: string | Date;
};
const parsed = <T>(v: T[] | string | null): T[] => (v == null ? [] : typeof v === 'string' ? (JSON.parse(v) as T[]) : v);

export async function moderationQueue(deps: AppDeps): Promise<{ Items: QueueItem[]; Total: number }> {
  const rows = await queryRows<QueueRow>(
    deps.db,
    sql`select q.* from (
          select j.id, j.codigo, j.titulo, c.nombre as empresa, j.en_revision, j.oculto, j.estado, h.origen, h.puntaje, h.motivos,
            (select json_agg(json_build_object('motivo', r.motivo, 'detalle', r.detalle, 'fecha', r.created_at) order by r.created_at desc)
               from job_reports r where r.job_id = j.id and r.estado = 'pendiente') as denuncias,
            greatest(h.created_at, (select max(r.created_at) from job_reports r where r.job_id = j.id and r.estado = 'pendiente')) as fecha
          from jobs j join companies c on c.id = j.company_id left join job_holds h on h.job_id = j.id
          where not j.cerrado and (j.en_revision or j.id in (select r.job_id from job_reports r where r.estado = 'pendiente'))
        ) q order by q.fecha desc nulls last, q.id desc limit ${QUEUE_LIMIT}`,
  );
  const Items = rows.map((r) => ({
    Empleo: Number(r.id),
    CodigoEmpleo: r.codigo,
    Titulo: r.titulo,
    EmpresaNombre: r.empresa,
    EnRevision: r.en_revision ? (1 as const) : (0 as const),
    Oculto: r.oculto ? (1 as const) : (0 as const),
    Origen: r.en_revision ? (r.origen ?? '') : '',
    Puntaje: Number(r.puntaje ?? 0),
    Motivos: r.en_revision ? parsed(r.motivos).map((m) => m.motivo) : [],
    Denuncias: parsed(r.denuncias).map((d) => ({ Motivo: reportReasonName(d.motivo), Detalle: d.detalle, Fecha: new Date(d.fecha).toISOString() })),
    Fecha: new Date(r.fecha).toISOString(),
    Pagado: Number(r.estado) === 2 ? (1 as const) : (0 as const),
  }));
  return { Items, Total: Items.length };
}

/** Ends a job's moderation: its hold goes, its pending reports are accepted or dismissed and their signed-in authors told. */
async function resolve(deps: AppDeps, tx: DbOrTx, job: { id: number; titulo: string; codigo: string }, accepted: boolean) {
  const now = deps.clock.now();
  await tx.delete(jobHolds).where(eq(jobHolds.jobId, job.id));
  const resolved = await tx
    .update(jobReports)
    .set({ estado: accepted ? 'aceptada' : 'desestimada', resueltaAt: now })
    .where(and(eq(jobReports.jobId, job.id), eq(jobReports.estado, 'pendiente')))
    .returning({ userId: jobReports.userId });
  const ids = [...new Set(resolved.map((r) => r.userId).filter((id): id is number => id != null))];
  if (!ids.length) return;
  const reporters = await tx.select({ correo: users.email, nombre: users.nombre }).from(users).where(and(inArray(users.id, ids), isNotNull(users.email)));
  for (const r of reporters) await enqueueMail(deps, outcomeMail(r, job, accepted), tx);
}

async function pendingReports(tx: DbOrTx, jobId: number) {
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(jobReports).where(and(eq(jobReports.jobId, jobId), eq(jobReports.estado, 'pendiente')));
  return Number(n);
}

/** aprobarempleo: a held job is public again (its company told), its reports dismissed. */
export async function approveJob(deps: AppDeps, jobId: number) {
  return deps.db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!job || job.cerrado) throw notFound(MODERATION_MESSAGES.jobNotFound);
    if (!job.enRevision && !(await pendingReports(tx, jobId))) return { ok: false as const };
    if (job.enRevision) {
      await setJobReview(tx, jobId, false, deps.clock.now());
      const to = await companyContact(tx, job.companyId);
      if (to) await enqueueMail(deps, approvedMail(deps, to, job), tx);
    }
    await resolve(deps, tx, job, false);
    return { ok: true as const, values: { Empleo: job.id, Oculto: job.enRevision ? (0 as const) : job.oculto ? (1 as const) : (0 as const) } };
  });
}

/**
 * Staff hid (rejected) or showed again a job, in the admin area's transaction, before the job's
 * row changes. A held or reported job leaves the queue; rejected, a completed payment for it is
 * marked "Reembolso pendiente".
 */
export async function staffDecided(deps: AppDeps, tx: DbOrTx, jobId: number, hidden: boolean) {
  const [job] = await tx.select({ id: jobs.id, titulo: jobs.titulo, codigo: jobs.codigo, enRevision: jobs.enRevision }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return;
  const reported = await pendingReports(tx, jobId);
  if (!job.enRevision && !reported) return;
  if (hidden) {
    await tx
      .update(payments)
      .set({ reembolsoPendiente: true })
      .where(and(eq(payments.jobId, jobId), eq(payments.kind, 'empleo'), eq(payments.estado, 2)));
  }
  await resolve(deps, tx, job, hidden);
}
