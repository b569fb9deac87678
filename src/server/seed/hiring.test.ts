import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/test-app';
import { setupTestApp } from '../test/setup-test-app';
import { queryRows } from '../db/client';
import { seedAccounts } from './accounts';
import { seedMarketplace } from './marketplace';
import { seedCvs } from './cvs';
import { seedHiring } from './hiring';
import { login } from '../modules/auth/public';

const t = setupTestApp();
beforeAll(async () => {
  await seedAccounts(t.deps);
}, 120_000);

describe('seedHiring', () => {
  it('does nothing without paid CVs', async () => {
    expect(await seedHiring(t.deps)).toEqual({ postulaciones: 0 });
  });

  it('seeds valid applications with varied statuses and dates, once', async () => {
    await seedMarketplace(t.deps);
    await seedCvs(t.deps);
    const counts = await seedHiring(t.deps);
    expect(counts.postulaciones).toBeGreaterThan(20);
    const rows = await queryRows<{ estado: number; ok_cv: boolean; ok_dates: boolean; paid_job: boolean }>(
      t.deps.db,
      sql`select a.estado, (cv.pagado and cv.candidate_id = a.candidate_id) as ok_cv,
          (a.created_at >= j.fecha_publicacion and a.created_at <= now()) as ok_dates, j.estado = 2 as paid_job
        from applications a join curriculums cv on cv.id = a.curriculum_id join jobs j on j.id = a.job_id`,
    );
    expect(rows.every((r) => r.ok_cv && r.ok_dates && r.paid_job)).toBe(true);
    expect(new Set(rows.map((r) => r.estado)).size).toBeGreaterThanOrEqual(4);
    // The demo accounts see their own figures.
    const company = await login(t.deps, 'empresa@chamba.bo', 'Chamba2026!');
    const candidate = await login(t.deps, 'candidato@chamba.bo', 'Chamba2026!');
    if (!company.ok || !candidate.ok) throw new Error('demo login');
    const charts = await call(t.app, '/api/servicio/graficasdashboard', [], company.token);
    expect(charts.body.Datos.TotalPostulantes).toBeGreaterThan(5);
    const mine = await call(t.app, '/api/servicio/listarempleosbyusuario', [], candidate.token);
    expect(mine.body.Datos.map((a: { EstadoDescripcion: string }) => a.EstadoDescripcion).sort()).toEqual(['En revisión', 'Entrevista', 'Recibido']);
    // Whatever the day, the demo recruiter has more than one open job with several applicants.
    const busy = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from jobs j join companies co on co.id = j.company_id join users u on u.id = co.user_id
        where u.email = 'empresa@chamba.bo' and j.estado = 2 and j.fecha_vencimiento >= current_date
          and (select count(*) from applications a join candidates c on c.id = a.candidate_id join users cu on cu.id = c.user_id
               where a.job_id = j.id and cu.email <> 'candidato@chamba.bo') >= 4`,
    );
    expect(busy[0].n).toBeGreaterThanOrEqual(2);
    expect(await seedHiring(t.deps)).toEqual({ postulaciones: 0 });
  }, 120_000);
});
