/**
 * The recruiter's pipeline (decision 074): notes, rating, tags, bulk state changes in one
 * transaction, status messages after the undo window, templates, history, the new-applicant
 * count and the daily digest. Each route's refusals: anonymous 401, candidates 403, another
 * company's applications 404 (as unknown ones), bad input 400 with the envelope.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newAdmin, newCandidate, newCompany, TEST_PASSWORD, type TestCandidate, type TestCompany } from '../../test/accounts';
import { countRows, createJob, newCv, payJob } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { applications } from '../../db/schema';
import { queryRows } from '../../db/client';
import { pipelineRound } from './pipeline-worker';
import { digestTime } from './digest';
import { laPazDayFrom } from '../../core/time';

const t = setupTestApp({ RATE_LIMITS: 'off' });
let company: TestCompany;
let other: TestCompany;
let admin: { token: string };
let candidates: TestCandidate[];
let job: { Empleo: number; CodigoEmpleo: string };
let otherJob: { Empleo: number; CodigoEmpleo: string };
/** Application ids by candidate first name. */
const app: Record<string, number> = {};
let foreignApp: number;

const post = (url: string, body: unknown, token?: string) => call(t.app, url, body, token);
const applicants = (token: string, extra: Record<string, unknown> = {}) => post('/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo, ...extra }, token);
const stateOf = async (id: number) => (await t.deps.db.select({ e: applications.estado }).from(applications).where(eq(applications.id, id)))[0].e;
const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);
/** The worker's round, then the mail worker's drain. */
const round = async () => {
  const r = await pipelineRound(t.deps);
  await t.drain();
  return r;
};
const WINDOW_MS = 600_000;
/** Instants from now on (sessions expire after 30 idle days of the test clock, so no far dates). */
const later = (hours: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * 3_600_000);
const iso = (d: Date, plusMs = 0) => new Date(d.getTime() + plusMs).toISOString();

beforeAll(async () => {
  company = await newCompany(t.deps, 'Andes Software S.R.L.');
  other = await newCompany(t.deps, 'Competencia S.A.');
  admin = await newAdmin(t.deps);
  job = await createJob(t, company.token, { tcTitulo: 'Desarrollador web', taHabilidades: [18, 21, 23], tnTiempoExperiencia: 3 });
  await payJob(t.deps, job.Empleo);
  otherJob = await createJob(t, other.token, { tcTitulo: 'Contador' });
  await payJob(t.deps, otherJob.Empleo);
  candidates = [];
  const skills: Record<string, number[]> = { Ana: [18, 21, 23], Luis: [18], Eva: [] };
  for (const name of ['Ana', 'Luis', 'Eva']) {
    const c = await newCandidate(t.deps, name, '71112233');
    candidates.push(c);
    const cv = await newCv(t.deps, c.candidateId, { doc: { titulo: `CV de ${name}`, nombreCompleto: `${name} Condori`, habilidades: skills[name], experiencias: [] } });
    expect((await post('/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: job.CodigoEmpleo }, c.token)).body.Datos).toBe(1);
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, c.candidateId));
    app[name] = row.id;
  }
  const zoe = await newCandidate(t.deps, 'Zoe', '71112299');
  const zoeCv = await newCv(t.deps, zoe.candidateId);
  await post('/api/postularempleo', { tnCurriculum: zoeCv, tcCodigoEmpleo: otherJob.CodigoEmpleo }, zoe.token);
  const [z] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, zoe.candidateId));
  foreignApp = z.id;
}, 120_000);

beforeEach(() => t.clock.reset());

const ana = () => candidates[0];

describe('the new-applicant count', () => {
  it('counts applicants the company has not seen; opening the page marks them seen (staff looking does not)', async () => {
    const jobsOf = async () => (await post('/api/servicio/listarempleosbyempresa', [], company.token)).body.Datos.find((j: { CodigoEmpleo: string }) => j.CodigoEmpleo === job.CodigoEmpleo);
    expect(await jobsOf()).toMatchObject({ CantidadPostulantes: 3, PostulantesNuevos: 3 });
    await applicants(admin.token);
    expect((await jobsOf()).PostulantesNuevos).toBe(3);
    const first = await applicants(company.token);
    expect(first.body.values.every((a: { Nuevo: boolean }) => a.Nuevo)).toBe(true);
    expect((await jobsOf()).PostulantesNuevos).toBe(0);
    const again = await applicants(company.token);
    expect(again.body.values.some((a: { Nuevo: boolean }) => a.Nuevo)).toBe(false);
  });
});

describe('notapostulacion', () => {
  it('keeps a private note with its author and time, returned with the applicant and in the history', async () => {
    const now = later(1);
    t.clock.set(now);
    const res = await post('/api/servicio/notapostulacion', { tnPostulacion: app.Ana, tcNota: '  Buena entrevista <script>alert(1)</script>  ' }, company.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: 'Nota guardada.', values: { Texto: 'Buena entrevista <script>alert(1)</script>', Autor: 'Marco', Fecha: iso(now) } });
    const a = (await applicants(company.token)).body.values.find((x: { Postulacion: number }) => x.Postulacion === app.Ana);
    expect(a.Notas).toEqual([{ Nota: res.body.values.Nota, Texto: 'Buena entrevista <script>alert(1)</script>', Autor: 'Marco', Fecha: iso(now) }]);
    const history = await post('/api/servicio/historialpostulacion', { tnPostulacion: app.Ana }, company.token);
    expect(history.body.values[0]).toMatchObject({ Tipo: 'nota', Autor: 'Marco', Descripcion: 'Nota: Buena entrevista <script>alert(1)</script>' });
  });

  it('refuses: anonymous 401, candidate 403, another company 404 like an unknown id, bad input 400', async () => {
    const note = (body: unknown, token?: string) => post('/api/servicio/notapostulacion', body, token);
    expect((await note({ tnPostulacion: app.Ana, tcNota: 'x' })).status).toBe(401);
    expect((await note({ tnPostulacion: app.Ana, tcNota: 'x' }, ana().token)).status).toBe(403);
    const foreign = await note({ tnPostulacion: app.Ana, tcNota: 'x' }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await note({ tnPostulacion: 99999999, tcNota: 'x' }, other.token)).body);
    expect((await note({ tnPostulacion: foreignApp, tcNota: 'x' }, company.token)).status).toBe(404);
    for (const body of [{}, { tnPostulacion: app.Ana }, { tnPostulacion: app.Ana, tcNota: '   ' }, { tnPostulacion: app.Ana, tcNota: 'a'.repeat(2001) }, { tnPostulacion: "1' or '1'='1", tcNota: 'x' }, { tnPostulacion: app.Ana, tcNota: ['x'] }]) {
      const res = await note(body, company.token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ status: false, codigoerror: 1 });
    }
    expect(await countRows(t.deps, 'application_notes', `application_id = ${app.Ana}`)).toBe(1);
  });
});

describe('calificarpostulacion', () => {
  it('rates 1-5, 0 clears; the list sorts by rating and filters by a minimum', async () => {
    expect((await post('/api/servicio/calificarpostulacion', { tnPostulacion: app.Luis, tnCalificacion: 5 }, company.token)).body).toMatchObject({ error: 0, values: { Calificacion: 5 } });
    await post('/api/servicio/calificarpostulacion', { tnPostulacion: app.Ana, tnCalificacion: 3 }, company.token);
    await post('/api/servicio/calificarpostulacion', { tnPostulacion: app.Eva, tnCalificacion: '2' }, company.token);
    const cleared = await post('/api/servicio/calificarpostulacion', { tnPostulacion: app.Eva, tnCalificacion: 0 }, company.token);
    expect(cleared.body).toMatchObject({ message: 'Calificación quitada.', values: { Calificacion: null } });
    const byRating = await applicants(company.token, { tcOrden: 'calificacion' });
    expect(byRating.body.values.map((a: { Postulacion: number }) => a.Postulacion)).toEqual([app.Luis, app.Ana, app.Eva]);
    expect(byRating.body.values.map((a: { Calificacion: number | null }) => a.Calificacion)).toEqual([5, 3, null]);
    const good = await applicants(company.token, { tnCalificacionMinima: 4 });
    expect(good.body.values.map((a: { Postulacion: number }) => a.Postulacion)).toEqual([app.Luis]);
    const history = await post('/api/servicio/historialpostulacion', { tnPostulacion: app.Eva }, company.token);
    expect(history.body.values.map((e: { Descripcion: string }) => e.Descripcion).slice(0, 2)).toEqual(['Calificación quitada', 'Calificación: 2 de 5']);
  });

  it('sorts by the CV score (skills and experience of the CV sent)', async () => {
    const byScore = await applicants(company.token, { tcOrden: 'puntaje' });
    const scores = byScore.body.values.map((a: { Postulacion: number; Puntaje: number }) => [a.Postulacion, a.Puntaje]);
    expect(scores.map((s: number[]) => s[0])).toEqual([app.Ana, app.Luis, app.Eva]);
    // Ana has the 3 skills and no years (70 + 0), Luis 1 of 3, Eva none.
    expect(scores.map((s: number[]) => s[1])).toEqual([70, 23, 0]);
  });

  it('refuses: 401, 403, foreign 404, ratings outside 0-5 or not numbers 400', async () => {
    const rate = (body: unknown, token?: string) => post('/api/servicio/calificarpostulacion', body, token);
    expect((await rate({ tnPostulacion: app.Ana, tnCalificacion: 4 })).status).toBe(401);
    expect((await rate({ tnPostulacion: app.Ana, tnCalificacion: 4 }, ana().token)).status).toBe(403);
    expect((await rate({ tnPostulacion: app.Ana, tnCalificacion: 4 }, other.token)).status).toBe(404);
    for (const tnCalificacion of [6, -1, 2.5, 'cinco', true, null]) {
      expect((await rate({ tnPostulacion: app.Ana, tnCalificacion }, company.token)).status, String(tnCalificacion)).toBe(400);
    }
    const [row] = await t.deps.db.select({ c: applications.calificacion }).from(applications).where(eq(applications.id, app.Ana));
    expect(row.c).toBe(3);
  });
});

describe('etiquetarpostulaciones', () => {
  it('adds and removes tags on several applicants at once; the list filters by tag', async () => {
    const res = await post('/api/servicio/etiquetarpostulaciones', { taPostulaciones: [app.Ana, app.Luis], taAgregar: ['Finalista', 'inglés'] }, company.token);
    expect(res.body.values).toEqual([
      { Postulacion: app.Ana, Etiquetas: ['finalista', 'inglés'] },
      { Postulacion: app.Luis, Etiquetas: ['finalista', 'inglés'] },
    ]);
    await post('/api/servicio/etiquetarpostulaciones', { taPostulaciones: [app.Luis], taQuitar: ['inglés'] }, company.token);
    const finalists = await applicants(company.token, { tcEtiqueta: 'FINALISTA' });
    expect(finalists.body.values.map((a: { Postulacion: number }) => a.Postulacion).sort()).toEqual([app.Ana, app.Luis].sort());
    const english = await applicants(company.token, { tcEtiqueta: 'inglés' });
    expect(english.body.values.map((a: { Postulacion: number; Etiquetas: string[] }) => [a.Postulacion, a.Etiquetas])).toEqual([[app.Ana, ['finalista', 'inglés']]]);
  });

  it('one foreign id refuses the whole list (404) and tags nobody; bad tags 400', async () => {
    const tag = (body: unknown, token?: string) => post('/api/servicio/etiquetarpostulaciones', body, token);
    expect((await tag({ taPostulaciones: [app.Eva, foreignApp], taAgregar: ['x'] }, company.token)).status).toBe(404);
    expect((await post('/api/servicio/historialpostulacion', { tnPostulacion: app.Eva }, company.token)).body.values.some((e: { Tipo: string }) => e.Tipo === 'etiquetas')).toBe(false);
    expect((await tag({ taPostulaciones: [app.Eva], taAgregar: ['x'] })).status).toBe(401);
    expect((await tag({ taPostulaciones: [app.Eva], taAgregar: ['x'] }, ana().token)).status).toBe(403);
    for (const body of [{ taPostulaciones: [app.Eva] }, { taPostulaciones: [], taAgregar: ['x'] }, { taPostulaciones: [app.Eva], taAgregar: ['a'.repeat(31)] }, { taPostulaciones: [app.Eva], taAgregar: Array.from({ length: 11 }, (_, i) => `t${i}`) }, { taPostulaciones: app.Eva, taAgregar: ['x'] }]) {
      expect((await tag(body, company.token)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});

describe('cambiarestadopostulaciones: one transaction, all or nothing', () => {
  it('moves several applicants at once; one foreign or unknown id changes nothing', async () => {
    const bulk = (body: unknown, token?: string) => post('/api/servicio/cambiarestadopostulaciones', body, token);
    const refused = await bulk({ taPostulaciones: [app.Ana, app.Luis, foreignApp], tnEstado: 2 }, company.token);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ status: false, message: 'No se encontró la postulación.' });
    expect([await stateOf(app.Ana), await stateOf(app.Luis), await stateOf(foreignApp)]).toEqual([1, 1, 1]);
    expect(await countRows(t.deps, 'pending_status_messages')).toBe(0);
    expect((await bulk({ taPostulaciones: [app.Ana, 99999999], tnEstado: 2 }, company.token)).status).toBe(404);
    // The other company cannot move ours either.
    expect((await bulk({ taPostulaciones: [app.Ana], tnEstado: 4, tnMensaje: 0 }, other.token)).status).toBe(404);
    expect(await stateOf(app.Ana)).toBe(1);

    const ok = await bulk({ taPostulaciones: [app.Ana, app.Luis, app.Ana], tnEstado: 2 }, company.token);
    expect(ok.body).toMatchObject({ error: 0, message: 'Estado de 2 postulaciones actualizado.' });
    expect(ok.body.values.map((v: { Postulacion: number; Estado: number; EstadoAnterior: number }) => [v.Postulacion, v.Estado, v.EstadoAnterior])).toEqual([
      [app.Ana, 2, 1],
      [app.Luis, 2, 1],
    ]);
    expect([await stateOf(app.Ana), await stateOf(app.Luis)]).toEqual([2, 2]);
    const review = await applicants(company.token, { tnEstado: 2 });
    expect(review.body.values.map((a: { Postulacion: number }) => a.Postulacion).sort()).toEqual([app.Ana, app.Luis].sort());
  });

  it('refuses: 401, 403, bad input 400 (empty list, too many, bad state, reason missing for a rejection sent with reason)', async () => {
    const bulk = (body: unknown, token?: string) => post('/api/servicio/cambiarestadopostulaciones', body, token);
    expect((await bulk({ taPostulaciones: [app.Eva], tnEstado: 2 })).status).toBe(401);
    expect((await bulk({ taPostulaciones: [app.Eva], tnEstado: 2 }, ana().token)).status).toBe(403);
    const bad = [
      {},
      { taPostulaciones: [], tnEstado: 2 },
      { taPostulaciones: Array.from({ length: 201 }, (_, i) => i + 1), tnEstado: 2 },
      { taPostulaciones: [app.Eva], tnEstado: 9 },
      { taPostulaciones: ['<script>'], tnEstado: 2 },
      { taPostulaciones: [app.Eva], tnEstado: 4, tnMensaje: 1 },
      { taPostulaciones: [app.Eva], tnEstado: 4, tnMotivo: 99 },
      { taPostulaciones: [app.Eva], tnEstado: 4, tnMensaje: 3 },
      { taPostulaciones: [app.Eva], tnEstado: 4, tnMotivo: 1, tcMotivo: 'a'.repeat(501) },
    ];
    for (const body of bad) {
      const res = await bulk(body, company.token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.codigoerror).toBe(1);
    }
    const missing = await bulk({ taPostulaciones: [app.Eva], tnEstado: 4 }, company.token);
    expect(missing.body.errores).toMatchObject({ tcMotivo: 'Para enviar el motivo, elija uno de la lista o escríbalo.' });
    expect(await stateOf(app.Eva)).toBe(1);
  });
});

describe('status messages after the undo window', () => {
  it('the message leaves only when the window ends, from the template, with the reason', async () => {
    const start = later(2);
    t.clock.set(start);
    const before = mailsTo(ana().correo).length;
    const res = await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.Ana, tnEstado: 4, tnMotivo: 2, tcMotivo: 'Buscamos 3 años con React.' }, company.token);
    expect(res.body.values).toMatchObject({ Estado: 4, EstadoAnterior: 2, EstadoDescripcion: 'Rechazado', MensajeEnvio: iso(start, WINDOW_MS) });
    const listed = (await applicants(company.token)).body.values.find((a: { Postulacion: number }) => a.Postulacion === app.Ana);
    expect(listed).toMatchObject({ MensajePendiente: { Estado: 4, Envio: iso(start, WINDOW_MS) }, MotivoRechazoId: 2, MotivoRechazo: 'Buscamos 3 años con React.' });
    t.clock.set(new Date(start.getTime() + WINDOW_MS - 1000));
    await round();
    expect(mailsTo(ana().correo).length).toBe(before);
    t.clock.set(new Date(start.getTime() + WINDOW_MS));
    await round();
    const mail = mailsTo(ana().correo).at(-1)!;
    expect(mail.subject).toBe('Sobre tu postulación a Desarrollador web');
    expect(mail.text).toContain('Hola Ana:');
    expect(mail.text).toContain('en Andes Software S.R.L. decidimos no continuar');
    expect(mail.text).toContain('Motivo: Experiencia insuficiente para el puesto. Buscamos 3 años con React.');
    expect(mail.text).toContain('http://localhost:3000/mispostulaciones');
    // Sent once: later rounds find nothing.
    await round();
    expect(mailsTo(ana().correo).length).toBe(before + 1);
    const history = (await post('/api/servicio/historialpostulacion', { tnPostulacion: app.Ana }, company.token)).body.values.map((e: { Tipo: string }) => e.Tipo);
    expect(history[0]).toBe('mensaje_enviado');
    expect(history).toContain('mensaje_programado');
    expect(history).toContain('estado');
  });

  it('changing back within the window sends nothing; the history says the message was cancelled', async () => {
    const luis = candidates[1];
    const start = later(3);
    t.clock.set(start);
    const before = mailsTo(luis.correo).length;
    await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.Luis, tnEstado: 3 }, company.token);
    t.clock.set(new Date(start.getTime() + 5 * 60_000));
    const back = await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.Luis, tnEstado: 2 }, company.token);
    expect(back.body.values).toMatchObject({ Estado: 2, EstadoAnterior: 3, MensajeEnvio: null });
    t.clock.set(new Date(start.getTime() + 2 * WINDOW_MS));
    await round();
    expect(mailsTo(luis.correo).length).toBe(before);
    const history = (await post('/api/servicio/historialpostulacion', { tnPostulacion: app.Luis }, company.token)).body.values;
    expect(history[0].Descripcion).toMatch(/^Mensaje «Entrevista» cancelado antes de enviarse/);
    expect(history.some((e: { Descripcion: string }) => e.Descripcion === 'Estado: Entrevista → En revisión')).toBe(true);
  });

  it('two changes within the window send one message, for the last state', async () => {
    const luis = candidates[1];
    const start = later(4);
    t.clock.set(start);
    const before = mailsTo(luis.correo).length;
    await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.Luis, tnEstado: 3 }, company.token);
    t.clock.set(new Date(start.getTime() + 60_000));
    const last = await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.Luis, tnEstado: 5 }, company.token);
    expect(last.body.values.MensajeEnvio).toBe(iso(start, 60_000 + WINDOW_MS));
    t.clock.set(new Date(start.getTime() + WINDOW_MS + 1000));
    await round();
    t.clock.set(new Date(start.getTime() + WINDOW_MS + 60_000));
    await round();
    expect(mailsTo(luis.correo).slice(before).map((m) => m.subject)).toEqual(['¡Felicidades! Andes Software S.R.L. te eligió para Desarrollador web']);
  });

  it('a rejection without the reason, or without any message, as the company chooses', async () => {
    const eva = candidates[2];
    t.clock.set(later(5));
    const before = mailsTo(eva.correo).length;
    await post('/api/servicio/cambiarestadopostulaciones', { taPostulaciones: [app.Eva], tnEstado: 4, tnMotivo: 1, tcMotivo: 'Texto interno', tnMensaje: 2 }, company.token);
    t.clock.advance(WINDOW_MS);
    await round();
    const sent = mailsTo(eva.correo).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).not.toContain('Motivo');
    expect(sent[0].text).not.toContain('Texto interno');
    expect(sent[0].text).not.toMatch(/\n\n\n/);
    // Back to review and rejected again with no message: nothing leaves.
    await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.Eva, tnEstado: 2, tnMensaje: 0 }, company.token);
    await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.Eva, tnEstado: 4, tnMensaje: 0 }, company.token);
    t.clock.advance(2 * WINDOW_MS);
    await round();
    expect(mailsTo(eva.correo).slice(before)).toHaveLength(1);
  });

  it('survives a restart: the pending message is in the database and a new server sends it once', async () => {
    const eva = candidates[2];
    t.clock.set(later(7));
    await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.Eva, tnEstado: 3 }, company.token);
    const before = mailsTo(eva.correo).length;
    // A new server process: new dependencies (caches, workers) over the same database.
    const { createDeps } = await import('../../core/deps');
    const restarted = await createDeps(t.deps.config, t.deps.db, t.deps.log, t.clock);
    restarted.mailer = t.deps.mailer;
    t.clock.advance(WINDOW_MS);
    expect((await pipelineRound(restarted)).messages).toBe(1);
    expect((await pipelineRound(t.deps)).messages).toBe(0);
    await t.drain();
    expect(mailsTo(eva.correo).slice(before).map((m) => m.subject)).toEqual(['Andes Software S.R.L. quiere entrevistarte para Desarrollador web']);
    await restarted.limiter.close();
  });

  it('a candidate who deletes her account within the window gets no message', async () => {
    const gone = await newCandidate(t.deps, 'Irene', '71112200');
    const cv = await newCv(t.deps, gone.candidateId);
    await post('/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: job.CodigoEmpleo }, gone.token);
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, gone.candidateId));
    t.clock.set(later(9));
    await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: row.id, tnEstado: 3 }, company.token);
    expect((await post('/api/servicio/eliminarcuenta', { tcContrasena: TEST_PASSWORD }, gone.token)).status).toBe(200);
    const before = mailsTo(gone.correo).length;
    t.clock.advance(WINDOW_MS);
    await round();
    expect(mailsTo(gone.correo).slice(before).map((m) => m.subject)).toEqual([]);
  });
});

describe('message templates', () => {
  it('lists the default texts, saves the company own, uses it, and restores the default', async () => {
    const list = await post('/api/servicio/plantillasmensajes', {}, company.token);
    expect(list.body.values).toHaveLength(5);
    expect(list.body.values[3]).toMatchObject({ Estado: 4, EstadoNombre: 'Rechazado', Personalizada: false, Asunto: 'Sobre tu postulación a {empleo}' });
    const saved = await post('/api/servicio/guardarplantillamensaje', { tnEstado: 2, tcAsunto: 'Revisando tu CV, {nombre}', tcCuerpo: 'Hola {nombre}, {empresa} revisa tu postulación a {empleo}. <b>Gracias</b>' }, company.token);
    expect(saved.body.values).toMatchObject({ Estado: 2, Personalizada: true });
    // Another company still has the default.
    expect((await post('/api/servicio/plantillasmensajes', {}, other.token)).body.values[1].Personalizada).toBe(false);
    const eva = candidates[2];
    t.clock.set(later(8));
    const before = mailsTo(eva.correo).length;
    await post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.Eva, tnEstado: 2 }, company.token);
    t.clock.advance(WINDOW_MS);
    await round();
    const mail = mailsTo(eva.correo).slice(before)[0];
    expect(mail.subject).toBe('Revisando tu CV, Eva');
    expect(mail.text).toContain('Hola Eva, Andes Software S.R.L. revisa tu postulación a Desarrollador web. <b>Gracias</b>');
    const reset = await post('/api/servicio/guardarplantillamensaje', { tnEstado: 2, tlRestablecer: true }, company.token);
    expect(reset.body.values).toMatchObject({ Personalizada: false, Asunto: 'Tu postulación a {empleo} está en revisión' });
  });

  it('refuses: 401, candidates and staff 403, bad input 400', async () => {
    const body = { tnEstado: 2, tcAsunto: 'a', tcCuerpo: 'b' };
    expect((await post('/api/servicio/plantillasmensajes', {})).status).toBe(401);
    expect((await post('/api/servicio/plantillasmensajes', {}, ana().token)).status).toBe(403);
    expect((await post('/api/servicio/guardarplantillamensaje', body, ana().token)).status).toBe(403);
    expect((await post('/api/servicio/guardarplantillamensaje', body, admin.token)).status).toBe(403);
    for (const bad of [{}, { tnEstado: 7, tcAsunto: 'a', tcCuerpo: 'b' }, { tnEstado: 2, tcAsunto: '', tcCuerpo: 'b' }, { tnEstado: 2, tcAsunto: 'a', tcCuerpo: 'b'.repeat(3001) }, { tnEstado: 2, tcAsunto: 'a'.repeat(151), tcCuerpo: 'b' }, { tnEstado: 2, tlRestablecer: 'si' }]) {
      const res = await post('/api/servicio/guardarplantillamensaje', bad, company.token);
      expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
  });
});

describe('historialpostulacion', () => {
  it('refuses: 401, 403, another company 404 like an unknown id, bad id 400', async () => {
    const h = (body: unknown, token?: string) => post('/api/servicio/historialpostulacion', body, token);
    expect((await h({ tnPostulacion: app.Ana })).status).toBe(401);
    expect((await h({ tnPostulacion: app.Ana }, ana().token)).status).toBe(403);
    const foreign = await h({ tnPostulacion: app.Ana }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await h({ tnPostulacion: 99999999 }, other.token)).body);
    for (const bad of [{}, { tnPostulacion: 0 }, { tnPostulacion: '../1' }, { tnPostulacion: 1e12 }]) expect((await h(bad, company.token)).status).toBe(400);
    // Staff see any application's history.
    expect((await h({ tnPostulacion: app.Ana }, admin.token)).status).toBe(200);
  });
});

describe('the daily digest', () => {
  it('once a day from 08:00 La Paz: the new applicants per job with a link; nothing when nothing is new', async () => {
    const digestCo = await newCompany(t.deps, 'Digesto S.A.');
    const dJob = await createJob(t, digestCo.token, { tcTitulo: 'Cajero' });
    await payJob(t.deps, dJob.Empleo);
    const people: string[] = [];
    for (const name of ['Rosa', 'Pedro']) {
      const c = await newCandidate(t.deps, name, '70000001');
      const cv = await newCv(t.deps, c.candidateId);
      await post('/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: dJob.CodigoEmpleo }, c.token);
      people.push(name);
    }
    // Days from tomorrow (La Paz); 12:00 UTC is 08:00 in La Paz. They applied the day before D at 16:00 La Paz.
    const day = (n: number, hhmm: string) => new Date(`${laPazDayFrom(new Date(), n + 1)}T${hhmm}:00.000Z`);
    await t.deps.db.execute(sql`update applications set created_at = ${iso(day(0, '20:00'))}::timestamptz where job_id = ${dJob.Empleo}`);
    const mailsOf = () => t.mails.filter((m) => m.to === digestCo.correo && m.subject.includes('postulante'));
    t.clock.set(day(1, '11:30')); // 07:30 in La Paz
    expect(iso(digestTime(t.clock.now()))).toBe(iso(day(1, '12:00')));
    await round();
    expect(mailsOf()).toHaveLength(0);
    t.clock.set(day(1, '12:30'));
    await round();
    expect(mailsOf()).toHaveLength(1);
    const mail = mailsOf()[0];
    expect(mail.subject).toBe('Chamba: 2 postulantes nuevos en tus empleos');
    expect(mail.text).toContain('Hola Digesto S.A.:');
    expect(mail.text).toContain('- Cajero: 2 postulantes nuevos (Rosa Condori, Pedro Condori)');
    expect(mail.text).toContain(`http://localhost:3000/listarpostulantes/${dJob.CodigoEmpleo}`);
    // Same day: not again. Next day with nothing new: nothing.
    t.clock.set(day(1, '20:00'));
    await round();
    t.clock.set(day(2, '13:00'));
    await round();
    expect(mailsOf()).toHaveLength(1);
    // A new applicant on day 2: the digest of day 3 names only her.
    const c = await newCandidate(t.deps, 'Julia', '70000002');
    await post('/api/postularempleo', { tnCurriculum: await newCv(t.deps, c.candidateId), tcCodigoEmpleo: dJob.CodigoEmpleo }, c.token);
    await t.deps.db.execute(sql`update applications set created_at = ${iso(day(2, '18:00'))}::timestamptz where candidate_id = ${c.candidateId}`);
    t.clock.set(day(3, '12:05'));
    await round();
    expect(mailsOf()).toHaveLength(2);
    expect(mailsOf()[1].subject).toBe('Chamba: 1 postulante nuevo en tus empleos');
    expect(mailsOf()[1].text).toContain('- Cajero: 1 postulante nuevo (Julia Condori)');
    const [{ n }] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from outbox where "to" = ${digestCo.correo}`);
    expect(Number(n)).toBeGreaterThanOrEqual(2);
  });
});
