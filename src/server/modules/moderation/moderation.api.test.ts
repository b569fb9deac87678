/**
 * Issue 38: postings checked before they are public (a deposit request is held, a normal posting
 * is not), the queue, approval and rejection (refund mark), reports (limits, one count per
 * reporter, several hide a posting), the rules staff edit, and who may call what.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, jobReports, jobs, payments, users } from '../../db/schema';
import { newAdmin, newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { createJob, payJob } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';

const t = setupTestApp();
let company: TestCompany;
let other: TestCompany;
let admin: { token: string; userId: number };
let rosa: TestCandidate;
let ipSeq = 20;
const nextIp = () => `10.1.0.${++ipSeq}`;

const SCAM = 'Para empezar debes realizar un depósito de 150 Bs por el material de trabajo.';
const queue = async () => (await call(t.app, '/api/servicio/admin/moderacion', {}, admin.token)).body.values.Items as { Empleo: number; Motivos: string[]; Denuncias: { Motivo: string }[]; Origen: string; EnRevision: number }[];
const mine = async (jobId: number, who = company) => (await call(t.app, '/api/servicio/listarempleosbyempresa', [], who.token)).body.Datos.find((j: { Empleo: number }) => j.Empleo === jobId);
const inSearch = async (code: string, words: string) => JSON.stringify((await call(t.app, '/api/servicio/listaempleos', { tcBuscar: words, tnCategoria: 0, tnCiudad: 0 })).body).includes(code);
const detail = (code: string, token?: string) => call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: code }, token);
const report = (code: string, over: Record<string, unknown> = {}, token?: string, ip = nextIp()) =>
  call(t.app, '/api/servicio/denunciarempleo', { tcCodigoEmpleo: code, tcMotivo: 'estafa', tcDetalle: 'Piden plata antes de la entrevista.', ...over }, token, { remoteAddress: ip });
const approve = (tnEmpleo: unknown, token = admin.token) => call(t.app, '/api/servicio/admin/aprobarempleo', { tnEmpleo }, token);
const hide = (tnEmpleo: number, tcMotivo = 'La oferta cobra a los postulantes.') => call(t.app, '/api/servicio/admin/ocultarempleo', { tnEmpleo, tnOculto: 1, tcMotivo }, admin.token);

beforeAll(async () => {
  company = await newCompany(t.deps, 'Comercial Sucre S.R.L.');
  other = await newCompany(t.deps, 'Otra Empresa S.A.');
  admin = await newAdmin(t.deps);
  rosa = await newCandidate(t.deps, 'Rosa');
});

describe('postings checked before they are public', () => {
  it('publishes a normal posting at once', async () => {
    const res = await call(t.app, '/api/servicio/registrarempleo', jobBody({ tcTitulo: 'Cajero de sucursal', tcDescripcion: 'Pago puntual de sueldo y aguinaldo.' }), company.token);
    expect(res.body).toMatchObject({ error: 0, message: 'Empleo registrado exitosamente' });
    await payJob(t.deps, res.body.values.Empleo);
    expect(await mine(res.body.values.Empleo)).toMatchObject({ Estado: 2, Visible: true, MotivoOculto: '' });
    expect(await inSearch(res.body.values.CodigoEmpleo, 'cajero')).toBe(true);
    expect((await queue()).map((q) => q.Empleo)).not.toContain(res.body.values.Empleo);
  });

  it('holds a posting that asks for a deposit: out of search, sitemap and its page; its company told why', async () => {
    const before = t.mails.length;
    const res = await call(t.app, '/api/servicio/registrarempleo', jobBody({ tcTitulo: 'Promotor de ventas', tcDescripcion: SCAM }), company.token);
    expect(res.body.error).toBe(0);
    expect(res.body.message).toContain('Quedó en revisión');
    const { Empleo, CodigoEmpleo } = res.body.values;
    await payJob(t.deps, Empleo);
    expect(await mine(Empleo)).toMatchObject({ Estado: 7, EstadoNombre: 'En revisión', Visible: false });
    expect((await mine(Empleo)).MotivoOculto).toBe('La oferta pide dinero a los postulantes («realizar un depósito»).');
    const mail = t.mails.slice(before).find((m) => m.to === company.correo)!;
    expect(mail.subject).toBe('Tu empleo «Promotor de ventas» está en revisión');
    expect(mail.text).toContain('- La oferta pide dinero a los postulantes');
    expect(await inSearch(CodigoEmpleo, 'promotor')).toBe(false);
    const visitor = await detail(CodigoEmpleo);
    expect(JSON.stringify(visitor.body)).not.toContain('Promotor de ventas');
    expect(JSON.stringify((await detail(CodigoEmpleo, other.token)).body)).not.toContain('Promotor de ventas');
    expect((await detail(CodigoEmpleo, company.token)).body.values.loEmpleo).toMatchObject({ Estado: 7, EstadoNombre: 'En revisión', EsPropio: true });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(CodigoEmpleo);
    const page = await t.app.inject({ method: 'GET', url: `/detalletrabajo/${CodigoEmpleo}` });
    expect(page.body).not.toContain('JobPosting');
    // In staff's queue with its reasons; approved, it is public and its company told.
    const item = (await queue()).find((q) => q.Empleo === Empleo)!;
    expect(item).toMatchObject({ EnRevision: 1, Origen: 'reglas', Motivos: ['La oferta pide dinero a los postulantes («realizar un depósito»).'] });
    const ok = await approve(Empleo);
    expect(ok.body).toMatchObject({ error: 0, message: 'El empleo quedó aprobado y vuelve a ser público.', values: { Empleo, Oculto: 0 } });
    expect(t.mails.at(-1)).toMatchObject({ to: company.correo, subject: 'Tu empleo «Promotor de ventas» fue aprobado' });
    expect(await mine(Empleo)).toMatchObject({ Estado: 2, Visible: true, MotivoOculto: '' });
    expect(await inSearch(CodigoEmpleo, 'promotor')).toBe(true);
    expect((await queue()).map((q) => q.Empleo)).not.toContain(Empleo);
    expect((await approve(Empleo)).body).toMatchObject({ error: 1, message: 'Este empleo no está en revisión ni tiene denuncias pendientes.' });
  });

  it('checks edits: a phone and a link hold it, the fix releases it', async () => {
    const job = await createJob(t, company.token, { tcTitulo: 'Mesero de restaurante' });
    await payJob(t.deps, job.Empleo);
    const edit = (tcDescripcion: string) => call(t.app, '/api/servicio/actualizarempleo', { ...jobBody({ tcTitulo: 'Mesero de restaurante', tcDescripcion }), tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    const held = await edit('Escríbenos al WhatsApp 71234567 o entra a www.trabajofacil.xyz');
    expect(held.body.message).toContain('Quedó en revisión');
    expect(await mine(job.Empleo)).toMatchObject({ Estado: 7, Visible: false });
    expect((await mine(job.Empleo)).MotivoOculto).toContain('contacto fuera de Chamba');
    expect(await inSearch(job.CodigoEmpleo, 'mesero')).toBe(false);
    const fixed = await edit('Atención a mesas en el centro de la ciudad.');
    expect(fixed.body.message).toBe('Empleo actualizado.');
    expect(await mine(job.Empleo)).toMatchObject({ Estado: 2, Visible: true });
    expect((await queue()).map((q) => q.Empleo)).not.toContain(job.Empleo);
  });

  it('holds a visitor\'s public posting too, and says so only by mail (the reply reads the same)', async () => {
    const before = t.mails.length;
    const correo = `juan.${Date.now()}@example.bo`;
    const res = await call(t.app, '/api/servicio/registrarempleoPublico', { ...jobBody({ tcTitulo: 'Vendedor por catálogo', tcDescripcion: 'Costo de inscripción: 200 Bs.', tcDescripcionLarga: 'Venta de productos por catálogo en tu barrio.' }), tcNombreUsuario: 'Juan Pérez', tcCorreo: correo, tcTelefono: '22441234' });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ error: 0, values: { Correo: correo } });
    expect(res.body.message).not.toContain('revisión');
    const [job] = await t.deps.db.select({ codigo: jobs.codigo, enRevision: jobs.enRevision }).from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId)).innerJoin(users, eq(users.id, companies.userId)).where(eq(users.email, correo));
    expect(job.enRevision).toBe(true);
    expect(await inSearch(job.codigo, 'catalogo')).toBe(false);
    const mails = t.mails.slice(before).filter((m) => m.to === correo);
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining(['Tu empleo está en revisión en Chamba: crea tu contraseña', 'Tu empleo «Vendedor por catálogo» está en revisión']));
  });

  it('lists the queue newest first', async () => {
    t.clock.set(new Date(Date.now() + 60_000));
    const older = (await call(t.app, '/api/servicio/registrarempleo', jobBody({ tcTitulo: 'Vendedor A', tcDescripcion: SCAM }), company.token)).body.values.Empleo;
    t.clock.advance(60_000);
    const newer = (await call(t.app, '/api/servicio/registrarempleo', jobBody({ tcTitulo: 'Vendedor B', tcDescripcion: SCAM }), company.token)).body.values.Empleo;
    t.clock.reset();
    const ids = (await queue()).map((q) => q.Empleo);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.slice(0, 2)).toEqual([newer, older]);
    await hide(older);
    await hide(newer);
  });

  it('marks the payment of a rejected posting for refund', async () => {
    const res = await call(t.app, '/api/servicio/registrarempleo', jobBody({ tcTitulo: 'Asesor de inversiones', tcDescripcion: '¡Invierte 500 Bs y gana 5000!' }), company.token);
    const { Empleo } = res.body.values;
    const [pay] = await t.deps.db
      .insert(payments)
      .values({ kind: 'empleo', userId: company.userId, jobId: Empleo, montoBs: 50, nombre: 'Comercial Sucre', ciNit: '1020304', telefono: '77712345', correo: company.correo, estado: 2, provider: 'sandbox', paidAt: t.clock.now() })
      .returning({ id: payments.id });
    await payJob(t.deps, Empleo);
    expect((await hide(Empleo)).body.values).toEqual({ Empleo, Oculto: 1 });
    expect(await mine(Empleo)).toMatchObject({ Estado: 5, MotivoOculto: 'La oferta cobra a los postulantes.' });
    expect((await queue()).map((q) => q.Empleo)).not.toContain(Empleo);
    const list = await call(t.app, '/api/servicio/admin/listarpagos', { tcTipo: 'empleo' }, admin.token);
    expect(list.body.values.Pagos.find((p: { TransaccionDePago: number }) => p.TransaccionDePago === pay.id)).toMatchObject({ ReembolsoPendiente: 1 });
    // Hiding a job that was never held or reported marks nothing.
    const clean = await createJob(t, company.token, { tcTitulo: 'Chofer repartidor' });
    await t.deps.db.insert(payments).values({ kind: 'empleo', userId: company.userId, jobId: clean.Empleo, montoBs: 50, nombre: 'x', ciNit: '1', telefono: '7', correo: company.correo, estado: 2, provider: 'sandbox' });
    await hide(clean.Empleo);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.jobId, clean.Empleo));
    expect(row.reembolsoPendiente).toBe(false);
  });
});

describe('reports', () => {
  it('thanks, counts once per reporter, hides after 3 distinct ones and tells signed-in reporters the outcome', async () => {
    const job = await createJob(t, company.token, { tcTitulo: 'Recepcionista de hotel' });
    await payJob(t.deps, job.Empleo);
    const ip = nextIp();
    expect((await report(job.CodigoEmpleo, {}, undefined, ip)).body).toEqual({ error: 0, message: 'Gracias por avisarnos. El equipo de Chamba revisará este empleo.', values: null });
    expect((await report(job.CodigoEmpleo, { tcMotivo: 'otro', tcDetalle: 'Otra vez lo mismo' }, undefined, ip)).body.error).toBe(0);
    const signedIn = await report(job.CodigoEmpleo, { tcMotivo: 'inexistente', tcDetalle: '' }, rosa.token);
    expect(signedIn.body.message).toBe('Gracias por avisarnos. El equipo de Chamba revisará este empleo y te escribiremos cuando decida.');
    expect(await report(job.CodigoEmpleo, {}, rosa.token)).toMatchObject({ status: 200 });
    const rows = await t.deps.db.select().from(jobReports).where(eq(jobReports.jobId, job.Empleo));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => !r.reporterKey.includes(ip))).toBe(true);
    expect(await mine(job.Empleo)).toMatchObject({ Estado: 2, Visible: true });
    // In the queue while public, with the reasons in words.
    const item = (await queue()).find((q) => q.Empleo === job.Empleo)!;
    expect(item).toMatchObject({ EnRevision: 0, Origen: '' });
    expect(item.Denuncias.map((d) => d.Motivo).sort()).toEqual(['Empleo inexistente', 'Estafa o cobro']);
    const before = t.mails.length;
    await report(job.CodigoEmpleo, { tcMotivo: 'datos_personales' });
    expect(await mine(job.Empleo)).toMatchObject({ Estado: 7, Visible: false, MotivoOculto: 'Varias personas denunciaron esta oferta; el equipo de Chamba la revisará pronto.' });
    expect(t.mails.slice(before).find((m) => m.to === company.correo)?.subject).toBe('Tu empleo «Recepcionista de hotel» está en revisión');
    expect(await inSearch(job.CodigoEmpleo, 'recepcionista')).toBe(false);
    expect((await queue()).find((q) => q.Empleo === job.Empleo)).toMatchObject({ EnRevision: 1, Origen: 'denuncias' });
    // An edit does not release a posting held by reports.
    await call(t.app, '/api/servicio/actualizarempleo', { ...jobBody({ tcTitulo: 'Recepcionista de hotel' }), tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    expect(await mine(job.Empleo)).toMatchObject({ Estado: 7 });
    // Approved: public again, reports dismissed, Rosa told.
    await approve(job.Empleo);
    expect(await mine(job.Empleo)).toMatchObject({ Estado: 2, Visible: true });
    const told = t.mails.find((m) => m.to === rosa.correo)!;
    expect(told.subject).toBe('Tu denuncia del empleo «Recepcionista de hotel»');
    expect(told.text).toContain('no encontró motivos para retirarlo');
    const states = await t.deps.db.select({ estado: jobReports.estado }).from(jobReports).where(eq(jobReports.jobId, job.Empleo));
    expect(states.map((s) => s.estado)).toEqual(['desestimada', 'desestimada', 'desestimada']);
  });

  it('tells the reporter when staff hide the job', async () => {
    const job = await createJob(t, company.token, { tcTitulo: 'Auxiliar de cocina' });
    await payJob(t.deps, job.Empleo);
    await report(job.CodigoEmpleo, {}, rosa.token);
    await hide(job.Empleo);
    const told = t.mails.filter((m) => m.to === rosa.correo).at(-1)!;
    expect(told.text).toContain('lo retiró de la plataforma');
    const [r] = await t.deps.db.select().from(jobReports).where(and(eq(jobReports.jobId, job.Empleo), eq(jobReports.userId, rosa.userId)));
    expect(r.estado).toBe('aceptada');
  });

  it('limits reports per IP and per account (429)', async () => {
    const jobs = await Promise.all(Array.from({ length: 12 }, (_, i) => createJob(t, other.token, { tcTitulo: `Oferta número ${i + 1}` })));
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await report(jobs[i].CodigoEmpleo, {}, undefined, ip)).status).toBe(200);
    const limited = await report(jobs[10].CodigoEmpleo, {}, undefined, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    const pepe = await newCandidate(t.deps, 'Pepe');
    for (let i = 0; i < 5; i++) expect((await report(jobs[i].CodigoEmpleo, {}, pepe.token)).status).toBe(200);
    expect((await report(jobs[6].CodigoEmpleo, {}, pepe.token)).status).toBe(429);
  });

  it('refuses unknown jobs and bad input with the envelope', async () => {
    expect((await report('NOEXISTE123')).status).toBe(404);
    const job = await createJob(t, other.token, { tcTitulo: 'Electricista' });
    for (const [body, field] of [
      [{ tcCodigoEmpleo: job.CodigoEmpleo }, 'tcMotivo'],
      [{ tcCodigoEmpleo: job.CodigoEmpleo, tcMotivo: 'spam' }, 'tcMotivo'],
      [{ tcCodigoEmpleo: job.CodigoEmpleo, tcMotivo: 42 }, 'tcMotivo'],
      [{ tcCodigoEmpleo: job.CodigoEmpleo, tcMotivo: 'otro', tcDetalle: '' }, 'tcDetalle'],
      [{ tcCodigoEmpleo: job.CodigoEmpleo, tcMotivo: 'estafa', tcDetalle: 'x'.repeat(1001) }, 'tcDetalle'],
      [{ tcCodigoEmpleo: '../../etc/passwd', tcMotivo: 'estafa' }, 'tcCodigoEmpleo'],
      [{ tcCodigoEmpleo: "x' or 1=1 --", tcMotivo: 'estafa' }, 'tcCodigoEmpleo'],
    ] as const) {
      const res = await call(t.app, '/api/servicio/denunciarempleo', body, undefined, { remoteAddress: nextIp() });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(1);
      expect(res.body.errores[field]).toBeTruthy();
    }
    // Hostile text is stored as text and answered 200.
    expect((await report(job.CodigoEmpleo, { tcDetalle: '<script>alert(1)</script>' })).status).toBe(200);
  });
});

describe('staff endpoints', () => {
  it('refuse visitors (401) and other roles (403)', async () => {
    for (const url of ['/api/servicio/admin/moderacion', '/api/servicio/admin/aprobarempleo', '/api/servicio/admin/reglasmoderacion', '/api/servicio/admin/guardarreglasmoderacion']) {
      expect((await call(t.app, url, {})).status, url).toBe(401);
      expect((await call(t.app, url, {}, company.token)).status, url).toBe(403);
      expect((await call(t.app, url, {}, rosa.token)).status, url).toBe(403);
    }
  });

  it('approve: 404 unknown, 400 bad id', async () => {
    expect((await approve(999999)).status).toBe(404);
    for (const id of [0, -1, 'abc', null, [1]]) expect((await approve(id)).status, String(id)).toBe(400);
  });

  it('read and save the rules: weights, switches, threshold, reports to hide and the word list', async () => {
    const read = await call(t.app, '/api/servicio/admin/reglasmoderacion', {}, admin.token);
    expect(read.body.values).toMatchObject({ Umbral: 50, DenunciasParaOcultar: 3, Palabras: [] });
    expect(read.body.values.Reglas.map((r: { Codigo: string }) => r.Codigo)).toEqual(['dinero', 'contacto_externo', 'salario_alto', 'enlaces', 'palabras']);
    expect(read.body.values.Reglas[0]).toMatchObject({ Nombre: 'Pide dinero a los postulantes', Peso: 60, Activa: 1 });
    const save = await call(
      t.app,
      '/api/servicio/admin/guardarreglasmoderacion',
      { tnUmbral: 40, tnDenunciasParaOcultar: 2, taReglas: [{ tcCodigo: 'enlaces', tnPeso: 45, tlActiva: true }, { tcCodigo: 'dinero', tnPeso: 60, tlActiva: false }], taPalabras: ['gana dinero rápido', 'gana dinero rápido', 'pirámide'] },
      admin.token,
    );
    expect(save.body).toMatchObject({ error: 0, message: 'Las reglas de moderación quedaron guardadas.', values: { Umbral: 40, DenunciasParaOcultar: 2, Palabras: ['gana dinero rápido', 'pirámide'] } });
    expect(save.body.values.Reglas.find((r: { Codigo: string }) => r.Codigo === 'dinero')).toMatchObject({ Activa: 0 });
    // The word list and the new weights apply to the next posting.
    const worded = await call(t.app, '/api/servicio/registrarempleo', jobBody({ tcTitulo: 'Distribuidor independiente', tcDescripcion: 'Gana dinero rapido desde casa.' }), company.token);
    expect(worded.body.message).toContain('Quedó en revisión');
    expect((await mine(worded.body.values.Empleo)).MotivoOculto).toBe('La oferta contiene una expresión que revisamos siempre («Gana dinero rapido»).');
    const linked = await call(t.app, '/api/servicio/registrarempleo', jobBody({ tcTitulo: 'Diseñador gráfico', tcDescripcion: 'Mira nuestro portafolio en disenos.com' }), company.token);
    expect(linked.body.message).toContain('Quedó en revisión');
    const deposit = await call(t.app, '/api/servicio/registrarempleo', jobBody({ tcTitulo: 'Vendedor', tcDescripcion: SCAM }), company.token);
    expect(deposit.body.message).toBe('Empleo registrado exitosamente');
    // Back to the defaults for the other tests.
    await call(t.app, '/api/servicio/admin/guardarreglasmoderacion', { tnUmbral: 50, tnDenunciasParaOcultar: 3, taReglas: [{ tcCodigo: 'enlaces', tnPeso: 20, tlActiva: true }, { tcCodigo: 'dinero', tnPeso: 60, tlActiva: true }], taPalabras: [] }, admin.token);
  });

  it('refuses bad rules with the envelope', async () => {
    const base = { tnUmbral: 50, tnDenunciasParaOcultar: 3, taReglas: [], taPalabras: [] };
    for (const [over, field] of [
      [{ tnUmbral: 0 }, 'tnUmbral'],
      [{ tnUmbral: 'mucho' }, 'tnUmbral'],
      [{ tnDenunciasParaOcultar: 51 }, 'tnDenunciasParaOcultar'],
      [{ taReglas: [{ tcCodigo: 'otra', tnPeso: 1, tlActiva: true }] }, 'taReglas.0.tcCodigo'],
      [{ taReglas: [{ tcCodigo: 'dinero', tnPeso: -5, tlActiva: true }] }, 'taReglas.0.tnPeso'],
      [{ taReglas: [{ tcCodigo: 'dinero', tnPeso: 5, tlActiva: 'si' }] }, 'taReglas.0.tlActiva'],
      [{ taPalabras: ['x'] }, 'taPalabras.0'],
      [{ taPalabras: ['y'.repeat(81)] }, 'taPalabras.0'],
      [{ taPalabras: Array.from({ length: 201 }, (_, i) => `palabra${i}`) }, 'taPalabras'],
      [{ taPalabras: 'estafa' }, 'taPalabras'],
    ] as const) {
      const res = await call(t.app, '/api/servicio/admin/guardarreglasmoderacion', { ...base, ...over }, admin.token);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.body.errores), JSON.stringify(over)).toContain(field);
    }
  });
});

function jobBody(over: Record<string, unknown>) {
  return {
    tcTitulo: 'Contador General',
    tcDescripcion: 'Buscamos contador con experiencia.',
    tcDescripcionLarga: '',
    tcFechaVencimiento: new Date(t.clock.now().getTime() + 20 * 86400_000).toISOString().slice(0, 10),
    tnSalario: 4000,
    tnTipoEmpleo: 1,
    tcDireccion: 'Calle Bolívar 100',
    tnCategoria: 14,
    tnTiempoExperiencia: 1,
    taHabilidades: [5],
    taIdiomas: ['es'],
    tnCiudad: 4,
    taResponsabilidades: ['Atender al cliente'],
    taRequerimientos: ['Bachiller'],
    tnModalidad: 1,
    ...over,
  };
}
