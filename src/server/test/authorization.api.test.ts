/**
 * The authorisation walk: every route of the OpenAPI document, called by an anonymous visitor, by
 * another candidate and by another company, pointed at the objects of one candidate (Ana) and one
 * company (Andes). Whatever the route:
 * - an anonymous call to a signed-in route gets 401, a role that may not call it gets 403;
 * - a route aimed at someone else's object refuses (403, or 404 where existence itself is private);
 * - no answer carries Ana's private data (e-mail, phone, birth date, her CVs, her payment, Andes'
 *   unpublished job or CV analysis);
 * - and afterwards every object of Ana and Andes is exactly as it was.
 * The owners' own use of each route is tested in its module.
 */
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, Role } from '../../shared/contract/endpoint';
import { applicationMessages, applications, candidates, companies, companyInvitations, companyMembers, curriculums, cvAnalyses, cvAnalysisItems, cvShareLinks, jobAlerts, jobs, payments, replyTemplates, savedJobs, users } from '../db/schema';
import { CONTRACT_ENDPOINTS } from './contract-endpoints';
import { newCandidate, newCompany, TEST_PASSWORD, type TestCandidate, type TestCompany } from './accounts';
import { cvFormFields, postMultipart } from './forms';
import { createJob, jobPayload, makeJob } from './jobs';
import { setupTestApp } from './setup-test-app';
import { call } from './test-app';

const t = setupTestApp({ RATE_LIMITS: 'off' });

/** What only Ana, Andes or the staff may see. */
const PRIVATE = {
  telefono: '70111222',
  nacimiento: '1987-06-05',
  cvTitulo: 'Hoja Privada Zafiro',
  cvBorrador: 'Borrador Privado Topacio',
  borradorEmpleo: 'Vacante Reservada Onix',
  pagador: 'Pagadora Privada Jade',
  ciNit: '8877665',
  analisis: 'Analisis reservado Coral',
  mensaje: 'Mensaje reservado Turquesa',
};

type Fixture = {
  ana: TestCandidate;
  andes: TestCompany;
  cv: number;
  draftCv: number;
  cvTx: number;
  publicJob: { Empleo: number; CodigoEmpleo: string };
  draftJob: { Empleo: number; CodigoEmpleo: string };
  jobTx: number;
  application: number;
  analysis: number;
  item: number;
  alert: number;
  shareLink: number;
  template: number;
};
let f: Fixture;
const callers: { name: string; role?: Role; token?: string }[] = [{ name: 'anónimo' }];

const payer = { tcNombreUsuario: PRIVATE.pagador, tnCiNit: PRIVATE.ciNit, tnTelefono: '71234567', tcCorreo: 'jade@example.bo' };
const fakeCode = 'x'.repeat(24);

beforeAll(async () => {
  const { app, deps } = t;
  const ana = await newCandidate(deps, 'Ana', PRIVATE.telefono);
  const andes = await newCompany(deps, 'Andes Privada S.R.L.');
  await deps.db.update(candidates).set({ fechaNacimiento: PRIVATE.nacimiento, visible: false }).where(eq(candidates.id, ana.candidateId));

  const newCv = async (titulo: string) =>
    (await postMultipart(app, '/api/servicio/crearcurriculumcandidato', cvFormFields({ tcTituloCurriculum: titulo, tcTelefono: PRIVATE.telefono, tcCorreo: ana.correo }), [], ana.token)).body.values.Curriculum as number;
  const cv = await newCv(PRIVATE.cvTitulo);
  const draftCv = await newCv(PRIVATE.cvBorrador);
  // Ana pays her first CV through the sandbox, with the code of the QR's URL.
  const qr = await call(app, '/api/servicio/generarpago', { ...payer, Curriculum: cv }, ana.token);
  const cvTx = qr.body.Datos.TransaccionDePago as number;
  const codigo = new URL(qr.body.Datos.UrlPago).searchParams.get('codigo');
  expect((await call(app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: cvTx, tcCodigo: codigo })).status).toBe(200);

  const published = await makeJob(deps, andes.companyId, { titulo: 'Contador General de Andes' });
  const [pub] = await deps.db.select({ Empleo: jobs.id, CodigoEmpleo: jobs.codigo }).from(jobs).where(eq(jobs.id, published.id));
  const draftJob = await createJob(t, andes.token, { tcTitulo: PRIVATE.borradorEmpleo });
  const jobQr = await call(app, '/api/servicio/generarpagoempleo', { ...payer, Empleo: draftJob.Empleo }, andes.token);
  const jobTx = jobQr.body.Datos.TransaccionDePago as number;

  expect((await call(app, '/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: pub.CodigoEmpleo }, ana.token)).status).toBe(200);
  const [applied] = await deps.db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, ana.candidateId));

  const cvPdf = readFileSync(new URL('../../cv-analysis/fixtures/pdfs/cv01.pdf', import.meta.url));
  const analysed = await postMultipart(app, '/api/servicio/revisarcvs', { empleoId: String(pub.Empleo), descripcion: PRIVATE.analisis }, [{ name: 'cvs[]', filename: 'cv01.pdf', contentType: 'application/pdf', data: cvPdf }], andes.token);
  expect(analysed.status).toBe(200);
  const [analysis] = await deps.db.select().from(cvAnalyses).where(eq(cvAnalyses.companyId, andes.companyId));
  const [item] = await deps.db.select().from(cvAnalysisItems).where(eq(cvAnalysisItems.analysisId, analysis.id));

  // Ana saves Andes' job and keeps an alert (issue 16).
  expect((await call(app, '/api/servicio/guardarempleo', { tcEmpleo: pub.CodigoEmpleo }, ana.token)).status).toBe(200);
  const alert = await call(app, '/api/servicio/crearalerta', { tcBuscar: 'contador', tcFrecuencia: 'diaria' }, ana.token);
  expect(alert.status).toBe(200);

  const shared = await call(app, '/api/servicio/compartircurriculum', { tnCurriculum: cv }, ana.token);
  expect(shared.body.error).toBe(0);

  // Ana and Andes talk on her application; Andes keeps a reply template (issue 40).
  expect((await call(app, '/api/servicio/enviarmensaje', { tnPostulacion: applied.id, tcMensaje: PRIVATE.mensaje }, ana.token)).status).toBe(200);
  const template = await call(app, '/api/servicio/guardarplantillarespuesta', { tcTitulo: 'Entrevista', tcCuerpo: 'Hola {nombre}' }, andes.token);
  // Andes' team has a pending invitation (issue 39).
  expect((await call(app, '/api/servicio/invitarreclutador', { tcCorreo: 'socia.andes@example.bo', tcRol: 'reclutador' }, andes.token)).status).toBe(200);

  f = { ana, andes, cv, draftCv, cvTx, publicJob: pub, draftJob, jobTx, application: applied.id, analysis: analysis.id, item: item.id, alert: alert.body.values.Alerta, shareLink: shared.body.values.tnEnlace, template: template.body.values.Plantilla };

  const otherCandidate = await newCandidate(deps, 'Beto', '79990001');
  const otherCompany = await newCompany(deps, 'Otra Empresa S.R.L.');
  callers.push({ name: 'otro candidato', role: 'candidato', token: otherCandidate.token }, { name: 'otra empresa', role: 'empresa', token: otherCompany.token });
}, 180_000);

/** Ana's and Andes' rows (job views, which a visitor may move, are kept apart: job_view_counts). */
async function snapshot() {
  const { db } = t.deps;
  const userIds = [f.ana.userId, f.andes.userId];
  const jobRows = await db.select().from(jobs).where(eq(jobs.companyId, f.andes.companyId));
  const analysisRows = await db.select().from(cvAnalyses).where(eq(cvAnalyses.companyId, f.andes.companyId));
  return JSON.stringify({
    users: await db.select().from(users).where(inArray(users.id, userIds)),
    candidate: await db.select().from(candidates).where(eq(candidates.id, f.ana.candidateId)),
    company: await db.select().from(companies).where(eq(companies.id, f.andes.companyId)),
    team: await db.select().from(companyMembers).where(eq(companyMembers.companyId, f.andes.companyId)),
    invitations: await db.select().from(companyInvitations).where(eq(companyInvitations.companyId, f.andes.companyId)),
    cvs: await db.select().from(curriculums).where(eq(curriculums.candidateId, f.ana.candidateId)),
    jobs: jobRows,
    applications: await db.select().from(applications).where(eq(applications.candidateId, f.ana.candidateId)),
    payments: await db.select().from(payments).where(inArray(payments.userId, userIds)),
    analyses: analysisRows,
    items: await db.select().from(cvAnalysisItems).where(inArray(cvAnalysisItems.analysisId, analysisRows.map((a) => a.id))),
    savedJobs: await db.select().from(savedJobs).where(eq(savedJobs.candidateId, f.ana.candidateId)),
    alerts: await db.select().from(jobAlerts).where(eq(jobAlerts.candidateId, f.ana.candidateId)),
    shareLinks: await db.select().from(cvShareLinks).where(eq(cvShareLinks.id, f.shareLink)),
    messages: await db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, f.application)),
    templates: await db.select().from(replyTemplates).where(eq(replyTemplates.companyId, f.andes.companyId)),
  });
}

/** How a route refuses: these statuses, or (the spec's style for a few calls) 200 with `error: 1`. */
type Aimed = { url?: string; body?: unknown; fields?: Record<string, string>; refused: number[]; specError?: boolean; refusedByRole?: Partial<Record<Role, number[]>> };
const NOT_YOURS = [403, 404];
/** One answer for "does not exist" and "not yours" (its existence is private too). */
const NOT_FOUND = [404];

/** The routes that take an object: aimed at Ana's or Andes' one, with an otherwise valid request. */
const AIMED: Record<string, () => Aimed> = {
  'GET /api/generate-pdf2/{Curriculum}': () => ({ url: `/api/generate-pdf2/${f.cv}`, refused: NOT_FOUND }),
  'GET /api/servicio/curriculumdocx/{Curriculum}': () => ({ url: `/api/servicio/curriculumdocx/${f.cv}`, refused: NOT_FOUND }),
  'GET /api/servicio/archivoanalisiscv/{Item}': () => ({ url: `/api/servicio/archivoanalisiscv/${f.item}`, refused: NOT_YOURS }),
  'GET /api/servicio/comprobante/{TransaccionDePago}': () => ({ url: `/api/servicio/comprobante/${f.cvTx}`, refused: NOT_FOUND }),
  'GET /api/servicio/cvpostulacion/{Postulacion}': () => ({ url: `/api/servicio/cvpostulacion/${f.application}`, refused: NOT_FOUND }),
  'POST /api/servicio/actualizarcurriculum': () => ({ fields: cvFormFields({ tnCurriculum: String(f.cv), tcTituloCurriculum: 'CV robado' }), refused: NOT_FOUND }),
  'POST /api/servicio/duplicarcurriculum': () => ({ body: { tnCurriculum: f.cv }, refused: NOT_FOUND }),
  'POST /api/servicio/eliminarcurriculum': () => ({ body: { tnCurriculum: f.cv }, refused: NOT_FOUND }),
  'POST /api/servicio/obtenercurriculum': () => ({ body: { tnCurriculum: f.cv }, refused: NOT_FOUND }),
  'POST /api/actualizar-contrasena': () => ({ body: { correo: f.ana.correo, codigo: '000000', nuevaContrasena: 'Robada12345' }, refused: [], specError: true }),
  // Companies do not apply (403); a candidate with Ana's CV is told it does not exist (404).
  'POST /api/postularempleo': () => ({ body: { tnCurriculum: f.cv, tcCodigoEmpleo: f.publicJob.CodigoEmpleo }, refused: NOT_FOUND, refusedByRole: { empresa: [403] } }),
  'POST /api/servicio/actualizarempleo': () => ({ body: { ...jobPayload(t, { tcTitulo: 'Empleo robado' }), tcCodigoEmpleo: f.draftJob.CodigoEmpleo }, refused: NOT_YOURS }),
  'POST /api/servicio/cambiarestadopostulacion': () => ({ body: { tnPostulacion: f.application, tnEstado: 2 }, refused: NOT_YOURS }),
  'POST /api/servicio/cambiarestadopostulaciones': () => ({ body: { taPostulaciones: [f.application], tnEstado: 4, tnMensaje: 2 }, refused: NOT_YOURS }),
  'POST /api/servicio/notapostulacion': () => ({ body: { tnPostulacion: f.application, tcNota: 'Nota ajena' }, refused: NOT_YOURS }),
  'POST /api/servicio/calificarpostulacion': () => ({ body: { tnPostulacion: f.application, tnCalificacion: 1 }, refused: NOT_YOURS }),
  'POST /api/servicio/etiquetarpostulaciones': () => ({ body: { taPostulaciones: [f.application], taAgregar: ['ajena'] }, refused: NOT_YOURS }),
  'POST /api/servicio/historialpostulacion': () => ({ body: { tnPostulacion: f.application }, refused: NOT_YOURS }),
  'POST /api/servicio/retirarpostulacion': () => ({ body: { tnPostulacion: f.application }, refused: NOT_FOUND }),
  'POST /api/servicio/historialmipostulacion': () => ({ body: { tnPostulacion: f.application }, refused: NOT_FOUND }),
  'POST /api/servicio/cifrasempleo': () => ({ body: { tcCodigoEmpleo: f.publicJob.CodigoEmpleo }, refused: NOT_YOURS }),
  'POST /api/servicio/consultarpago': () => ({ body: { tnTransaccionDePago: f.cvTx, tnCurriculum: f.cv }, refused: NOT_FOUND }),
  'POST /api/servicio/consultarpagoempleo': () => ({ body: { tnTransaccionDePago: f.jobTx, tnEmpleo: f.draftJob.Empleo }, refused: NOT_YOURS }),
  'POST /api/servicio/eliminaranalisiscv': () => ({ body: { tnAnalisis: f.analysis }, refused: NOT_YOURS }),
  'POST /api/servicio/eliminarempleo': () => ({ body: { tcCodigoEmpleo: f.draftJob.CodigoEmpleo }, refused: NOT_YOURS }),
  'POST /api/servicio/generarpago': () => ({ body: { ...payer, Curriculum: f.draftCv }, refused: NOT_FOUND }),
  'POST /api/servicio/generarpagoempleo': () => ({ body: { ...payer, Empleo: f.draftJob.Empleo }, refused: NOT_YOURS }),
  'POST /api/servicio/getDatosCandidato': () => ({ body: { tcCodigoCandidato: f.ana.candidateCode }, refused: NOT_FOUND }),
  'POST /api/servicio/getDatosEmpleo': () => ({ body: { tcCodigoEmpleo: f.draftJob.CodigoEmpleo }, refused: NOT_FOUND }),
  'POST /api/servicio/getempleoedicion': () => ({ body: { tcCodigoEmpleo: f.draftJob.CodigoEmpleo }, refused: NOT_YOURS }),
  'POST /api/servicio/getpostulantesEmpleo': () => ({ body: { tcCodigoEmpleo: f.publicJob.CodigoEmpleo, tcFiltroPreguntas: 'pasa' }, refused: NOT_YOURS }),
  'POST /api/servicio/obteneranalisiscv': () => ({ body: { tnAnalisis: f.analysis }, refused: NOT_YOURS }),
  'POST /api/servicio/sandbox/confirmarpago': () => ({ body: { tnTransaccionDePago: f.jobTx, tcCodigo: fakeCode }, refused: NOT_FOUND }),
  'POST /api/servicio/compartircurriculum': () => ({ body: { tnCurriculum: f.cv }, refused: NOT_FOUND }),
  'POST /api/servicio/revocarenlacecurriculum': () => ({ body: { tnEnlace: f.shareLink }, refused: NOT_FOUND }),
  'POST /api/servicio/sandbox/consultartransaccion': () => ({ body: { tnTransaccionDePago: f.jobTx, tcCodigo: fakeCode }, refused: NOT_FOUND }),
  // Ana's alert and saved job (issue 16): another candidate is told they do not exist.
  'POST /api/servicio/editaralerta': () => ({ body: { tnAlerta: f.alert, tcBuscar: 'robada', tcFrecuencia: 'semanal' }, refused: NOT_FOUND }),
  'POST /api/servicio/pausaralerta': () => ({ body: { tnAlerta: f.alert, tlActiva: false }, refused: NOT_FOUND }),
  'POST /api/servicio/eliminaralerta': () => ({ body: { tnAlerta: f.alert }, refused: NOT_FOUND }),
  'POST /api/servicio/quitarempleoguardado': () => ({ body: { tcEmpleo: f.publicJob.CodigoEmpleo }, refused: NOT_FOUND }),
  'POST /api/servicio/bajaalerta': () => ({ body: { tcToken: fakeCode }, refused: NOT_FOUND }),
  // Ana's thread with Andes and Andes' reply template (issue 40).
  'POST /api/servicio/enviarmensaje': () => ({ body: { tnPostulacion: f.application, tcMensaje: 'Mensaje ajeno' }, refused: NOT_FOUND }),
  'POST /api/servicio/listarmensajes': () => ({ body: { tnPostulacion: f.application }, refused: NOT_FOUND }),
  'POST /api/servicio/guardarplantillarespuesta': () => ({ body: { tnPlantilla: f.template, tcTitulo: 'Robada', tcCuerpo: 'Robada' }, refused: NOT_FOUND }),
  'POST /api/servicio/eliminarplantillarespuesta': () => ({ body: { tnPlantilla: f.template }, refused: NOT_FOUND }),
  'POST /api/servicio/bajacorreosmensajes': () => ({ body: { tcToken: fakeCode }, refused: NOT_FOUND }),
  // Andes' team (issue 39): its members and invitations are 404 to another company.
  'POST /api/servicio/quitarreclutador': () => ({ body: { tcCorreo: f.andes.correo }, refused: NOT_FOUND }),
  'POST /api/servicio/invitarreclutador': () => ({ body: { tcCorreo: 'intrusa@example.bo', tcRol: 'reclutador', taEmpleos: [f.draftJob.Empleo] }, refused: NOT_FOUND }),
  'POST /api/servicio/verinvitacion': () => ({ body: { tcToken: 'A'.repeat(43) }, refused: NOT_FOUND }),
  'POST /api/servicio/aceptarinvitacion': () => ({ body: { tcToken: 'A'.repeat(43) }, refused: NOT_FOUND }),
};

/** Any other route: its path parameters aimed at Ana's objects, an empty body. */
function plainRequest(path: string): Aimed {
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (/curriculum/i.test(name)) return String(f.cv);
    if (/transaccion/i.test(name)) return String(f.cvTx);
    if (/item/i.test(name)) return String(f.item);
    return '1';
  });
  return { url, body: {}, refused: [] };
}

function privateDataIn(raw: string): string[] {
  const secrets = [f.ana.correo, ...Object.values(PRIVATE)];
  return secrets.filter((s) => raw.includes(s));
}

const byRoute = new Map(CONTRACT_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e]));

describe('the authorisation walk over the OpenAPI document', () => {
  it('calls every route as a visitor, another candidate and another company: refused or harmless, never a leak', async () => {
    const before = await snapshot();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      // Logging out revokes the caller's own session, nothing of anyone else's; its tests are in auth.
      .filter((r) => r !== 'POST /api/logout');
    expect(routes.length).toBeGreaterThan(70);
    const problems: string[] = [];
    for (const route of routes) {
      const e: Endpoint | undefined = byRoute.get(route);
      if (!e) {
        problems.push(`${route}: en el documento OpenAPI pero sin declaración en el contrato`);
        continue;
      }
      const aimed = AIMED[route]?.() ?? plainRequest(e.path);
      for (const who of callers) {
        const res = e.multipart
          ? await postMultipart(t.app, aimed.url ?? e.path, aimed.fields ?? {}, [], who.token)
          : await call(t.app, aimed.url ?? e.path, e.method === 'GET' ? undefined : aimed.body, who.token, { method: e.method });
        const raw = res.raw.body;
        const at = `${who.name} → ${route} = ${res.status}`;
        if (res.status >= 500) problems.push(`${at}: error del servidor`);
        const leaked = privateDataIn(raw);
        if (leaked.length) problems.push(`${at}: muestra ${leaked.join(', ')}`);
        if (e.auth === 'required' && !who.token) {
          if (res.status !== 401) problems.push(`${at}: se esperaba 401`);
        } else if (e.auth === 'required' && e.roles && who.role && !e.roles.includes(who.role)) {
          if (res.status !== 403) problems.push(`${at}: se esperaba 403`);
        } else if (aimed.refused.length && !((who.role && aimed.refusedByRole?.[who.role]) || aimed.refused).includes(res.status)) {
          problems.push(`${at}: se esperaba ${((who.role && aimed.refusedByRole?.[who.role]) || aimed.refused).join(' o ')}`);
        } else if (aimed.specError && !(res.status === 200 && res.body?.error === 1)) {
          problems.push(`${at}: se esperaba la negativa del spec (error: 1)`);
        }
        if (res.status >= 400 && res.body) expect(res.body, at).toMatchObject({ status: false });
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot(), 'los datos de Ana y de Andes no cambiaron').toBe(before);
  }, 300_000);

  it('the owners still get in with their passwords (the walk changed no credential)', async () => {
    for (const email of [f.ana.correo, f.andes.correo]) {
      const res = await call(t.app, '/api/login', { email, password: TEST_PASSWORD });
      expect(res.status, email).toBe(200);
    }
  });

  it('aims every route that takes an object at one of Ana’s or Andes’ objects', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const withObject = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => ({ route: `${m.toUpperCase()} ${path}`, e: byRoute.get(`${m.toUpperCase()} ${path}`) })))
      .filter(({ e }) => e && (e.roles === undefined || e.roles.some((r) => r !== 'admin')))
      .filter(({ route }) => /\{(Curriculum|TransaccionDePago|Item)\}/.test(route));
    for (const { route } of withObject) expect(AIMED[route], route).toBeDefined();
  });
});
