/**
 * Applying to a job (postularempleo) and the candidate's own applications. One application per
 * candidate and job (unique index applications_job_candidate_uq); only the candidate's own paid
 * CV; only public jobs; companies and staff do not apply.
 */
import { eq, sql } from 'drizzle-orm';
import { APPLY_MESSAGES, type CandidateApplication } from '../../../shared/contract/applications';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows } from '../../db/client';
import { applications, curriculums } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../core/http/errors';
import { POSTING_MESSAGES, type JobSource, type StoredQuestion } from '../../../shared/contract/postings';
import { evaluateAnswers } from '../../../shared/screening';
import { laPazMonthStart } from '../../core/time';
import { isoSql } from '../../db/sql';
import { candidateCompanyName, publicJobCondition } from '../jobs/public';
import { applicationStateLabel } from '../hiring/public';
import { enqueueMail } from '../../core/mail/outbox';
import { publicUrl } from '../../core/config';

export type ApplyResult = { ok: boolean; message: string };

/** What the candidate adds to the CV (decision 075): screening answers, cover letter, salary expectation, source. */
export type ApplyExtras = {
  respuestas: { tnPregunta: number; tcRespuesta: string }[];
  carta: string;
  pretension: number;
  fuente: JobSource;
};

const NO_EXTRAS: ApplyExtras = { respuestas: [], carta: '', pretension: 0, fuente: 'directo' };

export async function applyToJob(deps: AppDeps, user: AuthUser, curriculumId: number, jobCode: string, extras: ApplyExtras = NO_EXTRAS): Promise<ApplyResult> {
  if (user.role !== 'candidato' || !user.candidateId) throw forbidden(APPLY_MESSAGES.onlyCandidates);
  const candidateId = user.candidateId;
  const now = deps.clock.now();
  const [job] = await queryRows<{ id: number; open: boolean; titulo: string; empresa: string; preguntas: StoredQuestion[] | string }>(
    deps.db,
    sql`select j.id, ${publicJobCondition(now)} as open, j.titulo, ${candidateCompanyName('j', 'c', null)} as empresa, j.preguntas
        from jobs j join companies c on c.id = j.company_id where j.codigo = ${jobCode} limit 1`,
  );
  if (!job) throw notFound(APPLY_MESSAGES.jobNotFound);
  if (!job.open) return { ok: false, message: APPLY_MESSAGES.jobNotOpen };
  // Every screening question answered in its type; the knock-out ones are marked, never refused.
  const questions: StoredQuestion[] = typeof job.preguntas === 'string' ? JSON.parse(job.preguntas) : job.preguntas;
  const screening = evaluateAnswers(questions, extras.respuestas);
  if (!screening.ok) {
    const errores = Object.fromEntries(Object.entries(screening.errors).map(([n, m]) => [`taRespuestas.${n}`, m]));
    throw badRequest(POSTING_MESSAGES.respuestas, errores);
  }
  return deps.db.transaction(async (tx) => {
    // The CV row stays locked until the application (and the version of the CV it keeps, copied
    // by the snapshot trigger of migration 0011) is saved: an edit or deletion waits (decision 069).
    const [cv] = await tx
      .select({ id: curriculums.id, candidateId: curriculums.candidateId, pagado: curriculums.pagado })
      .from(curriculums)
      .where(eq(curriculums.id, curriculumId))
      .limit(1)
      .for('share');
    // Someone else's CV is answered as an unknown one: its existence is private.
    if (!cv || cv.candidateId !== candidateId) throw notFound(APPLY_MESSAGES.cvNotFound);
    if (!cv.pagado) return { ok: false, message: APPLY_MESSAGES.cvNotPaid };
    const inserted = await tx
      .insert(applications)
      .values({
        jobId: Number(job.id),
        candidateId,
        curriculumId: cv.id,
        estado: 1,
        respuestas: screening.answers,
        pasaFiltros: screening.pasa,
        carta: extras.carta,
        pretension: extras.pretension,
        fuente: extras.fuente,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
      .returning({ id: applications.id });
    if (inserted.length === 0) return { ok: false, message: APPLY_MESSAGES.alreadyApplied };
    // The application and the candidate's mail commit together.
    await enqueueMail(deps, applicationSentMail(deps, user, { codigo: jobCode, titulo: job.titulo, empresa: job.empresa }), tx);
    return { ok: true, message: APPLY_MESSAGES.ok };
  });
}

/** To the candidate: the job, the company and where to follow the application. */
function applicationSentMail(deps: AppDeps, user: AuthUser, job: { codigo: string; titulo: string; empresa: string }) {
  const base = publicUrl(deps.config);
  return {
    to: user.email,
    subject: `Postulaste a «${job.titulo}» en ${job.empresa}`,
    text: [
      `Hola ${user.nombre}:`,
      '',
      `Tu postulación al empleo «${job.titulo}» de ${job.empresa} fue enviada con tu currículum.`,
      `Empleo: ${base}/detalletrabajo/${job.codigo}`,
      '',
      `La empresa revisará tu postulación; sigue su estado en ${base}/mispostulaciones`,
      '',
      'Chamba',
    ].join('\n'),
  };
}

type Row = {
  id: number;
  job_id: number;
  codigo: string;
  titulo: string;
  tipo: string;
  empresa: string;
  ciudad: string;
  fecha: string;
  estado: number;
  curriculum_id: number | null;
  cv_titulo: string | null;
  cerrado: boolean;
};

/** The candidate's applications, newest first; `thisMonth`: those of the current La Paz month. */
export async function candidateApplications(deps: AppDeps, user: AuthUser, opts: { thisMonth?: boolean } = {}): Promise<CandidateApplication[]> {
  if (!user.candidateId) return [];
  const month = opts.thisMonth ? sql`and a.created_at >= ${laPazMonthStart(deps.clock.now()).toISOString()}::timestamptz` : sql``;
  const rows = await queryRows<Row>(
    deps.db,
    sql`select a.id, a.job_id, j.codigo, j.titulo, jt.nombre as tipo, ${candidateCompanyName()} as empresa, ci.nombre as ciudad,
        ${isoSql(sql`a.created_at`)} as fecha, a.estado, a.curriculum_id, a.cv_titulo, (j.cerrado or j.oculto) as cerrado
      from applications a
      join jobs j on j.id = a.job_id
      join job_types jt on jt.id = j.tipo_empleo_id
      join companies co on co.id = j.company_id
      join cities ci on ci.id = j.ciudad_id
      where a.candidate_id = ${user.candidateId} ${month}
      order by a.created_at desc, a.id desc`,
  );
  return rows.map((r) => ({
    Postulacion: Number(r.id),
    Empleo: Number(r.job_id),
    CodigoEmpleo: r.codigo,
    Titulo: r.titulo,
    TipoEmpleoNombre: r.tipo,
    EmpresaNombre: r.empresa,
    NombreCiudad: r.ciudad,
    FechaPostulacion: r.fecha,
    Estado: Number(r.estado),
    EstadoDescripcion: applicationStateLabel(Number(r.estado)),
    Curriculum: r.curriculum_id == null ? null : Number(r.curriculum_id),
    CurriculumTitulo: r.cv_titulo ?? '',
    EmpleoCerrado: Boolean(r.cerrado),
  }));
}

