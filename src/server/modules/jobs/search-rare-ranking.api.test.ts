/**
 * A rare combination of a common word and filters is ranked from search_docs alone (migration
 * 0029: each term weighted by its tier; decision 086): the same order as the walk of the word's
 * postings gives, title matches above requirements above company and responsibilities above the
 * description, typo matches last, a synonym's word found where its group's term is not indexed.
 * The cap of 10 postings makes every filtered search below take that path (fewer than 20 matches
 * among the first postings).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { laPazDayFrom } from '../../core/time';

const t = setupTestApp({ SEARCH_WALK_CAP: '10' });
const NOW = new Date('2026-05-04T15:00:00.000Z');
const HOUR = 3600_000;
const ORURO = 5;
const search = (body: Record<string, unknown>) => call(t.app, '/api/servicio/listaempleos', { tnTamano: 50, tnPagina: 1, ...body });
const titles = (res: Awaited<ReturnType<typeof search>>): string[] => res.body.values.map((j: { Titulo: string }) => j.Titulo);

/** Oruro's jobs that name the electrician, the newest first: the weakest match is the newest. */
const ELECTRICIANS = [
  { titulo: 'Ayudante de almacén', descripcion: 'Apoyo al electricista en la bodega.' },
  { titulo: 'Supervisor de obra', descripcion: 'Mantenimiento y control de avance.', responsabilidades: ['Coordinar al electricista de turno'] },
  { titulo: 'Técnico de mantenimiento', descripcion: 'Mantenimiento preventivo; viajes a Santa Cruz.', requerimientos: ['Experiencia como electricista'] },
  { titulo: 'Electricista industrial', descripcion: 'Instalaciones de media tensión.' },
];
/** Their order by relevance: by the tier of the word in each. */
const RANKED = ['Electricista industrial', 'Técnico de mantenimiento', 'Supervisor de obra', 'Ayudante de almacén'];
/** The word misspelt, in a description only (not a word of the typo vocabulary, which titles and company texts give). */
const MISSPELT = { titulo: 'Pintor de interiores', descripcion: 'Trabajo junto al electrisista de planta.' };
/** Oruro's drivers, the newest first: "conductor" is in "chofer"'s synonym group. */
const DRIVERS = [
  { titulo: 'Mensajero', descripcion: 'Reparto en moto; el conductor del camión lo apoya.' },
  { titulo: 'Asistente logístico', descripcion: 'Control de rutas.', requerimientos: ['Licencia de chofer categoría B'] },
  { titulo: 'Chofer de camión', descripcion: 'Reparto de mercadería.' },
];

beforeAll(async () => {
  t.clock.set(NOW);
  const company = await makeCompany(t.deps, { nombre: 'Servicios Andinos', ciudadId: 8 });
  const open = { fechaVencimiento: laPazDayFrom(NOW, 30), categoriaId: 23 };
  // Many newer matches in Santa Cruz: the word's first postings hold none of Oruro's.
  for (let i = 0; i < 40; i++) {
    await makeJob(t.deps, company.id, { ...open, titulo: `Electricista ${i}`, ciudadId: 8, fechaPublicacion: new Date(NOW.getTime() - (1 + i) * HOUR) });
    await makeJob(t.deps, company.id, { ...open, titulo: `Chofer ${i}`, ciudadId: 8, fechaPublicacion: new Date(NOW.getTime() - (1 + i) * HOUR) });
  }
  for (const [i, job] of [MISSPELT, ...ELECTRICIANS, ...DRIVERS].entries()) {
    await makeJob(t.deps, company.id, { ...open, ...job, ciudadId: ORURO, fechaPublicacion: new Date(NOW.getTime() - (100 + i) * HOUR) });
  }
  await t.deps.db.execute(sql`analyze jobs`);
}, 120_000);

describe('a rare combination ranked from search_docs', () => {
  it('ranks title, requirements, responsibilities and description matches in that order', async () => {
    const res = await search({ tcBuscar: 'electricista', tnCiudad: ORURO });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, totalAcotado: false });
    expect(titles(res)).toEqual(RANKED);
  });

  it('ranks the typed word, even in a description, above the word it is a typo of, and those by tier', async () => {
    const res = await search({ tcBuscar: 'electrisista', tnCiudad: ORURO });
    expect(res.body).toMatchObject({ total: 5, totalAcotado: false });
    expect(titles(res)).toEqual(['Pintor de interiores', ...RANKED]);
  });

  it('gives the order the walk of every posting gives (no filter: the word’s postings in rank order)', async () => {
    const walked = titles(await search({ tcBuscar: 'electricista', tnTamano: 100 }));
    const inOruro = new Set(ELECTRICIANS.map((j) => j.titulo));
    expect(walked.filter((x) => inOruro.has(x))).toEqual(titles(await search({ tcBuscar: 'electricista', tnCiudad: ORURO })));
  });

  it('finds a synonym group’s titles and requirements before its word in a description', async () => {
    const res = await search({ tcBuscar: 'conductor', tnCiudad: ORURO });
    expect(res.body).toMatchObject({ total: 3, totalAcotado: false });
    expect(titles(res)).toEqual(['Chofer de camión', 'Asistente logístico', 'Mensajero']);
  });

  it('keeps the other sorts, the other words and the page to the same matches', async () => {
    const recent = await search({ tcBuscar: 'electricista', tnCiudad: ORURO, tcOrden: 'recientes' });
    expect(titles(recent)).toEqual(ELECTRICIANS.map((j) => j.titulo));
    const twoWords = await search({ tcBuscar: 'electricista mantenimiento', tnCiudad: ORURO });
    expect(titles(twoWords)).toEqual(['Técnico de mantenimiento', 'Supervisor de obra']);
    const second = await search({ tcBuscar: 'electricista', tnCiudad: ORURO, tnTamano: 2, tnPagina: 2 });
    expect(second.body).toMatchObject({ total: 4 });
    expect(titles(second)).toEqual(['Supervisor de obra', 'Ayudante de almacén']);
  });

  it('finds the jobs of the city filter that name another city, not that city’s own jobs', async () => {
    // The words name Santa Cruz on Oruro's jobs (decision 087: search_docs answers first).
    for (const tcOrden of ['relevancia', 'salario']) {
      const res = await search({ tcBuscar: 'electricista Santa Cruz', tnCiudad: ORURO, tcOrden });
      expect(res.body).toMatchObject({ total: 1, totalAcotado: false });
      expect(titles(res)).toEqual(['Técnico de mantenimiento']);
    }
    expect(titles(await search({ tcBuscar: 'chofer Santa Cruz', tnCiudad: ORURO }))).toEqual([]);
    // Without a city filter the name is the filter: Santa Cruz's own electricians.
    const there = await search({ tcBuscar: 'electricista Santa Cruz' });
    expect(there.body).toMatchObject({ total: 40 });
    expect(titles(there)[0]).toBe('Electricista 0');
  });

  it('keeps to the days of publication asked, a job published again found at once', async () => {
    // Every Oruro job was published on 30 April (La Paz), about four days before NOW.
    const on = (body: Record<string, unknown>) => search({ tcBuscar: 'electricista', tnCiudad: ORURO, ...body }).then(titles);
    expect(await on({ tcDesde: '2026-04-30', tcHasta: '2026-04-30' })).toEqual(RANKED);
    expect(await on({ tnDias: 7 })).toEqual(RANKED);
    expect(await on({ tcDesde: '2026-05-01' })).toEqual([]);
    expect(await on({ tcHasta: '2026-04-29' })).toEqual([]);
    expect(await on({ tnDias: 1 })).toEqual([]);
    await t.deps.db.execute(sql`update jobs set fecha_publicacion = ${new Date(NOW.getTime() - 2 * HOUR).toISOString()}::timestamptz where titulo = 'Ayudante de almacén'`);
    expect(await on({ tnDias: 1 })).toEqual(['Ayudante de almacén']);
    expect(await on({ tcDesde: '2026-05-04', tcHasta: '2026-05-04' })).toEqual(['Ayudante de almacén']);
    await t.deps.db.execute(sql`update jobs set fecha_publicacion = ${new Date(NOW.getTime() - 101 * HOUR).toISOString()}::timestamptz where titulo = 'Ayudante de almacén'`);
    expect(await on({ tnDias: 1 })).toEqual([]);
  });

  it('leaves out at once a job that closes, expires or moves away, and finds it again when it comes back', async () => {
    const oruro = async () => titles(await search({ tcBuscar: 'electricista', tnCiudad: ORURO }));
    await t.deps.db.execute(sql`update jobs set cerrado = true where titulo = 'Técnico de mantenimiento'`);
    await t.deps.db.execute(sql`update jobs set fecha_vencimiento = ${laPazDayFrom(NOW, -1)} where titulo = 'Supervisor de obra'`);
    await t.deps.db.execute(sql`update jobs set ciudad_id = 8 where titulo = 'Ayudante de almacén'`);
    expect(await oruro()).toEqual(['Electricista industrial']);
    await t.deps.db.execute(sql`update jobs set cerrado = false where titulo = 'Técnico de mantenimiento'`);
    await t.deps.db.execute(sql`update jobs set fecha_vencimiento = ${laPazDayFrom(NOW, 30)} where titulo = 'Supervisor de obra'`);
    await t.deps.db.execute(sql`update jobs set ciudad_id = ${ORURO} where titulo = 'Ayudante de almacén'`);
    expect(await oruro()).toEqual(RANKED);
  });
});
