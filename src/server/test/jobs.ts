/** Jobs, CVs and applications for the API tests, written as their areas write them. */
import { sql } from 'drizzle-orm';
import { emptyCv, type CvDocument } from '../../shared/cv/document';
import type { JobInput } from '../../shared/contract/hiring';
import type { AppDeps } from '../core/context';
import { DAY_MS, laPazDayFrom } from '../core/time';
import { queryRows } from '../db/client';
import { applications, curriculums } from '../db/schema';
import { insertJob, markJobPaid, type NewJob } from '../modules/jobs/public';
import { call, type TestApp } from './test-app';

/** A paid job published five days ago, open thirty more (anything else through `over`). */
export async function makeJob(deps: AppDeps, companyId: number, over: Partial<NewJob> = {}) {
  const now = deps.clock.now();
  return deps.db.transaction((tx) =>
    insertJob(tx, {
      companyId,
      titulo: 'Auxiliar de almacén',
      descripcion: 'Recepción y despacho de mercadería.',
      ciudadId: 3,
      tipoEmpleoId: 1,
      categoriaId: 11,
      experienciaId: 1,
      salario: 2800,
      modalidadId: 1,
      estado: 2,
      fechaPublicacion: new Date(now.getTime() - 5 * DAY_MS),
      fechaVencimiento: laPazDayFrom(now, 30),
      ...over,
    }),
  );
}

/** What a confirmed job payment does. */
export const payJob = (deps: AppDeps, jobId: number) => markJobPaid(deps.db, jobId, deps.clock.now());

/** A job form as the company's page sends it. */
export function jobPayload(t: TestApp, over: Partial<JobInput> = {}): JobInput {
  return {
    tcTitulo: 'Contador General',
    tcDescripcion: 'Buscamos contador con experiencia en impuestos nacionales.',
    tcDescripcionLarga: 'Responsable de la contabilidad general de la empresa.',
    tcFechaVencimiento: laPazDayFrom(t.clock.now(), 30),
    tnSalario: 5000,
    tnTipoEmpleo: 1,
    tcDireccion: 'Av. 16 de Julio 1490, La Paz',
    tnCategoria: 14,
    tnTiempoExperiencia: 3,
    taHabilidades: [5, 8, 32],
    taIdiomas: ['es', 'en'],
    tnCiudad: 4,
    taResponsabilidades: ['Llevar los libros contables', 'Declarar impuestos'],
    taRequerimientos: ['Título en auditoría', 'Manejo del SIAT'],
    tnModalidad: 1,
    ...over,
  };
}

/** A job published through the API (unpaid). */
export async function createJob(t: TestApp, token: string, over: Partial<JobInput> = {}) {
  const res = await call(t.app, '/api/servicio/registrarempleo', jobPayload(t, over), token);
  if (res.status !== 200 || res.body.error !== 0) throw new Error(`job not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.values as { Empleo: number; CodigoEmpleo: string };
}

/** A CV row as the CV area stores it: a valid document, paid unless said otherwise. */
export async function newCv(deps: AppDeps, candidateId: number, opts: { pagado?: boolean; doc?: Partial<CvDocument>; createdAt?: Date } = {}) {
  const doc: CvDocument = { ...emptyCv(), titulo: 'Mi CV', nombreCompleto: 'Rosa Condori', ...opts.doc };
  const paid = opts.pagado ?? true;
  const [row] = await deps.db
    .insert(curriculums)
    .values({ candidateId, titulo: doc.titulo, documento: doc, pagado: paid, pagadoEn: paid ? deps.clock.now() : null, ...(opts.createdAt ? { createdAt: opts.createdAt } : {}) })
    .returning({ id: curriculums.id });
  return row.id;
}

/** A paid CV row holding exactly `documento` (for documents an older client stored). */
export async function makeCv(deps: AppDeps, candidateId: number, documento: unknown, titulo = 'Mi CV') {
  const [cv] = await deps.db.insert(curriculums).values({ candidateId, titulo, documento, pagado: true }).returning({ id: curriculums.id });
  return cv.id;
}

export async function makeApplication(deps: AppDeps, jobId: number, candidateId: number, curriculumId: number) {
  await deps.db.insert(applications).values({ jobId, candidateId, curriculumId });
}

export async function countRows(deps: AppDeps, table: string, where = 'true') {
  const [row] = await queryRows<{ n: number }>(deps.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number(row.n);
}
