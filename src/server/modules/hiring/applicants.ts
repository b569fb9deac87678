/**
 * Applicants: a job's applicants with the CV comparison and the CV itself, the company's
 * applicants across its jobs, and the pipeline status (Recibido ... Contratado) that the
 * candidate sees in 'Mis Postulaciones'.
 */
import { eq, sql } from 'drizzle-orm';
import { APPLICATION_STATES, nameOf } from '../../../shared/catalog';
import type { Applicant, CompanyApplicant } from '../../../shared/contract/hiring';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows } from '../../db/client';
import { applications, jobSkills } from '../../db/schema';
import { forbidden, notFound } from '../../core/http/errors';
import { sentCvHtml } from '../cv/public';
import { publicUrl } from '../../core/config';
import { enqueueMail } from '../../core/mail/outbox';
import { compareExperience, compareSkills, yearsFromPeriods } from './compare';
import { isoSql } from '../../db/sql';
import { HIRING_MESSAGES, ownedJob } from './service';
import { screeningColumns, screeningCondition, screeningFields, type ScreeningFilters, type ScreeningRow } from './screening';

export const APPLICANT_MESSAGES = {
  notFound: 'No se encontró la postulación.',
  changed: 'Estado de la postulación actualizado.',
} as const;

export const applicationStateLabel = (estado: number) => nameOf(APPLICATION_STATES, estado, 'Desconocido');

type ApplicantRow = {
  id: number;
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
  periodos: unknown;
  fecha: string;
  estado: number;
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

export async function jobApplicants(deps: AppDeps, user: AuthUser, codigo: string, filters?: ScreeningFilters) {
  const job = await ownedJob(deps.db, user, codigo);
  const now = deps.clock.now();
  const screening = filters ? await screeningCondition(deps.db, job.id, filters) : sql`true`;
  const [[info], skillRows, rows] = await Promise.all([
    queryRows<{ titulo: string; experiencia_id: number; empresa: string }>(
      deps.db,
      sql`select j.titulo, j.experiencia_id, c.nombre as empresa from jobs j join companies c on c.id = j.company_id where j.id = ${job.id}`,
    ),
    deps.db.select({ id: jobSkills.skillId }).from(jobSkills).where(eq(jobSkills.jobId, job.id)),
    queryRows<ApplicantRow>(
      deps.db,
      // The CV as it was sent (decision 069): the application's snapshot, not the CV's current state.
      sql`select a.id, a.candidate_id, c.codigo as candidate_code, a.curriculum_id, a.cv_titulo, a.cv_documento, a.cv_foto_key,
          c.nombre, c.apellidos, c.profesion, c.telefono, c.correo, c.anos_experiencia,
          a.cv_documento->>'nombreCompleto' as cv_nombre, a.cv_documento->>'telefono' as cv_telefono, a.cv_documento->>'correo' as cv_correo,
          a.cv_documento->'habilidades' as habilidades,
          coalesce((select jsonb_agg(e->>'periodo') from jsonb_array_elements(case when jsonb_typeof(a.cv_documento->'experiencias') = 'array' then a.cv_documento->'experiencias' else '[]'::jsonb end) e), '[]'::jsonb) as periodos,
          ${isoSql(sql`a.created_at`)} as fecha, a.estado, ${screeningColumns}
        from applications a
        join candidates c on c.id = a.candidate_id
        where a.job_id = ${job.id} and ${screening}
        order by a.created_at desc, a.id desc`,
    ),
  ]);
  const jobSkillIds = skillRows.map((s) => s.id);
  const currentYear = Number(now.toISOString().slice(0, 4));
  const htmls = await Promise.all(rows.map((r) => (r.cv_documento == null ? '' : sentCvHtml(deps, r.cv_documento, r.cv_titulo ?? '', r.cv_foto_key))));
  const list: Applicant[] = rows.map((r, i) => {
    const cvSkills = asArray(r.habilidades).map(Number).filter(Number.isInteger);
    const periods = asArray(r.periodos).filter((p): p is string => typeof p === 'string');
    const years = yearsFromPeriods(periods, currentYear) ?? Number(r.anos_experiencia ?? 0);
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
      ...screeningFields(r),
    };
  });
  return { list, empleo: { Empleo: job.id, CodigoEmpleo: job.codigo, Titulo: info.titulo, EmpresaNombre: info.empresa } };
}

/** The company's applicants (admin: everyone's), newest first, one page at a time. */
export async function companyApplicants(
  deps: AppDeps,
  user: AuthUser,
  opts: { page: number; size: number; estado: number },
): Promise<{ list: CompanyApplicant[]; total: number }> {
  const isAdmin = user.role === 'admin';
  if (!isAdmin && !user.companyId) throw forbidden(HIRING_MESSAGES.noCompany);
  const owner = isAdmin ? sql`true` : sql`j.company_id = ${user.companyId}`;
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

/** Moves an application through the pipeline; the candidate is told by e-mail. */
export async function changeApplicationStatus(deps: AppDeps, user: AuthUser, applicationId: number, estado: number) {
  const [row] = await queryRows<{ id: number; estado: number; company_id: number; cerrado: boolean; titulo: string; empresa: string; correo: string; nombre: string }>(
    deps.db,
    sql`select a.id, a.estado, j.company_id, j.cerrado, j.titulo, co.nombre as empresa, c.correo, c.nombre
      from applications a join jobs j on j.id = a.job_id join companies co on co.id = j.company_id join candidates c on c.id = a.candidate_id
      where a.id = ${applicationId}`,
  );
  if (!row) throw notFound(APPLICANT_MESSAGES.notFound);
  if (user.role !== 'admin' && Number(row.company_id) !== user.companyId) throw notFound(APPLICANT_MESSAGES.notFound);
  if (row.cerrado) throw notFound(HIRING_MESSAGES.jobNotFound);
  const changed = Number(row.estado) !== estado;
  const label = applicationStateLabel(estado);
  if (changed) {
    // The new state and the candidate's mail commit together.
    await deps.db.transaction(async (tx) => {
      await tx.update(applications).set({ estado, updatedAt: deps.clock.now() }).where(eq(applications.id, applicationId));
      await enqueueMail(
        deps,
        {
          to: row.correo,
          subject: `Tu postulación a "${row.titulo}": ${label}`,
          text: [
            `Hola ${row.nombre}:`,
            '',
            `${row.empresa} actualizó tu postulación al empleo "${row.titulo}".`,
            `Estado actual: ${label}.`,
            '',
            `Revisa tus postulaciones en ${publicUrl(deps.config)}/mispostulaciones`,
            '',
            'Chamba',
          ].join('\n'),
        },
        tx,
      );
    });
  }
  return { Postulacion: applicationId, Estado: estado, EstadoDescripcion: label };
}
