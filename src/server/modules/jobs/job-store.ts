/**
 * The one place that writes the jobs table: publishing, editing, closing, hiding, paying, and
 * the changes elsewhere that a job's indexed text repeats (a company's new name). Every write
 * that changes a word of a job keeps jobs.search_text in step in the same transaction, so search
 * never finds a job by a word it no longer has. Other areas write jobs only through public.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobLanguageLinks, jobRequirements, jobResponsibilities, jobs, jobSkills } from '../../db/schema';
import { newPublicCode } from '../../core/codes';
import { refreshSearchText } from './search-text';
import type { StoredQuestion } from '../../../shared/contract/postings';

/** The words of a job: its own columns. */
export type JobFields = {
  titulo: string;
  descripcion: string;
  descripcionLarga?: string;
  ubicacion?: string;
  ciudadId: number;
  tipoEmpleoId: number;
  categoriaId?: number | null;
  experienciaId?: number;
  salario?: number;
  salarioMinimo?: number;
  modalidadId?: number;
  /** 'YYYY-MM-DD' */
  fechaVencimiento: string;
  /** Screening questions (decision 075); left out: none. */
  preguntas?: StoredQuestion[];
  /** Issue 39: a confidential posting (no company shown to candidates or the public); left out: not. */
  confidencial?: boolean;
};

/** Its lists; a list left out is left as it is. */
export type JobLists = {
  requerimientos?: string[];
  responsabilidades?: string[];
  habilidades?: number[];
  idiomas?: string[];
};

export type NewJob = JobFields &
  JobLists & {
    companyId: number;
    /** 1 Pendiente (default) or 2 Completado (paid). */
    estado?: number;
    publico?: boolean;
    fechaPublicacion?: Date;
  };

const columns = (f: JobFields) => ({
  titulo: f.titulo,
  descripcion: f.descripcion,
  descripcionLarga: f.descripcionLarga ?? '',
  ubicacion: f.ubicacion ?? '',
  ciudadId: f.ciudadId,
  tipoEmpleoId: f.tipoEmpleoId,
  categoriaId: f.categoriaId ?? null,
  experienciaId: f.experienciaId ?? 0,
  salario: f.salario ?? 0,
  salarioMinimo: f.salarioMinimo ?? 0,
  preguntas: f.preguntas ?? [],
  modalidadId: f.modalidadId ?? 1,
  fechaVencimiento: f.fechaVencimiento,
  confidencial: f.confidencial ?? false,
});

/** A new job with its lists. Call it inside a transaction: several rows belong together. */
export async function insertJob(db: DbOrTx, job: NewJob): Promise<{ id: number; codigo: string }> {
  const [row] = await db
    .insert(jobs)
    .values({
      codigo: newPublicCode(),
      companyId: job.companyId,
      ...columns(job),
      estado: job.estado ?? 1,
      publico: job.publico ?? false,
      ...(job.fechaPublicacion ? { fechaPublicacion: job.fechaPublicacion } : {}),
    })
    .returning({ id: jobs.id, codigo: jobs.codigo });
  await writeLists(db, row.id, job);
  await refreshSearchText(db, sql`j.id = ${row.id}`);
  return row;
}

/** An edited job: its columns and the lists given. Inside a transaction. */
export async function updateJob(db: DbOrTx, jobId: number, job: JobFields & JobLists, now: Date) {
  await db.update(jobs).set({ ...columns(job), updatedAt: now }).where(eq(jobs.id, jobId));
  await writeLists(db, jobId, job);
  await refreshSearchText(db, sql`j.id = ${jobId}`);
}

/** Delete = close: the job leaves every list and search; its applications stay. */
export async function closeJob(db: DbOrTx, jobId: number, now: Date) {
  await db.update(jobs).set({ cerrado: true, updatedAt: now }).where(and(eq(jobs.id, jobId), eq(jobs.cerrado, false)));
}

/** Staff hide a job from the public with a reason (or show it again); null for an unknown job. */
export async function setJobHidden(db: DbOrTx, jobId: number, hidden: boolean, now: Date, motivo = '') {
  const [row] = await db
    .update(jobs)
    .set({ oculto: hidden, enRevision: false, motivoOculto: hidden ? motivo : null, updatedAt: now })
    .where(eq(jobs.id, jobId))
    .returning({ id: jobs.id, oculto: jobs.oculto, titulo: jobs.titulo, codigo: jobs.codigo, companyId: jobs.companyId });
  return row ?? null;
}

/**
 * Moderation (issue 38): a held job is hidden like one staff hid (every public read leaves it out)
 * and marked En revisión with its reasons for the company; released, it is public again.
 */
export async function setJobReview(db: DbOrTx, jobId: number, held: boolean, now: Date, motivo = '') {
  await db
    .update(jobs)
    .set({ oculto: held, enRevision: held, motivoOculto: held ? motivo : null, updatedAt: now })
    .where(eq(jobs.id, jobId));
}

/** A confirmed payment: Pendiente becomes Completado, once. */
export async function markJobPaid(db: DbOrTx, jobId: number, now: Date) {
  await db.update(jobs).set({ estado: 2, updatedAt: now }).where(and(eq(jobs.id, jobId), eq(jobs.estado, 1)));
}

/**
 * A confirmed featured payment (issue 39): featured for `days` more, from now or from the end of a
 * featuring still running. In the payment's transaction, once (confirmPayment decides who wins).
 */
export async function markJobFeatured(db: DbOrTx, jobId: number, days: number, now: Date) {
  const start = now.toISOString();
  await db.execute(sql`update jobs set destacado_hasta = greatest(coalesce(destacado_hasta, ${start}::timestamptz), ${start}::timestamptz) + make_interval(days => ${days}::int),
      updated_at = ${start}::timestamptz where id = ${jobId}`);
}

/** A company changed its name: its jobs are found by the new one. Inside the rename's transaction. */
export async function companyRenamed(db: DbOrTx, companyId: number) {
  await refreshSearchText(db, sql`j.company_id = ${companyId}`);
}

/** Replaces the lists of a job (those given). */
async function writeLists(db: DbOrTx, jobId: number, lists: JobLists) {
  const clean = (items: string[] | undefined) => (items ?? []).map((s) => s.trim()).filter(Boolean);
  if (lists.requerimientos) {
    await db.delete(jobRequirements).where(eq(jobRequirements.jobId, jobId));
    const items = clean(lists.requerimientos);
    if (items.length) await db.insert(jobRequirements).values(items.map((descripcion, orden) => ({ jobId, descripcion, orden })));
  }
  if (lists.responsabilidades) {
    await db.delete(jobResponsibilities).where(eq(jobResponsibilities.jobId, jobId));
    const items = clean(lists.responsabilidades);
    if (items.length) await db.insert(jobResponsibilities).values(items.map((descripcion, orden) => ({ jobId, descripcion, orden })));
  }
  if (lists.habilidades) {
    await db.delete(jobSkills).where(eq(jobSkills.jobId, jobId));
    const ids = [...new Set(lists.habilidades)];
    if (ids.length) await db.insert(jobSkills).values(ids.map((skillId) => ({ jobId, skillId })));
  }
  if (lists.idiomas) {
    await db.delete(jobLanguageLinks).where(eq(jobLanguageLinks.jobId, jobId));
    const codes = [...new Set(lists.idiomas)];
    if (codes.length) await db.insert(jobLanguageLinks).values(codes.map((languageCode) => ({ jobId, languageCode })));
  }
}
