/**
 * A CV that stays its owner's (issue 12, decision 069): edit (paid or not), copy, delete, only by
 * the owner; an application keeps the version that was sent; payments stay as records.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, curriculums, jobs, payments } from '../../db/schema';
import { newAdmin, newCandidate, newCompany, type TestAdmin, type TestCandidate, type TestCompany } from '../../test/accounts';
import { expectFieldErrors } from '../../test/expect-refusal';
import { cvFormFields, postMultipart, testJpeg } from '../../test/forms';
import { makeApplication, makeJob } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { CV_PATHS } from '../../test/cv-paths';

const t = setupTestApp();
let cand: TestCandidate, other: TestCandidate, company: TestCompany, otherCompany: TestCompany, admin: TestAdmin;

beforeAll(async () => {
  [cand, other, company, otherCompany, admin] = [await newCandidate(t.deps), await newCandidate(t.deps), await newCompany(t.deps), await newCompany(t.deps), await newAdmin(t.deps)];
});

const { CREATE, UPDATE, DUPLICATE, DELETE, FOR_EDIT, LIST } = CV_PATHS;

const photoPart = async () => ({ name: 'foto', filename: 'yo.jpg', contentType: 'image/jpeg', data: await testJpeg(900, 900) });

async function createCv(token: string, over: Record<string, string> = {}, withPhoto = false) {
  const res = await postMultipart(t.app, CREATE, cvFormFields(over), withPhoto ? [await photoPart()] : [], token);
  expect(res.body.error).toBe(0);
  return res.body.values.Curriculum as number;
}
const row = async (id: number) => (await t.deps.db.select().from(curriculums).where(eq(curriculums.id, id)))[0];
const pay = (id: number) => t.deps.db.update(curriculums).set({ pagado: true }).where(eq(curriculums.id, id));
const fileExists = async (key: string | null) => Boolean(key && (await t.deps.storage.get(key)));

async function pdfText(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const getStatus = async (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('actualizarcurriculum', () => {
  it('saves the edited fields over a paid CV, free: it stays paid and the owner downloads the new PDF', async () => {
    const id = await createCv(cand.token);
    await pay(id);
    const res = await postMultipart(
      t.app,
      UPDATE,
      cvFormFields({ tnCurriculum: String(id), tcTituloCurriculum: 'Auditora Senior', tcNombreCompleto: 'Lucía Mamani de Rojas', tnPlantilla: '3' }),
      [],
      cand.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, message: 'Cambios guardados.', values: { Curriculum: id, Pagado: 1 } });
    const saved = await row(id);
    expect(saved.pagado).toBe(true);
    expect(saved.titulo).toBe('Auditora Senior');
    expect(saved.plantillaId).toBe(3);
    expect((saved.documento as { nombreCompleto: string }).nombreCompleto).toBe('Lucía Mamani de Rojas');
    expect(await pdfText(`/api/generate-pdf2/${id}`, cand.token)).toContain('Lucía Mamani de Rojas');
    const list = await call(t.app, LIST, [], cand.token);
    expect(list.body.Datos.find((c: { Curriculum: number }) => c.Curriculum === id)).toMatchObject({ Titulo: 'Auditora Senior', Pagado: 1, Plantilla: 3 });
  });

  it('keeps the photo unless a new one is sent or tlQuitarFoto asks to remove it', async () => {
    const id = await createCv(cand.token, {}, true);
    const first = (await row(id)).fotoKey;
    expect(await fileExists(first)).toBe(true);

    expect((await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: String(id) }), [], cand.token)).body.error).toBe(0);
    expect((await row(id)).fotoKey).toBe(first);

    expect((await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: String(id) }), [await photoPart()], cand.token)).body.error).toBe(0);
    const second = (await row(id)).fotoKey;
    expect(second).not.toBe(first);
    expect(await fileExists(second)).toBe(true);
    // Nothing refers to the first file any more: it is removed.
    expect(await fileExists(first)).toBe(false);

    expect((await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: String(id), tlQuitarFoto: 'true' }), [], cand.token)).body.error).toBe(0);
    expect((await row(id)).fotoKey).toBeNull();
    expect(await fileExists(second)).toBe(false);
  });

  it('answers each validation rule with its message, and wrong types and oversize with 400', async () => {
    const id = await createCv(cand.token);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ tnCurriculum: String(id), tcTituloCurriculum: ' ' }, { tcTituloCurriculum: 'Por favor, ingresa el título del currículum.' }],
      [{ tnCurriculum: String(id), tcNombreCompleto: '' }, { tcNombreCompleto: 'Por favor, ingresa tu nombre completo.' }],
      [{ tnCurriculum: String(id), tcTelefono: 'llámame' }, { tcTelefono: 'El teléfono solo puede tener números, espacios y los signos + ( ) -.' }],
      [{ tnCurriculum: String(id), tcCorreo: 'no-es-correo' }, { tcCorreo: 'Debes ingresar un correo válido.' }],
      [
        { tnCurriculum: String(id), taCertificaciones: JSON.stringify([{ Nombre: 'Excel avanzado', NombreInstitucion: '', Periodo: '' }]) },
        { taCertificaciones: 'Faltan campos por llenar en Certificaciones.' },
      ],
      [{ tnCurriculum: String(id), taHabilidades: '[999]' }, { taHabilidades: 'Las habilidades elegidas no son válidas.' }],
      [{ tnCurriculum: String(id), tnPlantilla: '77' }, { tnPlantilla: 'Elige una de las plantillas disponibles.' }],
      [{ tnCurriculum: String(id), tcTituloCurriculum: 'x'.repeat(121) }, { tcTituloCurriculum: 'Máximo 120 caracteres.' }],
      [{ tnCurriculum: String(id), tlQuitarFoto: 'quizás' }, { tlQuitarFoto: 'tlQuitarFoto debe ser verdadero o falso.' }],
      [{ tnCurriculum: 'abc' }, { tnCurriculum: 'Identificador de currículum inválido.' }],
      [{ tnCurriculum: '-3' }, { tnCurriculum: 'Identificador de currículum inválido.' }],
      [{}, { tnCurriculum: 'Identificador de currículum inválido.' }],
    ];
    for (const [over, errores] of cases) {
      const fields = { ...cvFormFields(), ...over };
      if (!('tnCurriculum' in over)) delete fields.tnCurriculum;
      expectFieldErrors(await postMultipart(t.app, UPDATE, fields, [], cand.token), errores);
    }
    // Wrong types in a JSON body.
    expectFieldErrors(await call(t.app, UPDATE, { ...cvFormFields(), tnCurriculum: { id } }, cand.token), { tnCurriculum: 'Identificador de currículum inválido.' });
    expectFieldErrors(await call(t.app, UPDATE, { ...cvFormFields(), tnCurriculum: id, taExperiencias: 'no es JSON' }, cand.token), {
      taExperiencias: 'Experiencia: formato inválido.',
    });
    // Nothing was written.
    expect((await row(id)).titulo).toBe('Contadora Pública');
  });

  it('stores hostile text as text', async () => {
    const id = await createCv(cand.token);
    const hostile = `<script>alert('x')</script> O'Brien "; DROP TABLE curriculums; -- 100% \\ ../../etc/passwd`;
    const res = await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: String(id), tcTituloCurriculum: hostile.slice(0, 120), tcPerfilProfesional: hostile }), [], cand.token);
    expect(res.body.error).toBe(0);
    const saved = await row(id);
    expect(saved.titulo).toBe(hostile.slice(0, 120).trim());
    expect((saved.documento as { perfilProfesional: string }).perfilProfesional).toBe(hostile);
  });

  it("answers another candidate's CV exactly like an unknown one (404); a company 403; no token 401", async () => {
    const id = await createCv(cand.token);
    const unknown = await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: '999999' }), [], other.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 1, status: false, message: 'No se encontró el currículum.' });
    const notYours = await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: String(id), tcTituloCurriculum: 'Robado' }), [], other.token);
    expect(notYours.status).toBe(404);
    expect(notYours.body).toEqual(unknown.body);
    expect((await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: String(id) }), [], company.token)).status).toBe(403);
    expect((await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: String(id) }), [], admin.token)).status).toBe(403);
    expect((await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: String(id) }))).status).toBe(401);
    expect((await row(id)).titulo).toBe('Contadora Pública');
  });
});

describe('obtenercurriculum', () => {
  it('gives the owner the document with the photo as a data URL; anyone else 404/403/401', async () => {
    const id = await createCv(cand.token, {}, true);
    const res = await call(t.app, FOR_EDIT, { tnCurriculum: id }, cand.token);
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({ Curriculum: id, Pagado: 0, Documento: { titulo: 'Contadora Pública', nombreCompleto: 'Lucía Mamani Quispe', plantilla: 2 } });
    expect(res.body.values.Documento.foto).toMatch(/^data:image\/jpeg;base64,/);
    const unknown = await call(t.app, FOR_EDIT, { tnCurriculum: 999_999 }, other.token);
    expect(unknown.status).toBe(404);
    expect((await call(t.app, FOR_EDIT, { tnCurriculum: id }, other.token)).body).toEqual(unknown.body);
    expect((await call(t.app, FOR_EDIT, { tnCurriculum: id }, company.token)).status).toBe(403);
    expect((await call(t.app, FOR_EDIT, { tnCurriculum: id })).status).toBe(401);
    expectFieldErrors(await call(t.app, FOR_EDIT, { tnCurriculum: "1' or '1'='1" }, cand.token), { tnCurriculum: 'Identificador de currículum inválido.' });
  });
});

describe('duplicarcurriculum', () => {
  it('makes a new unpaid CV with the same document and photo, titled "(copia)"', async () => {
    const id = await createCv(cand.token, { tcTituloCurriculum: 'Analista de Créditos' }, true);
    await pay(id);
    const res = await call(t.app, DUPLICATE, { tnCurriculum: id }, cand.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: 'Currículum duplicado. La copia está pendiente de pago.' });
    const copyId = res.body.values.Curriculum as number;
    expect(copyId).not.toBe(id);
    const [original, copy] = [await row(id), await row(copyId)];
    expect(copy).toMatchObject({ candidateId: cand.candidateId, titulo: 'Analista de Créditos (copia)', pagado: false, pagadoEn: null, plantillaId: original.plantillaId });
    expect({ ...(copy.documento as object), titulo: '' }).toEqual({ ...(original.documento as object), titulo: '' });
    expect(copy.fotoKey).toBe(original.fotoKey);
    // The copy keeps its photo when the original is deleted.
    expect((await call(t.app, DELETE, { tnCurriculum: id }, cand.token)).body.error).toBe(0);
    expect(await fileExists(copy.fotoKey)).toBe(true);
    const list = await call(t.app, LIST, [], cand.token);
    const mine = list.body.Datos.map((c: { Curriculum: number }) => c.Curriculum);
    expect(mine).toContain(copyId);
    expect(mine).not.toContain(id);
  });

  it('keeps the copy within the title limit', async () => {
    const id = await createCv(cand.token, { tcTituloCurriculum: 'T'.repeat(120) });
    const copyId = (await call(t.app, DUPLICATE, { tnCurriculum: id }, cand.token)).body.values.Curriculum;
    const copy = await row(copyId);
    expect(copy.titulo).toHaveLength(120);
    expect(copy.titulo.endsWith(' (copia)')).toBe(true);
  });

  it("refuses another candidate's CV like an unknown one (404), a company 403, no token 401, bad ids 400", async () => {
    const id = await createCv(cand.token);
    const unknown = await call(t.app, DUPLICATE, { tnCurriculum: 999_999 }, other.token);
    expect(unknown.status).toBe(404);
    expect((await call(t.app, DUPLICATE, { tnCurriculum: id }, other.token)).body).toEqual(unknown.body);
    expect((await call(t.app, DUPLICATE, { tnCurriculum: id }, company.token)).status).toBe(403);
    expect((await call(t.app, DUPLICATE, { tnCurriculum: id })).status).toBe(401);
    for (const bad of [null, 'abc', 1.5, -1, 99_999_999_999, '<script>', '../../etc/passwd', [id]]) {
      expectFieldErrors(await call(t.app, DUPLICATE, { tnCurriculum: bad }, cand.token), { tnCurriculum: 'Identificador de currículum inválido.' });
    }
    const count = (await call(t.app, LIST, [], other.token)).body.Datos.length;
    expect(count).toBe(0);
  });
});

describe('eliminarcurriculum', () => {
  it('removes the CV from the lists and its PDF; its payment stays in "Mis pagos" with a working receipt', async () => {
    const id = await createCv(cand.token, { tcTituloCurriculum: 'Cajera Bilingüe' }, true);
    const qr = await call(t.app, '/api/servicio/generarpago', { tcNombreUsuario: 'Lucía Mamani', tnCiNit: '4455667', tnTelefono: '71234567', tcCorreo: 'lucia@example.bo', Curriculum: id }, cand.token);
    const tx = qr.body.Datos.TransaccionDePago as number;
    const codigo = new URL(qr.body.Datos.UrlPago).searchParams.get('codigo');
    expect((await call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: tx, tcCodigo: codigo })).status).toBe(200);
    expect((await row(id)).pagado).toBe(true);
    const fotoKey = (await row(id)).fotoKey;

    const res = await call(t.app, DELETE, { tnCurriculum: id }, cand.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, message: 'Currículum eliminado.', values: null });
    expect(await row(id)).toBeUndefined();
    expect((await call(t.app, LIST, [], cand.token)).body.Datos.map((c: { Curriculum: number }) => c.Curriculum)).not.toContain(id);
    expect((await getStatus(`/api/generate-pdf2/${id}`, cand.token)).statusCode).toBe(404);
    expect(await fileExists(fotoKey)).toBe(false);

    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.id, tx));
    expect(payment).toMatchObject({ curriculumId: null, estado: 2, detalle: 'Currículum «Cajera Bilingüe»' });
    const mine = await call(t.app, '/api/servicio/mispagos', undefined, cand.token, { method: 'GET' });
    expect(mine.body.values.find((p: { TransaccionDePago: number }) => p.TransaccionDePago === tx)).toMatchObject({ Detalle: 'Currículum «Cajera Bilingüe»', Curriculum: null, EstadoTransaccion: 2 });
    expect(await pdfText(`/api/servicio/comprobante/${tx}`, cand.token)).toContain('Cajera Bilingüe');

    // Deleted is unknown from now on.
    expect((await call(t.app, DELETE, { tnCurriculum: id }, cand.token)).status).toBe(404);
    expect((await call(t.app, UPDATE, { ...cvFormFields(), tnCurriculum: id }, cand.token)).status).toBe(404);
    expect((await call(t.app, '/api/postularempleo', { tnCurriculum: id, tcCodigoEmpleo: 'x'.repeat(12) }, cand.token)).status).toBe(404);
  });

  it("refuses another candidate's CV like an unknown one (404), a company and the admin 403, no token 401", async () => {
    const id = await createCv(cand.token);
    const unknown = await call(t.app, DELETE, { tnCurriculum: 999_999 }, other.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 1, status: false, message: 'No se encontró el currículum.' });
    expect((await call(t.app, DELETE, { tnCurriculum: id }, other.token)).body).toEqual(unknown.body);
    expect((await call(t.app, DELETE, { tnCurriculum: id }, company.token)).status).toBe(403);
    expect((await call(t.app, DELETE, { tnCurriculum: id }, admin.token)).status).toBe(403);
    expect((await call(t.app, DELETE, { tnCurriculum: id })).status).toBe(401);
    expectFieldErrors(await call(t.app, DELETE, {}, cand.token), { tnCurriculum: 'Identificador de currículum inválido.' });
    expect(await row(id)).toBeDefined();
  });
});

describe('an application keeps the version that was sent', () => {
  it('the company keeps the old text after an edit and after the deletion; the candidate sees the new', async () => {
    const job = await makeJob(t.deps, company.companyId, { titulo: 'Auditor Interno' });
    const photo = await photoPart();
    const created = await postMultipart(
      t.app,
      CREATE,
      cvFormFields({
        tcTituloCurriculum: 'Auditora Versión Uno',
        tcNombreCompleto: 'Carla Quispe Flores',
        taExperiencias: JSON.stringify([{ Nombre: 'Auditora Interna', NombreInstitucion: 'Banco Unión', Periodo: '2012 al 2020', Descripcion: 'Control interno.' }]),
        taHabilidades: JSON.stringify([1, 2]),
      }),
      [photo],
      cand.token,
    );
    const id = created.body.values.Curriculum as number;
    await pay(id);
    const [j] = await t.deps.db.select({ codigo: jobs.codigo }).from(jobs).where(eq(jobs.id, job.id));
    expect((await call(t.app, '/api/postularempleo', { tnCurriculum: id, tcCodigoEmpleo: j.codigo }, cand.token)).body.Datos).toBe(1);
    const [application] = await t.deps.db.select().from(applications).where(eq(applications.jobId, job.id));
    const sentPhoto = application.cvFotoKey;
    expect(sentPhoto).toBe((await row(id)).fotoKey);

    // The candidate edits name, title and experience, and replaces the photo.
    const edit = await postMultipart(
      t.app,
      UPDATE,
      cvFormFields({
        tnCurriculum: String(id),
        tcTituloCurriculum: 'Gerente Versión Dos',
        tcNombreCompleto: 'Carla Quispe de Vargas',
        taExperiencias: JSON.stringify([{ Nombre: 'Gerente Financiera', NombreInstitucion: 'Tigo Bolivia', Periodo: '2021', Descripcion: '' }]),
        taHabilidades: JSON.stringify([5]),
      }),
      [await photoPart()],
      cand.token,
    );
    expect(edit.body.error).toBe(0);
    // The photo the application refers to is not removed.
    expect(await fileExists(sentPhoto)).toBe(true);

    const companyPdf = await pdfText(`/api/generate-pdf2/${id}`, company.token);
    expect(companyPdf).toContain('Carla Quispe Flores');
    expect(companyPdf).toContain('Auditora Interna');
    expect(companyPdf).not.toContain('Carla Quispe de Vargas');
    const ownPdf = await pdfText(`/api/generate-pdf2/${id}`, cand.token);
    expect(ownPdf).toContain('Carla Quispe de Vargas');
    expect(ownPdf).toContain('Gerente Financiera');
    const sentPdf = await pdfText(`/api/servicio/cvpostulacion/${application.id}`, company.token);
    expect(sentPdf).toContain('Carla Quispe Flores');
    expect(sentPdf).not.toContain('Gerente Financiera');

    const applicants = await call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: j.codigo }, company.token);
    const a = applicants.body.values[0];
    expect(a).toMatchObject({ Curriculum: id, CurriculumTitulo: 'Auditora Versión Uno' });
    expect(a.html).toContain('Carla Quispe Flores');
    expect(a.html).toContain('data:image/jpeg;base64,');
    expect(a.html).not.toContain('Tigo Bolivia');
    // Years from the experience sent (2012 al 2020: 8 by the one measure of decision 076, issue 37), not from the edit (2021: 1).
    expect(a.AniosExperiencia).toBe(8);
    const mine = await call(t.app, '/api/servicio/listarempleosbyusuario', [], cand.token);
    expect(mine.body.Datos[0]).toMatchObject({ Curriculum: id, CurriculumTitulo: 'Auditora Versión Uno' });

    // The candidate deletes the CV: the company still has what it was sent.
    expect((await call(t.app, DELETE, { tnCurriculum: id }, cand.token)).body.error).toBe(0);
    expect(await fileExists(sentPhoto)).toBe(true);
    expect(await pdfText(`/api/servicio/cvpostulacion/${application.id}`, company.token)).toContain('Carla Quispe Flores');
    expect(await pdfText(`/api/servicio/cvpostulacion/${application.id}`, admin.token)).toContain('Auditora Interna');
    const after = await call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: j.codigo }, company.token);
    expect(after.body.values[0]).toMatchObject({ Curriculum: null, CurriculumTitulo: 'Auditora Versión Uno' });
    expect(after.body.values[0].html).toContain('Carla Quispe Flores');
    const byCompany = await call(t.app, '/api/servicio/listarpostulantesbyempresa', [], company.token);
    expect(byCompany.body.Datos.find((r: { Postulacion: number }) => r.Postulacion === application.id)).toMatchObject({ Curriculum: null });
    expect((await call(t.app, '/api/servicio/listarempleosbyusuario', [], cand.token)).body.Datos[0]).toMatchObject({ Curriculum: null, CurriculumTitulo: 'Auditora Versión Uno' });
  });

  it('an application inserted by any writer (test kit, seed) gets its snapshot from the database', async () => {
    const id = await createCv(other.token, { tcTituloCurriculum: 'Snapshot por trigger' });
    const job = await makeJob(t.deps, otherCompany.companyId);
    await makeApplication(t.deps, job.id, other.candidateId, id);
    const [a] = await t.deps.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(a.cvTitulo).toBe('Snapshot por trigger');
    expect(a.cvDocumento).toEqual((await row(id)).documento);
  });
});

describe('migration 0011', () => {
  it("backfills the applications made before it with their CV's current version", async () => {
    const id = await createCv(other.token, { tcTituloCurriculum: 'Antes de la migración' }, true);
    const job = await makeJob(t.deps, otherCompany.companyId);
    await makeApplication(t.deps, job.id, other.candidateId, id);
    // An application as it was before 0011: no snapshot.
    await t.deps.db.update(applications).set({ cvTitulo: null, cvDocumento: null, cvFotoKey: null }).where(eq(applications.jobId, job.id));
    const migration = readFileSync(new URL('../../db/migrations/0011_cv_versions.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "applications"'))!;
    await t.deps.db.execute(sql.raw(backfill));
    const [a] = await t.deps.db.select().from(applications).where(eq(applications.jobId, job.id));
    const cv = await row(id);
    expect(a).toMatchObject({ cvTitulo: 'Antes de la migración', cvDocumento: cv.documento, cvFotoKey: cv.fotoKey });
  });
});

describe('cvpostulacion/{Postulacion}', () => {
  it("answers the job's company and the staff; another company 404 like an unknown one; a candidate 403; no token 401; bad ids 400", async () => {
    const id = await createCv(cand.token, { tcNombreCompleto: 'Rosa Mamani Choque' });
    const job = await makeJob(t.deps, company.companyId);
    await makeApplication(t.deps, job.id, cand.candidateId, id);
    const [a] = await t.deps.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(await pdfText(`/api/servicio/cvpostulacion/${a.id}`, company.token)).toContain('Rosa Mamani Choque');
    const unknown = await getStatus('/api/servicio/cvpostulacion/999999', otherCompany.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 1, status: false, message: 'No se encontró la postulación.' });
    const notYours = await getStatus(`/api/servicio/cvpostulacion/${a.id}`, otherCompany.token);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual(unknown.json());
    expect((await getStatus(`/api/servicio/cvpostulacion/${a.id}`, cand.token)).statusCode).toBe(403);
    expect((await getStatus(`/api/servicio/cvpostulacion/${a.id}`)).statusCode).toBe(401);
    for (const bad of ['abc', '-1', '1.5', '99999999999', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await getStatus(`/api/servicio/cvpostulacion/${bad}`, company.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 1, status: false });
    }
  });
});

describe('rate limits', () => {
  it('limits edits per user (429 with Retry-After)', async () => {
    let last = await call(t.app, UPDATE, {}, other.token);
    for (let i = 1; i <= 125 && last.status !== 429; i++) last = await call(t.app, UPDATE, {}, other.token);
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
