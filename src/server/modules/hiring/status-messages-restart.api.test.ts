/**
 * A real restart (decision 074): the server that scheduled a status message stops (workers, HTTP,
 * database closed) before its undo window ends; a new server opened on the same database (PGlite
 * files, or the same PostgreSQL database) sends it once when it is due.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../core/config';
import { createDeps } from '../../core/deps';
import { drainOutbox } from '../../core/mail/outbox';
import { openDatabase, type Database } from '../../db/client';
import type { Mail } from '../../infra/mail/mailer';
import { newCandidate, newCompany } from '../../test/accounts';
import { makeApplication, makeJob, newCv, payJob } from '../../test/jobs';
import { testClock } from '../../test/test-app';
import { startPipelineWorker } from './public';
import { pipelineRound } from './pipeline-worker';

const dataDir = mkdtempSync(join(tmpdir(), 'chamba-restart-'));
let dropDatabase = async () => {};
/** The PostgreSQL database of this test, created on the first open. */
let pgName = '';

/** The same database each time it is opened: PGlite files in dataDir, or one PostgreSQL database. */
async function openSame(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ dataDir });
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL');
  const url = new URL(base);
  if (!pgName) {
    const { default: pg } = await import('pg');
    pgName = `chamba_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${pgName}`);
    await admin.end();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${pgName} with (force)`);
      await c.end();
    };
  }
  url.pathname = `/${pgName}`;
  return openDatabase({ url: url.toString() });
}

afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('status messages across a restart', () => {
  it('a message scheduled before the stop is sent once by the next server, when due', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', PUBLIC_URL: 'http://localhost:3000', RATE_LIMITS: 'off' });
    const log = pino({ level: 'silent' });
    const clock = testClock();
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3_600_000);
    clock.set(start);

    // --- The first server: a company rejects an applicant, then the server stops.
    const first = await openSame();
    const deps1 = await createDeps(config, first.db, log, clock);
    const sent1: Mail[] = [];
    deps1.mailer = { send: async (m) => void sent1.push(m) };
    const app1 = await buildApp({ deps: deps1, webDistDir: join(dataDir, 'no-web') });
    await app1.ready();
    const stopWorker = startPipelineWorker(deps1);
    const company = await newCompany(deps1, 'Reinicio S.R.L.');
    const candidate = await newCandidate(deps1, 'Marta', '71234567');
    const job = await makeJob(deps1, company.companyId, { titulo: 'Auxiliar contable' });
    await payJob(deps1, job.id);
    await makeApplication(deps1, job.id, candidate.candidateId, await newCv(deps1, candidate.candidateId));
    const listed = await app1.inject({
      method: 'POST',
      url: '/api/servicio/getpostulantesEmpleo',
      headers: { authorization: `Bearer ${company.token}` },
      payload: { tcCodigoEmpleo: job.codigo },
    });
    const { values } = listed.json() as { values: { Postulacion: number }[] };
    const change = await app1.inject({
      method: 'POST',
      url: '/api/servicio/cambiarestadopostulacion',
      headers: { authorization: `Bearer ${company.token}` },
      payload: { tnPostulacion: values[0].Postulacion, tnEstado: 4, tnMotivo: 4, tnMensaje: 1 },
    });
    expect(change.json().values.MensajeEnvio).toBe(new Date(start.getTime() + 600_000).toISOString());
    clock.set(new Date(start.getTime() + 300_000));
    await pipelineRound(deps1);
    await drainOutbox(deps1);
    expect(sent1.filter((m) => m.to === candidate.correo)).toHaveLength(0);
    await stopWorker();
    await app1.close();
    await deps1.limiter.close();
    await first.close();

    // --- The next server, after the window: the message leaves once.
    clock.set(new Date(start.getTime() + 601_000));
    const second = await openSame();
    const deps2 = await createDeps(config, second.db, log, clock);
    const sent2: Mail[] = [];
    deps2.mailer = { send: async (m) => void sent2.push(m) };
    expect((await pipelineRound(deps2)).messages).toBe(1);
    expect((await pipelineRound(deps2)).messages).toBe(0);
    await drainOutbox(deps2);
    const mails = sent2.filter((m) => m.to === candidate.correo);
    expect(mails.map((m) => m.subject)).toEqual(['Sobre tu postulación a Auxiliar contable']);
    expect(mails[0].text).toContain('Motivo: El puesto ya fue cubierto.');
    await deps2.limiter.close();
    await second.close();
  }, 120_000);
});
