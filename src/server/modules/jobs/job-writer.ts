/**
 * Writes a job with its lists (requirements, responsibilities, skills, languages) and keeps its
 * search text in step. Used by job publishing, the public posting, the seed and the tests.
 * Call it inside a transaction: several rows belong together.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobLanguageLinks, jobRequirements, jobResponsibilities, jobs, jobSkills } from '../../db/schema';
import { newPublicCode } from '../../lib/codes';
import { refreshJobSearchText } from './search-text';

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
  modalidadId?: number;
  /** 'YYYY-MM-DD' */
  fechaVencimiento: string;
};

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

export async function insertJob(db: DbOrTx, job: NewJob): Promise<{ id: number; codigo: string }> {
  const [row] = await db
    .insert(jobs)
    .values({
      codigo: newPublicCode(),
      companyId: job.companyId,
      titulo: job.titulo,
      descripcion: job.descripcion,
      descripcionLarga: job.descripcionLarga ?? '',
      ubicacion: job.ubicacion ?? '',
      ciudadId: job.ciudadId,
      tipoEmpleoId: job.tipoEmpleoId,
      categoriaId: job.categoriaId ?? null,
      experienciaId: job.experienciaId ?? 0,
      salario: job.salario ?? 0,
      modalidadId: job.modalidadId ?? 1,
      fechaVencimiento: job.fechaVencimiento,
      estado: job.estado ?? 1,
      publico: job.publico ?? false,
      ...(job.fechaPublicacion ? { fechaPublicacion: job.fechaPublicacion } : {}),
    })
    .returning({ id: jobs.id, codigo: jobs.codigo });
  await writeJobLists(db, row.id, job);
  return row;
}

/** Replaces the lists of a job (those given) and refreshes its search text. */
export async function writeJobLists(db: DbOrTx, jobId: number, lists: JobLists) {
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
  await refreshJobSearchText(db, [jobId]);
}
