/**
 * The mail transport, through nodemailer: SMTP when SMTP_URL is set, otherwise .eml files in
 * DATA_DIR/outbox. Only the mail worker calls it (core/mail/outbox.ts, decision 064): a request
 * never waits for SMTP. Short timeouts make a hung server fail the attempt instead of the worker.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** `headers`: extra header lines (List-Unsubscribe and List-Unsubscribe-Post of job alerts). */
export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string; headers?: Record<string, string>; calendar?: MailCalendar };
/**
 * An iCalendar invitation (interviews): sent as nodemailer's `icalEvent`, a text/calendar part
 * with `method=` (REQUEST, CANCEL) and the same .ics attached, which calendars offer to add.
 */
export type MailCalendar = { method: string; content: string };

/** nodemailer's message of a Mail: the calendar part as its `icalEvent`. */
const message = ({ calendar, ...mail }: Mail) => (calendar ? { ...mail, icalEvent: { method: calendar.method, filename: 'invitacion.ics', content: calendar.content } } : mail);
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger; timeoutMs?: number }): Mailer {
  if (opts.smtpUrl) {
    const timeout = opts.timeoutMs ?? 10_000;
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout, dnsTimeout: timeout });
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...message(mail) });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...message(mail) });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
