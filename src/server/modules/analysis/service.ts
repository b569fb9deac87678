/**
 * CV analysis against a company's job (spec 001 /revisioncv, revisarcvs): who may analyse against
 * which job, the job as the ranking reads it, one batch (files stored privately, parsed in worker
 * threads, ranked, saved), the list of past batches, reopening or deleting one and reading a
 * stored file.
 */
import { randomBytes } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows } from '../../db/client';
import { cvAnalyses, cvAnalysisItems, jobRequirements, jobResponsibilities, jobs, jobSkills, skills } from '../../db/schema';
import { notFound } from '../../core/http/errors';
import {
  ANALYSIS_MESSAGES,
  analysisFileUrl,
  type AnalysisItem,
  type AnalysisJob,
  type AnalysisResult,
  type AnalysisSummary,
  type AnalysisValues,
} from '../../../shared/contract/analysis';
import { cvFormat, isCvPdfError, REFUSED_CODES } from '../../../cv-analysis';
import { rankCv } from '../../../cv-analysis';
import type { JobForRanking } from '../../../cv-analysis';
import { shownJobState } from '../jobs/public';
import { CvReadError, READ_MESSAGES, type CvParser } from './parser-pool';
import { storageName, type RefusedFile, type UploadedPdf } from './upload';
import { jobInScope, jobScopeSql } from '../../core/auth/company-scope';

/** The job a batch is analysed against, with its owner. */
export type AnalysisTarget = { id: number; codigo: string; companyId: number; titulo: string; ranking: JobForRanking };

/** The job by id, if the user's company owns it (staff may use any job): 404 unknown or not theirs. */
export async function targetJob(deps: AppDeps, user: AuthUser, jobId: number): Promise<AnalysisTarget> {
  const [row] = await queryRows<{
    id: number;
    codigo: string;
    company_id: number;
    titulo: string;
    descripcion: string;
    descripcion_larga: string;
    min_years: number | null;
    ciudad: string | null;
  }>(
    deps.db,
    sql`select j.id, j.codigo, j.company_id, j.titulo, j.descripcion, j.descripcion_larga, e.min_years, c.nombre as ciudad
        from jobs j
        left join experience_levels e on e.id = j.experiencia_id
        left join cities c on c.id = j.ciudad_id
        where j.id = ${jobId}`,
  );
  if (!row) throw notFound(ANALYSIS_MESSAGES.jobNotFound);
  if (user.role !== 'admin' && (row.company_id !== user.companyId || !jobInScope(user, row.id))) throw notFound(ANALYSIS_MESSAGES.jobNotFound);
  const [reqs, resps, skillRows] = await Promise.all([
    deps.db.select({ d: jobRequirements.descripcion }).from(jobRequirements).where(eq(jobRequirements.jobId, jobId)).orderBy(asc(jobRequirements.orden), asc(jobRequirements.id)),
    deps.db
      .select({ d: jobResponsibilities.descripcion })
      .from(jobResponsibilities)
      .where(eq(jobResponsibilities.jobId, jobId))
      .orderBy(asc(jobResponsibilities.orden), asc(jobResponsibilities.id)),
    deps.db.select({ nombre: skills.nombre }).from(jobSkills).innerJoin(skills, eq(skills.id, jobSkills.skillId)).where(eq(jobSkills.jobId, jobId)).orderBy(asc(skills.id)),
  ]);
  return {
    id: row.id,
    codigo: row.codigo,
    companyId: row.company_id,
    titulo: row.titulo,
    ranking: {
      titulo: row.titulo,
      descripcion: row.descripcion,
      descripcionLarga: row.descripcion_larga,
      requerimientos: reqs.map((r) => r.d),
      responsabilidades: resps.map((r) => r.d),
      habilidades: skillRows.map((s) => s.nombre),
      experienciaMinAnios: Number(row.min_years ?? 0),
      ...(row.ciudad ? { ciudad: row.ciudad } : {}),
    },
  };
}

/** The jobs a user may analyse against: the company's own (paid or not), newest first. */
export async function analysisJobs(deps: AppDeps, user: AuthUser): Promise<AnalysisJob[]> {
  if (user.role !== 'admin' && !user.companyId) return [];
  const mine = user.role === 'admin' ? sql`true` : sql`j.company_id = ${user.companyId} and ${jobScopeSql(user, sql`j.id`)}`;
  const rows = await queryRows<{ id: number; codigo: string; titulo: string; ciudad: string; estado: number; fecha_vencimiento: string; empresa: string }>(
    deps.db,
    sql`select j.id, j.codigo, j.titulo, c.nombre as ciudad, j.estado, j.fecha_vencimiento::text as fecha_vencimiento, co.nombre as empresa
        from jobs j join companies co on co.id = j.company_id join cities c on c.id = j.ciudad_id
        where ${mine} and not j.oculto
        order by j.fecha_publicacion desc, j.id desc
        limit 500`,
  );
  const now = deps.clock.now();
  return rows.map((r) => ({
    Empleo: r.id,
    CodigoEmpleo: r.codigo,
    Titulo: r.titulo,
    Ciudad: r.ciudad,
    Estado: shownJobState(r.estado, r.fecha_vencimiento, now),
    FechaVencimiento: r.fecha_vencimiento,
    EmpresaNombre: r.empresa,
  }));
}

/** 'analisis-20261122-0315-a1b2c3': the batch's folder name, shown as CarpetaPublica. */
export function newFolderName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 13).replace('T', '-');
  return `analisis-${stamp}-${randomBytes(3).toString('hex')}`;
}

/** `keep`: the file is stored for viewing (false for a file refused by its very form: .doc, macros, a zip bomb, a false image). */
type ItemOutcome = { estado: 'done' | 'error'; score: number; resultado: AnalysisResult | null; error: string | null; keep: boolean };

/** Parses and ranks one CV file; a file the library cannot read is an item error with its Spanish message. */
async function analyseOne(
  deps: AppDeps,
  parser: CvParser,
  target: AnalysisTarget,
  extra: string,
  file: UploadedPdf,
  log: FastifyBaseLogger,
): Promise<ItemOutcome> {
  try {
    const cv = await parser.parse(file.data, deps.clock.now());
    const ranked = rankCv(target.ranking, cv, extra);
    const resumen = await summarize(deps, target, ranked, log);
    return { estado: 'done', score: ranked.score, resultado: { ...ranked, resumen }, error: null, keep: true };
  } catch (err) {
    if (isCvPdfError(err)) return { estado: 'error', score: 0, resultado: null, error: err.message, keep: !REFUSED_CODES.has(err.code) };
    if (err instanceof CvReadError) return { estado: 'error', score: 0, resultado: null, error: err.message, keep: cvFormat(file.data) === 'pdf' };
    log.error({ err }, 'cv analysis failed');
    return { estado: 'error', score: 0, resultado: null, error: READ_MESSAGES.internal, keep: cvFormat(file.data) === 'pdf' };
  }
}

/** A remote AI provider may word the summary; the local one (and any failure) keeps the ranking's. */
async function summarize(deps: AppDeps, target: AnalysisTarget, ranked: AnalysisResult, log: FastifyBaseLogger): Promise<string> {
  if (deps.config.AI_PROVIDER === 'local' || !deps.ai.summarizeCvFit) return ranked.resumen;
  try {
    const text = await Promise.race([
      deps.ai.summarizeCvFit({ jobTitle: target.titulo, resumen: ranked.resumen, match: ranked.match, gap: ranked.gap }),
      new Promise<string>((resolve) => setTimeout(() => resolve(''), 8000).unref()),
    ]);
    return text.trim() ? text.trim().slice(0, 2000) : ranked.resumen;
  } catch (err) {
    log.warn({ err }, 'AI summary unavailable; the ranking summary is kept');
    return ranked.resumen;
  }
}

/** How each kind of CV is stored and served (by its bytes, never by its name). */
export const STORED: Partial<Record<NonNullable<ReturnType<typeof cvFormat>>, { ext: 'pdf' | 'docx' | 'jpg' | 'png'; type: string }>> = {
  pdf: { ext: 'pdf', type: 'application/pdf' },
  docx: { ext: 'docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
};

const byScore = <T extends { estado: string; score: number; order: number }>(a: T, b: T) =>
  Number(a.estado === 'error') - Number(b.estado === 'error') || b.score - a.score || a.order - b.order;

/**
 * One batch: every file is parsed (worker threads, bounded by the pools) and ranked, then stored
 * under private/analisis/{company}/{folder}/ unless it was refused by its very form (nothing of a
 * .doc, a macro file, a zip bomb or a false image is kept); the batch and its items are saved together.
 */
export async function analyseBatch(
  deps: AppDeps,
  parser: CvParser,
  target: AnalysisTarget,
  descripcion: string,
  files: UploadedPdf[],
  log: FastifyBaseLogger,
  refused: RefusedFile[] = [],
): Promise<AnalysisValues> {
  const now = deps.clock.now();
  const carpeta = newFolderName(now);
  const prefix = `private/analisis/${target.companyId}/${carpeta}`;
  const keys: string[] = [];
  try {
    const read = await Promise.all(
      files.map(async (file) => {
        const outcome = await analyseOne(deps, parser, target, descripcion, file, log);
        const stored = STORED[cvFormat(file.data) ?? 'pdf'];
        if (!outcome.keep || !stored) return { ...outcome, archivo: file.archivo, key: null as string | null, order: file.order };
        const key = `${prefix}/${storageName(file.archivo, file.order, stored.ext)}`;
        await deps.storage.put(key, file.data, stored.type);
        keys.push(key);
        return { ...outcome, archivo: file.archivo, key: key as string | null, order: file.order };
      }),
    );
    // Refused files are error items of their own, in the order they were sent; nothing is stored for them.
    const outcomes = [
      ...read,
      ...refused.map((r) => ({ estado: 'error' as const, score: 0, resultado: null, error: r.error, archivo: r.archivo, key: null, order: r.order })),
    ].sort((a, b) => a.order - b.order);
    const saved = await deps.db.transaction(async (tx) => {
      const [analysis] = await tx
        .insert(cvAnalyses)
        .values({ companyId: target.companyId, jobId: target.id, descripcion, carpeta, createdAt: now })
        .returning({ id: cvAnalyses.id });
      const rows = await tx
        .insert(cvAnalysisItems)
        .values(
          outcomes.map((o) => ({
            analysisId: analysis.id,
            archivo: o.archivo,
            storageKey: o.key,
            estado: o.estado,
            score: o.score,
            resultado: o.resultado,
            error: o.error,
          })),
        )
        .returning({ id: cvAnalysisItems.id });
      return { id: analysis.id, itemIds: rows.map((r) => r.id) };
    });
    const items = outcomes.map((o, i) => ({ ...o, id: saved.itemIds[i] })).sort(byScore);
    return values({
      id: saved.id,
      jobId: target.id,
      codigo: target.codigo,
      titulo: target.titulo,
      descripcion,
      carpeta,
      createdAt: now,
      items: items.map((o) => ({ id: o.id, archivo: o.archivo, estado: o.estado, resultado: o.resultado, error: o.error, stored: o.key !== null })),
    });
  } catch (err) {
    // The request fails with `err`; a file that cannot be removed is logged, not hidden.
    await Promise.all(keys.map((k) => deps.storage.delete(k).catch((e) => deps.log.warn({ err: e, key: k }, 'analysis: uploaded file not removed after a failure'))));
    throw err;
  }
}

type StoredItem = { id: number; archivo: string; estado: 'done' | 'error'; resultado: AnalysisResult | null; error: string | null; stored: boolean };

function values(a: {
  id: number;
  jobId: number;
  codigo: string;
  titulo: string;
  descripcion: string;
  carpeta: string;
  createdAt: Date;
  items: StoredItem[];
}): AnalysisValues {
  const Items: AnalysisItem[] = a.items.map((it) => ({
    archivo: it.archivo,
    url: it.stored ? analysisFileUrl(it.id) : '',
    estado: it.estado,
    resultado: it.estado === 'done' ? it.resultado : null,
    error: it.estado === 'error' ? (it.error ?? READ_MESSAGES.internal) : null,
  }));
  const ok = Items.filter((i) => i.estado === 'done').length;
  return {
    Items,
    CarpetaPublica: a.carpeta,
    Analisis: a.id,
    Empleo: a.jobId,
    CodigoEmpleo: a.codigo,
    Titulo: a.titulo,
    Descripcion: a.descripcion,
    Fecha: a.createdAt.toISOString(),
    Total: Items.length,
    Ok: ok,
    Errores: Items.length - ok,
  };
}

/** Past batches of the user's company (staff: everyone's), newest first. */
export async function listAnalyses(deps: AppDeps, user: AuthUser): Promise<AnalysisSummary[]> {
  if (user.role !== 'admin' && !user.companyId) return [];
  const mine = user.role === 'admin' ? sql`true` : sql`a.company_id = ${user.companyId} and ${jobScopeSql(user, sql`a.job_id`)}`;
  const rows = await queryRows<{
    id: number;
    job_id: number;
    codigo: string;
    titulo: string;
    descripcion: string;
    carpeta: string;
    created_at: Date | string;
    total: number;
    ok: number;
    best: number | null;
  }>(
    deps.db,
    sql`select a.id, a.job_id, j.codigo, j.titulo, a.descripcion, a.carpeta, a.created_at,
          count(i.id)::int as total,
          count(i.id) filter (where i.estado = 'done')::int as ok,
          max(i.score) filter (where i.estado = 'done')::int as best
        from cv_analyses a
        join jobs j on j.id = a.job_id
        left join cv_analysis_items i on i.analysis_id = a.id
        where ${mine}
        group by a.id, j.codigo, j.titulo
        order by a.created_at desc, a.id desc
        limit 200`,
  );
  return rows.map((r) => ({
    Analisis: r.id,
    Empleo: r.job_id,
    CodigoEmpleo: r.codigo,
    Titulo: r.titulo,
    Descripcion: r.descripcion,
    CarpetaPublica: r.carpeta,
    Fecha: new Date(r.created_at).toISOString(),
    Total: Number(r.total),
    Ok: Number(r.ok),
    Errores: Number(r.total) - Number(r.ok),
    MejorPuntaje: Number(r.best ?? 0),
  }));
}

/** One past batch with its items (best first): 404 unknown or another company's (one answer). */
export async function getAnalysis(deps: AppDeps, user: AuthUser, analysisId: number): Promise<AnalysisValues> {
  const [a] = await deps.db
    .select({
      id: cvAnalyses.id,
      companyId: cvAnalyses.companyId,
      jobId: cvAnalyses.jobId,
      descripcion: cvAnalyses.descripcion,
      carpeta: cvAnalyses.carpeta,
      createdAt: cvAnalyses.createdAt,
      codigo: jobs.codigo,
      titulo: jobs.titulo,
    })
    .from(cvAnalyses)
    .innerJoin(jobs, eq(jobs.id, cvAnalyses.jobId))
    .where(eq(cvAnalyses.id, analysisId));
  if (!a) throw notFound(ANALYSIS_MESSAGES.analysisNotFound);
  if (user.role !== 'admin' && (a.companyId !== user.companyId || !jobInScope(user, a.jobId))) throw notFound(ANALYSIS_MESSAGES.analysisNotFound);
  const items = await deps.db
    .select({
      id: cvAnalysisItems.id,
      archivo: cvAnalysisItems.archivo,
      estado: cvAnalysisItems.estado,
      resultado: cvAnalysisItems.resultado,
      error: cvAnalysisItems.error,
      key: cvAnalysisItems.storageKey,
    })
    .from(cvAnalysisItems)
    .where(eq(cvAnalysisItems.analysisId, a.id))
    .orderBy(sql`(${cvAnalysisItems.estado} = 'error')`, desc(cvAnalysisItems.score), asc(cvAnalysisItems.id));
  return values({ ...a, items: items.map(({ key, ...i }) => ({ ...i, stored: key !== null, resultado: (i.resultado as AnalysisResult | null) ?? null })) });
}

/**
 * Deletes a past batch for its company (or staff): 404 unknown or another company's (one answer). The batch and
 * its items go in one transaction; then every stored file is removed. A file that cannot be removed
 * is logged and left (private and unreachable, as no row points to it any more).
 */
export async function deleteAnalysis(deps: AppDeps, user: AuthUser, analysisId: number, log: FastifyBaseLogger): Promise<void> {
  const [a] = await deps.db.select({ id: cvAnalyses.id, companyId: cvAnalyses.companyId, jobId: cvAnalyses.jobId }).from(cvAnalyses).where(eq(cvAnalyses.id, analysisId));
  if (!a) throw notFound(ANALYSIS_MESSAGES.analysisNotFound);
  if (user.role !== 'admin' && (a.companyId !== user.companyId || !jobInScope(user, a.jobId))) throw notFound(ANALYSIS_MESSAGES.analysisNotFound);
  const keys = await deps.db.transaction(async (tx) => {
    const items = await tx.delete(cvAnalysisItems).where(eq(cvAnalysisItems.analysisId, a.id)).returning({ key: cvAnalysisItems.storageKey });
    const gone = await tx.delete(cvAnalyses).where(eq(cvAnalyses.id, a.id)).returning({ id: cvAnalyses.id });
    // Deleted meanwhile by another request: that one removes the files.
    if (gone.length === 0) throw notFound(ANALYSIS_MESSAGES.analysisNotFound);
    return items.map((i) => i.key).filter((k): k is string => !!k);
  });
  // Only keys of this company's folder, as they were written by analyseBatch.
  const prefix = `private/analisis/${a.companyId}/`;
  await Promise.all(
    keys.map(async (key) => {
      if (!key.startsWith(prefix)) return log.warn({ analysisId: a.id, key }, 'cv analysis file outside its folder: not deleted');
      try {
        await deps.storage.delete(key);
      } catch (err) {
        log.error({ err, analysisId: a.id, key }, 'cv analysis file could not be deleted');
      }
    }),
  );
}

/** A stored file of a batch, for its company (or staff) only: 404 unknown, gone or not theirs. */
export async function readAnalysisFile(deps: AppDeps, user: AuthUser, itemId: number): Promise<{ archivo: string; data: Buffer; type: string }> {
  const [row] = await deps.db
    .select({ archivo: cvAnalysisItems.archivo, key: cvAnalysisItems.storageKey, companyId: cvAnalyses.companyId, jobId: cvAnalyses.jobId })
    .from(cvAnalysisItems)
    .innerJoin(cvAnalyses, eq(cvAnalyses.id, cvAnalysisItems.analysisId))
    .where(eq(cvAnalysisItems.id, itemId));
  if (!row) throw notFound(ANALYSIS_MESSAGES.fileNotFound);
  if (user.role !== 'admin' && (row.companyId !== user.companyId || !jobInScope(user, row.jobId))) throw notFound(ANALYSIS_MESSAGES.fileNotFound);
  const data = row.key && row.key.startsWith('private/analisis/') ? await deps.storage.get(row.key) : null;
  if (!data) throw notFound(ANALYSIS_MESSAGES.fileNotFound);
  return { archivo: row.archivo, data, type: STORED[cvFormat(data) ?? 'pdf']?.type ?? 'application/octet-stream' };
}
