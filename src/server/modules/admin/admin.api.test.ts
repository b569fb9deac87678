import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { queryRows } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { insertJob, publicJobCondition } from '../jobs/public';
import { newAdmin, newCandidate, newCompany, type TestCompany } from '../../test/accounts';

const t = setupTestApp();
let admin: { userId: number; token: string };
let company: TestCompany;
let jobId: number;
let jobCode: string;

const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await newAdmin(t.deps);
  company = await newCompany(t.deps, 'Minera Potosí S.A.');
  const job = await insertJob(t.deps.db, {
    companyId: company.companyId,
    titulo: 'Ingeniero de minas',
    descripcion: 'Supervisión de operaciones en Potosí.',
    ciudadId: 7,
    tipoEmpleoId: 1,
    fechaVencimiento: inAYear(),
    estado: 2,
  });
  jobId = job.id;
  jobCode = job.codigo;
  await insertJob(t.deps.db, {
    companyId: company.companyId,
    titulo: 'Geólogo junior',
    descripcion: 'Exploración.',
    ciudadId: 7,
    tipoEmpleoId: 1,
    fechaVencimiento: inAYear(),
    estado: 2,
  });
});

const isPublic = async (id: number) => {
  const rows = await queryRows<{ id: number }>(t.deps.db, sql`select j.id from jobs j where j.id = ${id} and ${publicJobCondition(new Date())}`);
  return rows.length === 1;
};

describe('staff only', () => {
  it('answers 401 without a token and 403 to candidates and companies on every admin endpoint', async () => {
    const cand = await newCandidate(t.deps);
    const paths = [
      '/api/servicio/admin/resumen',
      '/api/servicio/admin/listarempleos',
      '/api/servicio/admin/ocultarempleo',
      '/api/servicio/admin/listarusuarios',
      '/api/servicio/admin/deshabilitarusuario',
      '/api/servicio/admin/listarmensajes',
      '/api/servicio/admin/listarbitacora',
      '/api/servicio/admin/listarcorreos',
      '/api/servicio/admin/reintentarcorreo',
    ];
    const valid = { tnEmpleo: jobId, tnOculto: 1, tcMotivo: 'Oferta duplicada.', tnUsuario: admin.userId, tnDeshabilitado: 1, tnCorreo: 1 };
    for (const path of paths) {
      const none = await call(t.app, path, valid);
      expect(none.status, path).toBe(401);
      expect(none.body.codigoerror).toBe(1);
      for (const token of [cand.token, company.token]) {
        const res = await call(t.app, path, valid, token);
        expect(res.status, path).toBe(403);
        expect(res.body).toMatchObject({ error: 1, message: 'No tienes permiso para realizar esta acción.' });
      }
    }
    expect(await isPublic(jobId)).toBe(true);
  });
});

describe('bad input on the lists', () => {
  it('answers 400 with the envelope for wrong types, oversize and bad pages, never 500', async () => {
    const lists = ['/api/servicio/admin/listarempleos', '/api/servicio/admin/listarusuarios', '/api/servicio/admin/listarmensajes', '/api/servicio/admin/listarbitacora'];
    for (const path of lists) {
      for (const body of [{ tcBuscar: { $ne: 1 }, tcVista: ['x'] }, { tcBuscar: 'x'.repeat(121), tcUsuario: 'x'.repeat(255) }, { tnPagina: 'abc' }, { tnPagina: 0 }, { tnPagina: 1e9 }]) {
        const res = await call(t.app, path, body, admin.token);
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(res.body).toMatchObject({ error: 1, codigoerror: 1 });
      }
      const empty = await call(t.app, path, [], admin.token);
      expect(empty.status, path).toBe(200);
      const notJson = await call(t.app, path, '{"tcBuscar":', admin.token, { headers: { 'content-type': 'application/json' } });
      expect(notJson.status, path).toBe(400);
    }
  });
});

describe('jobs', () => {
  it('lists every job with search and filters', async () => {
    const all = await call(t.app, '/api/servicio/admin/listarempleos', {}, admin.token);
    expect(all.body.values.Total).toBe(2);
    expect(all.body.values.Items[0]).toMatchObject({ EmpresaNombre: 'Minera Potosí S.A.', Oculto: 0, Estado: 2 });
    const search = await call(t.app, '/api/servicio/admin/listarempleos', { tcBuscar: 'GEÓLOGO' }, admin.token);
    expect(search.body.values.Items.map((j: { Titulo: string }) => j.Titulo)).toEqual(['Geólogo junior']);
    const byCompany = await call(t.app, '/api/servicio/admin/listarempleos', { tcBuscar: 'minera' }, admin.token);
    expect(byCompany.body.values.Total).toBe(2);
    const byCode = await call(t.app, '/api/servicio/admin/listarempleos', { tcBuscar: jobCode }, admin.token);
    expect(byCode.body.values.Items[0].Empleo).toBe(jobId);
    for (const hostile of ['%', '_', '\\', "' or 1=1 --", '<script>']) {
      const res = await call(t.app, '/api/servicio/admin/listarempleos', { tcBuscar: hostile }, admin.token);
      expect(res.status, hostile).toBe(200);
      expect(res.body.values.Total, hostile).toBe(0);
    }
    expect((await call(t.app, '/api/servicio/admin/listarempleos', { tcFiltro: 'raro' }, admin.token)).status).toBe(400);
    expect((await call(t.app, '/api/servicio/admin/listarempleos', { tnPagina: -1 }, admin.token)).status).toBe(400);
    expect((await call(t.app, '/api/servicio/admin/listarempleos', { tcBuscar: 'x'.repeat(121) }, admin.token)).status).toBe(400);
  });

  it('hides a job from the public with a reason the company is told by e-mail and sees, and restores it', async () => {
    const motivo = 'El salario publicado no corresponde al cargo; corríjalo y escríbanos.';
    const mailsBefore = t.mails.length;
    const hide = await call(t.app, '/api/servicio/admin/ocultarempleo', { tnEmpleo: jobId, tnOculto: 1, tcMotivo: `  ${motivo}  ` }, admin.token);
    expect(hide.body).toMatchObject({ error: 0, values: { Empleo: jobId, Oculto: 1 } });
    expect(hide.body.message).toMatch(/oculto/);
    expect(await isPublic(jobId)).toBe(false);
    // The company's mail (outbox, same transaction) names the job and the reason.
    const mail = t.mails.slice(mailsBefore).find((m) => m.to === company.correo);
    expect(mail?.subject).toBe('Tu empleo «Ingeniero de minas» fue ocultado por la administración');
    expect(mail?.text).toContain(`Motivo: ${motivo}`);
    // The company sees the state and the reason in its list, its edit form and its job page.
    const mine = (await call(t.app, '/api/servicio/listarempleosbyempresa', [], company.token)).body.Datos.find((j: { Empleo: number }) => j.Empleo === jobId);
    expect(mine).toMatchObject({ Estado: 5, EstadoNombre: 'Oculto por administración', MotivoOculto: motivo, Visible: false });
    const edit = await call(t.app, '/api/servicio/getempleoedicion', { tcCodigoEmpleo: jobCode }, company.token);
    expect(edit.body.values).toMatchObject({ Estado: 5, EstadoNombre: 'Oculto por administración', MotivoOculto: motivo });
    const own = await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: jobCode }, company.token);
    expect(own.body.values.loEmpleo).toMatchObject({ Estado: 5, EstadoNombre: 'Oculto por administración', MotivoOculto: motivo, EsPropio: true });
    const listed = await call(t.app, '/api/servicio/admin/listarempleos', { tcFiltro: 'ocultos' }, admin.token);
    expect(listed.body.values.Items[0]).toMatchObject({ Empleo: jobId, MotivoOculto: motivo });
    const hidden = await call(t.app, '/api/servicio/admin/listarempleos', { tcFiltro: 'ocultos' }, admin.token);
    expect(hidden.body.values.Items.map((j: { Empleo: number }) => j.Empleo)).toEqual([jobId]);
    // When the public search and detail endpoints exist, the hidden job is gone from them too.
    const search = await call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'minas', tnCategoria: 0, tnCiudad: 0 });
    if (search.status === 200) expect(JSON.stringify(search.body)).not.toContain(jobCode);
    const detail = await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: jobCode });
    if (detail.status !== 404 || detail.body?.message !== 'No se encontró lo que buscas.') expect(JSON.stringify(detail.body)).not.toContain('Ingeniero de minas');
    const summary = await call(t.app, '/api/servicio/admin/resumen', [], admin.token);
    expect(summary.body.values).toMatchObject({ Empleos: 2, EmpleosOcultos: 1 });

    const show = await call(t.app, '/api/servicio/admin/ocultarempleo', { tnEmpleo: jobId, tnOculto: '0' }, admin.token);
    expect(show.body.values.Oculto).toBe(0);
    expect(await isPublic(jobId)).toBe(true);
    expect(t.mails.at(-1)).toMatchObject({ to: company.correo, subject: 'Tu empleo «Ingeniero de minas» vuelve a estar visible' });
    const shown = (await call(t.app, '/api/servicio/listarempleosbyempresa', [], company.token)).body.Datos.find((j: { Empleo: number }) => j.Empleo === jobId);
    expect(shown).toMatchObject({ Estado: 2, EstadoNombre: 'Publicado', MotivoOculto: '' });
  });

  it('validates the hide call', async () => {
    expect((await call(t.app, '/api/servicio/admin/ocultarempleo', { tnEmpleo: 999999, tnOculto: 1, tcMotivo: 'Motivo válido' }, admin.token)).status).toBe(404);
    // Hiding needs a reason (at least 5 characters, at most 500), never silently cut.
    for (const tcMotivo of [undefined, '', '   ', 'abc', 'x'.repeat(501), 42, ['Motivo largo']]) {
      const res = await call(t.app, '/api/servicio/admin/ocultarempleo', { tnEmpleo: jobId, tnOculto: 1, tcMotivo }, admin.token);
      expect(res.status, String(tcMotivo)).toBe(400);
      expect(res.body.errores.tcMotivo).toMatch(/motivo/i);
    }
    expect(await isPublic(jobId)).toBe(true);
    const hostile = await call(t.app, '/api/servicio/admin/ocultarempleo', { tnEmpleo: jobId, tnOculto: 1, tcMotivo: "<script>alert(1)</script>'; drop table jobs; --" }, admin.token);
    expect(hostile.status).toBe(200);
    expect((await call(t.app, '/api/servicio/admin/ocultarempleo', { tnEmpleo: jobId, tnOculto: 0 }, admin.token)).status).toBe(200);
    const bad = await call(t.app, '/api/servicio/admin/ocultarempleo', { tnEmpleo: 'x', tnOculto: 3 }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errores).toMatchObject({ tnEmpleo: 'Identificador de empleo inválido.', tnOculto: 'Indique 1 para ocultar o 0 para mostrar.' });
    expect((await call(t.app, '/api/servicio/admin/ocultarempleo', {}, admin.token)).status).toBe(400);
  });
});

describe('users', () => {
  it('lists users with search, role and state filters', async () => {
    const cand = await newCandidate(t.deps, 'Rosario');
    const all = await call(t.app, '/api/servicio/admin/listarusuarios', {}, admin.token);
    expect(all.body.values.Total).toBeGreaterThanOrEqual(3);
    const byName = await call(t.app, '/api/servicio/admin/listarusuarios', { tcBuscar: 'rosario' }, admin.token);
    expect(byName.body.values.Items).toHaveLength(1);
    expect(byName.body.values.Items[0]).toMatchObject({ Rol: 'candidato', Deshabilitado: 0, CandidatoCodigo: cand.candidateCode });
    const companies = await call(t.app, '/api/servicio/admin/listarusuarios', { tcRol: 'empresa' }, admin.token);
    expect(companies.body.values.Items.every((u: { Rol: string }) => u.Rol === 'empresa')).toBe(true);
    expect(companies.body.values.Items[0].EmpresaNombre).toBe('Minera Potosí S.A.');
    const byCompanyName = await call(t.app, '/api/servicio/admin/listarusuarios', { tcBuscar: 'potosí' }, admin.token);
    expect(byCompanyName.body.values.Total).toBe(1);
    expect((await call(t.app, '/api/servicio/admin/listarusuarios', { tcRol: 'root' }, admin.token)).status).toBe(400);
    expect((await call(t.app, '/api/servicio/admin/listarusuarios', { tcBuscar: ['a'] }, admin.token)).status).toBe(400);
  });

  it('disables an account (its tokens stop working, login is refused) and enables it again', async () => {
    const cand = await newCandidate(t.deps, 'Bloqueada');
    expect((await call(t.app, '/api/getdatosusuario', [], cand.token)).status).toBe(200);
    const off = await call(t.app, '/api/servicio/admin/deshabilitarusuario', { tnUsuario: cand.userId, tnDeshabilitado: 1 }, admin.token);
    expect(off.body).toMatchObject({ error: 0, values: { Usuario: cand.userId, Deshabilitado: 1 } });
    expect((await call(t.app, '/api/getdatosusuario', [], cand.token)).status).toBe(401);
    const users = await call(t.app, '/api/servicio/admin/listarusuarios', { tcEstado: 'deshabilitados' }, admin.token);
    expect(users.body.values.Items.map((u: { Usuario: number }) => u.Usuario)).toEqual([cand.userId]);
    const [{ email }] = await queryRows<{ email: string }>(t.deps.db, sql`select email from users where id = ${cand.userId}`);
    const login = await call(t.app, '/api/login', { email, password: 'Secreta123' });
    expect(login.body.codigoerror).toBe(1);
    expect(login.body.message).toMatch(/deshabilitada/);

    const on = await call(t.app, '/api/servicio/admin/deshabilitarusuario', { tnUsuario: cand.userId, tnDeshabilitado: 0 }, admin.token);
    expect(on.body.values.Deshabilitado).toBe(0);
    // The old token stays revoked; a new login works.
    expect((await call(t.app, '/api/getdatosusuario', [], cand.token)).status).toBe(401);
    expect((await call(t.app, '/api/login', { email, password: 'Secreta123' })).body.codigoerror).toBe(0);
  });

  it('does not let staff lock themselves out, and answers 404/400 for bad ids', async () => {
    const self = await call(t.app, '/api/servicio/admin/deshabilitarusuario', { tnUsuario: admin.userId, tnDeshabilitado: 1 }, admin.token);
    expect(self.body).toEqual({ error: 1, message: 'No puedes deshabilitar tu propia cuenta.' });
    expect((await call(t.app, '/api/getdatosusuario', [], admin.token)).status).toBe(200);
    expect((await call(t.app, '/api/servicio/admin/deshabilitarusuario', { tnUsuario: 999999, tnDeshabilitado: 1 }, admin.token)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/admin/deshabilitarusuario', { tnUsuario: '1 or 1=1', tnDeshabilitado: 1 }, admin.token)).status).toBe(400);
    // Not a number is not coerced into one: `true` is not user 1, `[2]` is not user 2.
    const cand = await newCandidate(t.deps, 'Intacta');
    for (const tnUsuario of [true, [cand.userId], { id: cand.userId }]) {
      const res = await call(t.app, '/api/servicio/admin/deshabilitarusuario', { tnUsuario, tnDeshabilitado: 1 }, admin.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Identificador de usuario inválido.');
    }
    expect((await call(t.app, '/api/getdatosusuario', [], cand.token)).status).toBe(200);
  });
});

describe('contact messages', () => {
  it('lists messages newest first, with search; hostile text stays text', async () => {
    await t.deps.db.insert(contactMessages).values([
      { nombreCompleto: 'Pedro Flores', correo: 'pedro@example.bo', mensaje: 'Quiero publicar vacantes.', createdAt: new Date(Date.now() - 60_000) },
      { nombreCompleto: '<script>alert(1)</script>', nombreEmpresa: 'Hotel Sucre', correo: 'hotel@example.bo', mensaje: "100% ' seguro" },
    ]);
    const all = await call(t.app, '/api/servicio/admin/listarmensajes', [], admin.token);
    expect(all.body.values.Total).toBe(2);
    expect(all.body.values.Items[0]).toMatchObject({ NombreCompleto: '<script>alert(1)</script>', NombreEmpresa: 'Hotel Sucre', Texto: "100% ' seguro" });
    const search = await call(t.app, '/api/servicio/admin/listarmensajes', { tcBuscar: '100%' }, admin.token);
    expect(search.body.values.Total).toBe(1);
    const none = await call(t.app, '/api/servicio/admin/listarmensajes', { tcBuscar: '%%' }, admin.token);
    expect(none.body.values.Total).toBe(0);
  });
});
