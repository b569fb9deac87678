import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_DIR } from './paths';

/** `listUnsubscribe`: the List-Unsubscribe header line, when the mail has one. */
export type CaughtMail = { to: string; subject: string; text: string; listUnsubscribe?: string };

/** Waits for a message to `to` caught by the SMTP sink (newest first). */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<CaughtMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (existsSync(MAIL_DIR)) {
      const mails = readdirSync(MAIL_DIR)
        .sort()
        .reverse()
        .map((f) => JSON.parse(readFileSync(join(MAIL_DIR, f), 'utf8')) as CaughtMail);
      const found = mails.find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No llegó ningún correo para ${to}`);
}
