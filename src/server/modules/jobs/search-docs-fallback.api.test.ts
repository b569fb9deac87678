/**
 * When more than DOCS_MAX (1,000) jobs match in search_docs, the walk of the word's postings
 * answers, with the count and order it gives without search_docs: for words that name another
 * city than the city filter, where search_docs is asked first (decision 087), and for a word
 * whose capped walk found fewer than 20 matches (the rare path, decisions 080 and 086). Here
 * 1,010 jobs of Oruro name Santa Cruz, written oldest first, so the first 1,001 rows search_docs
 * gives miss the newest; the cap of 10 postings (1 for several words) leaves the walk to answer.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { laPazDayFrom } from '../../core/time';
import { COUNT_BOUND, WORDS_COUNT_BOUND } from './search';

const t = setupTestApp({ SEARCH_WALK_CAP: '10' });
const NOW = new Date('2026-05-04T15:00:00.000Z');
const HOUR = 3600_000;
const ORURO = 5;
const JOBS = 1010;
const search = (body: Record<string, unknown>) => call(t.app, '/api/servicio/listaempleos', { tnTamano: 15, tnPagina: 1, ...body });
const titles = (res: Awaited<ReturnType<typeof search>>): string[] => res.body.values.map((j: { Titulo: string }) => j.Titulo);
const electricians = (from: number, n: number) => Array.from({ length: n }, (_, i) => `Electricista ${from + i}`);

beforeAll(async () => {
  t.clock.set(NOW);
  const company = await makeCompany(t.deps, { nombre: 'Servicios Eléctricos del Altiplano', ciudadId: ORURO });
  // Electricista 0 is the newest (an hour apart: the rank key counts hours), written last, so
  // search_docs holds it past the first 1,001 rows it reads; every one names Santa Cruz.
  for (let i = JOBS - 1; i >= 0; i--) {
    await makeJob(t.deps, company.id, {
      titulo: `Electricista ${i}`,
      descripcion: 'Instalaciones industriales con viajes frecuentes a Santa Cruz.',
      ciudadId: ORURO,
      categoriaId: 23,
      fechaPublicacion: new Date(NOW.getTime() - (1 + i) * HOUR),
      fechaVencimiento: laPazDayFrom(NOW, 30),
    });
  }
  // Statistics of the jobs table: the city filter selects every one of them (not few), so the
  // filters are not read first and the capped walk would answer but for search_docs.
  await t.deps.db.execute(sql`analyze jobs`);
}, 300_000);

describe('words naming another city, held by more jobs than search_docs answers for', () => {
  it('are answered by the walk: "más de 200" and the newest title matches first, page after page', async () => {
    const first = await search({ tcBuscar: 'electricista Santa Cruz', tnCiudad: ORURO });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: WORDS_COUNT_BOUND, totalAcotado: true });
    expect(titles(first)).toEqual(electricians(0, 15));
    expect(titles(await search({ tcBuscar: 'electricista Santa Cruz', tnCiudad: ORURO, tnPagina: 3 }))).toEqual(electricians(30, 15));
    // Another sort orders the same best matches.
    const newest = await search({ tcBuscar: 'electricista Santa Cruz', tnCiudad: ORURO, tcOrden: 'recientes' });
    expect(newest.body).toMatchObject({ total: WORDS_COUNT_BOUND, totalAcotado: true });
    expect(titles(newest)).toEqual(electricians(0, 15));
  });

  it('keeps the name a city filter when no city is chosen; the word alone is counted to its bound in the same order', async () => {
    // Without a city filter "Santa Cruz" is the filter: Oruro's jobs are not Santa Cruz's.
    expect((await search({ tcBuscar: 'electricista Santa Cruz' })).body).toMatchObject({ total: 0 });
    // The word alone in Oruro: every one of them, counted to the bound.
    const word = await search({ tcBuscar: 'electricista', tnCiudad: ORURO });
    expect(word.body).toMatchObject({ total: COUNT_BOUND, totalAcotado: true });
    expect(titles(word)).toEqual(electricians(0, 15));
  });
});
