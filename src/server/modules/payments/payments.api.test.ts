import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { curriculums, jobs, payments } from '../../db/schema';
import { qrPngBase64 } from '../../infra/payments';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newAdmin, newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { cvFormFields, postMultipart } from '../../test/forms';
import { makeJob } from '../../test/jobs';

const t = setupTestApp();
let cand: TestCandidate;
let other: TestCandidate;
let company: TestCompany;
let otherCompany: TestCompany;

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
/** The unguessable code each sandbox QR carries (?codigo= of the URL it encodes), by transaction. */
const codes = new Map<number, string>();
function remember(res: Awaited<ReturnType<typeof call>>) {
  const d = res.body?.Datos;
  if (d?.UrlPago) codes.set(d.TransaccionDePago, new URL(d.UrlPago).searchParams.get('codigo') ?? '');
  return res;
}
const generate = async (body: unknown, token?: string) => remember(await call(t.app, '/api/servicio/generarpago', body, token));
const generateJob = async (body: unknown, token?: string) => remember(await call(t.app, '/api/servicio/generarpagoempleo', body, token));
const check = (body: unknown, token?: string) => call(t.app, '/api/servicio/consultarpago', body, token);
/** "Confirmar pago" on the sandbox page opened from the QR (its code, no session). */
const confirm = (tx: unknown) => call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx, tcCodigo: codes.get(tx as number) });
const sandboxView = (tx: unknown) => call(t.app, '/api/servicio/sandbox/consultartransaccion', { tnTransaccionDePago: tx, tcCodigo: codes.get(tx as number) });

describe('generarpago', () => {
  it('creates a pending 25 Bs payment and a QR that opens the sandbox page', async () => {
    const cv = await newCv();
    const res = await generate({ ...payer, Curriculum: cv }, cand.token);
    expect(res.status).toBe(200);
    expect(res.body.codigoerror).toBe(0);
    const { lcQRBASE64, TransaccionDePago, MontoBs, UrlPago } = res.body.Datos;
    expect(MontoBs).toBe(25);
    expect(UrlPago).toMatch(new RegExp(`^http://localhost:3000/pago-sandbox/${TransaccionDePago}\\?codigo=[A-Za-z0-9_-]{24}$`));
    expect(Buffer.from(lcQRBASE64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(lcQRBASE64).toBe(await qrPngBase64(UrlPago));
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, TransaccionDePago));
    expect(row).toMatchObject({ kind: 'curriculum', userId: cand.userId, curriculumId: cv, montoBs: 25, estado: 1, ciNit: '1234567', provider: 'sandbox' });
  });

  it('lists every missing field under the spec messages', async () => {
    const res = await generate({}, cand.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(1);
    expect(res.body.errores).toEqual({
      tcNombreUsuario: 'El nombre completo es obligatorio.',
      tnCiNit: 'El CI/NIT es obligatorio.',
      tnTelefono: 'El teléfono es obligatorio.',
      tcCorreo: 'El correo electrónico es obligatorio.',
      Curriculum: 'Falta el currículum a pagar.',
    });
  });

  it('checks the shape of each field', async () => {
    const cv = await newCv();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tcCorreo: 'lucia@' }, 'tcCorreo', 'El correo electrónico no tiene un formato válido.'],
      [{ tcCorreo: 'a b@c.bo' }, 'tcCorreo', 'El correo electrónico no tiene un formato válido.'],
      [{ tnCiNit: '12ab' }, 'tnCiNit', 'El CI/NIT debe tener solo números (5 a 12 dígitos), con complemento si corresponde (ej. 1234567-1B).'],
      [{ tnCiNit: "1' OR '1'='1" }, 'tnCiNit', 'El CI/NIT debe tener solo números (5 a 12 dígitos), con complemento si corresponde (ej. 1234567-1B).'],
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

  it('a double click (2 and 20 parallel calls) leaves exactly one payable QR, and it pays', async () => {
    // Its own candidate: 22 QRs in a row stay under the per-user limit (30 an hour).
    const clicker = await newCandidate(t.deps);
    for (const n of [2, 20]) {
      const cv = await newCv(clicker.token);
      const results = await Promise.all(Array.from({ length: n }, () => generate({ ...payer, Curriculum: cv }, clicker.token)));
      expect(results.every((r) => r.status === 200 && r.body.codigoerror === 0), `${n}`).toBe(true);
      const rows = await t.deps.db.select().from(payments).where(eq(payments.curriculumId, cv));
      expect(rows).toHaveLength(n);
      const payable = rows.filter((r) => r.estado === 1);
      expect(payable, `${n}`).toHaveLength(1);
      expect(rows.filter((r) => r.estado === 3)).toHaveLength(n - 1);
      expect((await confirm(payable[0].id)).body.values.EstadoTransaccion).toBe(2);
    }
  });

  it('answers someone else’s CV as an unknown one (404), refuses a company and a visitor', async () => {
    const cv = await newCv();
    expect((await generate({ ...payer, Curriculum: cv }, other.token)).status).toBe(404);
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

    const view = await sandboxView(tx);
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
    expect(byOther.status).toBe(404);
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
    expect((await call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: 1, tcCodigo: '../etc' })).status).toBe(400);
  });

  it('opens a transaction only with its QR code or the payer’s session: never by its bare id', async () => {
    const cv = await newCv();
    const tx = (await generate({ ...payer, Curriculum: cv }, cand.token)).body.Datos.TransaccionDePago;
    const sb = (path: string, body: Record<string, unknown>, token?: string) => call(t.app, `/api/servicio/sandbox/${path}`, { tnTransaccionDePago: tx, ...body }, token);
    for (const path of ['consultartransaccion', 'confirmarpago']) {
      for (const [body, token] of [
        [{}, undefined],
        [{ tcCodigo: 'x'.repeat(24) }, undefined],
        [{ tcCodigo: codes.get(tx)!.slice(0, -1) }, undefined],
        [{}, other.token],
        [{}, company.token],
      ] as [Record<string, unknown>, string | undefined][]) {
        const res = await sb(path, body, token);
        expect(res.status, `${path} ${JSON.stringify(body)} ${token ? 'other' : 'anon'}`).toBe(404);
        expect(res.body).toMatchObject({ error: 1, message: 'No se encontró la transacción de pago.' });
      }
    }
    const [unpaid] = await t.deps.db.select().from(curriculums).where(eq(curriculums.id, cv));
    expect(unpaid.pagado).toBe(false);
    // The payer's own session needs no code.
    expect((await sb('consultartransaccion', {}, cand.token)).body.values.EstadoTransaccion).toBe(1);
    expect((await sb('confirmarpago', {}, cand.token)).body).toMatchObject({ error: 0, values: { EstadoTransaccion: 2 } });
  });
});

describe('generarpagoempleo / consultarpagoempleo', () => {
  it('lets the owning company pay JOB_PRICE_BS; once confirmed the job is public (estado 2)', async () => {
    const job = await makeJob(t.deps, company.companyId, { estado: 1, titulo: 'Contador General' });
    const res = await generateJob({ ...payer, Empleo: job.id }, company.token);
    expect(res.body.codigoerror).toBe(0);
    expect(res.body.Datos.MontoBs).toBe(50);
    const tx = res.body.Datos.TransaccionDePago;
    expect((await call(t.app, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: job.id }, company.token)).body.values.EstadoTransaccion).toBe(1);
    const view = await sandboxView(tx);
    expect(view.body.values).toMatchObject({ MontoBs: 50, Concepto: 'Publicación de empleo' });
    await confirm(tx);
    await confirm(tx);
    expect((await call(t.app, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: job.id }, company.token)).body.values.EstadoTransaccion).toBe(2);
    const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.estado).toBe(2);
    const again = await call(t.app, '/api/servicio/generarpagoempleo', { ...payer, Empleo: job.id }, company.token);
    expect(again.body).toMatchObject({ codigoerror: 1, message: 'Este empleo ya está pagado.' });
  });

  it('a double click on a job (2 and 20 parallel calls) leaves exactly one payable QR, and it pays', async () => {
    const clicker = await newCompany(t.deps);
    for (const n of [2, 20]) {
      const job = await makeJob(t.deps, clicker.companyId, { estado: 1, titulo: `Empleo de ${n} clics` });
      const results = await Promise.all(Array.from({ length: n }, () => generateJob({ ...payer, Empleo: job.id }, clicker.token)));
      expect(results.every((r) => r.status === 200 && r.body.codigoerror === 0), `${n}`).toBe(true);
      const rows = await t.deps.db.select().from(payments).where(eq(payments.jobId, job.id));
      expect(rows).toHaveLength(n);
      const payable = rows.filter((r) => r.estado === 1);
      expect(payable, `${n}`).toHaveLength(1);
      expect(rows.filter((r) => r.estado === 3)).toHaveLength(n - 1);
      expect((await confirm(payable[0].id)).body.values.EstadoTransaccion).toBe(2);
      const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row.estado).toBe(2);
    }
  });

  it('refuses another company, a candidate, an unknown job and bad input', async () => {
    const job = await makeJob(t.deps, company.companyId, { estado: 1, titulo: 'Contador General' });
    const pay = (body: unknown, token?: string) => call(t.app, '/api/servicio/generarpagoempleo', body, token);
    expect((await pay({ ...payer, Empleo: job.id }, otherCompany.token)).status).toBe(404);
    expect((await pay({ ...payer, Empleo: job.id }, cand.token)).status).toBe(403);
    expect((await pay({ ...payer, Empleo: 999999 }, company.token)).status).toBe(404);
    expect((await pay({ ...payer, Empleo: job.id })).status).toBe(401);
    const missing = await pay({ tcCorreo: 'x' }, company.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errores).toMatchObject({ Empleo: 'Falta el empleo a pagar.', tcCorreo: 'El correo electrónico no tiene un formato válido.' });
    const tx = (await pay({ ...payer, Empleo: job.id }, company.token)).body.Datos.TransaccionDePago;
    expect((await call(t.app, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: job.id }, otherCompany.token)).status).toBe(404);
  });

  it('lets the admin pay and check any job', async () => {
    const admin = await newAdmin(t.deps);
    const job = await makeJob(t.deps, company.companyId, { estado: 1, titulo: 'Contador General' });
    const res = await call(t.app, '/api/servicio/generarpagoempleo', { ...payer, Empleo: job.id }, admin.token);
    expect(res.body.codigoerror).toBe(0);
  });
});
