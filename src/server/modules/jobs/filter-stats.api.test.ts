/**
 * The estimate of how many jobs a search's filters select (filter-stats.ts, decision 073): read
 * from PostgreSQL's statistics, near the real number, and none before the table has statistics.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/setup-test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { laPazDayFrom } from '../../core/time';
import { jobSearchBody } from '../../../shared/contract/jobs';
import { FilterStats } from './filter-stats';

const t = setupTestApp();
const NOW = new Date('2026-05-04T15:00:00.000Z');

async function addJobs() {
  t.clock.set(NOW);
  const company = await makeCompany(t.deps, { nombre: 'Estadísticas S.A.', ciudadId: 4 });
  for (let i = 0; i < 60; i++) {
    await makeJob(t.deps, company.id, {
      titulo: `Puesto ${i}`,
      ciudadId: i < 40 ? 4 : 8,
      categoriaId: i % 3 === 0 ? 5 : 11,
      salario: 2000 + i * 100,
      fechaPublicacion: new Date(NOW.getTime() - i * 86_400_000),
      fechaVencimiento: laPazDayFrom(NOW, 30),
    });
  }
}

const search = (body: Record<string, unknown>) => jobSearchBody.parse(body);

describe('FilterStats', () => {
  it('has no estimate before the jobs table has statistics', async () => {
    t.clock.set(NOW);
    expect(await new FilterStats().selected(t.deps.db, search({ tnCiudad: 4 }), NOW)).toBeNull();
  });

  it('estimates each filter and their combination from the statistics', async () => {
    await addJobs();
    await t.deps.db.execute(sql`analyze jobs`);
    const stats = new FilterStats();
    const near = async (body: Record<string, unknown>, real: number) => {
      const n = await stats.selected(t.deps.db, search(body), NOW);
      expect(n, JSON.stringify(body)).not.toBeNull();
      expect(n as number, JSON.stringify(body)).toBeGreaterThanOrEqual(real / 2);
      expect(n as number, JSON.stringify(body)).toBeLessThanOrEqual(real * 2 + 2);
    };
    await near({}, 60);
    await near({ tnCiudad: 4 }, 40);
    await near({ tnCiudad: 8 }, 20);
    await near({ tnCategoria: 5 }, 20);
    await near({ tnCiudad: 8, tnCategoria: 5 }, 7);
    await near({ tnSalario: 4000 }, 10); // 3,001 to 4,000 Bs
    await near({ tnDias: 7 }, 8);
  }, 60_000);
});
