/**
 * Sending job alerts (decision 078). Every tick takes the due alerts in batches; for each one it
 * reads the jobs of its search published since its last window, then, in ONE transaction, moves
 * its window (last_sent_at = the window's end, a settle time before now; next_due_at = now + interval) on the condition that next_due_at
 * is still the value it read, and enqueues the mail (outbox). The conditional update is the claim:
 * two instances, or a restart in the middle, never mail the same window twice; a crash before the
 * commit leaves the alert due, so the window is mailed once on the next tick. No jobs: no mail, the
 * window moves all the same. Alerts are handled one at a time with a yield between them, so
 * thousands of due alerts do not hold the event loop or the database.
 */
import { randomBytes } from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { enqueueMail } from '../../core/mail/outbox';
import { every } from '../../core/repeat';
import { queryRows } from '../../db/client';
import { sqlList } from '../../db/sql';
import { jobAlertLinks, jobAlerts } from '../../db/schema';
import { hashSecret } from '../../core/auth/tokens';
import { alertSearchOf, alertSummary } from '../../../shared/contract/seekers';
import { searchPublishedSince } from '../jobs/public';
import { alertIntervalMs, alertSettleMs, searchQueryOf, storedSearch } from './alerts';
import { alertMail } from './alert-mail';

/** Jobs listed in one mail at most (the mail links the search for the rest). */
export const ALERT_MAIL_JOBS = 20;
const BATCH = 100;

type DueAlert = {
  id: number;
  busqueda: unknown;
  frecuencia: 'diaria' | 'semanal';
  last_sent_at: Date | string;
  next_due_at: Date | string;
  email: string;
  nombre: string;
};

export type AlertRun = { checked: number; mailed: number };

/** Handles every alert due now, batch after batch; `stop()` ends it between alerts. */
export async function sendDueAlerts(deps: AppDeps, stop: () => boolean = () => false): Promise<AlertRun> {
  const run: AlertRun = { checked: 0, mailed: 0 };
  const failed = new Set<number>();
  while (!stop()) {
    const now = deps.clock.now();
    const skip = failed.size ? sql`and a.id not in (${sqlList([...failed])})` : sql``;
    const due = await queryRows<DueAlert>(
      deps.db,
      sql`select a.id, a.busqueda, a.frecuencia, a.last_sent_at, a.next_due_at, u.email, c.nombre
          from job_alerts a join candidates c on c.id = a.candidate_id join users u on u.id = c.user_id
          where a.activa and a.next_due_at <= ${now.toISOString()}::timestamptz and not u.disabled and u.deleted_at is null ${skip}
          order by a.next_due_at, a.id limit ${BATCH}`,
    );
    if (due.length === 0) break;
    for (const alert of due) {
      if (stop()) break;
      try {
        if (await sendOne(deps, alert)) run.mailed += 1;
      } catch (err) {
        failed.add(alert.id);
        deps.log.error({ err, alertId: alert.id }, 'job alert not sent (retried on the next tick)');
      }
      run.checked += 1;
      await yieldToRequests();
    }
  }
  return run;
}

/** One alert's window: true when a mail was enqueued. */
async function sendOne(deps: AppDeps, a: DueAlert): Promise<boolean> {
  const now = deps.clock.now();
  const since = new Date(a.last_sent_at);
  const until = new Date(Math.max(since.getTime(), now.getTime() - alertSettleMs(deps.config)));
  const search = storedSearch(a.busqueda);
  const { items, more } = until > since ? await searchPublishedSince(deps, search, since, ALERT_MAIL_JOBS, until) : { items: [], more: false };
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(jobAlerts)
      .set({
        lastSentAt: until,
        nextDueAt: new Date(now.getTime() + alertIntervalMs(deps.config, a.frecuencia)),
        ...(items.length ? { enviados: sql`${jobAlerts.enviados} + 1`, lastMailAt: now } : {}),
      })
      .where(and(eq(jobAlerts.id, a.id), eq(jobAlerts.activa, true), eq(jobAlerts.nextDueAt, new Date(a.next_due_at))))
      .returning({ id: jobAlerts.id });
    // Another instance (or an edit, a pause) got there first: nothing to do.
    if (claimed.length === 0 || items.length === 0) return false;
    const s = alertSearchOf(search);
    // The mail's own unsubscribe link: only its token's hash is kept (decision 082). 24 random
    // bytes, 32 characters: the List-Unsubscribe header stays on one line.
    const token = randomBytes(24).toString('base64url');
    await tx.insert(jobAlertLinks).values({ tokenHash: hashSecret(token), alertId: a.id, createdAt: now });
    await enqueueMail(
      deps,
      alertMail(deps.config, { to: a.email, nombre: a.nombre, resumen: alertSummary(s), consulta: searchQueryOf(s), frecuencia: a.frecuencia, token, since, jobs: items, more }),
      tx,
    );
    return true;
  });
}

/** Checks for due alerts every ALERTS_INTERVAL_S (at most every minute) while the server runs; returns the stopper. */
export function startAlertSender(deps: AppDeps): () => Promise<void> {
  return every(
    Math.min(60, deps.config.ALERTS_INTERVAL_S ?? 60) * 1000,
    (stopping) => sendDueAlerts(deps, stopping).then((r) => r.mailed && deps.log.info(r, 'job alerts mailed')),
    (err) => deps.log.error({ err }, 'job alerts: the due alerts could not be read'),
  );
}
