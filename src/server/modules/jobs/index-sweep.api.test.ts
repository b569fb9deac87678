/**
 * The search index lets go of jobs that left the public site by the calendar (index-sweep.ts):
 * expired paid jobs and visitors' public postings past their first hour. A renewed job comes back.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { laPazDayFrom } from '../../core/time';
import { queryRows } from '../../db/client';
import { keepSearchIndexSwept, sweepSearchIndex } from './index-sweep';

const t = setupTestApp();
const NOW = new Date('2026-05-04T15:00:00.000Z');
const DAY = 86_400_000;
const ids: Record<string, number> = {};

const titles = async () =>
  (await call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'tornero', tnTamano: 50, tnPagina: 1 })).body.values.map((j: { Titulo: string }) => j.Titulo).sort();
/** The jobs the index holds (postings and their search_docs row), by title. */
async function indexed() {
  const rows = await queryRows<{ titulo: string; postings: number; docs: number }>(
    t.deps.db,
    sql`select j.titulo, (select count(*) from search_postings p where p.job_id = j.id)::int as postings,
          (select count(*) from search_docs d where d.job_id = j.id)::int as docs
        from jobs j where j.titulo like 'Tornero%' order by j.titulo`,
  );
  return Object.fromEntries(rows.map((r) => [r.titulo, r.postings > 0 && r.docs === 1 ? 'sí' : r.postings + r.docs === 0 ? 'no' : 'a medias']));
}

beforeAll(async () => {
  t.clock.set(NOW);
  const company = await makeCompany(t.deps, { nombre: 'Tornería Sucre', ciudadId: 3 });
  const add = async (titulo: string, over: Parameters<typeof makeJob>[2]) => (ids[titulo] = (await makeJob(t.deps, company.id, { titulo, fechaPublicacion: NOW, ...over })).id);
  await add('Tornero vigente', { fechaVencimiento: laPazDayFrom(NOW, 30) });
  await add('Tornero que vence mañana', { fechaVencimiento: laPazDayFrom(NOW, 1) });
  await add('Tornero sin pago', { estado: 1, publico: true, fechaVencimiento: laPazDayFrom(NOW, 30) });
  await add('Tornero borrador', { estado: 1, publico: false, fechaVencimiento: laPazDayFrom(NOW, 30) });
});

describe('the search index sweep', () => {
  it('drops expired jobs and public postings past their first hour, keeps the rest, and takes a renewed job back', async () => {
    expect(await titles()).toEqual(['Tornero que vence mañana', 'Tornero sin pago', 'Tornero vigente']);
    expect(await sweepSearchIndex(t.deps.db, NOW)).toBe(0);
    // Three days later: one expired, the unpaid posting is past its hour.
    const later = new Date(NOW.getTime() + 3 * DAY);
    t.clock.set(later);
    expect(await sweepSearchIndex(t.deps.db, later)).toBe(2);
    expect(await indexed()).toEqual({ 'Tornero borrador': 'no', 'Tornero que vence mañana': 'no', 'Tornero sin pago': 'no', 'Tornero vigente': 'sí' });
    expect(await titles()).toEqual(['Tornero vigente']);
    // Nothing left to sweep, since the last sweep or at all.
    expect(await sweepSearchIndex(t.deps.db, later, NOW)).toBe(0);
    expect(await sweepSearchIndex(t.deps.db, later)).toBe(0);
    // Renewed: indexed and found again, and no sweep takes it while it is current.
    await t.deps.db.execute(sql`update jobs set fecha_vencimiento = ${laPazDayFrom(later, 30)}::date where id = ${ids['Tornero que vence mañana']}`);
    expect(await sweepSearchIndex(t.deps.db, later, NOW)).toBe(0);
    expect(await titles()).toEqual(['Tornero que vence mañana', 'Tornero vigente']);
    t.clock.set(NOW);
  });

  it('runs at start and on its interval until stopped, when the server sets one', async () => {
    await t.deps.db.execute(sql`update jobs set fecha_vencimiento = ${laPazDayFrom(NOW, 1)}::date where id = ${ids['Tornero que vence mañana']}`);
    const errors: unknown[] = [];
    const stop = keepSearchIndexSwept(t.deps.db, () => new Date(NOW.getTime() + 3 * DAY), 3600, (err) => errors.push(err));
    await expect.poll(async () => (await indexed())['Tornero que vence mañana'], { timeout: 5000 }).toBe('no');
    await stop();
    expect(errors).toEqual([]);
    expect((await indexed())['Tornero vigente']).toBe('sí');
  });
});
