/**
 * A posting checked before it is public (issue 38): after each create or edit, in the same
 * transaction, the rules score its words and salary; over the threshold it is held En revisión
 * (hidden, with the reasons for its company, a mail to it and a place in staff's queue). A clean
 * edit of a posting the rules held releases it; one held by reports or hidden by staff stays so.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { enqueueMail } from '../../core/mail/outbox';
import { queryRows, type DbOrTx } from '../../db/client';
import { companies, jobHolds, jobRequirements, jobResponsibilities, jobs, users } from '../../db/schema';
import { listedJobCondition, setJobReview } from '../jobs/public';
import { loadConfig } from './config';
import { heldMail } from './mails';
import { SALARY_MIN_SAMPLES, scorePosting, type Finding } from './rules';

/** How many of a category's newest public salaries its median is taken over (bounded read). */
const SALARY_SAMPLE = 500;

/** The median stated salary of the category's public jobs (the job itself left out), or null with too few. */
export async function typicalSalary(db: DbOrTx, categoryId: number, jobId: number, now: Date): Promise<number | null> {
  const [row] = await queryRows<{ median: number | null; n: number }>(
    db,
    sql`select percentile_cont(0.5) within group (order by s.salario) as median, count(*)::int as n from (
          select j.salario from jobs j where ${listedJobCondition(now)} and j.categoria_id = ${categoryId} and j.salario > 0 and j.id <> ${jobId}
          order by j.fecha_publicacion desc limit ${SALARY_SAMPLE}) s`,
  );
  return row && Number(row.n) >= SALARY_MIN_SAMPLES && row.median != null ? Number(row.median) : null;
}

export const reasonsText = (motivos: string[]) => motivos.join(' ');

export async function companyContact(db: DbOrTx, companyId: number) {
  const [c] = await db.select({ correo: users.email, nombre: companies.nombre }).from(companies).innerJoin(users, eq(users.id, companies.userId)).where(eq(companies.id, companyId));
  return c ?? null;
}

/** Scores the job as stored and holds or releases it; inside the write's transaction. Answers whether it is held now. */
export async function reviewPosting(deps: AppDeps, tx: DbOrTx, jobId: number): Promise<{ held: boolean; motivos: string[] }> {
  const now = deps.clock.now();
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  if (!job) return { held: false, motivos: [] };
  const [reqs, resps, config, [hold]] = await Promise.all([
    tx.select({ d: jobRequirements.descripcion }).from(jobRequirements).where(eq(jobRequirements.jobId, jobId)),
    tx.select({ d: jobResponsibilities.descripcion }).from(jobResponsibilities).where(eq(jobResponsibilities.jobId, jobId)),
    loadConfig(tx),
    tx.select().from(jobHolds).where(eq(jobHolds.jobId, jobId)),
  ]);
  const typical = job.categoriaId ? await typicalSalary(tx, job.categoriaId, jobId, now) : null;
  const score = scorePosting({ ...job, requerimientos: reqs.map((r) => r.d), responsabilidades: resps.map((r) => r.d) }, config, typical);
  // Hidden by staff, or held by reports: their decision is pending or made; an edit does not undo it.
  if ((job.oculto && !job.enRevision) || hold?.origen === 'denuncias') return { held: job.enRevision, motivos: [] };
  const motivos = score.hallazgos.map((h) => h.motivo);
  if (score.retenida) {
    const changed = !job.enRevision || reasonsText(motivos) !== (job.motivoOculto ?? '');
    await holdJob(tx, jobId, 'reglas', score.puntaje, score.hallazgos, now);
    const to = changed ? await companyContact(tx, job.companyId) : null;
    if (to) await enqueueMail(deps, heldMail(deps, to, job, motivos), tx);
    return { held: true, motivos };
  }
  if (job.enRevision) {
    await setJobReview(tx, jobId, false, now);
    await tx.delete(jobHolds).where(eq(jobHolds.jobId, jobId));
  }
  return { held: false, motivos: [] };
}

/** Holds a job En revisión with its findings (replacing an earlier hold of the job). */
export async function holdJob(tx: DbOrTx, jobId: number, origen: 'reglas' | 'denuncias', puntaje: number, hallazgos: Finding[] | { motivo: string }[], now: Date) {
  const motivos = hallazgos.map((h) => h.motivo);
  await setJobReview(tx, jobId, true, now, reasonsText(motivos));
  const values = { origen, puntaje, motivos: hallazgos, createdAt: now };
  await tx
    .insert(jobHolds)
    .values({ jobId, ...values })
    .onConflictDoUpdate({ target: jobHolds.jobId, set: values });
}
