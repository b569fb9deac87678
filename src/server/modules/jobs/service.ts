/** Job detail (with who may see it), the home page's basic data and the plain public list. */
import { sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context';
import { queryRows } from '../../db/client';
import { CATEGORIES, CITIES, EXPERIENCE, JOB_LANGUAGES, JOB_TYPES, SKILLS, WORK_MODES, nameOf } from '../../../shared/catalog';
import type { JobDetail } from '../../../shared/contract/jobs';
import { publicFileUrl } from '../../infra/storage/storage';
import { iso } from './list-items';
import { PUBLIC_POSTING_GRACE_MS, laPazDate } from './visibility';
import { newestPublicJobs, publicCountsBy } from './search';

export type JobLists = {
  requerimientos: string[];
  responsabilidades: string[];
  habilidades: string[];
  idiomas: string[];
};

type DetailRow = {
  id: number;
  codigo: string;
  company_id: number;
  titulo: string;
  descripcion: string;
  descripcion_larga: string;
  ubicacion: string;
  ciudad_id: number;
  tipo_empleo_id: number;
  categoria_id: number | null;
  experiencia_id: number;
  modalidad_id: number;
  salario: number;
  vistas: number;
  fecha_publicacion: Date | string;
  fecha_vencimiento: string;
  estado: number;
  publico: boolean;
  cerrado: boolean;
  oculto: boolean;
  empresa_codigo: string;
  empresa_nombre: string;
  empresa_logo: string | null;
  postulantes: number;
  requerimientos: string[] | string | null;
  responsabilidades: string[] | string | null;
  habilidades: number[] | string | null;
  idiomas: string[] | string | null;
};

const arr = <T>(v: T[] | string | null): T[] => (v == null ? [] : typeof v === 'string' ? (JSON.parse(v) as T[]) : v);

/** Public now: paid (or a public posting in its first hour), not closed, not hidden. Expired jobs stay readable as Vencido. */
export function isReadable(r: Pick<DetailRow, 'estado' | 'publico' | 'cerrado' | 'oculto' | 'fecha_publicacion'>, now: Date) {
  if (r.cerrado || r.oculto) return false;
  if (r.estado === 2) return true;
  return r.publico && now.getTime() - new Date(r.fecha_publicacion).getTime() < PUBLIC_POSTING_GRACE_MS;
}

export type LoadedJob = { row: DetailRow; detail: JobDetail; lists: JobLists };

/** The job by code with its lists, or null when unknown. Does not check who asks. */
export async function loadJob(deps: AppDeps, code: string): Promise<LoadedJob | null> {
  const [row] = await queryRows<DetailRow>(
    deps.db,
    sql`select j.id, j.codigo, j.company_id, j.titulo, j.descripcion, j.descripcion_larga, j.ubicacion, j.ciudad_id,
          j.tipo_empleo_id, j.categoria_id, j.experiencia_id, j.modalidad_id, j.salario, j.vistas, j.fecha_publicacion,
          j.fecha_vencimiento, j.estado, j.publico, j.cerrado, j.oculto,
          c.codigo as empresa_codigo, c.nombre as empresa_nombre, c.url_imagen as empresa_logo,
          (select count(*) from applications a where a.job_id = j.id)::int as postulantes,
          (select json_agg(r.descripcion order by r.orden, r.id) from job_requirements r where r.job_id = j.id) as requerimientos,
          (select json_agg(r.descripcion order by r.orden, r.id) from job_responsibilities r where r.job_id = j.id) as responsabilidades,
          (select json_agg(s.skill_id order by s.skill_id) from job_skills s where s.job_id = j.id) as habilidades,
          (select json_agg(l.language_code order by l.language_code) from job_language_links l where l.job_id = j.id) as idiomas
        from jobs j join companies c on c.id = j.company_id
        where j.codigo = ${code}`,
  );
  if (!row) return null;
  const now = deps.clock.now();
  const expired = String(row.fecha_vencimiento) < laPazDate(now);
  const detail: JobDetail = {
    Empleo: row.id,
    CodigoEmpleo: row.codigo,
    Titulo: row.titulo,
    Descripcion: row.descripcion,
    DescripcionLarga: row.descripcion_larga,
    Ubicacion: row.ubicacion,
    Ciudad: row.ciudad_id,
    NombreCiudad: nameOf(CITIES, row.ciudad_id),
    TipoEmpleo: row.tipo_empleo_id,
    TipoEmpleoNombre: nameOf(JOB_TYPES, row.tipo_empleo_id),
    Categoria: row.categoria_id,
    CategoriaNombre: nameOf(CATEGORIES, row.categoria_id, 'No especificada'),
    TiempoExperiencia: row.experiencia_id,
    TiempoExperienciaTitulo: nameOf(EXPERIENCE, row.experiencia_id),
    Modalidad: row.modalidad_id,
    ModalidadNombre: nameOf(WORK_MODES, row.modalidad_id),
    SalarioAproximado: Number(row.salario),
    Vistas: Number(row.vistas),
    FechaPublicacion: iso(row.fecha_publicacion),
    FechaVencimiento: String(row.fecha_vencimiento),
    Estado: expired ? 3 : Number(row.estado),
    Publico: isReadable(row, now) && !expired,
    Empresa: row.company_id,
    EmpresaCodigo: row.empresa_codigo,
    EmpresaNombre: row.empresa_nombre,
    EmpresaLogo: publicFileUrl(row.empresa_logo),
    CantidadPostulantes: Number(row.postulantes),
    EsPropio: false,
  };
  const lists: JobLists = {
    requerimientos: arr<string>(row.requerimientos),
    responsabilidades: arr<string>(row.responsabilidades),
    habilidades: arr<number>(row.habilidades).map((id) => nameOf(SKILLS, Number(id))).filter(Boolean),
    idiomas: arr<string>(row.idiomas).map((code) => nameOf(JOB_LANGUAGES, code)).filter(Boolean),
  };
  return { row, detail, lists };
}

/** Who may read a job: anyone when it is public (or expired), its company and staff always, and a candidate who applied to it. */
export async function mayRead(deps: AppDeps, job: LoadedJob, user: AuthUser | null): Promise<{ ok: boolean; owner: boolean }> {
  const owner = Boolean(user && (user.role === 'admin' || (user.companyId !== null && user.companyId === job.row.company_id)));
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

/** Featured jobs, cities with their public job counts and the home page's figures. */
export async function basicData(deps: AppDeps) {
  const [featured, byCity, [figures]] = await Promise.all([
    newestPublicJobs(deps, FEATURED_JOBS),
    publicCountsBy(deps, 'ciudad_id'),
    queryRows<{ companies: number; candidates: number }>(
      deps.db,
      sql`select (select count(*) from companies)::int as companies, (select count(*) from candidates)::int as candidates`,
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
