/**
 * Completing payments from what the gateway itself reports (decision 063). The callback and the
 * page's polling only trigger a check; a payment becomes paid only when the gateway's
 * /query-transaction says "paid" with the amount we asked for. A sweep checks pending charges
 * whose callback never came.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { payments } from '../../db/schema';
import { notFound } from '../../core/http/errors';
import { every } from '../../core/repeat';
import { GatewayError } from '../../infra/payments';
import { CANCELLED, PENDING, REPLACED, REVIEW } from '../../../shared/contract/payments';
import { confirmPayment, findPayment, type PaymentKind } from './service';
import { queueReceiptMail } from './receipts';

/** Asks the gateway about one of our transactions and applies the answer; returns its estado. */
export async function checkWithGateway(deps: AppDeps, transactionId: number): Promise<number | null> {
  const p = await findPayment(deps.db, transactionId);
  if (!p) return null;
  const open = p.estado === PENDING || p.estado === REPLACED;
  if (!open || !deps.payments.query || p.provider !== deps.payments.name) return p.estado;
  let report;
  try {
    report = await deps.payments.query({ transactionId: p.id, providerRef: p.providerRef });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn({ err: err.message, transactionId }, 'payment check: the gateway did not answer');
    return p.estado;
  }
  await deps.db.update(payments).set({ checkedAt: deps.clock.now() }).where(eq(payments.id, p.id));
  const stillOpen = and(eq(payments.id, p.id), inArray(payments.estado, [PENDING, REPLACED]));
  if (report.state === 'paid') {
    if (report.amountBs !== p.montoBs) {
      deps.log.error({ transactionId, expected: p.montoBs, reported: report.amountBs }, 'payment check: the gateway reports another amount');
      await deps.db
        .update(payments)
        .set({ estado: REVIEW, nota: `La pasarela informa ${report.amountBs ?? '?'} Bs; se esperaban ${p.montoBs} Bs.` })
        .where(stillOpen);
    } else {
      await confirmPayment(deps, p.id, { onPaid: (tx, paid) => queueReceiptMail(deps, paid, tx) });
    }
  } else if (report.state === 'expired') {
    await deps.db.update(payments).set({ estado: CANCELLED, nota: 'El QR venció o fue anulado en la pasarela.' }).where(stillOpen);
  } else if (report.state === 'review') {
    await deps.db.update(payments).set({ estado: REVIEW, nota: 'La pasarela puso el pago en revisión.' }).where(stillOpen);
  }
  return (await findPayment(deps.db, p.id))?.estado ?? p.estado;
}

/** One pass: the open charges of the last day, least recently checked first. */
export async function sweepPendingPayments(deps: AppDeps, max = 50): Promise<number> {
  if (!deps.payments.query) return 0;
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.estado, PENDING),
        eq(payments.provider, deps.payments.name),
        isNotNull(payments.providerRef),
        gt(payments.createdAt, new Date(now.getTime() - 24 * 3600_000)),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, new Date(now.getTime() - 20_000))),
      ),
    )
    .orderBy(asc(payments.checkedAt), asc(payments.createdAt))
    .limit(max);
  for (const r of rows) await checkWithGateway(deps, r.id);
  return rows.length;
}

/** pg_try_advisory_lock key of the payment sweep (any constant shared by every instance). */
export const SWEEP_LOCK_KEY = 0x63686d62;
/** Sweeps running in this process, per database. */
const sweepingHere = new WeakSet<object>();

type PoolLike = { connect(): Promise<{ query(q: string, v?: unknown[]): Promise<{ rows: { ok: boolean }[] }>; release(): void }> };
/** The pg pool behind the database (PostgreSQL), or null (PGlite: a single process owns its data). */
function poolOf(db: AppDeps['db']): PoolLike | null {
  const client = (db as unknown as { $client?: unknown }).$client as Partial<PoolLike> & { totalCount?: number } | undefined;
  return client && typeof client.connect === 'function' && typeof client.totalCount === 'number' ? (client as PoolLike) : null;
}

/**
 * One sweep across every instance: on PostgreSQL a session advisory lock on one connection of
 * the pool (pg_try_advisory_lock, released at the end) lets one instance sweep while the others
 * skip this tick; within one process (and on PGlite, which one process owns) a second sweep
 * skips while one runs. Answers the payments checked, or null when another sweep was running.
 */
export async function sweepOnce(deps: AppDeps, max = 50): Promise<number | null> {
  if (sweepingHere.has(deps.db)) return null;
  sweepingHere.add(deps.db);
  try {
    const pool = poolOf(deps.db);
    if (!pool) return await sweepPendingPayments(deps, max);
    const conn = await pool.connect();
    try {
      const { rows } = await conn.query('select pg_try_advisory_lock($1) as ok', [SWEEP_LOCK_KEY]);
      if (!rows[0]?.ok) return null;
      try {
        return await sweepPendingPayments(deps, max);
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [SWEEP_LOCK_KEY]);
      }
    } finally {
      conn.release();
    }
  } finally {
    sweepingHere.delete(deps.db);
  }
}

/** Runs the sweep every PAYMENTS_SWEEP_S while the server runs (once across instances); returns the stopper. */
export function startPaymentSweep(deps: AppDeps): () => Promise<void> {
  if (!deps.payments.query) return async () => {};
  // The stop (at shutdown) lets a sweep in progress finish before the database closes.
  return every(deps.config.PAYMENTS_SWEEP_S * 1000, () => sweepOnce(deps), (err) => deps.log.error({ err }, 'payment sweep failed'), { now: false });
}

/**
 * EstadoTransaccion of the caller's transaction for this CV or job, as polled every 10 s by the
 * payment page. An open charge of a gateway that can be asked is checked with it first.
 */
export async function paymentStatus(deps: AppDeps, user: AuthUser, kind: PaymentKind, transactionId: number, targetId: number): Promise<number> {
  const p = await findPayment(deps.db, transactionId);
  const target = p && (kind === 'curriculum' ? p.curriculumId : kind === 'paquete' ? p.packId : p.jobId);
  // Someone else's transaction is answered as an unknown one: its existence is private.
  const mine = p && (user.role === 'admin' || p.userId === user.id);
  if (!p || !mine || p.kind !== kind || target !== targetId) throw notFound('No se encontró la transacción de pago.');
  if (p.estado !== PENDING && p.estado !== REPLACED) return p.estado;
  return (await checkWithGateway(deps, p.id)) ?? p.estado;
}
