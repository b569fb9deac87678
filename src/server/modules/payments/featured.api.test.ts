/**
 * Featured jobs (issue 39, decision featured-and-confidential.md) as a caller sees them: the QR of
 * destacarempleo at the price of preciosdestacado, paying it in the sandbox, «Destacado» in the
 * search and the home row, extending, expiry by time, staff's prices, who may feature what, bad
 * input, and the order of a results page (at most three featured matches first, each once).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { DAY_MS, laPazDayFrom } from '../../core/time';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newAdmin, newCandidate, newCompany, type TestAdmin, type TestCandidate, type TestCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { PAYMENT_MESSAGES } from '../../../shared/contract/payments';

const t = setupTestApp({ RATE_LIMITS: 'off' });
let company: TestCompany;
let other: TestCompany;
let cand: TestCandidate;
let admin: TestAdmin;
const NOW = new Date('2026-03-10T15:00:00.000Z');
const id: Record<string, number> = {};

const payer = { tcNombreUsuario: 'Marco Quispe', tnCiNit: '1020304', tnTelefono: '77712345', tcCorreo: 'pagos@andes.bo' };
const get = (url: string, token?: string) => call(t.app, url, undefined, token, { method: 'GET' });
const feature = (tnEmpleo: unknown, tnDias: unknown, token = company.token) => call(t.app, '/api/servicio/destacarempleo', { ...payer, tnEmpleo, tnDias }, token);
const check = (tx: number, tnEmpleo: number, token = company.token) => call(t.app, '/api/servicio/consultarpagodestacado', { tnTransaccionDePago: tx, tnEmpleo }, token);
const search = (body: Record<string, unknown>) => call(t.app, '/api/servicio/listaempleos', body);
const home = async () => (await call(t.app, '/api/servicio/obtenerdatosbasicos', {})).body.values.DatosDeEmpleo as { Empleo: number; Destacado: boolean }[];
const prices = async () => (await get('/api/servicio/preciosdestacado')).body.values as { Dias: number; MontoBs: number }[];

/** Features a job and pays the QR as the sandbox page does (its code); the transaction. */
async function featureAndPay(jobId: number, days: number, token = company.token) {
  const res = await feature(jobId, days, token);
  expect(res.body.codigoerror, JSON.stringify(res.body)).toBe(0);
  const { TransaccionDePago: tx, UrlPago } = res.body.Datos;
  const confirmed = await call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx, tcCodigo: new URL(UrlPago).searchParams.get('codigo') });
  expect(confirmed.status).toBe(200);
  return tx as number;
}
const itemOf = async (jobId: number, tcBuscar: string) => ((await search({ tcBuscar, tnTamano: 50, tnPagina: 1 })).body.values as { Empleo: number; Destacado: boolean }[]).find((i) => i.Empleo === jobId);

beforeAll(async () => {
  t.clock.set(NOW);
  company = await newCompany(t.deps, 'Metalúrgica Illimani S.R.L.');
  other = await newCompany(t.deps, 'Otra Empresa S.A.');
  cand = await newCandidate(t.deps);
  admin = await newAdmin(t.deps);
  const cid = company.companyId;
  const ago = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
  id.grua = (await makeJob(t.deps, cid, { titulo: 'Operador de grúa torre', fechaPublicacion: ago(200) })).id;
  id.unpaid = (await makeJob(t.deps, cid, { titulo: 'Chofer sin pagar', estado: 1 })).id;
  id.closed = (await makeJob(t.deps, cid, { titulo: 'Chofer cerrado' })).id;
  id.hidden = (await makeJob(t.deps, cid, { titulo: 'Chofer oculto' })).id;
  await t.deps.db.update(jobs).set({ cerrado: true }).where(eq(jobs.id, id.closed));
  await t.deps.db.update(jobs).set({ oculto: true }).where(eq(jobs.id, id.hidden));
  // The ordering's jobs in Sucre (city 1): five featured welders newer than eight plain ones.
  for (let i = 1; i <= 5; i++) id[`f${i}`] = (await makeJob(t.deps, cid, { titulo: `Soldador industrial ${i}`, ciudadId: 1, fechaPublicacion: ago(i) })).id;
  for (let i = 1; i <= 8; i++) id[`n${i}`] = (await makeJob(t.deps, cid, { titulo: `Soldador de planta ${i}`, ciudadId: 1, fechaPublicacion: ago(10 + i) })).id;
  id.baker = (await makeJob(t.deps, cid, { titulo: 'Panadero de turno', ciudadId: 1, fechaPublicacion: ago(0.5) })).id;
  id.elsewhere = (await makeJob(t.deps, cid, { titulo: 'Soldador industrial de Tarija', ciudadId: 9, fechaPublicacion: ago(0.5) })).id;
}, 120_000);
afterAll(() => t.clock.reset());

describe('preciosdestacado and guardarpreciodestacado', () => {
  it('lists the price of 7, 15 and 30 days to anyone', async () => {
    const res = await get('/api/servicio/preciosdestacado');
    expect(res.status).toBe(200);
    expect(res.body.values).toEqual([
      { Dias: 7, MontoBs: 30 },
      { Dias: 15, MontoBs: 50 },
      { Dias: 30, MontoBs: 80 },
    ]);
  });

  it('lets staff change a price, and the next QR charges it; others are refused', async () => {
    const save = (body: unknown, token?: string) => call(t.app, '/api/servicio/admin/guardarpreciodestacado', body, token);
    const saved = await save({ tnDias: 15, tnMontoBs: 55 }, admin.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ error: 0, message: PAYMENT_MESSAGES.featuredPriceSaved });
    expect(saved.body.values).toContainEqual({ Dias: 15, MontoBs: 55 });
    expect(await prices()).toContainEqual({ Dias: 15, MontoBs: 55 });
    const qr = await feature(id.grua, 15);
    expect(qr.body.Datos.MontoBs).toBe(55);
    expect((await save({ tnDias: 15, tnMontoBs: 1 }, company.token)).status).toBe(403);
    expect((await save({ tnDias: 15, tnMontoBs: 1 }, cand.token)).status).toBe(403);
    expect((await save({ tnDias: 15, tnMontoBs: 1 })).status).toBe(401);
    for (const bad of [{ tnDias: 10, tnMontoBs: 40 }, { tnDias: 7, tnMontoBs: 0 }, { tnDias: 7, tnMontoBs: 100_001 }, { tnDias: 7, tnMontoBs: 'x' }, { tnDias: 7 }, { tnDias: 7, tnMontoBs: 4.5 }, { tnDias: 7, tnMontoBs: '9'.repeat(5000) }]) {
      const res = await save(bad, admin.token);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ error: 1, status: false });
    }
    expect(await prices()).toContainEqual({ Dias: 7, MontoBs: 30 });
    await save({ tnDias: 15, tnMontoBs: 50 }, admin.token);
  });
});

describe('destacarempleo and consultarpagodestacado', () => {
  it('gives a QR at the price of each duration; pending until paid', async () => {
    const list = await prices();
    for (const dias of [7, 15, 30]) {
      const res = await feature(id.grua, dias);
      expect(res.status).toBe(200);
      expect(res.body.codigoerror).toBe(0);
      expect(res.body.Datos.lcQRBASE64.length).toBeGreaterThan(100);
      expect(res.body.Datos.MontoBs).toBe(list.find((p) => p.Dias === dias)!.MontoBs);
      expect((await check(res.body.Datos.TransaccionDePago, id.grua)).body.values.EstadoTransaccion).toBe(1);
    }
    expect((await itemOf(id.grua, 'grúa'))!.Destacado).toBe(false);
  });

  it('once paid: state 2, «Destacado» in the search and first in the home row; a second featuring extends it; then it expires', async () => {
    const tx = await featureAndPay(id.grua, 7);
    expect((await check(tx, id.grua)).body.values.EstadoTransaccion).toBe(2);
    expect((await itemOf(id.grua, 'grúa'))!.Destacado).toBe(true);
    const row = await home();
    expect(row[0]).toMatchObject({ Empleo: id.grua, Destacado: true });
    // Three days in, fifteen more: featured until day 22.
    t.clock.advance(3 * DAY_MS);
    await featureAndPay(id.grua, 15);
    t.clock.advance(15 * DAY_MS);
    expect((await itemOf(id.grua, 'grúa'))!.Destacado).toBe(true);
    expect((await home())[0].Empleo).toBe(id.grua);
    t.clock.advance(4 * DAY_MS + 60_000);
    expect((await itemOf(id.grua, 'grúa'))!.Destacado).toBe(false);
    expect((await home()).find((j) => j.Empleo === id.grua)?.Destacado ?? false).toBe(false);
    expect((await home())[0].Empleo).not.toBe(id.grua);
    t.clock.set(NOW);
  });

  it('refuses another company (404), a candidate (403), an anonymous caller (401)', async () => {
    const res = await feature(id.grua, 7, other.token);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('grúa');
    expect((await feature(id.grua, 7, cand.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/destacarempleo', { ...payer, tnEmpleo: id.grua, tnDias: 7 })).status).toBe(401);
    expect((await feature(999_999, 7)).status).toBe(404);
  });

  it('refuses an unpaid, a closed or a hidden job with the Spanish message', async () => {
    for (const key of ['unpaid', 'closed', 'hidden']) {
      const res = await feature(id[key], 7);
      expect(res.status, key).toBe(200);
      expect(res.body, key).toMatchObject({ codigoerror: 1, message: PAYMENT_MESSAGES.featuredNotListed });
    }
  });

  it('answers another company’s poll as an unknown transaction, with nothing of the job', async () => {
    const { TransaccionDePago: tx } = (await feature(id.grua, 7)).body.Datos;
    for (const res of [await check(tx, id.grua, other.token), await check(tx, id.grua + 1), await check(tx + 1000, id.grua)]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/grúa|EstadoTransaccion/);
    }
    expect((await check(tx, id.grua, cand.token)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/consultarpagodestacado', { tnTransaccionDePago: tx, tnEmpleo: id.grua })).status).toBe(401);
  });

  it('answers bad days, ids and hostile values with 400 and the Spanish envelope, never 500', async () => {
    for (const tnDias of [10, 'x', undefined, 0, -7, 7.5, '7; drop table jobs', '9'.repeat(5000), [7], { d: 7 }, true, null]) {
      const res = await feature(id.grua, tnDias);
      expect(res.status, String(tnDias).slice(0, 40)).toBe(400);
      expect(res.body).toMatchObject({ error: 1, status: false });
      expect(res.body.errores.tnDias).toBe(PAYMENT_MESSAGES.featuredDays);
    }
    for (const tnEmpleo of [undefined, 'abc', -1, "1' OR '1'='1", 1e30, [1], 'x'.repeat(100_000)]) {
      const res = await feature(tnEmpleo, 7);
      expect(res.status, String(tnEmpleo).slice(0, 40)).toBe(400);
      expect(res.body).toMatchObject({ error: 1, status: false });
      expect(res.body.errores.tnEmpleo).toBeTruthy();
    }
    const payerless = await call(t.app, '/api/servicio/destacarempleo', { tnEmpleo: id.grua, tnDias: 7, tcNombreUsuario: '<script>'.repeat(100) }, company.token);
    expect(payerless.status).toBe(400);
    expect(payerless.body.errores).toMatchObject({ tnCiNit: PAYMENT_MESSAGES.ciNit });
    for (const body of ['not json', '{"tnDias":', '']) {
      const res = await call(t.app, '/api/servicio/destacarempleo', body, company.token, { headers: { 'content-type': 'application/json' } });
      expect(res.status).toBeLessThan(500);
    }
    const res = await call(t.app, '/api/servicio/consultarpagodestacado', { tnTransaccionDePago: 'x', tnEmpleo: 'y' }, company.token);
    expect(res.status).toBe(400);
    expect(res.body.errores).toMatchObject({ tnTransaccionDePago: PAYMENT_MESSAGES.transaction, tnEmpleo: PAYMENT_MESSAGES.job });
  });
});

describe('featured jobs on a results page', () => {
  type Item = { Empleo: number; Destacado: boolean };
  const welders = (tnPagina: number, over: Record<string, unknown> = {}) => search({ tcBuscar: 'soldador', tnCiudad: 1, tcOrden: 'recientes', tnTamano: 5, tnPagina, ...over });
  const ids = (res: { body: { values: Item[] } }) => res.body.values.map((i) => i.Empleo);
  let totalBefore = 0;

  beforeAll(async () => {
    totalBefore = (await welders(1)).body.total;
    for (const key of ['f1', 'f2', 'f3', 'f4', 'f5', 'baker', 'elsewhere']) await featureAndPay(id[key], 30);
  });

  it('shows at most three featured matches first; page 2 the next ones; each job once on a page; totals unchanged', async () => {
    expect(totalBefore).toBe(13);
    const p1 = await welders(1);
    expect(p1.body.total).toBe(13);
    // f4 and f5 are the page's own results too: listed once.
    expect(ids(p1)).toEqual([id.f1, id.f2, id.f3, id.f4, id.f5]);
    expect(p1.body.values.every((i: Item) => i.Destacado)).toBe(true);
    const p2 = await welders(2);
    expect(p2.body.total).toBe(13);
    expect(ids(p2)).toEqual([id.f4, id.f5, id.n1, id.n2, id.n3, id.n4, id.n5]);
    const p3 = await welders(3);
    expect(ids(p3)).toEqual([id.n6, id.n7, id.n8]);
    for (const p of [p1, p2, p3]) expect(new Set(ids(p)).size).toBe(ids(p).length);
  });

  it('does not show featured jobs that miss the words or the filters', async () => {
    const seen = [...ids(await welders(1)), ...ids(await welders(2)), ...ids(await welders(3))];
    expect(seen).not.toContain(id.baker);
    expect(seen).not.toContain(id.elsewhere);
    // With the default order too, and with a filter that none of them passes.
    const relevance = await search({ tcBuscar: 'soldador', tnCiudad: 1, tnTamano: 5, tnPagina: 1 });
    expect(ids(relevance).slice(0, 3).every((j: number) => [id.f1, id.f2, id.f3, id.f4, id.f5].includes(j))).toBe(true);
    expect(ids(relevance)).not.toContain(id.baker);
    const none = await welders(1, { tnSalario: 6000 });
    expect(none.body.values).toEqual([]);
    expect(none.body.total).toBe(0);
    const bakers = await search({ tcBuscar: 'panadero', tnTamano: 5, tnPagina: 1 });
    expect(ids(bakers)).toEqual([id.baker]);
  });

  it('never puts more than three featured jobs above a page of other results', async () => {
    const all = await search({ tnTamano: 2, tnPagina: 1, tcOrden: 'recientes' });
    const first = all.body.values as Item[];
    // 3 featured on top, then the page's own two (deduplicated).
    expect(first.length).toBeLessThanOrEqual(5);
    expect(first.slice(0, 3).every((i) => i.Destacado)).toBe(true);
  });
});

it('keeps a featured job listed only while its posting is open', async () => {
  await t.deps.db.update(jobs).set({ fechaVencimiento: laPazDayFrom(NOW, -1) }).where(eq(jobs.id, id.f1));
  t.clock.advance(60_000);
  expect((await home()).map((j) => j.Empleo)).not.toContain(id.f1);
  const p1 = (await search({ tcBuscar: 'soldador', tnCiudad: 1, tcOrden: 'recientes', tnTamano: 5, tnPagina: 1 })).body.values.map((i: { Empleo: number }) => i.Empleo);
  expect(p1).not.toContain(id.f1);
});
