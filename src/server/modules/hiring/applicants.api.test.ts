import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { compareExperience, compareSkills } from './compare';
import { pipelineRound } from './pipeline-worker';
import { digestTime } from './digest';
import { newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { createJob, newCv, payJob } from '../../test/jobs';

const t = setupTestApp();
let company: TestCompany;
let other: TestCompany;
let ana: TestCandidate;
let luis: TestCandidate;
let job: { Empleo: number; CodigoEmpleo: string };
let anaCv: number;

beforeAll(async () => {
  company = await newCompany(t.deps, 'Andes Software S.R.L.');
  other = await newCompany(t.deps, 'Competencia S.A.');
  ana = await newCandidate(t.deps, 'Ana', '71112233');
  luis = await newCandidate(t.deps, 'Luis', '72223344');
  // The job asks for JavaScript (18), SQL (21) and React (23), 3-5 years.
  job = await createJob(t, company.token, { tcTitulo: 'Desarrollador web', taHabilidades: [18, 21, 23], tnTiempoExperiencia: 3, tnCategoria: 4 });
  await payJob(t.deps, job.Empleo);
  anaCv = await newCv(t.deps, ana.candidateId, {
    doc: {
      titulo: 'CV de Ana',
      nombreCompleto: 'Ana Condori',
      perfilProfesional: 'Desarrolladora <b>web</b>',
      habilidades: [18, 23, 1],
      experiencias: [
        { nombre: 'Desarrolladora', nombreInstitucion: 'Softcruz', periodo: '2018 al 2021', descripcion: '' },
        { nombre: 'Líder técnica', nombreInstitucion: 'Andes', periodo: '2021 al 2024', descripcion: '' },
      ],
    },
  });
  const luisCv = await newCv(t.deps, luis.candidateId, { doc: { titulo: 'CV de Luis', habilidades: [], experiencias: [] } });
  await call(t.app, '/api/postularempleo', { tnCurriculum: anaCv, tcCodigoEmpleo: job.CodigoEmpleo }, ana.token);
  await call(t.app, '/api/postularempleo', { tnCurriculum: luisCv, tcCodigoEmpleo: job.CodigoEmpleo }, luis.token);
});

const applicants = (token: string, code = job.CodigoEmpleo) => call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: code }, token);

describe('getpostulantesEmpleo', () => {
  it('lists the applicants with profession, name, comparisons and the CV html', async () => {
    const res = await applicants(company.token);
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    expect(res.body.empleo).toMatchObject({ Titulo: 'Desarrollador web', CodigoEmpleo: job.CodigoEmpleo, EmpresaNombre: 'Andes Software S.R.L.' });
    const a = res.body.values.find((x: { Nombre: string }) => x.Nombre.startsWith('Ana'));
    expect(a).toMatchObject({
      Nombre: 'Ana Condori',
      Profesion: 'Contadora',
      Telefono: '71112233',
      Curriculum: anaCv,
      CurriculumTitulo: 'CV de Ana',
      Estado: 1,
      EstadoDescripcion: 'Recibido',
      ComparacionHabilidades: 'Cumple 2 de 3 habilidades requeridas',
      HabilidadesCoinciden: ['JavaScript', 'React'],
      HabilidadesFaltan: ['SQL'],
      AniosExperiencia: 6, // '2018 al 2021' + '2021 al 2024': 6 years (issue 37)
      CumpleExperiencia: true,
    });
    expect(a.ComparacionExperiencia).toBe('6 años de experiencia · el empleo pide: 3-5 años (cumple)');
    expect(a.html).toContain('<!doctype html>');
    expect(a.html).toContain('Ana Condori');
    // User text is escaped in the CV page.
    expect(a.html).toContain('Desarrolladora &lt;b&gt;web&lt;/b&gt;');
    const l = res.body.values.find((x: { Nombre: string }) => x.Nombre.startsWith('Luis'));
    expect(l).toMatchObject({ ComparacionHabilidades: 'Cumple 0 de 3 habilidades requeridas', AniosExperiencia: 0, CumpleExperiencia: false });
  });

  it('the empty state message when nobody applied', async () => {
    const empty = await createJob(t, company.token, { tcTitulo: 'Sin postulantes' });
    const res = await applicants(company.token, empty.CodigoEmpleo);
    expect(res.body).toMatchObject({ error: 0, values: [], message: 'No hay postulantes disponibles en este momento.' });
  });

  it("refuses another company's job like an unknown one (404), candidates (403), no token (401), bad codes (400)", async () => {
    const foreign = await applicants(other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await applicants(other.token, 'noexiste1234')).body);
    expect((await applicants(ana.token)).status).toBe(403);
    expect((await applicants('')).status).toBe(401);
    expect((await applicants(company.token, 'noexiste1234')).status).toBe(404);
    for (const bad of ['', '../x', `'; drop table jobs;--`, 'a'.repeat(41), 12]) {
      expect((await applicants(company.token, bad as string)).status, String(bad)).toBe(400);
    }
  });
});

describe('cambiarestadopostulacion', () => {
  it('the owner moves an applicant; the candidate sees the status, and the e-mail once the undo window ends', async () => {
    const list = await applicants(company.token);
    const a = list.body.values.find((x: { Nombre: string }) => x.Nombre.startsWith('Ana'));
    let at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000);
    // The companies' daily digest (from 08:00 La Paz) goes out first, whatever the hour the test
    // runs at, so the mails counted below are the status mails alone.
    if (at < digestTime(at) && at.getTime() + 1_800_000 >= digestTime(at).getTime()) at = digestTime(at);
    t.clock.set(at);
    await pipelineRound(t.deps);
    await t.drain();
    const res = await call(t.app, '/api/servicio/cambiarestadopostulacion', { tnPostulacion: a.Postulacion, tnEstado: 3 }, company.token);
    expect(res.body).toMatchObject({ error: 0, values: { Postulacion: a.Postulacion, Estado: 3, EstadoDescripcion: 'Entrevista', MensajeEnvio: new Date(at.getTime() + 600_000).toISOString() } });
    const mine = await call(t.app, '/api/servicio/listarempleosbyusuario', [], ana.token);
    expect(mine.body.Datos.find((x: { CodigoEmpleo: string }) => x.CodigoEmpleo === job.CodigoEmpleo)).toMatchObject({ Estado: 3, EstadoDescripcion: 'Entrevista' });
    const before = t.mails.length;
    t.clock.advance(600_000);
    await pipelineRound(t.deps);
    await t.drain();
    // Her last mail (the first one confirmed the application).
    const mail = t.mails.filter((m) => m.to === ana.correo).at(-1);
    expect(mail?.subject).toBe('Andes Software S.R.L. quiere entrevistarte para Desarrollador web');
    expect(t.mails.length).toBe(before + 1);
    // The same status again changes nothing and sends nothing.
    await call(t.app, '/api/servicio/cambiarestadopostulacion', { tnPostulacion: a.Postulacion, tnEstado: 3 }, company.token);
    t.clock.advance(600_000);
    await pipelineRound(t.deps);
    await t.drain();
    expect(t.mails.length).toBe(before + 1);
    t.clock.reset();
  });

  it('another company 404 (as unknown), a candidate 403, unknown 404, bad status 400', async () => {
    const list = await applicants(company.token);
    const id = list.body.values[0].Postulacion;
    const change = (body: unknown, token: string) => call(t.app, '/api/servicio/cambiarestadopostulacion', body, token);
    const foreign = await change({ tnPostulacion: id, tnEstado: 5 }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await change({ tnPostulacion: 99999999, tnEstado: 5 }, other.token)).body);
    expect((await change({ tnPostulacion: id, tnEstado: 5 }, ana.token)).status).toBe(403);
    expect((await change({ tnPostulacion: 99999999, tnEstado: 2 }, company.token)).status).toBe(404);
    for (const body of [{}, { tnPostulacion: id }, { tnPostulacion: id, tnEstado: 0 }, { tnPostulacion: id, tnEstado: 6 }, { tnPostulacion: 'x', tnEstado: 2 }, { tnPostulacion: id, tnEstado: [2] }]) {
      const res = await change(body, company.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.codigoerror).toBe(1);
    }
  });
});

describe('listarpostulantesbyempresa', () => {
  it("lists the company's applicants newest first, paged, with a total; never another company's", async () => {
    const res = await call(t.app, '/api/servicio/listarpostulantesbyempresa', [], company.token);
    expect(res.body.codigoerror).toBe(0);
    expect(res.body.Total).toBe(2);
    expect(res.body.Datos[0]).toMatchObject({ TituloEmpleo: 'Desarrollador web', CodigoEmpleo: job.CodigoEmpleo, Empleo: job.Empleo });
    const paged = await call(t.app, '/api/servicio/listarpostulantesbyempresa', { tnPagina: 2, tnCantidad: 1 }, company.token);
    expect(paged.body.Datos).toHaveLength(1);
    expect(paged.body.Datos[0].Postulacion).toBe(res.body.Datos[1].Postulacion);
    const interviews = await call(t.app, '/api/servicio/listarpostulantesbyempresa', { tnEstado: 3 }, company.token);
    expect(interviews.body.Datos.every((x: { Estado: number }) => x.Estado === 3)).toBe(true);
    const foreign = await call(t.app, '/api/servicio/listarpostulantesbyempresa', [], other.token);
    expect(foreign.body).toMatchObject({ Datos: [], Total: 0 });
    expect((await call(t.app, '/api/servicio/listarpostulantesbyempresa', [], ana.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/listarpostulantesbyempresa', { tnCantidad: 1000 }, company.token)).status).toBe(400);
    expect((await call(t.app, '/api/servicio/listarpostulantesbyempresa', { tnPagina: 'x' }, company.token)).status).toBe(400);
  });
});

describe('comparisons', () => {
  it('words the comparisons', () => {
    expect(compareSkills([], [1]).text).toBe('El empleo no pide habilidades específicas.');
    expect(compareSkills([1, 2], [2, 3])).toEqual({ matched: ['Trabajo en equipo'], missing: ['Comunicación efectiva'], text: 'Cumple 1 de 2 habilidades requeridas' });
    expect(compareExperience(1, 0)).toMatchObject({ meets: true, text: '1 año de experiencia · el empleo pide: sin experiencia (cumple)' });
    expect(compareExperience(5, 4).meets).toBe(false);
  });
});
