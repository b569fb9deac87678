/**
 * A filtered word search of a word with more than twice SEARCH_WALK_CAP postings reads at most
 * that many for its count and for the set other sorts order (decision 073, fourth pass): past
 * them the count says "más de N"; with fewer than 20 matches among them it reads them all, so a
 * rare match is still found and counted exactly. Here the cap is 60 postings, over 130 jobs of
 * one word.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { laPazDayFrom } from '../../core/time';
import { queryRows } from '../../db/client';
import { textArray } from '../../db/sql';
import { docQuery } from './search-docs';

const t = setupTestApp({ SEARCH_WALK_CAP: '60' });
const NOW = new Date('2026-05-04T15:00:00.000Z');
const HOUR = 3600_000;
const JOBS = 130;
const search = (body: Record<string, unknown>) => call(t.app, '/api/servicio/listaempleos', { tnTamano: 15, tnPagina: 1, ...body });
const titles = (res: Awaited<ReturnType<typeof search>>) => res.body.values.map((j: { Titulo: string }) => j.Titulo);
const soldadores = (from: number, n: number) => Array.from({ length: n }, (_, i) => `Soldador ${from + i}`);

beforeAll(async () => {
  t.clock.set(NOW);
  const company = await makeCompany(t.deps, { nombre: 'Metalúrgica Andina', ciudadId: 5 });
  // Soldador 0 is the newest; one job in twelve is in Oruro (5), the rest in Santa Cruz (8).
  for (let i = 0; i < JOBS; i++) {
    await makeJob(t.deps, company.id, {
      titulo: `Soldador ${i}`,
      ciudadId: i % 12 === 11 ? 5 : 8,
      categoriaId: 23,
      salario: 3000 + (i % 7) * 100,
      fechaPublicacion: new Date(NOW.getTime() - (10 + i) * HOUR),
      fechaVencimiento: laPazDayFrom(NOW, 30),
    });
  }
  for (let i = 0; i < 30; i++) {
    await makeJob(t.deps, company.id, { titulo: `Tornero ${i}`, ciudadId: 8, categoriaId: 23, fechaPublicacion: new Date(NOW.getTime() - (5 + i) * HOUR), fechaVencimiento: laPazDayFrom(NOW, 30) });
  }
  for (let i = 0; i < 130; i++) {
    await makeJob(t.deps, company.id, { titulo: `Chofer ${i}`, ciudadId: 8, categoriaId: 24, fechaPublicacion: new Date(NOW.getTime() - (200 + i) * HOUR), fechaVencimiento: laPazDayFrom(NOW, 30) });
  }
  // Statistics of the jobs table: the filters below select most jobs, so the word's postings are walked.
  await t.deps.db.execute(sql`analyze jobs`);
}, 120_000);

describe('a filtered word search past the postings it may read', () => {
  it('counts the matches among them as "más de N" and pages through them in the same order', async () => {
    const first = await search({ tcBuscar: 'soldador', tnCategoria: 23 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 60, totalAcotado: true });
    expect(titles(first)).toEqual(soldadores(0, 15));
    const seventh = await search({ tcBuscar: 'soldador', tnCategoria: 23, tnPagina: 7 });
    // Past the pages the count gives, the page itself is read as far as it goes.
    expect(titles(seventh)).toEqual(soldadores(90, 15));
    // Another sort orders the same matches.
    const bySalary = await search({ tcBuscar: 'soldador', tnCategoria: 23, tcOrden: 'salario', tnTamano: 50 });
    expect(bySalary.body).toMatchObject({ total: 60, totalAcotado: true });
    const salaries = bySalary.body.values.map((j: { SalarioAproximado: number }) => j.SalarioAproximado);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    expect(salaries[0]).toBe(3600);
  });

  it('reads every posting when few of the first ones match: the count is exact and nothing is missed', async () => {
    // Published by 29 April (La Paz): Soldador 98 to 129, none among the first 60 postings.
    const old = await search({ tcBuscar: 'soldador', tcHasta: '2026-04-29' });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ total: 32, totalAcotado: false });
    expect(titles(old)).toEqual(soldadores(98, 15));
    // One city in twelve: 5 of the first 60 postings match, then all are read: 10 in all.
    const oruro = await search({ tcBuscar: 'soldador', tnCiudad: 5, tnTamano: 50, tcOrden: 'recientes' });
    expect(oruro.body).toMatchObject({ total: 10, totalAcotado: false });
    expect(titles(oruro)).toEqual(Array.from({ length: 10 }, (_, k) => `Soldador ${12 * k + 11}`));
  });

  it('finds rare matches through the jobs that hold every word and filter, kept current as jobs change', async () => {
    const oruro = () => search({ tcBuscar: 'soldador', tnCiudad: 5, tnTamano: 50, tcOrden: 'recientes' });
    // Soldador 0 moves to Oruro: found there at once, first by date; then moved back.
    await t.deps.db.execute(sql`update jobs set ciudad_id = 5 where titulo = 'Soldador 0'`);
    const moved = await oruro();
    expect(moved.body).toMatchObject({ total: 11, totalAcotado: false });
    expect(titles(moved)[0]).toBe('Soldador 0');
    await t.deps.db.execute(sql`update jobs set ciudad_id = 8 where titulo = 'Soldador 0'`);
    expect((await oruro()).body).toMatchObject({ total: 10, totalAcotado: false });
    // A salary band and a type that no soldador has: nothing, counted exactly.
    const none = await search({ tcBuscar: 'soldador', tnSalario: 6000, tcOrden: 'salario' });
    expect(none.body).toMatchObject({ total: 0, totalAcotado: false, values: [] });
    // The band of 3,000 to 4,000 Bs: Soldador 1 to 6 of every 7 (3,100-3,600 Bs), those in Oruro.
    const band = await search({ tcBuscar: 'soldador', tnCiudad: 5, tnSalario: 4000, tnTamano: 50 });
    const inBand = Array.from({ length: 10 }, (_, k) => 12 * k + 11).filter((i) => i % 7 !== 0);
    expect(band.body).toMatchObject({ total: inBand.length, totalAcotado: false });
    expect(titles(band)).toEqual(inBand.map((i) => `Soldador ${i}`));
  });

  it('asks search_docs with every token quoted: quotes, backslashes and operators are only text', async () => {
    const tokens = ["o'neil", 'a\\b', '&', '|', '!', '<->', ':*', '=25', 'rr.hh'];
    const [row] = await queryRows<{ all: boolean; none: boolean }>(
      t.deps.db,
      sql`select array_to_tsvector(${textArray(tokens)}::text[]) @@ ${docQuery(tokens.map((x) => [x]))}::tsquery as all,
          array_to_tsvector(array['x']) @@ ${docQuery([['x'], []])}::tsquery as none`,
    );
    expect(row).toEqual({ all: true, none: false });
  });

  it('counts the filters’ matches among the first postings when there are enough of them', async () => {
    // 120 jobs in Santa Cruz; the first 60 postings hold 55 of them.
    const santaCruz = await search({ tcBuscar: 'soldador', tnCategoria: 23, tnCiudad: 8, tcOrden: 'recientes' });
    expect(santaCruz.body).toMatchObject({ total: 55, totalAcotado: true });
    expect(titles(santaCruz)).toEqual(soldadores(0, 12).filter((s) => s !== 'Soldador 11').concat(soldadores(12, 4)));
  });

  it('caps a synonym’s walks as a word’s: "conductor" finds the drivers, "más de 60"', async () => {
    const drivers = await search({ tcBuscar: 'conductor', tnCategoria: 24 });
    expect(drivers.body).toMatchObject({ total: 60, totalAcotado: true });
    expect(titles(drivers)).toEqual(Array.from({ length: 15 }, (_, i) => `Chofer ${i}`));
  });

  it('counts exactly a word with fewer postings than twice the cap, and a search without filters', async () => {
    expect((await search({ tcBuscar: 'tornero', tnCategoria: 23 })).body).toMatchObject({ total: 30, totalAcotado: false });
    // Two words: a capped walk (7 postings) finds fewer than 20 matches, so every posting is read.
    expect((await search({ tcBuscar: 'soldador metalúrgica' })).body).toMatchObject({ total: JOBS, totalAcotado: false });
    expect((await search({ tcBuscar: 'soldador' })).body).toMatchObject({ total: JOBS, totalAcotado: false });
  });
});
