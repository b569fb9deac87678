import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLY_MESSAGES } from '../../../shared/contract/applications';
import { queryRows } from '../../db/client';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { laPazDayFrom } from '../../core/time';
import { newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { countRows, createJob, newCv, payJob } from '../../test/jobs';

const t = setupTestApp();
let company: TestCompany;
let candidate: TestCandidate;
let rival: TestCandidate;
let job: { Empleo: number; CodigoEmpleo: string };

beforeAll(async () => {
  company = await newCompany(t.deps);
  candidate = await newCandidate(t.deps, 'Rosa');
  rival = await newCandidate(t.deps, 'Pedro');
  job = await createJob(t, company.token, { tcTitulo: 'Auxiliar contable' });
  await payJob(t.deps, job.Empleo);
});

const apply = (tnCurriculum: unknown, tcCodigoEmpleo: unknown, token = candidate.token) => call(t.app, '/api/postularempleo', { tnCurriculum, tcCodigoEmpleo }, token);

describe('postularempleo', () => {
  it('applies with an own paid CV; Datos is 1', async () => {
    const cv = await newCv(t.deps, candidate.candidateId, { doc: { titulo: 'CV contable' } });
    const res = await apply(cv, job.CodigoEmpleo);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ codigoerror: 0, message: APPLY_MESSAGES.ok, Datos: 1 });
    const list = await call(t.app, '/api/servicio/listarempleosbyusuario', [], candidate.token);
    expect(list.body.Datos[0]).toMatchObject({
      CodigoEmpleo: job.CodigoEmpleo,
      Titulo: 'Auxiliar contable',
      TipoEmpleoNombre: 'Tiempo completo',
      EmpresaNombre: 'Empresa de Prueba S.R.L.',
      Estado: 1,
      EstadoDescripcion: 'Recibido',
      Curriculum: cv,
      CurriculumTitulo: 'CV contable',
      EmpleoCerrado: false,
    });
    // The candidate gets a mail naming the job and the company, with a link to it.
    const mail = t.mails.filter((m) => m.to === candidate.correo).at(-1);
    expect(mail?.subject).toBe('Postulaste a «Auxiliar contable» en Empresa de Prueba S.R.L.');
    expect(mail?.text).toContain('Hola Rosa:');
    expect(mail?.text).toContain(`/detalletrabajo/${job.CodigoEmpleo}`);
    expect(mail?.text).toContain('/mispostulaciones');
  });

  it('refuses a second application to the same job', async () => {
    const cv = await newCv(t.deps, candidate.candidateId);
    const mails = t.mails.length;
    const res = await apply(cv, job.CodigoEmpleo);
    expect(res.body).toMatchObject({ codigoerror: 1, Datos: 0, message: APPLY_MESSAGES.alreadyApplied });
    expect(t.mails.length, 'no second mail').toBe(mails);
  });

  it('refuses an unpaid CV with its message', async () => {
    const cv = await newCv(t.deps, rival.candidateId, { pagado: false });
    const res = await apply(cv, job.CodigoEmpleo, rival.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Datos: 0, message: APPLY_MESSAGES.cvNotPaid });
  });

  it("answers another candidate's CV as an unknown one (404): its existence is private", async () => {
    const others = await newCv(t.deps, candidate.candidateId);
    const res = await apply(others, job.CodigoEmpleo, rival.token);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ codigoerror: 1, message: APPLY_MESSAGES.cvNotFound });
    const unknown = await apply(987654, job.CodigoEmpleo, rival.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(APPLY_MESSAGES.cvNotFound);
  });

  it('refuses companies and staff with the spec message', async () => {
    const res = await apply(1, job.CodigoEmpleo, company.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(APPLY_MESSAGES.onlyCandidates);
    expect((await apply(1, job.CodigoEmpleo, '')).status).toBe(401);
  });

  it('refuses an unpublished, expired or closed job, and 404 for an unknown one', async () => {
    const cv = await newCv(t.deps, rival.candidateId);
    const pending = await createJob(t, company.token, { tcTitulo: 'Sin pagar' });
    expect((await apply(cv, pending.CodigoEmpleo, rival.token)).body).toMatchObject({ Datos: 0, message: APPLY_MESSAGES.jobNotOpen });
    const closed = await createJob(t, company.token, { tcTitulo: 'Cerrado' });
    await payJob(t.deps, closed.Empleo);
    await call(t.app, '/api/servicio/eliminarempleo', { tcCodigoEmpleo: closed.CodigoEmpleo }, company.token);
    expect((await apply(cv, closed.CodigoEmpleo, rival.token)).body.message).toBe(APPLY_MESSAGES.jobNotOpen);
    const soon = await createJob(t, company.token, { tcTitulo: 'Vence pronto', tcFechaVencimiento: laPazDayFrom(t.clock.now(), 2) });
    await payJob(t.deps, soon.Empleo);
    t.clock.set(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    try {
      expect((await apply(cv, soon.CodigoEmpleo, rival.token)).body.message).toBe(APPLY_MESSAGES.jobNotOpen);
    } finally {
      t.clock.reset();
    }
    const unknown = await apply(cv, 'noexiste1234', rival.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(APPLY_MESSAGES.jobNotFound);
  });

  it('20 concurrent identical applications leave exactly one row', async () => {
    const racer = await newCandidate(t.deps, 'Veloz');
    const cv = await newCv(t.deps, racer.candidateId);
    const results = await Promise.all(Array.from({ length: 20 }, () => apply(cv, job.CodigoEmpleo, racer.token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.Datos === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.message === APPLY_MESSAGES.alreadyApplied)).toHaveLength(19);
    expect(await countRows(t.deps, 'applications', `candidate_id = ${racer.candidateId} and job_id = ${job.Empleo}`)).toBe(1);
  });

  it('rejects bad bodies with 400 and the envelope', async () => {
    const cv = await newCv(t.deps, rival.candidateId);
    for (const body of [
      {},
      { tnCurriculum: cv },
      { tcCodigoEmpleo: job.CodigoEmpleo },
      { tnCurriculum: 'abc', tcCodigoEmpleo: job.CodigoEmpleo },
      { tnCurriculum: -1, tcCodigoEmpleo: job.CodigoEmpleo },
      { tnCurriculum: 1.5, tcCodigoEmpleo: job.CodigoEmpleo },
      { tnCurriculum: { $gt: 0 }, tcCodigoEmpleo: job.CodigoEmpleo },
      { tnCurriculum: cv, tcCodigoEmpleo: "x' or '1'='1" },
      { tnCurriculum: cv, tcCodigoEmpleo: '<script>' },
      { tnCurriculum: cv, tcCodigoEmpleo: 'a'.repeat(5000) },
      [],
    ]) {
      const res = await call(t.app, '/api/postularempleo', body, rival.token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ codigoerror: 1, error: 1, status: false });
    }
  });
});

describe('candidate lists', () => {
  it('listarempleosbycandidato equals byusuario; ...mes keeps this La Paz month only', async () => {
    const me = await newCandidate(t.deps, 'Mensual');
    const cv = await newCv(t.deps, me.candidateId);
    const second = await createJob(t, company.token, { tcTitulo: 'Segundo empleo', tcFechaVencimiento: '2026-12-31' });
    await payJob(t.deps, second.Empleo);
    t.clock.set(new Date('2026-09-30T23:30:00Z')); // 19:30, 30 September in La Paz
    const jobSept = await createJob(t, company.token, { tcTitulo: 'Septiembre', tcFechaVencimiento: '2026-12-31' });
    await payJob(t.deps, jobSept.Empleo);
    expect((await apply(cv, jobSept.CodigoEmpleo, me.token)).body.Datos).toBe(1);
    t.clock.set(new Date('2026-10-01T04:30:00Z')); // 00:30, 1 October
    expect((await apply(cv, second.CodigoEmpleo, me.token)).body.Datos).toBe(1);
    const all = await call(t.app, '/api/servicio/listarempleosbycandidato', [], me.token);
    const byUser = await call(t.app, '/api/servicio/listarempleosbyusuario', [], me.token);
    const month = await call(t.app, '/api/servicio/listarempleosbycandidatomes', [], me.token);
    t.clock.reset();
    expect(all.body.Datos.map((a: { Titulo: string }) => a.Titulo)).toEqual(['Segundo empleo', 'Septiembre']);
    expect(byUser.body.Datos).toEqual(all.body.Datos);
    expect(month.body.Datos.map((a: { Titulo: string }) => a.Titulo)).toEqual(['Segundo empleo']);
  });

  it('a company cannot read candidate lists; no token is 401', async () => {
    expect((await call(t.app, '/api/servicio/listarempleosbyusuario', [], company.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/listarempleosbycandidato', [])).status).toBe(401);
  });

  it('each candidate sees only their own applications', async () => {
    const res = await call(t.app, '/api/servicio/listarempleosbyusuario', [], rival.token);
    const [row] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from applications where candidate_id = ${rival.candidateId}`);
    expect(res.body.Datos).toHaveLength(row.n);
  });
});
