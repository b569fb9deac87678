/**
 * Job views count once per visitor and La Paz day, across instances: the visitor is the user
 * with a session, else a salted hash of IP and user agent (the address is never stored).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ViewCounter } from './views';
import { jobViewCounts } from '../../db/schema';
import { queryRows } from '../../db/client';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { makeCandidate, makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { DAY_MS } from '../../core/time';

const t = setupTestApp();
let jobId = 0;
let jobCode = '';
let candidateToken = '';

beforeAll(async () => {
  t.clock.set(new Date('2026-05-04T15:00:00.000Z'));
  const company = await makeCompany(t.deps);
  const job = await makeJob(t.deps, company.id, { titulo: 'Cajero bancario' });
  jobId = job.id;
  jobCode = job.codigo;
  candidateToken = (await makeCandidate(t.deps)).token;
});

/** An instance of the app on the shared database; closing it writes its views. */
const instance = async () => {
  const app = await buildApp({ deps: t.deps, webDistDir: '/nonexistent' });
  await app.ready();
  return app;
};
const view = (app: FastifyInstance, client: { ip: string; ua?: string; token?: string }) =>
  call(app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: jobCode }, client.token, {
    remoteAddress: client.ip,
    headers: { 'user-agent': client.ua ?? 'Mozilla/5.0 (Android 14) Chrome/131' },
  });
const stored = async () => (await t.deps.db.select({ vistas: jobViewCounts.vistas }).from(jobViewCounts).where(eq(jobViewCounts.jobId, jobId)))[0]?.vistas ?? 0;
const viewRows = () => queryRows<{ dia: string; visitante: string }>(t.deps.db, sql`select dia::text as dia, visitante from job_views where job_id = ${jobId} order by visitante`);

describe('job views', () => {
  it('a client reloading the page counts once; another browser or address counts again', async () => {
    const app = await instance();
    const first = await view(app, { ip: '190.129.7.7' });
    expect(first.body.values.loEmpleo.Vistas).toBe(1);
    for (let i = 0; i < 5; i++) expect((await view(app, { ip: '190.129.7.7' })).body.values.loEmpleo.Vistas).toBe(1);
    expect((await view(app, { ip: '190.129.7.7', ua: 'Mozilla/5.0 (iPhone) Safari/17' })).body.values.loEmpleo.Vistas).toBe(2);
    expect((await view(app, { ip: '181.115.3.3' })).body.values.loEmpleo.Vistas).toBe(3);
    await app.close();
    expect(await stored()).toBe(3);
  });

  it('stores a salted hash, never the address or the user agent', async () => {
    const rows = await viewRows();
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.visitante).toMatch(/^h[A-Za-z0-9_-]{22}$/);
      expect(r.visitante).not.toContain('190.129');
      expect(r.dia).toBe('2026-05-04');
    }
    const dump = JSON.stringify(await queryRows(t.deps.db, sql`select * from job_views`));
    expect(dump).not.toMatch(/190\.129|181\.115|Mozilla/);
  });

  it('two instances count one visitor once (the database deduplicates)', async () => {
    const [a, b] = [await instance(), await instance()];
    await view(a, { ip: '200.87.1.1' });
    await view(b, { ip: '200.87.1.1' });
    await view(b, { ip: '200.87.1.1' });
    // A signed-in candidate from two addresses, on both instances: one visitor.
    await view(a, { ip: '200.87.2.2', token: candidateToken });
    await view(b, { ip: '200.87.3.3', token: candidateToken });
    await Promise.all([a.close(), b.close()]);
    expect(await stored()).toBe(5);
    expect((await viewRows()).filter((r) => r.visitante.startsWith('u'))).toHaveLength(1);
  });

  it('the next La Paz day counts the same visitor again; days before yesterday are deleted with their salt', async () => {
    t.clock.advance(DAY_MS);
    let app = await instance();
    await view(app, { ip: '190.129.7.7' });
    await view(app, { ip: '190.129.7.7' });
    await app.close();
    expect(await stored()).toBe(6);
    t.clock.advance(2 * DAY_MS);
    app = await instance();
    await view(app, { ip: '190.129.7.7' });
    await app.close();
    expect(await stored()).toBe(7);
    const days = (await viewRows()).map((r) => r.dia);
    expect(new Set(days)).toEqual(new Set(['2026-05-07']));
    const salts = await queryRows<{ dia: string }>(t.deps.db, sql`select dia::text as dia from view_salts order by dia`);
    expect(salts.map((s) => s.dia).every((d) => d >= '2026-05-06')).toBe(true);
  });

  it('a write that fails keeps its views for the next one, and the page counts them meanwhile', async () => {
    const before = await stored();
    const errors: unknown[] = [];
    const counter = new ViewCounter(t.deps.db, t.clock, (err) => errors.push(err), 3_600_000);
    for (const ip of ['201.1.1.1', '201.2.2.2', '201.3.3.3']) counter.add(jobId, await counter.visitor(null, ip, 'Mozilla/5.0'));
    expect(counter.pendingFor(jobId)).toBe(3);
    // The database refuses the write (here: the table is away for a moment).
    await t.deps.db.execute(sql`alter table job_view_counts rename to job_view_counts_away`);
    try {
      await counter.flush();
    } finally {
      await t.deps.db.execute(sql`alter table job_view_counts_away rename to job_view_counts`);
    }
    expect(errors).toHaveLength(1);
    expect(counter.pendingFor(jobId)).toBe(3);
    expect(await stored()).toBe(before);
    await counter.close();
    expect(counter.pendingFor(jobId)).toBe(0);
    expect(await stored()).toBe(before + 3);
  });
});
