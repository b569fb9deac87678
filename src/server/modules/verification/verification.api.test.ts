import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { makeCandidate, makeCompany, newAdmin, type TestAdmin } from '../../test/accounts';
import { makeApplication, makeCv, makeJob, payJob } from '../../test/jobs';
import { postForm, testJpeg } from '../../test/forms';
import { expectFieldErrors } from '../../test/expect-refusal';
import { VERIFICATION_MESSAGES as M, VERIFIED_JSONLD_LINE as VERIFIED_LINE } from '../../../shared/contract/verification';

// Two distinct candidates a day per company, so that the daily number is reached in a test.
const t = setupTestApp({ CONTACT_REVEALS_PER_DAY: '2' });

const REQUEST = '/api/servicio/solicitarverificacion';
const STATUS = '/api/servicio/estadoverificacion';
const LIST = '/api/servicio/admin/solicitudesverificacion';
const VERIFY = '/api/servicio/admin/verificarempresa';
const VIEWS = '/api/servicio/empresasvieroncontacto';
const CANDIDATE = '/api/servicio/getDatosCandidato';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let admin: TestAdmin;
type Company = Awaited<ReturnType<typeof makeCompany>>;
type Candidate = Awaited<ReturnType<typeof makeCandidate>>;

const company = (nombre: string, email?: string) =>
  makeCompany(t.deps, { nombre }).then(async (c) => {
    if (email) await t.deps.db.update(users).set({ email }).where(eq(users.id, c.userId));
    return c;
  });
const candidate = (nombre: string, telefono = '71234567') => makeCandidate(t.deps, { nombre, visible: true, telefono, correo: `${nombre.toLowerCase()}@correo.bo` });
const verify = (code: string, tnVerificada: 0 | 1, token = admin.token) => call(t.app, VERIFY, { tcCodigoEmpresa: code, tnVerificada }, token);
const contactOf = async (c: Candidate, token: string) => (await call(t.app, CANDIDATE, { tcCodigoCandidato: c.codigo }, token)).body.values;

beforeAll(async () => {
  admin = await newAdmin(t.deps);
});

describe('solicitarverificacion / estadoverificacion', () => {
  it('a company requests with a document; staff list it, open the document and verify; the status follows', async () => {
    const co = await company('Andes Tecnología S.R.L.', `rrhh.${Date.now()}@gmail.com`);
    const before = await call(t.app, STATUS, [], co.token);
    expect(before.body.values).toEqual({ Verificada: 0, DominioCorreo: 'gmail.com', DominioCorporativo: 0, Solicitud: null });
    const res = await postForm(t.app, REQUEST, { tcNit: '1020304050', tcRazonSocial: 'Andes Tecnología S.R.L.', documento: { filename: 'nit.pdf', data: PDF, type: 'application/pdf' } }, co.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: M.requested, values: { Verificada: 0, Solicitud: { Nit: '1020304050', Estado: 'pendiente', Documento: 'nit.pdf', DominioCorreo: null } } });
    // One pending request at a time.
    const again = await postForm(t.app, REQUEST, { tcNit: '1020304050', tcRazonSocial: 'Andes', documento: { filename: 'nit.pdf', data: PDF } }, co.token);
    expectFieldErrors(again, { tcNit: M.alreadyPending });

    const list = await call(t.app, LIST, {}, admin.token);
    const item = list.body.values.Items.find((i: { EmpresaCodigo: string }) => i.EmpresaCodigo === co.codigo);
    expect(item).toMatchObject({ EmpresaNombre: 'Andes Tecnología S.R.L.', Nit: '1020304050', RazonSocial: 'Andes Tecnología S.R.L.', Estado: 'pendiente', Verificada: 0 });
    const doc = await t.app.inject({ method: 'GET', url: `/api/servicio/admin/documentoverificacion/${item.Solicitud}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.rawPayload.equals(PDF)).toBe(true);
    // The document is for staff only.
    for (const token of [co.token, undefined]) {
      const other = await t.app.inject({ method: 'GET', url: `/api/servicio/admin/documentoverificacion/${item.Solicitud}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(other.statusCode).toBe(token ? 403 : 401);
    }

    const ok = await verify(co.codigo, 1);
    expect(ok.body).toEqual({ error: 0, message: M.verified, values: { EmpresaCodigo: co.codigo, Verificada: 1 } });
    expect((await verify(co.codigo, 1)).body.values.Verificada).toBe(1);
    const after = (await call(t.app, STATUS, [], co.token)).body.values;
    expect(after).toMatchObject({ Verificada: 1, Solicitud: { Estado: 'aprobada' } });
    expect(t.mails.filter((m) => m.subject === 'Tu empresa está verificada en Chamba')).toHaveLength(1);
    expectFieldErrors(await postForm(t.app, REQUEST, { tcNit: '1020304050', tcRazonSocial: 'Andes', documento: { filename: 'nit.pdf', data: PDF } }, co.token), {
      tcNit: M.alreadyVerified,
    });
    // Unverify: the flag goes, the company is told.
    expect((await verify(co.codigo, 0)).body).toEqual({ error: 0, message: M.unverified, values: { EmpresaCodigo: co.codigo, Verificada: 0 } });
    expect((await call(t.app, STATUS, [], co.token)).body.values.Verificada).toBe(0);
  });

  it('takes a corporate e-mail domain instead of a document, never a public provider', async () => {
    const corp = await company('Minera del Sur S.A.', `gerencia.${Date.now()}@minerasur.com.bo`);
    const res = await postForm(t.app, REQUEST, { tcNit: '3344556', tcRazonSocial: 'Minera del Sur S.A.', tlDominioCorporativo: '1' }, corp.token);
    expect(res.body.values).toMatchObject({ DominioCorporativo: 1, DominioCorreo: 'minerasur.com.bo', Solicitud: { Documento: null, DominioCorreo: 'minerasur.com.bo' } });
    for (const domain of ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.com']) {
      const pub = await company('Pública', `x.${Date.now()}@${domain}`);
      expectFieldErrors(await postForm(t.app, REQUEST, { tcNit: '3344556', tcRazonSocial: 'Pública S.A.', tlDominioCorporativo: '1' }, pub.token), { tlDominioCorporativo: M.notCorporate });
    }
    const none = await company('Sin prueba', `y.${Date.now()}@gmail.com`);
    expectFieldErrors(await postForm(t.app, REQUEST, { tcNit: '3344556', tcRazonSocial: 'Sin prueba' }, none.token), { documento: M.proof });
  });

  it('refuses bad NIT, razón social and documents with 400 and the envelope; a JPEG or PNG is taken', async () => {
    const co = await company('Validaciones', `v.${Date.now()}@gmail.com`);
    expectFieldErrors(await postForm(t.app, REQUEST, {}, co.token), { tcNit: M.nit, tcRazonSocial: M.razonSocial });
    for (const tcNit of ['12-34567', '123', '1'.repeat(14), "1' or 1=1 --", '<script>1</script>']) {
      expectFieldErrors(await postForm(t.app, REQUEST, { tcNit, tcRazonSocial: 'Validaciones S.A.', documento: { filename: 'a.pdf', data: PDF } }, co.token), { tcNit: M.nit });
    }
    expectFieldErrors(await postForm(t.app, REQUEST, { tcNit: '1234567', tcRazonSocial: 'x'.repeat(201) }, co.token), { tcRazonSocial: M.razonSocial });
    const fake = await postForm(t.app, REQUEST, { tcNit: '1234567', tcRazonSocial: 'Validaciones S.A.', documento: { filename: '../../etc/passwd.pdf', data: Buffer.from('<svg onload=alert(1)>') } }, co.token);
    expect(fake.status).toBe(400);
    expect(fake.body.errores.documento).toBe(M.documentType);
    const big = await postForm(t.app, REQUEST, { tcNit: '1234567', tcRazonSocial: 'Validaciones S.A.', documento: { filename: 'a.pdf', data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) } }, co.token);
    expect(big.status).toBe(400);
    expect(big.body.errores.documento).toBe(M.documentSize);
    // Ten requests an hour per company: a fresh one sends the photo of its paper.
    const other = await company('Foto', `f.${Date.now()}@gmail.com`);
    const jpeg = await postForm(t.app, REQUEST, { tcNit: '1234567', tcRazonSocial: 'Validaciones S.A.', documento: { filename: '../../nit<script>.jpg', data: await testJpeg(300, 200) } }, other.token);
    expect(jpeg.body.values.Solicitud).toMatchObject({ Estado: 'pendiente', Documento: 'nitscript.jpg' });
  });

  it('a JSON body of wrong types answers 400', async () => {
    const co = await company('Tipos', `t.${Date.now()}@gmail.com`);
    const wrongType = await call(t.app, REQUEST, { tcNit: ['1'], tcRazonSocial: { a: 1 } }, co.token);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errores).toMatchObject({ tcNit: M.nit, tcRazonSocial: M.razonSocial });
  });

  it('answers 401 without a session and 403 to other roles', async () => {
    const cand = await candidate('Rol');
    const co = await company('Roles');
    expect((await call(t.app, STATUS, [])).status).toBe(401);
    expect((await postForm(t.app, REQUEST, { tcNit: '1234567' })).status).toBe(401);
    for (const token of [cand.token, admin.token]) {
      expect((await call(t.app, STATUS, [], token)).status).toBe(403);
      expect((await postForm(t.app, REQUEST, { tcNit: '1234567', tcRazonSocial: 'Roles' }, token)).status).toBe(403);
    }
    for (const token of [cand.token, co.token]) {
      expect((await call(t.app, LIST, {}, token)).status).toBe(403);
      expect((await verify(co.codigo, 1, token)).status).toBe(403);
    }
    expect((await call(t.app, LIST, {})).status).toBe(401);
    expect((await call(t.app, VERIFY, { tcCodigoEmpresa: co.codigo, tnVerificada: 1 })).status).toBe(401);
    expect((await call(t.app, VIEWS, [])).status).toBe(401);
    expect((await call(t.app, VIEWS, [], co.token)).status).toBe(403);
  });

  it('verificarempresa: unknown company 404, bad input 400, never a 500', async () => {
    expect((await verify('NoExiste123', 1)).status).toBe(404);
    expectFieldErrors(await call(t.app, VERIFY, {}, admin.token), {});
    for (const body of [{ tcCodigoEmpresa: "x' or 1=1", tnVerificada: 1 }, { tcCodigoEmpresa: '../..', tnVerificada: 1 }, { tcCodigoEmpresa: 'abc', tnVerificada: 2 }, { tcCodigoEmpresa: 'x'.repeat(41), tnVerificada: 1 }, { tcCodigoEmpresa: ['a'], tnVerificada: '1' }]) {
      expect((await call(t.app, VERIFY, body, admin.token)).status).toBe(400);
    }
    expect((await call(t.app, LIST, { tcEstado: 'otra' }, admin.token)).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/servicio/admin/documentoverificacion/999999', headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/servicio/admin/documentoverificacion/abc', headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(400);
  });
});

describe('the badge', () => {
  it('job list items, the job page, its JSON-LD and the company page say whether the company is verified', async () => {
    const co = await company('Badge Verificada S.A.');
    const job = await makeJob(t.deps, co.id, { titulo: 'Analista insignia' });
    await payJob(t.deps, job.id);
    const read = async () => {
      const list = await call(t.app, '/api/servicio/listaempleos', { tcEmpresa: co.codigo, tnPagina: 1, tnTamano: 10 });
      const detail = await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: job.codigo });
      const page = await call(t.app, '/api/servicio/getDatosEmpresa', { tcCodigoEmpresa: co.codigo });
      const html = (await t.app.inject({ method: 'GET', url: `/detalletrabajo/${job.codigo}` })).body;
      return { item: list.body.values[0], detail: detail.body.values.loEmpleo, company: page.body.values.loEmpresa, html };
    };
    const before = await read();
    expect(before.item).toMatchObject({ CodigoEmpleo: job.codigo, EmpresaVerificada: false });
    expect(before.detail.EmpresaVerificada).toBe(false);
    expect(before.company.EmpresaVerificada).toBe(false);
    await verify(co.codigo, 1);
    const after = await read();
    expect(after.item.EmpresaVerificada).toBe(true);
    expect(after.detail.EmpresaVerificada).toBe(true);
    expect(after.company.EmpresaVerificada).toBe(true);
    if (after.html.includes('application/ld+json')) {
      expect(after.html).toContain(VERIFIED_LINE);
      expect(before.html).not.toContain(VERIFIED_LINE);
    }
  });
});

describe('the contact gate', () => {
  let verified: Company;
  let unverified: Company;
  let ana: Candidate;
  let beto: Candidate;
  let carla: Candidate;
  let applicant: Candidate;

  beforeAll(async () => {
    verified = await company('Verificada Contacto S.A.');
    unverified = await company('Sin Verificar S.R.L.');
    await verify(verified.codigo, 1);
    [ana, beto, carla, applicant] = await Promise.all([candidate('Ana'), candidate('Beto'), candidate('Carla'), candidate('Postulante')]);
    const job = await makeJob(t.deps, unverified.id);
    await makeApplication(t.deps, job.id, applicant.id, await makeCv(t.deps, applicant.id, { habilidades: [1] }));
  });

  it('an unverified company reads no contact data of a visible profile, with the reason; nothing is logged', async () => {
    const v = await contactOf(ana, unverified.token);
    expect(v).toMatchObject({ Correo: null, Telefono: null, DatosDeContacto: false, AvisoContacto: M.verifyToSeeContact });
    expect(JSON.stringify(v)).not.toContain('ana@correo.bo');
    const [row] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from contact_reveals where company_id = ${unverified.id}`);
    expect(row.n).toBe(0);
  });

  it('an unverified company still reads the contact data of its own applicants', async () => {
    expect(await contactOf(applicant, unverified.token)).toMatchObject({ Correo: 'postulante@correo.bo', Telefono: '71234567', DatosDeContacto: true, AvisoContacto: '' });
  });

  it('a verified company reads them, each distinct candidate counted once a day, up to CONTACT_REVEALS_PER_DAY; the next day starts again', async () => {
    t.clock.set(new Date('2026-08-10T15:00:00Z'));
    try {
      expect(await contactOf(ana, verified.token)).toMatchObject({ Correo: 'ana@correo.bo', DatosDeContacto: true });
      // The same candidate again is no new reveal.
      expect(await contactOf(ana, verified.token)).toMatchObject({ Correo: 'ana@correo.bo' });
      expect(await contactOf(beto, verified.token)).toMatchObject({ Correo: 'beto@correo.bo' });
      const third = await contactOf(carla, verified.token);
      expect(third).toMatchObject({ Correo: null, Telefono: null, DatosDeContacto: false, AvisoContacto: M.dailyLimit(2) });
      expect(third.AvisoContacto).toMatch(/máximo por día/);
      // Those already seen today stay readable.
      expect(await contactOf(beto, verified.token)).toMatchObject({ Correo: 'beto@correo.bo' });
      const [row] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from contact_reveals where company_id = ${verified.id}`);
      expect(row.n).toBe(2);
      // 23:59 La Paz is still the same day; 00:00 is the next.
      t.clock.set(new Date('2026-08-11T03:59:00Z'));
      expect((await contactOf(carla, verified.token)).DatosDeContacto).toBe(false);
      t.clock.set(new Date('2026-08-11T04:00:00Z'));
      expect(await contactOf(carla, verified.token)).toMatchObject({ Correo: 'carla@correo.bo', DatosDeContacto: true });
    } finally {
      t.clock.reset();
    }
  });

  it('concurrent reads past the number reveal no more than it', async () => {
    const co = await company('Carrera S.A.');
    await verify(co.codigo, 1);
    const many = await Promise.all(Array.from({ length: 4 }, (_, i) => candidate(`Carrera${i}`)));
    const replies = await Promise.all(many.map((c) => contactOf(c, co.token)));
    expect(replies.filter((r) => r.DatosDeContacto)).toHaveLength(2);
  });

  it('the candidate reads which companies viewed the contact data; unverified and applied-to companies are not listed', async () => {
    await contactOf(ana, verified.token);
    const views = await call(t.app, VIEWS, [], ana.token);
    expect(views.status).toBe(200);
    expect(views.body.values.map((v: { EmpresaCodigo: string }) => v.EmpresaCodigo)).toEqual(expect.arrayContaining([verified.codigo]));
    expect(views.body.values.every((v: { EmpresaCodigo: string }) => v.EmpresaCodigo !== unverified.codigo)).toBe(true);
    expect(views.body.values[0]).toMatchObject({ EmpresaNombre: 'Verificada Contacto S.A.', Dia: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await call(t.app, VIEWS, [], applicant.token)).body.values).toEqual([]);
    // Each candidate sees only their own log.
    expect((await call(t.app, VIEWS, [], beto.token)).body.values.every((v: { EmpresaCodigo: string }) => v.EmpresaCodigo === verified.codigo)).toBe(true);
  });

  it('no other company path carries contact data of non-applicants: the candidate search and the CV PDF', async () => {
    const found = await call(t.app, '/api/servicio/buscarcandidatos', { tcBuscar: 'Ana' }, unverified.token);
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).not.toMatch(/@correo\.bo|71234567/);
    const cv = await makeCv(t.deps, ana.id, { habilidades: [1] });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${cv}`, headers: { authorization: `Bearer ${verified.token}` } });
    expect([403, 404]).toContain(pdf.statusCode);
  });

  it('an http PUBLIC_URL sends no HSTS header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/servicio/listarempresas' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
