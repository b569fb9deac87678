/**
 * Cancelling interviews (issue 40): one the person cancels (service.ts) and those of an
 * application that closes under them (the candidate withdrew it, decision interviews.md): each
 * side is told, and a time already in their calendars gets the invitation's CANCEL.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { enqueueMail } from '../../core/mail/outbox';
import { queryRows, type DbOrTx } from '../../db/client';
import { interviews } from '../../db/schema';
import { cancelMails } from './mails';
import { calendarOf, companyMail, mailBoth, mailFacts, normal, SELECT, type Row } from './records';

/** Cancels the interview `r` (locked by the caller) in `tx`, with the mails of the side that did not cancel it, or both for a time set. */
export async function cancelRow(deps: AppDeps, tx: DbOrTx, r: Row, byCompany: boolean, motivo: string): Promise<Row> {
  const confirmed = r.estado === 'confirmada';
  const done = { ...r, estado: 'cancelada' as const, secuencia: confirmed ? r.secuencia + 1 : r.secuencia };
  await tx
    .update(interviews)
    .set({ estado: 'cancelada', secuencia: done.secuencia, motivoCancelacion: motivo, canceladaPor: byCompany ? 'empresa' : 'candidato', updatedAt: deps.clock.now() })
    .where(eq(interviews.id, r.id));
  const start = r.inicio ? new Date(r.inicio) : null;
  const mails = cancelMails(mailFacts(deps, done), start, byCompany, motivo);
  if (start) await mailBoth(deps, tx, done, mails, calendarOf(deps, done, start, 'CANCEL'));
  // Only proposed: nothing is in anyone's calendar; the other side is told.
  else if (byCompany) await enqueueMail(deps, { to: r.correo, ...mails.candidate }, tx);
  else await enqueueMail(deps, { to: companyMail(deps, r), ...mails.company }, tx);
  return done;
}

export const WITHDRAWN_REASON = 'El candidato retiró su postulación.';

/**
 * The candidate withdrew the application `applicationId` (in `tx`): its interview still ahead
 * (proposed, or confirmed and not over) is cancelled by the candidate, with the withdrawal as the
 * reason. One that already took place stays as it was. Returns how many were cancelled.
 */
export async function cancelInterviewsOfWithdrawn(deps: AppDeps, tx: DbOrTx, applicationId: number): Promise<number> {
  const now = deps.clock.now().toISOString();
  const rows = await queryRows<Row>(
    tx,
    sql`${SELECT} where i.application_id = ${applicationId}
      and (i.estado = 'propuesta' or (i.estado = 'confirmada' and i.inicio + make_interval(mins => i.duracion) > ${now}::timestamptz))
      for update of i`,
  );
  for (const r of rows) await cancelRow(deps, tx, normal(r), false, WITHDRAWN_REASON);
  return rows.length;
}
