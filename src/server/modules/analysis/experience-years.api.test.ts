/**
 * One CV, one figure (issue 15, decision 076): the years of experience of the same CV agree on the
 * applicants page, in /revisioncv (its PDF, as every template draws it), on the public profile and
 * in candidate search.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { candidates } from '../../db/schema';
import { TEMPLATE_INFO } from '../../../shared/cv/templates';
import { newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { createJob, newCv, payJob } from '../../test/jobs';
import { analyse } from './test-helpers';

const t = setupTestApp();
let company: TestCompany;
let rosa: TestCandidate;
let job: { Empleo: number; CodigoEmpleo: string };
let rosaCode: string;

// A current job, an earlier one, a one-year job written as its year alone, and an overlap.
const EXPERIENCIAS = [
  { nombre: 'Contadora General', nombreInstitucion: 'Comercial Andina S.R.L.', periodo: '2021 al Actualidad', descripcion: 'Estados financieros y declaraciones de IVA.' },
  { nombre: 'Auxiliar contable', nombreInstitucion: 'Ferretería El Sol', periodo: '2017 al 2019', descripcion: 'Conciliaciones bancarias.' },
  { nombre: 'Pasante de auditoría', nombreInstitucion: 'Auditores Asociados', periodo: '2016', descripcion: 'Apoyo en auditorías.' },
  { nombre: 'Asistente tributaria', nombreInstitucion: 'Estudio Rojas', periodo: '2018 al 2020', descripcion: 'Facturación.' },
];

beforeAll(async () => {
  company = await newCompany(t.deps, 'Contadores del Valle S.R.L.');
  rosa = await newCandidate(t.deps, 'Rosa', '71234567');
  // The profile says 0 years: the CV's periods are what counts.
  await t.deps.db.update(candidates).set({ visible: true, anosExperiencia: 0, profesion: 'Contadora Pública' }).where(eq(candidates.id, rosa.candidateId));
  [{ codigo: rosaCode }] = await t.deps.db.select({ codigo: candidates.codigo }).from(candidates).where(eq(candidates.id, rosa.candidateId));
  job = await createJob(t, company.token, { tcTitulo: 'Contador general', tnTiempoExperiencia: 3, tnCategoria: 1 });
  await payJob(t.deps, job.Empleo);
});

describe('years of experience: one function for every page', () => {
  it('agree for the same CV on the applicants page, /revisioncv (each template), the profile and the search', async () => {
    const cvIds: number[] = [];
    for (const tpl of TEMPLATE_INFO) {
      cvIds.push(
        await newCv(t.deps, rosa.candidateId, {
          doc: { titulo: `CV ${tpl.id}`, nombreCompleto: 'Rosa Quiroga Flores', plantilla: tpl.id, perfilProfesional: 'Contadora pública.', experiencias: EXPERIENCIAS },
          createdAt: new Date(Date.now() - (10 - tpl.id) * 60_000),
        }),
      );
    }
    const apply = await call(t.app, '/api/postularempleo', { tnCurriculum: cvIds[cvIds.length - 1], tcCodigoEmpleo: job.CodigoEmpleo }, rosa.token);
    expect(apply.body.codigoerror).toBe(0);

    const applicants = await call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo }, company.token);
    const years = applicants.body.values[0].AniosExperiencia;
    // 2016 (whole year), 2017-2020 (two overlapping jobs, once), mid-2021 to today.
    expect(years).toBeGreaterThan(8);

    for (const [i, cvId] of cvIds.entries()) {
      const pdf = await call(t.app, `/api/generate-pdf2/${cvId}`, undefined, rosa.token, { method: 'GET' });
      expect(pdf.status).toBe(200);
      const analysed = await analyse(t.app, company.token, job.Empleo, [{ filename: `rosa-${i + 1}.pdf`, data: pdf.raw.rawPayload }]);
      expect(analysed.status).toBe(200);
      const item = analysed.body.values.Items[0];
      expect(item.estado, `template ${TEMPLATE_INFO[i].nombre}`).toBe('done');
      expect(item.resultado.extract.anios, `template ${TEMPLATE_INFO[i].nombre}`).toBe(years);
    }

    const profile = await call(t.app, '/api/servicio/getDatosCandidato', { tcCodigoCandidato: rosaCode }, company.token);
    expect(profile.body.values.AnosExperiencia).toBe(years);
    const visitor = await call(t.app, '/api/servicio/getDatosCandidato', { tcCodigoCandidato: rosaCode });
    expect(visitor.body.values.AnosExperiencia).toBe(years);

    const found = await call(t.app, '/api/servicio/buscarcandidatos', { tcBuscar: 'Rosa' }, company.token);
    const row = found.body.values.find((c: { CandidatoCodigo: string }) => c.CandidatoCodigo === rosaCode);
    expect(row.AnosExperiencia).toBe(years);
    // The search filters and sorts by the same figure.
    const min = Math.floor(years);
    const atLeast = await call(t.app, '/api/servicio/buscarcandidatos', { tcBuscar: 'Rosa', tnAnosMinimo: min }, company.token);
    expect(atLeast.body.values.map((c: { CandidatoCodigo: string }) => c.CandidatoCodigo)).toContain(rosaCode);
    const above = await call(t.app, '/api/servicio/buscarcandidatos', { tcBuscar: 'Rosa', tnAnosMinimo: min + 1 }, company.token);
    expect(above.body.values.map((c: { CandidatoCodigo: string }) => c.CandidatoCodigo)).not.toContain(rosaCode);
  });
});
