/**
 * Credit packs (issue 39, decision credit-packs-and-billing). A paid pack gives its company one
 * lot of credits that expire the pack's days after the payment; a posting takes one credit from
 * the lot that expires first. Every change of a company's credits runs in a transaction that
 * first locks the company's row (SELECT ... FOR UPDATE), so two publications with one credit left
 * queue: the first takes it, the second finds none and changes nothing. Lots past their expiry
 * are emptied (with a 'vencimiento' movement) by the next operation that reads them.
 */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { companies, creditLots, creditMovements, creditPacks, jobs, payments } from '../../db/schema';
import { forbidden, notFound } from '../../core/http/errors';
import { CREDIT_MESSAGES, type BalanceView } from '../../../shared/contract/credits';
import { PENDING, REPLACED } from '../../../shared/contract/payments';
import { markJobPaid } from '../jobs/public';

const DAY_MS = 86_400_000;

/** A refusal the company reads (200 with error 1): no credits, expired credits, a job already paid. */
export class CreditRefused extends Error {}

type PaidPayment = typeof payments.$inferSelect;

/** The credits of a paid pack, once: the unique payment id of a lot makes a second confirmation add nothing. */
export async function addPackCredits(tx: DbOrTx, p: PaidPayment, now: Date): Promise<void> {
  if (!p.companyId || !p.creditos || !p.diasVigencia) return;
  const [lot] = await tx
    .insert(creditLots)
    .values({ companyId: p.companyId, paymentId: p.id, creditos: p.creditos, restantes: p.creditos, venceAt: new Date(now.getTime() + p.diasVigencia * DAY_MS), createdAt: now })
    .onConflictDoNothing({ target: creditLots.paymentId })
    .returning({ id: creditLots.id });
  if (!lot) return;
  await tx.insert(creditMovements).values({
    companyId: p.companyId,
    lotId: lot.id,
    tipo: 'compra',
    cantidad: p.creditos,
    userId: p.userId,
    detalle: `${p.detalle ?? 'Paquete de publicaciones'} · transacción ${p.id}`,
    createdAt: now,
  });
}

/**
 * Holds the company's row until the transaction ends: its credit operations run one at a time.
 * FOR NO KEY UPDATE, not FOR UPDATE: the publication that spends the credit has already inserted
 * its job, whose foreign key holds KEY SHARE on this row; two publications each holding it and
 * each waiting for FOR UPDATE would deadlock (PostgreSQL then aborts one: a 500).
 */
async function lockCompany(tx: DbOrTx, companyId: number) {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
  if (!row) throw notFound('No se encontró la empresa.');
}

/** Empties the company's lots past their expiry, each with its 'vencimiento' movement. Under the company's lock. */
async function expireLots(tx: DbOrTx, companyId: number, now: Date) {
  const due = await tx
    .select({ id: creditLots.id, restantes: creditLots.restantes })
    .from(creditLots)
    .where(and(eq(creditLots.companyId, companyId), lte(creditLots.venceAt, now), gt(creditLots.restantes, 0)));
  for (const lot of due) {
    await tx.update(creditLots).set({ restantes: 0 }).where(eq(creditLots.id, lot.id));
    await tx.insert(creditMovements).values({
      companyId,
      lotId: lot.id,
      tipo: 'vencimiento',
      cantidad: -lot.restantes,
      detalle: `${lot.restantes} ${lot.restantes === 1 ? 'crédito vencido' : 'créditos vencidos'}`,
      createdAt: now,
    });
  }
}

async function usableCredits(tx: DbOrTx, companyId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${creditLots.restantes}), 0)::int` })
    .from(creditLots)
    .where(and(eq(creditLots.companyId, companyId), gt(creditLots.venceAt, now)));
  return Number(row?.n ?? 0);
}

/**
 * Takes one credit for the job and marks it paid, inside the caller's transaction (the
 * publication's). Throws CreditRefused, which rolls the whole transaction back, when there is none.
 */
export async function spendCredit(tx: DbOrTx, { companyId, jobId, userId, now }: { companyId: number; jobId: number; userId: number; now: Date }): Promise<{ left: number }> {
  await lockCompany(tx, companyId);
  await expireLots(tx, companyId, now);
  const [lot] = await tx
    .select({ id: creditLots.id })
    .from(creditLots)
    .where(and(eq(creditLots.companyId, companyId), gt(creditLots.restantes, 0), gt(creditLots.venceAt, now)))
    .orderBy(asc(creditLots.venceAt), asc(creditLots.id))
    .limit(1);
  if (!lot) {
    // "Vencieron" when credits were lost to expiry and no lot still running was merely used up.
    const [running] = await tx.select({ id: creditLots.id }).from(creditLots).where(and(eq(creditLots.companyId, companyId), gt(creditLots.venceAt, now))).limit(1);
    const [lost] = running ? [] : await tx.select({ id: creditMovements.id }).from(creditMovements).where(and(eq(creditMovements.companyId, companyId), eq(creditMovements.tipo, 'vencimiento'))).limit(1);
    throw new CreditRefused(lost ? CREDIT_MESSAGES.expired : CREDIT_MESSAGES.none);
  }
  // Guarded again by the count: never below zero, whatever happens.
  const [taken] = await tx
    .update(creditLots)
    .set({ restantes: sql`${creditLots.restantes} - 1` })
    .where(and(eq(creditLots.id, lot.id), gt(creditLots.restantes, 0)))
    .returning({ id: creditLots.id });
  if (!taken) throw new CreditRefused(CREDIT_MESSAGES.none);
  const [job] = await tx.select({ titulo: jobs.titulo }).from(jobs).where(eq(jobs.id, jobId));
  await tx.insert(creditMovements).values({ companyId, lotId: lot.id, tipo: 'uso', cantidad: -1, jobId, userId, detalle: `Empleo «${job?.titulo ?? jobId}»`, createdAt: now });
  await markJobPaid(tx, jobId, now);
  // A QR still pending for this job is no longer payable here (the sandbox refuses a replaced QR).
  await tx
    .update(payments)
    .set({ estado: REPLACED })
    .where(and(eq(payments.jobId, jobId), eq(payments.estado, PENDING)));
  return { left: await usableCredits(tx, companyId, now) };
}

/** usarcreditoempleo: an own job still unpaid, published with one credit. */
export async function spendCreditOnJob(deps: AppDeps, user: AuthUser, jobId: number) {
  if (!user.companyId) throw forbidden(CREDIT_MESSAGES.noCompany);
  const companyId = user.companyId;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [job] = await tx.select({ companyId: jobs.companyId, estado: jobs.estado, cerrado: jobs.cerrado }).from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!job || job.cerrado || job.companyId !== companyId) throw notFound('No se encontró el empleo.');
    if (job.estado === 2) throw new CreditRefused(CREDIT_MESSAGES.jobPaid);
    const { left } = await spendCredit(tx, { companyId, jobId, userId: user.id, now });
    return { Empleo: jobId, Disponibles: left };
  });
}

const iso = (d: Date) => d.toISOString();

/** saldoempresa: usable credits and when they expire, the lots and the last 200 movements. */
export async function companyBalance(deps: AppDeps, user: AuthUser): Promise<BalanceView> {
  if (!user.companyId) throw forbidden(CREDIT_MESSAGES.noCompany);
  const companyId = user.companyId;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await expireLots(tx, companyId, now);
    const lots = await tx.select().from(creditLots).where(eq(creditLots.companyId, companyId)).orderBy(asc(creditLots.venceAt), asc(creditLots.id));
    const moves = await tx
      .select()
      .from(creditMovements)
      .where(eq(creditMovements.companyId, companyId))
      .orderBy(desc(creditMovements.createdAt), desc(creditMovements.id))
      .limit(200);
    const usable = lots.filter((l) => l.restantes > 0 && l.venceAt > now);
    const next = usable[0];
    return {
      Disponibles: usable.reduce((n, l) => n + l.restantes, 0),
      ProximoVencimiento: next ? iso(next.venceAt) : null,
      CreditosProximoVencimiento: next ? usable.filter((l) => l.venceAt.getTime() === next.venceAt.getTime()).reduce((n, l) => n + l.restantes, 0) : 0,
      Lotes: lots.map((l) => ({ Lote: l.id, Creditos: l.creditos, Restantes: l.restantes, VenceEn: iso(l.venceAt), Vencido: l.venceAt <= now })),
      Movimientos: moves.map((m) => ({ Fecha: iso(m.createdAt), Tipo: m.tipo, Cantidad: m.cantidad, Detalle: m.detalle, Empleo: m.jobId })),
    };
  });
}

const packConcept = (creditos: number, dias: number) => `${creditos} ${creditos === 1 ? 'publicación' : 'publicaciones'}, vigencia ${dias} días`;
const packView = (p: typeof creditPacks.$inferSelect) => ({ Paquete: p.id, Creditos: p.creditos, Dias: p.dias, MontoBs: p.precioBs, Concepto: packConcept(p.creditos, p.dias) });

/** The packs on sale, smallest first. */
export async function packsOnSale(db: DbOrTx) {
  const rows = await db.select().from(creditPacks).where(eq(creditPacks.activo, true)).orderBy(asc(creditPacks.creditos), asc(creditPacks.id));
  return rows.map(packView);
}

const adminView = (p: typeof creditPacks.$inferSelect) => ({ ...packView(p), Activo: p.activo ? 1 : 0, Actualizado: iso(p.updatedAt) });

export async function allPacks(db: DbOrTx) {
  const rows = await db.select().from(creditPacks).orderBy(asc(creditPacks.creditos), asc(creditPacks.id)).limit(100);
  return rows.map(adminView);
}

/** Staff create or edit a pack; payments already made keep what their QR said (credits and days are frozen on the payment). */
export async function savePack(deps: AppDeps, b: { tnPaquete?: number; tnCreditos: number; tnDias: number; tnPrecioBs: number; tlActivo: number }) {
  const values = { creditos: b.tnCreditos, dias: b.tnDias, precioBs: b.tnPrecioBs, activo: b.tlActivo === 1, updatedAt: deps.clock.now() };
  if (b.tnPaquete === undefined) {
    const [count] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(creditPacks);
    if (Number(count?.n ?? 0) >= 100) throw new CreditRefused('Ya hay 100 paquetes; edita uno existente.');
    const [row] = await deps.db.insert(creditPacks).values(values).returning();
    return adminView(row);
  }
  const [row] = await deps.db.update(creditPacks).set(values).where(eq(creditPacks.id, b.tnPaquete)).returning();
  if (!row) throw notFound('No se encontró el paquete.');
  return adminView(row);
}
