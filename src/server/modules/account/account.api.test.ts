/** "Descargar mis datos" and "Eliminar mi cuenta" (decision 070), on PGlite and PostgreSQL. */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { expectFieldErrors } from '../../test/expect-refusal';
import { newAdmin, newCandidate, newCompany, TEST_PASSWORD, type TestCandidate, type TestCompany } from '../../test/accounts';
import { cvFormFields, postMultipart, testJpeg } from '../../test/forms';
import { makeJob } from '../../test/jobs';
import { applications, candidates, companies, curriculums, cvShareLinks, jobAlerts, savedJobs, cvAnalyses, jobs, payments, users } from '../../db/schema';

const t = setupTestApp();
const DELETE = '/api/servicio/eliminarcuenta';
const DATA = '/api/servicio/misdatos';
const PHOTO = '/uploads/fotos-candidatos/ana-test.webp';

let ana: TestCandidate;
let beto: TestCandidate;
let andes: TestCompany;
let cv: number;
let job: { id: number; codigo: string };
let shareUrl: string;

const getData = (token?: string) => call(t.app, DATA, undefined, token, { method: 'GET' });
const applicants = () => call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.codigo }, andes.token);

/** A CV with a photo, paid through the sandbox, and an application with it. */
async function paidCvAndApplication(who: TestCandidate, titulo: string) {
  const created = await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields({ tcTituloCurriculum: titulo, tcTelefono: '70111222', tcCorreo: who.correo }), [{ name: 'foto', filename: 'f.jpg', contentType: 'image/jpeg', data: await testJpeg(300, 300) }], who.token);
  const id = created.body.values.Curriculum as number;
  const qr = await call(t.app, '/api/servicio/generarpago', { tcNombreUsuario: 'Pagadora Jade', tnCiNit: '8877665', tnTelefono: '71234567', tcCorreo: who.correo, Curriculum: id }, who.token);
  const codigo = new URL(qr.body.Datos.UrlPago).searchParams.get('codigo');
  expect((await call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: qr.body.Datos.TransaccionDePago, tcCodigo: codigo })).status).toBe(200);
  expect((await call(t.app, '/api/postularempleo', { tnCurriculum: id, tcCodigoEmpleo: job.codigo }, who.token)).body.codigoerror).toBe(0);
  return id;
}

beforeAll(async () => {
  ana = await newCandidate(t.deps, 'Ana', '70111222');
  beto = await newCandidate(t.deps, 'Beto', '79990001');
  andes = await newCompany(t.deps, 'Andes Datos S.R.L.');
  await t.deps.storage.put(`public${PHOTO.slice('/uploads'.length)}`, Buffer.from('webp'), 'image/webp');
  await t.deps.db.update(candidates).set({ fechaNacimiento: '1987-06-05', acercade: 'Contadora en La Paz', fotoPerfil: PHOTO }).where(eq(candidates.id, ana.candidateId));
  job = await makeJob(t.deps, andes.companyId, { titulo: 'Contadora Senior' });
  cv = await paidCvAndApplication(ana, 'CV de Ana Zafiro');
  await paidCvAndApplication(beto, 'CV de Beto');
  await call(t.app, '/api/servicio/registrarbitacora', { IdUsuario: 0, Vista: 'detalletrabajo', Detalle: 'Vio un empleo' }, ana.token);
  // Saved jobs, alerts and share links: Ana's, and Beto's that must not show in hers.
  for (const who of [ana, beto]) {
    expect((await call(t.app, '/api/servicio/guardarempleo', { tcEmpleo: job.codigo }, who.token)).body.error).toBe(0);
    expect((await call(t.app, '/api/servicio/crearalerta', { tcBuscar: who === ana ? 'contadora' : 'secreto de beto', tcFrecuencia: 'semanal' }, who.token)).body.error).toBe(0);
  }
  const shared = await call(t.app, '/api/servicio/compartircurriculum', { tnCurriculum: cv, tnDias: 7 }, ana.token);
  expect(shared.body.error).toBe(0);
  shareUrl = shared.body.values.tcUrl;
  expect((await call(t.app, '/api/servicio/guardarplantillamensaje', { tnEstado: 4, tcAsunto: 'Gracias por postular', tcCuerpo: 'Seguimos en contacto.' }, andes.token)).body.error).toBe(0);
}, 180_000);

describe('misdatos', () => {
  it('answers everything stored about the candidate as a JSON attachment', async () => {
    const res = await getData(ana.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="chamba-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const d = res.body;
    expect(d.Cuenta).toMatchObject({ Correo: ana.correo, Rol: 'candidato', Nombre: 'Ana', Telefono: '70111222' });
    expect(d.Candidato).toMatchObject({ nombre: 'Ana', fechaNacimiento: '1987-06-05', acercade: 'Contadora en La Paz' });
    expect(d.Empresa).toBeNull();
    expect(d.Curriculums).toHaveLength(1);
    expect(d.Curriculums[0]).toMatchObject({ Curriculum: cv, Titulo: 'CV de Ana Zafiro', Pagado: true, TieneFoto: true });
    expect(d.Curriculums[0].Documento.telefono).toBe('70111222');
    expect(d.Postulaciones).toEqual([expect.objectContaining({ Empleo: 'Contadora Senior', Empresa: 'Andes Datos S.R.L.', Estado: 'Recibido', Curriculum: 'CV de Ana Zafiro' })]);
    expect(d.Pagos).toEqual([expect.objectContaining({ Tipo: 'curriculum', MontoBs: 25, EstadoTransaccion: 2, CiNit: '8877665', Curriculum: cv })]);
    expect(d.Actividad).toEqual([expect.objectContaining({ Vista: 'detalletrabajo', Detalle: 'Vio un empleo' })]);
    expect(d.EmpleosGuardados).toEqual([expect.objectContaining({ CodigoEmpleo: job.codigo, Empleo: 'Contadora Senior' })]);
    expect(d.Alertas).toEqual([expect.objectContaining({ Resumen: '«contadora»', Frecuencia: 'semanal', Activa: true })]);
    expect(d.EnlacesCompartidos).toEqual([expect.objectContaining({ Curriculum: cv, CurriculumTitulo: 'CV de Ana Zafiro', Aperturas: 0, Revocado: null })]);
    expect(d.EnlacesCompartidos[0].Vence).toEqual(expect.any(String));
    expect(d.PlantillasMensajes).toEqual([]);
    // No secrets and nobody else.
    const raw = res.raw.body;
    const shareToken = shareUrl.split('/').at(-1)!;
    for (const secret of ['scrypt$', '$argon2id$', 'passwordHash', 'password_hash', 'tokenHash', 'token_hash', 'codeHash', 'fotoKey', 'private/', ana.token, beto.correo, 'CV de Beto', 'secreto de beto', shareToken]) {
      expect(raw, secret).not.toContain(secret);
    }
  });

  it("gives a company its own profile and jobs, never its applicants' data", async () => {
    const res = await getData(andes.token);
    expect(res.status).toBe(200);
    expect(res.body.Empresa).toMatchObject({ nombre: 'Andes Datos S.R.L.' });
    expect(res.body.Candidato).toBeNull();
    expect(res.body.Empleos).toEqual([expect.objectContaining({ CodigoEmpleo: job.codigo, Titulo: 'Contadora Senior' })]);
    expect(res.body.Postulaciones).toEqual([]);
    expect(res.body.EmpleosGuardados).toEqual([]);
    expect(res.body.Alertas).toEqual([]);
    expect(res.body.PlantillasMensajes).toEqual([expect.objectContaining({ Estado: 'Rechazado', Asunto: 'Gracias por postular', Cuerpo: 'Seguimos en contacto.' })]);
    for (const other of [ana.correo, beto.correo, 'CV de Ana Zafiro', '70111222']) expect(res.raw.body, other).not.toContain(other);
  });

  it('needs a session (401, the envelope)', async () => {
    const res = await getData();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 1, codigoerror: 1, status: false });
    expect((await getData('a'.repeat(43))).status).toBe(401);
  });
});

describe('eliminarcuenta', () => {
  it('validates the password field: missing, wrong type, oversize; never a 500', async () => {
    expectFieldErrors(await call(t.app, DELETE, {}, ana.token), { tcContrasena: 'Por favor, coloque su contraseña.' });
    expectFieldErrors(await call(t.app, DELETE, { tcContrasena: '' }, ana.token), { tcContrasena: 'Por favor, coloque su contraseña.' });
    expectFieldErrors(await call(t.app, DELETE, { tcContrasena: 'x'.repeat(129) }, ana.token), { tcContrasena: 'La contraseña es demasiado larga.' });
    expect((await call(t.app, DELETE, { tcContrasena: { $ne: 1 } }, ana.token)).status).toBe(400);
    expect((await call(t.app, DELETE, { tcContrasena: 'a'.repeat(2_000_000) }, ana.token)).status).toBe(413);
  });

  it('refuses a wrong or hostile password and changes nothing', async () => {
    for (const tcContrasena of ['Incorrecta1', `<script>alert(1)</script>' or '1'='1`, '%\\_']) {
      const res = await call(t.app, DELETE, { tcContrasena }, ana.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ error: 1, message: 'La contraseña no es correcta. Tu cuenta no fue eliminada.' });
    }
    expect((await call(t.app, '/api/getdatosusuario', [], ana.token)).status).toBe(200);
    expect((await call(t.app, '/api/login', { email: ana.correo, password: TEST_PASSWORD })).body.codigoerror).toBe(0);
  });

  it('is refused to visitors (401) and to staff (403)', async () => {
    const anon = await call(t.app, DELETE, { tcContrasena: TEST_PASSWORD });
    expect(anon.status).toBe(401);
    const admin = await newAdmin(t.deps);
    const staff = await call(t.app, DELETE, { tcContrasena: TEST_PASSWORD }, admin.token);
    expect(staff.status).toBe(403);
    expect(staff.body).toMatchObject({ error: 1, status: false });
    expect((await call(t.app, '/api/getdatosusuario', [], admin.token)).status).toBe(200);
  });

  it('deletes a candidate: data erased, application anonymised, payment kept, login impossible, e-mail free', async () => {
    const [cvRow] = await t.deps.db.select({ foto: curriculums.fotoKey }).from(curriculums).where(eq(curriculums.id, cv));
    expect(await t.deps.storage.get(cvRow.foto!)).not.toBeNull();
    const other = (await call(t.app, '/api/login', { email: ana.correo, password: TEST_PASSWORD })).body.datos.token;

    const res = await call(t.app, DELETE, { tcContrasena: TEST_PASSWORD }, ana.token);
    expect(res.body).toEqual({ error: 0, message: 'Tu cuenta fue eliminada.' });

    const mail = t.mails.filter((m) => m.to === ana.correo).at(-1);
    expect(mail?.subject).toBe('Tu cuenta de Chamba fue eliminada');
    expect(mail?.text).toContain('Los pagos quedan registrados');
    // Every session ends; the password no longer opens anything.
    for (const token of [ana.token, other]) expect((await call(t.app, '/api/getdatosusuario', [], token)).status).toBe(401);
    expect((await call(t.app, '/api/login', { email: ana.correo, password: TEST_PASSWORD })).body).toEqual({ codigoerror: 1, message: 'Correo o contraseña incorrectos.' });
    // Personal data erased.
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, ana.userId));
    expect(u).toMatchObject({ nombre: 'Usuario eliminado', telefono: '', disabled: true });
    expect(u.email).not.toContain('example.bo');
    expect(u.deletedAt).toBeInstanceOf(Date);
    const [c] = await t.deps.db.select().from(candidates).where(eq(candidates.id, ana.candidateId));
    expect(c).toMatchObject({ nombre: 'Candidato eliminado', correo: '', telefono: '', fechaNacimiento: null, acercade: '', fotoPerfil: null, visible: false });
    const [stored] = await t.deps.db.select().from(curriculums).where(eq(curriculums.id, cv));
    expect(stored.titulo).toBe('Currículum eliminado');
    expect(JSON.stringify(stored.documento)).not.toContain('70111222');
    expect(stored.fotoKey).toBeNull();
    // The version an application kept (decision 069) is erased too.
    for (const sent of await t.deps.db.select().from(applications).where(eq(applications.candidateId, ana.candidateId))) {
      expect(sent).toMatchObject({ cvTitulo: 'Currículum eliminado', cvDocumento: null, cvFotoKey: null });
    }
    expect(await t.deps.storage.get(cvRow.foto!)).toBeNull();
    expect(await t.deps.storage.get(`public${PHOTO.slice('/uploads'.length)}`)).toBeNull();
    // The company sees "Candidato eliminado": no contact, no CV; Beto as before.
    const list = await applicants();
    const gone = list.body.values.find((a: { Curriculum: number }) => a.Curriculum === cv);
    expect(gone).toMatchObject({ Nombre: 'Candidato eliminado', Correo: '', Telefono: '', html: '' });
    expect(list.body.values.find((a: { Nombre: string }) => a.Nombre.startsWith('Beto'))).toMatchObject({ Correo: beto.correo });
    expect(list.raw.body).not.toContain(ana.correo);
    expect((await call(t.app, `/api/generate-pdf2/${cv}`, undefined, andes.token, { method: 'GET' })).status).toBe(404);
    // Her share link opens nothing, and her saved jobs, alerts and links are gone.
    expect((await call(t.app, '/api/servicio/vercurriculumcompartido', { tcToken: shareUrl.split('/').at(-1) })).status).toBe(404);
    expect(await t.deps.db.select().from(cvShareLinks).where(eq(cvShareLinks.curriculumId, cv))).toEqual([]);
    expect(await t.deps.db.select().from(savedJobs).where(eq(savedJobs.candidateId, ana.candidateId))).toEqual([]);
    expect(await t.deps.db.select().from(jobAlerts).where(eq(jobAlerts.candidateId, ana.candidateId))).toEqual([]);
    // The payment stays as a record without personal fields.
    const [p] = await t.deps.db.select().from(payments).where(eq(payments.curriculumId, cv));
    expect(p).toMatchObject({ montoBs: 25, estado: 2, kind: 'curriculum', nombre: '', ciNit: '', telefono: '', correo: '' });
    expect(p.paidAt).toBeInstanceOf(Date);
    // Others are untouched, and the e-mail registers again.
    expect((await call(t.app, '/api/getdatosusuario', [], beto.token)).status).toBe(200);
    const again = await call(t.app, '/api/servicio/crearcandidato', {
      tcNombre: 'Ana',
      tcApellidos: 'Nueva',
      tcCorreo: ana.correo,
      tnTelefono: '71234567',
      tcContraseña: 'OtraVez2026',
      confirmPassword: 'OtraVez2026',
      tcProfesion: 'Contadora',
    });
    expect(again.body.error).toBe(0);
    const fresh = await getData(again.body.values.token);
    expect(fresh.body.Curriculums).toEqual([]);
    expect(fresh.body.Pagos).toEqual([]);
  });

  it('deletes a company: its jobs close, its profile and CV analyses go; candidates keep their applications', async () => {
    const cvPdf = readFileSync(new URL('../../../cv-analysis/fixtures/pdfs/cv01.pdf', import.meta.url));
    const analysed = await postMultipart(t.app, '/api/servicio/revisarcvs', { empleoId: String(job.id), descripcion: 'Análisis' }, [{ name: 'cvs[]', filename: 'cv01.pdf', contentType: 'application/pdf', data: cvPdf }], andes.token);
    expect(analysed.status).toBe(200);
    const other = await newCompany(t.deps, 'Otra S.A.');
    const otherJob = await makeJob(t.deps, other.companyId);

    const [{ codigo }] = await t.deps.db.select({ codigo: companies.codigo }).from(companies).where(eq(companies.id, andes.companyId));
    const figures = async () => (await call(t.app, '/api/servicio/obtenerdatosbasicos', {})).body.values.Cifras.Empresas as number;
    const before = await figures();

    const res = await call(t.app, DELETE, { tcContrasena: TEST_PASSWORD }, andes.token);
    expect(res.body.error).toBe(0);
    // Its page, its place in the list, the sitemap and the home page's figure go with it.
    expect((await call(t.app, '/api/servicio/getDatosEmpresa', { tcCodigoEmpresa: codigo })).status).toBe(404);
    const list = await call(t.app, '/api/servicio/listarempresas', undefined, undefined, { method: 'GET' });
    expect(list.body.values.map((c: { EmpresaCodigo: string }) => c.EmpresaCodigo)).toEqual(expect.arrayContaining([other.companyCode]));
    expect(JSON.stringify(list.body.values)).not.toContain(codigo);
    expect(JSON.stringify(list.body.values)).not.toContain('Empresa eliminada');
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/empresas-1.xml' })).body).not.toContain(codigo);
    expect(await figures()).toBe(before - 1);
    expect((await t.deps.db.select({ cerrado: jobs.cerrado }).from(jobs).where(eq(jobs.companyId, andes.companyId))).every((j) => j.cerrado)).toBe(true);
    expect((await t.deps.db.select({ cerrado: jobs.cerrado }).from(jobs).where(eq(jobs.id, otherJob.id)))[0].cerrado).toBe(false);
    expect(await t.deps.db.select().from(cvAnalyses).where(eq(cvAnalyses.companyId, andes.companyId))).toEqual([]);
    const mine = await call(t.app, '/api/servicio/listarempleosbyusuario', [], beto.token);
    expect(mine.body.Datos).toEqual([expect.objectContaining({ CodigoEmpleo: job.codigo, EmpresaNombre: 'Empresa eliminada', EmpleoCerrado: true })]);
    expect((await call(t.app, '/api/login', { email: andes.correo, password: TEST_PASSWORD })).body.codigoerror).toBe(1);
    expect(t.mails.filter((m) => m.to === andes.correo).at(-1)?.subject).toBe('Tu cuenta de Chamba fue eliminada');
  });
});
