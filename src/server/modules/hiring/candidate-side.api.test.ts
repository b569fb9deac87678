/**
 * Withdrawing an application and the candidate's timeline (decision 079): only the candidate's
 * own application (another candidate 404 like an unknown id, companies and staff 403, anonymous
 * 401, bad input 400), only while the company has not decided; a pending status message is
 * cancelled; the company sees "Retirada" and cannot move it. The timeline never shows notes,
 * ratings or tags, and a message only once it was sent.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newAdmin, newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { createJob, newCv, payJob } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { applications } from '../../db/schema';
import { pipelineRound } from './pipeline-worker';

const t = setupTestApp({ RATE_LIMITS: 'off' });
let company: TestCompany;
let admin: { token: string };
let job: { Empleo: number; CodigoEmpleo: string };
const who: Record<string, TestCandidate> = {};
const cvOf: Record<string, number> = {};
const app: Record<string, number> = {};
let zoe: TestCandidate;

const post = (url: string, body: unknown, token?: string) => call(t.app, url, body, token);
const withdraw = (id: unknown, token?: string) => post('/api/servicio/retirarpostulacion', { tnPostulacion: id }, token);
const timeline = (id: unknown, token?: string) => post('/api/servicio/historialmipostulacion', { tnPostulacion: id }, token);

/**
 * A candidate's own application, refused to everyone else: anonymous 401, company and staff 403,
 * another candidate 404 like an unknown id (that reply is returned).
 */
async function expectTheCandidateOnly(send: typeof withdraw, applicationId: number) {
  expect((await send(applicationId)).status).toBe(401);
  expect((await send(applicationId, company.token)).status).toBe(403);
  expect((await send(applicationId, admin.token)).status).toBe(403);
  const foreign = await send(applicationId, zoe.token);
  expect(foreign.status).toBe(404);
  expect(foreign.body).toEqual((await send(99_999_999, zoe.token)).body);
  return foreign;
}
const move = (id: number, estado: number, extra: Record<string, unknown> = {}) => post('/api/servicio/cambiarestadopostulacion', { tnPostulacion: id, tnEstado: estado, ...extra }, company.token);
const stateOf = async (id: number) => (await t.deps.db.select({ e: applications.estado }).from(applications).where(eq(applications.id, id)))[0].e;
const applicantsList = async () => (await post('/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo }, company.token)).body.values as { Postulacion: number; Estado: number; EstadoDescripcion: string }[];
const round = async () => {
  await pipelineRound(t.deps);
  await t.drain();
};
const WINDOW_MS = 600_000;
const later = (hours: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * 3_600_000);
const NAMES = ['Ana', 'Luis', 'Eva', 'Rosa', 'Beto', 'Iris'];

beforeAll(async () => {
  company = await newCompany(t.deps, 'Andes Software S.R.L.');
  admin = await newAdmin(t.deps);
  job = await createJob(t, company.token, { tcTitulo: 'Desarrollador web' });
  await payJob(t.deps, job.Empleo);
  for (const name of NAMES) {
    const c = await newCandidate(t.deps, name, '71112233');
    who[name] = c;
    cvOf[name] = await newCv(t.deps, c.candidateId, { doc: { titulo: `CV de ${name}`, nombreCompleto: `${name} Condori`, habilidades: [], experiencias: [] } });
    expect((await post('/api/postularempleo', { tnCurriculum: cvOf[name], tcCodigoEmpleo: job.CodigoEmpleo }, c.token)).body.Datos).toBe(1);
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, c.candidateId));
    app[name] = row.id;
  }
  zoe = await newCandidate(t.deps, 'Zoe', '71112299');
}, 120_000);

beforeEach(() => t.clock.reset());

describe('retirarpostulacion', () => {
  it('refuses: anonymous 401, company and staff 403, another candidate 404 like an unknown id, bad input 400', async () => {
    const foreign = await expectTheCandidateOnly(withdraw, app.Ana);
    expect(foreign.body.message).toBe('No se encontró la postulación.');
    for (const body of [{}, { tnPostulacion: 0 }, { tnPostulacion: -3 }, { tnPostulacion: 'abc' }, { tnPostulacion: "1' or '1'='1" }, { tnPostulacion: [app.Ana] }, { tnPostulacion: true }, { tnPostulacion: 2 ** 40 }]) {
      const res = await post('/api/servicio/retirarpostulacion', body, who.Ana.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: false, codigoerror: 1 });
    }
    expect(await stateOf(app.Ana)).toBe(1);
  });

  it('withdraws a received application: the candidate and the company see «Retirada»; no second application', async () => {
    const res = await withdraw(app.Ana, who.Ana.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: 'Retiraste tu postulación. La empresa la verá como «Retirada».', values: { Postulacion: app.Ana, Estado: 6, EstadoDescripcion: 'Retirada' } });
    const mine = (await post('/api/servicio/listarempleosbyusuario', [], who.Ana.token)).body.Datos;
    expect(mine[0]).toMatchObject({ Postulacion: app.Ana, Estado: 6, EstadoDescripcion: 'Retirada' });
    expect((await applicantsList()).find((a) => a.Postulacion === app.Ana)).toMatchObject({ Estado: 6, EstadoDescripcion: 'Retirada' });
    // The applicants' filter knows the state.
    const filtered = (await post('/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo, tnEstado: 6 }, company.token)).body.values;
    expect(filtered.map((a: { Postulacion: number }) => a.Postulacion)).toEqual([app.Ana]);
    const history = (await post('/api/servicio/historialpostulacion', { tnPostulacion: app.Ana }, company.token)).body.values;
    expect(history[0]).toMatchObject({ Tipo: 'retirada', Descripcion: 'El candidato retiró su postulación (estaba en «Recibido»)' });
    const again = await withdraw(app.Ana, who.Ana.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya retiraste esta postulación.');
    // One application per job stays: withdrawing does not open the door to applying again.
    const reapply = await post('/api/postularempleo', { tnCurriculum: cvOf.Ana, tcCodigoEmpleo: job.CodigoEmpleo }, who.Ana.token);
    expect(reapply.body).toMatchObject({ Datos: 0, message: 'Ya postulaste a este empleo.' });
    expect(await stateOf(app.Ana)).toBe(6);
  });

  it('the company cannot move a withdrawn application, alone or in a bulk move', async () => {
    const one = await move(app.Ana, 3);
    expect(one.body.values).toMatchObject({ Postulacion: app.Ana, Estado: 6, EstadoAnterior: 6, MensajeEnvio: null });
    const bulk = await post('/api/servicio/cambiarestadopostulaciones', { taPostulaciones: [app.Ana, app.Iris], tnEstado: 2 }, company.token);
    expect(bulk.status).toBe(200);
    expect(await stateOf(app.Ana)).toBe(6);
    expect(await stateOf(app.Iris)).toBe(2);
    // The company chooses among its own states: Retirada is not one of them.
    expect((await move(app.Iris, 6)).status).toBe(400);
  });

  it('withdrawing during the undo window cancels the pending message: nothing is mailed', async () => {
    const start = later(2);
    t.clock.set(start);
    const before = t.mails.filter((m) => m.to === who.Eva.correo).length;
    expect((await move(app.Eva, 3)).body.values.MensajeEnvio).not.toBeNull();
    t.clock.set(new Date(start.getTime() + 60_000));
    expect((await withdraw(app.Eva, who.Eva.token)).status).toBe(200);
    t.clock.set(new Date(start.getTime() + 2 * WINDOW_MS));
    await round();
    expect(t.mails.filter((m) => m.to === who.Eva.correo).length).toBe(before);
    const history = (await post('/api/servicio/historialpostulacion', { tnPostulacion: app.Eva }, company.token)).body.values;
    expect(history.map((e: { Tipo: string }) => e.Tipo).slice(0, 2)).toEqual(['retirada', 'mensaje_cancelado']);
    expect(history[1].Descripcion).toBe('Mensaje «Entrevista» cancelado antes de enviarse: el candidato retiró su postulación');
  });

  it('a decided application (Rechazado, Contratado) cannot be withdrawn', async () => {
    expect((await move(app.Rosa, 4, { tnMensaje: 0 })).status).toBe(200);
    expect((await move(app.Beto, 5, { tnMensaje: 0 })).status).toBe(200);
    for (const [name, estado] of [['Rosa', 4], ['Beto', 5]] as const) {
      const res = await withdraw(app[name], who[name].token);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ status: false, message: 'La empresa ya decidió sobre esta postulación; no se puede retirar.' });
      expect(await stateOf(app[name])).toBe(estado);
    }
  });
});

describe('historialmipostulacion', () => {
  it('refuses: anonymous 401, company and staff 403, another candidate 404 like an unknown id, bad input 400', async () => {
    await expectTheCandidateOnly(timeline, app.Luis);
    for (const id of [undefined, 0, 'x', [1], { a: 1 }, 1.5]) {
      const res = await timeline(id, who.Luis.token);
      expect(res.status, JSON.stringify(id)).toBe(400);
      expect(res.body).toMatchObject({ status: false, codigoerror: 1 });
    }
  });

  it('sent, seen, the changes that stuck, the message once sent; never notes, ratings or tags', async () => {
    const start = later(4);
    t.clock.set(start);
    const first = (await timeline(app.Luis, who.Luis.token)).body.values;
    expect(first[0]).toEqual({ Fecha: expect.any(String), Tipo: 'enviada', Texto: 'Enviaste tu postulación con el currículum «CV de Luis».' });
    // The company opened its applicants list in the tests above, after Luis applied.
    expect(first.map((e: { Tipo: string }) => e.Tipo)).toEqual(['enviada', 'vista']);

    // The company's private work on the application.
    await post('/api/servicio/notapostulacion', { tnPostulacion: app.Luis, tcNota: 'Nota secreta Zafiro' }, company.token);
    await post('/api/servicio/calificarpostulacion', { tnPostulacion: app.Luis, tnCalificacion: 2 }, company.token);
    await post('/api/servicio/etiquetarpostulaciones', { taPostulaciones: [app.Luis], taAgregar: ['etiqueta-oculta'] }, company.token);
    // Interview, undone within the window (not shown), then En revisión, which sticks.
    t.clock.set(new Date(start.getTime() + 60_000));
    await move(app.Luis, 3);
    t.clock.set(new Date(start.getTime() + 120_000));
    await move(app.Luis, 2);
    const pending = (await timeline(app.Luis, who.Luis.token)).body.values;
    expect(pending.map((e: { Tipo: string }) => e.Tipo)).toEqual(['enviada', 'vista', 'estado']);
    expect(pending[1]).toEqual({ ...first[1], Texto: 'Andes Software S.R.L. vio tu postulación.' });
    expect(pending[2]).toEqual({ Fecha: new Date(start.getTime() + 120_000).toISOString(), Tipo: 'estado', Texto: 'Tu postulación pasó a «En revisión».' });

    t.clock.set(new Date(start.getTime() + 120_000 + WINDOW_MS));
    await round();
    const sent = (await timeline(app.Luis, who.Luis.token)).body.values;
    expect(sent.map((e: { Tipo: string }) => e.Tipo)).toEqual(['enviada', 'vista', 'estado', 'mensaje']);
    expect(sent[3].Fecha).toBe(new Date(start.getTime() + 120_000 + WINDOW_MS).toISOString());
    expect(sent[3].Texto).toMatch(/^Mensaje de Andes Software S\.R\.L\.: Tu postulación a Desarrollador web está en revisión\n\nHola Luis:/);
    expect(sent[3].Texto).not.toContain('Revisa tus postulaciones en');
    const text = JSON.stringify(sent);
    for (const secret of ['Zafiro', 'etiqueta-oculta', 'Calificación', 'Entrevista', 'nota']) expect(text).not.toContain(secret);

    t.clock.set(new Date(start.getTime() + 2 * WINDOW_MS));
    await withdraw(app.Luis, who.Luis.token);
    const last = (await timeline(app.Luis, who.Luis.token)).body.values.at(-1);
    expect(last).toEqual({ Fecha: new Date(start.getTime() + 2 * WINDOW_MS).toISOString(), Tipo: 'retirada', Texto: 'Retiraste tu postulación.' });
  });

  it('opening the applicants list after the application counts as seen', async () => {
    expect((await timeline(app.Iris, who.Iris.token)).body.values.map((e: { Tipo: string }) => e.Tipo)).toContain('vista');
    const start = later(8);
    t.clock.set(start);
    const late = await newCandidate(t.deps, 'Tardía', '71112200');
    const cv = await newCv(t.deps, late.candidateId);
    await post('/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: job.CodigoEmpleo }, late.token);
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, late.candidateId));
    expect((await timeline(row.id, late.token)).body.values.map((e: { Tipo: string }) => e.Tipo)).toEqual(['enviada']);
    t.clock.set(new Date(start.getTime() + 3_600_000));
    await applicantsList();
    const seen = (await timeline(row.id, late.token)).body.values;
    expect(seen[1]).toEqual({ Fecha: new Date(start.getTime() + 3_600_000).toISOString(), Tipo: 'vista', Texto: 'Andes Software S.R.L. vio tu postulación.' });
  });
});
