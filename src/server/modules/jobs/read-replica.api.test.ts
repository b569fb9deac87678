/**
 * Issue 14: with DATABASE_READ_URL, job searches and suggestions read the replica; everything
 * else (the job page, writes) the primary. Tested against a second PostgreSQL database that
 * stands in for the replica (only on PostgreSQL: a PGlite has no replica).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { AppDeps } from '../../core/context';
import { openDatabase, type Database } from '../../db/client';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { call, createTestApp, testClock, type TestApp } from '../../test/test-app';

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('DATABASE_READ_URL', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `chamba_t_replica_${randomBytes(5).toString('hex')}`;
  let replica: Database;
  let t: TestApp;
  let primaryJob: { codigo: string };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    // The stand-in replica: same schema, its own rows.
    replica = await openDatabase({ url: url.toString() });
    const replicaDeps = { db: replica.db, clock: testClock() } as unknown as AppDeps;
    const company = await makeCompany(replicaDeps, { nombre: 'Réplica Andina S.R.L.' });
    await makeJob(replicaDeps, company.id, { titulo: 'Topógrafo de la réplica' });
    t = await createTestApp({ DATABASE_READ_URL: url.toString() });
    const own = await makeCompany(t.deps, { nombre: 'Primaria Illimani S.A.' });
    primaryJob = await makeJob(t.deps, own.id, { titulo: 'Topógrafo de la primaria' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await replica?.close();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
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
