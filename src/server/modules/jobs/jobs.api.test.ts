import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs, jobViewCounts } from '../../db/schema';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { laPazDayFrom } from '../../core/time';
import { makeCandidate, makeCompany, makeUser, newCompany } from '../../test/accounts';
import { syncCatalogueNames } from './search-text';
import { makeApplication, makeCv, makeJob } from '../../test/jobs';
import { jobListItem, listJobs } from '../../../shared/contract/jobs';

const t = setupTestApp();
// 11:00 in La Paz.
const NOW = new Date('2026-03-10T15:00:00.000Z');
const DAY = 86_400_000;
let andes: Awaited<ReturnType<typeof makeCompany>>;
let minera: Awaited<ReturnType<typeof makeCompany>>;
const code: Record<string, string> = {};
const id: Record<string, number> = {};

const search = (body: Record<string, unknown> = {}) => call(t.app, '/api/servicio/listaempleos', body);
const titles = (res: { body: { values: { Titulo: string }[] } }) => res.body.values.map((j) => j.Titulo);

beforeAll(async () => {
  t.clock.set(NOW);
  andes = await makeCompany(t.deps, { nombre: 'Andes Software S.R.L.', ciudadId: 4, urlImagen: '/uploads/logos/andes.png' });
  minera = await makeCompany(t.deps, { nombre: 'Minera del Sur S.A.', ciudadId: 7 });
  const add = async (key: string, companyId: number, over: Parameters<typeof makeJob>[2]) => {
    const job = await makeJob(t.deps, companyId, over);
    code[key] = job.codigo;
    id[key] = job.id;
  };
  await add('backend', andes.id, {
    titulo: 'Desarrollador Backend Node.js',
    descripcion: 'Construirás servicios REST para bancos.',
    descripcionLarga: 'Trabajo híbrido con un equipo ágil.',
    ciudadId: 4, categoriaId: 4, tipoEmpleoId: 1, salario: 8000, experienciaId: 3, modalidadId: 2,
    fechaPublicacion: new Date(NOW.getTime() - 2 * 3600_000), fechaVencimiento: laPazDayFrom(NOW, 40),
    requerimientos: ['Titulado en Sistemas Informáticos', 'Dos años con Node.js'],
    responsabilidades: ['Diseñar APIs', 'Escribir pruebas'],
    habilidades: [24, 21], idiomas: ['es', 'en'],
  });
  await add('civil', minera.id, {
    titulo: 'Ingeniero Civil Residente', descripcion: 'Residencia de obra en la planta.',
    ciudadId: 7, categoriaId: 6, tipoEmpleoId: 5, salario: 12000, experienciaId: 4,
    fechaPublicacion: new Date(NOW.getTime() - 3 * DAY), fechaVencimiento: laPazDayFrom(NOW, 20),
  });
  await add('minas', minera.id, {
    titulo: 'Ingeniera de Minas', descripcion: 'Planificación de la producción subterránea.',
    ciudadId: 7, categoriaId: 18, tipoEmpleoId: 1, salario: 0, experienciaId: 2,
    fechaPublicacion: new Date(NOW.getTime() - 10 * DAY), fechaVencimiento: laPazDayFrom(NOW, 2),
  });
  await add('cajero', minera.id, {
    titulo: 'Cajero bancario', descripcion: 'Atención en ventanilla; se valoran conocimientos de desarrollo de software.',
    ciudadId: 8, categoriaId: 15, tipoEmpleoId: 2, salario: 3500, experienciaId: 1, modalidadId: 1,
    fechaPublicacion: new Date(NOW.getTime() - 20 * DAY), fechaVencimiento: laPazDayFrom(NOW, 10),
  });
  await add('contador', andes.id, {
    titulo: 'Contador General', descripcion: 'Contabilidad e impuestos.',
    ciudadId: 10, categoriaId: 14, tipoEmpleoId: 1, salario: 6000, experienciaId: 0, modalidadId: 3,
    fechaPublicacion: new Date(NOW.getTime() - 1 * DAY), fechaVencimiento: laPazDayFrom(NOW, 5),
  });
  await add('expired', andes.id, {
    titulo: 'Desarrollador Frontend React', descripcion: 'Interfaces web.',
    ciudadId: 4, categoriaId: 4, salario: 7000,
    fechaPublicacion: new Date(NOW.getTime() - 40 * DAY), fechaVencimiento: laPazDayFrom(NOW, -1),
  });
  await add('unpaid', andes.id, {
    titulo: 'Desarrollador Móvil Flutter', descripcion: 'Aplicaciones móviles.', ciudadId: 4, categoriaId: 4, estado: 1,
    fechaPublicacion: new Date(NOW.getTime() - 3600_000),
  });
  await add('posting', minera.id, {
    titulo: 'Mesero de fin de semana', descripcion: 'Restaurante en Potosí.', ciudadId: 7, categoriaId: 2, tipoEmpleoId: 2,
    estado: 1, publico: true, fechaPublicacion: new Date(NOW.getTime() - 10 * 60_000), fechaVencimiento: laPazDayFrom(NOW, 15),
  });
  await add('hidden', minera.id, { titulo: 'Geólogo oculto de exploración', ciudadId: 7 });
  await t.deps.db.update(jobs).set({ oculto: true }).where(eq(jobs.id, id.hidden));
  await add('closed', minera.id, { titulo: 'Geólogo cerrado de exploración', ciudadId: 7 });
  await t.deps.db.update(jobs).set({ cerrado: true }).where(eq(jobs.id, id.closed));
  // 20 similar jobs in Cochabamba for paging.
  for (let i = 0; i < 20; i++) {
    await makeJob(t.deps, andes.id, {
      titulo: `Auxiliar de almacén ${i + 1}`, ciudadId: 3, categoriaId: 11,
      fechaPublicacion: new Date(NOW.getTime() - (30 + i) * 3600_000), fechaVencimiento: laPazDayFrom(NOW, 3 + i),
    });
  }
});


describe('listaempleos: visibility', () => {
  it('lists only public jobs: paid and current, or a public posting in its first hour', async () => {
    const res = await search();
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    const list = titles(res);
    expect(res.body.total).toBe(26);
    expect(list).toHaveLength(26);
    expect(list).toContain('Mesero de fin de semana');
    for (const hidden of ['Desarrollador Frontend React', 'Desarrollador Móvil Flutter', 'Geólogo oculto de exploración', 'Geólogo cerrado de exploración']) {
      expect(list).not.toContain(hidden);
    }
  });

  it('drops the public posting after its first hour', async () => {
    t.clock.set(new Date(NOW.getTime() + 49 * 60_000));
    expect(titles(await search({ tcBuscar: 'mesero' }))).toEqual(['Mesero de fin de semana']);
    t.clock.set(new Date(NOW.getTime() + 51 * 60_000));
    expect((await search({ tcBuscar: 'mesero' })).body.total).toBe(0);
    t.clock.set(NOW);
  });

  it('drops a job the day after it expires (La Paz calendar)', async () => {
    const res = await search({ tcBuscar: 'minas' });
    expect(titles(res)).toEqual(['Ingeniera de Minas']);
    // Expires in 2 days: still listed on its last day, gone the day after.
    t.clock.set(new Date(NOW.getTime() + 2 * DAY + 12 * 3600_000));
    expect((await search({ tcBuscar: 'minas' })).body.total).toBe(1);
    t.clock.set(new Date(NOW.getTime() + 3 * DAY + 12 * 3600_000));
    expect((await search({ tcBuscar: 'minas' })).body.total).toBe(0);
    t.clock.set(NOW);
  });

  it('answers the list items with every field of the spec', async () => {
    const res = await search({ tcBuscar: 'backend' });
    expect(res.body.values[0]).toMatchObject({
      CodigoEmpleo: code.backend,
      Empleo: id.backend,
      Titulo: 'Desarrollador Backend Node.js',
      SalarioAproximado: 8000,
      EmpresaCodigo: andes.codigo,
      EmpresaNombre: 'Andes Software S.R.L.',
      Empresa: { Nombre: 'Andes Software S.R.L.', Logo: '/uploads/logos/andes.png' },
      NombreCiudad: 'La Paz',
      TipoEmpleoNombre: 'Tiempo completo',
      TiempoExperienciaTitulo: '3-5 años',
      CategoriaNombre: 'Tecnología',
      ModalidadNombre: 'Remoto',
      FechaVencimiento: laPazDayFrom(NOW, 40),
      CantidadPostulantes: 0,
    });
    expect(new Date(res.body.values[0].FechaPublicacion).getTime()).toBe(NOW.getTime() - 2 * 3600_000);
  });
});

describe('listaempleos: cache', () => {
  it('sees a job write at once, whoever makes it', async () => {
    expect((await search({ tcBuscar: 'flutter' })).body.total).toBe(0);
    expect((await search({ tnCategoria: 4 })).body.total).toBe(1);
    // As the payment confirmation does: the unpaid job becomes paid.
    await t.deps.db.update(jobs).set({ estado: 2 }).where(eq(jobs.id, id.unpaid));
    expect(titles(await search({ tcBuscar: 'flutter' }))).toEqual(['Desarrollador Móvil Flutter']);
    expect((await search({ tnCategoria: 4 })).body.total).toBe(2);
    expect((await call(t.app, '/api/servicio/listarcategorias', undefined, undefined, { method: 'GET' })).body.values[3]).toMatchObject({ Nombre: 'Tecnología', CantidadEmpleos: 2 });
    await t.deps.db.update(jobs).set({ estado: 1 }).where(eq(jobs.id, id.unpaid));
    expect((await search({ tcBuscar: 'flutter' })).body.total).toBe(0);
    expect((await call(t.app, '/api/servicio/listarcategorias', undefined, undefined, { method: 'GET' })).body.values[3].CantidadEmpleos).toBe(1);
  });
});

describe('listaempleos: words', () => {
  it('answers the contract exactly (the reply is sent without a parse)', async () => {
    const res = await search({ tcBuscar: 'ingeniero', tnPagina: 1, tnTamano: 5, tlConteoCiudades: true });
    expect(res.status).toBe(200);
    // Strict: no field beyond the contract's, every one it names of its type.
    expect(listJobs.reply.strict().safeParse({ ...res.body, values: [] }).success).toBe(true);
    expect(res.body.values.length).toBeGreaterThan(0);
    for (const item of res.body.values) expect(jobListItem.strict().safeParse(item).error).toBeUndefined();
  });

  it('ignores accents both ways', async () => {
    const plain = await search({ tcBuscar: 'potosi' });
    const accented = await search({ tcBuscar: 'Potosí' });
    expect(plain.body.total).toBe(3);
    expect(titles(accented).sort()).toEqual(titles(plain).sort());
    expect(titles(plain)).toEqual(expect.arrayContaining(['Ingeniero Civil Residente', 'Ingeniera de Minas', 'Mesero de fin de semana']));
  });

  it('stems Spanish words: plural, gender, case', async () => {
    // 'desarrollo' in the cashier's description shares the stem; the title match ranks first.
    expect(titles(await search({ tcBuscar: 'desarrolladores' }))).toEqual(['Desarrollador Backend Node.js', 'Cajero bancario']);
    expect(titles(await search({ tcBuscar: 'INGENIEROS' })).sort()).toEqual(['Ingeniera de Minas', 'Ingeniero Civil Residente']);
    expect(titles(await search({ tcBuscar: 'contadora' }))).toEqual(['Contador General']);
  });

  it('finds words of requirements, skills, category, company and city', async () => {
    expect(titles(await search({ tcBuscar: 'titulado sistemas' }))).toEqual(['Desarrollador Backend Node.js']);
    expect(titles(await search({ tcBuscar: 'SQL' }))).toEqual(['Desarrollador Backend Node.js']);
    expect(titles(await search({ tcBuscar: 'construcción' }))).toEqual(['Ingeniero Civil Residente']);
    expect((await search({ tcBuscar: 'andes software' })).body.total).toBe(22);
    expect(titles(await search({ tcBuscar: 'el alto' }))).toEqual(['Contador General']);
  });

  it('finds a word cut short in a title, but does not use stems as prefixes', async () => {
    // Completed like 'desarrolladores' (stem desarroll): the title match first, the description's 'desarrollo' after.
    expect(titles(await search({ tcBuscar: 'desarro' }))).toEqual(['Desarrollador Backend Node.js', 'Cajero bancario']);
    // 'minas' must not find 'Minera del Sur' (stem 'min' is not a prefix search).
    expect(titles(await search({ tcBuscar: 'minas' }))).toEqual(['Ingeniera de Minas']);
  });

  it('tolerates typos in titles (a corrected word finds both gender forms, decision 073)', async () => {
    const engineers = ['Ingeniera de Minas', 'Ingeniero Civil Residente'];
    expect(titles(await search({ tcBuscar: 'injeniero' })).sort()).toEqual(engineers);
    expect(titles(await search({ tcBuscar: 'injeniera' })).sort()).toEqual(engineers);
    expect(titles(await search({ tcBuscar: 'desarroyador' }))).toEqual(['Desarrollador Backend Node.js', 'Cajero bancario']);
    expect(titles(await search({ tcBuscar: 'injeniero potosi' })).sort()).toEqual(engineers);
    expect(titles(await search({ tcBuscar: 'injeniero de potosí' })).sort()).toEqual(engineers);
    expect(titles(await search({ tcBuscar: 'contdor' }))).toEqual(['Contador General']);
  });

  it('ranks title matches above description matches, then newest', async () => {
    // 'desarrollo' is in the cashier's description only; the backend job has it (stemmed) in its title.
    expect(titles(await search({ tcBuscar: 'desarrollo' }))).toEqual(['Desarrollador Backend Node.js', 'Cajero bancario']);
    const recent = await search({ tcBuscar: 'desarrollo', tcOrden: 'recientes' });
    expect(titles(recent)).toEqual(['Desarrollador Backend Node.js', 'Cajero bancario']);
  });

  it('treats stop words alone as no words', async () => {
    expect((await search({ tcBuscar: 'de la' })).body.total).toBe(26);
  });

  it('answers hostile text without errors', async () => {
    for (const hostile of ["'; drop table jobs; --", '%', '_', '\\', '<script>alert(1)</script>', '"', "o'brien", ':*', '& | !', '(((']) {
      const res = await search({ tcBuscar: hostile });
      expect(res.status, hostile).toBe(200);
      expect(res.body.error, hostile).toBe(0);
    }
    expect((await search({ tcBuscar: '%' })).body.total).toBe(26);
    expect((await search({ tcBuscar: "'; drop table jobs; --" })).body.total).toBe(0);
    expect((await search()).body.total).toBe(26);
  });
});

describe('listaempleos: filters', () => {
  it('filters by category and city (the spec fields) and combines them with AND', async () => {
    expect(titles(await search({ tcBuscar: '', tnCategoria: 4, tnCiudad: 0 }))).toEqual(['Desarrollador Backend Node.js']);
    expect((await search({ tnCiudad: 7 })).body.total).toBe(3);
    expect(titles(await search({ tnCiudad: 7, tnCategoria: '18' }))).toEqual(['Ingeniera de Minas']);
    expect((await search({ tnCiudad: 7, tnCategoria: 4 })).body.total).toBe(0);
    expect((await search({ tnCiudad: '', tnCategoria: null })).body.total).toBe(26);
  });

  it('filters by job type, place of work, experience and salary range', async () => {
    expect(titles(await search({ tnTipoEmpleo: 5 }))).toEqual(['Ingeniero Civil Residente']);
    expect(titles(await search({ tnModalidad: 2 }))).toEqual(['Desarrollador Backend Node.js']);
    expect(titles(await search({ tnExperiencia: 0 }))).toEqual(['Contador General']);
    expect((await search({ tnExperiencia: -1 })).body.total).toBe(26);
    expect(titles(await search({ tnSalario: 4000 }))).toEqual(['Cajero bancario']);
    expect(titles(await search({ tnSalario: 6000 })).sort()).toEqual(['Contador General', 'Desarrollador Backend Node.js', 'Ingeniero Civil Residente']);
    expect(titles(await search({ tnSalario: 3000, tnCiudad: 3 })).length).toBe(20);
  });

  it('filters by several categories, types or places of work at once', async () => {
    expect(titles(await search({ tnCategorias: [4, 14] })).sort()).toEqual(['Contador General', 'Desarrollador Backend Node.js']);
    expect((await search({ tnTiposEmpleo: [2, 5] })).body.total).toBe(3);
    expect(titles(await search({ tnModalidades: [2, 3] })).sort()).toEqual(['Contador General', 'Desarrollador Backend Node.js']);
  });

  it('filters by publication date: last days and a range', async () => {
    expect(titles(await search({ tnDias: 1 })).sort()).toEqual(['Contador General', 'Desarrollador Backend Node.js', 'Mesero de fin de semana']);
    expect((await search({ tnDias: 7 })).body.total).toBe(24);
    const today = laPazDayFrom(NOW, 0);
    expect(titles(await search({ tcDesde: today, tcHasta: today })).sort()).toEqual(['Desarrollador Backend Node.js', 'Mesero de fin de semana']);
    expect(titles(await search({ tcDesde: laPazDayFrom(NOW, -25), tcHasta: laPazDayFrom(NOW, -15) }))).toEqual(['Cajero bancario']);
  });

  it('filters by company and by radius around a city', async () => {
    expect((await search({ tcEmpresa: minera.codigo })).body.total).toBe(4);
    expect((await search({ tcEmpresa: 'desconocida' })).body.total).toBe(0);
    // El Alto is a few km from La Paz; Cochabamba is ~230 km away.
    expect(titles(await search({ tnCiudad: 4, tnRadio: 30 })).sort()).toEqual(['Contador General', 'Desarrollador Backend Node.js']);
    expect((await search({ tnCiudad: 4, tnRadio: 300 })).body.total).toBe(22);
  });

  it('counts matches per city for the map, ignoring the city filter', async () => {
    const res = await search({ tcBuscar: 'ingeniero', tnCiudad: 4, tlConteoCiudades: true });
    expect(res.body.total).toBe(0);
    const counts = Object.fromEntries(res.body.conteoCiudades.map((c: { Ciudad: number; Cantidad: number }) => [c.Ciudad, c.Cantidad]));
    expect(counts).toMatchObject({ 7: 2, 4: 0, 3: 0 });
    expect(res.body.conteoCiudades).toHaveLength(10);
    const all = await search({ tlConteoCiudades: 1 });
    expect(all.body.conteoCiudades.reduce((n: number, c: { Cantidad: number }) => n + c.Cantidad, 0)).toBe(26);
    expect((await search({})).body.conteoCiudades).toBeUndefined();
    expect((await search({ tlConteoCiudades: 'si' })).status).toBe(400);
  });

  it('answers bad filters with 400 and the field message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tnCategoria: 'abc' }, 'tnCategoria', 'La categoría no es válida.'],
      [{ tnCategoria: 41 }, 'tnCategoria', 'La categoría no es válida.'],
      [{ tnCiudad: 11 }, 'tnCiudad', 'La ciudad no es válida.'],
      [{ tnCiudad: { $ne: 1 } }, 'tnCiudad', 'La ciudad no es válida.'],
      [{ tnTipoEmpleo: 1.5 }, 'tnTipoEmpleo', 'El tipo de empleo no es válido.'],
      [{ tnSalario: 2500 }, 'tnSalario', 'El rango de salario no es válido.'],
      [{ tnExperiencia: 9 }, 'tnExperiencia', 'La experiencia no es válida.'],
      [{ tcOrden: 'random()' }, 'tcOrden', 'El orden no es válido.'],
      [{ tnTamano: 1000 }, 'tnTamano', 'El tamaño de página va de 1 a 100.'],
      [{ tnPagina: -1 }, 'tnPagina', 'La página no es válida.'],
      [{ tcDesde: '2026-13-45' }, 'tcDesde', 'La fecha inicial no es válida.'],
      [{ tcEmpresa: "x' or 1=1" }, 'tcEmpresa', 'La empresa no es válida.'],
      [{ tnCategorias: ['a'] }, 'tnCategorias.0', 'Las categorías no son válidas.'],
      [{ tcBuscar: 123 }, 'tcBuscar', 'La búsqueda debe ser texto.'],
      [{ tcBuscar: 'a'.repeat(10_000) }, 'tcBuscar', 'La búsqueda admite hasta 200 caracteres.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ error: 1, codigoerror: 1, status: false });
      expect(res.body.errores[field], field).toBe(message);
    }
    const notJson = await call(t.app, '/api/servicio/listaempleos', '{"tcBuscar":', undefined, { headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const array = await call(t.app, '/api/servicio/listaempleos', []);
    expect(array.status).toBe(400);
  });
});

describe('listaempleos: sorts and pages', () => {
  it('sorts by newest, highest salary and expiring soonest', async () => {
    const newest = titles(await search({ tcOrden: 'recientes', tnTamano: 5, tnPagina: 1 }));
    expect(newest).toEqual(['Mesero de fin de semana', 'Desarrollador Backend Node.js', 'Contador General', 'Auxiliar de almacén 1', 'Auxiliar de almacén 2']);
    const salary = titles(await search({ tcOrden: 'salario', tnTamano: 3, tnPagina: 1 }));
    expect(salary).toEqual(['Ingeniero Civil Residente', 'Desarrollador Backend Node.js', 'Contador General']);
    const expiring = titles(await search({ tcOrden: 'vencimiento', tnTamano: 3, tnPagina: 1 }));
    expect(expiring).toEqual(['Ingeniera de Minas', 'Auxiliar de almacén 1', 'Auxiliar de almacén 2']);
    // Without words, relevance is newest first.
    expect(titles(await search({ tnTamano: 5 }))).toEqual(newest);
  });

  it('pages with totals; a page past the end is empty', async () => {
    const p1 = await search({ tnCiudad: 3, tnTamano: 15, tnPagina: 1, tcOrden: 'recientes' });
    expect(p1.body).toMatchObject({ total: 20, pagina: 1, tamano: 15 });
    expect(p1.body.values).toHaveLength(15);
    const p2 = await search({ tnCiudad: 3, tnTamano: 15, tnPagina: 2, tcOrden: 'recientes' });
    expect(p2.body.values).toHaveLength(5);
    expect(p2.body.values[4].Titulo).toBe('Auxiliar de almacén 20');
    const seen = new Set([...p1.body.values, ...p2.body.values].map((j: { CodigoEmpleo: string }) => j.CodigoEmpleo));
    expect(seen.size).toBe(20);
    const p3 = await search({ tnCiudad: 3, tnTamano: 15, tnPagina: 3 });
    expect(p3.body).toMatchObject({ total: 20, values: [] });
    // A page size alone means page 1; no paging fields answer up to 500.
    expect((await search({ tnTamano: 4 })).body.values).toHaveLength(4);
    expect((await search({})).body).toMatchObject({ tamano: 500, pagina: 1 });
  });
});

describe('obtenerdatosbasicos and listarempleos', () => {
  it('answers featured jobs, cities with their counts and the figures', async () => {
    const res = await call(t.app, '/api/servicio/obtenerdatosbasicos', []);
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    const v = res.body.values;
    expect(v.DatosDeEmpleo).toHaveLength(24);
    expect(v.DatosDeEmpleo[0].Titulo).toBe('Mesero de fin de semana');
    expect(v.DatosDeCiudad).toHaveLength(10);
    expect(v.DatosDeCiudad.find((c: { Ciudad: number }) => c.Ciudad === 7)).toMatchObject({ Nombre: 'Potosí', Departamento: 'Potosí', CantidadEmpleos: 3 });
    expect(v.Cifras).toMatchObject({ EmpleosActivos: 26, Empresas: 2, Candidatos: 0 });
    expect((await call(t.app, '/api/servicio/obtenerdatosbasicos')).status).toBe(200);
  });

  it('lists public jobs on GET /listarempleos', async () => {
    const res = await call(t.app, '/api/servicio/listarempleos', undefined, undefined, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.body.values).toHaveLength(26);
  });
});

describe('getDatosEmpleo', () => {
  const get = (c: string, token?: string, remoteAddress?: string) =>
    call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: c }, token, remoteAddress ? { remoteAddress } : {});

  it('answers the job with its lists, and counts views', async () => {
    const res = await get(code.backend);
    expect(res.status).toBe(200);
    const v = res.body.values;
    expect(v.loEmpleo).toMatchObject({
      CodigoEmpleo: code.backend,
      Titulo: 'Desarrollador Backend Node.js',
      DescripcionLarga: 'Trabajo híbrido con un equipo ágil.',
      NombreCiudad: 'La Paz',
      TipoEmpleoNombre: 'Tiempo completo',
      Categoria: 4,
      CategoriaNombre: 'Tecnología',
      SalarioAproximado: 8000,
      Estado: 2,
      Empresa: andes.id,
      EmpresaCodigo: andes.codigo,
      EmpresaLogo: '/uploads/logos/andes.png',
      EsPropio: false,
    });
    expect(v.laEmpleoRequerimiento).toEqual([{ Descripcion: 'Titulado en Sistemas Informáticos' }, { Descripcion: 'Dos años con Node.js' }]);
    expect(v.laEmpleoResponsabilidades).toEqual([{ Descripcion: 'Diseñar APIs' }, { Descripcion: 'Escribir pruebas' }]);
    expect(v.laEmpleoHabilidades).toEqual([{ Descripcion: 'SQL' }, { Descripcion: 'Node.js' }]);
    expect(v.laEmpleoIdiomas).toEqual([{ Descripcion: 'Inglés' }, { Descripcion: 'Español' }]);
    const before = v.loEmpleo.Vistas;
    // Another visitor (views count once per visitor and day: views-dedup.api.test.ts).
    expect((await get(code.backend, undefined, '190.129.1.2')).body.values.loEmpleo.Vistas).toBe(before + 1);
    // The owner's own visits are not counted.
    expect((await get(code.backend, andes.token)).body.values.loEmpleo).toMatchObject({ Vistas: before + 1, EsPropio: true });
  });

  it('writes the counted views to the database', async () => {
    await t.app.close();
    const [row] = await t.deps.db.select({ vistas: jobViewCounts.vistas }).from(jobViewCounts).where(eq(jobViewCounts.jobId, id.backend));
    expect(row.vistas).toBe(2);
    t.app = await (await import('../../app')).buildApp({ deps: t.deps, webDistDir: '/nonexistent' });
    await t.app.ready();
  });

  it('answers empty lists for a job without them', async () => {
    const v = (await get(code.civil)).body.values;
    expect(v).toMatchObject({ laEmpleoRequerimiento: [], laEmpleoResponsabilidades: [], laEmpleoHabilidades: [], laEmpleoIdiomas: [] });
  });

  it('shows an expired job as Vencido (3)', async () => {
    const res = await get(code.expired);
    expect(res.status).toBe(200);
    expect(res.body.values.loEmpleo).toMatchObject({ Estado: 3, Publico: false });
  });

  it('hides unpaid, hidden and closed jobs except from their company and staff', async () => {
    const admin = await makeUser(t.deps, 'admin');
    for (const key of ['unpaid', 'hidden', 'closed']) {
      expect((await get(code[key])).status, key).toBe(404);
      expect((await get(code[key], minera.token)).status, key).toBe(key === 'unpaid' ? 404 : 200);
      expect((await get(code[key], admin.token)).status, key).toBe(200);
    }
    const own = await get(code.unpaid, andes.token);
    expect(own.body.values.loEmpleo).toMatchObject({ Estado: 1, EsPropio: true, Publico: false });
    const missing = await get(code.unpaid);
    expect(missing.body).toMatchObject({ error: 1, message: 'No se encontró la oferta de empleo.' });
  });

  it('lets a candidate who applied read a job that was closed later', async () => {
    const candidate = await makeCandidate(t.deps);
    const cv = await makeCv(t.deps, candidate.id, { experiencias: [] });
    await makeApplication(t.deps, id.closed, candidate.id, cv);
    expect((await get(code.closed, candidate.token)).status).toBe(200);
    const other = await makeCandidate(t.deps);
    expect((await get(code.closed, other.token)).status).toBe(404);
  });

  it('shows the public posting in its first hour only', async () => {
    expect((await get(code.posting)).status).toBe(200);
    t.clock.set(new Date(NOW.getTime() + 2 * 3600_000));
    expect((await get(code.posting)).status).toBe(404);
    expect((await get(code.posting, minera.token)).status).toBe(200);
    t.clock.set(NOW);
  });

  it('answers unknown and malformed codes with 404 and 400, never 500', async () => {
    expect((await get('noexiste123')).status).toBe(404);
    for (const bad of ['<script>', "x' or '1'='1", '../../etc/passwd', 'a'.repeat(10_000), '%00']) {
      const res = await get(bad);
      expect(res.status, bad.slice(0, 20)).toBe(400);
      expect(res.body.errores.tcCodigoEmpleo).toBe('El código del empleo no es válido.');
    }
    expect((await call(t.app, '/api/servicio/getDatosEmpleo', {})).status).toBe(400);
    expect((await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: 12 })).status).toBe(400);
    expect((await get(code.backend, 'token-falso-que-no-existe-1234567890')).status).toBe(200);
  });
});

describe('listaempleos: words a job repeats from elsewhere', () => {
  it('after a company renames itself, a search by the new name finds its jobs', async () => {
    const company = await newCompany(t.deps, 'Panadería Imilla S.R.L.');
    await makeJob(t.deps, company.companyId, { titulo: 'Maestro panadero' });
    expect(titles(await search({ tcBuscar: 'Imilla' }))).toEqual(['Maestro panadero']);
    const renamed = await call(t.app, '/api/servicio/actualizardatosempresa', { Nombre: 'Pastelería Wiphala S.R.L.' }, company.token);
    expect(renamed.body).toMatchObject({ error: 0, values: { Nombre: 'Pastelería Wiphala S.R.L.' } });
    expect(titles(await search({ tcBuscar: 'Wiphala' }))).toEqual(['Maestro panadero']);
    expect(titles(await search({ tcBuscar: 'Imilla panadería' }))).toEqual([]);
  });

  it('after a catalogue name changes (a migration), the app finds its jobs by the new name once it starts', async () => {
    const company = await newCompany(t.deps, 'Depósitos del Altiplano S.A.');
    await makeJob(t.deps, company.companyId, { titulo: 'Encargado de bodega', categoriaId: 11 });
    const rename = (nombre: string) => t.deps.db.execute(sql`update categories set nombre = ${nombre} where id = 11`);
    const [before] = await t.deps.db.execute(sql`select nombre from categories where id = 11`).then((r) => (r as unknown as { rows: { nombre: string }[] }).rows);
    try {
      await rename('Quimera logística');
      await syncCatalogueNames(t.deps.db);
      expect(titles(await search({ tcBuscar: 'quimera' }))).toContain('Encargado de bodega');
    } finally {
      await rename(before.nombre);
      await syncCatalogueNames(t.deps.db);
    }
    expect(titles(await search({ tcBuscar: 'quimera' }))).toEqual([]);
  });
});
