/**
 * Issue 14: search finds what people mean (decision 073): typos of each kind within the allowed
 * edits, synonyms kept as staff data, feminine and masculine forms, title > requirements >
 * description, exact above typo, bounded counts, suggestions, and the synonym administration.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { laPazDayFrom } from '../../core/time';
import { makeCompany, makeUser } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { COUNT_BOUND, WORDS_COUNT_BOUND, analyzerOf } from './search';
import { refreshSuggestions } from './suggestions';
import { editDistance } from './typos';

const t = setupTestApp();
const NOW = new Date('2026-05-04T15:00:00.000Z');
const HOUR = 3600_000;
const search = (body: Record<string, unknown> = {}) => call(t.app, '/api/servicio/listaempleos', { tnTamano: 50, tnPagina: 1, ...body });
const titles = async (tcBuscar: string, extra: Record<string, unknown> = {}) =>
  (await search({ tcBuscar, ...extra })).body.values.map((j: { Titulo: string }) => j.Titulo);
let staff: Awaited<ReturnType<typeof makeUser>>;
let candidate: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t.clock.set(NOW);
  const trans = await makeCompany(t.deps, { nombre: 'Transportes Sajama S.R.L.', ciudadId: 4 });
  const clinic = await makeCompany(t.deps, { nombre: 'Clínica Illimani S.A.', ciudadId: 4 });
  let age = 0;
  const add = (companyId: number, titulo: string, over: Parameters<typeof makeJob>[2] = {}) =>
    makeJob(t.deps, companyId, { titulo, fechaPublicacion: new Date(NOW.getTime() - ++age * HOUR), fechaVencimiento: laPazDayFrom(NOW, 30), ...over });
  await add(trans.id, 'Chofer de camión', { descripcion: 'Reparto de mercadería en la ciudad.', categoriaId: 24 });
  await add(trans.id, 'Conductor de bus interprovincial', { descripcion: 'Rutas La Paz - Oruro.', categoriaId: 24 });
  await add(trans.id, 'Mecánico diésel', { descripcion: 'Mantenimiento de la flota.', requerimientos: ['Licencia de conducir categoría C'] });
  await add(clinic.id, 'Enfermera de emergencias', { descripcion: 'Turnos rotativos.', categoriaId: 5 });
  await add(clinic.id, 'Contadora general', { descripcion: 'Estados financieros de la clínica.', categoriaId: 14 });
  await add(clinic.id, 'Analista de RR.HH.', { descripcion: 'Selección y planillas.', categoriaId: 8 });
  await add(clinic.id, 'Técnico de laboratorio', { descripcion: 'Análisis clínicos.', categoriaId: 5 });
  await add(clinic.id, 'Garzón para cafetería', { descripcion: 'Atención en mesas.', categoriaId: 2 });
  await add(trans.id, 'Programador web', { descripcion: 'Sistema de rastreo de flota.', categoriaId: 4 });
  await add(trans.id, 'Developer backend', { descripcion: 'APIs de la empresa.', categoriaId: 4 });
  // Ranking: the word in the title, in a requirement, or only in the description.
  await add(clinic.id, 'Asistente de farmacia', { descripcion: 'Apoyo al regente; trato con el mecánico de guardia.', categoriaId: 31 });
  await add(trans.id, 'Jefe de taller', { descripcion: 'Dirige el taller.', requerimientos: ['Título de mecánico automotriz'] });
  await add(trans.id, 'Auxiliar de mecánico', { descripcion: 'Ayuda en el taller.', fechaPublicacion: new Date(NOW.getTime() - 48 * HOUR) });
  staff = await makeUser(t.deps, 'admin');
  candidate = await makeUser(t.deps, 'candidato');
});

describe('typos (one edit from 5 letters, two from 9)', () => {
  it('forgives a changed, added, dropped or swapped letter', async () => {
    expect(await titles('tecxico')).toEqual(['Técnico de laboratorio']); // changed
    expect(await titles('camoin')).toEqual(['Chofer de camión']); // swapped neighbours
    expect(await titles('contdora')).toEqual(['Contadora general']); // dropped
    expect(await titles('enfermeera')).toEqual(['Enfermera de emergencias']); // added (10 letters)
    expect(await titles('sajma')).toEqual(expect.arrayContaining(['Chofer de camión', 'Mecánico diésel'])); // company name
  });

  it('forgives two edits only in words of nine letters or more', async () => {
    expect(await titles('laboratrio')).toEqual(['Técnico de laboratorio']);
    expect(await titles('lavoratrio')).toEqual(['Técnico de laboratorio']); // 10 letters, 2 edits
    expect(await titles('cmaoin')).toEqual([]); // 6 letters, 2 edits: too far
    expect(await titles('bux')).toEqual([]); // short words are not corrected
  });

  it('ranks exact matches above typo matches', async () => {
    // 'taller' is exact for two jobs; 'tallar'... is not a word here, so compare with 'mecanica' (exact stem) vs 'mecanixo'.
    const exact = await titles('mecánico');
    expect(exact.slice(0, 3)).toEqual(['Mecánico diésel', 'Auxiliar de mecánico', 'Jefe de taller']);
    const typo = await titles('mecanixo');
    expect(typo.slice(0, 2).sort()).toEqual(['Auxiliar de mecánico', 'Mecánico diésel']);
  });

  it('measures edits as search engines do', () => {
    expect(editDistance('camoin', 'camion', 2)).toBe(1);
    expect(editDistance('tecxico', 'tecnico', 2)).toBe(1);
    expect(editDistance('contdor', 'contador', 2)).toBe(1);
    expect(editDistance('cmaoin', 'camion', 1)).toBe(2);
  });
});

describe('synonyms, abbreviations and gender forms', () => {
  it('finds RR.HH. by recursos humanos and the other way', async () => {
    expect(await titles('recursos humanos')).toEqual(['Analista de RR.HH.']);
    expect(await titles('RRHH')).toEqual(['Analista de RR.HH.']);
  });

  it('finds programador, desarrollador and developer alike', async () => {
    for (const w of ['programador', 'desarrollador', 'developer', 'programadora']) {
      expect((await titles(w)).sort(), w).toEqual(['Developer backend', 'Programador web']);
    }
  });

  it('finds chofer and conductor, mesero and garzón, contador and contadora, enfermero and enfermera', async () => {
    expect((await titles('chofer')).slice(0, 2).sort()).toEqual(['Chofer de camión', 'Conductor de bus interprovincial']);
    expect((await titles('conductor')).slice(0, 2).sort()).toEqual(['Chofer de camión', 'Conductor de bus interprovincial']);
    expect(await titles('mesero')).toEqual(['Garzón para cafetería']);
    expect(await titles('contador')).toEqual(['Contadora general']);
    expect(await titles('enfermero')).toEqual(['Enfermera de emergencias']);
  });
});

describe('words of the index', () => {
  it('take their terms from its vocabulary, the same as the database stems them, without asking it', async () => {
    await titles('tecnicoo'); // a word the index does not know reads its vocabulary
    const words = await queryRows<{ word: string }>(t.deps.db, sql`select word from search_words where word ~ '^[a-z]+$' order by word`);
    const variants = [...words.map((w) => w.word), 'Técnico', 'CAMIÓN', 'Mecánico', 'Garzón', 'Clínica'];
    const stemmed = await queryRows<{ w: string; terms: string[] }>(
      t.deps.db,
      sql`select w, array(select lexeme from unnest(to_tsvector('es_unaccent'::regconfig, w))) as terms from unnest(${`{${variants.join(',')}}`}::text[]) w`,
    );
    const db = t.deps.readDb;
    let stemQueries = 0;
    const counting = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (query: Parameters<typeof db.execute>[0]) => {
              if (JSON.stringify(query).includes('to_tsvector')) stemQueries++;
              return target.execute(query);
            }
          : Reflect.get(target, key, receiver),
    }) as typeof db;
    const analyzer = analyzerOf(db);
    for (const { w, terms } of stemmed) {
      const [unit] = await analyzer.units(counting, w);
      // Its own term (a synonym group's word also finds its group's term).
      expect(unit?.alternatives.map((a) => a.term), w).toContain(terms[0]);
    }
    expect(words.length).toBeGreaterThan(20);
    expect(stemQueries).toBe(0);
  });
});

describe('ranking', () => {
  it('puts title matches first, then requirements, then descriptions; newest first within each', async () => {
    expect(await titles('mecánico')).toEqual(['Mecánico diésel', 'Auxiliar de mecánico', 'Jefe de taller', 'Asistente de farmacia']);
  });

  it('applies filters and the other sorts to the matches', async () => {
    expect(await titles('mecánico', { tcOrden: 'recientes' })).toEqual(['Mecánico diésel', 'Asistente de farmacia', 'Jefe de taller', 'Auxiliar de mecánico']);
    expect(await titles('flota', { tnCategoria: 4 })).toEqual(['Programador web']);
  });

  it('counts up to the bound and says so', async () => {
    const res = await search({ tcBuscar: 'mecánico' });
    expect(res.body).toMatchObject({ total: 4, totalAcotado: false });
    expect(COUNT_BOUND).toBe(1000);
  });
});

describe('a city named beside other words', () => {
  it('reads it as the city filter, and as words when it is all there is', async () => {
    const company = await makeCompany(t.deps, { nombre: 'Agroexport Oriente S.A.', ciudadId: 8 });
    await makeJob(t.deps, company.id, { titulo: 'Contador de costos', ciudadId: 8, fechaPublicacion: new Date(NOW.getTime() - 3 * HOUR), fechaVencimiento: laPazDayFrom(NOW, 30) });
    expect(await titles('contador')).toEqual(['Contador de costos', 'Contadora general']);
    expect(await titles('contador Santa Cruz')).toEqual(['Contador de costos']);
    expect(await titles('contador de santa cruz')).toEqual(['Contador de costos']);
    expect(await titles('Cochabamba contador')).toEqual(['Contadora general']);
    // The city filter chosen on the page wins: the words then stay words.
    expect(await titles('contador Santa Cruz', { tnCiudad: 3 })).toEqual([]);
    // The same city on the page and in the words: its name adds nothing (jobs there need not repeat it).
    expect(await titles('contador Santa Cruz', { tnCiudad: 8 })).toEqual(['Contador de costos']);
    expect(await titles('Santa Cruz')).toEqual(['Contador de costos']);
    // The markers of the map count the other words in every city.
    const map = await search({ tcBuscar: 'contador Santa Cruz', tlConteoCiudades: true });
    const count = (city: number) => map.body.conteoCiudades.find((c: { Ciudad: number }) => c.Ciudad === city)?.Cantidad;
    expect([count(3), count(8), count(4)]).toEqual([1, 1, 0]);
  });
});

describe('counts of several words', () => {
  it('stop at 200 (each match checked for the other words) and say so; one word counts to 1,000', async () => {
    const company = await makeCompany(t.deps, { nombre: 'Metalúrgica Andina', ciudadId: 5 });
    for (let i = 0; i < WORDS_COUNT_BOUND + 5; i++) {
      await makeJob(t.deps, company.id, { titulo: `Soldador ${i}`, requerimientos: ['Certificado de soldadura'], fechaPublicacion: new Date(NOW.getTime() - (100 + i) * HOUR), fechaVencimiento: laPazDayFrom(NOW, 30) });
    }
    const several = await search({ tcBuscar: 'soldador certificado', tnTamano: 15 });
    expect(several.body).toMatchObject({ total: WORDS_COUNT_BOUND, totalAcotado: true });
    expect(several.body.values).toHaveLength(15);
    const one = await search({ tcBuscar: 'soldador', tnTamano: 15 });
    expect(one.body).toMatchObject({ total: WORDS_COUNT_BOUND + 5, totalAcotado: false });
    // A deep page (its count and its page read by one walk) holds what the pages before lead to.
    const deepOne = await search({ tcBuscar: 'soldador', tnTamano: 15, tnPagina: 12 });
    expect(deepOne.body).toMatchObject({ total: WORDS_COUNT_BOUND + 5, totalAcotado: false });
    expect(deepOne.body.values.map((j: { Titulo: string }) => j.Titulo)).toEqual(Array.from({ length: 15 }, (_, i) => `Soldador ${165 + i}`));
    // Pages past the count still answer the matches that are there.
    const far = await search({ tcBuscar: 'soldador certificado', tnTamano: 15, tnPagina: 14 });
    expect(far.body.values.map((j: { Titulo: string }) => j.Titulo)).toEqual(['Soldador 195', 'Soldador 196', 'Soldador 197', 'Soldador 198', 'Soldador 199', 'Soldador 200', 'Soldador 201', 'Soldador 202', 'Soldador 203', 'Soldador 204']);
    expect(WORDS_COUNT_BOUND).toBe(200);

    // Filters that select few of a common word's jobs are read first (their jobs, then each one's
    // row of search_docs): the same answers, counts and orders as the walk of the word's postings.
    const other = await makeCompany(t.deps, { nombre: 'Estructuras del Sur', ciudadId: 6 });
    for (const [i, salario] of [2500, 6500, 4000].entries()) {
      await makeJob(t.deps, other.id, { titulo: `Soldador de estructuras ${i}`, ciudadId: 6, categoriaId: 23, salario, requerimientos: ['Certificado de soldadura'], fechaPublicacion: new Date(NOW.getTime() - (10 + i) * HOUR), fechaVencimiento: laPazDayFrom(NOW, 30) });
    }
    await makeJob(t.deps, other.id, { titulo: 'Ayudante de taller', ciudadId: 6, descripcion: 'Apoya al soldador.', fechaPublicacion: new Date(NOW.getTime() - 5 * HOUR), fechaVencimiento: laPazDayFrom(NOW, 30) });
    const inCity = await search({ tcBuscar: 'soldador', tnCiudad: 6, tnTamano: 15 });
    expect(inCity.body).toMatchObject({ total: 4, totalAcotado: false });
    expect(inCity.body.values.map((j: { Titulo: string }) => j.Titulo)).toEqual(['Soldador de estructuras 0', 'Soldador de estructuras 1', 'Soldador de estructuras 2', 'Ayudante de taller']);
    expect(await titles('soldador', { tnCiudad: 6, tcOrden: 'salario' })).toEqual(['Soldador de estructuras 1', 'Soldador de estructuras 2', 'Ayudante de taller', 'Soldador de estructuras 0']);
    expect(await titles('soldador certificado', { tnCiudad: 6, tnCategoria: 23 })).toEqual(['Soldador de estructuras 0', 'Soldador de estructuras 1', 'Soldador de estructuras 2']);
    // The other word is checked on each job's own row: the helper's posting names no certificate.
    expect(await titles('soldador certificado', { tnCiudad: 6 })).toEqual(['Soldador de estructuras 0', 'Soldador de estructuras 1', 'Soldador de estructuras 2']);
    expect(await titles('certificado soldador', { tnCiudad: 6, tcOrden: 'salario' })).toEqual(['Soldador de estructuras 1', 'Soldador de estructuras 2', 'Soldador de estructuras 0']);
    expect(await titles('soldadro', { tnCiudad: 6, tnSalario: 4000 })).toEqual(['Soldador de estructuras 2']);
    const second = await search({ tcBuscar: 'soldador', tnCiudad: 6, tnTamano: 2, tnPagina: 2 });
    expect(second.body.values.map((j: { Titulo: string }) => j.Titulo)).toEqual(['Soldador de estructuras 2', 'Ayudante de taller']);
    // A filter that selects most of them walks the word's postings: the same counts.
    expect((await search({ tcBuscar: 'soldador', tnCiudad: 3, tnTamano: 15 })).body).toMatchObject({ total: WORDS_COUNT_BOUND + 5, totalAcotado: false });
    expect((await search({ tcBuscar: 'soldador certificado', tnCiudad: 3, tnTamano: 15 })).body).toMatchObject({ total: WORDS_COUNT_BOUND, totalAcotado: true });
  }, 60_000);
});

describe('GET /api/servicio/sugerencias', () => {
  const suggest = (q: string) => call(t.app, `/api/servicio/sugerencias?q=${encodeURIComponent(q)}`, undefined, undefined, { method: 'GET' });

  it('suggests titles, companies, skills, categories and cities by the start of any word', async () => {
    await refreshSuggestions(t.deps.db, NOW);
    const res = await suggest('meca');
    expect(res.status).toBe(200);
    expect(res.body.values).toEqual(expect.arrayContaining([{ Tipo: 'titulo', Texto: 'Mecánico diésel' }, { Tipo: 'titulo', Texto: 'Auxiliar de mecánico' }]));
    expect((await suggest('illi')).body.values).toEqual([{ Tipo: 'empresa', Texto: 'Clínica Illimani S.A.' }]);
    expect((await suggest('CAMIÓN')).body.values).toEqual([{ Tipo: 'titulo', Texto: 'Chofer de camión' }]);
    // Longer prefixes (past the kept short ones): a range of keys, also across words.
    expect((await suggest('mecanic')).body.values).toEqual(expect.arrayContaining([{ Tipo: 'titulo', Texto: 'Mecánico diésel' }, { Tipo: 'titulo', Texto: 'Auxiliar de mecánico' }]));
    expect((await suggest('chofer de cam')).body.values).toEqual([{ Tipo: 'titulo', Texto: 'Chofer de camión' }]);
    expect((await suggest('mecanicos')).body.values).toEqual([]);
    expect((await suggest('m')).body.values).toEqual([]);
    expect((await suggest('')).body.values).toEqual([]);
  });

  it('follows the jobs when read again: a new title comes, a closed job\'s title leaves', async () => {
    await refreshSuggestions(t.deps.db, NOW);
    expect((await suggest('chofer de cam')).body.values).toEqual([{ Tipo: 'titulo', Texto: 'Chofer de camión' }]);
    const company = await makeCompany(t.deps);
    const added = await makeJob(t.deps, company.id, { titulo: 'Guía de turismo Uyuni', fechaVencimiento: laPazDayFrom(NOW, 30) });
    expect((await suggest('uyuni')).body.values).toEqual([]);
    await refreshSuggestions(t.deps.db, NOW);
    expect((await suggest('uyuni')).body.values).toEqual([{ Tipo: 'titulo', Texto: 'Guía de turismo Uyuni' }]);
    await t.deps.db.execute(sql`update jobs set cerrado = true where id = ${added.id}`);
    await refreshSuggestions(t.deps.db, NOW);
    expect((await suggest('uyuni')).body.values).toEqual([]);
  });

  it('lets other work run between the slices of a rebuild (PGlite runs in the server\'s thread)', async () => {
    let served = 0;
    const tick = () => setImmediate(() => (served += 1));
    tick();
    const rebuilt = refreshSuggestions(t.deps.db, NOW, 2).then(() => served);
    tick();
    expect(await rebuilt).toBeGreaterThanOrEqual(2);
    expect((await suggest('chofer de cam')).body.values).toEqual([{ Tipo: 'titulo', Texto: 'Chofer de camión' }]);
  });

  it('answers hostile and oversize text with the envelope', async () => {
    for (const q of ["'; drop table jobs; --", '%', '_%_', '<script>', '\\']) {
      const res = await suggest(q);
      expect(res.status, q).toBe(200);
      expect(res.body.error).toBe(0);
    }
    const long = await suggest('a'.repeat(61));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ status: false });
  });
});

describe('synonym groups as staff data', () => {
  it('lets staff add a group that search uses at once, and delete it', async () => {
    expect(await titles('ambulancia')).toEqual([]);
    const saved = await call(t.app, '/api/servicio/admin/guardarsinonimo', { tcPalabras: 'ambulancia, bus interprovincial' }, staff.token);
    expect(saved.body).toMatchObject({ error: 0, values: { Palabras: 'ambulancia, bus interprovincial' } });
    expect(await titles('ambulancia')).toEqual(['Conductor de bus interprovincial']);
    const list = await call(t.app, '/api/servicio/admin/sinonimos', {}, staff.token);
    expect(list.body.values).toContainEqual(saved.body.values);
    const removed = await call(t.app, '/api/servicio/admin/eliminarsinonimo', { tnSinonimo: saved.body.values.Sinonimo }, staff.token);
    expect(removed.body.error).toBe(0);
    expect(await titles('ambulancia')).toEqual([]);
  });

  it('refuses other roles, anonymous callers, unknown groups and bad input', async () => {
    const url = '/api/servicio/admin/guardarsinonimo';
    expect((await call(t.app, url, { tcPalabras: 'a, b' })).status).toBe(401);
    expect((await call(t.app, url, { tcPalabras: 'a, b' }, candidate.token)).status).toBe(403);
    expect((await call(t.app, url, { tnSinonimo: 999999, tcPalabras: 'uno, dos' }, staff.token)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/admin/eliminarsinonimo', { tnSinonimo: 999999 }, staff.token)).status).toBe(404);
    const one = await call(t.app, url, { tcPalabras: 'solo una' }, staff.token);
    expect(one.status).toBe(400);
    expect(one.body.errores.tcPalabras).toBe('Escriba al menos dos palabras o frases separadas por comas.');
    expect((await call(t.app, url, { tcPalabras: 'x'.repeat(501) }, staff.token)).status).toBe(400);
    const hostile = await call(t.app, url, { tcPalabras: "<script>alert(1)</script>, '; drop table jobs; --" }, staff.token);
    expect(hostile.status).toBe(200);
    expect((await search({ tcBuscar: 'chofer' })).body.error).toBe(0);
  });
});
