/**
 * Applicants: a job's applicants with the CV comparison and the CV itself, the company's
 * applicants across its jobs, and the pipeline status (Recibido ... Contratado) that the
 * candidate sees in 'Mis Postulaciones'.
 */
import { eq, sql } from 'drizzle-orm';
import { viewApplicants, type ApplicantView } from '../../../shared/applicant-view';
import { ALL_APPLICATION_STATES, EXPERIENCE, nameOf } from '../../../shared/catalog';
import type { Applicant, CompanyApplicant } from '../../../shared/contract/hiring';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows } from '../../db/client';
import { jobSkills } from '../../db/schema';
import { forbidden } from '../../core/http/errors';
import { sentCvHtml } from '../cv/public';
import { compareExperience, compareSkills } from './compare';
import { cvDocumentExperience, experienceYears } from '../../../cv-analysis';
import { isoSql, sqlList } from '../../db/sql';
import { ownedJob } from './service';
import { HIRING_MESSAGES } from './messages';
import { notesOf, toTextArray } from './pipeline';
import { changeStates, pendingMessagesOf, type ChangeOptions } from './status-messages';
import { screeningColumns, screeningCondition, screeningFields, type ScreeningFilters, type ScreeningRow } from './screening';
import { jobScopeSql } from '../../core/auth/company-scope';

export const applicationStateLabel = (estado: number) => nameOf(ALL_APPLICATION_STATES, estado, 'Desconocido');

type ApplicantRow = {
  id: number;
  estado_por: string | null;
  candidate_id: number;
  candidate_code: string;
  curriculum_id: number | null;
  cv_titulo: string | null;
  cv_documento: unknown;
  cv_foto_key: string | null;
  nombre: string;
  apellidos: string;
  profesion: string;
  telefono: string;
  correo: string;
  anos_experiencia: number;
  cv_nombre: string | null;
  cv_telefono: string | null;
  cv_correo: string | null;
  habilidades: unknown;
  fecha: string;
  estado: number;
  calificacion: number | null;
  etiquetas: unknown;
  motivo_rechazo_id: number | null;
  motivo_rechazo: string;
  nuevo: boolean;
  revelada: boolean;
} & ScreeningRow;

const asArray = (v: unknown): unknown[] => {
  if (Array.isArray(v)) return v;
  // Our own query's JSON, as text on some drivers: text that does not parse is a bug and fails loudly.
  if (typeof v === 'string') {
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) ? parsed : [];
  }
  return [];
};

/**
 * 0-100 from what the card shows: the share of the job's skills the CV has (70) and the
 * experience asked for (30, in proportion below it). A job that asks for no skills weighs the
 * experience alone.
 */
export function applicantScore(matched: number, wanted: number, years: number, minYears: number) {
  const exp = minYears <= 0 ? 1 : Math.min(1, years / minYears);
  if (wanted === 0) return Math.round(100 * exp);
  return Math.round(70 * (matched / wanted) + 30 * exp);
}

const asObject = (v: unknown): unknown => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

export async function jobApplicants(deps: AppDeps, user: AuthUser, codigo: string, view?: ApplicantView, filters?: ScreeningFilters) {
  const job = await ownedJob(deps.db, user, codigo);
  const now = deps.clock.now();
  const screening = filters ? await screeningCondition(deps.db, job.id, filters) : sql`true`;
  const [[info], skillRows, rows, pending] = await Promise.all([
    queryRows<{ titulo: string; experiencia_id: number; empresa: string; confidencial: boolean }>(
      deps.db,
      sql`select j.titulo, j.experiencia_id, c.nombre as empresa, j.confidencial from jobs j join companies c on c.id = j.company_id where j.id = ${job.id}`,
    ),
    deps.db.select({ id: jobSkills.skillId }).from(jobSkills).where(eq(jobSkills.jobId, job.id)),
    queryRows<ApplicantRow>(
      deps.db,
      // The CV as it was sent (decision 069): the application's snapshot, not the CV's current state.
      sql`select a.id, a.candidate_id, c.codigo as candidate_code, a.curriculum_id, a.cv_titulo, a.cv_documento, a.cv_foto_key,
          c.nombre, c.apellidos, c.profesion, c.telefono, c.correo, c.anos_experiencia,
          a.cv_documento->>'nombreCompleto' as cv_nombre, a.cv_documento->>'telefono' as cv_telefono, a.cv_documento->>'correo' as cv_correo,
          a.cv_documento->'habilidades' as habilidades,
          ${isoSql(sql`a.created_at`)} as fecha, a.estado, a.calificacion, a.etiquetas, a.motivo_rechazo_id, a.motivo_rechazo, ${screeningColumns},
          (j.postulantes_vistos_at is null or a.created_at > j.postulantes_vistos_at) as nuevo, (a.empresa_revelada_at is not null) as revelada,
          (select e.actor_nombre from application_events e where e.application_id = a.id and e.tipo = 'estado' order by e.created_at desc, e.id desc limit 1) as estado_por
        from applications a
        join candidates c on c.id = a.candidate_id
        join jobs j on j.id = a.job_id
        where a.job_id = ${job.id} and ${screening}
        order by a.created_at desc, a.id desc`,
    ),
    pendingMessagesOf(deps.db, job.id),
  ]);
  const notes = await notesOf(deps.db, rows.map((r) => Number(r.id)));
  // The company has now seen these applicants (staff looking does not count).
  // Up to the newest one listed: one that arrives while this page is read stays new.
  if (user.role !== 'admin' && rows.some((r) => r.nuevo)) {
    const shown = sqlList(rows.map((r) => Number(r.id)));
    // The first time the company saw each one: the candidate's timeline (decision 079).
    await deps.db.execute(sql`update applications set vista_empresa_at = ${now.toISOString()}::timestamptz where id in (${shown}) and vista_empresa_at is null`);
    await deps.db.execute(sql`update jobs set postulantes_vistos_at = (select max(a.created_at) from applications a where a.id in (${shown}))
      where id = ${job.id} and (postulantes_vistos_at is null or postulantes_vistos_at < (select max(a.created_at) from applications a where a.id in (${shown})))`);
  }
  const minYears = EXPERIENCE.find((e) => e.id === Number(info.experiencia_id))?.minYears ?? 0;
  const jobSkillIds = skillRows.map((s) => s.id);
  const htmls = await Promise.all(rows.map((r) => (r.cv_documento == null ? '' : sentCvHtml(deps, r.cv_documento, r.cv_titulo ?? '', r.cv_foto_key))));
  const list: Applicant[] = rows.map((r, i) => {
    const cvSkills = asArray(r.habilidades).map(Number).filter(Number.isInteger);
    // The one measure of years (decision 076), on the CV as it was sent; the profile's own figure without one.
    const years = experienceYears(cvDocumentExperience(asObject(r.cv_documento)), now) ?? Number(r.anos_experiencia ?? 0);
    const skills = compareSkills(jobSkillIds, cvSkills);
    const exp = compareExperience(years, Number(info.experiencia_id));
    const name = `${r.nombre} ${r.apellidos}`.trim();
    return {
      Postulacion: Number(r.id),
      Candidato: Number(r.candidate_id),
      CandidatoCodigo: r.candidate_code,
      Curriculum: r.curriculum_id == null ? null : Number(r.curriculum_id),
      CurriculumTitulo: r.cv_titulo ?? '',
      Nombre: name || r.cv_nombre || 'Postulante',
      Profesion: r.profesion,
      Telefono: r.telefono || r.cv_telefono || '',
      Correo: r.correo || r.cv_correo || '',
      FechaPostulacion: r.fecha,
      Estado: Number(r.estado),
      EstadoDescripcion: applicationStateLabel(Number(r.estado)),
      ComparacionHabilidades: skills.text,
      ComparacionExperiencia: exp.text,
      HabilidadesCoinciden: skills.matched,
      HabilidadesFaltan: skills.missing,
      AniosExperiencia: exp.years,
      CumpleExperiencia: exp.meets,
      html: htmls[i] ?? '',
      Calificacion: r.calificacion == null ? null : Number(r.calificacion),
      Etiquetas: toTextArray(r.etiquetas),
      MotivoRechazoId: r.motivo_rechazo_id == null ? null : Number(r.motivo_rechazo_id),
      MotivoRechazo: r.motivo_rechazo ?? '',
      Notas: notes.get(Number(r.id)) ?? [],
      Puntaje: r.cv_documento == null ? null : applicantScore(skills.matched.length, skills.matched.length + skills.missing.length, exp.years, minYears),
      Nuevo: Boolean(r.nuevo),
      MensajePendiente: pending.get(Number(r.id)) ?? null,
      EstadoPor: r.estado_por ?? '',
      ...screeningFields(r),
      ...(info.confidencial ? { EmpresaRevelada: Boolean(r.revelada) } : {}),
    };
  });
  const empleo = { Empleo: job.id, CodigoEmpleo: job.codigo, Titulo: info.titulo, EmpresaNombre: info.empresa, Confidencial: Boolean(info.confidencial) };
  return { list: view ? viewApplicants(list, view) : list, empleo };
}

/** The company's applicants (admin: everyone's), newest first, one page at a time. */
export async function companyApplicants(
  deps: AppDeps,
  user: AuthUser,
  opts: { page: number; size: number; estado: number },
): Promise<{ list: CompanyApplicant[]; total: number }> {
  const isAdmin = user.role === 'admin';
  if (!isAdmin && !user.companyId) throw forbidden(HIRING_MESSAGES.noCompany);
  const owner = isAdmin ? sql`true` : sql`j.company_id = ${user.companyId} and ${jobScopeSql(user, sql`j.id`)}`;
  const state = opts.estado ? sql`and a.estado = ${opts.estado}` : sql``;
  const [countRow] = await queryRows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from applications a join jobs j on j.id = a.job_id where not j.cerrado and ${owner} ${state}`,
  );
  const rows = await queryRows<{
    id: number;
    job_id: number;
    job_code: string;
    job_title: string;
    candidate_id: number;
    candidate_code: string;
    nombre: string;
    apellidos: string;
    profesion: string;
    curriculum_id: number | null;
    fecha: string;
    estado: number;
  }>(
    deps.db,
    sql`select a.id, a.job_id, j.codigo as job_code, j.titulo as job_title, a.candidate_id, c.codigo as candidate_code,
        c.nombre, c.apellidos, c.profesion, a.curriculum_id, ${isoSql(sql`a.created_at`)} as fecha, a.estado
      from applications a
      join jobs j on j.id = a.job_id
      join candidates c on c.id = a.candidate_id
      where not j.cerrado and ${owner} ${state}
      order by a.created_at desc, a.id desc
      limit ${opts.size} offset ${(opts.page - 1) * opts.size}`,
  );
  return {
    total: Number(countRow?.n ?? 0),
    list: rows.map((r) => ({
      Postulacion: Number(r.id),
      Empleo: Number(r.job_id),
      CodigoEmpleo: r.job_code,
      TituloEmpleo: r.job_title,
      Candidato: Number(r.candidate_id),
      CandidatoCodigo: r.candidate_code,
      Nombre: `${r.nombre} ${r.apellidos}`.trim(),
      Profesion: r.profesion,
      Curriculum: r.curriculum_id == null ? null : Number(r.curriculum_id),
      FechaPostulacion: r.fecha,
      Estado: Number(r.estado),
      EstadoDescripcion: applicationStateLabel(Number(r.estado)),
    })),
  };
}

/** Moves one application through the pipeline; the candidate's message waits out the undo window. */
export async function changeApplicationStatus(deps: AppDeps, user: AuthUser, applicationId: number, estado: number, opts: ChangeOptions) {
  const [change] = await changeStates(deps, user, [applicationId], estado, opts);
  return change;
}
