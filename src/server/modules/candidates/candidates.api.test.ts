import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { eq } from 'drizzle-orm';
import { users, verifiedCompanies } from '../../db/schema';
import { VERIFICATION_MESSAGES } from '../../../shared/contract/verification';
import { makeCandidate, makeCompany, makeUser } from '../../test/accounts';
import { makeApplication, makeCv, makeJob } from '../../test/jobs';

const t = setupTestApp();
let lucia: Awaited<ReturnType<typeof makeCandidate>>;
let diego: Awaited<ReturnType<typeof makeCandidate>>;
let hidden: Awaited<ReturnType<typeof makeCandidate>>;
let company: Awaited<ReturnType<typeof makeCompany>>;
let admin: Awaited<ReturnType<typeof makeUser>>;

const get = (code: string, token?: string) => call(t.app, '/api/servicio/getDatosCandidato', { tcCodigoCandidato: code }, token);
const find = (body: Record<string, unknown>, token = company.token) => call(t.app, '/api/servicio/buscarcandidatos', body, token);
const names = (res: { body: { values: { Nombre: string }[] } }) => res.body.values.map((c) => c.Nombre);

beforeAll(async () => {
  lucia = await makeCandidate(t.deps, {
    nombre: 'Lucía',
    apellidos: 'Mamani Quispe',
    profesion: 'Contadora Pública',
    ciudadId: 4,
    fechaNacimiento: '1994-03-12',
    acercade: 'Contadora con experiencia en impuestos nacionales y cierres de gestión.',
    telefono: '71234567',
    sexo: 'Femenino',
    anosExperiencia: 6,
    tituloLicenciatura: 'Contaduría Pública (UMSA)',
    tituloDiplomado: 'Tributación',
    visible: true,
  });
  diego = await makeCandidate(t.deps, {
    nombre: 'Diego',
    apellidos: 'Fernández',
    profesion: 'Ingeniero de Sistemas',
    ciudadId: 3,
    acercade: 'Desarrollador con React y Node.js.',
    anosExperiencia: 7,
    visible: true,
  });
  // Private: the default of every new profile (decision 071).
  hidden = await makeCandidate(t.deps, { nombre: 'Oculta', apellidos: 'Contreras', profesion: 'Contadora', ciudadId: 4, fechaNacimiento: '1990-01-02', telefono: '70000001' });
  company = await makeCompany(t.deps);
  admin = await makeUser(t.deps, 'admin');
  await makeCv(t.deps, lucia.id, { experiencias: [{ nombre: 'Contadora', nombreInstitucion: 'Comercial Illimani', periodo: '2019 al 2024', descripcion: 'Cierres mensuales.' }] }, 'CV antiguo');
  await new Promise((r) => setTimeout(r, 20));
  await makeCv(
    t.deps,
    lucia.id,
    {
      experiencias: [{ nombre: 'Contadora General', nombreInstitucion: 'Andes Tecnología', periodo: '2020 al 2025', descripcion: 'Impuestos y estados financieros.' }, 'basura', null],
      formaciones: [{ nombre: 'Licenciatura en Contaduría Pública', nombreInstitucion: 'UMSA', periodo: '2012 al 2017', descripcion: '' }],
      habilidades: [8, 32, 999],
      idiomas: [44, 41],
    },
    'Contadora 2025',
  );
  await makeCv(t.deps, diego.id, { habilidades: [18, 23, 24] });
});


describe('getDatosCandidato', () => {
  it('shows a visible profile to visitors without contact data or CV content', async () => {
    const res = await get(lucia.codigo);
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({
      CandidatoCodigo: lucia.codigo,
      Nombre: 'Lucía',
      Apellidos: 'Mamani Quispe',
      Profesion: 'Contadora Pública',
      Pais: 'Bolivia',
      Ciudad: 'La Paz',
      Sexo: 'Femenino',
      // The latest CV's periods (2020 al 2025), not the 6 the profile declares: one measure everywhere (decision 076).
      AnosExperiencia: 5, // '2020 al 2025': 5 years (a year-only end is 1 January, issue 37)
      TituloLicenciatura: 'Contaduría Pública (UMSA)',
      TituloDiplomado: 'Tributación',
      TituloMaestria: '',
      FotoPerfil: null,
      Correo: null,
      Telefono: null,
      FechaNacimiento: null,
      Curriculum: null,
      DatosDeContacto: false,
      EsPropio: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Andes Tecnología|71234567|1994/);
    // Another candidate is a visitor too.
    expect((await get(lucia.codigo, diego.token)).body.values).toMatchObject({ Correo: null, Telefono: null, FechaNacimiento: null, Curriculum: null });
  });

  it('takes experience, education, skills and languages from the latest CV', async () => {
    const cv = (await get(lucia.codigo, company.token)).body.values.Curriculum;
    expect(cv).toEqual({
      Titulo: 'Contadora 2025',
      Experiencias: [{ nombre: 'Contadora General', nombreInstitucion: 'Andes Tecnología', periodo: '2020 al 2025', descripcion: 'Impuestos y estados financieros.' }],
      Formaciones: [{ nombre: 'Licenciatura en Contaduría Pública', nombreInstitucion: 'UMSA', periodo: '2012 al 2017', descripcion: '' }],
      Habilidades: ['Contabilidad', 'Facturación e impuestos (SIN)'],
      Idiomas: ['Español nativo', 'Inglés básico'],
    });
  });

  it('shows e-mail and phone of a visible profile to verified companies only; the birth date only to the candidate and staff', async () => {
    for (const token of [lucia.token, admin.token]) {
      const v = (await get(lucia.codigo, token)).body.values;
      expect(v).toMatchObject({ Correo: lucia.correo, Telefono: '71234567', FechaNacimiento: '1994-03-12', DatosDeContacto: true, AvisoContacto: '' });
    }
    // Decision trust.md: an unverified company reads the profile and CV, not the contact data.
    const unverified = (await get(lucia.codigo, company.token)).body.values;
    expect(unverified).toMatchObject({ Correo: null, Telefono: null, FechaNacimiento: null, DatosDeContacto: false, AvisoContacto: VERIFICATION_MESSAGES.verifyToSeeContact });
    expect(unverified.Curriculum).not.toBeNull();
    await t.deps.db.insert(verifiedCompanies).values({ companyId: company.id });
    const byCompany = (await get(lucia.codigo, company.token)).body.values;
    expect(byCompany).toMatchObject({ Correo: lucia.correo, Telefono: '71234567', FechaNacimiento: null, DatosDeContacto: true, AvisoContacto: '' });
    expect((await get(lucia.codigo, lucia.token)).body.values.EsPropio).toBe(true);
    // A phone that was never given stays null even for companies.
    expect((await get(diego.codigo, company.token)).body.values.Telefono).toBeNull();
  });

  it('shows a private profile only to the candidate, staff and companies applied to (never the birth date to a company)', async () => {
    const applied = await makeCompany(t.deps);
    const job = await makeJob(t.deps, applied.id);
    await makeApplication(t.deps, job.id, hidden.id, await makeCv(t.deps, hidden.id, { habilidades: [8] }, 'CV de Oculta'));
    for (const token of [undefined, diego.token, company.token]) {
      const res = await get(hidden.codigo, token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 1, message: 'No se encontró el candidato.' });
      expect(JSON.stringify(res.body)).not.toMatch(/Oculta|70000001/);
    }
    for (const token of [hidden.token, admin.token]) {
      expect((await get(hidden.codigo, token)).body.values).toMatchObject({ Nombre: 'Oculta', Correo: hidden.correo, FechaNacimiento: '1990-01-02' });
    }
    expect((await get(hidden.codigo, applied.token)).body.values).toMatchObject({
      Nombre: 'Oculta',
      Correo: hidden.correo,
      Telefono: '70000001',
      FechaNacimiento: null,
      Curriculum: { Titulo: 'CV de Oculta', Habilidades: ['Contabilidad'] },
    });
    // A disabled account is gone for visitors too; staff still see it.
    await t.deps.db.update(users).set({ disabled: true }).where(eq(users.id, diego.userId));
    expect((await get(diego.codigo)).status).toBe(404);
    expect((await get(diego.codigo, admin.token)).status).toBe(200);
    await t.deps.db.update(users).set({ disabled: false }).where(eq(users.id, diego.userId));
  });

  it('answers 404 for unknown codes and 400 for malformed ones', async () => {
    expect((await get('noexiste')).status).toBe(404);
    for (const bad of ['', '<script>', "' or 1=1", 'a'.repeat(10_000)]) {
      const res = await get(bad);
      expect(res.status).toBe(400);
      expect(res.body.errores.tcCodigoCandidato).toBe('El código del candidato no es válido.');
    }
    expect((await call(t.app, '/api/servicio/getDatosCandidato', { tcCodigoCandidato: 42 })).status).toBe(400);
  });
});

describe('buscarcandidatos', () => {
  it('is for companies and staff', async () => {
    expect((await call(t.app, '/api/servicio/buscarcandidatos', {})).status).toBe(401);
    expect((await find({}, lucia.token)).status).toBe(403);
    expect((await find({}, admin.token)).status).toBe(200);
  });

  it('lists visible candidates, most experienced first, with totals', async () => {
    const res = await find({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, total: 2, pagina: 1, tamano: 12 });
    expect(names(res)).toEqual(['Diego Fernández', 'Lucía Mamani Quispe']);
    expect(res.body.values[0]).toMatchObject({ CandidatoCodigo: diego.codigo, Profesion: 'Ingeniero de Sistemas', Ciudad: 'Cochabamba', AnosExperiencia: 7, Habilidades: ['JavaScript', 'React', 'Node.js'] });
  });

  it('searches words without accents, profession, city, skill and years', async () => {
    expect(names(await find({ tcBuscar: 'lucia impuestos' }))).toEqual(['Lucía Mamani Quispe']);
    expect(names(await find({ tcBuscar: 'CONTADORA' }))).toEqual(['Lucía Mamani Quispe']);
    expect(names(await find({ tcProfesion: 'sistemas' }))).toEqual(['Diego Fernández']);
    expect(names(await find({ tnCiudad: 4 }))).toEqual(['Lucía Mamani Quispe']);
    expect(names(await find({ tnHabilidad: 8 }))).toEqual(['Lucía Mamani Quispe']);
    expect(names(await find({ tnHabilidad: '23' }))).toEqual(['Diego Fernández']);
    expect(names(await find({ tnAnosMinimo: 7 }))).toEqual(['Diego Fernández']);
    expect((await find({ tnAnosMinimo: 8 })).body.total).toBe(0);
    expect(names(await find({ tnTamano: 1, tnPagina: 2 }))).toEqual(['Lucía Mamani Quispe']);
  });

  it('answers hostile and bad input without errors', async () => {
    for (const hostile of ['%', '_', '\\', "' or 1=1 --", '<script>alert(1)</script>']) {
      const res = await find({ tcBuscar: hostile, tcProfesion: hostile });
      expect(res.status, hostile).toBe(200);
    }
    expect((await find({ tcBuscar: '%' })).body.total).toBe(2);
    const cases: [Record<string, unknown>, string][] = [
      [{ tcBuscar: 'a'.repeat(10_000) }, 'tcBuscar'],
      [{ tcBuscar: 5 }, 'tcBuscar'],
      [{ tnCiudad: 'La Paz' }, 'tnCiudad'],
      [{ tnHabilidad: 41 }, 'tnHabilidad'],
      [{ tnAnosMinimo: -1 }, 'tnAnosMinimo'],
      [{ tnTamano: 51 }, 'tnTamano'],
    ];
    for (const [body, field] of cases) {
      const res = await find(body);
      expect(res.status, field).toBe(400);
      expect(res.body.errores[field]).toBeTruthy();
    }
  });
});

describe('buscarcandidatos: synonyms (issue 15, decision 073)', () => {
  it('finds RR.HH. by recursos humanos and a developer by programador', async () => {
    await makeCandidate(t.deps, { nombre: 'Rosario', apellidos: 'Choque', profesion: 'Analista de RR.HH.', ciudadId: 4, anosExperiencia: 2, visible: true });
    expect(names(await find({ tcBuscar: 'recursos humanos' }))).toEqual(['Rosario Choque']);
    expect(names(await find({ tcBuscar: 'RRHH' }))).toEqual(['Rosario Choque']);
    expect(names(await find({ tcBuscar: 'programador' }))).toEqual(['Diego Fernández']);
    // A short abbreviation is a whole word: 'Ing.' is not the 'ing' inside 'ingresos'.
    expect(names(await find({ tcBuscar: 'ing.' }))).toEqual(['Diego Fernández']);
  });
});
