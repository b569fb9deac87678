/**
 * The job seeker's tools (decision 078): saved jobs, job alerts (the window of each mail, pause,
 * one-click unsubscribe, no double sends when two senders run or one dies mid-way), the RSS feed of
 * a search and 'Empleos para ti'. Each as its owner, a visitor, another role and another candidate.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEEKER_MESSAGES as M } from '../../../shared/contract/seekers';
import { candidates, jobAlertLinks, jobAlerts, outbox, payments, savedJobs } from '../../db/schema';
import { DAY_MS, laPazDayFrom } from '../../core/time';
import type { AppDeps } from '../../core/context';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { expectFieldErrors } from '../../test/expect-refusal';
import { TEST_PASSWORD, newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { makeJob, newCv, payJob } from '../../test/jobs';
import { closeJob } from '../jobs/public';
import { sendDueAlerts } from './public';

const INTERVAL_S = 60;
const t = setupTestApp({ RATE_LIMITS: 'off', ALERTS_INTERVAL_S: String(INTERVAL_S) });
let company: TestCompany;
let rosa: TestCandidate;
let pedro: TestCandidate;

beforeAll(async () => {
  t.clock.set(new Date('2026-03-02T15:00:00.000Z'));
  company = await newCompany(t.deps, 'Andes Contable S.R.L.');
  rosa = await newCandidate(t.deps, 'Rosa');
  pedro = await newCandidate(t.deps, 'Pedro');
});

const api = (path: string, body: unknown, token?: string) => call(t.app, `/api/servicio/${path}`, body, token);
const job = (over: Parameters<typeof makeJob>[2] = {}) => makeJob(t.deps, company.companyId, over);

describe('saved jobs', () => {
  it('saves a public job once, lists it with its state, removes it', async () => {
    const open = await job({ titulo: 'Contador junior' });
    const expired = await job({ titulo: 'Cajero vencido', fechaVencimiento: laPazDayFrom(t.clock.now(), -2) });
    const closed = await job({ titulo: 'Auxiliar cerrado' });
    for (const j of [open, expired, closed, open]) {
      const res = await api('guardarempleo', { tcEmpleo: j.codigo }, rosa.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ error: 0, message: M.saved, values: null });
    }
    await closeJob(t.deps.db, closed.id, t.clock.now());
    const list = await api('listarempleosguardados', {}, rosa.token);
    expect(list.status).toBe(200);
    const rows = list.body.values.map((v: any) => [v.Titulo, v.EstadoGuardado, v.EstadoNombre]);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Contador junior', 'abierto', 'Abierto'],
        ['Cajero vencido', 'vencido', 'Vencido'],
        ['Auxiliar cerrado', 'no_disponible', 'No disponible'],
      ]),
    );
    // Pedro's list is his own.
    expect((await api('listarempleosguardados', [], pedro.token)).body.values).toEqual([]);
    // Pedro cannot remove Rosa's saved job: it is not in his list.
    expect((await api('quitarempleoguardado', { tcEmpleo: open.codigo }, pedro.token)).status).toBe(404);
    const removed = await api('quitarempleoguardado', { tcEmpleo: open.codigo }, rosa.token);
    expect(removed.body).toEqual({ error: 0, message: M.unsaved, values: null });
    const after = await api('listarempleosguardados', {}, rosa.token);
    expect(after.body.values.map((v: any) => v.Titulo)).not.toContain('Contador junior');
  });

  it('refuses visitors (401), companies (403), unpublished or unknown jobs (404) and bad codes (400)', async () => {
    const draft = await job({ titulo: 'Borrador sin pagar', estado: 1 });
    expect((await api('guardarempleo', { tcEmpleo: draft.codigo })).status).toBe(401);
    expect((await api('listarempleosguardados', {})).status).toBe(401);
    expect((await api('guardarempleo', { tcEmpleo: draft.codigo }, company.token)).status).toBe(403);
    const unpaid = await api('guardarempleo', { tcEmpleo: draft.codigo }, rosa.token);
    expect(unpaid.status).toBe(404);
    expect(unpaid.body).toMatchObject({ status: false, message: M.jobNotFound });
    expect((await api('guardarempleo', { tcEmpleo: 'noexiste123' }, rosa.token)).status).toBe(404);
    expectFieldErrors(await api('guardarempleo', { tcEmpleo: "x' or 1=1; --" }, rosa.token), { tcEmpleo: 'El código del empleo no es válido.' });
    expectFieldErrors(await api('guardarempleo', {}, rosa.token), { tcEmpleo: 'El código del empleo no es válido.' });
    expectFieldErrors(await api('quitarempleoguardado', { tcEmpleo: 'x'.repeat(5000) }, rosa.token), { tcEmpleo: 'El código del empleo no es válido.' });
  });
});

/** Sends the due alerts and the mail they enqueued; the mails sent to `to`. */
async function runAlerts(deps: AppDeps = t.deps) {
  const before = t.mails.length;
  const run = await sendDueAlerts(deps);
  await t.drain();
  return { run, mails: t.mails.slice(before) };
}

describe('job alerts', () => {
  let alertId: number;

  it('creates an alert from a search, lists it; others get 401, 403 or 404', async () => {
    const res = await api('crearalerta', { tcBuscar: 'contador', tnCiudad: 4, tnTipoEmpleo: 1, tcFrecuencia: 'diaria', tnPagina: 3, tcOrden: 'salario' }, rosa.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.alertCreated);
    expect(res.body.values).toMatchObject({ Resumen: '«contador» · La Paz · Tiempo completo', Frecuencia: 'diaria', Activa: true, Enviados: 0, UltimoEnvio: null });
    expect(res.body.values.Consulta).toBe('keyword=contador&city=4&jobType=1');
    alertId = res.body.values.Alerta;
    const list = await api('listaralertas', [], rosa.token);
    expect(list.body.values.map((a: any) => a.Alerta)).toEqual([alertId]);
    expect((await api('listaralertas', [], pedro.token)).body.values).toEqual([]);

    expect((await api('crearalerta', { tcFrecuencia: 'diaria' })).status).toBe(401);
    expect((await api('crearalerta', { tcFrecuencia: 'diaria' }, company.token)).status).toBe(403);
    for (const [path, body] of [
      ['editaralerta', { tnAlerta: alertId, tcBuscar: 'robado', tcFrecuencia: 'semanal' }],
      ['pausaralerta', { tnAlerta: alertId, tlActiva: false }],
      ['eliminaralerta', { tnAlerta: alertId }],
    ] as const) {
      const res = await api(path, body, pedro.token);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(M.alertNotFound);
      expect((await api(path, body, company.token)).status, path).toBe(403);
    }
    const [row] = await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId));
    expect(row).toMatchObject({ activa: true, frecuencia: 'diaria' });
  });

  it('refuses bad input with the envelope', async () => {
    expectFieldErrors(await api('crearalerta', { tcBuscar: 'x' }, rosa.token), { tcFrecuencia: 'Elige la frecuencia: diaria o semanal.' });
    expectFieldErrors(await api('crearalerta', { tcFrecuencia: 'cada hora' }, rosa.token), { tcFrecuencia: 'Elige la frecuencia: diaria o semanal.' });
    expectFieldErrors(await api('crearalerta', { tcFrecuencia: 'diaria', tnCiudad: 99 }, rosa.token), { tnCiudad: 'La ciudad no es válida.' });
    expectFieldErrors(await api('crearalerta', { tcFrecuencia: 'diaria', tcBuscar: 'ñ'.repeat(5000) }, rosa.token), { tcBuscar: 'La búsqueda admite hasta 200 caracteres.' });
    expectFieldErrors(await api('pausaralerta', { tnAlerta: 'uno', tlActiva: 'si' }, rosa.token), { tnAlerta: 'La alerta no es válida.', tlActiva: 'tlActiva debe ser verdadero o falso.' });
    expectFieldErrors(await api('eliminaralerta', { tnAlerta: -1 }, rosa.token), { tnAlerta: 'La alerta no es válida.' });
    // Hostile words are kept as words: stored and summarised, never run.
    const hostile = await api('crearalerta', { tcBuscar: `<script>alert(1)</script> ' OR 1=1; --`, tcFrecuencia: 'semanal' }, pedro.token);
    expect(hostile.status).toBe(200);
    expect(hostile.body.values.Resumen).toBe(`«<script>alert(1)</script> ' OR 1=1; --»`);
    await api('eliminaralerta', { tnAlerta: hostile.body.values.Alerta }, pedro.token);
  });

  it('mails only the jobs of its search published since the last mail; none: no mail', async () => {
    const created = new Date((await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId)))[0].createdAt);
    const before = await job({ titulo: 'Contador general antiguo', ciudadId: 4, fechaPublicacion: new Date(created.getTime() - 1000) });
    t.clock.advance(20_000);
    const fresh = await job({ titulo: 'Contador de costos', ciudadId: 4, fechaPublicacion: t.clock.now() });
    const otherCity = await job({ titulo: 'Contador tributario', ciudadId: 8, fechaPublicacion: t.clock.now() });
    const otherWords = await job({ titulo: 'Chofer repartidor', ciudadId: 4, fechaPublicacion: t.clock.now() });
    // Written days ago, paid now: it becomes public in this window.
    const paidLate = await job({ titulo: 'Contador pagado hoy', ciudadId: 4, estado: 1, fechaPublicacion: new Date(created.getTime() - 3 * DAY_MS) });
    await t.deps.db.insert(payments).values({ kind: 'empleo', userId: company.userId, jobId: paidLate.id, montoBs: 50, nombre: 'Marco', ciNit: '123', telefono: '77712345', correo: company.correo, estado: 2, provider: 'sandbox', paidAt: t.clock.now() });
    await payJob(t.deps, paidLate.id);

    // Not due yet.
    expect((await runAlerts()).mails).toEqual([]);
    t.clock.advance(INTERVAL_S * 1000);
    const { mails } = await runAlerts();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe(rosa.correo);
    expect(mail.subject).toBe('2 empleos nuevos para tu alerta: «contador» · La Paz · Tiempo completo');
    expect(mail.text).toContain(`/detalletrabajo/${paidLate.codigo}`);
    expect(mail.text).toContain('Hola Rosa:');
    expect(mail.text).toContain('Contador de costos — Andes Contable S.R.L., La Paz');
    expect(mail.text).toContain(`http://localhost:3000/detalletrabajo/${fresh.codigo}`);
    for (const j of [before, otherCity, otherWords]) expect(mail.text).not.toContain(j.codigo);
    const token = /\/baja-alerta\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<http://localhost:3000/alertas/baja/${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.html).toContain(`href="http://localhost:3000/detalletrabajo/${fresh.codigo}"`);

    // Again at once: not due. A window later with nothing new: no mail, the window moves on.
    expect((await runAlerts()).mails).toEqual([]);
    t.clock.advance(INTERVAL_S * 1000 + 1);
    const quiet = await runAlerts();
    expect(quiet.mails).toEqual([]);
    expect(quiet.run.checked).toBeGreaterThanOrEqual(1);
    // The next mail lists only what came after.
    const next = await job({ titulo: 'Contador auditor', ciudadId: 4, fechaPublicacion: t.clock.now() });
    t.clock.advance(INTERVAL_S * 1000 + 1);
    const second = await runAlerts();
    expect(second.mails).toHaveLength(1);
    expect(second.mails[0].text).toContain(next.codigo);
    expect(second.mails[0].text).not.toContain(fresh.codigo);
    const list = await api('listaralertas', [], rosa.token);
    expect(list.body.values[0]).toMatchObject({ Enviados: 2 });
    expect(list.body.values[0].UltimoEnvio).not.toBeNull();
  });

  it('never mails a window twice: two senders at once, a sender that dies before its commit, a restart', async () => {
    await job({ titulo: 'Contador de planta', ciudadId: 4, fechaPublicacion: t.clock.now() });
    t.clock.advance(INTERVAL_S * 1000 + 1);
    // A sender whose transaction dies after the claim and the enqueue: all of it rolls back.
    const dying: AppDeps = {
      ...t.deps,
      db: new Proxy(t.deps.db, {
        get(target, prop, receiver) {
          if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
          return async (fn: (tx: unknown) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              await fn(tx);
              throw new Error('proceso terminado');
            });
        },
      }),
    };
    const died = await runAlerts(dying);
    expect(died.mails).toEqual([]);
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.to, rosa.correo))).toHaveLength(2);
    // The restarted server (two instances even) mails that window once.
    const [a, b] = await Promise.all([sendDueAlerts(t.deps), sendDueAlerts(t.deps)]);
    await t.drain();
    expect(a.mailed + b.mailed).toBe(1);
    expect(t.mails.filter((m) => m.to === rosa.correo)).toHaveLength(3);
    // And a third start finds nothing due.
    expect((await runAlerts()).mails).toEqual([]);
  });

  it('a paused alert sends nothing; resumed, it mails what is published from then on', async () => {
    const paused = await api('pausaralerta', { tnAlerta: alertId, tlActiva: false }, rosa.token);
    expect(paused.body).toMatchObject({ error: 0, message: M.alertPaused, values: { Activa: false, ProximoEnvio: null } });
    const during = await job({ titulo: 'Contador en pausa', ciudadId: 4, fechaPublicacion: t.clock.now() });
    t.clock.advance(3 * INTERVAL_S * 1000);
    expect((await runAlerts()).mails).toEqual([]);
    const resumed = await api('pausaralerta', { tnAlerta: alertId, tlActiva: true }, rosa.token);
    expect(resumed.body).toMatchObject({ error: 0, message: M.alertResumed, values: { Activa: true } });
    t.clock.advance(1000);
    const after = await job({ titulo: 'Contador reanudado', ciudadId: 4, fechaPublicacion: t.clock.now() });
    t.clock.advance(INTERVAL_S * 1000);
    const { mails } = await runAlerts();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(after.codigo);
    expect(mails[0].text).not.toContain(during.codigo);
  });

  it('edits the search and frequency of an own alert', async () => {
    const res = await api('editaralerta', { tnAlerta: alertId, tcBuscar: 'auditor', tnCiudad: 4, tcFrecuencia: 'semanal' }, rosa.token);
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({ Resumen: '«auditor» · La Paz', Frecuencia: 'semanal', Consulta: 'keyword=auditor&city=4' });
  });

  it('unsubscribes with the mail token, no session; the link works once; bad tokens are refused', async () => {
    const mail = t.mails.filter((m) => m.to === rosa.correo).at(-1)!;
    const token = /\/baja-alerta\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect(token.length).toBeGreaterThanOrEqual(32);
    const res = await api('bajaalerta', { tcToken: token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, message: M.unsubscribed, values: { Resumen: '«auditor» · La Paz' } });
    expect((await api('listaralertas', [], rosa.token)).body.values).toEqual([]);
    const again = await api('bajaalerta', { tcToken: token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(M.badUnsubscribe);
    expectFieldErrors(await api('bajaalerta', { tcToken: '../../etc/passwd' }), { tcToken: 'El enlace no es válido.' });
    expectFieldErrors(await api('bajaalerta', {}), { tcToken: 'El enlace no es válido.' });
  });

  it('the List-Unsubscribe one-click POST unsubscribes too; every mail has its own link, none kept in clear', async () => {
    const created = await api('crearalerta', { tcBuscar: 'cajero', tcFrecuencia: 'semanal' }, pedro.token);
    const id = created.body.values.Alerta;
    const tokens: string[] = [];
    for (const titulo of ['Cajero de agencia', 'Cajero de supermercado']) {
      t.clock.advance(1000);
      await job({ titulo, ciudadId: 4, fechaPublicacion: t.clock.now() });
      t.clock.advance(INTERVAL_S * 1000 + 1);
      const mail = (await runAlerts()).mails.find((m) => m.to === pedro.correo)!;
      tokens.push(/\/alertas\/baja\/([A-Za-z0-9_-]+)/.exec(mail.headers!['List-Unsubscribe'])![1]);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    // The database holds the links' hashes only.
    const links = await t.deps.db.select().from(jobAlertLinks).where(eq(jobAlertLinks.alertId, id));
    expect(links).toHaveLength(2);
    for (const token of tokens) expect(JSON.stringify(links)).not.toContain(token);
    // The first mail's link still works after the second mail.
    const res = await t.app.inject({ method: 'POST', url: `/alertas/baja/${tokens[0]}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(M.unsubscribed);
    expect(await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, id))).toEqual([]);
    expect(await t.deps.db.select().from(jobAlertLinks).where(eq(jobAlertLinks.alertId, id))).toEqual([]);
    for (const token of tokens) expect((await t.app.inject({ method: 'POST', url: `/alertas/baja/${token}` })).statusCode).toBe(404);
  });

  it('keeps at most 20 alerts per candidate', async () => {
    const lucia = await newCandidate(t.deps, 'Lucía');
    for (let i = 0; i < 20; i++) expect((await api('crearalerta', { tcBuscar: `palabra${i}`, tcFrecuencia: 'semanal' }, lucia.token)).body.error).toBe(0);
    const over = await api('crearalerta', { tcBuscar: 'una más', tcFrecuencia: 'semanal' }, lucia.token);
    expect(over.body).toEqual({ error: 1, message: M.tooManyAlerts });
  });
});

describe('deleting the account', () => {
  it('deletes its saved jobs and alerts: nothing is mailed to it afterwards', async () => {
    const eva = await newCandidate(t.deps, 'Eva');
    const j = await job({ titulo: 'Contador para Eva', ciudadId: 4 });
    expect((await api('guardarempleo', { tcEmpleo: j.codigo }, eva.token)).status).toBe(200);
    expect((await api('crearalerta', { tcBuscar: 'contador', tcFrecuencia: 'diaria' }, eva.token)).status).toBe(200);
    const gone = await api('eliminarcuenta', { tcContrasena: TEST_PASSWORD }, eva.token);
    expect(gone.status).toBe(200);
    expect(await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.candidateId, eva.candidateId))).toEqual([]);
    expect(await t.deps.db.select().from(savedJobs).where(eq(savedJobs.candidateId, eva.candidateId))).toEqual([]);
  });
});

describe('RSS feed of a search', () => {
  it('answers RSS 2.0 of the search page query: newest first, escaped, at most 50', async () => {
    await job({ titulo: 'Analista <b>de</b> costos & "presupuestos"', ciudadId: 7, categoriaId: 14, fechaPublicacion: new Date(t.clock.now().getTime() - DAY_MS) });
    await job({ titulo: 'Analista financiero', ciudadId: 7, categoriaId: 14, fechaPublicacion: t.clock.now() });
    await job({ titulo: 'Analista en otra ciudad', ciudadId: 8, categoriaId: 14 });
    const res = await t.app.inject({ method: 'GET', url: '/empleos.rss?keyword=analista&city=7&sort=salario' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>Empleos: «analista» · Potosí | Chamba</title>');
    expect(xml).toContain('<link>http://localhost:3000/busquedatrabajo?keyword=analista&amp;city=7</link>');
    const titles = [...xml.matchAll(/<item>\n<title>(.*?)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Analista financiero', 'Analista &lt;b&gt;de&lt;/b&gt; costos &amp; &quot;presupuestos&quot;']);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(xml).not.toContain('<b>');
    expect(xml.trim().endsWith('</channel>\n</rss>')).toBe(true);

    for (let i = 0; i < 52; i++) await job({ titulo: `Operario ${i}`, ciudadId: 9, fechaPublicacion: new Date(t.clock.now().getTime() - i * 60_000) });
    const many = await t.app.inject({ method: 'GET', url: '/empleos.rss?city=9' });
    const items = [...many.body.matchAll(/<item>/g)];
    expect(items).toHaveLength(50);
    expect(many.body.indexOf('Operario 0<')).toBeLessThan(many.body.indexOf('Operario 1<'));
  });

  it('a hostile or nonsense query is read as defaults, never an error', async () => {
    for (const q of ["keyword=%3Cscript%3E'&city=abc&size=-1", 'city=999&categories=1,zz,99', '%00%ff=%', 'keyword=' + 'x'.repeat(3000)]) {
      const res = await t.app.inject({ method: 'GET', url: `/empleos.rss?${q}` });
      expect(res.statusCode, q).toBe(200);
      expect(res.body).not.toContain('<script>');
    }
  });
});

describe('Empleos para ti', () => {
  it('ranks open jobs by fit with the latest CV, each with its reason', async () => {
    const ana = await newCandidate(t.deps, 'Ana');
    await t.deps.db.update(candidates).set({ ciudadId: 3, anosExperiencia: 4, profesion: 'Contadora' }).where(eq(candidates.id, ana.candidateId));
    await newCv(t.deps, ana.candidateId, {
      doc: {
        titulo: 'Contadora pública',
        perfilProfesional: 'Contadora con experiencia en impuestos y estados financieros.',
        experiencias: [{ nombre: 'Contadora', nombreInstitucion: 'Importadora Sur', periodo: '2020 - Actualidad', descripcion: 'Contabilidad general e impuestos.' }],
        habilidades: [5, 8, 32],
      },
    });
    const fit = await job({ titulo: 'Contador general', ciudadId: 3, categoriaId: 14, habilidades: [5, 8], requerimientos: ['Manejo de Excel avanzado'], experienciaId: 3 });
    const far = await job({ titulo: 'Perforista de minas', ciudadId: 7, categoriaId: 18, habilidades: [37, 38] });
    const res = await api('empleosparati', {}, ana.token);
    expect(res.status).toBe(200);
    const list = res.body.values.Empleos;
    expect(res.body.values.CurriculumTitulo).toBe('Contadora pública');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list[0].CodigoEmpleo).toBe(fit.codigo);
    expect(list[0].Motivo).toBe('Coincide: Microsoft Excel, contabilidad; en tu ciudad');
    // A miner's job is not for an accountant.
    expect(list.map((j: any) => j.CodigoEmpleo)).not.toContain(far.codigo);
    // Sorted by score.
    const scores = list.map((j: any) => j.Puntaje);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('is for candidates only', async () => {
    expect((await api('empleosparati', {})).status).toBe(401);
    expect((await api('empleosparati', {}, company.token)).status).toBe(403);
  });
});

describe('migration 0026', () => {
  it('keeps working the unsubscribe link of a mail sent before it (the clear token becomes its hash)', async () => {
    const luis = await newCandidate(t.deps, 'Luis');
    const id = (await api('crearalerta', { tcBuscar: 'soldador', tcFrecuencia: 'diaria' }, luis.token)).body.values.Alerta;
    // The alert as it was before 0026: its clear token in job_alerts.token.
    const old = 'tokenAntiguoDeUnCorreoYaEnviado_12345678';
    await t.deps.db.execute(sql.raw(`alter table job_alerts add column token text`));
    await t.deps.db.execute(sql`update job_alerts set token = ${old} where id = ${id}`);
    const migration = readFileSync(new URL('../../db/migrations/0026_alert_links.sql', import.meta.url), 'utf8');
    const carry = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO "job_alert_links"'))!;
    await t.deps.db.execute(sql.raw(carry.replace('FROM "job_alerts"', 'FROM "job_alerts" WHERE "token" IS NOT NULL')));
    await t.deps.db.execute(sql.raw(`alter table job_alerts drop column token`));
    const links = await t.deps.db.select().from(jobAlertLinks).where(eq(jobAlertLinks.alertId, id));
    expect(links).toHaveLength(1);
    expect(links[0].tokenHash).not.toContain(old);
    const res = await api('bajaalerta', { tcToken: old });
    expect(res.status).toBe(200);
    expect(res.body.values).toEqual({ Resumen: '«soldador»' });
    expect(await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, id))).toEqual([]);
  });
});
