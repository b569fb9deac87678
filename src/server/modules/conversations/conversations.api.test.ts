/**
 * Messages on an application (issue 40): only its candidate and the company of its job read and
 * write the thread (another company, another candidate, staff: 404 or 403; visitors 401); bad
 * input 400 with the envelope; the length and rate limits; read marks; the unread counts; the
 * grouped e-mail through the outbox (by the worker's function, with the test clock) with its
 * tokenised unsubscribe; reply templates; erasure with the account.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newAdmin, newCandidate, newCompany, TEST_PASSWORD, type TestCandidate, type TestCompany } from '../../test/accounts';
import { expectFieldErrors } from '../../test/expect-refusal';
import { makeApplication, makeJob, newCv } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';
import { call, createTestApp } from '../../test/test-app';
import { applicationMessages, applications, jobs, outbox } from '../../db/schema';
import { mailNewMessages } from './mail-worker';

const t = setupTestApp({ RATE_LIMITS: 'off' });
let andes: TestCompany;
let otra: TestCompany;
let ana: TestCandidate;
let beto: TestCandidate;
let admin: { token: string };
let appAna: number;
let appBeto: number;

const post = (url: string, body: unknown, token?: string) => call(t.app, url, body, token);
const send = (id: unknown, texto: unknown, token?: string) => post('/api/servicio/enviarmensaje', { tnPostulacion: id, tcMensaje: texto }, token);
const list = (id: unknown, token?: string) => post('/api/servicio/listarmensajes', { tnPostulacion: id }, token);
const unread = (token?: string) => post('/api/servicio/mensajesnoleidos', {}, token);
const MIN = 60_000;

async function applicationOf(candidateId: number) {
  const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, candidateId));
  return row.id;
}

beforeAll(async () => {
  andes = await newCompany(t.deps, 'Andes Software S.R.L.');
  otra = await newCompany(t.deps, 'Otra Empresa S.R.L.');
  ana = await newCandidate(t.deps, 'Ana');
  beto = await newCandidate(t.deps, 'Beto');
  admin = await newAdmin(t.deps);
  const job = await makeJob(t.deps, andes.companyId, { titulo: 'Desarrollador web' });
  for (const c of [ana, beto]) await makeApplication(t.deps, job.id, c.candidateId, await newCv(t.deps, c.candidateId));
  appAna = await applicationOf(ana.candidateId);
  appBeto = await applicationOf(beto.candidateId);
}, 120_000);

beforeEach(async () => {
  t.clock.reset();
  await t.deps.db.delete(applicationMessages);
  await t.deps.db.delete(outbox);
  t.mails.length = 0;
});

describe('who may read and write a thread', () => {
  it('the candidate and the company write and read; read marks follow the other side opening the thread', async () => {
    const first = await send(appAna, 'Hola, ¿sigue abierta la vacante?', ana.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: 0, message: 'Mensaje enviado.', values: { Lado: 'candidato', Autor: 'Ana Condori', Texto: 'Hola, ¿sigue abierta la vacante?', Leido: false } });
    // The company's reading marks Ana's message read; its own reply is unread until Ana opens the thread.
    const seen = await list(appAna, andes.token);
    expect(seen.body.values).toMatchObject({ MiLado: 'empresa', Empleo: 'Desarrollador web', Candidato: 'Ana Condori', CandidatoNombre: 'Ana', Abierta: true });
    expect(seen.body.values.Mensajes).toHaveLength(1);
    const reply = await send(appAna, 'Sí, ¿puedes el lunes?', andes.token);
    expect(reply.body.values).toMatchObject({ Lado: 'empresa', Autor: 'Marco' });
    const byAna = (await list(appAna, ana.token)).body.values;
    expect(byAna.MiLado).toBe('candidato');
    expect(byAna.Mensajes.map((m: { Lado: string; Leido: boolean }) => [m.Lado, m.Leido])).toEqual([
      ['candidato', true],
      ['empresa', true],
    ]);
    expect(byAna.Mensajes[0].FechaLeido).toEqual(expect.any(String));
    const [row] = await t.deps.db.select().from(applicationMessages).where(eq(applicationMessages.lado, 'empresa'));
    expect(row.authorUserId).toBe(andes.userId);
  });

  it('refuses visitors (401), staff (403), another company and another candidate (404 as an unknown id)', async () => {
    expect((await send(appAna, 'x', undefined)).status).toBe(401);
    expect((await list(appAna, undefined)).status).toBe(401);
    expect((await unread(undefined)).status).toBe(401);
    expect((await send(appAna, 'x', admin.token)).status).toBe(403);
    expect((await list(appAna, admin.token)).status).toBe(403);
    for (const token of [otra.token, beto.token]) {
      const s = await send(appAna, 'Mensaje ajeno', token);
      expect(s.status).toBe(404);
      expect(s.body).toMatchObject({ error: 1, message: 'No se encontró la postulación.' });
      expect((await list(appAna, token)).status).toBe(404);
    }
    expect((await list(999_999, ana.token)).status).toBe(404);
    expect(await t.deps.db.select().from(applicationMessages)).toHaveLength(0);
  });

  it('answers bad input with 400, the envelope and the field: missing, empty, too long, wrong types', async () => {
    expectFieldErrors(await send(appAna, '   ', ana.token), { tcMensaje: 'Escribe el mensaje.' });
    expectFieldErrors(await post('/api/servicio/enviarmensaje', { tnPostulacion: appAna }, ana.token), { tcMensaje: 'Escribe el mensaje.' });
    expectFieldErrors(await send(appAna, 'a'.repeat(2001), ana.token), { tcMensaje: 'El mensaje puede tener hasta 2000 caracteres.' });
    expectFieldErrors(await send('abc', 'hola', ana.token), { tnPostulacion: 'Postulación inválida.' });
    expectFieldErrors(await send(appAna, { $ne: 1 }, ana.token), { tcMensaje: 'Escribe el mensaje.' });
    expectFieldErrors(await list(-1, ana.token), { tnPostulacion: 'Postulación inválida.' });
    expect((await send(appAna, 'a'.repeat(2000), ana.token)).status).toBe(200);
  });

  it('keeps hostile text exactly as written (it is shown as text)', async () => {
    const hostile = `<script>alert(1)</script> ' OR 1=1; -- <img src=x onerror=alert(2)>`;
    expect((await send(appAna, hostile, ana.token)).status).toBe(200);
    expect((await list(appAna, andes.token)).body.values.Mensajes[0].Texto).toBe(hostile);
  });

  it('closes the thread once the job is closed: reading works, sending answers the Spanish refusal', async () => {
    const job = await makeJob(t.deps, andes.companyId, { titulo: 'Empleo cerrado' });
    await t.deps.db.update(jobs).set({ cerrado: true }).where(eq(jobs.id, job.id));
    await makeApplication(t.deps, job.id, beto.candidateId, await newCv(t.deps, beto.candidateId));
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.jobId, job.id));
    const res = await send(row.id, 'Hola', beto.token);
    expect(res.body).toMatchObject({ error: 1, message: expect.stringContaining('conversación está cerrada') });
    expect((await list(row.id, beto.token)).body.values.Abierta).toBe(false);
  });
});

describe('unread counts', () => {
  it('counts the other side’s unread messages per application and in total, for both sides', async () => {
    await send(appAna, 'Uno', ana.token);
    await send(appBeto, 'Dos', beto.token);
    await send(appBeto, 'Tres', beto.token);
    await send(appAna, 'Respuesta', andes.token);
    const company = (await unread(andes.token)).body.values;
    expect(company.Total).toBe(3);
    expect(company.Conversaciones.map((c: { Postulacion: number; NoLeidos: number; Contraparte: string }) => [c.Postulacion, c.NoLeidos, c.Contraparte])).toEqual([
      [appAna, 1, 'Ana Condori'],
      [appBeto, 2, 'Beto Condori'],
    ]);
    expect((await unread(ana.token)).body.values).toMatchObject({ Total: 1, Conversaciones: [{ Postulacion: appAna, NoLeidos: 1, Contraparte: 'Andes Software S.R.L.', UltimoMensaje: 'Respuesta' }] });
    expect((await unread(otra.token)).body.values).toEqual({ Total: 0, Conversaciones: [] });
    await list(appBeto, andes.token);
    expect((await unread(andes.token)).body.values.Total).toBe(1);
    expect((await unread(admin.token)).status).toBe(403);
  });
});

describe('e-mails of new messages', () => {
  it('waits for the sender to be quiet, then sends ONE mail per recipient listing them, with the thread’s link', async () => {
    const start = new Date('2026-03-02T14:00:00Z');
    t.clock.set(start);
    await send(appAna, 'Primer mensaje', ana.token);
    t.clock.set(new Date(start.getTime() + 3 * MIN));
    await send(appAna, 'Segundo mensaje', ana.token);
    await send(appBeto, 'Hola desde Beto', beto.token);
    t.clock.set(new Date(start.getTime() + 6 * MIN));
    // The last message is 3 minutes old: nothing yet.
    expect(await mailNewMessages(t.deps)).toBe(0);
    t.clock.set(new Date(start.getTime() + 9 * MIN));
    expect(await mailNewMessages(t.deps)).toBe(1);
    expect(await mailNewMessages(t.deps)).toBe(0);
    await t.drain();
    expect(t.mails).toHaveLength(1);
    const [mail] = t.mails;
    expect(mail.to).toBe(andes.correo);
    expect(mail.subject).toBe('Chamba: 3 mensajes nuevos');
    expect(mail.text).toContain('- Ana Condori: Primer mensaje');
    expect(mail.text).toContain('- Ana Condori: Segundo mensaje');
    expect(mail.text).toContain('- Beto Condori: Hola desde Beto');
    expect(mail.text).toContain(`http://localhost:3000/mensajes/${appAna}`);
    expect(mail.text).toContain(`http://localhost:3000/mensajes/${appBeto}`);
    expect(mail.text).toMatch(/baja-mensajes\/[A-Za-z0-9_-]{32}/);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/mensajes\/baja\/[A-Za-z0-9_-]{32}>$/);
  });

  it('mails the candidate the company’s reply; a message read before the mail is not mailed', async () => {
    t.clock.set(new Date('2026-03-03T14:00:00Z'));
    await send(appAna, 'Te esperamos el lunes', andes.token);
    await send(appBeto, 'Beto, ¿tienes referencias?', andes.token);
    await list(appBeto, beto.token);
    t.clock.advance(6 * MIN);
    expect(await mailNewMessages(t.deps)).toBe(1);
    await t.drain();
    expect(t.mails.map((m) => [m.to, m.subject])).toEqual([[ana.correo, 'Chamba: mensaje nuevo de Marco']]);
    expect(t.mails[0].text).toContain('Sobre «Desarrollador web»:');
  });

  it('the mail’s link turns message e-mails off without a session; the setting turns them on again', async () => {
    t.clock.set(new Date('2026-03-04T14:00:00Z'));
    await send(appAna, 'Hola', andes.token);
    t.clock.advance(6 * MIN);
    await mailNewMessages(t.deps);
    await t.drain();
    const token = /baja-mensajes\/([A-Za-z0-9_-]+)/.exec(t.mails[0].text)![1];
    expect((await post('/api/servicio/bajacorreosmensajes', { tcToken: 'x'.repeat(32) })).status).toBe(404);
    expectFieldErrors(await post('/api/servicio/bajacorreosmensajes', { tcToken: '../../etc/passwd' }), { tcToken: 'El enlace para darte de baja no es válido.' });
    const off = await post('/api/servicio/bajacorreosmensajes', { tcToken: token });
    expect(off.body).toMatchObject({ error: 0, message: expect.stringContaining('ya no recibirás correos') });
    expect((await post('/api/servicio/preferenciasmensajes', {}, ana.token)).body.values).toEqual({ RecibirCorreos: false });
    // Opted out: a new message is marked and never mailed.
    t.mails.length = 0;
    await send(appAna, 'Otro', andes.token);
    t.clock.advance(6 * MIN);
    expect(await mailNewMessages(t.deps)).toBe(0);
    await t.drain();
    expect(t.mails).toHaveLength(0);
    // One-click (RFC 8058) works as well; the setting is the person's own.
    const oneClick = await t.app.inject({ method: 'POST', url: `/mensajes/baja/${token}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.statusCode).toBe(200);
    const on = await post('/api/servicio/guardarpreferenciasmensajes', { tlRecibirCorreos: true }, ana.token);
    expect(on.body).toMatchObject({ error: 0, values: { RecibirCorreos: true } });
    expectFieldErrors(await post('/api/servicio/guardarpreferenciasmensajes', { tlRecibirCorreos: 'si' }, ana.token), { tlRecibirCorreos: 'tlRecibirCorreos debe ser verdadero o falso.' });
    expect((await post('/api/servicio/preferenciasmensajes', {}, undefined)).status).toBe(401);
    await send(appAna, 'Tercero', andes.token);
    t.clock.advance(6 * MIN);
    expect(await mailNewMessages(t.deps)).toBe(1);
  });
});

describe('reply templates', () => {
  it('the company creates, edits and deletes its own; another company cannot touch them; candidates 403', async () => {
    expect((await post('/api/servicio/plantillasrespuesta', {}, andes.token)).body.values).toEqual([]);
    const created = await post('/api/servicio/guardarplantillarespuesta', { tcTitulo: 'Entrevista', tcCuerpo: 'Hola {nombre}, ¿puedes venir a una entrevista para {empleo}?' }, andes.token);
    expect(created.body).toMatchObject({ error: 0, message: 'Plantilla guardada.', values: { Titulo: 'Entrevista' } });
    const id = created.body.values.Plantilla;
    const edited = await post('/api/servicio/guardarplantillarespuesta', { tnPlantilla: id, tcTitulo: 'Entrevista', tcCuerpo: 'Hola {nombre}: entrevista para {empleo} el lunes.' }, andes.token);
    expect(edited.body.values.Cuerpo).toBe('Hola {nombre}: entrevista para {empleo} el lunes.');
    expect((await post('/api/servicio/guardarplantillarespuesta', { tnPlantilla: id, tcTitulo: 'Robada', tcCuerpo: 'x' }, otra.token)).status).toBe(404);
    expect((await post('/api/servicio/eliminarplantillarespuesta', { tnPlantilla: id }, otra.token)).status).toBe(404);
    expect((await post('/api/servicio/plantillasrespuesta', {}, otra.token)).body.values).toEqual([]);
    expect((await post('/api/servicio/plantillasrespuesta', {}, ana.token)).status).toBe(403);
    expect((await post('/api/servicio/plantillasrespuesta', {}, undefined)).status).toBe(401);
    expectFieldErrors(await post('/api/servicio/guardarplantillarespuesta', { tcTitulo: '', tcCuerpo: 'x'.repeat(2001) }, andes.token), {
      tcTitulo: 'Escribe el nombre de la plantilla.',
      tcCuerpo: 'Máximo 2000 caracteres.',
    });
    expect((await post('/api/servicio/eliminarplantillarespuesta', { tnPlantilla: id }, andes.token)).body).toMatchObject({ error: 0, message: 'Plantilla eliminada.' });
    expect((await post('/api/servicio/plantillasrespuesta', {}, andes.token)).body.values).toEqual([]);
  });
});

describe('erasure with the account', () => {
  it('«Descargar mis datos» lists the messages one wrote, never the other side’s', async () => {
    await send(appAna, 'Escrito por Ana', ana.token);
    await send(appAna, 'Escrito por Andes', andes.token);
    const mine = (await call(t.app, '/api/servicio/misdatos', undefined, ana.token, { method: 'GET' })).body;
    expect(mine.Mensajes).toEqual([expect.objectContaining({ Postulacion: appAna, Empleo: 'Desarrollador web', Texto: 'Escrito por Ana' })]);
    const theirs = (await call(t.app, '/api/servicio/misdatos', undefined, andes.token, { method: 'GET' })).body;
    expect(theirs.Mensajes.map((m: { Texto: string }) => m.Texto)).toEqual(['Escrito por Andes']);
  });

  it('deleting the candidate’s account deletes the messages of its applications’ threads, both sides', async () => {
    const zoe = await newCandidate(t.deps, 'Zoe');
    const job = await makeJob(t.deps, andes.companyId, { titulo: 'Cajera' });
    await makeApplication(t.deps, job.id, zoe.candidateId, await newCv(t.deps, zoe.candidateId));
    const appZoe = await applicationOf(zoe.candidateId);
    await send(appZoe, 'Mensaje de Zoe', zoe.token);
    await send(appZoe, 'Respuesta a Zoe', andes.token);
    await send(appAna, 'Este queda', ana.token);
    expect((await post('/api/servicio/eliminarcuenta', { tcContrasena: TEST_PASSWORD }, zoe.token)).body.error).toBe(0);
    expect(await t.deps.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, appZoe))).toHaveLength(0);
    expect(await t.deps.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, appAna))).toHaveLength(1);
    // The company can no longer write to the erased account.
    expect((await send(appZoe, '¿Sigues ahí?', andes.token)).body.error).toBe(1);
  });

  it('deleting the company’s account deletes its threads and its templates', async () => {
    const sur = await newCompany(t.deps, 'Sur S.A.');
    const job = await makeJob(t.deps, sur.companyId, { titulo: 'Chofer' });
    await makeApplication(t.deps, job.id, ana.candidateId, await newCv(t.deps, ana.candidateId));
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.jobId, job.id));
    await send(row.id, 'Hola Sur', ana.token);
    await send(row.id, 'Hola Ana', sur.token);
    await post('/api/servicio/guardarplantillarespuesta', { tcTitulo: 'T', tcCuerpo: 'C' }, sur.token);
    expect((await post('/api/servicio/eliminarcuenta', { tcContrasena: TEST_PASSWORD }, sur.token)).body.error).toBe(0);
    expect(await t.deps.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, row.id))).toHaveLength(0);
    expect((await list(row.id, ana.token)).body.values).toMatchObject({ Abierta: false, Mensajes: [] });
  });
});

describe('rate limit', () => {
  it('allows 20 messages in 10 minutes per user, then 429 with the envelope and Retry-After', async () => {
    const limited = await createTestApp();
    try {
      const company = await newCompany(limited.deps, 'Limites S.A.');
      const candidate = await newCandidate(limited.deps, 'Lia');
      const job = await makeJob(limited.deps, company.companyId);
      await makeApplication(limited.deps, job.id, candidate.candidateId, await newCv(limited.deps, candidate.candidateId));
      const [row] = await limited.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.jobId, job.id));
      for (let i = 0; i < 20; i++) expect((await call(limited.app, '/api/servicio/enviarmensaje', { tnPostulacion: row.id, tcMensaje: `m${i}` }, candidate.token)).status).toBe(200);
      const over = await call(limited.app, '/api/servicio/enviarmensaje', { tnPostulacion: row.id, tcMensaje: 'uno más' }, candidate.token);
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ error: 1, status: false });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // The other side has its own count.
      expect((await call(limited.app, '/api/servicio/enviarmensaje', { tnPostulacion: row.id, tcMensaje: 'respuesta' }, company.token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
