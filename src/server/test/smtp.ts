/**
 * Real SMTP servers for the mail tests (decision 064): a sink that catches what it accepts and can
 * refuse connections on demand, and a hung server that accepts the TCP connection and never says
 * a word.
 */
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type CaughtMail = { to: string; subject: string; text: string; replyTo: string };

export async function startSmtpSink() {
  const mails: CaughtMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      const err = Object.assign(new Error('Servicio no disponible'), { responseCode: 421 });
      callback(err);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const text = (a: typeof mail.to) => (Array.isArray(a) ? a.map((x) => x.text).join(', ') : a?.text ?? '');
          mails.push({ to: text(mail.to), subject: mail.subject ?? '', text: mail.text ?? '', replyTo: text(mail.replyTo) });
          callback();
        })
        .catch(callback);
    },
  });
  server.on('error', () => undefined); // a refused client's reset is expected here, not a test failure
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** true: every connection is answered 421 (the SMTP server is "down"). */
    refuse(on: boolean) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Accepts connections and never answers: without timeouts a client would wait forever. */
export async function startHungSmtp() {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on('error', () => undefined); // the client giving up is the point of this server
    s.on('close', () => sockets.delete(s));
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
