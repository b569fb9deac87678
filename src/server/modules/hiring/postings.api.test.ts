/**
 * Better postings (issue 15, decision 075): the salary range, screening questions answered at
 * apply time with knock-out answers, cover letter and salary expectation, the applicants' filters
 * by answer, the per-job figures (views by day and source, applications, conversion) and who may
 * read them, and the AI long description that says when it is a template.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { POSTING_MESSAGES } from '../../../shared/contract/postings';
import { buildApp } from '../../app';
import { newAdmin, newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { createJob, jobPayload, newCv, payJob } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { VIEW_FLUSH_MS } from '../jobs/public';

const t = setupTestApp();
let company: TestCompany;
let other: TestCompany;
let admin: { token: string };
let ana: TestCandidate;
let beto: TestCandidate;
let carla: TestCandidate;
let job: { Empleo: number; CodigoEmpleo: string };

const QUESTIONS = [
  { tcPregunta: '¿Tiene licencia de conducir categoría B?', tcTipo: 'sino', tcDescarte: 'no' },
  { tcPregunta: '¿Cuántos años de experiencia en ventas tiene?', tcTipo: 'numero', tnMinimo: 2 },
  { tcPregunta: '¿En qué zona de La Paz vive?', tcTipo: 'texto' },
];

const apply = (who: TestCandidate, cv: number, extra: Record<string, unknown> = {}, code = job.CodigoEmpleo) =>
  call(t.app, '/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: code, ...extra }, who.token);
const applicants = (body: Record<string, unknown> = {}, token = company.token) =>
  call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo, ...body }, token);
const answers = (...texts: string[]) => texts.map((tcRespuesta, i) => ({ tnPregunta: i + 1, tcRespuesta }));
const cvs: Record<string, number> = {};

beforeAll(async () => {
  company = await newCompany(t.deps, 'Distribuidora Illimani S.R.L.');
  other = await newCompany(t.deps, 'Otra Empresa S.R.L.');
  admin = await newAdmin(t.deps);
  ana = await newCandidate(t.deps, 'Ana');
  beto = await newCandidate(t.deps, 'Beto');
  carla = await newCandidate(t.deps, 'Carla');
  for (const c of [ana, beto, carla]) cvs[c.correo] = await newCv(t.deps, c.candidateId);
  job = await createJob(t, company.token, { tcTitulo: 'Vendedor con movilidad', tnSalario: 4500, tnSalarioMinimo: 3000, taPreguntas: QUESTIONS } as never);
  await payJob(t.deps, job.Empleo);
}, 120_000);

describe('salary range', () => {
  it('is stored and read back as a range in the edit form, the company list, the job page, search and the company page', async () => {
    const edit = await call(t.app, '/api/servicio/getempleoedicion', { tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    expect(edit.body.values).toMatchObject({ tnSalario: 4500, tnSalarioMinimo: 3000 });
    const mine = (await call(t.app, '/api/servicio/listarempleosbyempresa', [], company.token)).body.Datos.find((j: { Empleo: number }) => j.Empleo === job.Empleo);
    expect(mine).toMatchObject({ SalarioAproximado: 4500, SalarioMinimo: 3000, EstadoNombre: 'Publicado' });
    const detail = await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo });
    expect(detail.body.values.loEmpleo).toMatchObject({ SalarioAproximado: 4500, SalarioMinimo: 3000, Estado: 2, EstadoNombre: 'Publicado', MotivoOculto: '' });
    const search = await call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'Vendedor con movilidad', tnTamano: 5, tnPagina: 1 });
    expect(search.body.values.find((j: { Empleo: number }) => j.Empleo === job.Empleo)).toMatchObject({ SalarioAproximado: 4500, SalarioMinimo: 3000 });
    // A 4.000-5.000 filter finds the job by its maximum.
    const filtered = await call(t.app, '/api/servicio/listaempleos', { tnSalario: 5000, tnTamano: 50, tnPagina: 1 });
    expect(filtered.body.values.map((j: { Empleo: number }) => j.Empleo)).toContain(job.Empleo);
  });

  it('refuses a minimum above the maximum, a minimum without a maximum and amounts that are not whole Bs', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tnSalario: 3000, tnSalarioMinimo: 3500 }, 'tnSalarioMinimo', POSTING_MESSAGES.salarioRango],
      [{ tnSalario: 0, tnSalarioMinimo: 1000 }, 'tnSalario', POSTING_MESSAGES.salarioSinMaximo],
      [{ tnSalario: '3.000' }, 'tnSalario', POSTING_MESSAGES.salario],
      [{ tnSalarioMinimo: -5 }, 'tnSalarioMinimo', POSTING_MESSAGES.salarioMinimo],
      [{ tnSalarioMinimo: true }, 'tnSalarioMinimo', POSTING_MESSAGES.salarioMinimo],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(t.app, '/api/servicio/registrarempleo', { ...jobPayload(t), ...over }, company.token);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errores[field], JSON.stringify(over)).toBe(message);
    }
    // The same rule on edit.
    const res = await call(t.app, '/api/servicio/actualizarempleo', { ...jobPayload(t), tcCodigoEmpleo: job.CodigoEmpleo, tnSalario: 2000, tnSalarioMinimo: 2500 }, company.token);
    expect(res.status).toBe(400);
    expect(res.body.errores.tnSalarioMinimo).toBe(POSTING_MESSAGES.salarioRango);
  });
});

describe('screening questions', () => {
  it('are shown to applicants without the knock-out answers', async () => {
    const detail = await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo }, ana.token);
    expect(detail.body.values.loEmpleo.Preguntas).toEqual([
      { Numero: 1, Pregunta: '¿Tiene licencia de conducir categoría B?', Tipo: 'sino' },
      { Numero: 2, Pregunta: '¿Cuántos años de experiencia en ventas tiene?', Tipo: 'numero' },
      { Numero: 3, Pregunta: '¿En qué zona de La Paz vive?', Tipo: 'texto' },
    ]);
    expect(detail.raw.body).not.toMatch(/"descarte"|"minimo"|tnMinimo|tcDescarte/i);
    const edit = await call(t.app, '/api/servicio/getempleoedicion', { tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    expect(edit.body.values.taPreguntas).toEqual([
      { tcPregunta: '¿Tiene licencia de conducir categoría B?', tcTipo: 'sino', tcDescarte: 'no', tnMinimo: null },
      { tcPregunta: '¿Cuántos años de experiencia en ventas tiene?', tcTipo: 'numero', tcDescarte: '', tnMinimo: 2 },
      { tcPregunta: '¿En qué zona de La Paz vive?', tcTipo: 'texto', tcDescarte: '', tnMinimo: null },
    ]);
  });

  it('are at most 5, each with a text, a known type and a valid knock-out', async () => {
    const q = { tcPregunta: '¿Vive en El Alto?', tcTipo: 'sino' };
    const cases: [unknown, string][] = [
      [Array(6).fill(q), 'taPreguntas'],
      [[{ ...q, tcPregunta: '   ' }], 'taPreguntas.0.tcPregunta'],
      [[{ ...q, tcPregunta: 'x'.repeat(201) }], 'taPreguntas.0.tcPregunta'],
      [[{ ...q, tcTipo: 'fecha' }], 'taPreguntas.0.tcTipo'],
      [[{ ...q, tcDescarte: 'tal vez' }], 'taPreguntas.0.tcDescarte'],
      [[{ ...q, tcTipo: 'numero', tnMinimo: -1 }], 'taPreguntas.0.tnMinimo'],
      [['¿pregunta suelta?'], 'taPreguntas.0'],
      ['no es una lista', 'taPreguntas'],
    ];
    for (const [taPreguntas, field] of cases) {
      const res = await call(t.app, '/api/servicio/registrarempleo', { ...jobPayload(t), taPreguntas }, company.token);
      expect(res.status, field).toBe(400);
      expect(res.body.errores[field], field).toBeTruthy();
    }
    const hostile = await call(t.app, '/api/servicio/registrarempleo', { ...jobPayload(t), taPreguntas: [{ ...q, tcPregunta: "<script>alert('x')</script> ' or 1=1 --" }] }, company.token);
    expect(hostile.status).toBe(200);
  });

  it('must all be answered in their type at apply time; nothing is saved when one is wrong', async () => {
    const cv = cvs[ana.correo];
    const missing = await apply(ana, cv, { taRespuestas: answers('si', '3') });
    expect(missing.status).toBe(400);
    expect(missing.body.errores).toMatchObject({ 'taRespuestas.3': POSTING_MESSAGES.respuestaFalta });
    const wrongTypes = await apply(ana, cv, { taRespuestas: answers('quizás', 'tres', 'Sopocachi') });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.errores).toMatchObject({ 'taRespuestas.1': POSTING_MESSAGES.respuestaSiNo, 'taRespuestas.2': POSTING_MESSAGES.respuestaNumero });
    const oversize = await apply(ana, cv, { taRespuestas: answers('si', '3', 'x'.repeat(301)) });
    expect(oversize.status).toBe(400);
    const letter = await apply(ana, cv, { taRespuestas: answers('si', '3', 'Sopocachi'), tcCarta: 'x'.repeat(3001) });
    expect(letter.status).toBe(400);
    expect(letter.body.errores.tcCarta).toBe(POSTING_MESSAGES.carta);
    const expectation = await apply(ana, cv, { taRespuestas: answers('si', '3', 'Sopocachi'), tnPretension: -10 });
    expect(expectation.status).toBe(400);
    expect(expectation.body.errores.tnPretension).toBe(POSTING_MESSAGES.pretension);
    const list = await applicants();
    expect(list.body.values).toEqual([]);
  });

  it('are stored with the application; the company reads answers, knock-outs, letter, expectation and source, and filters by them', async () => {
    expect((await apply(ana, cvs[ana.correo], { taRespuestas: answers('Sí', '3', 'Sopocachi'), tcCarta: 'Tengo moto propia.\nDisponible de inmediato.', tnPretension: 4000, tcFuente: 'busqueda' })).body).toMatchObject({ Datos: 1 });
    // Beto has no licence (the knock-out answer) and one year: he is marked, not refused.
    expect((await apply(beto, cvs[beto.correo], { taRespuestas: answers('no', '1', 'Villa Fátima'), tcFuente: 'compartido' })).body).toMatchObject({ Datos: 1 });
    // An unknown source counts as a direct link.
    expect((await apply(carla, cvs[carla.correo], { taRespuestas: answers('si', '5', 'Miraflores'), tcFuente: '<script>' })).body).toMatchObject({ Datos: 1 });

    const all = await applicants();
    expect(all.status).toBe(200);
    const byName = (n: string) => all.body.values.find((a: { Nombre: string }) => a.Nombre.startsWith(n));
    expect(byName('Ana')).toMatchObject({
      PasaFiltros: true,
      Carta: 'Tengo moto propia.\nDisponible de inmediato.',
      PretensionSalarial: 4000,
      Fuente: 'busqueda',
      Respuestas: [
        { Pregunta: '¿Tiene licencia de conducir categoría B?', Tipo: 'sino', Respuesta: 'Sí', Descarta: false },
        { Pregunta: '¿Cuántos años de experiencia en ventas tiene?', Tipo: 'numero', Respuesta: '3', Descarta: false },
        { Pregunta: '¿En qué zona de La Paz vive?', Tipo: 'texto', Respuesta: 'Sopocachi', Descarta: false },
      ],
    });
    expect(byName('Beto')).toMatchObject({ PasaFiltros: false, Carta: '', PretensionSalarial: 0, Fuente: 'compartido' });
    expect(byName('Beto').Respuestas.map((r: { Descarta: boolean }) => r.Descarta)).toEqual([true, true, false]);
    expect(byName('Carla')).toMatchObject({ PasaFiltros: true, Fuente: 'directo' });

    const names = async (body: Record<string, unknown>) => ((await applicants(body)).body.values as { Nombre: string }[]).map((a) => a.Nombre.split(' ')[0]).sort();
    expect(await names({ tcFiltroPreguntas: 'pasa' })).toEqual(['Ana', 'Carla']);
    expect(await names({ tcFiltroPreguntas: 'descartado' })).toEqual(['Beto']);
    expect(await names({ tnPregunta: 1, tcRespuesta: 'no' })).toEqual(['Beto']);
    expect(await names({ tnPregunta: 2, tcRespuesta: '4' })).toEqual(['Carla']);
    expect(await names({ tnPregunta: 3, tcRespuesta: 'fatima' })).toEqual(['Beto']);
    expect(await names({ tnPregunta: 3, tcRespuesta: '%' })).toEqual([]);
    expect(await names({ tcFiltroPreguntas: 'pasa', tnPregunta: 2, tcRespuesta: '3' })).toEqual(['Ana', 'Carla']);
    expect(await names({ tnPregunta: 5, tcRespuesta: 'si' })).toEqual([]);
    for (const bad of [{ tcFiltroPreguntas: 'todos' }, { tnPregunta: 6 }, { tnPregunta: 'uno' }, { tcRespuesta: 'x'.repeat(301) }, { tcRespuesta: ['si'] }]) {
      const res = await applicants(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.status).toBe(false);
    }
  });

  it('the applicants and their answers are the job company’s alone', async () => {
    expect((await applicants({ tcFiltroPreguntas: 'pasa' }, other.token)).status).toBe(404);
    expect((await applicants({ tcFiltroPreguntas: 'pasa' }, ana.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo, tcFiltroPreguntas: 'pasa' })).status).toBe(401);
    expect((await applicants({}, admin.token)).status).toBe(200);
  });
});

describe('per-job figures', () => {
  /** Another instance of the app on the same database: closing it writes its views. */
  const instance = async () => {
    const app = await buildApp({ deps: t.deps, webDistDir: '/nonexistent' });
    await app.ready();
    return app;
  };
  const view = (app: FastifyInstance, ip: string, tcFuente?: string, ua = 'Mozilla/5.0 (Android 14) Chrome/131', token?: string) =>
    call(app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo, ...(tcFuente ? { tcFuente } : {}) }, token, { remoteAddress: ip, headers: { 'user-agent': ua } });
  const figures = (token = company.token, code = job.CodigoEmpleo) => call(t.app, '/api/servicio/cifrasempleo', { tcCodigoEmpleo: code }, token);

  it('counts unique visitors a day by source, applications a day, conversion; one client cannot inflate the views', async () => {
    // This file's earlier views through t.app are written by its counter every VIEW_FLUSH_MS:
    // once that has run, the figures read here hold them.
    await new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_MS + 1000));
    const before = (await figures()).body.values;
    const app = await instance();
    await view(app, '190.129.1.1', 'busqueda');
    await view(app, '190.129.1.1', 'busqueda'); // the same visitor again: not counted
    await view(app, '190.129.2.2', 'compartido');
    await view(app, '190.129.3.3');
    await view(app, '190.129.4.4', 'nada-que-ver');
    // One address changing its browser's name 20 times counts as at most 5 visitors.
    for (let i = 0; i < 20; i++) await view(app, '181.115.9.9', 'busqueda', `Bot/${i}`);
    // The company looking at its own job is not a visitor.
    await view(app, '200.87.1.1', 'busqueda', undefined, company.token);
    await app.close();

    const res = await figures();
    expect(res.status).toBe(200);
    const f = res.body.values;
    expect(f).toMatchObject({ Empleo: job.Empleo, CodigoEmpleo: job.CodigoEmpleo, Titulo: 'Vendedor con movilidad', Postulaciones: 3 });
    expect(f.Vistas - before.Vistas).toBe(4 + 5);
    const source = (id: string) => f.Fuentes.find((s: { Fuente: string }) => s.Fuente === id);
    expect(source('busqueda')).toMatchObject({ Nombre: 'Búsqueda', Vistas: before.Fuentes[0].Vistas + 1 + 5, Postulaciones: 1 });
    expect(source('compartido')).toMatchObject({ Nombre: 'Compartido', Postulaciones: 1 });
    expect(source('directo')).toMatchObject({ Nombre: 'Enlace directo', Postulaciones: 1 });
    expect(f.Conversion).toBe(Math.round((3 * 1000) / f.Vistas) / 10);
    const today = f.PorDia.at(-1);
    expect(today.Fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today).toMatchObject({ Postulaciones: 3 });
    expect(today.Vistas).toBeGreaterThanOrEqual(9);
    expect(f.PorDia.reduce((n: number, d: { Postulaciones: number }) => n + d.Postulaciones, 0)).toBe(3);
  });

  it('are for the job’s company and staff only; bad codes are refused', async () => {
    expect((await figures(other.token)).status).toBe(404);
    expect((await figures(ana.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/cifrasempleo', { tcCodigoEmpleo: job.CodigoEmpleo })).status).toBe(401);
    expect((await figures(admin.token)).status).toBe(200);
    expect((await figures(company.token, 'zzzzzzzzzzzz')).status).toBe(404);
    for (const tcCodigoEmpleo of ['', "' or 1=1 --", '../../etc/passwd', 12, null]) {
      const res = await call(t.app, '/api/servicio/cifrasempleo', { tcCodigoEmpleo }, company.token);
      expect(res.status, String(tcCodigoEmpleo)).toBe(400);
      expect(res.body.status).toBe(false);
    }
  });
});

describe('AI long description', () => {
  it('says it is a template when no AI is configured (the local provider)', async () => {
    const res = await call(t.app, '/api/servicio/generardescripcionempleo', { tcTitulo: 'Vendedor', tcDescripcion: 'Venta de productos de consumo masivo.', tnSalario: 4500, tnSalarioMinimo: 3000 });
    expect(res.status).toBe(200);
    expect(res.body.values.plantilla).toBe(true);
    expect(res.body.values.texto).toContain('3.000 - 4.500 Bs');
  });
});
