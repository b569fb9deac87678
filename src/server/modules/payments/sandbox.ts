/**
 * The sandbox's page and its "Confirmar pago" (decision 063). Only the payer's session or the
 * unguessable code carried by the QR opens a transaction: a bare sequential id opens nothing
 * (404, the same answer as an unknown id).
 */
import { timingSafeEqual } from 'node:crypto';
import type { AppDeps, AuthUser } from '../../core/context';
import { notFound } from '../../core/http/errors';
import { REPLACED } from '../../../shared/contract/payments';
import { queueReceiptMail } from './receipts';
import { CONCEPTS, confirmPayment, findPayment, hashCode, type PaymentRow } from './service';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

async function openTransaction(deps: AppDeps, user: AuthUser | null, transactionId: number, code: string | undefined): Promise<PaymentRow> {
  const p = await findPayment(deps.db, transactionId);
  const byCode = !!(p?.codeHash && code && sameHash(p.codeHash, hashCode(code)));
  const bySession = !!(p && user && (user.role === 'admin' || user.id === p.userId));
  if (!p || !(byCode || bySession)) throw notFound('No se encontró la transacción de pago.');
  return p;
}

const view = (p: PaymentRow) => ({ TransaccionDePago: p.id, EstadoTransaccion: p.estado, MontoBs: p.montoBs, Concepto: CONCEPTS[p.kind] });

export async function sandboxView(deps: AppDeps, user: AuthUser | null, transactionId: number, code?: string) {
  return view(await openTransaction(deps, user, transactionId, code));
}

/** A replaced QR is not confirmed: `replaced` tells the page why. */
export async function sandboxConfirm(deps: AppDeps, user: AuthUser | null, transactionId: number, code?: string) {
  const before = await openTransaction(deps, user, transactionId, code);
  if (before.estado === REPLACED) return { replaced: true, view: view(before) };
  const { payment } = await confirmPayment(deps, transactionId, { acceptReplaced: false, onPaid: (tx, paid) => queueReceiptMail(deps, paid, tx) });
  return { replaced: false, view: view(payment ?? before) };
}
