/**
 * Starts the app the way `npm start` does (scripts/start.mjs: compiled client and server, fresh
 * DATA_DIR, demo data), with its mail going to a local SMTP sink, and stops both at the end.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startSmtpSink } from './smtp-sink';
import { DATA_DIR, E2E_DIR, E2E_PORT, MAIL_DIR, SMTP_PORT, WEB_DIST_DIR } from './paths';

async function waitForHealth(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`El servidor no respondió en ${url}`);
}

export default async function globalSetup() {
  rmSync(E2E_DIR, { recursive: true, force: true });
  const sink = await startSmtpSink(SMTP_PORT, MAIL_DIR);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      RATE_LIMITS: 'off',
      // The status messages' undo window, short enough for a journey to see the message leave.
      STATUS_MAIL_DELAY_S: '20',
      PIPELINE_POLL_S: '1',
      // Message e-mails wait for 3 quiet seconds instead of 5 minutes (issue 40).
      MESSAGE_MAIL_DELAY_S: '3',
      // Job alerts are checked every few seconds instead of daily or weekly (issue 16).
      ALERTS_INTERVAL_S: '4',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED: 'true',
      WEB_DIST_DIR,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, 300_000);
  return async () => {
    // A server that already stopped sends no 'exit' again: waiting for it would hang the run.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise<void>((r) => sink.close(() => r()));
  };
}
