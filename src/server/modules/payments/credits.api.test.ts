/**
 * Credit packs (issue 39): buying by QR (kind 'paquete'), credits added once, the balance and its
 * movements, publishing with one credit in the publication's transaction (two parallel
 * publications with one credit: one succeeds), FIFO expiry, and staff's pack editor.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { authTokens, creditLots, creditMovements, jobs, payments } from '../../db/schema';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newAdmin, newCandidate, newCompany, type TestAdmin, type TestCandidate, type TestCompany } from '../../test/accounts';
import { jobPayload, makeJob } from '../../test/jobs';
import { DAY_MS } from '../../core/time';
import { confirmPayment } from './service';

const t = setupTestApp({ RATE_LIMITS: 'off' });
let company: TestCompany;
let other: TestCompany;
let cand: TestCandidate;
let admin: TestAdmin;

beforeAll(async () => {
  company = await newCompany(t.deps);
  other = await newCompany(t.deps);
  cand = await newCandidate(t.deps);
  admin = await newAdmin(t.deps);
});
afterAll(() => t.clock.reset());

const payer = { tcNombreUsuario: 'Marco Quispe', tnCiNit: '1020304025', tcTipoDocumento: 'NIT', tcRazonSocial: 'Andes Servicios S.R.L.', tnTelefono: '77712345', tcCorreo: 'pagos@andes.bo' };
const get = (url: string, token?: string) => call(t.app, url, undefined, token, { method: 'GET' });
const packs = async () => (await get('/api/servicio/paquetes')).body.values as { Paquete: number; Creditos: number; Dias: number; MontoBs: number }[];
const packOf = async (n: number) => (await packs()).find((p) => p.Creditos === n)!;

/** Buys a pack and confirms it as the sandbox page does (the QR's code); the transaction id. */
async function buy(token: string, creditos: number) {
  const pack = await packOf(creditos);
  const res = await call(t.app, '/api/servicio/comprarpaquete', { ...payer, tnPaquete: pack.Paquete }, token);
  expect(res.body.codigoerror, JSON.stringify(res.body)).toBe(0);
  const { TransaccionDePago: tx, UrlPago } = res.body.Datos;
  const code = new URL(UrlPago).searchParams.get('codigo');
  return { tx: tx as number, code: code!, pack };
}
const confirm = (tx: number, code: string) => call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx, tcCodigo: code });
const balance = async (token: string) => (await call(t.app, '/api/servicio/saldoempresa', {}, token)).body.values;
const publish = (token: string, over: Record<string, unknown> = {}) => call(t.app, '/api/servicio/registrarempleo', { ...jobPayload(t), tlUsarCredito: 1, ...over }, token);
const keepSession = (userId: number) => t.deps.db.update(authTokens).set({ lastUsedAt: t.clock.now() }).where(eq(authTokens.userId, userId));
const jobCount = async (companyId: number) => Number((await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.companyId, companyId)))[0].n);

describe('paquetes', () => {
  it('lists the packs on sale to anyone: 3, 5 and 10 postings with their days and price', async () => {
    const res = await get('/api/servicio/paquetes');
    expect(res.status).toBe(200);
    expect(res.body.values.map((p: any) => [p.Creditos, p.Dias])).toEqual([
      [3, 90],
      [5, 180],
      [10, 365],
    ]);
    for (const p of res.body.values) expect(p.MontoBs).toBeGreaterThan(0);
  });
});

describe('comprarpaquete', () => {
  it('gives the company a QR for the pack price, recorded as kind paquete with its billing data', async () => {
    const pack = await packOf(5);
    const res = await call(t.app, '/api/servicio/comprarpaquete', { ...payer, tnPaquete: pack.Paquete }, company.token);
    expect(res.status).toBe(200);
    expect(res.body.codigoerror).toBe(0);
    expect(res.body.Datos.MontoBs).toBe(pack.MontoBs);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, res.body.Datos.TransaccionDePago));
    expect(row).toMatchObject({
      kind: 'paquete',
      packId: pack.Paquete,
      companyId: company.companyId,
      creditos: 5,
      diasVigencia: 180,
      montoBs: pack.MontoBs,
      estado: 1,
      tipoDocumento: 'NIT',
      ciNit: '1020304025',
      razonSocial: 'Andes Servicios S.R.L.',
      detalle: 'Paquete de 5 publicaciones (vigencia 180 días)',
    });
  });

  it('refuses candidates (403), anonymous callers (401), unknown or withdrawn packs (404) and bad input (400)', async () => {
    const pack = await packOf(3);
    expect((await call(t.app, '/api/servicio/comprarpaquete', { ...payer, tnPaquete: pack.Paquete }, cand.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/comprarpaquete', { ...payer, tnPaquete: pack.Paquete }, admin.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/comprarpaquete', { ...payer, tnPaquete: pack.Paquete })).status).toBe(401);
    const unknown = await call(t.app, '/api/servicio/comprarpaquete', { ...payer, tnPaquete: 999999 }, company.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Ese paquete no existe o ya no está a la venta.');
    const missing = await call(t.app, '/api/servicio/comprarpaquete', {}, company.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errores).toMatchObject({ tnPaquete: 'Falta el paquete a comprar.', tnCiNit: 'El CI/NIT es obligatorio.' });
    for (const bad of [{ tnPaquete: 'abc' }, { tnPaquete: -1 }, { tnPaquete: true }, { tnPaquete: "1' OR '1'='1" }, { tnPaquete: [1] }]) {
      const res = await call(t.app, '/api/servicio/comprarpaquete', { ...payer, ...bad }, company.token);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toBe(1);
    }
  });

  it('adds the credits exactly once, however many confirmations come (sandbox, callback, sweep)', async () => {
    const { tx, code } = await buy(company.token, 3);
    const results = await Promise.all([...Array.from({ length: 10 }, () => confirm(tx, code)), confirmPayment(t.deps, tx), confirmPayment(t.deps, tx)]);
    expect(results.filter((r) => 'won' in r && r.won).length).toBeLessThanOrEqual(1);
    await confirmPayment(t.deps, tx);
    const lots = await t.deps.db.select().from(creditLots).where(eq(creditLots.paymentId, tx));
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({ companyId: company.companyId, creditos: 3, restantes: 3 });
    const bought = await t.deps.db.select().from(creditMovements).where(and(eq(creditMovements.lotId, lots[0].id), eq(creditMovements.tipo, 'compra')));
    expect(bought).toHaveLength(1);
    expect(bought[0].cantidad).toBe(3);
    const state = await call(t.app, '/api/servicio/consultarpagopaquete', { tnTransaccionDePago: tx, tnPaquete: lots[0] && (await packOf(3)).Paquete }, company.token);
    expect(state.body.values.EstadoTransaccion).toBe(2);
  });

  it('answers another company the same 404 as an unknown transaction', async () => {
    const { tx, pack } = await buy(company.token, 3);
    expect((await call(t.app, '/api/servicio/consultarpagopaquete', { tnTransaccionDePago: tx, tnPaquete: pack.Paquete }, other.token)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/consultarpagopaquete', { tnTransaccionDePago: tx, tnPaquete: pack.Paquete + 1 }, company.token)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx }, other.token)).status).toBe(404);
  });
});

describe('saldoempresa and publishing with a credit', () => {
  it('shows the usable credits with their expiry and the movement of the purchase; only to companies', async () => {
    const b = await balance(company.token);
    expect(b.Disponibles).toBe(3);
    expect(new Date(b.ProximoVencimiento).getTime()).toBeGreaterThan(t.clock.now().getTime() + 89 * DAY_MS);
    expect(b.Movimientos[0]).toMatchObject({ Tipo: 'compra', Cantidad: 3 });
    expect(b.Movimientos[0].Detalle).toContain('Paquete de 3 publicaciones');
    expect((await balance(other.token)).Disponibles).toBe(0);
    expect((await call(t.app, '/api/servicio/saldoempresa', {}, cand.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/saldoempresa', {})).status).toBe(401);
  });

  it('publishes a job with one credit: paid at once, the movement names it, the balance shows one less', async () => {
    const res = await publish(company.token, { tcTitulo: 'Analista de créditos' });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    expect(res.body.message).toContain('Publicado con 1 crédito.');
    expect(res.body.values).toMatchObject({ Pagado: 1, CreditosDisponibles: 2 });
    const [job] = await t.deps.db.select({ estado: jobs.estado }).from(jobs).where(eq(jobs.id, res.body.values.Empleo));
    expect(job.estado).toBe(2);
    const b = await balance(company.token);
    expect(b.Disponibles).toBe(2);
    expect(b.Movimientos[0]).toMatchObject({ Tipo: 'uso', Cantidad: -1, Empleo: res.body.values.Empleo, Detalle: 'Empleo «Analista de créditos»' });
    // Without the flag the job waits for its QR as before, and no credit is taken.
    const plain = await publish(company.token, { tlUsarCredito: 0 });
    expect(plain.body.values.Pagado).toBeUndefined();
    expect((await balance(company.token)).Disponibles).toBe(2);
  });

  it('says so in Spanish when there is no credit, and writes nothing', async () => {
    const before = await jobCount(other.companyId);
    const res = await publish(other.token);
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(1);
    expect(res.body.message).toBe('No tienes créditos de publicación. Compra un paquete o paga este empleo con QR.');
    expect(await jobCount(other.companyId)).toBe(before);
    for (const bad of [{ tlUsarCredito: 2 }, { tlUsarCredito: 'sí' }, { tlUsarCredito: [1] }]) {
      expect((await publish(other.token, bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('two parallel publications with one credit left: exactly one succeeds, the other changes nothing', async () => {
    const racer = await newCompany(t.deps, 'Carrera S.A.');
    const { tx, code } = await buy(racer.token, 3);
    await confirm(tx, code);
    await publish(racer.token);
    await publish(racer.token);
    expect((await balance(racer.token)).Disponibles).toBe(1);
    const before = await jobCount(racer.companyId);
    const results = await Promise.all([publish(racer.token, { tcTitulo: 'Carrera uno' }), publish(racer.token, { tcTitulo: 'Carrera dos' })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.filter((r) => r.body.error === 0)).toHaveLength(1);
    const loser = results.find((r) => r.body.error === 1)!;
    expect(loser.body.message).toBe('No tienes créditos de publicación. Compra un paquete o paga este empleo con QR.');
    expect(await jobCount(racer.companyId)).toBe(before + 1);
    const b = await balance(racer.token);
    expect(b.Disponibles).toBe(0);
    expect(b.Movimientos.filter((m: any) => m.Tipo === 'uso')).toHaveLength(3);
  });

  it('usarcreditoempleo publishes an own pending job; another company’s job is a 404; a paid job is refused', async () => {
    const pending = await makeJob(t.deps, company.companyId, { estado: 1, titulo: 'Chofer repartidor' });
    const job2 = await makeJob(t.deps, company.companyId, { estado: 1 });
    // A QR already made for the job is replaced: it can no longer be paid in the sandbox.
    const qr = await call(t.app, '/api/servicio/generarpagoempleo', { ...payer, Empleo: pending.id }, company.token);
    expect((await call(t.app, '/api/servicio/usarcreditoempleo', { tnEmpleo: pending.id }, other.token)).status).toBe(404);
    const res = await call(t.app, '/api/servicio/usarcreditoempleo', { tnEmpleo: pending.id }, company.token);
    expect(res.body).toMatchObject({ error: 0, values: { Empleo: pending.id, Disponibles: 1 } });
    const [p] = await t.deps.db.select({ estado: payments.estado }).from(payments).where(eq(payments.id, qr.body.Datos.TransaccionDePago));
    expect(p.estado).toBe(3);
    const again = await call(t.app, '/api/servicio/usarcreditoempleo', { tnEmpleo: pending.id }, company.token);
    expect(again.body).toMatchObject({ error: 1, message: 'Este empleo ya está pagado.' });
    expect((await balance(company.token)).Disponibles).toBe(1);
    expect((await call(t.app, '/api/servicio/usarcreditoempleo', { tnEmpleo: job2.id }, cand.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/usarcreditoempleo', { tnEmpleo: 'x' }, company.token)).status).toBe(400);
    expect((await call(t.app, '/api/servicio/usarcreditoempleo', { tnEmpleo: 999999 }, company.token)).status).toBe(404);
  });
});

describe('expiry', () => {
  it('spends the lot that expires first, and empties expired lots with a movement; an expired balance says so', async () => {
    onTestFinished(() => t.clock.reset());
    const fifo = await newCompany(t.deps, 'Primero en Vencer S.A.');
    const big = await buy(fifo.token, 5);
    await confirm(big.tx, big.code);
    t.clock.advance(DAY_MS);
    const small = await buy(fifo.token, 3);
    await confirm(small.tx, small.code);
    // The 3-credit lot lasts 90 days, the 5-credit one 180: the 3 go first although bought later.
    await publish(fifo.token);
    const lots = await t.deps.db.select().from(creditLots).where(eq(creditLots.companyId, fifo.companyId));
    expect(Object.fromEntries(lots.map((l) => [l.creditos, l.restantes]))).toEqual({ 3: 2, 5: 5 });
    let b = await balance(fifo.token);
    expect(b.Disponibles).toBe(7);
    expect(b.CreditosProximoVencimiento).toBe(2);

    t.clock.advance(91 * DAY_MS);
    // Sessions expire after 30 idle days: the company has kept using its session meanwhile.
    await keepSession(fifo.userId);
    b = await balance(fifo.token);
    expect(b.Disponibles).toBe(5);
    expect(b.Movimientos[0]).toMatchObject({ Tipo: 'vencimiento', Cantidad: -2, Detalle: '2 créditos vencidos' });
    // Reading again adds no second expiry.
    b = await balance(fifo.token);
    expect(b.Movimientos.filter((m: any) => m.Tipo === 'vencimiento')).toHaveLength(1);

    t.clock.advance(100 * DAY_MS);
    await keepSession(fifo.userId);
    const before = await jobCount(fifo.companyId);
    const res = await publish(fifo.token, { tcFechaVencimiento: new Date(t.clock.now().getTime() + 20 * DAY_MS).toISOString().slice(0, 10) });
    expect(res.body).toMatchObject({ error: 1, message: 'Tus créditos de publicación vencieron. Compra un paquete nuevo o paga este empleo con QR.' });
    expect(await jobCount(fifo.companyId)).toBe(before);
    b = await balance(fifo.token);
    expect(b.Disponibles).toBe(0);
    expect(b.ProximoVencimiento).toBeNull();
    expect(b.Lotes.every((l: any) => l.Vencido)).toBe(true);
    expect(b.Movimientos.filter((m: any) => m.Tipo === 'vencimiento').map((m: any) => m.Cantidad)).toEqual([-5, -2]);
    t.clock.reset();
  });
});

describe('admin packs', () => {
  it('staff list every pack and edit one; a withdrawn pack is not on sale; payments already made keep their credits', async () => {
    const list = await call(t.app, '/api/servicio/admin/listarpaquetes', {}, admin.token);
    expect(list.status).toBe(200);
    const ten = list.body.values.find((p: any) => p.Creditos === 10);
    const saved = await call(t.app, '/api/servicio/admin/guardarpaquete', { tnPaquete: ten.Paquete, tnCreditos: 10, tnDias: 300, tnPrecioBs: 350, tlActivo: 0 }, admin.token);
    expect(saved.body).toMatchObject({ error: 0, values: { Paquete: ten.Paquete, Dias: 300, MontoBs: 350, Activo: 0 } });
    expect((await packs()).map((p) => p.Creditos)).toEqual([3, 5]);
    expect((await call(t.app, '/api/servicio/comprarpaquete', { ...payer, tnPaquete: ten.Paquete }, company.token)).status).toBe(404);
    await call(t.app, '/api/servicio/admin/guardarpaquete', { tnPaquete: ten.Paquete, tnCreditos: 10, tnDias: 365, tnPrecioBs: 380, tlActivo: 1 }, admin.token);
    const created = await call(t.app, '/api/servicio/admin/guardarpaquete', { tnCreditos: 20, tnDias: 365, tnPrecioBs: 700 }, admin.token);
    expect(created.body.values).toMatchObject({ Creditos: 20, Activo: 1, Concepto: '20 publicaciones, vigencia 365 días' });
    expect((await packs()).map((p) => p.Creditos)).toEqual([3, 5, 10, 20]);
  });

  it('refuses others and bad values with the envelope', async () => {
    for (const token of [company.token, cand.token]) {
      expect((await call(t.app, '/api/servicio/admin/listarpaquetes', {}, token)).status).toBe(403);
      expect((await call(t.app, '/api/servicio/admin/guardarpaquete', { tnCreditos: 3, tnDias: 90, tnPrecioBs: 1 }, token)).status).toBe(403);
    }
    expect((await call(t.app, '/api/servicio/admin/guardarpaquete', { tnCreditos: 3, tnDias: 90, tnPrecioBs: 1 })).status).toBe(401);
    const cases: [Record<string, unknown>, string][] = [
      [{ tnCreditos: 0, tnDias: 90, tnPrecioBs: 100 }, 'tnCreditos'],
      [{ tnCreditos: 101, tnDias: 90, tnPrecioBs: 100 }, 'tnCreditos'],
      [{ tnCreditos: 3, tnDias: 0, tnPrecioBs: 100 }, 'tnDias'],
      [{ tnCreditos: 3, tnDias: 90, tnPrecioBs: -5 }, 'tnPrecioBs'],
      [{ tnCreditos: 3, tnDias: 90, tnPrecioBs: '<script>' }, 'tnPrecioBs'],
      [{ tnCreditos: 3, tnDias: 90, tnPrecioBs: 100, tlActivo: 7 }, 'tlActivo'],
      [{ tnPaquete: '../1', tnCreditos: 3, tnDias: 90, tnPrecioBs: 100 }, 'tnPaquete'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, '/api/servicio/admin/guardarpaquete', body, admin.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errores ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await call(t.app, '/api/servicio/admin/guardarpaquete', { tnPaquete: 999999, tnCreditos: 3, tnDias: 90, tnPrecioBs: 100 }, admin.token)).status).toBe(404);
  });
});
