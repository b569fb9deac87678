/**
 * Job list items (the spec's list shape) read by id, in the order given. Catalogue names come
 * from src/shared/catalog.ts, so the query joins only the company. Other areas may reuse
 * `jobListItems` to show jobs as cards (JobCard on the web).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { isoSql, sqlList } from '../../db/sql';
import { CATEGORIES, CITIES, COMPANY_TYPES, EXPERIENCE, JOB_TYPES, WORK_MODES, nameOf } from '../../../shared/catalog';
import { CONFIDENTIAL_COMPANY } from '../../../shared/rules';
import type { JobListItem } from '../../../shared/contract/jobs';
import { publicFileUrl } from '../../infra/storage/storage';
import { verifiedSql } from '../verification/public';

export type JobRow = {
  id: number;
  codigo: string;
  titulo: string;
  descripcion: string;
  salario: number;
  salario_minimo: number;
  ciudad_id: number;
  tipo_empleo_id: number;
  experiencia_id: number;
  categoria_id: number | null;
  modalidad_id: number;
  /** ISO-8601 UTC, as the reply gives it (isoSql). */
  fecha_publicacion: string;
  fecha_vencimiento: string;
  empresa_codigo: string;
  empresa_nombre: string;
  empresa_logo: string | null;
  /** The company is verified (decision trust.md). */
  empresa_verificada: boolean;
  postulantes: number;
  /** Issue 39: the company is not shown (empresa_* above are already blank). */
  confidencial: boolean;
  tipo_empresa_id: number | null;
  /** ISO-8601 UTC, or null: featured until then. */
  destacado_hasta: string | null;
};

/** Featured at `now` (issue 39). */
export const featuredAt = (until: string | null, now: Date) => until !== null && Date.parse(until) > now.getTime();

export function toListItem(r: JobRow, now: Date = new Date()): JobListItem {
  return {
    Empleo: r.id,
    CodigoEmpleo: r.codigo,
    Titulo: r.titulo,
    Descripcion: r.descripcion,
    SalarioAproximado: Number(r.salario),
    SalarioMinimo: Number(r.salario_minimo ?? 0),
    EmpresaCodigo: r.empresa_codigo,
    EmpresaNombre: r.empresa_nombre,
    Empresa: { Nombre: r.empresa_nombre, Logo: publicFileUrl(r.empresa_logo) },
    EmpresaVerificada: r.empresa_verificada === true,
    Ciudad: r.ciudad_id,
    NombreCiudad: nameOf(CITIES, r.ciudad_id),
    TipoEmpleo: r.tipo_empleo_id,
    TipoEmpleoNombre: nameOf(JOB_TYPES, r.tipo_empleo_id),
    TiempoExperiencia: r.experiencia_id,
    TiempoExperienciaTitulo: nameOf(EXPERIENCE, r.experiencia_id),
    Categoria: r.categoria_id,
    CategoriaNombre: nameOf(CATEGORIES, r.categoria_id, 'No especificada'),
    Modalidad: r.modalidad_id,
    ModalidadNombre: nameOf(WORK_MODES, r.modalidad_id),
    FechaPublicacion: r.fecha_publicacion,
    FechaVencimiento: String(r.fecha_vencimiento),
    CantidadPostulantes: Number(r.postulantes),
    Destacado: featuredAt(r.destacado_hasta, now),
    Confidencial: r.confidencial === true,
    EmpresaSector: nameOf(COMPANY_TYPES, r.tipo_empresa_id === null ? null : Number(r.tipo_empresa_id)),
  };
}

/**
 * Columns of a list item; `j` is jobs, `c` its company. The publication instant comes as the
 * reply's text (no date parsed by the driver and formatted again, for each item of each page).
 * A confidential job (issue 39) never carries its company's code, name, logo or verified mark:
 * «Empresa confidencial» and the company's sector instead, for every reader of list items.
 */
export const listColumns = sql`j.id, j.codigo, j.titulo, j.descripcion, j.salario, j.salario_minimo, j.ciudad_id, j.tipo_empleo_id,
  j.experiencia_id, j.categoria_id, j.modalidad_id, ${isoSql(sql`j.fecha_publicacion`)} as fecha_publicacion, j.fecha_vencimiento,
  case when j.confidencial then '' else c.codigo end as empresa_codigo,
  case when j.confidencial then ${CONFIDENTIAL_COMPANY}::text else c.nombre end as empresa_nombre,
  case when j.confidencial then null else c.url_imagen end as empresa_logo,
  (not j.confidencial and ${verifiedSql()}) as empresa_verificada,
  (select count(*) from applications a where a.job_id = j.id)::int as postulantes,
  j.confidencial, c.tipo_empresa_id, ${isoSql(sql`j.destacado_hasta`)} as destacado_hasta`;

/** List items of the given job ids, in that order (ids not found are skipped). */
export async function jobListItems(db: DbOrTx, ids: number[], now: Date = new Date()): Promise<JobListItem[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<JobRow>(
    db,
    sql`select ${listColumns} from jobs j join companies c on c.id = j.company_id
        where j.id in (${sqlList(ids)})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toListItem(r, now)] : [];
  });
}
