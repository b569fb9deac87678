/** Job detail (with who may see it), the home page's basic data and the plain public list. */
import { sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows, queryRowsNamed } from '../../db/client';
import { CITIES, JOB_LANGUAGES, SKILLS, nameOf } from '../../../shared/catalog';
import type { JobDetail } from '../../../shared/contract/jobs';
import { jobListItems, listColumns, toListItem, type JobRow } from './list-items';
import { featuredNow } from './featured-search';
import { isReadable, shownJobState } from './visibility';
import { newestPublicJobs, publicCountsBy } from './search';
import { liveAccount } from '../auth/public';
import { jobStateLabel } from '../../../shared/rules';
import type { StoredQuestion } from '../../../shared/contract/postings';
import { jobInScope } from '../../core/auth/company-scope';

export type JobLists = {
  requerimientos: string[];
  responsabilidades: string[];
  habilidades: string[];
  idiomas: string[];
};

type DetailRow = JobRow & {
  company_id: number;
  descripcion_larga: string;
  ubicacion: string;
  vistas: number;
  estado: number;
  publico: boolean;
  cerrado: boolean;
  oculto: boolean;
  en_revision: boolean;
  motivo_oculto: string | null;
  preguntas: StoredQuestion[] | string | null;
  requerimientos: string[] | string | null;
  responsabilidades: string[] | string | null;
  habilidades: number[] | string | null;
  idiomas: string[] | string | null;
};

const arr = <T>(v: T[] | string | null): T[] => (v == null ? [] : typeof v === 'string' ? (JSON.parse(v) as T[]) : v);

export type LoadedJob = { row: DetailRow; detail: JobDetail; lists: JobLists; questions: StoredQuestion[] };

/** The job by code with its lists, or null when unknown. Does not check who asks. */
export async function loadJob(deps: AppDeps, code: string): Promise<LoadedJob | null> {
  // A named statement, planned once per connection: planning this read (the jobs table's many
  // indexes, four sub-queries) cost several times its run on every view (decision 083). One JSON
  // field rather than thirty-odd: on PGlite each field is copied out of the database's memory and
  // parsed in JavaScript (a fifth of a detail's time there, decision 085).
  const [found] = await queryRowsNamed<{ job: DetailRow }>(
    deps.db,
    sql`select to_json(x) as job from (
          select ${listColumns}, j.company_id, j.descripcion_larga, j.ubicacion, j.estado, j.publico, j.cerrado, j.oculto, j.en_revision, j.motivo_oculto, j.preguntas,
            coalesce((select v.vistas from job_view_counts v where v.job_id = j.id), 0) as vistas,
            (select json_agg(r.descripcion order by r.orden, r.id) from job_requirements r where r.job_id = j.id) as requerimientos,
            (select json_agg(r.descripcion order by r.orden, r.id) from job_responsibilities r where r.job_id = j.id) as responsabilidades,
            (select json_agg(s.skill_id order by s.skill_id) from job_skills s where s.job_id = j.id) as habilidades,
            (select json_agg(l.language_code order by l.language_code) from job_language_links l where l.job_id = j.id) as idiomas
          from jobs j join companies c on c.id = j.company_id
          where j.codigo = ${code}) x`,
  );
  const row = found?.job;
  if (!row) return null;
  const now = deps.clock.now();
  const estado = shownJobState(row.estado, String(row.fecha_vencimiento), now, { cerrado: row.cerrado, oculto: row.oculto, en_revision: row.en_revision });
  const item = toListItem(row, now);
  const questions = arr<StoredQuestion>(row.preguntas);
  const detail: JobDetail = {
    ...item,
    DescripcionLarga: row.descripcion_larga,
    Ubicacion: row.ubicacion,
    Vistas: Number(row.vistas),
    Estado: estado,
    EstadoNombre: jobStateLabel(estado),
    // Only its company and staff read it: routes.ts blanks it for others.
    MotivoOculto: row.oculto ? (row.motivo_oculto ?? '') : '',
    Preguntas: questions.map((q, i) => ({ Numero: i + 1, Pregunta: q.pregunta, Tipo: q.tipo })),
    Publico: isReadable(row, now) && estado !== 3,
    // A confidential job names no company (issue 39): routes.ts gives the id back to its company.
    Empresa: row.confidencial ? 0 : row.company_id,
    EmpresaLogo: item.Empresa.Logo,
    EsPropio: false,
  };
  const lists: JobLists = {
    requerimientos: arr<string>(row.requerimientos),
    responsabilidades: arr<string>(row.responsabilidades),
    habilidades: arr<number>(row.habilidades).map((id) => nameOf(SKILLS, Number(id))).filter(Boolean),
    idiomas: arr<string>(row.idiomas).map((code) => nameOf(JOB_LANGUAGES, code)).filter(Boolean),
  };
  return { row, detail, lists, questions };
}

/** Who may read a job: anyone when it is public (or expired), its company and staff always, and a candidate who applied to it. */
export async function mayRead(deps: AppDeps, job: LoadedJob, user: AuthUser | null): Promise<{ ok: boolean; owner: boolean }> {
  const owner = Boolean(user && (user.role === 'admin' || (user.companyId !== null && user.companyId === job.row.company_id && jobInScope(user, job.row.id))));
  if (owner || isReadable(job.row, deps.clock.now())) return { ok: true, owner };
  if (user?.candidateId) {
    const [applied] = await queryRows<{ n: number }>(
      deps.db,
      sql`select 1 as n from applications where job_id = ${job.row.id} and candidate_id = ${user.candidateId} limit 1`,
    );
    if (applied) return { ok: true, owner: false };
  }
  return { ok: false, owner: false };
}

export const FEATURED_JOBS = 24;

/** The home page's row: the jobs featured now (issue 39) first, then the newest public jobs. */
async function homeJobs(deps: AppDeps) {
  const now = deps.clock.now();
  const [ids, newest] = await Promise.all([featuredNow(deps.readDb, now, FEATURED_JOBS), newestPublicJobs(deps, FEATURED_JOBS)]);
  if (!ids.length) return newest;
  const first = new Set(ids);
  return [...(await jobListItems(deps.readDb, ids, now)), ...newest.filter((j) => !first.has(j.Empleo))].slice(0, FEATURED_JOBS);
}

/** Featured jobs, cities with their public job counts and the home page's figures. */
export async function basicData(deps: AppDeps) {
  const [featured, byCity, [figures]] = await Promise.all([
    homeJobs(deps),
    publicCountsBy(deps, 'ciudad_id'),
    queryRows<{ companies: number; candidates: number }>(
      deps.db,
      sql`select (select count(*) from companies c where ${liveAccount(sql`c.user_id`)})::int as companies,
        (select count(*) from candidates c where ${liveAccount(sql`c.user_id`)})::int as candidates`,
    ),
  ]);
  return {
    DatosDeEmpleo: featured,
    DatosDeCiudad: CITIES.map((c) => ({
      Ciudad: c.id,
      Nombre: c.nombre,
      Departamento: c.departamento,
      Latitud: c.lat,
      Longitud: c.lon,
      CantidadEmpleos: byCity.get(c.id) ?? 0,
    })),
    Cifras: {
      EmpleosActivos: [...byCity.values()].reduce((a, b) => a + b, 0),
      Empresas: Number(figures?.companies ?? 0),
      Candidatos: Number(figures?.candidates ?? 0),
    },
  };
}
