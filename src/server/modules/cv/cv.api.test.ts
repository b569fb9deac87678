import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { passwordLinkToken } from '../../test/password-link';
import { CV_MESSAGES } from '../../../shared/contract/cv';
import { templateInfo } from '../../../shared/cv/templates';
import { setupTestApp } from '../../test/setup-test-app';
import { applications, curriculums } from '../../db/schema';
import { newAdmin, newCandidate, newCompany, type TestAdmin, type TestCandidate, type TestCompany } from '../../test/accounts';
import { cvFormFields, postMultipart, testJpeg } from '../../test/forms';
import { makeJob } from '../../test/jobs';
import { CV_PATHS } from '../../test/cv-paths';

const t = setupTestApp();
let cand: TestCandidate, other: TestCandidate, company: TestCompany, admin: TestAdmin;

beforeAll(async () => {
  [cand, other, company, admin] = [await newCandidate(t.deps), await newCandidate(t.deps), await newCompany(t.deps), await newAdmin(t.deps)];
});

const { CREATE, QUICK, LIST } = CV_PATHS;

async function readPdf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const stored = async (id: number) => (await t.deps.db.select().from(curriculums).where(eq(curriculums.id, id)))[0];

describe('listarplantillas', () => {
  it('lists at least eight templates with their HTML rendition and preview image', async () => {
    const res = await call(t.app, '/api/servicio/listarplantillas', undefined, undefined, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    expect(res.body.values.length).toBeGreaterThanOrEqual(8);
    for (const p of res.body.values) {
      expect(p.PlantillaCurriculum).toBeTypeOf('number');
      expect(p.NombreDescripcion.length).toBeGreaterThan(3);
      expect(p.HtmlPlantilla).toContain('{{nombreCompleto}}');
      // The templates without a photo (ATS, Compacto, Académico) never show one (issue 42).
      if (templateInfo(p.PlantillaCurriculum).photo === false) expect(p.HtmlPlantilla).not.toContain('{{RutaFoto}}');
      else expect(p.HtmlPlantilla).toContain('{{RutaFoto}}');
      expect(p.UrlImagen).toBe(`/plantillas/plantilla-${p.PlantillaCurriculum}.png`);
      expect(existsSync(join(process.cwd(), 'public', p.UrlImagen))).toBe(true);
    }
  });
});

describe('crearcurriculumcandidato', () => {
  it('creates a CV without a photo from the multipart fields and ignores tcHtml', async () => {
    const res = await postMultipart(t.app, CREATE, cvFormFields(), [], cand.token);
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    const row = await stored(res.body.values.Curriculum);
    expect(row.candidateId).toBe(cand.candidateId);
    expect(row.pagado).toBe(false);
    expect(row.fotoKey).toBeNull();
    expect(row.plantillaId).toBe(2);
    const doc = row.documento as Record<string, any>;
    expect(doc.nombreCompleto).toBe('Lucía Mamani Quispe');
    expect(doc.tamanoNombre).toBe(36);
    expect(doc.formaciones[0].periodo).toBe('2010 al 2015');
    expect(doc.habilidades).toEqual([1, 2, 3]);
    expect(doc.idiomas).toEqual([41, 45]);
    expect(JSON.stringify(doc)).not.toContain('script');
  });

  it('accepts the same fields as a JSON body', async () => {
    const f = cvFormFields({ tcTituloCurriculum: 'CV en JSON' });
    const res = await call(t.app, CREATE, { ...f, taHabilidades: [4, '5', { id: 6 }], taIdiomas: [44] }, cand.token);
    expect(res.body.error).toBe(0);
    const doc = (await stored(res.body.values.Curriculum)).documento as Record<string, any>;
    expect(doc.habilidades).toEqual([4, 5, 6]);
  });

  it('stores the photo privately, re-encoded to a JPEG of at most 800x800 without metadata', async () => {
    const photo = await testJpeg(1600, 1200);
    const res = await postMultipart(t.app, CREATE, cvFormFields(), [{ name: 'foto', filename: 'yo.jpg', contentType: 'image/jpeg', data: photo }], cand.token);
    expect(res.body.error).toBe(0);
    const row = await stored(res.body.values.Curriculum);
    expect(row.fotoKey).toMatch(/^private\/cv-fotos\/[a-z0-9]+\.jpg$/);
    const bytes = (await t.deps.storage.get(row.fotoKey!))!;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    expect(meta.exif).toBeUndefined();
    // Private keys are not served under /uploads.
    const direct = await t.app.inject({ method: 'GET', url: `/uploads/${row.fotoKey!.replace(/^private\//, '')}` });
    expect(direct.statusCode).not.toBe(200);
  });

  it('accepts a PNG photo and an empty file part as no photo', async () => {
    const png = await sharp(await testJpeg(300, 300)).png().toBuffer();
    const a = await postMultipart(t.app, CREATE, cvFormFields(), [{ name: 'foto', filename: 'a.png', contentType: 'image/png', data: png }], cand.token);
    expect(a.body.error).toBe(0);
    const b = await postMultipart(t.app, CREATE, cvFormFields(), [{ name: 'foto', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) }], cand.token);
    expect(b.body.error).toBe(0);
    expect((await stored(b.body.values.Curriculum)).fotoKey).toBeNull();
  });

  it('refuses a photo that is not an image, a forged one and one that is too big', async () => {
    const text = await postMultipart(t.app, CREATE, cvFormFields(), [{ name: 'foto', filename: 'foto.jpg', contentType: 'image/jpeg', data: Buffer.from('<?php system($_GET["c"]); ?> not an image at all') }], cand.token);
    expect(text.status).toBe(400);
    expect(text.body.errores.foto).toBe('La foto debe ser una imagen JPG, PNG o WEBP.');
    const svg = await postMultipart(t.app, CREATE, cvFormFields(), [{ name: 'foto', filename: 'x.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }], cand.token);
    expect(svg.status).toBe(400);
    const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const bad = await postMultipart(t.app, CREATE, cvFormFields(), [{ name: 'foto', filename: 'x.jpg', contentType: 'image/jpeg', data: forged }], cand.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('La foto debe ser una imagen JPG, PNG o WEBP.');
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const big = await postMultipart(t.app, CREATE, cvFormFields(), [{ name: 'foto', filename: 'big.jpg', contentType: 'image/jpeg', data: huge }], cand.token);
    expect(big.status).toBe(400);
    expect(big.body.errores.foto).toBe('La foto no debe superar 5 MB.');
    expect(big.body.error).toBe(1);
  });

  it('answers each validation rule with its message', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ tcTituloCurriculum: '' }, 'tcTituloCurriculum', 'Por favor, ingresa el título del currículum.'],
      [{ tcNombreCompleto: '   ' }, 'tcNombreCompleto', 'Por favor, ingresa tu nombre completo.'],
      [{ tcCorreo: 'no-es-correo' }, 'tcCorreo', 'Debes ingresar un correo válido.'],
      [{ tcTelefono: 'llámame' }, 'tcTelefono', 'El teléfono solo puede tener números, espacios y los signos + ( ) -.'],
      [{ taFormaciones: JSON.stringify([{ Nombre: 'Bachiller', NombreInstitucion: '', Periodo: '2010' }]) }, 'taFormaciones', 'Faltan campos por llenar en Formación.'],
      [{ taCertificaciones: JSON.stringify([{ Nombre: 'Excel', NombreInstitucion: 'Infocal', Periodo: '' }]) }, 'taCertificaciones', 'Faltan campos por llenar en Certificaciones.'],
      [{ taFormaciones: '{no es json' }, 'taFormaciones', 'Formación: formato inválido.'],
      [{ taExperiencias: '"texto"' }, 'taExperiencias', 'Experiencia: formato inválido.'],
      [{ taHabilidades: JSON.stringify([0, 41]) }, 'taHabilidades', 'Las habilidades elegidas no son válidas.'],
      [{ taIdiomas: JSON.stringify([1]) }, 'taIdiomas', 'Los idiomas elegidos no son válidos.'],
      [{ tnPlantilla: '99' }, 'tnPlantilla', 'Elige una de las plantillas disponibles.'],
      [{ tnPlantilla: 'abc' }, 'tnPlantilla', 'Elige una de las plantillas disponibles.'],
      [{ tnTamanoNombre: '5' }, 'tnTamanoNombre', 'El tamaño del nombre debe estar entre 10 y 100.'],
      [{ tcTituloCurriculum: 'x'.repeat(121) }, 'tcTituloCurriculum', 'Máximo 120 caracteres.'],
      [{ tcPerfilProfesional: 'x'.repeat(3001) }, 'tcPerfilProfesional', 'Máximo 3000 caracteres.'],
      [{ taReferencias: JSON.stringify([{ Cargo: 'Gerente', Telefono: '71234567' }]) }, 'taReferencias', 'Cada referencia necesita el nombre de la persona.'],
      [{ taReferencias: '[1' }, 'taReferencias', 'Referencias: formato inválido.'],
      [{ tcColor: '#ff0000' }, 'tcColor', 'Elige uno de los colores disponibles.'],
      [{ tcColor: 'red;}</style>' }, 'tcColor', 'Elige uno de los colores disponibles.'],
      [{ taReferencias: JSON.stringify(Array.from({ length: 11 }, () => ({ Nombre: 'A' }))) }, 'taReferencias', 'Referencias: máximo 10 elementos.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await postMultipart(t.app, CREATE, cvFormFields(over), [], cand.token);
      expect(res.status, field).toBe(400);
      expect(res.body.errores[field], field).toBe(message);
    }
    const many = JSON.stringify(Array.from({ length: 31 }, () => ({ Nombre: 'A', NombreInstitucion: 'B', Periodo: '2020' })));
    expect((await postMultipart(t.app, CREATE, cvFormFields({ taFormaciones: many }), [], cand.token)).status).toBe(400);
    // Experience has no check: an item with only a title is kept, empty ones are dropped.
    const loose = await postMultipart(t.app, CREATE, cvFormFields({ taExperiencias: JSON.stringify([{ Nombre: 'Cajera' }, {}]) }), [], cand.token);
    expect(loose.body.error).toBe(0);
    expect(((await stored(loose.body.values.Curriculum)).documento as any).experiencias).toHaveLength(1);
  });

  it('keeps references and a current period ("a la actualidad"); the PDF shows them under "Referencias"', async () => {
    const refs = [{ Nombre: 'Carlos Rojas Vaca', Cargo: 'Gerente de Finanzas, Banco Unión', Telefono: '+591 70011223', Correo: 'c.rojas@bancounion.example' }, { Nombre: '', Cargo: '' }];
    const res = await postMultipart(
      t.app,
      CREATE,
      cvFormFields({
        taReferencias: JSON.stringify(refs),
        tcColor: '#2e6b4f',
        taExperiencias: JSON.stringify([{ Nombre: 'Contadora General', NombreInstitucion: 'Andes S.A.', Periodo: '2021 a la actualidad', Descripcion: '' }]),
      }),
      [],
      cand.token,
    );
    expect(res.body.error).toBe(0);
    const doc = (await stored(res.body.values.Curriculum)).documento as any;
    expect(doc.referencias).toEqual([{ nombre: 'Carlos Rojas Vaca', cargo: 'Gerente de Finanzas, Banco Unión', telefono: '+591 70011223', correo: 'c.rojas@bancounion.example' }]);
    expect(doc.experiencias[0].periodo).toBe('2021 a la actualidad');
    expect(doc.color).toBe('#2e6b4f');
    await t.deps.db.update(curriculums).set({ pagado: true }).where(eq(curriculums.id, res.body.values.Curriculum));
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${res.body.values.Curriculum}`, headers: { authorization: `Bearer ${cand.token}` } });
    const text = await readPdf(pdf.rawPayload);
    expect(text).toMatch(/REFERENCIAS|Referencias/);
    expect(text).toContain('Carlos Rojas Vaca');
    expect(text).toContain('2021 a la actualidad');
    // A CV without references has no such section.
    const plain = await postMultipart(t.app, CREATE, cvFormFields(), [], cand.token);
    expect(((await stored(plain.body.values.Curriculum)).documento as any).referencias).toEqual([]);
  });

  it('answers wrong types and bodies with 400, never 500', async () => {
    for (const body of [{ tcTituloCurriculum: 12, tcNombreCompleto: ['a'] }, { taHabilidades: 'nope' }, { taFormaciones: [{ Nombre: { $gt: '' } }] }]) {
      const res = await call(t.app, CREATE, { ...cvFormFields(), ...body }, cand.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(1);
    }
    expect((await call(t.app, CREATE, [1, 2], cand.token)).status).toBe(400);
    expect((await call(t.app, CREATE, '{bad', cand.token, { headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('stores hostile text as text: the PDF shows it literally', async () => {
    const hostile = `<script>alert('x')</script> O'Brien; DROP TABLE curriculums;-- 100% \\ ../../etc/passwd`;
    const res = await postMultipart(t.app, CREATE, cvFormFields({ tcNombreCompleto: hostile.slice(0, 120) }), [], cand.token);
    expect(res.body.error).toBe(0);
    await t.deps.db.update(curriculums).set({ pagado: true }).where(eq(curriculums.id, res.body.values.Curriculum));
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${res.body.values.Curriculum}`, headers: { authorization: `Bearer ${cand.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(await readPdf(pdf.rawPayload)).toContain("O'Brien");
  });

  it('needs a candidate token', async () => {
    expect((await postMultipart(t.app, CREATE, cvFormFields())).status).toBe(401);
    expect((await postMultipart(t.app, CREATE, cvFormFields(), [], 'not-a-token')).status).toBe(401);
    const res = await postMultipart(t.app, CREATE, cvFormFields(), [], company.token);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(1);
  });
});

describe('crearcurriculumcandidatov2 (quick CV)', () => {
  it('creates the account and the CV, e-mails a set-password link, and answers no password or token', async () => {
    const email = `Visitante.${Date.now()}@Example.bo`;
    const photo = await testJpeg(900, 900);
    const res = await postMultipart(t.app, QUICK, cvFormFields({ tcCorreo: email, tcNombreCompleto: 'Rosa Elena Condori Huanca' }), [{ name: 'foto', filename: 'r.jpg', contentType: 'image/jpeg', data: photo }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, message: CV_MESSAGES.quickCvSent, correo: email.toLowerCase() });
    const mail = t.mails.find((m) => m.to === email.toLowerCase());
    expect(mail?.subject).toBe('Tu currículum está guardado: crea tu contraseña de Chamba');
    expect(passwordLinkToken(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain('vence en 48 horas');
    // The e-mailed link is the only way in: it sets the password and signs in.
    const set = await call(t.app, '/api/servicio/establecercontrasena', { tcToken: passwordLinkToken(mail), tcContrasena: 'MiClave2026' });
    expect(set.body.error).toBe(0);
    const token = set.body.values.token;
    const me = await call(t.app, '/api/getdatosusuario', [], token);
    expect(me.body.Datos.Usuario).toMatchObject({ Rol: 'candidato', Nombre: 'Rosa Elena', Apellidos: 'Condori Huanca' });
    const list = await call(t.app, LIST, [], token);
    expect(list.body.Datos).toHaveLength(1);
    expect(list.body.Datos[0]).toMatchObject({ Pagado: 0 });
    expect(mail?.text).toContain(`/pagarcurriculum/${list.body.Datos[0].Curriculum}`);
  });

  it('an e-mail that already has an account: the same reply, no CV added to it, its owner is mailed', async () => {
    const before = await call(t.app, LIST, [], cand.token);
    const fresh = await postMultipart(t.app, QUICK, cvFormFields({ tcCorreo: `nuevo.${Date.now()}@example.bo` }));
    const res = await postMultipart(t.app, QUICK, cvFormFields({ tcCorreo: cand.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, message: CV_MESSAGES.quickCvSent, correo: cand.email.toLowerCase() });
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(res.body.message).toBe(fresh.body.message);
    const after = await call(t.app, LIST, [], cand.token);
    expect(after.body.Datos).toHaveLength(before.body.Datos.length);
    const warned = t.mails.find((m) => m.to === cand.email.toLowerCase() && /Alguien usó tu correo/.test(m.subject));
    expect(warned?.text).toContain('No lo agregamos a tu cuenta');
    expect(passwordLinkToken(warned)).toBeNull();
  });

  it('checks the e-mail with the spec message and validates like the candidate call', async () => {
    for (const tcCorreo of ['', 'sin-arroba', `a@b.bo<script>`]) {
      const res = await postMultipart(t.app, QUICK, cvFormFields({ tcCorreo }));
      expect(res.status).toBe(400);
      expect(res.body.errores.tcCorreo).toBe('Debes ingresar un correo válido.');
    }
    const res = await postMultipart(t.app, QUICK, cvFormFields({ tcCorreo: `x${Date.now()}@example.bo`, tcTituloCurriculum: '' }));
    expect(res.body.errores.tcTituloCurriculum).toBe('Por favor, ingresa el título del currículum.');
    const bad = await postMultipart(t.app, QUICK, cvFormFields({ tcCorreo: `y${Date.now()}@example.bo` }), [{ name: 'foto', filename: 'f.jpg', contentType: 'image/jpeg', data: Buffer.from('nope nope nope nope') }]);
    expect(bad.status).toBe(400);
  });
});

describe('listarcurriculumbycandidato / listarcurriculumbyusuario', () => {
  it('lists only the caller’s CVs, newest first, with the spec fields', async () => {
    const mine = await call(t.app, LIST, [], cand.token);
    expect(mine.status).toBe(200);
    expect(mine.body.codigoerror).toBe(0);
    expect(mine.body.Datos.length).toBeGreaterThan(3);
    for (const r of mine.body.Datos) {
      expect(Object.keys(r).sort()).toEqual(['Curriculum', 'FechaCreacion', 'Pagado', 'Plantilla', 'Titulo']);
      expect((await stored(r.Curriculum)).candidateId).toBe(cand.candidateId);
    }
    const byUser = await call(t.app, '/api/servicio/listarcurriculumbyusuario', [], cand.token);
    expect(byUser.body.Datos).toEqual(mine.body.Datos);
    const theirs = await call(t.app, LIST, [], other.token);
    expect(theirs.body.Datos).toEqual([]);
  });

  it('gives the admin every CV with its owner, searchable', async () => {
    const all = await call(t.app, LIST, [], admin.token);
    expect(all.body.Datos.length).toBeGreaterThan(4);
    expect(all.body.Datos[0].NombreCandidato).toBeTruthy();
    const found = await call(t.app, LIST, { tcBuscar: 'CV EN json' }, admin.token);
    expect(found.body.Datos.map((d: any) => d.Titulo)).toEqual(['CV en JSON']);
    const accents = await call(t.app, LIST, { tcBuscar: 'contadora publica' }, admin.token);
    expect(accents.body.Datos.length).toBeGreaterThan(0);
    for (const tcBuscar of ['%', '_', "' or 1=1 --", '\\']) {
      const res = await call(t.app, LIST, { tcBuscar }, admin.token);
      expect(res.status).toBe(200);
      expect(res.body.Datos).toEqual([]);
    }
    expect((await call(t.app, LIST, { tcBuscar: 'x'.repeat(101) }, admin.token)).status).toBe(400);
  });

  it('401 without token, 403 for a company', async () => {
    expect((await call(t.app, LIST, [])).status).toBe(401);
    const res = await call(t.app, LIST, [], company.token);
    expect(res.status).toBe(403);
    expect(res.body.codigoerror).toBe(1);
  });
});

describe('GET /api/generate-pdf2/{Curriculum}', () => {
  let id: number;
  beforeAll(async () => {
    const photo = await testJpeg(600, 800);
    const res = await postMultipart(t.app, CREATE, cvFormFields(), [{ name: 'foto', filename: 'yo.jpg', contentType: 'image/jpeg', data: photo }], cand.token);
    id = res.body.values.Curriculum;
  });
  const get = (cvId: number | string, token?: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${cvId}${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses the owner while the CV is not paid', async () => {
    const res = await get(id, cand.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Debes realizar el pago para poder descargar este currículum.');
  });

  it('gives the owner the PDF of a paid CV, with the name and accented words', async () => {
    await t.deps.db.update(curriculums).set({ pagado: true }).where(eq(curriculums.id, id));
    const res = await get(id, cand.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="curriculum-lucia-mamani-quispe.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await readPdf(res.rawPayload);
    expect(text).toContain('Lucía Mamani Quispe');
    expect(text).toContain('Contaduría');
    expect(text).toContain('Auditoría');
    expect(text).toContain('2010 al 2015');
  });

  it('answers another candidate and a company the candidate did not apply to as for an unknown CV (404); refuses a token in the URL', async () => {
    // The same 404 as an unknown CV: a 403 would tell that the CV exists.
    const unknown = await get(999_999, other.token);
    expect(unknown.statusCode).toBe(404);
    for (const res of [await get(id, other.token), await get(id, company.token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await get(id, undefined, `?token=${cand.token}`)).statusCode).toBe(401);
    expect((await get(id)).statusCode).toBe(401);
  });

  it('gives the PDF to a company the candidate applied to with this CV', async () => {
    const job = await makeJob(t.deps, company.companyId);
    await t.deps.db.insert(applications).values({ jobId: job.id, candidateId: cand.candidateId, curriculumId: id });
    const res = await get(id, company.token);
    expect(res.statusCode).toBe(200);
    expect(await readPdf(res.rawPayload)).toContain('Lucía Mamani Quispe');
    const another = await newCompany(t.deps);
    expect((await get(id, another.token)).statusCode).toBe(404);
  });

  it('lets the admin read any CV', async () => {
    expect((await get(id, admin.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown CV and 400 for a bad id', async () => {
    const missing = await get(999999, cand.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(1);
    for (const bad of ['abc', '-1', '1.5', '99999999999', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await get(bad, cand.token);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().error).toBe(1);
    }
  });
});

describe('limits of the quick CV', () => {
  it('refuses a field larger than the multipart limit with 413 and the envelope', async () => {
    const res = await postMultipart(t.app, QUICK, cvFormFields({ tcCorreo: `big${Date.now()}@example.bo`, tcHtml: 'x'.repeat(600 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(1);
  });

  it('refuses a body that is neither multipart nor JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: QUICK, payload: 'tcCorreo=a@b.bo', headers: { 'content-type': 'text/plain' } });
    expect([400, 415]).toContain(res.statusCode);
    expect(res.json().error).toBe(1);
  });

  it('rate limits account creation per address (429 with Retry-After)', async () => {
    // The limit is counted before validation: empty forms (400) use it up quickly.
    let last = await postMultipart(t.app, QUICK, {});
    for (let i = 1; i <= 35 && last.status !== 429; i++) last = await postMultipart(t.app, QUICK, {});
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body.error).toBe(1);
  });
});
