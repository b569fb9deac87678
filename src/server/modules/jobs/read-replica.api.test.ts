/**
 * Issue 14: with DATABASE_READ_URL, job searches and suggestions read the replica; everything
 * else (the job page, writes) the primary. Tested against a second PostgreSQL database that
 * stands in for the replica (only on PostgreSQL: a PGlite has no replica).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../core/context';
import { openDatabase, type Database } from '../../db/client';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { call, createTestApp, testClock, type TestApp } from '../../test/test-app';
import { freshPostgresDatabase } from '../../test/postgres-database';

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('DATABASE_READ_URL', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  let replica: Database;
  let dropReplica: () => Promise<void>;
  let t: TestApp;
  let primaryJob: { codigo: string };

  beforeAll(async () => {
    const { url, drop } = await freshPostgresDatabase(base, 'chamba_t_replica');
    dropReplica = drop;
    // The stand-in replica: same schema, its own rows.
    replica = await openDatabase({ url });
    const replicaDeps = { db: replica.db, clock: testClock() } as unknown as AppDeps;
    const company = await makeCompany(replicaDeps, { nombre: 'Réplica Andina S.R.L.' });
    await makeJob(replicaDeps, company.id, { titulo: 'Topógrafo de la réplica' });
    t = await createTestApp({ DATABASE_READ_URL: url });
    const own = await makeCompany(t.deps, { nombre: 'Primaria Illimani S.A.' });
    primaryJob = await makeJob(t.deps, own.id, { titulo: 'Topógrafo de la primaria' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await replica?.close();
    await dropReplica?.();
  });

  it('searches the replica', async () => {
    const res = await call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'topógrafo', tnTamano: 10, tnPagina: 1 });
    expect(res.body.values.map((j: { Titulo: string }) => j.Titulo)).toEqual(['Topógrafo de la réplica']);
  });

  it('reads the job page and writes on the primary', async () => {
    const res = await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: primaryJob.codigo });
    expect(res.body.values.loEmpleo.Titulo).toBe('Topógrafo de la primaria');
  });
});
