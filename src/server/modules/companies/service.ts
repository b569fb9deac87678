/** Company pages: the detail with its public jobs, and the company list. */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { queryRows } from '../../db/client';
import { CITIES, COMPANY_SIZES, COMPANY_TYPES, JOB_TYPES, nameOf } from '../../../shared/catalog';
import type { CompanyDetail, CompanyListItem } from '../../../shared/contract/companies';
import { publicFileUrl } from '../../infra/storage/storage';
import { isoInstant } from '../../db/sql';
import { verifiedSql } from '../verification/public';
import { liveAccount } from '../auth/public';
import { listedJobCondition, postingJobCondition, publicJobCondition } from '../jobs/public';

/** The company's public jobs shown on its page (newest first). */
export const COMPANY_JOBS_LIMIT = 100;

type CompanyRow = {
  id: number;
  codigo: string;
  nombre: string;
  descripcion: string;
  pais: string;
  ciudad_id: number | null;
  direccion: string;
  acercade: string;
  correo: string;
  telefono: string;
  tipo_empresa_id: number | null;
  tamano_empresa_id: number | null;
  anio_fundacion: number | null;
  url_imagen: string | null;
  empleos: number;
  verificada: boolean;
};

/** A company's public page: its confidential postings (issue 39) are neither listed nor counted. */
export async function companyDetail(deps: AppDeps, code: string) {
  const now = deps.clock.now();
  const [row] = await queryRows<CompanyRow>(
    deps.db,
    sql`select c.id, c.codigo, c.nombre, c.descripcion, c.pais, c.ciudad_id, c.direccion, c.acercade, c.correo, c.telefono,
          c.tipo_empresa_id, c.tamano_empresa_id, c.anio_fundacion, c.url_imagen, ${verifiedSql()} as verificada,
          (select count(*) from jobs j where j.company_id = c.id and not j.confidencial and ${publicJobCondition(now)})::int as empleos
        from companies c where c.codigo = ${code} and ${liveAccount(sql`c.user_id`)}`,
  );
  if (!row) return null;
  const jobs = await queryRows<{
    codigo: string;
    titulo: string;
    tipo_empleo_id: number;
    ciudad_id: number;
    fecha_publicacion: Date | string;
    fecha_vencimiento: string;
    salario: number;
    salario_minimo: number;
  }>(
    deps.db,
    sql`select j.codigo, j.titulo, j.tipo_empleo_id, j.ciudad_id, j.fecha_publicacion, j.fecha_vencimiento, j.salario, j.salario_minimo
        from jobs j where j.company_id = ${row.id} and not j.confidencial and ${publicJobCondition(now)}
        order by j.fecha_publicacion desc, j.id desc limit ${COMPANY_JOBS_LIMIT}`,
  );
  const detail: CompanyDetail = {
    Empresa: row.id,
    EmpresaCodigo: row.codigo,
    Nombre: row.nombre,
    Descripcion: row.descripcion,
    Pais: row.pais,
    Ciudad: nameOf(CITIES, row.ciudad_id),
    CiudadId: row.ciudad_id,
    Direccion: row.direccion,
    Acercade: row.acercade,
    Correo: row.correo,
    Telefono: row.telefono,
    TipoEmpresa: row.tipo_empresa_id,
    TipoEmpresaDescripcion: nameOf(COMPANY_TYPES, row.tipo_empresa_id),
    TamanoEmpresa: row.tamano_empresa_id,
    TamanoEmpresaDescripcion: nameOf(COMPANY_SIZES, row.tamano_empresa_id),
    AnioFundacion: row.anio_fundacion,
    UrlImagen: publicFileUrl(row.url_imagen),
    EmpresaVerificada: row.verificada === true,
    CantidadEmpleos: Number(row.empleos),
  };
  return {
    loEmpresa: detail,
    laEmpleos: jobs.map((j) => ({
      CodigoEmpleo: j.codigo,
      Titulo: j.titulo,
      TipoEmpleoNombre: nameOf(JOB_TYPES, j.tipo_empleo_id),
      NombreCiudad: nameOf(CITIES, j.ciudad_id),
      FechaPublicacion: isoInstant(j.fecha_publicacion),
      FechaVencimiento: String(j.fecha_vencimiento),
      SalarioAproximado: Number(j.salario),
      SalarioMinimo: Number(j.salario_minimo),
    })),
  };
}

/** Every company, by name, with its number of public jobs. */
export async function listCompanies(deps: AppDeps): Promise<CompanyListItem[]> {
  const now = deps.clock.now();
  const rows = await queryRows<{ id: number; codigo: string; nombre: string; url_imagen: string | null; ciudad_id: number | null; empleos: number }>(
    deps.db,
    sql`select c.id, c.codigo, c.nombre, c.url_imagen, c.ciudad_id, coalesce(n.empleos, 0)::int as empleos
        from companies c
        left join (select company_id, count(*) as empleos from (
            select j.company_id from jobs j where ${listedJobCondition(now)} and not j.confidencial
            union all select j.company_id from jobs j where ${postingJobCondition(now)} and not j.confidencial) u group by company_id) n
          on n.company_id = c.id
        where ${liveAccount(sql`c.user_id`)}
        order by c.nombre, c.id`,
  );
  return rows.map((r) => ({
    Empresa: r.id,
    EmpresaCodigo: r.codigo,
    Nombre: r.nombre,
    UrlImagen: publicFileUrl(r.url_imagen),
    Ciudad: nameOf(CITIES, r.ciudad_id),
    CantidadEmpleos: Number(r.empleos),
  }));
}
