import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { curriculums, jobs, payments } from '../../db/schema';
import type { PaymentGateway } from '../../infra/payments';
import { qrPngBase64 } from '../../infra/payments';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newAdmin, newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { cvFormFields, postMultipart } from '../../test/forms';
import { makeJob } from '../../test/jobs';
import { expectFieldErrors } from '../../test/expect-refusal';

const t = setupTestApp();
let cand: TestCandidate, other: TestCandidate, company: TestCompany, otherCompany: TestCompany;

beforeAll(async () => {
  cand = await newCandidate(t.deps);
  other = await newCandidate(t.deps);
  company = await newCompany(t.deps);
  otherCompany = await newCompany(t.deps);
});

const payer = { tcNombreUsuario: 'Lucía Mamani', tnCiNit: '1234567', tnTelefono: '71234567', tcCorreo: 'lucia@example.bo' };

async function newCv(token = cand.token) {
  const res = await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields(), [], token);
  return res.body.values.Curriculum as number;
}
const generate = (body: unknown, token?: string) => call(t.app, '/api/servicio/generarpago', body, token);
const check = (body: unknown, token?: string) => call(t.app, '/api/servicio/consultarpago', body, token);
const confirm = (tx: unknown) => call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx });

describe('generarpago', () => {
  it('creates a pending 25 Bs payment and a QR that opens the sandbox page', async () => {
    const cv = await newCv();
    const res = await generate({ ...payer, Curriculum: cv }, cand.token);
    expect(res.status).toBe(200);
    expect(res.body.codigoerror).toBe(0);
    const { lcQRBASE64, TransaccionDePago, MontoBs, UrlPago } = res.body.Datos;
    expect(MontoBs).toBe(25);
    expect(UrlPago).toBe(`http://localhost:3000/pago-sandbox/${TransaccionDePago}`);
    expect(Buffer.from(lcQRBASE64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(lcQRBASE64).toBe(await qrPngBase64(UrlPago));
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, TransaccionDePago));
    expect(row).toMatchObject({ kind: 'curriculum', userId: cand.userId, curriculumId: cv, montoBs: 25, estado: 1, ciNit: '1234567', provider: 'sandbox' });
  });

  it('lists every missing field under the spec messages', async () => {
    const missing = {
      tcNombreUsuario: 'El nombre completo es obligatorio.',
      tnCiNit: 'El CI/NIT es obligatorio.',
      tnTelefono: 'El teléfono es obligatorio.',
      tcCorreo: 'El correo electrónico es obligatorio.',
      Curriculum: 'Falta el currículum a pagar.',
    };
    expectFieldErrors(await generate({}, cand.token), missing, 'exactly');
  });

  it('checks the shape of each field', async () => {
    const cv = await newCv();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tcCorreo: 'lucia@' }, 'tcCorreo', 'El correo electrónico no tiene un formato válido.'],
      [{ tcCorreo: 'a b@c.bo' }, 'tcCorreo', 'El correo electrónico no tiene un formato válido.'],
      [{ tnCiNit: '12ab' }, 'tnCiNit', 'El CI/NIT debe tener solo números (5 a 15 dígitos), con complemento si corresponde (ej. 1234567-1A).'],
      [{ tnCiNit: "1' OR '1'='1" }, 'tnCiNit', 'El CI/NIT debe tener solo números (5 a 15 dígitos), con complemento si corresponde (ej. 1234567-1A).'],
      [{ tnTelefono: '123' }, 'tnTelefono', 'El teléfono debe tener entre 7 y 15 dígitos.'],
      [{ tcNombreUsuario: 'x'.repeat(121) }, 'tcNombreUsuario', 'El nombre completo es demasiado largo.'],
      [{ tcNombreUsuario: { $ne: 1 } }, 'tcNombreUsuario', 'El nombre completo es obligatorio.'],
      [{ Curriculum: 'abc' }, 'Curriculum', 'Falta el currículum a pagar.'],
      [{ Curriculum: -4 }, 'Curriculum', 'Falta el currículum a pagar.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await generate({ ...payer, Curriculum: cv, ...over }, cand.token);
      expect(res.status, field).toBe(400);
      expect(res.body.errores[field], field).toBe(message);
    }
    const ok = await generate({ ...payer, tnCiNit: 4567891, tnTelefono: 71234567, tcCorreo: 'LUCIA@Example.BO', Curriculum: String(cv) }, cand.token);
    expect(ok.body.codigoerror).toBe(0);
    const withComplement = await generate({ ...payer, tnCiNit: '1234567-1a', Curriculum: cv }, cand.token);
    expect(withComplement.body.codigoerror).toBe(0);
  });

  it('keeps hostile text as text', async () => {
    const cv = await newCv();
    const res = await generate({ ...payer, tcNombreUsuario: `<script>alert(1)</script> O'Hara`, Curriculum: cv }, cand.token);
    expect(res.body.codigoerror).toBe(0);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, res.body.Datos.TransaccionDePago));
    expect(row.nombre).toBe(`<script>alert(1)</script> O'Hara`);
  });

  it('refuses someone else’s CV, an unknown CV, a company and a visitor', async () => {
    const cv = await newCv();
    expect((await generate({ ...payer, Curriculum: cv }, other.token)).status).toBe(403);
    expect((await generate({ ...payer, Curriculum: 99999 }, cand.token)).status).toBe(404);
    expect((await generate({ ...payer, Curriculum: cv }, company.token)).status).toBe(403);
    const anon = await generate({ ...payer, Curriculum: cv });
    expect(anon.status).toBe(401);
    expect(anon.body.error).toBe(1);
    expect(await t.deps.db.select().from(payments).where(eq(payments.curriculumId, cv))).toHaveLength(0);
  });
});

describe('consultarpago and the sandbox confirmation', () => {
  it('answers 1 until the sandbox page confirms, then 2; the CV becomes paid and downloadable', async () => {
    const cv = await newCv();
    const tx = (await generate({ ...payer, Curriculum: cv }, cand.token)).body.Datos.TransaccionDePago;
    const pending = await check({ tnTransaccionDePago: tx, tnCurriculum: cv }, cand.token);
    expect(pending.body).toEqual({ error: 0, message: '', values: { EstadoTransaccion: 1 } });
    const before = await t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${cv}`, headers: { authorization: `Bearer ${cand.token}` } });
    expect(before.statusCode).toBe(403);

    const view = await call(t.app, '/api/servicio/sandbox/consultartransaccion', { tnTransaccionDePago: tx });
    expect(view.body.values).toEqual({ TransaccionDePago: tx, EstadoTransaccion: 1, MontoBs: 25, Concepto: 'Activación de currículum' });
    const ok = await confirm(tx);
    expect(ok.body).toMatchObject({ error: 0, message: 'PAGO REALIZADO CON EXITO', values: { EstadoTransaccion: 2 } });

    const paid = await check({ tnTransaccionDePago: String(tx), tnCurriculum: String(cv) }, cand.token);
    expect(paid.body.values.EstadoTransaccion).toBe(2);
    const after = await t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${cv}`, headers: { authorization: `Bearer ${cand.token}` } });
    expect(after.statusCode).toBe(200);
    const list = await call(t.app, '/api/servicio/listarcurriculumbycandidato', [], cand.token);
    expect(list.body.Datos.find((d: any) => d.Curriculum === cv).Pagado).toBe(1);
    // Paid stays paid: a new QR is refused.
    const again = await generate({ ...payer, Curriculum: cv }, cand.token);
    expect(again.body).toMatchObject({ codigoerror: 1, message: 'Este currículum ya está pagado.' });
  });

  it('credits once: a second and concurrent confirmations change nothing', async () => {
    const cv = await newCv();
    const tx = (await generate({ ...payer, Curriculum: cv }, cand.token)).body.Datos.TransaccionDePago;
    t.clock.set(new Date('2026-03-01T12:00:00Z'));
    const results = await Promise.all([tx, tx, tx, tx].map((id) => confirm(id)));
    expect(results.every((r) => r.status === 200 && r.body.values.EstadoTransaccion === 2)).toBe(true);
    const [first] = await t.deps.db.select().from(curriculums).where(eq(curriculums.id, cv));
    expect(first.pagado).toBe(true);
    expect(first.pagadoEn?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    t.clock.set(new Date('2026-03-02T12:00:00Z'));
    await confirm(tx);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, tx));
    expect(row.paidAt?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    const [cvRow] = await t.deps.db.select().from(curriculums).where(eq(curriculums.id, cv));
    expect(cvRow.pagadoEn?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    t.clock.reset();
  });

  it('a new QR replaces the older pending one: the sandbox refuses the old QR and the new one pays', async () => {
    const cv = await newCv();
    const old = (await generate({ ...payer, Curriculum: cv }, cand.token)).body.Datos.TransaccionDePago;
    const fresh = (await generate({ ...payer, Curriculum: cv }, cand.token)).body.Datos.TransaccionDePago;
    expect((await check({ tnTransaccionDePago: old, tnCurriculum: cv }, cand.token)).body.values.EstadoTransaccion).toBe(3);
    expect((await check({ tnTransaccionDePago: fresh, tnCurriculum: cv }, cand.token)).body.values.EstadoTransaccion).toBe(1);
    const refused = await confirm(old);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      error: 1,
      message: 'Este QR fue reemplazado por uno más reciente. Paga con el último QR que generaste.',
      values: { TransaccionDePago: old, EstadoTransaccion: 3 },
    });
    const [unpaid] = await t.deps.db.select().from(curriculums).where(eq(curriculums.id, cv));
    expect(unpaid.pagado).toBe(false);
    // Concurrent confirmations of the old and the new QR: only the new one credits.
    const results = await Promise.all([old, fresh, old, fresh].map((id) => confirm(id)));
    expect(results.map((r) => r.body.values.EstadoTransaccion)).toEqual([3, 2, 3, 2]);
    const [paid] = await t.deps.db.select().from(curriculums).where(eq(curriculums.id, cv));
    expect(paid.pagado).toBe(true);
    // QRs of other CVs are untouched.
    const otherCv = await newCv();
    const otherTx = (await generate({ ...payer, Curriculum: otherCv }, cand.token)).body.Datos.TransaccionDePago;
    await generate({ ...payer, Curriculum: await newCv() }, cand.token);
    expect((await check({ tnTransaccionDePago: otherTx, tnCurriculum: otherCv }, cand.token)).body.values.EstadoTransaccion).toBe(1);
  });

  it('refuses another user’s transaction and a transaction of another CV', async () => {
    const cv = await newCv();
    const tx = (await generate({ ...payer, Curriculum: cv }, cand.token)).body.Datos.TransaccionDePago;
    const byOther = await check({ tnTransaccionDePago: tx, tnCurriculum: cv }, other.token);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error).toBe(1);
    expect((await check({ tnTransaccionDePago: tx, tnCurriculum: cv + 1 }, cand.token)).status).toBe(404);
    expect((await check({ tnTransaccionDePago: 999999, tnCurriculum: cv }, cand.token)).status).toBe(404);
    expect((await check({ tnTransaccionDePago: tx, tnCurriculum: cv })).status).toBe(401);
    expect((await check({ tnTransaccionDePago: 'x', tnCurriculum: [] }, cand.token)).status).toBe(400);
    expect((await call(t.app, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: cv }, cand.token)).status).toBe(404);
  });

  it('answers an unknown or malformed transaction on the sandbox routes with 404 / 400', async () => {
    expect((await confirm(999999)).status).toBe(404);
    for (const bad of ['abc', '', null, { a: 1 }, '1; drop table payments']) {
      const res = await confirm(bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(1);
    }
    expect((await call(t.app, '/api/servicio/sandbox/consultartransaccion', {})).status).toBe(400);
  });
});

describe('generarpagoempleo / consultarpagoempleo', () => {
  it('lets the owning company pay JOB_PRICE_BS; once confirmed the job is public (estado 2)', async () => {
    const job = await makeJob(t.deps, company.companyId, { estado: 1 });
    const res = await call(t.app, '/api/servicio/generarpagoempleo', { ...payer, Empleo: job.id }, company.token);
    expect(res.body.codigoerror).toBe(0);
    expect(res.body.Datos.MontoBs).toBe(50);
    const tx = res.body.Datos.TransaccionDePago;
    expect((await call(t.app, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: job.id }, company.token)).body.values.EstadoTransaccion).toBe(1);
    const view = await call(t.app, '/api/servicio/sandbox/consultartransaccion', { tnTransaccionDePago: tx });
    expect(view.body.values).toMatchObject({ MontoBs: 50, Concepto: 'Publicación de empleo' });
    await confirm(tx);
    await confirm(tx);
    expect((await call(t.app, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: job.id }, company.token)).body.values.EstadoTransaccion).toBe(2);
    const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.estado).toBe(2);
    const again = await call(t.app, '/api/servicio/generarpagoempleo', { ...payer, Empleo: job.id }, company.token);
    expect(again.body).toMatchObject({ codigoerror: 1, message: 'Este empleo ya está pagado.' });
  });

  it('refuses another company, a candidate, an unknown job and bad input', async () => {
    const job = await makeJob(t.deps, company.companyId, { estado: 1 });
    const pay = (body: unknown, token?: string) => call(t.app, '/api/servicio/generarpagoempleo', body, token);
    expect((await pay({ ...payer, Empleo: job.id }, otherCompany.token)).status).toBe(403);
    expect((await pay({ ...payer, Empleo: job.id }, cand.token)).status).toBe(403);
    expect((await pay({ ...payer, Empleo: 999999 }, company.token)).status).toBe(404);
    expect((await pay({ ...payer, Empleo: job.id })).status).toBe(401);
    const missing = await pay({ tcCorreo: 'x' }, company.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errores).toMatchObject({ Empleo: 'Falta el empleo a pagar.', tcCorreo: 'El correo electrónico no tiene un formato válido.' });
    const tx = (await pay({ ...payer, Empleo: job.id }, company.token)).body.Datos.TransaccionDePago;
    expect((await call(t.app, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: job.id }, otherCompany.token)).status).toBe(403);
  });

  it('lets the admin pay and check any job', async () => {
    const admin = await newAdmin(t.deps);
    const job = await makeJob(t.deps, company.companyId, { estado: 1 });
    const res = await call(t.app, '/api/servicio/generarpagoempleo', { ...payer, Empleo: job.id }, admin.token);
    expect(res.body.codigoerror).toBe(0);
  });
});

describe('a gateway with signed callbacks', () => {
  const secret = 'test-secret';
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  const signed: PaymentGateway = {
    name: 'banco-prueba',
    async createCharge(c) {
      return { qrPngBase64: await qrPngBase64(`banco:${c.transactionId}:${c.amountBs}`), providerRef: `ref-${c.transactionId}` };
    },
    verifyCallback(raw, headers) {
      const given = Buffer.from(String(headers['x-firma'] ?? ''), 'hex');
      const expected = Buffer.from(sign(raw), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const body = JSON.parse(raw) as { transaccion: number; estado: string };
      return { transactionId: Number(body.transaccion), paid: body.estado === 'PAGADO' };
    },
  };
  let app2: FastifyInstance;
  beforeAll(async () => {
    app2 = await buildApp({ deps: { ...t.deps, payments: signed }, webDistDir: join(t.dataDir, 'no-web') });
    await app2.ready();
  });
  afterAll(async () => {
    await app2?.close();
  });

  it('has no sandbox routes and confirms only a correctly signed callback', async () => {
    expect((await call(app2, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: 1 })).status).toBe(404);
    const cv = await newCv();
    const res = await call(app2, '/api/servicio/generarpago', { ...payer, Curriculum: cv }, cand.token);
    expect(res.body.Datos.UrlPago).toBeUndefined();
    const tx = res.body.Datos.TransaccionDePago;
    const body = JSON.stringify({ transaccion: tx, estado: 'PAGADO' });
    const forged = await app2.inject({ method: 'POST', url: '/api/servicio/pagos/callback', payload: body, headers: { 'content-type': 'application/json', 'x-firma': sign(body + ' ') } });
    expect(forged.statusCode).toBe(400);
    expect((await call(app2, '/api/servicio/consultarpago', { tnTransaccionDePago: tx, tnCurriculum: cv }, cand.token)).body.values.EstadoTransaccion).toBe(1);
    const good = await app2.inject({ method: 'POST', url: '/api/servicio/pagos/callback', payload: body, headers: { 'content-type': 'application/json', 'x-firma': sign(body) } });
    expect(good.statusCode).toBe(200);
    expect((await call(app2, '/api/servicio/consultarpago', { tnTransaccionDePago: tx, tnCurriculum: cv }, cand.token)).body.values.EstadoTransaccion).toBe(2);
    const [row] = await t.deps.db.select().from(curriculums).where(eq(curriculums.id, cv));
    expect(row.pagado).toBe(true);
  });

  it('credits money the bank reports for a replaced QR (the payer paid it), once', async () => {
    const job = await makeJob(t.deps, company.companyId, { estado: 1 });
    const old = (await call(app2, '/api/servicio/generarpagoempleo', { ...payer, Empleo: job.id }, company.token)).body.Datos.TransaccionDePago;
    await call(app2, '/api/servicio/generarpagoempleo', { ...payer, Empleo: job.id }, company.token);
    expect((await call(app2, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: old, tnEmpleo: job.id }, company.token)).body.values.EstadoTransaccion).toBe(3);
    const body = JSON.stringify({ transaccion: old, estado: 'PAGADO' });
    const res = await app2.inject({ method: 'POST', url: '/api/servicio/pagos/callback', payload: body, headers: { 'content-type': 'application/json', 'x-firma': sign(body) } });
    expect(res.statusCode).toBe(200);
    expect((await call(app2, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: old, tnEmpleo: job.id }, company.token)).body.values.EstadoTransaccion).toBe(2);
    const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.estado).toBe(2);
  });
});
