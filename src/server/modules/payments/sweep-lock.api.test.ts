/**
 * The sweep of pending QRs runs once across instances: two instances racing (two connection
 * pools on PostgreSQL, held apart by pg_try_advisory_lock; one process on PGlite) ask the gateway
 * about each pending payment exactly once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../core/context';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentGateway } from '../../infra/payments/gateway';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeCandidate } from '../../test/accounts';
import { newCv } from '../../test/jobs';
import { SWEEP_LOCK_KEY, sweepOnce } from './gateway-check';

let t: TestApp;
let second: Database | null = null;
const asked = new Map<number, number>();

/** A gateway that counts the questions about each transaction and answers slowly. */
const countingGateway = {
  name: 'contador',
  async query({ transactionId }: { transactionId: number }) {
    asked.set(transactionId, (asked.get(transactionId) ?? 0) + 1);
    await new Promise((r) => setTimeout(r, 40));
    return { state: 'pending' as const, amountBs: null };
  },
} as unknown as PaymentGateway;

let instanceA: AppDeps;
let instanceB: AppDeps;

beforeAll(async () => {
  t = await createTestApp();
  instanceA = { ...t.deps, payments: countingGateway };
  if (process.env.TEST_DB === 'postgres') {
    // The second instance: its own pool on the same database.
    const [{ name }] = await queryRows<{ name: string }>(t.deps.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    second = await openDatabase({ url: url.toString() });
    instanceB = { ...t.deps, db: second.db, payments: countingGateway };
  } else {
    instanceB = { ...t.deps, payments: countingGateway };
  }
  const cand = await makeCandidate(t.deps);
  for (let i = 0; i < 6; i++) {
    const cv = await newCv(t.deps, cand.id, { pagado: false });
    await t.deps.db.insert(payments).values({
      kind: 'curriculum',
      userId: cand.userId,
      curriculumId: cv,
      montoBs: 25,
      nombre: 'Rosa',
      ciNit: '1234567',
      telefono: '71234567',
      correo: 'rosa@example.bo',
      provider: 'contador',
      providerRef: `ref-${i}`,
    });
  }
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('the payment sweep across instances', () => {
  it('two instances racing check each pending payment once', async () => {
    const results = await Promise.all([sweepOnce(instanceA), sweepOnce(instanceB), sweepOnce(instanceA)]);
    expect(asked.size).toBe(6);
    for (const [, n] of asked) expect(n).toBe(1);
    expect(results.filter((r) => r === null).length).toBeGreaterThanOrEqual(1);
    expect(results.reduce<number>((sum, r) => sum + (r ?? 0), 0)).toBe(6);
  });

  it('the lock is released after a sweep: a later tick (once the payments are due again) sweeps again', async () => {
    t.clock.advance(60_000);
    expect(await sweepOnce(instanceB)).toBe(6);
    for (const [, n] of asked) expect(n).toBe(2);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('skips the tick while another instance holds the lock', async () => {
    const pool = (second!.db as unknown as { $client: { connect(): Promise<{ query(q: string, v: unknown[]): Promise<unknown>; release(): void }> } }).$client;
    const conn = await pool.connect();
    try {
      await conn.query('select pg_advisory_lock($1)', [SWEEP_LOCK_KEY]);
      t.clock.advance(60_000);
      expect(await sweepOnce(instanceA)).toBeNull();
      await conn.query('select pg_advisory_unlock($1)', [SWEEP_LOCK_KEY]);
      expect(await sweepOnce(instanceA)).toBe(6);
    } finally {
      conn.release();
    }
  });
});
