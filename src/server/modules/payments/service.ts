/**
 * QR payments of CVs and jobs (DESIGN decision 9, decisions 022 and 063). One payment row per QR.
 * Confirmation is idempotent and credits once: a single UPDATE ... WHERE estado IN (...) decides
 * which confirmation wins (row lock on PostgreSQL; PGlite runs one statement at a time), and the
 * crediting runs in the same transaction. A paid CV or job stays paid.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { curriculums, featuredPrices, jobs, payments } from '../../db/schema';
import { notFound } from '../../core/http/errors';
import { CANCELLED, PAID, PAYMENT_MESSAGES, PENDING, REPLACED } from '../../../shared/contract/payments';
import { curriculumOwner } from '../cv/public';
import { markJobFeatured, markJobPaid } from '../jobs/public';
import { featuredPayable } from './featured';
import { assertCompanyAdmin, jobInScope } from '../../core/auth/company-scope';

export type PaymentKind = 'curriculum' | 'empleo' | 'destacado';
export type Payer = { tcNombreUsuario: string; tnCiNit: string; tnTelefono: string; tcCorreo: string };
export type PaymentRow = typeof payments.$inferSelect;

export const CONCEPTS: Record<PaymentKind, string> = {
  curriculum: 'Activación de currículum',
  empleo: 'Publicación de empleo',
  destacado: 'Empleo destacado',
};

export type QrResult =
  | { ok: false; message: string }
  | { ok: true; transactionId: number; qrPngBase64: string; amountBs: number; url?: string };

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

async function loadJob(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: jobs.id, companyId: jobs.companyId, estado: jobs.estado }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/** What a kind adds to its payment (a featured job: the days it buys and their price). */
export type PaymentOptions = { dias?: number };

/** Checks that the caller may pay this CV or job: unknown or someone else's, the same 404. */
async function assertPayable(deps: AppDeps, user: AuthUser, kind: PaymentKind, targetId: number): Promise<{ alreadyPaid: boolean; refusal?: string }> {
  if (kind === 'curriculum') {
    const cv = await curriculumOwner(deps.db, targetId);
    // Someone else's CV gets the same answer as one that does not exist: its existence is private.
    if (!cv || (user.role !== 'admin' && cv.candidateId !== user.candidateId)) throw notFound('No se encontró el currículum.');
    return { alreadyPaid: cv.pagado };
  }
  const job = await loadJob(deps.db, targetId);
  if (!job) throw notFound('No se encontró el empleo.');
  if (user.role !== 'admin' && (job.companyId !== user.companyId || !jobInScope(user, job.id))) throw notFound('No se encontró el empleo.');
  // Paying is for the company's administrators (decision 110).
  assertCompanyAdmin(user);
  if (kind === 'destacado') return { alreadyPaid: false, refusal: await featuredPayable(deps, targetId) };
  return { alreadyPaid: job.estado === 2 };
}

export const priceOf = (deps: AppDeps, kind: 'curriculum' | 'empleo') => (kind === 'curriculum' ? deps.config.CV_PRICE_BS : deps.config.JOB_PRICE_BS);

/** The amount of a payment: the configured price, or a featured job's price for its days (featured_prices). */
async function amountOf(deps: AppDeps, kind: PaymentKind, options: PaymentOptions): Promise<number | null> {
  if (kind !== 'destacado') return priceOf(deps, kind);
  const [row] = await deps.db.select({ montoBs: featuredPrices.montoBs }).from(featuredPrices).where(eq(featuredPrices.dias, options.dias ?? 0)).limit(1);
  return row?.montoBs ?? null;
}

const DETAIL_NOUN: Record<PaymentKind, string> = { curriculum: 'Currículum', empleo: 'Empleo', destacado: 'Empleo destacado' };

/**
 * A payment row and its QR. The price is the server's (CV_PRICE_BS / JOB_PRICE_BS). The new row
 * replaces the older pending QRs of the same CV or job in one transaction that holds the CV's or
 * job's row lock, so parallel calls (a double click) queue instead of deadlocking and exactly
 * the newest QR stays payable.
 */
export async function createPayment(deps: AppDeps, user: AuthUser, kind: PaymentKind, targetId: number, payer: Payer, options: PaymentOptions = {}): Promise<QrResult> {
  const { alreadyPaid, refusal } = await assertPayable(deps, user, kind, targetId);
  if (refusal) return { ok: false, message: refusal };
  if (alreadyPaid) return { ok: false, message: kind === 'curriculum' ? PAYMENT_MESSAGES.cvAlreadyPaid : PAYMENT_MESSAGES.jobAlreadyPaid };
  if (deps.payments.name === 'none') return { ok: false, message: PAYMENT_MESSAGES.unavailable };
  const amountBs = await amountOf(deps, kind, options);
  if (amountBs === null) return { ok: false, message: PAYMENT_MESSAGES.featuredDays };
  const confirmCode = deps.payments.simulated ? randomBytes(18).toString('base64url') : undefined;
  const id = await deps.db.transaction(async (tx) => {
    const [bought] =
      kind === 'curriculum'
        ? await tx.select({ titulo: curriculums.titulo }).from(curriculums).where(eq(curriculums.id, targetId)).for('update')
        : await tx.select({ titulo: jobs.titulo }).from(jobs).where(eq(jobs.id, targetId)).for('update');
    // Deleted by its owner since it was checked (a CV can be deleted, decision 069).
    if (!bought) throw notFound(kind === 'curriculum' ? 'No se encontró el currículum.' : 'No se encontró el empleo.');
    const [row] = await tx
      .insert(payments)
      .values({
        kind,
        // What the receipt names, kept even if the CV is edited or deleted later (decision 069).
        detalle: `${DETAIL_NOUN[kind]} «${bought.titulo}»${kind === 'destacado' ? ` (${options.dias} días)` : ''}`,
        userId: user.id,
        curriculumId: kind === 'curriculum' ? targetId : null,
        jobId: kind !== 'curriculum' ? targetId : null,
        dias: kind === 'destacado' ? (options.dias ?? null) : null,
        montoBs: amountBs,
        nombre: payer.tcNombreUsuario,
        ciNit: payer.tnCiNit,
        telefono: payer.tnTelefono,
        correo: payer.tcCorreo,
        provider: deps.payments.name,
        codeHash: confirmCode ? hashCode(confirmCode) : null,
        createdAt: deps.clock.now(),
      })
      .returning({ id: payments.id });
    const target = kind === 'curriculum' ? eq(payments.curriculumId, targetId) : eq(payments.jobId, targetId);
    await tx
      .update(payments)
      .set({ estado: REPLACED })
      .where(and(eq(payments.kind, kind), target, eq(payments.estado, PENDING), ne(payments.id, row.id)));
    return row.id;
  });
  try {
    const qr = await deps.payments.createCharge({
      transactionId: id,
      amountBs,
      concept: CONCEPTS[kind],
      payer: { nombre: payer.tcNombreUsuario, ciNit: payer.tnCiNit, telefono: payer.tnTelefono, correo: payer.tcCorreo },
      confirmCode,
    });
    await deps.db.update(payments).set({ providerRef: qr.providerRef, expiresAt: qr.expiresAt ?? null }).where(eq(payments.id, id));
    return { ok: true, transactionId: id, qrPngBase64: qr.qrPngBase64, amountBs, url: qr.url };
  } catch (err) {
    deps.log.error({ err, transactionId: id, provider: deps.payments.name }, 'the gateway could not create the QR');
    await deps.db
      .update(payments)
      .set({ estado: CANCELLED, nota: 'La pasarela no generó el QR.' })
      .where(eq(payments.id, id));
    return { ok: false, message: PAYMENT_MESSAGES.qrFailure };
  }
}

/**
 * Marks a transaction paid and credits what it pays for, once. `won` is true for the one call
 * that changed it. Safe to call any number of times, concurrently too. Money that a real gateway
 * reports for a replaced QR still credits (`acceptReplaced`); the sandbox, where no money moves,
 * confirms only the newest QR. `onPaid` runs in the transaction of the one call that won.
 */
export async function confirmPayment(
  deps: AppDeps,
  transactionId: number,
  { acceptReplaced = true, onPaid }: { acceptReplaced?: boolean; onPaid?: (tx: DbOrTx, payment: PaymentRow) => Promise<void> } = {},
) {
  const now = deps.clock.now();
  const won = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ estado: PAID, paidAt: now })
      .where(and(eq(payments.id, transactionId), inArray(payments.estado, acceptReplaced ? [PENDING, REPLACED] : [PENDING])))
      .returning({ kind: payments.kind, curriculumId: payments.curriculumId, jobId: payments.jobId, dias: payments.dias });
    if (!row) return false;
    if (row.kind === 'curriculum' && row.curriculumId) {
      await tx
        .update(curriculums)
        .set({ pagado: true, pagadoEn: now })
        .where(and(eq(curriculums.id, row.curriculumId), eq(curriculums.pagado, false)));
    }
    if (row.kind === 'empleo' && row.jobId) {
      await markJobPaid(tx, row.jobId, now);
    }
    if (row.kind === 'destacado' && row.jobId && row.dias) await markJobFeatured(tx, row.jobId, row.dias, now);
    // What the payment causes (the receipt mail) commits with it.
    const paid = onPaid && (await findPayment(tx, transactionId));
    if (paid) await onPaid(tx, paid);
    return true;
  });
  return { won, payment: await findPayment(deps.db, transactionId) };
}

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** The caller's own payment (admin: any); one answer, 404, for unknown and someone else's. */
export async function ownPayment(deps: AppDeps, user: AuthUser, id: number): Promise<PaymentRow> {
  const p = await findPayment(deps.db, id);
  if (!p || (user.role !== 'admin' && p.userId !== user.id)) throw notFound('No se encontró la transacción de pago.');
  return p;
}
