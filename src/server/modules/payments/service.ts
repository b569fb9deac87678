/**
 * QR payments of CVs and jobs (DESIGN decision 9, decisions 022 and 063). One payment row per QR.
 * Confirmation is idempotent and credits once: a single UPDATE ... WHERE estado IN (...) decides
 * which confirmation wins (row lock on PostgreSQL; PGlite runs one statement at a time), and the
 * crediting runs in the same transaction. A paid CV or job stays paid.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { billingProfiles, creditPacks, curriculums, featuredPrices, jobs, payments } from '../../db/schema';
import { fieldError, forbidden, notFound } from '../../core/http/errors';
import { CANCELLED, PAID, PAYMENT_MESSAGES, PENDING, REPLACED } from '../../../shared/contract/payments';
import { CREDIT_MESSAGES } from '../../../shared/contract/credits';
import { curriculumOwner } from '../cv/public';
import { markJobFeatured, markJobPaid } from '../jobs/public';
import { addPackCredits } from './credits';
import { featuredPayable } from './featured';
import { assertCompanyAdmin, jobInScope } from '../../core/auth/company-scope';

export type PaymentKind = (typeof payments.$inferSelect)['kind'];
export type Payer = {
  tcNombreUsuario: string;
  tnCiNit: string;
  tnTelefono: string;
  tcCorreo: string;
  /** Billing data (issue 39): CI when left out; the payer's name when no razón social is given. */
  tcTipoDocumento?: 'CI' | 'NIT';
  tcRazonSocial?: string;
};
export type PaymentRow = typeof payments.$inferSelect;

export const CONCEPTS: Record<PaymentKind, string> = {
  curriculum: 'Activación de currículum',
  empleo: 'Publicación de empleo',
  paquete: 'Paquete de publicaciones',
  destacado: 'Empleo destacado',
};

/**
 * Who may pay for a company (a posting, a pack, a featured job): the one check, so the rule of
 * teams (only administrators pay) is one line here. Staff may pay a company's posting for it.
 */
export function assertCanPay(user: AuthUser): void {
  if (user.role === 'admin') return;
  if (user.role !== 'empresa' || !user.companyId) throw forbidden(CREDIT_MESSAGES.noCompany);
  // Paying is for the company's administrators (decision 110).
  assertCompanyAdmin(user);
}

/** What a payment records to be invoiced: the document type, its number and the razón social. */
export function billingOf(payer: Payer) {
  const tipoDocumento = payer.tcTipoDocumento ?? 'CI';
  // A complement tells apart two people with the same CI; a NIT has none.
  if (tipoDocumento === 'NIT' && !/^\d+$/.test(payer.tnCiNit)) throw fieldError('tnCiNit', PAYMENT_MESSAGES.nitComplement);
  const razonSocial = payer.tcRazonSocial?.trim() || payer.tcNombreUsuario;
  return { tipoDocumento, ciNit: payer.tnCiNit, razonSocial };
}

/** Remembers the account's billing data for its next payment (in the payment's transaction). */
async function rememberBilling(tx: DbOrTx, userId: number, b: ReturnType<typeof billingOf>, now: Date) {
  await tx
    .insert(billingProfiles)
    .values({ userId, ...b, updatedAt: now })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...b, updatedAt: now } });
}

/** The billing data of the account's last payment, or null. */
export async function billingProfile(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId)).limit(1);
  return row ? { tcTipoDocumento: row.tipoDocumento, tnCiNit: row.ciNit, tcRazonSocial: row.razonSocial } : null;
}

export type QrResult =
  | { ok: false; message: string }
  | { ok: true; transactionId: number; qrPngBase64: string; amountBs: number; url?: string };

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

async function loadJob(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: jobs.id, companyId: jobs.companyId, estado: jobs.estado }).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/** What one payment is for: its price, what the receipt names, and the payment columns that point at it. */
type Target = {
  alreadyPaid: boolean;
  amountBs: number;
  /** Locks what is bought (its row) and names it for the receipt; null when it is gone. */
  lockAndName: (tx: DbOrTx) => Promise<string | null>;
  columns: Partial<typeof payments.$inferInsert>;
  /** The older payments for the same thing, replaced by a new QR. */
  same: SQL;
  gone: string;
  /** Why this cannot be bought now (a featured job that is not published), in Spanish. */
  refusal?: string;
};

/** What a kind adds to its payment (a featured job: the days it buys). */
export type PaymentOptions = { dias?: number };

/** A featured job's price for its days (featured_prices), or null for days not on sale. */
async function featuredPrice(deps: AppDeps, dias: number | undefined): Promise<number | null> {
  const [row] = await deps.db.select({ montoBs: featuredPrices.montoBs }).from(featuredPrices).where(eq(featuredPrices.dias, dias ?? 0)).limit(1);
  return row?.montoBs ?? null;
}

/** The one dispatch by kind: checks that the caller may pay this and says what it costs. Unknown or someone else's, the same 404. */
async function paymentTarget(deps: AppDeps, user: AuthUser, kind: PaymentKind, targetId: number, options: PaymentOptions): Promise<Target | { unpriced: true }> {
  if (kind === 'curriculum') {
    const cv = await curriculumOwner(deps.db, targetId);
    // Someone else's CV gets the same answer as one that does not exist: its existence is private.
    if (!cv || (user.role !== 'admin' && cv.candidateId !== user.candidateId)) throw notFound('No se encontró el currículum.');
    return {
      alreadyPaid: cv.pagado,
      amountBs: deps.config.CV_PRICE_BS,
      lockAndName: async (tx) => {
        const [r] = await tx.select({ titulo: curriculums.titulo }).from(curriculums).where(eq(curriculums.id, targetId)).for('update');
        return r ? `Currículum «${r.titulo}»` : null;
      },
      columns: { curriculumId: targetId },
      same: eq(payments.curriculumId, targetId),
      gone: 'No se encontró el currículum.',
    };
  }
  if (kind === 'paquete') {
    assertCanPay(user);
    const [pack] = await deps.db.select().from(creditPacks).where(and(eq(creditPacks.id, targetId), eq(creditPacks.activo, true))).limit(1);
    if (!pack) throw notFound(CREDIT_MESSAGES.packUnknown);
    const companyId = user.companyId!;
    return {
      alreadyPaid: false,
      amountBs: pack.precioBs,
      lockAndName: async () => packDetail(pack.creditos, pack.dias),
      columns: { packId: pack.id, companyId, creditos: pack.creditos, diasVigencia: pack.dias },
      // A new QR for the same pack replaces the company's older pending one (a double click).
      same: and(eq(payments.packId, targetId), eq(payments.companyId, companyId))!,
      gone: CREDIT_MESSAGES.packUnknown,
    };
  }
  assertCanPay(user);
  const job = await loadJob(deps.db, targetId);
  if (!job) throw notFound('No se encontró el empleo.');
  if (user.role !== 'admin' && (job.companyId !== user.companyId || !jobInScope(user, job.id))) throw notFound('No se encontró el empleo.');
  if (kind === 'destacado') {
    const amountBs = await featuredPrice(deps, options.dias);
    if (amountBs === null) return { unpriced: true };
    return {
      alreadyPaid: false,
      refusal: await featuredPayable(deps, targetId),
      amountBs,
      lockAndName: async (tx) => {
        const [r] = await tx.select({ titulo: jobs.titulo }).from(jobs).where(eq(jobs.id, targetId)).for('update');
        return r ? `Empleo destacado «${r.titulo}» (${options.dias} días)` : null;
      },
      columns: { jobId: targetId, companyId: job.companyId, dias: options.dias ?? null },
      same: eq(payments.jobId, targetId),
      gone: 'No se encontró el empleo.',
    };
  }
  return {
    alreadyPaid: job.estado === 2,
    amountBs: deps.config.JOB_PRICE_BS,
    lockAndName: async (tx) => {
      const [r] = await tx.select({ titulo: jobs.titulo }).from(jobs).where(eq(jobs.id, targetId)).for('update');
      return r ? `Empleo «${r.titulo}»` : null;
    },
    columns: { jobId: targetId, companyId: job.companyId },
    same: eq(payments.jobId, targetId),
    gone: 'No se encontró el empleo.',
  };
}

export const packDetail = (creditos: number, dias: number) => `Paquete de ${creditos} ${creditos === 1 ? 'publicación' : 'publicaciones'} (vigencia ${dias} días)`;

export const priceOf = (deps: AppDeps, kind: 'curriculum' | 'empleo') => (kind === 'curriculum' ? deps.config.CV_PRICE_BS : deps.config.JOB_PRICE_BS);

const ALREADY_PAID: Partial<Record<PaymentKind, string>> = { curriculum: PAYMENT_MESSAGES.cvAlreadyPaid, empleo: PAYMENT_MESSAGES.jobAlreadyPaid };

/**
 * A payment row and its QR. The price is the server's (CV_PRICE_BS / JOB_PRICE_BS, the pack's
 * row). The new row replaces the older pending QRs of the same CV, job or pack in one
 * transaction that holds the bought row's lock, so parallel calls (a double click) queue instead
 * of deadlocking and exactly the newest QR stays payable. The billing data is recorded on the
 * payment and remembered for the account's next one, in the same transaction.
 */
export async function createPayment(deps: AppDeps, user: AuthUser, kind: PaymentKind, targetId: number, payer: Payer, options: PaymentOptions = {}): Promise<QrResult> {
  const target = await paymentTarget(deps, user, kind, targetId, options);
  if ('unpriced' in target) return { ok: false, message: PAYMENT_MESSAGES.featuredDays };
  if (target.refusal) return { ok: false, message: target.refusal };
  if (target.alreadyPaid) return { ok: false, message: ALREADY_PAID[kind] ?? PAYMENT_MESSAGES.jobAlreadyPaid };
  const billing = billingOf(payer);
  if (deps.payments.name === 'none') return { ok: false, message: PAYMENT_MESSAGES.unavailable };
  const { amountBs } = target;
  const confirmCode = deps.payments.simulated ? randomBytes(18).toString('base64url') : undefined;
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const detalle = await target.lockAndName(tx);
    // Deleted by its owner since it was checked (a CV can be deleted, decision 069).
    if (detalle === null) throw notFound(target.gone);
    const [row] = await tx
      .insert(payments)
      .values({
        kind,
        // What the receipt names, kept even if the CV is edited or deleted later (decision 069).
        detalle,
        userId: user.id,
        ...target.columns,
        montoBs: amountBs,
        nombre: payer.tcNombreUsuario,
        ciNit: billing.ciNit,
        tipoDocumento: billing.tipoDocumento,
        razonSocial: billing.razonSocial,
        telefono: payer.tnTelefono,
        correo: payer.tcCorreo,
        provider: deps.payments.name,
        codeHash: confirmCode ? hashCode(confirmCode) : null,
        createdAt: now,
      })
      .returning({ id: payments.id });
    await tx
      .update(payments)
      .set({ estado: REPLACED })
      .where(and(eq(payments.kind, kind), target.same, eq(payments.estado, PENDING), ne(payments.id, row.id)));
    await rememberBilling(tx, user.id, billing, now);
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
      .returning();
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
    if (row.kind === 'paquete') await addPackCredits(tx, row, now);
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
