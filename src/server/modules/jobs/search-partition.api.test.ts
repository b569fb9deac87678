/**
 * A word search kept to one city or one category walks only that city's or category's postings
 * (migration 0024, decision 073 fifth pass): it finds the same jobs, in the same order, as the
 * filters applied to all of the word's postings, whichever of the two it keeps to, alone, together,
 * with a radius (several cities: every posting) or beside other filters.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { laPazDayFrom } from '../../core/time';
import { citiesWithin } from './search-filters';

const t = setupTestApp();
const NOW = new Date('2026-05-04T15:00:00.000Z');
const HOUR = 3600_000;
type Made = { n: number; city: number; category: number; type: number };
const made: Made[] = [];

beforeAll(async () => {
  t.clock.set(NOW);
  const company = await makeCompany(t.deps, { nombre: 'Metales del Sur', ciudadId: 4 });
  for (let n = 0; n < 48; n++) {
    const job = { n, city: [3, 4, 8][n % 3], category: [5, 11, 23, 23][n % 4], type: 1 + (n % 2) };
    made.push(job);
    await makeJob(t.deps, company.id, {
      titulo: `Soldador ${n}`,
      ciudadId: job.city,
      categoriaId: job.category,
      tipoEmpleoId: job.type,
      fechaPublicacion: new Date(NOW.getTime() - (1 + n) * HOUR),
      fechaVencimiento: laPazDayFrom(NOW, 20),
    });
  }
  // Other words in the same cities and categories.
  for (let n = 0; n < 12; n++) {
    await makeJob(t.deps, company.id, { titulo: `Tornero ${n}`, ciudadId: [3, 4, 8][n % 3], categoriaId: 23, fechaPublicacion: new Date(NOW.getTime() - n * HOUR), fechaVencimiento: laPazDayFrom(NOW, 20) });
  }
  await t.deps.db.execute(sql`analyze jobs`);
}, 120_000);

const search = (body: Record<string, unknown>) => call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'soldador', tnPagina: 1, tnTamano: 100, ...body });

describe('a word search kept to one city or category', () => {
  const cases: [Record<string, unknown>, (j: Made) => boolean][] = [
    [{ tnCiudad: 8 }, (j) => j.city === 8],
    [{ tnCategoria: 23 }, (j) => j.category === 23],
    [{ tnCategorias: [11] }, (j) => j.category === 11],
    [{ tnCiudad: 4, tnCategoria: 5 }, (j) => j.city === 4 && j.category === 5],
    [{ tnCiudad: 3, tnCategoria: 23, tnTipoEmpleo: 2 }, (j) => j.city === 3 && j.category === 23 && j.type === 2],
    [{ tnCiudad: 4, tnRadio: 300 }, (j) => citiesWithin(4, 300).includes(j.city)],
    [{ tnCiudad: 8, tnCategoria: 14 }, () => false],
  ];
  for (const [filters, keep] of cases) {
    it(`finds the jobs of ${JSON.stringify(filters)} newest first, and counts them`, async () => {
      const res = await search(filters);
      expect(res.status).toBe(200);
      const want = made.filter(keep).map((j) => `Soldador ${j.n}`);
      expect(res.body).toMatchObject({ total: want.length, totalAcotado: false });
      expect(res.body.values.map((j: { Titulo: string }) => j.Titulo)).toEqual(want);
    });
  }

  it('pages through them in the same order', async () => {
    const want = made.filter((j) => j.category === 23).map((j) => `Soldador ${j.n}`);
    const second = await search({ tnCategoria: 23, tnTamano: 5, tnPagina: 2 });
    expect(second.body.values.map((j: { Titulo: string }) => j.Titulo)).toEqual(want.slice(5, 10));
    const newest = await search({ tnCiudad: 8, tcOrden: 'recientes', tnTamano: 3 });
    expect(newest.body.values.map((j: { Titulo: string }) => j.Titulo)).toEqual(made.filter((j) => j.city === 8).slice(0, 3).map((j) => `Soldador ${j.n}`));
  });
});
