/** A local SMTP server that catches the app's mail and writes each message as JSON for the tests. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export function startSmtpSink(port: number, dir: string) {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : mail.to?.text ?? '';
          const listUnsubscribe = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
          writeFileSync(join(dir, `${Date.now()}-${++n}.json`), JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', listUnsubscribe }));
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise<SMTPServer>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
