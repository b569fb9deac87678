/** Accounts, CVs and jobs for the hiring, applications and dashboard API tests. */
import { eq, sql } from 'drizzle-orm';
import { emptyCv, type CvDocument } from '../../../shared/cv/document';
import type { JobInput } from '../../../shared/contract/hiring';
import { laPazDate } from '../jobs/visibility';
import { queryRows } from '../../db/client';
import { curriculums, jobs } from '../../db/schema';
import { call, type TestApp } from '../../test/test-app';
import { createCandidateAccount, createCompanyAccount } from '../auth/service';

let seq = 0;
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(++seq).toString(36)}@example.bo`;

export async function newCompany(t: TestApp, name = 'Empresa de Prueba S.R.L.') {
  const correo = unique('empresa');
  const acct = await createCompanyAccount(
    t.deps,
    { nombre: 'Marco', apellidos: 'Quispe', correo, telefono: '77712345', password: 'Secreta123', profesion: 'Gerente' },
    { nombreEmpresa: name, descripcion: 'Empresa de prueba.', anioFundacion: 2010, ciudadId: 4 },
  );
  if (!acct) throw new Error('company not created');
  return { ...acct, correo };
}

export async function newCandidate(t: TestApp, nombre = 'Rosa', telefono = '76543210') {
  const correo = unique('candidato');
  const acct = await createCandidateAccount(t.deps, { nombre, apellidos: 'Condori', correo, telefono, password: 'Secreta123', profesion: 'Contadora' });
  if (!acct) throw new Error('candidate not created');
  return { ...acct, correo };
}

/** A CV row as the CV module stores it (until a test needs its endpoints). */
export async function newCv(t: TestApp, candidateId: number, opts: { pagado?: boolean; doc?: Partial<CvDocument>; createdAt?: Date } = {}) {
  const doc: CvDocument = { ...emptyCv(), titulo: 'Mi CV', nombreCompleto: 'Rosa Condori', ...opts.doc };
  const [row] = await t.deps.db
    .insert(curriculums)
    .values({ candidateId, titulo: doc.titulo, documento: doc, pagado: opts.pagado ?? true, pagadoEn: opts.pagado === false ? null : t.clock.now(), ...(opts.createdAt ? { createdAt: opts.createdAt } : {}) })
    .returning({ id: curriculums.id });
  return row.id;
}

/** A date `days` days after today in La Paz, 'YYYY-MM-DD'. */
export function daysFromNow(t: TestApp, days: number) {
  return laPazDate(new Date(t.clock.now().getTime() + days * 24 * 3600 * 1000));
}

export function jobPayload(t: TestApp, over: Partial<JobInput> = {}): JobInput {
  return {
    tcTitulo: 'Contador General',
    tcDescripcion: 'Buscamos contador con experiencia en impuestos nacionales.',
    tcDescripcionLarga: 'Responsable de la contabilidad general de la empresa.',
    tcFechaVencimiento: daysFromNow(t, 30),
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

export async function createJob(t: TestApp, token: string, over: Partial<JobInput> = {}) {
  const res = await call(t.app, '/api/servicio/registrarempleo', jobPayload(t, over), token);
  if (res.status !== 200 || res.body.error !== 0) throw new Error(`job not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.values as { Empleo: number; CodigoEmpleo: string };
}

/** What a confirmed job payment does (payments module): estado 2. */
export async function markJobPaid(t: TestApp, jobId: number) {
  await t.deps.db.update(jobs).set({ estado: 2 }).where(eq(jobs.id, jobId));
}

export async function countRows(t: TestApp, table: string, where = 'true') {
  const [row] = await queryRows<{ n: number }>(t.deps.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number(row.n);
}
