import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../../shared/contract/hiring';
import { POSTING_MESSAGES } from '../../../shared/contract/postings';
import { queryRows } from '../../db/client';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { laPazDayFrom } from '../../core/time';
import { publicJobCondition } from '../jobs/public';
import { newAdmin, newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { createJob, jobPayload, newCv, payJob } from '../../test/jobs';

const t = setupTestApp();
let company: TestCompany;
let other: TestCompany;
let candidate: TestCandidate;
let adminToken: string;

beforeAll(async () => {
  company = await newCompany(t.deps, 'Andes Contable S.R.L.');
  other = await newCompany(t.deps, 'Otra Empresa S.A.');
  candidate = await newCandidate(t.deps);
  adminToken = (await newAdmin(t.deps)).token;
});

const register = (body: unknown, token = company.token) => call(t.app, '/api/servicio/registrarempleo', body, token);
const listMine = (token = company.token) => call(t.app, '/api/servicio/listarempleosbyempresa', [], token);
const publicSearch = async (codigo: string) => {
  const rows = await queryRows<{ codigo: string }>(t.deps.db, sql`select j.codigo from jobs j where j.codigo = ${codigo} and ${publicJobCondition(t.clock.now())}`);
  return rows.length === 1;
};

describe('registrarempleo', () => {
  it('creates a pending job with its lists, skills and languages', async () => {
    const res = await register(jobPayload(t, { taRequerimientos: ['  Título en auditoría  ', '', '   '], taResponsabilidades: ['Declarar impuestos'] }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: 'Empleo registrado exitosamente' });
    const { Empleo, CodigoEmpleo } = res.body.values;
    expect(Empleo).toBeGreaterThan(0);
    expect(CodigoEmpleo).toMatch(/^[a-z0-9]{12}$/);
    const edit = await call(t.app, '/api/servicio/getempleoedicion', { tcCodigoEmpleo: CodigoEmpleo }, company.token);
    expect(edit.body.values).toMatchObject({
      Estado: 1,
      // Never sent to payment: a Borrador (decision 075).
      EstadoNombre: 'Borrador',
      Pagado: 0,
      tcTitulo: 'Contador General',
      tnSalario: 5000,
      tnTipoEmpleo: 1,
      tnCategoria: 14,
      tnTiempoExperiencia: 3,
      tnCiudad: 4,
      tnModalidad: 1,
      taHabilidades: [5, 8, 32],
      taIdiomas: ['es', 'en'],
      taRequerimientos: ['Título en auditoría'],
      taResponsabilidades: ['Declarar impuestos'],
      tcDireccion: 'Av. 16 de Julio 1490, La Paz',
    });
    const [row] = await queryRows<{ search_text: string }>(t.deps.db, sql`select search_text from jobs where id = ${Empleo}`);
    expect(row.search_text).toContain('Título en auditoría');
    expect(row.search_text).toContain('Contabilidad');
  });

  it('accepts the old client quirks: numbers as text, lists as JSON text', async () => {
    const res = await register({
      ...jobPayload(t),
      tnSalario: '3000',
      tnTipoEmpleo: '2',
      tnCategoria: '4',
      tnCiudad: '8',
      tnTiempoExperiencia: '0',
      taHabilidades: '[18, "19"]',
      taRequerimientos: '["Node.js"]',
      tcFechaVencimiento: `${laPazDayFrom(t.clock.now(), 10)}T00:00:00.000Z`,
    });
    expect(res.body.error).toBe(0);
  });

  it('answers each validation rule with its message', async () => {
    const missing = await register({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 1, codigoerror: 1 });
    expect(missing.body.errores).toMatchObject({
      tcTitulo: JOB_MESSAGES.titulo,
      tcDescripcion: JOB_MESSAGES.descripcion,
      tcFechaVencimiento: JOB_MESSAGES.fechaVencimiento,
      tnTipoEmpleo: JOB_MESSAGES.tipoEmpleo,
      tnCategoria: JOB_MESSAGES.categoria,
      tnCiudad: JOB_MESSAGES.ciudad,
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tcTitulo: '   ' }, 'tcTitulo', JOB_MESSAGES.titulo],
      [{ tcTitulo: 'x'.repeat(151) }, 'tcTitulo', 'Máximo 150 caracteres.'],
      [{ tcDescripcion: 'x'.repeat(1001) }, 'tcDescripcion', 'Máximo 1000 caracteres.'],
      [{ tcDescripcionLarga: 'x'.repeat(10_001) }, 'tcDescripcionLarga', 'Máximo 10000 caracteres.'],
      [{ tcFechaVencimiento: '31/12/2030' }, 'tcFechaVencimiento', JOB_MESSAGES.fechaInvalida],
      [{ tcFechaVencimiento: '2030-02-30' }, 'tcFechaVencimiento', JOB_MESSAGES.fechaInvalida],
      [{ tnSalario: 3500.5 }, 'tnSalario', JOB_MESSAGES.salario],
      [{ tnSalario: -1 }, 'tnSalario', JOB_MESSAGES.salario],
      [{ tnSalario: 1_000_001 }, 'tnSalario', JOB_MESSAGES.salario],
      [{ tnSalario: 3000, tnSalarioMinimo: 3500 }, 'tnSalarioMinimo', POSTING_MESSAGES.salarioRango],
      [{ tnSalario: 0, tnSalarioMinimo: 2000 }, 'tnSalario', POSTING_MESSAGES.salarioSinMaximo],
      [{ tnSalarioMinimo: 'mucho' }, 'tnSalarioMinimo', POSTING_MESSAGES.salarioMinimo],
      [{ tnTipoEmpleo: 0 }, 'tnTipoEmpleo', JOB_MESSAGES.tipoEmpleo],
      [{ tnTipoEmpleo: 6 }, 'tnTipoEmpleo', JOB_MESSAGES.tipoEmpleo],
      [{ tnCategoria: 41 }, 'tnCategoria', JOB_MESSAGES.categoria],
      [{ tnCiudad: 11 }, 'tnCiudad', JOB_MESSAGES.ciudad],
      [{ tnTiempoExperiencia: 6 }, 'tnTiempoExperiencia', JOB_MESSAGES.experiencia],
      [{ tnModalidad: 4 }, 'tnModalidad', JOB_MESSAGES.modalidad],
      [{ taHabilidades: [41] }, 'taHabilidades.0', JOB_MESSAGES.habilidades],
      [{ taIdiomas: ['xx'] }, 'taIdiomas.0', JOB_MESSAGES.idiomas],
      [{ taRequerimientos: Array(31).fill('a') }, 'taRequerimientos', 'Máximo 30 elementos en la lista de requerimientos.'],
      [{ taResponsabilidades: ['x'.repeat(301)] }, 'taResponsabilidades.0', 'Cada responsabilidad tiene como máximo 300 caracteres.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await register({ ...jobPayload(t), ...over });
      expect(res.status, field).toBe(400);
      expect(res.body.errores?.[field], JSON.stringify(over).slice(0, 60)).toBe(message);
    }
  });

  it('checks the expiry date against today in La Paz', async () => {
    t.clock.set(new Date('2026-03-10T15:00:00Z'));
    try {
      const today = await register(jobPayload(t, { tcFechaVencimiento: '2026-03-10' }));
      expect(today.status).toBe(400);
      expect(today.body.errores.tcFechaVencimiento).toBe(JOB_MESSAGES.fechaPasada);
      const far = await register(jobPayload(t, { tcFechaVencimiento: '2027-03-11' }));
      expect(far.body.errores.tcFechaVencimiento).toBe(JOB_MESSAGES.fechaLejana);
      const tomorrow = await register(jobPayload(t, { tcFechaVencimiento: '2026-03-11' }));
      expect(tomorrow.body.error).toBe(0);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses wrong types, hostile and oversize bodies without a 500', async () => {
    const wrong = await register({ ...jobPayload(t), tcTitulo: { $ne: 1 }, tnTipoEmpleo: true, tnCiudad: [4], taHabilidades: 'nope', taIdiomas: [1] });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errores)).toEqual(expect.arrayContaining(['tcTitulo', 'tnTipoEmpleo', 'tnCiudad', 'taHabilidades']));
    const notJson = await call(t.app, '/api/servicio/registrarempleo', '{"tcTitulo":', company.token, { headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const arrayBody = await register([]);
    expect(arrayBody.status).toBe(400);
    const huge = await register({ ...jobPayload(t), tcDescripcionLarga: 'a'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
    const hostile = `<script>alert('x')</script> '; drop table jobs; -- %_\\ ../../etc/passwd`;
    const ok = await register(jobPayload(t, { tcTitulo: hostile.slice(0, 150), tcDescripcion: hostile, taRequerimientos: [hostile] }));
    expect(ok.body.error).toBe(0);
    const edit = await call(t.app, '/api/servicio/getempleoedicion', { tcCodigoEmpleo: ok.body.values.CodigoEmpleo }, company.token);
    expect(edit.body.values.tcDescripcion).toBe(hostile);
    expect(edit.body.values.taRequerimientos).toEqual([hostile]);
  });

  it('needs a company token: 401 without, 403 for a candidate', async () => {
    expect((await register(jobPayload(t), '')).status).toBe(401);
    const asCandidate = await register(jobPayload(t), candidate.token);
    expect(asCandidate.status).toBe(403);
    expect(asCandidate.body.codigoerror).toBe(1);
    expect((await register(jobPayload(t), 'x'.repeat(43))).status).toBe(401);
  });
});

describe('edit and delete', () => {
  it('the owner edits every field; another company gets the 404 of an unknown code', async () => {
    const job = await createJob(t, company.token);
    const changed = jobPayload(t, {
      tcTitulo: 'Contador Senior',
      tnCiudad: 8,
      tnModalidad: 3,
      taHabilidades: [17],
      taIdiomas: ['pt'],
      taRequerimientos: ['CPA'],
      taResponsabilidades: [],
      tnSalario: 6000,
    });
    const res = await call(t.app, '/api/servicio/actualizarempleo', { ...changed, tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    expect(res.body).toMatchObject({ error: 0, values: job });
    const edit = await call(t.app, '/api/servicio/getempleoedicion', { tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    expect(edit.body.values).toMatchObject({ tcTitulo: 'Contador Senior', tnCiudad: 8, tnModalidad: 3, taHabilidades: [17], taIdiomas: ['pt'], taRequerimientos: ['CPA'], taResponsabilidades: [], tnSalario: 6000 });
    const [row] = await queryRows<{ search_text: string }>(t.deps.db, sql`select search_text from jobs where id = ${job.Empleo}`);
    expect(row.search_text).toContain('Santa Cruz');
    expect(row.search_text).toContain('Programación');

    const foreign = await call(t.app, '/api/servicio/actualizarempleo', { ...changed, tcCodigoEmpleo: job.CodigoEmpleo }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await call(t.app, '/api/servicio/actualizarempleo', { ...changed, tcCodigoEmpleo: 'noexiste1234' }, other.token)).body);
    expect((await call(t.app, '/api/servicio/getempleoedicion', { tcCodigoEmpleo: job.CodigoEmpleo }, other.token)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/eliminarempleo', { tcCodigoEmpleo: job.CodigoEmpleo }, other.token)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/eliminarempleo', { tcCodigoEmpleo: job.CodigoEmpleo }, candidate.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/eliminarempleo', { tcCodigoEmpleo: job.CodigoEmpleo })).status).toBe(401);
    const unknown = await call(t.app, '/api/servicio/actualizarempleo', { ...changed, tcCodigoEmpleo: 'noexiste1234' }, company.token);
    expect(unknown.status).toBe(404);
    const traversal = await call(t.app, '/api/servicio/getempleoedicion', { tcCodigoEmpleo: '../../etc/passwd' }, company.token);
    expect(traversal.status).toBe(400);
    expect((await call(t.app, '/api/servicio/getempleoedicion', {}, company.token)).status).toBe(400);
    // The admin manages any job.
    const byAdmin = await call(t.app, '/api/servicio/getempleoedicion', { tcCodigoEmpleo: job.CodigoEmpleo }, adminToken);
    expect(byAdmin.body.values.tcTitulo).toBe('Contador Senior');
  });

  it('a paid job cannot extend its expiry date; it can shorten it', async () => {
    const job = await createJob(t, company.token, { tcFechaVencimiento: laPazDayFrom(t.clock.now(), 20) });
    await payJob(t.deps, job.Empleo);
    const later = await call(t.app, '/api/servicio/actualizarempleo', { ...jobPayload(t, { tcFechaVencimiento: laPazDayFrom(t.clock.now(), 40) }), tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    expect(later.status).toBe(400);
    expect(later.body.errores.tcFechaVencimiento).toMatch(/no puede extender/);
    const sooner = await call(t.app, '/api/servicio/actualizarempleo', { ...jobPayload(t, { tcFechaVencimiento: laPazDayFrom(t.clock.now(), 10) }), tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    expect(sooner.body.error).toBe(0);
  });

  it('delete closes the job: it leaves the lists and search, its applications stay', async () => {
    const job = await createJob(t, company.token);
    await payJob(t.deps, job.Empleo);
    const cv = await newCv(t.deps, candidate.candidateId);
    const applied = await call(t.app, '/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: job.CodigoEmpleo }, candidate.token);
    expect(applied.body.Datos).toBe(1);
    expect(await publicSearch(job.CodigoEmpleo)).toBe(true);
    const del = await call(t.app, '/api/servicio/eliminarempleo', { tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    expect(del.body).toMatchObject({ error: 0, message: 'Empleo eliminado.' });
    expect(await publicSearch(job.CodigoEmpleo)).toBe(false);
    const mine = await listMine();
    expect(mine.body.Datos.map((j: { CodigoEmpleo: string }) => j.CodigoEmpleo)).not.toContain(job.CodigoEmpleo);
    const [closed] = await queryRows<{ cerrado: boolean }>(t.deps.db, sql`select cerrado from jobs where id = ${job.Empleo}`);
    expect(closed.cerrado).toBe(true);
    const apps = await call(t.app, '/api/servicio/listarempleosbyusuario', [], candidate.token);
    const mineApp = apps.body.Datos.find((a: { CodigoEmpleo: string }) => a.CodigoEmpleo === job.CodigoEmpleo);
    expect(mineApp).toMatchObject({ EmpleoCerrado: true, EstadoDescripcion: 'Recibido' });
    // Deleting again, or editing a closed job: 404.
    expect((await call(t.app, '/api/servicio/eliminarempleo', { tcCodigoEmpleo: job.CodigoEmpleo }, company.token)).status).toBe(404);
  });
});

describe('job states and visibility', () => {
  it('Borrador and Pendiente de pago are not public; Publicado is; Vencido leaves search and shows as 3', async () => {
    t.clock.set(new Date('2026-05-04T14:00:00Z'));
    try {
      const job = await createJob(t, company.token, { tcFechaVencimiento: '2026-05-20', tcTitulo: 'Estados' });
      const find = async () => (await listMine()).body.Datos.find((j: { CodigoEmpleo: string }) => j.CodigoEmpleo === job.CodigoEmpleo);
      expect(await find()).toMatchObject({ Estado: 1, EstadoNombre: 'Borrador', Pagado: 0, Visible: false, Publico: false });
      expect(await publicSearch(job.CodigoEmpleo)).toBe(false);
      // A QR was made: waiting for the payment.
      const payer = { tcNombreUsuario: 'Jorge Vargas', tnCiNit: '4567890', tnTelefono: '77712345', tcCorreo: 'pagos@example.bo' };
      expect((await call(t.app, '/api/servicio/generarpagoempleo', { ...payer, Empleo: job.Empleo }, company.token)).status).toBe(200);
      expect(await find()).toMatchObject({ Estado: 1, EstadoNombre: 'Pendiente de pago', Pagado: 0, Visible: false });
      await payJob(t.deps, job.Empleo);
      // A live paid job never reads 'Completado'.
      expect(await find()).toMatchObject({ Estado: 2, EstadoNombre: 'Publicado', Pagado: 1, Visible: true });
      expect(await publicSearch(job.CodigoEmpleo)).toBe(true);
      // The last day (La Paz) is still public; the next day it is Vencido.
      t.clock.set(new Date('2026-05-21T03:59:00Z'));
      expect(await find()).toMatchObject({ Estado: 2, Visible: true });
      t.clock.set(new Date('2026-05-21T04:01:00Z'));
      expect(await find()).toMatchObject({ Estado: 3, EstadoNombre: 'Vencido', Pagado: 1, Visible: false });
      expect(await publicSearch(job.CodigoEmpleo)).toBe(false);
    } finally {
      t.clock.reset();
    }
  });
});

describe('paying a job (payments module endpoints)', () => {
  it('paying twice credits once: the job is Completado, a second QR is refused, confirmations are idempotent', async () => {
    const job = await createJob(t, company.token, { tcTitulo: 'Pago doble' });
    const payer = { tcNombreUsuario: 'Marco Quispe', tnCiNit: '4567890', tnTelefono: '77712345', tcCorreo: 'pagos@example.bo', Empleo: job.Empleo };
    const first = await call(t.app, '/api/servicio/generarpagoempleo', payer, company.token);
    const second = await call(t.app, '/api/servicio/generarpagoempleo', payer, company.token);
    expect(first.body.Datos.MontoBs).toBe(50);
    const qrs = [first.body.Datos, second.body.Datos].map((d) => ({ tx: d.TransaccionDePago, code: new URL(d.UrlPago).searchParams.get('codigo') }));
    const txs = qrs.map((q) => q.tx);
    // The second QR replaces the first (decision 022); each QR's confirmation (with its code, decision 063) is sent three times at once.
    const confirmations = await Promise.all(
      qrs.flatMap((q) => [1, 2, 3].map(() => call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: q.tx, tcCodigo: q.code }))),
    );
    expect(confirmations.every((r) => r.status === 200)).toBe(true);
    const [row] = await queryRows<{ estado: number; paid: number }>(
      t.deps.db,
      sql`select j.estado, (select count(*)::int from payments p where p.job_id = j.id and p.estado = 2) as paid from jobs j where j.id = ${job.Empleo}`,
    );
    expect(row.estado).toBe(2);
    expect(row.paid).toBe(1);
    const mine = (await listMine()).body.Datos.find((j: { Empleo: number }) => j.Empleo === job.Empleo);
    expect(mine).toMatchObject({ Estado: 2, Pagado: 1, Visible: true });
    const again = await call(t.app, '/api/servicio/generarpagoempleo', payer, company.token);
    expect(again.body).toMatchObject({ codigoerror: 1, message: 'Este empleo ya está pagado.' });
    const status = (tx: number) => call(t.app, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: job.Empleo }, company.token);
    expect((await status(txs[0])).body.values.EstadoTransaccion).toBe(3);
    expect((await status(txs[1])).body.values.EstadoTransaccion).toBe(2);
    // Another company cannot pay (or peek at) this job.
    expect((await call(t.app, '/api/servicio/generarpagoempleo', payer, other.token)).status).toBe(404);
  });
});

describe('company job lists', () => {
  it('lists only own jobs with their fields and applicant counts; the admin sees all', async () => {
    const fresh = await newCompany(t.deps, 'Lista S.A.');
    const a = await createJob(t, fresh.token, { tcTitulo: 'Primero', tnCategoria: 4 });
    const b = await createJob(t, fresh.token, { tcTitulo: 'Segundo' });
    await createJob(t, other.token, { tcTitulo: 'De otra empresa' });
    await payJob(t.deps, b.Empleo);
    const cv = await newCv(t.deps, candidate.candidateId);
    await call(t.app, '/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: b.CodigoEmpleo }, candidate.token);
    const res = await listMine(fresh.token);
    expect(res.body.codigoerror).toBe(0);
    expect(res.body.Datos.map((j: { Titulo: string }) => j.Titulo).sort()).toEqual(['Primero', 'Segundo']);
    const first = res.body.Datos.find((j: { Empleo: number }) => j.Empleo === a.Empleo);
    expect(first).toMatchObject({
      CodigoEmpleo: a.CodigoEmpleo,
      Descripcion: expect.any(String),
      Categoria: 4,
      CategoriaNombre: 'Tecnología',
      NombreCiudad: 'La Paz',
      TipoEmpleoNombre: 'Tiempo completo',
      TiempoExperienciaTitulo: '3-5 años',
      ModalidadNombre: 'Presencial',
      SalarioAproximado: 5000,
      CantidadPostulantes: 0,
      EmpresaNombre: 'Lista S.A.',
      EmpresaCodigo: expect.stringMatching(/^[a-z0-9]{12}$/),
      Empresa: { Nombre: 'Lista S.A.', Logo: null },
    });
    expect(first.FechaPublicacion).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(first.FechaVencimiento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.Datos.find((j: { Empleo: number }) => j.Empleo === b.Empleo).CantidadPostulantes).toBe(1);

    const all = await listMine(adminToken);
    expect(all.body.Datos.map((j: { Titulo: string }) => j.Titulo)).toEqual(expect.arrayContaining(['Primero', 'Segundo', 'De otra empresa']));
    expect((await listMine(candidate.token)).status).toBe(403);
    expect((await listMine('')).status).toBe(401);
  });

  it('this month: only jobs published in the current La Paz month', async () => {
    const fresh = await newCompany(t.deps, 'Mes S.A.');
    t.clock.set(new Date('2026-04-30T23:00:00Z')); // 19:00 on 30 April in La Paz
    const april = await createJob(t, fresh.token, { tcTitulo: 'Abril' });
    t.clock.set(new Date('2026-05-01T05:00:00Z')); // 01:00 on 1 May in La Paz
    const may = await createJob(t, fresh.token, { tcTitulo: 'Mayo' });
    const res = await call(t.app, '/api/servicio/listarempleosbyempresames', [], fresh.token);
    t.clock.reset();
    expect(res.body.Datos.map((j: { Empleo: number }) => j.Empleo)).toEqual([may.Empleo]);
    expect(res.body.Datos.map((j: { Empleo: number }) => j.Empleo)).not.toContain(april.Empleo);
  });

  it('accepts the old client bodies: [], {} or none', async () => {
    for (const body of [[], {}, undefined]) {
      const res = await call(t.app, '/api/servicio/listarempleosbyempresa', body, company.token);
      expect(res.status).toBe(200);
    }
  });
});

describe('every hiring endpoint with bad bodies', () => {
  const endpoints = [
    '/api/servicio/registrarempleo',
    '/api/servicio/registrarempleoPublico',
    '/api/servicio/actualizarempleo',
    '/api/servicio/eliminarempleo',
    '/api/servicio/getempleoedicion',
    '/api/servicio/listarempleosbyempresa',
    '/api/servicio/listarempleosbyempresames',
    '/api/servicio/getpostulantesEmpleo',
    '/api/servicio/listarpostulantesbyempresa',
    '/api/servicio/cambiarestadopostulacion',
    '/api/postularempleo',
    '/api/servicio/listarempleosbyusuario',
    '/api/servicio/listarempleosbycandidato',
    '/api/servicio/listarempleosbycandidatomes',
    '/api/servicio/graficasdashboard',
  ];
  const hostile = `<script>alert(1)</script>' or 1=1;-- ../../etc/passwd %00 \\`;
  const bodies: unknown[] = [
    {},
    { tcCodigoEmpleo: hostile, tnPostulacion: hostile, tnEstado: hostile, tnCurriculum: hostile, tnPagina: hostile },
    { tcCodigoEmpleo: { $ne: null }, tnPostulacion: [1], tnEstado: true, tnCurriculum: null, tnPagina: -1 },
    'null',
    { tcCodigoEmpleo: 'x'.repeat(100_000) },
  ];
  it('answers 2xx or 4xx with the envelope, never 5xx', async () => {
    for (const url of endpoints) {
      for (const token of [company.token, candidate.token, adminToken]) {
        for (const body of bodies) {
          const res = await call(t.app, url, body, token, typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {});
          expect(res.status, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBeLessThan(500);
          if (res.status >= 400) expect(res.body).toMatchObject({ codigoerror: 1, error: 1, status: false });
        }
      }
      // An oversize body is refused unread: 413 for a caller the route serves, 403 for a role it
      // does not (who calls is settled before the body is read).
      const huge = await Promise.all([company.token, candidate.token, adminToken].map((token) => call(t.app, url, { tcTitulo: 'a'.repeat(1_500_000) }, token)));
      for (const res of huge) expect([403, 413], url).toContain(res.status);
      expect(huge.some((res) => res.status === 413), url).toBe(true);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the hiring endpoints', async () => {
    const res = await call(t.app, '/api/docs', undefined, undefined, { method: 'GET' });
    expect(res.status).toBe(200);
    for (const p of ['/api/servicio/registrarempleo', '/api/servicio/registrarempleoPublico', '/api/servicio/actualizarempleo', '/api/servicio/listarpostulantesbyempresa', '/api/postularempleo', '/api/servicio/graficasdashboard']) {
      expect(res.body.paths[p], p).toBeDefined();
    }
  });
});
