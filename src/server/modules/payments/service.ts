/**
 * QR payments of CVs and jobs (DESIGN decision 9). One payment row per QR. Confirmation is
 * idempotent and credits once: a single UPDATE ... WHERE estado = 1 decides which confirmation
 * wins (row lock on PostgreSQL; PGlite runs one statement at a time), and the crediting runs in
 * the same transaction. A paid CV or job stays paid.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { curriculums, jobs, payments } from '../../db/schema';
import { forbidden, notFound } from '../../core/http/errors';
import { PAID, PAYMENT_MESSAGES, REPLACED } from '../../../shared/contract/payments';
import { curriculumOwner } from '../cv/public';
import { markJobPaid } from '../jobs/public';

export type PaymentKind = 'curriculum' | 'empleo';
export type Payer = { tcNombreUsuario: string; tnCiNit: string; tnTelefono: string; tcCorreo: string };

export const CONCEPTS: Record<PaymentKind, string> = {
  curriculum: 'Activación de currículum',
  empleo: 'Publicación de empleo',
};

export type QrResult =
  | { ok: false; message: string }
  | { ok: true; transactionId: number; qrPngBase64: string; amountBs: number; url?: string };

async function loadJob(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: jobs.id, companyId: jobs.companyId, estado: jobs.estado }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/** Checks that the caller may pay this CV or job: unknown 404, someone else's 403. */
async function assertPayable(deps: AppDeps, user: AuthUser, kind: PaymentKind, targetId: number): Promise<{ alreadyPaid: boolean }> {
  if (kind === 'curriculum') {
    const cv = await curriculumOwner(deps.db, targetId);
    if (!cv) throw notFound('No se encontró el currículum.');
    if (user.role !== 'admin' && cv.candidateId !== user.candidateId) throw forbidden('Este currículum no es tuyo.');
    return { alreadyPaid: cv.pagado };
  }
  const job = await loadJob(deps.db, targetId);
  if (!job) throw notFound('No se encontró el empleo.');
  if (user.role !== 'admin' && job.companyId !== user.companyId) throw forbidden('Este empleo no es de tu empresa.');
  return { alreadyPaid: job.estado === 2 };
}

/** A payment row and its QR. The price is the server's (CV_PRICE_BS / JOB_PRICE_BS). */
export async function createPayment(deps: AppDeps, user: AuthUser, kind: PaymentKind, targetId: number, payer: Payer): Promise<QrResult> {
  const { alreadyPaid } = await assertPayable(deps, user, kind, targetId);
  if (alreadyPaid) return { ok: false, message: kind === 'curriculum' ? PAYMENT_MESSAGES.cvAlreadyPaid : PAYMENT_MESSAGES.jobAlreadyPaid };
  const amountBs = kind === 'curriculum' ? deps.config.CV_PRICE_BS : deps.config.JOB_PRICE_BS;
  const [row] = await deps.db
    .insert(payments)
    .values({
      kind,
      userId: user.id,
      curriculumId: kind === 'curriculum' ? targetId : null,
      jobId: kind === 'empleo' ? targetId : null,
      montoBs: amountBs,
      nombre: payer.tcNombreUsuario,
      ciNit: payer.tnCiNit,
      telefono: payer.tnTelefono,
      correo: payer.tcCorreo,
      provider: deps.payments.name,
      createdAt: deps.clock.now(),
    })
    .returning({ id: payments.id });
  try {
    const qr = await deps.payments.createCharge({
      transactionId: row.id,
      amountBs,
      concept: CONCEPTS[kind],
      payer: { nombre: payer.tcNombreUsuario, ciNit: payer.tnCiNit, telefono: payer.tnTelefono, correo: payer.tcCorreo },
    });
    // The new QR replaces the older pending ones of the same CV or job, so a payer who kept an
    // old QR cannot pay twice in the sandbox (a real gateway's late payment still credits).
    const target = kind === 'curriculum' ? eq(payments.curriculumId, targetId) : eq(payments.jobId, targetId);
    await deps.db.transaction(async (tx) => {
      if (qr.providerRef) await tx.update(payments).set({ providerRef: qr.providerRef }).where(eq(payments.id, row.id));
      await tx
        .update(payments)
        .set({ estado: REPLACED })
        .where(and(eq(payments.kind, kind), target, eq(payments.estado, 1), ne(payments.id, row.id)));
    });
    return { ok: true, transactionId: row.id, qrPngBase64: qr.qrPngBase64, amountBs, url: qr.url };
  } catch {
    await deps.db.delete(payments).where(eq(payments.id, row.id));
    return { ok: false, message: PAYMENT_MESSAGES.qrFailure };
  }
}

/**
 * Marks a transaction paid and credits what it pays for, once. Returns the payment as it is
 * after the call (null for an unknown id). Safe to call any number of times, concurrently too.
 * Money that a real gateway reports for a replaced QR still credits (`acceptReplaced`); the
 * sandbox, where no money moves, confirms only the newest QR.
 */
export async function confirmPayment(deps: AppDeps, transactionId: number, { acceptReplaced = true } = {}) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({ estado: PAID, paidAt: now })
      .where(and(eq(payments.id, transactionId), inArray(payments.estado, acceptReplaced ? [1, REPLACED] : [1])))
      .returning({ kind: payments.kind, curriculumId: payments.curriculumId, jobId: payments.jobId });
    if (!won) return;
    if (won.kind === 'curriculum' && won.curriculumId) {
      await tx
        .update(curriculums)
        .set({ pagado: true, pagadoEn: now })
        .where(and(eq(curriculums.id, won.curriculumId), eq(curriculums.pagado, false)));
    }
    if (won.kind === 'empleo' && won.jobId) {
      await markJobPaid(tx, won.jobId, now);
    }
  });
  return findPayment(deps.db, transactionId);
}

export async function findPayment(db: DbOrTx, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/**
 * EstadoTransaccion of the caller's transaction for this CV or job. With a gateway that can be
 * asked (no callbacks), a pending charge is checked with the gateway and confirmed here.
 */
export async function paymentStatus(deps: AppDeps, user: AuthUser, kind: PaymentKind, transactionId: number, targetId: number): Promise<number> {
  const p = await findPayment(deps.db, transactionId);
  const target = p && (kind === 'curriculum' ? p.curriculumId : p.jobId);
  if (!p || p.kind !== kind || target !== targetId) throw notFound('No se encontró la transacción de pago.');
  if (user.role !== 'admin' && p.userId !== user.id) throw forbidden('Esta transacción no es tuya.');
  if (p.estado !== PAID && deps.payments.status && p.providerRef) {
    const state = await deps.payments.status(p.providerRef).catch(() => 'pending' as const);
    if (state === 'paid') return (await confirmPayment(deps, p.id))?.estado ?? p.estado;
  }
  return p.estado;
}

/** The sandbox's 'Confirmar pago'. A replaced QR is not confirmed: `replaced` tells the page why. */
export async function sandboxConfirm(deps: AppDeps, transactionId: number) {
  const before = await sandboxView(deps, transactionId);
  if (before.EstadoTransaccion === REPLACED) return { replaced: true, view: before };
  await confirmPayment(deps, transactionId, { acceptReplaced: false });
  return { replaced: false, view: await sandboxView(deps, transactionId) };
}

/** What the sandbox page shows: amount, concept and state. */
export async function sandboxView(deps: AppDeps, transactionId: number) {
  const p = await findPayment(deps.db, transactionId);
  if (!p) throw notFound('No se encontró la transacción de pago.');
  return { TransaccionDePago: p.id, EstadoTransaccion: p.estado, MontoBs: p.montoBs, Concepto: CONCEPTS[p.kind] };
}
