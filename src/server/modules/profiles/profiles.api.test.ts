import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { queryRows } from '../../db/client';
import { newAdmin, newCandidate, newCompany } from '../../test/accounts';
import { bigPhoto, fetchUpload, postForm } from '../../test/forms';
import { expectFieldErrors } from '../../test/expect-refusal';

const t = setupTestApp();

/** The name stored for a candidate or a company: what another account's request must not change. */
const storedName = async (table: 'candidates' | 'companies', id: number) =>
  (await queryRows<{ nombre: string }>(t.deps.db, sql`select nombre from ${sql.identifier(table)} where id = ${id}`))[0]?.nombre;

const CANDIDATE_URL = '/api/servicio/actualizardatoscandidato';
const COMPANY_URL = '/api/servicio/actualizardatosempresa';

const fullCandidate = {
  Nombre: 'Lucía',
  Apellidos: 'Mamani Quispe',
  Profesion: 'Contadora Pública',
  FechaNacimiento: '1994-05-12',
  Acercade: 'Contadora con experiencia en auditoría y tributación (SIN).',
  Ciudad: '4',
  Sexo: 'Femenino',
  TituloTecnico: 'Técnico en Contabilidad',
  TituloLicenciatura: 'Licenciatura en Contaduría Pública',
  TituloDiplomado: 'Diplomado en Tributación',
  TituloMaestria: 'Maestría en Finanzas',
  TituloDoctorado: '',
  AnosExperiencia: '6',
  Telefono: '71234567',
};

describe('candidate profile', () => {
  it('refuses without a token (401), for companies and admins (403), with the envelope', async () => {
    const none = await postForm(t.app, CANDIDATE_URL, fullCandidate);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: 1, codigoerror: 1 });
    const company = await newCompany(t.deps);
    const asCompany = await postForm(t.app, CANDIDATE_URL, fullCandidate, company.token);
    expect(asCompany.status).toBe(403);
    const admin = await newAdmin(t.deps);
    expect((await call(t.app, '/api/servicio/getmiperfil', [], admin.token)).status).toBe(403);
    expect((await call(t.app, '/api/servicio/getmiperfil', [])).status).toBe(401);
  });

  it('saves every field of the form, re-encodes the photo and refreshes the session data', async () => {
    const me = await newCandidate(t.deps);
    const res = await postForm(t.app, CANDIDATE_URL, { ...fullCandidate, Visible: '1', foto: { filename: 'yo.jpg', data: await bigPhoto() } }, me.token);
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    expect(res.body.message).toBe('Perfil actualizado');
    const v = res.body.values;
    expect(v).toMatchObject({
      Nombre: 'Lucía',
      Apellidos: 'Mamani Quispe',
      Profesion: 'Contadora Pública',
      FechaNacimiento: '1994-05-12',
      Ciudad: 4,
      NombreCiudad: 'La Paz',
      Sexo: 'Femenino',
      TituloMaestria: 'Maestría en Finanzas',
      AnosExperiencia: 6,
      Telefono: '71234567',
      Visible: 1,
    });
    expect(v.FotoPerfil).toMatch(/^\/uploads\/candidatos\/[a-z0-9]+\.webp$/);
    const file = await fetchUpload(t.app, v.FotoPerfil);
    expect(file.status).toBe(200);
    const meta = await sharp(file.data).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(800);
    expect(meta.exif).toBeUndefined();

    const read = await call(t.app, '/api/servicio/getmiperfil', [], me.token);
    expect(read.body.values).toEqual(v);
    const session = await call(t.app, '/api/getdatosusuario', [], me.token);
    expect(session.body.Datos.Candidato).toMatchObject({ Nombre: 'Lucía Mamani Quispe', Profesion: 'Contadora Pública', FotoPerfil: v.FotoPerfil });
  });

  it('starts private; "visible para empresas" puts the profile in the companies\' search and turning it off takes it out', async () => {
    const me = await newCandidate(t.deps, 'Zoraida');
    const company = await newCompany(t.deps);
    const code = (await call(t.app, '/api/servicio/getmiperfil', [], me.token)).body.values.CandidatoCodigo as string;
    const search = async () =>
      ((await call(t.app, '/api/servicio/buscarcandidatos', { tcBuscar: 'Zoraida' }, company.token)).body.values as { CandidatoCodigo: string }[]).map((c) => c.CandidatoCodigo);
    expect((await call(t.app, '/api/servicio/getmiperfil', [], me.token)).body.values.Visible).toBe(0);
    expect(await search()).toEqual([]);
    expect((await call(t.app, '/api/servicio/getDatosCandidato', { tcCodigoCandidato: code })).status).toBe(404);

    expect((await postForm(t.app, CANDIDATE_URL, { Visible: '1' }, me.token)).body.values.Visible).toBe(1);
    expect(await search()).toEqual([code]);
    expect((await call(t.app, '/api/servicio/getDatosCandidato', { tcCodigoCandidato: code })).body.values).toMatchObject({ Correo: null, DatosDeContacto: false });

    expect((await postForm(t.app, CANDIDATE_URL, { Visible: '0' }, me.token)).body.values.Visible).toBe(0);
    expect(await search()).toEqual([]);
  });

  it('keeps the photo when none is re-sent, and removes the old file when replaced', async () => {
    const me = await newCandidate(t.deps);
    const first = await postForm(t.app, CANDIDATE_URL, { ...fullCandidate, foto: { filename: 'a.png', data: await bigPhoto('png', 300, 300) } }, me.token);
    const oldPhoto = first.body.values.FotoPerfil;
    const noPhoto = await postForm(t.app, CANDIDATE_URL, { ...fullCandidate, Profesion: 'Auditora' }, me.token);
    expect(noPhoto.body.values.FotoPerfil).toBe(oldPhoto);
    expect(noPhoto.body.values.Profesion).toBe('Auditora');
    // An empty file input (the browser sends an empty part) also keeps it.
    const emptyFile = await postForm(t.app, CANDIDATE_URL, { ...fullCandidate, foto: { filename: '', data: Buffer.alloc(0) } }, me.token);
    expect(emptyFile.body.values.FotoPerfil).toBe(oldPhoto);
    const replaced = await postForm(t.app, CANDIDATE_URL, { ...fullCandidate, foto: { filename: 'b.jpg', data: await bigPhoto() } }, me.token);
    expect(replaced.body.values.FotoPerfil).not.toBe(oldPhoto);
    expect((await fetchUpload(t.app, oldPhoto)).status).toBe(404);
    const removed = await postForm(t.app, CANDIDATE_URL, { ...fullCandidate, QuitarFoto: '1' }, me.token);
    expect(removed.body.values.FotoPerfil).toBeNull();
    expect((await fetchUpload(t.app, replaced.body.values.FotoPerfil)).status).toBe(404);
  });

  it('takes the identity from the token: a body naming another candidate changes nothing of theirs', async () => {
    const victim = await newCandidate(t.deps, 'Víctima');
    const attacker = await newCandidate(t.deps, 'Atacante');
    const res = await postForm(t.app, CANDIDATE_URL, { ...fullCandidate, Nombre: 'Cambiado', Candidato: String(victim.candidateId) }, attacker.token);
    expect(res.body.error).toBe(0);
    expect(res.body.values.Candidato).toBe(attacker.candidateId);
    expect(await storedName('candidates', victim.candidateId)).toBe('Víctima');
    expect(await storedName('candidates', attacker.candidateId)).toBe('Cambiado');
    // A JSON body works the same way.
    const json = await call(t.app, CANDIDATE_URL, { Nombre: 'Otra vez', Candidato: victim.candidateId }, attacker.token);
    expect(json.body.values.Nombre).toBe('Otra vez');
    expect(await storedName('candidates', victim.candidateId)).toBe('Víctima');
  });

  it('answers each validation message with 400, never a 500', async () => {
    const me = await newCandidate(t.deps);
    const bad = await postForm(
      t.app,
      CANDIDATE_URL,
      { Nombre: '   ', AnosExperiencia: '-1', FechaNacimiento: '2031-02-30', Ciudad: '99', Sexo: 'Robot', Telefono: 'abc' },
      me.token,
    );
    expectFieldErrors(bad, {
      Nombre: 'Por favor, coloque su nombre.',
      AnosExperiencia: 'Los años de experiencia no pueden ser negativos.',
      FechaNacimiento: 'La fecha de nacimiento no es válida.',
      Ciudad: 'Seleccione una ciudad de la lista.',
      Sexo: 'Seleccione una opción de la lista.',
      Telefono: 'Ingresa un número de teléfono válido.',
    });
    const future = await call(t.app, CANDIDATE_URL, { FechaNacimiento: '2099-01-01' }, me.token);
    expect(future.body.errores.FechaNacimiento).toBe('La fecha de nacimiento no puede ser futura.');
    const wrongTypes = await call(t.app, CANDIDATE_URL, { Nombre: { $ne: 1 }, AnosExperiencia: [1], Visible: 'quizás' }, me.token);
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errores)).toEqual(expect.arrayContaining(['Nombre', 'AnosExperiencia', 'Visible']));
    const decimal = await call(t.app, CANDIDATE_URL, { AnosExperiencia: '2.5' }, me.token);
    expect(decimal.body.errores.AnosExperiencia).toBe('Los años de experiencia deben ser un número entero.');
    const long = await call(t.app, CANDIDATE_URL, { Acercade: 'a'.repeat(3001) }, me.token);
    expect(long.status).toBe(400);
    expect(long.body.errores.Acercade).toBe('Máximo 3000 caracteres.');
    const huge = await postForm(t.app, CANDIDATE_URL, { Acercade: 'a'.repeat(600 * 1024) }, me.token);
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(1);
    const notJson = await call(t.app, CANDIDATE_URL, [1, 2], me.token);
    expect(notJson.status).toBe(400);
    // A form cut short, or with no boundary, is refused like any bad body (it used to be a 500).
    const cut = '--b\r\nContent-Disposition: form-data; name="Nombre"\r\n\r\nAna\r\n--b\r\nContent-Disposition: form-data; name="foto"; filename="a.jpg"\r\n\r\n\xff\xd8';
    for (const type of ['multipart/form-data; boundary=b', 'multipart/form-data']) {
      const res = await call(t.app, CANDIDATE_URL, cut, me.token, { headers: { 'content-type': type } });
      expect(res.status, type).toBe(400);
      expect(res.body, type).toMatchObject({ error: 1, codigoerror: 1, status: false, message: 'El formulario enviado no es válido.' });
    }
  });

  it('checks images by their bytes, not their name, and refuses oversize ones', async () => {
    const me = await newCandidate(t.deps);
    const script = await postForm(t.app, CANDIDATE_URL, { foto: { filename: 'foto.jpg', data: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' } }, me.token);
    expect(script.status).toBe(400);
    expect(script.body.errores.foto).toBe('La imagen debe ser JPG, PNG o WEBP.');
    const svg = await postForm(t.app, CANDIDATE_URL, { foto: { filename: 'x.png', data: Buffer.from('<svg onload="alert(1)" xmlns="http://www.w3.org/2000/svg"/>') } }, me.token);
    expect(svg.status).toBe(400);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const corrupt = await postForm(t.app, CANDIDATE_URL, { foto: { filename: 'x.jpg', data: broken } }, me.token);
    expect(corrupt.status).toBe(400);
    expect(corrupt.body.errores.foto).toBe('La imagen está dañada o no se puede leer.');
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await postForm(t.app, CANDIDATE_URL, { foto: { filename: 'x.jpg', data: big } }, me.token);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errores.foto).toBe('La imagen no debe superar 5 MB.');
    const traversal = await postForm(t.app, CANDIDATE_URL, { foto: { filename: '../../etc/passwd.png', data: await bigPhoto('png', 50, 50) } }, me.token);
    expect(traversal.status).toBe(200);
    expect(traversal.body.values.FotoPerfil).toMatch(/^\/uploads\/candidatos\/[a-z0-9]+\.webp$/);
  });

  it('keeps hostile text as text', async () => {
    const me = await newCandidate(t.deps);
    const hostile = `<script>alert("x")</script>' OR 1=1; -- %_\\`;
    const res = await call(t.app, CANDIDATE_URL, { Nombre: hostile, Acercade: hostile }, me.token);
    expect(res.body.values.Nombre).toBe(hostile);
    expect(res.body.values.Acercade).toBe(hostile);
  });
});

const fullCompany = {
  Nombre: 'Andes Tecnología S.R.L.',
  NombreComercial: 'Andes Tec',
  Direccion: 'Av. 16 de Julio 1490, La Paz',
  Descripcion: 'Desarrollo de software y servicios de TI.',
  Estado: '1',
  TipoEmpresa: '20',
  TamanoEmpresa: '3',
  AñoFundacion: '2012',
  Acercade: 'Equipo de 45 personas en La Paz y Santa Cruz.',
  Telefono: '22441122',
  Correo: 'RRHH@andes.bo',
  Ciudad: '4',
};

describe('company profile', () => {
  it('refuses without a token (401) and for candidates (403)', async () => {
    expect((await postForm(t.app, COMPANY_URL, fullCompany)).status).toBe(401);
    const cand = await newCandidate(t.deps);
    const res = await postForm(t.app, COMPANY_URL, fullCompany, cand.token);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(1);
    expect((await call(t.app, '/api/servicio/getmiempresa', [], cand.token)).status).toBe(403);
  });

  it('saves every field, size and about included, with logo and icon', async () => {
    const me = await newCompany(t.deps);
    const res = await postForm(
      t.app,
      COMPANY_URL,
      { ...fullCompany, UrlImagen: { filename: 'logo.png', data: await bigPhoto('png', 1200, 900) }, UrlIcono: { filename: 'i.jpg', data: await bigPhoto() } },
      me.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: 'Perfil de la empresa actualizado' });
    const v = res.body.values;
    expect(v).toMatchObject({
      Nombre: 'Andes Tecnología S.R.L.',
      NombreComercial: 'Andes Tec',
      Direccion: 'Av. 16 de Julio 1490, La Paz',
      Estado: 1,
      TipoEmpresa: 20,
      TamanoEmpresa: 3,
      AñoFundacion: 2012,
      Acercade: 'Equipo de 45 personas en La Paz y Santa Cruz.',
      Telefono: '22441122',
      Correo: 'rrhh@andes.bo',
      Ciudad: 4,
    });
    expect(v.EmpresaCodigo).toMatch(/^[a-z0-9]{12}$/);
    const logo = await sharp((await fetchUpload(t.app, v.UrlImagen)).data).metadata();
    expect([logo.format, logo.width, logo.height]).toEqual(['webp', 800, 600]);
    const icon = await sharp((await fetchUpload(t.app, v.UrlIcono)).data).metadata();
    expect(Math.max(icon.width!, icon.height!)).toBeLessThanOrEqual(256);
    const read = await call(t.app, '/api/servicio/getmiempresa', [], me.token);
    expect(read.body.values).toEqual(v);
    const session = await call(t.app, '/api/getdatosusuario', [], me.token);
    expect(session.body.Datos.Empresa).toMatchObject({ Nombre: 'Andes Tecnología S.R.L.', UrlImagen: v.UrlImagen });

    // Without files the logo and icon stay; a new logo replaces and removes the old file.
    const again = await postForm(t.app, COMPANY_URL, { ...fullCompany, Estado: '0', AnioFundacion: '2015', AñoFundacion: '' }, me.token);
    expect(again.body.values).toMatchObject({ UrlImagen: v.UrlImagen, UrlIcono: v.UrlIcono, Estado: 0 });
    const newLogo = await postForm(t.app, COMPANY_URL, { UrlImagen: { filename: 'l.webp', data: await sharp(await bigPhoto()).webp().toBuffer() } }, me.token);
    expect(newLogo.body.values.UrlImagen).not.toBe(v.UrlImagen);
    expect((await fetchUpload(t.app, v.UrlImagen)).status).toBe(404);
    expect(newLogo.body.values.UrlIcono).toBe(v.UrlIcono);
  });

  it('takes the company from the token: a body naming another company changes nothing of theirs', async () => {
    const victim = await newCompany(t.deps, 'Víctima S.A.');
    const attacker = await newCompany(t.deps, 'Atacante S.A.');
    const res = await postForm(t.app, COMPANY_URL, { ...fullCompany, Nombre: 'Tomada', Empresa: String(victim.companyId) }, attacker.token);
    expect(res.body.values.Empresa).toBe(attacker.companyId);
    expect(await storedName('companies', victim.companyId)).toBe('Víctima S.A.');
  });

  it('validates with Spanish messages', async () => {
    const me = await newCompany(t.deps);
    const res = await call(
      t.app,
      COMPANY_URL,
      { Nombre: '', Descripcion: ' ', TipoEmpresa: 21, TamanoEmpresa: '9', AñoFundacion: 1899, Correo: 'no-es-correo', Estado: 2, Telefono: '12' },
      me.token,
    );
    expectFieldErrors(res, {
      Nombre: 'Por favor, coloque el nombre de la empresa.',
      Descripcion: 'Por favor, coloque una descripción.',
      TipoEmpresa: 'Seleccione un tipo de empresa de la lista.',
      TamanoEmpresa: 'Seleccione un tamaño de empresa de la lista.',
      AñoFundacion: 'El año de fundación debe ser desde 1900.',
      Correo: 'El correo no es válido.',
      Estado: 'El estado debe ser Activo (1) o Inactivo (0).',
      Telefono: 'Ingresa un número de teléfono válido.',
    });
    const future = await call(t.app, COMPANY_URL, { AñoFundacion: new Date().getFullYear() + 1 }, me.token);
    expect(future.body.errores['AñoFundacion']).toBe('El año de fundación no puede ser futuro.');
    const emptyMail = await call(t.app, COMPANY_URL, { Correo: '' }, me.token);
    expect(emptyMail.body.errores.Correo).toBe('Por favor, coloque un correo electrónico.');
    const badLogo = await postForm(t.app, COMPANY_URL, { UrlIcono: { filename: 'i.gif', data: Buffer.from('GIF89a....') } }, me.token);
    expect(badLogo.status).toBe(400);
    expect(badLogo.body.errores.UrlIcono).toBe('La imagen debe ser JPG, PNG o WEBP.');
  });
});
