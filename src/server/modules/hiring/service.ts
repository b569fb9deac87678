/**
 * Job publishing and the company's own jobs: create, edit, close (delete), read for editing and
 * list with state, visibility and applicant counts. Ownership: a company touches only its jobs,
 * the admin any job.
 */
import { eq, sql } from 'drizzle-orm';
import { EXPERIENCE, JOB_LANGUAGES, nameOf } from '../../../shared/catalog';
import type { CompanyJob, JobBody, JobForEdit } from '../../../shared/contract/hiring';
import { JOB_LIMITS, JOB_MESSAGES } from '../../../shared/contract/hiring';
import { jobStateName } from '../../../shared/rules';
import { toQuestionInputs, toStoredQuestions, type StoredQuestion } from '../../../shared/contract/postings';
import type { AppDeps, AuthUser } from '../../core/context';
import { fieldError, forbidden, notFound } from '../../core/http/errors';
import { laPazDay, laPazDayFrom, laPazMonthStart } from '../../core/time';
import { queryRows, type DbOrTx } from '../../db/client';
import { jobLanguageLinks, jobRequirements, jobResponsibilities, jobs, jobSkills } from '../../db/schema';
import { isoSql } from '../../db/sql';
import { HIRING_MESSAGES } from './messages';
import { reviewPosting } from '../moderation/public';
import { spendCredit } from '../payments/public';
import { closeJob as closeJobRow, insertJob, jobPaymentStartedSql, jobStateSql, publicJobCondition, updateJob as updateJobRow, type JobFields, type JobLists } from '../jobs/public';
import { jobInScope, jobScopeSql } from '../../core/auth/company-scope';

/** The admin's 'Todos los empleos' list shows the newest jobs up to this many. */
export const ADMIN_LIST_LIMIT = 1000;

/** The expiry date must be after today (La Paz) and at most a year ahead. */
export function checkExpiry(fecha: string, now: Date) {
  if (fecha <= laPazDay(now)) throw fieldError('tcFechaVencimiento', JOB_MESSAGES.fechaPasada);
  if (fecha > laPazDayFrom(now, JOB_LIMITS.maxDaysAhead)) throw fieldError('tcFechaVencimiento', JOB_MESSAGES.fechaLejana);
}

export function toJobFields(b: JobBody): JobFields & Required<JobLists> {
  return {
    titulo: b.tcTitulo,
    descripcion: b.tcDescripcion,
    descripcionLarga: b.tcDescripcionLarga,
    ubicacion: b.tcDireccion,
    ciudadId: b.tnCiudad,
    tipoEmpleoId: b.tnTipoEmpleo,
    categoriaId: b.tnCategoria,
    experienciaId: b.tnTiempoExperiencia,
    salario: b.tnSalario,
    salarioMinimo: b.tnSalarioMinimo,
    preguntas: toStoredQuestions(b.taPreguntas),
    modalidadId: b.tnModalidad,
    fechaVencimiento: b.tcFechaVencimiento,
    requerimientos: b.taRequerimientos,
    responsabilidades: b.taResponsabilidades,
    habilidades: [...new Set(b.taHabilidades)],
    idiomas: [...new Set(b.taIdiomas)],
    confidencial: b.tlConfidencial === 1,
  };
}

/**
 * A new job, Pendiente until paid; with `tlUsarCredito: 1` paid by one of the company's credits in
 * the same transaction (issue 39): the job, its payment state and the credit movement commit
 * together, or (no credit left: CreditRefused) nothing does. `credits` is what is left, null when
 * no credit was used.
 */
export async function createJob(deps: AppDeps, user: AuthUser, body: JobBody & { tlUsarCredito?: number }) {
  if (!user.companyId) throw forbidden(HIRING_MESSAGES.noCompany);
  if (user.jobScope !== null) throw forbidden(HIRING_MESSAGES.scopedCannotCreate);
  checkExpiry(body.tcFechaVencimiento, deps.clock.now());
  const companyId = user.companyId;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const job = await insertJob(tx, { ...toJobFields(body), companyId, estado: 1, publico: false, fechaPublicacion: now });
    const credits = body.tlUsarCredito === 1 ? (await spendCredit(tx, { companyId, jobId: job.id, userId: user.id, now })).left : null;
    // Checked before it is public (issue 38): held En revisión when the rules find enough.
    const review = await reviewPosting(deps, tx, job.id);
    return { ...job, held: review.held, credits };
  });
}

type OwnedJob = { id: number; codigo: string; companyId: number; estado: number; fechaVencimiento: string };

/** The job by its public code, if the user may manage it: 404 unknown, closed or another's (no 403 that tells it exists). */
export async function ownedJob(db: DbOrTx, user: AuthUser, codigo: string): Promise<OwnedJob> {
  const [job] = await db
    .select({ id: jobs.id, codigo: jobs.codigo, companyId: jobs.companyId, estado: jobs.estado, fechaVencimiento: jobs.fechaVencimiento, cerrado: jobs.cerrado })
    .from(jobs)
    .where(eq(jobs.codigo, codigo))
    .limit(1);
  if (!job || job.cerrado) throw notFound(HIRING_MESSAGES.jobNotFound);
  if (user.role !== 'admin' && (job.companyId !== user.companyId || !jobInScope(user, job.id))) throw notFound(HIRING_MESSAGES.jobNotFound);
  return job;
}

export async function updateJob(deps: AppDeps, user: AuthUser, codigo: string, body: JobBody) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const job = await ownedJob(tx, user, codigo);
    const fields = toJobFields(body);
    if (fields.fechaVencimiento !== job.fechaVencimiento) {
      if (job.estado === 2 && fields.fechaVencimiento > job.fechaVencimiento) {
        throw fieldError('tcFechaVencimiento', HIRING_MESSAGES.paidExtension);
      }
      checkExpiry(fields.fechaVencimiento, now);
    }
    await updateJobRow(tx, job.id, fields, now);
    const review = await reviewPosting(deps, tx, job.id);
    return { id: job.id, codigo: job.codigo, held: review.held };
  });
}

/** Delete = close: the job leaves every list and search; its applications stay. */
export async function closeJob(deps: AppDeps, user: AuthUser, codigo: string) {
  const job = await ownedJob(deps.db, user, codigo);
  await closeJobRow(deps.db, job.id, deps.clock.now());
}

export async function jobForEdit(deps: AppDeps, user: AuthUser, codigo: string): Promise<JobForEdit> {
  const owned = await ownedJob(deps.db, user, codigo);
  const now = deps.clock.now();
  const [row] = await queryRows<{
    titulo: string;
    descripcion: string;
    descripcion_larga: string;
    fecha_vencimiento: string;
    salario: number;
    salario_minimo: number;
    preguntas: StoredQuestion[] | string;
    motivo_oculto: string | null;
    started: boolean;
    tipo_empleo_id: number;
    ubicacion: string;
    categoria_id: number | null;
    experiencia_id: number;
    ciudad_id: number;
    modalidad_id: number;
    estado: number;
    shown: number;
    confidencial: boolean;
  }>(
    deps.db,
    sql`select j.confidencial, j.titulo, j.descripcion, j.descripcion_larga, to_char(j.fecha_vencimiento, 'YYYY-MM-DD') as fecha_vencimiento, j.salario,
      j.salario_minimo, j.preguntas, case when j.oculto then j.motivo_oculto end as motivo_oculto, ${jobPaymentStartedSql()} as started,
      j.tipo_empleo_id, j.ubicacion, j.categoria_id, j.experiencia_id, j.ciudad_id, j.modalidad_id, j.estado, ${jobStateSql(now)} as shown
      from jobs j where j.id = ${owned.id}`,
  );
  const [reqs, resps, skillRows, langRows] = await Promise.all([
    deps.db.select({ d: jobRequirements.descripcion }).from(jobRequirements).where(eq(jobRequirements.jobId, owned.id)).orderBy(jobRequirements.orden, jobRequirements.id),
    deps.db.select({ d: jobResponsibilities.descripcion }).from(jobResponsibilities).where(eq(jobResponsibilities.jobId, owned.id)).orderBy(jobResponsibilities.orden, jobResponsibilities.id),
    deps.db.select({ id: jobSkills.skillId }).from(jobSkills).where(eq(jobSkills.jobId, owned.id)).orderBy(jobSkills.skillId),
    deps.db.select({ code: jobLanguageLinks.languageCode }).from(jobLanguageLinks).where(eq(jobLanguageLinks.jobId, owned.id)),
  ]);
  const langOrder = (c: string) => JOB_LANGUAGES.findIndex((l) => l.id === c);
  return {
    Empleo: owned.id,
    CodigoEmpleo: owned.codigo,
    Estado: Number(row.shown),
    EstadoNombre: jobStateName(Number(row.shown), Boolean(row.started)),
    Pagado: Number(row.estado) === 2 ? 1 : 0,
    tcTitulo: row.titulo,
    tcDescripcion: row.descripcion,
    tcDescripcionLarga: row.descripcion_larga,
    tcFechaVencimiento: row.fecha_vencimiento,
    tnSalario: Number(row.salario),
    tnSalarioMinimo: Number(row.salario_minimo),
    tnTipoEmpleo: Number(row.tipo_empleo_id),
    tcDireccion: row.ubicacion,
    tnCategoria: Number(row.categoria_id ?? 0),
    tnTiempoExperiencia: Number(row.experiencia_id),
    taHabilidades: skillRows.map((s) => s.id),
    taIdiomas: langRows.map((l) => l.code).sort((a, b) => langOrder(a) - langOrder(b)),
    tnCiudad: Number(row.ciudad_id),
    taResponsabilidades: resps.map((r) => r.d),
    taRequerimientos: reqs.map((r) => r.d),
    tnModalidad: Number(row.modalidad_id),
    taPreguntas: toQuestionInputs(typeof row.preguntas === 'string' ? (JSON.parse(row.preguntas) as StoredQuestion[]) : row.preguntas),
    tlConfidencial: row.confidencial ? 1 : 0,
    MotivoOculto: row.motivo_oculto ?? '',
  };
}

type CompanyJobRow = {
  id: number;
  codigo: string;
  titulo: string;
  descripcion: string;
  categoria_id: number | null;
  categoria: string | null;
  ciudad: string;
  tipo: string;
  experiencia_id: number;
  modalidad: string;
  salario: number;
  salario_minimo: number;
  motivo_oculto: string | null;
  started: boolean;
  fecha_publicacion: string;
  fecha_vencimiento: string;
  estado: number;
  shown: number;
  publico: boolean;
  visible: boolean;
  postulantes: number;
  nuevos: number;
  empresa_codigo: string;
  empresa_nombre: string;
  logo: string | null;
  destacado_hasta: string | null;
  confidencial: boolean;
};

/**
 * The company's jobs (closed ones excluded), newest first; the admin sees every company's.
 * `thisMonth`: only those published in the current La Paz month.
 */
export async function listCompanyJobs(deps: AppDeps, user: AuthUser, opts: { thisMonth?: boolean } = {}): Promise<CompanyJob[]> {
  const now = deps.clock.now();
  const isAdmin = user.role === 'admin';
  if (!isAdmin && !user.companyId) throw forbidden(HIRING_MESSAGES.noCompany);
  const owner = isAdmin ? sql`true` : sql`j.company_id = ${user.companyId} and ${jobScopeSql(user, sql`j.id`)}`;
  const month = opts.thisMonth ? sql`and j.fecha_publicacion >= ${laPazMonthStart(now).toISOString()}::timestamptz` : sql``;
  const limit = isAdmin ? sql`limit ${ADMIN_LIST_LIMIT}` : sql``;
  const rows = await queryRows<CompanyJobRow>(
    deps.db,
    sql`select j.id, j.codigo, j.titulo, j.descripcion, j.categoria_id, cat.nombre as categoria, ci.nombre as ciudad, jt.nombre as tipo,
        j.experiencia_id, wm.nombre as modalidad, j.salario, j.salario_minimo,
        case when j.oculto then j.motivo_oculto end as motivo_oculto, ${jobPaymentStartedSql()} as started,
        ${isoSql(sql`j.fecha_publicacion`)} as fecha_publicacion, to_char(j.fecha_vencimiento, 'YYYY-MM-DD') as fecha_vencimiento,
        j.estado, ${jobStateSql(now)} as shown, j.publico, ${publicJobCondition(now)} as visible,
        (select count(*) from applications a where a.job_id = j.id)::int as postulantes,
        (select count(*) from applications a where a.job_id = j.id and (j.postulantes_vistos_at is null or a.created_at > j.postulantes_vistos_at))::int as nuevos,
        c.codigo as empresa_codigo, c.nombre as empresa_nombre, c.url_imagen as logo,
        ${isoSql(sql`j.destacado_hasta`)} as destacado_hasta, j.confidencial
      from jobs j
      join companies c on c.id = j.company_id
      join cities ci on ci.id = j.ciudad_id
      join job_types jt on jt.id = j.tipo_empleo_id
      join work_modes wm on wm.id = j.modalidad_id
      left join categories cat on cat.id = j.categoria_id
      where not j.cerrado and ${owner} ${month}
      order by j.fecha_publicacion desc, j.id desc
      ${limit}`,
  );
  return rows.map((r) => ({
    Empleo: Number(r.id),
    CodigoEmpleo: r.codigo,
    Titulo: r.titulo,
    Descripcion: r.descripcion,
    Categoria: r.categoria_id == null ? null : Number(r.categoria_id),
    CategoriaNombre: r.categoria ?? 'No especificada',
    NombreCiudad: r.ciudad,
    TipoEmpleoNombre: r.tipo,
    TiempoExperienciaTitulo: nameOf(EXPERIENCE, Number(r.experiencia_id)),
    ModalidadNombre: r.modalidad,
    SalarioAproximado: Number(r.salario),
    SalarioMinimo: Number(r.salario_minimo),
    FechaPublicacion: r.fecha_publicacion,
    FechaVencimiento: r.fecha_vencimiento,
    Estado: Number(r.shown),
    EstadoNombre: jobStateName(Number(r.shown), Boolean(r.started)),
    MotivoOculto: r.motivo_oculto ?? '',
    Pagado: Number(r.estado) === 2 ? 1 : 0,
    Publico: Boolean(r.publico),
    Visible: Boolean(r.visible),
    CantidadPostulantes: Number(r.postulantes),
    PostulantesNuevos: Number(r.nuevos),
    EmpresaCodigo: r.empresa_codigo,
    EmpresaNombre: r.empresa_nombre,
    Empresa: { Nombre: r.empresa_nombre, Logo: r.logo },
    Destacado: r.destacado_hasta !== null && Boolean(r.visible) && Date.parse(r.destacado_hasta) > now.getTime(),
    DestacadoHasta: r.destacado_hasta,
    Confidencial: Boolean(r.confidencial),
  }));
}
