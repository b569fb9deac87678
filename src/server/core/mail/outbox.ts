/**
 * The mail outbox (decision 064). An area never sends mail: it writes it to the `outbox` table,
 * in the transaction of the change that causes it when there is one (`enqueueMail(deps, mail, tx)`),
 * so a mail exists exactly when its change committed. The worker (`startMailWorker`, one per
 * server instance; `drainOutbox` on demand in tests) sends due mail through `deps.mailer` with
 * retries and exponential backoff.
 *
 * Claiming: one UPDATE takes a lease (`locked_until`) on a batch of due rows selected with
 * `FOR UPDATE SKIP LOCKED`, and counts the attempt. Two instances never claim the same row while
 * a lease runs; the row is marked `enviado` right after the SMTP server accepts it. A sent mail is
 * therefore never sent again after a restart. The one accepted duplicate: a crash between the SMTP
 * server's acceptance and that UPDATE; the lease then expires and the mail goes once more
 * (at-least-once, never lost).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Mail, MailCalendar } from '../../infra/mail/mailer';

export const MAIL_STATES = ['pendiente', 'enviado', 'fallido'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Attempts before a mail is `fallido` (about 2 h 30 min of retries with the backoff below). */
export const MAIL_MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 15_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** Longer than one send can take with the SMTP timeouts (connect + greeting + data). */
const LEASE_MS = 2 * 60_000;
const BATCH = 10;
const ERROR_MAX_CHARS = 500;

/** `sensitive`: the body (a code, a password) is blanked once the mail is sent. */
export type QueuedMail = Mail & { sensitive?: boolean };

type OutboxDeps = Pick<AppDeps, 'db' | 'clock'>;
type WorkerDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>;

/** Wait after the n-th failed attempt: 15 s, 30 s, 1 min... up to 1 h. */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

/** The running worker of a database, woken right after an enqueue. */
const wakers = new WeakMap<object, () => void>();

/**
 * Writes a mail to the outbox, in `tx` when given: it commits or rolls back with the caller's
 * change. Never talks to SMTP, so it never fails or slows a request because of the mail server.
 */
export async function enqueueMail(deps: OutboxDeps, mail: QueuedMail, tx?: DbOrTx): Promise<number> {
  const [row] = await (tx ?? deps.db)
    .insert(outbox)
    .values({
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
      sensitive: mail.sensitive ?? false,
      headers: mail.headers ?? null,
      calendar: mail.calendar ?? null,
      nextAttemptAt: deps.clock.now(),
    })
    .returning({ id: outbox.id });
  // Inside a transaction the row is not visible yet: the wake may find nothing, the poll will.
  wakers.get(deps.db)?.();
  return row.id;
}

type Claimed = { id: number; to: string; reply_to: string | null; subject: string; body: string; html: string | null; headers: Record<string, string> | null; calendar: MailCalendar | null; attempts: number };

/** Leases up to BATCH due mails to this worker and counts their attempt. */
async function claim(deps: OutboxDeps): Promise<Claimed[]> {
  const now = deps.clock.now();
  const nowText = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const free = sql`estado = 'pendiente' and next_attempt_at <= ${nowText}::timestamptz and (locked_until is null or locked_until <= ${nowText}::timestamptz)`;
  return queryRows<Claimed>(
    deps.db,
    sql`update outbox set attempts = attempts + 1, locked_until = ${lease}::timestamptz
        where id in (select id from outbox where ${free} order by next_attempt_at, id limit ${BATCH} for update skip locked)
          and ${free}
        returning id, "to", reply_to, subject, body, html, headers, calendar, attempts`,
  );
}

/** nodemailer's error codes, said for the staff's "Correos" tab; the server's own words follow. */
const ERROR_CODES: Record<string, string> = {
  ECONNECTION: 'No se pudo conectar con el servidor de correo',
  ETIMEDOUT: 'El servidor de correo no respondió a tiempo',
  ESOCKET: 'Se cortó la conexión con el servidor de correo',
  EDNS: 'No se encontró el servidor de correo',
  EAUTH: 'El servidor de correo rechazó el usuario o la contraseña',
  EENVELOPE: 'El servidor de correo rechazó el remitente o el destinatario',
  EMESSAGE: 'El servidor de correo rechazó el mensaje',
  EPROTOCOL: 'El servidor de correo respondió algo inesperado',
};
const errorText = (err: unknown) => {
  const raw = err instanceof Error ? err.message : String(err);
  const code = (err as { code?: unknown } | null)?.code;
  const said = typeof code === 'string' ? ERROR_CODES[code] : undefined;
  return (said ? `${said} (${raw})` : raw).slice(0, ERROR_MAX_CHARS);
};

export type DrainResult = { sent: number; retrying: number; failed: number };

/**
 * Sends every due mail once (the rows it claims), then returns. Safe to run concurrently, in one
 * process or several: each row is claimed by one caller. `stop()` ends it between mails.
 */
export async function drainOutbox(deps: WorkerDeps, stop: () => boolean = () => false): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  while (!stop()) {
    const batch = await claim(deps);
    if (batch.length === 0) break;
    for (const m of batch) {
      try {
        await deps.mailer.send({ to: m.to, subject: m.subject, text: m.body, ...(m.html ? { html: m.html } : {}), ...(m.reply_to ? { replyTo: m.reply_to } : {}), ...(m.headers ? { headers: m.headers } : {}), ...(m.calendar ? { calendar: m.calendar } : {}) });
      } catch (err) {
        const last = m.attempts >= MAIL_MAX_ATTEMPTS;
        const next = new Date(deps.clock.now().getTime() + backoffMs(m.attempts));
        await deps.db
          .update(outbox)
          .set({ lockedUntil: null, lastError: errorText(err), ...(last ? { estado: 'fallido' } : { nextAttemptAt: next }) })
          .where(eq(outbox.id, m.id));
        if (last) {
          result.failed += 1;
          deps.log.error({ err, mailId: m.id, to: m.to, subject: m.subject, attempts: m.attempts }, 'mail failed for good (outbox: fallido)');
        } else {
          result.retrying += 1;
          deps.log.warn({ err: errorText(err), mailId: m.id, attempts: m.attempts, nextAttemptAt: next }, 'mail not sent, will retry');
        }
        continue;
      }
      // Right after the server accepted it: from here on no worker sends it again.
      await deps.db
        .update(outbox)
        .set({ estado: 'enviado', sentAt: deps.clock.now(), lockedUntil: null, lastError: null, body: sql`case when ${outbox.sensitive} then '' else ${outbox.body} end` })
        .where(eq(outbox.id, m.id));
      result.sent += 1;
    }
  }
  return result;
}

/**
 * Sends due mail every MAIL_POLL_MS and right after an enqueue, one drain at a time. Returns
 * the stop function (awaits the drain under way).
 */
export function startMailWorker(deps: WorkerDeps): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainOutbox(deps, () => stopped)
      .then(
        () => undefined,
        (err) => deps.log.error({ err }, 'mail worker: the outbox could not be drained'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, deps.config.MAIL_POLL_MS);
  timer.unref();
  wakers.set(deps.db, () => setTimeout(tick, 20).unref());
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    wakers.delete(deps.db);
    await running;
  };
}

/** Staff's "Reintentar": a failed mail is due again now, with a fresh count of attempts. */
export async function retryFailedMail(deps: OutboxDeps, id: number): Promise<boolean> {
  const rows = await deps.db
    .update(outbox)
    .set({ estado: 'pendiente', attempts: 0, nextAttemptAt: deps.clock.now(), lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.estado, 'fallido')))
    .returning({ id: outbox.id });
  if (rows.length > 0) wakers.get(deps.db)?.();
  return rows.length > 0;
}
