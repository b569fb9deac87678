/**
 * Payments through PagoFácil MasterQR, against a local fake of the gateway: a payment completes
 * only when the gateway's own query says paid with the right amount (decision 063).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { curriculums, jobs, payments } from '../../db/schema';
import { startFakePagoFacil, type FakePagoFacil } from '../../infra/payments/pagofacil-fake';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { newCandidate, newCompany, type TestCandidate } from '../../test/accounts';
import { cvFormFields, postMultipart } from '../../test/forms';
import { makeJob } from '../../test/jobs';
import { sweepPendingPayments } from './gateway-check';

let t: TestApp;
let fake: FakePagoFacil;
let cand: TestCandidate;
let other: TestCandidate;

beforeAll(async () => {
  fake = await startFakePagoFacil();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'pagofacil',
    PAGOFACIL_URL: fake.url,
    PAGOFACIL_TOKEN_SERVICE: fake.credentials.tokenService,
    PAGOFACIL_TOKEN_SECRET: fake.credentials.tokenSecret,
    PAGOFACIL_CLIENT_CODE: fake.credentials.clientCode,
  });
  cand = await newCandidate(t.deps);
  other = await newCandidate(t.deps);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.setDown(false);
  fake.setDelay(0);
  t.mails.length = 0;
});

const payer = { tcNombreUsuario: 'Lucía Mamani', tnCiNit: '1234567', tnTelefono: '71234567', tcCorreo: 'lucia@example.bo' };
const CALLBACK_OK = { error: 0, status: 1, message: 'Recibido', values: true };

async function newCv() {
  const res = await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields(), [], cand.token);
  return res.body.values.Curriculum as number;
}
async function qrFor(cv: number) {
  const res = await call(t.app, '/api/servicio/generarpago', { ...payer, Curriculum: cv }, cand.token);
  expect(res.body.codigoerror, JSON.stringify(res.body)).toBe(0);
  return res.body.Datos as { TransaccionDePago: number; lcQRBASE64: string; MontoBs: number; UrlPago?: string };
}
/** The gateway's callback as PagoFácil sends it, to our route. */
const callback = (pedido: unknown, estado = 2) =>
  call(t.app, '/api/servicio/pagos/callback', { PedidoID: pedido, Fecha: '2026-11-25', Hora: '10:00:00', MetodoPago: 'QR', Estado: estado });
const state = async (tx: number, cv: number) => (await call(t.app, '/api/servicio/consultarpago', { tnTransaccionDePago: tx, tnCurriculum: cv }, cand.token)).body.values.EstadoTransaccion;
const cvPaid = async (cv: number) => (await t.deps.db.select().from(curriculums).where(eq(curriculums.id, cv)))[0].pagado;

describe('PagoFácil QR', () => {
  it('shows the gateway’s QR for our transaction, amount in BOB and what is bought; no sandbox', async () => {
    const cv = await newCv();
    const qr = await qrFor(cv);
    expect(qr.UrlPago).toBeUndefined();
    expect(qr.MontoBs).toBe(25);
    const sent = [...fake.transactions.values()].find((x) => x.paymentNumber === String(qr.TransaccionDePago))!;
    expect(Buffer.from(qr.lcQRBASE64, 'base64').toString()).toBe(`fake-qr-${sent.transactionId}`);
    expect(sent.body).toMatchObject({ amount: 25, currency: 2, callbackUrl: 'http://localhost:3000/api/servicio/pagos/callback', clientName: 'Lucía Mamani' });
    expect((sent.body.orderDetail as { product: string }[])[0].product).toBe('Activación de currículum');
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, qr.TransaccionDePago));
    expect(row).toMatchObject({ provider: 'pagofacil', providerRef: sent.transactionId, estado: 1, codeHash: null });
    expect((await call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: qr.TransaccionDePago }, cand.token)).status).toBe(404);
    const info = await call(t.app, '/api/servicio/infopago', undefined, undefined, { method: 'GET' });
    expect(info.body.values).toMatchObject({ Pasarela: 'pagofacil', Simulacion: false, Disponible: true });
  });

  it('a forged callback for an unpaid QR is answered as the gateway requires and changes nothing', async () => {
    const cv = await newCv();
    const { TransaccionDePago: tx } = await qrFor(cv);
    const res = await callback(String(tx));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CALLBACK_OK);
    expect(await state(tx, cv)).toBe(1);
    expect(await cvPaid(cv)).toBe(false);
    expect(t.mails).toHaveLength(0);
  });

  it('a callback for a paid QR completes it once, whatever the number of callbacks and polls', async () => {
    const cv = await newCv();
    const { TransaccionDePago: tx } = await qrFor(cv);
    fake.pay(tx);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => callback(String(tx))),
      ...Array.from({ length: 20 }, () => state(tx, cv)),
    ]);
    expect(results.slice(0, 20).every((r) => (r as { status: number }).status === 200)).toBe(true);
    expect(await state(tx, cv)).toBe(2);
    expect(await cvPaid(cv)).toBe(true);
    const receipts = t.mails.filter((m) => m.subject.startsWith('Comprobante de pago'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].to).toBe('lucia@example.bo');
    expect(receipts[0].text).toContain('Bs. 25.00');
    expect(receipts[0].text).toContain('Activación de currículum');
  });

  it('a payment the gateway reports with another amount is put under review, not credited', async () => {
    const cv = await newCv();
    const { TransaccionDePago: tx } = await qrFor(cv);
    fake.pay(tx, 1);
    expect((await callback(tx)).body).toEqual(CALLBACK_OK);
    expect(await state(tx, cv)).toBe(5);
    expect(await cvPaid(cv)).toBe(false);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, tx));
    expect(row.nota).toContain('1 Bs');
  });

  it('polling completes a payment whose callback never came; so does the server’s sweep', async () => {
    const cv = await newCv();
    const { TransaccionDePago: tx } = await qrFor(cv);
    fake.pay(tx);
    expect(await state(tx, cv)).toBe(2);

    const cv2 = await newCv();
    const { TransaccionDePago: tx2 } = await qrFor(cv2);
    fake.pay(tx2);
    expect(await sweepPendingPayments(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await cvPaid(cv2)).toBe(true);
  });

  it('an expired QR ends as such and a new QR can be generated and paid', async () => {
    const cv = await newCv();
    const { TransaccionDePago: tx } = await qrFor(cv);
    fake.setStatus(tx, 4);
    expect(await state(tx, cv)).toBe(4);
    const { TransaccionDePago: tx2 } = await qrFor(cv);
    fake.pay(tx2);
    expect(await state(tx2, cv)).toBe(2);
  });

  it('logs in again after the gateway’s token expired', async () => {
    const cv = await newCv();
    fake.expireTokens();
    const { TransaccionDePago: tx } = await qrFor(cv);
    fake.expireTokens();
    fake.pay(tx);
    expect(await state(tx, cv)).toBe(2);
  });

  it('with the gateway down: a clear Spanish message, never a 500, and the payment completes later', async () => {
    const cv = await newCv();
    fake.setDown(true);
    const res = await call(t.app, '/api/servicio/generarpago', { ...payer, Curriculum: cv }, cand.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ codigoerror: 1, message: 'Hubo un error al generar el código QR. Por favor, inténtalo de nuevo.' });
    fake.setDown(false);
    const { TransaccionDePago: tx } = await qrFor(cv);
    fake.pay(tx);
    fake.setDown(true);
    expect(await state(tx, cv)).toBe(1);
    expect((await callback(tx)).body).toEqual(CALLBACK_OK);
    fake.setDown(false);
    expect(await state(tx, cv)).toBe(2);
  });

  it('answers any callback body with 200 and ignores what names no transaction of ours', async () => {
    for (const body of [undefined, 'no es json', { PedidoID: '1; drop table payments' }, { PedidoID: 99999999 }, { PedidoID: ['1'] }]) {
      const res = await call(t.app, '/api/servicio/pagos/callback', body, undefined, typeof body === 'string' ? { headers: { 'content-type': 'text/plain' } } : {});
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body).toEqual(CALLBACK_OK);
    }
    const form = await t.app.inject({ method: 'POST', url: '/api/servicio/pagos/callback', payload: 'PedidoID=5&Estado=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(200);
  });

  it('a job is published only after the gateway confirms its payment', async () => {
    const company = await newCompany(t.deps);
    const job = await makeJob(t.deps, company.companyId, { estado: 1, titulo: 'Contador General' });
    const res = await call(t.app, '/api/servicio/generarpagoempleo', { ...payer, Empleo: job.id }, company.token);
    const tx = res.body.Datos.TransaccionDePago;
    await callback(tx);
    expect((await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0].estado).toBe(1);
    fake.pay(tx);
    await callback(tx);
    expect((await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0].estado).toBe(2);
    expect((await call(t.app, '/api/servicio/consultarpagoempleo', { tnTransaccionDePago: tx, tnEmpleo: job.id }, other.token)).status).toBe(404);
  });
});

describe('no payment provider in production', () => {
  it('refuses payments with a clear message and offers no sandbox', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const c = await newCandidate(prod.deps);
      const cvRes = await postMultipart(prod.app, '/api/servicio/crearcurriculumcandidato', cvFormFields(), [], c.token);
      const cv = cvRes.body.values.Curriculum;
      const res = await call(prod.app, '/api/servicio/generarpago', { ...payer, Curriculum: cv }, c.token);
      expect(res.body).toMatchObject({ codigoerror: 1, message: 'Los pagos no están disponibles en este momento. Inténtalo más tarde o escríbenos.' });
      expect((await call(prod.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: 1 })).status).toBe(404);
      const info = await call(prod.app, '/api/servicio/infopago', undefined, undefined, { method: 'GET' });
      expect(info.body.values).toMatchObject({ Disponible: false, Simulacion: false });
    } finally {
      await prod.close();
    }
  });
});
