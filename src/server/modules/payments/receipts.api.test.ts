/** Receipts, "Mis pagos" and the staff's payments view (sandbox gateway). */
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newAdmin, newCandidate, newCompany, type TestAdmin, type TestCandidate, type TestCompany } from '../../test/accounts';
import { cvFormFields, postMultipart } from '../../test/forms';
import { makeJob } from '../../test/jobs';

const t = setupTestApp();
let cand: TestCandidate;
let other: TestCandidate;
let company: TestCompany;
let admin: TestAdmin;
let paidTx: number;
let pendingTx: number;
let jobTx: number;

const payer = { tcNombreUsuario: 'Lucía Mamani', tnCiNit: '7654321', tnTelefono: '71234567', tcCorreo: 'lucia@example.bo' };

async function qr(url: string, body: Record<string, unknown>, token: string) {
  const d = (await call(t.app, url, { ...payer, ...body }, token)).body.Datos;
  return { tx: d.TransaccionDePago as number, code: new URL(d.UrlPago).searchParams.get('codigo')! };
}
const confirm = (tx: number, code: string) => call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx, tcCodigo: code });
const get = (url: string, token?: string) => call(t.app, url, undefined, token, { method: 'GET' });

beforeAll(async () => {
  cand = await newCandidate(t.deps);
  other = await newCandidate(t.deps);
  company = await newCompany(t.deps);
  admin = await newAdmin(t.deps);
  const cv = (await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields(), [], cand.token)).body.values.Curriculum;
  const cv2 = (await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields(), [], cand.token)).body.values.Curriculum;
  const paid = await qr('/api/servicio/generarpago', { Curriculum: cv }, cand.token);
  paidTx = paid.tx;
  t.mails.length = 0;
  // A double click on "Confirmar pago", twenty times over: one credit, one receipt.
  await Promise.all(Array.from({ length: 20 }, () => confirm(paid.tx, paid.code)));
  pendingTx = (await qr('/api/servicio/generarpago', { Curriculum: cv2 }, cand.token)).tx;
  const job = await makeJob(t.deps, company.companyId, { estado: 1, titulo: 'Contador General' });
  const j = await qr('/api/servicio/generarpagoempleo', { Empleo: job.id }, company.token);
  jobTx = j.tx;
  await confirm(j.tx, j.code);
});

describe('infopago', () => {
  it('tells the price and what it buys before any QR, and that the sandbox is a simulation', async () => {
    const res = await get('/api/servicio/infopago');
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({
      Curriculum: { MontoBs: 25, Concepto: 'Activación de currículum' },
      Empleo: { MontoBs: 50, Concepto: 'Publicación de empleo' },
      Pasarela: 'sandbox',
      Simulacion: true,
      Disponible: true,
    });
    expect(res.body.values.Curriculum.Incluye.length).toBeGreaterThan(0);
  });
});

describe('receipt e-mail', () => {
  it('is sent once per payment, to the payer, with the amount and what was bought', () => {
    const receipts = t.mails.filter((m) => m.subject.startsWith('Comprobante de pago'));
    expect(receipts).toHaveLength(2);
    const cvMail = receipts.find((m) => m.text.includes('Activación de currículum'))!;
    expect(cvMail.to).toBe('lucia@example.bo');
    expect(cvMail.subject).toMatch(/^Comprobante de pago CH-\d{4}-\d{6} - Chamba$/);
    expect(cvMail.text).toContain('Monto: Bs. 25.00');
    expect(cvMail.text).toContain('CI/NIT: 7654321');
    expect(cvMail.text).toContain(`Transacción: ${paidTx}`);
    expect(receipts.find((m) => m.text.includes('Publicación de empleo'))!.text).toContain('Bs. 50.00');
  });
});

describe('comprobante/{TransaccionDePago}', () => {
  it('gives the payer a PDF with number, payer, CI/NIT, concept, amount and both transaction ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/servicio/comprobante/${paidTx}`, headers: { authorization: `Bearer ${cand.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="comprobante-CH-\d{4}-\d{6}\.pdf"$/);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    for (const s of ['Comprobante de pago', 'Lucía Mamani', '7654321', 'Activación de currículum', 'Bs. 25.00', String(paidTx), `sandbox-${paidTx}`]) {
      expect(text, s).toContain(s);
    }
  });

  it('answers 404 to someone else, to a company and for an unpaid or unknown transaction; 401 anonymous; admin may', async () => {
    const status = async (tx: unknown, token?: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/servicio/comprobante/${tx}`, headers: token ? { authorization: `Bearer ${token}` } : {} })).statusCode;
    expect(await status(paidTx, other.token)).toBe(404);
    expect(await status(paidTx, company.token)).toBe(404);
    expect(await status(pendingTx, cand.token)).toBe(404);
    expect(await status(999999, cand.token)).toBe(404);
    expect(await status(paidTx)).toBe(401);
    expect(await status('abc', cand.token)).toBe(400);
    expect(await status('..%2F..%2Fetc%2Fpasswd', cand.token)).toBe(400);
    expect(await status(paidTx, admin.token)).toBe(200);
    expect(await status(jobTx, company.token)).toBe(200);
  });
});

describe('mispagos', () => {
  it('lists the caller’s payments, newest first, with state and receipt; nobody else’s', async () => {
    const mine = await get('/api/servicio/mispagos', cand.token);
    expect(mine.status).toBe(200);
    const rows = mine.body.values as any[];
    expect(rows.map((r) => r.TransaccionDePago)).toEqual([pendingTx, paidTx]);
    expect(rows[1]).toMatchObject({ Tipo: 'curriculum', Concepto: 'Activación de currículum', MontoBs: 25, EstadoTransaccion: 2, Estado: 'Pagado' });
    expect(rows[1].Comprobante).toMatch(/^CH-\d{4}-\d{6}$/);
    expect(rows[1].Detalle).toMatch(/^Currículum «/);
    expect(rows[0]).toMatchObject({ EstadoTransaccion: 1, Estado: 'Pendiente', Comprobante: null, FechaPago: null });
    expect((await get('/api/servicio/mispagos', other.token)).body.values).toEqual([]);
    const companyRows = (await get('/api/servicio/mispagos', company.token)).body.values;
    expect(companyRows.map((r: any) => r.TransaccionDePago)).toEqual([jobTx]);
    expect(companyRows[0].Detalle).toBe('Empleo «Contador General»');
    expect((await get('/api/servicio/mispagos')).status).toBe(401);
  });
});

describe('admin/listarpagos', () => {
  it('shows staff every payment with filters and paid totals per day and month', async () => {
    const list = (body: unknown, token = admin.token) => call(t.app, '/api/servicio/admin/listarpagos', body, token);
    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.body.values.Total).toBe(3);
    const paid = await list({ tnEstado: 2 });
    expect(paid.body.values.Pagos.map((r: any) => r.TransaccionDePago).sort()).toEqual([paidTx, jobTx].sort());
    const jobsOnly = await list({ tcTipo: 'empleo', tnEstado: '' });
    expect(jobsOnly.body.values.Pagos.map((r: any) => r.TransaccionDePago)).toEqual([jobTx]);
    const [today] = all.body.values.TotalesPorDia;
    expect(today).toMatchObject({ Pagos: 2, MontoBs: 75 });
    expect(today.Periodo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(all.body.values.TotalesPorMes[0]).toMatchObject({ Pagos: 2, MontoBs: 75 });
    const none = await list({ tcDesde: '2001-01-01', tcHasta: '2001-01-31' });
    expect(none.body.values).toMatchObject({ Total: 0, Pagos: [], TotalesPorDia: [] });
  });

  it('refuses others and bad filters with the envelope', async () => {
    const list = (body: unknown, token?: string) => call(t.app, '/api/servicio/admin/listarpagos', body, token);
    expect((await list({}, cand.token)).status).toBe(403);
    expect((await list({}, company.token)).status).toBe(403);
    expect((await list({})).status).toBe(401);
    for (const q of [{ tnEstado: 9 }, { tnEstado: 'abc' }, { tnEstado: true }, { tcTipo: 'otro' }, { tcDesde: 'ayer' }, { tcHasta: "2026-01-01' or 1=1" }, { tnPagina: 0 }]) {
      const res = await list(q, admin.token);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.error, JSON.stringify(q)).toBe(1);
    }
  });
});
