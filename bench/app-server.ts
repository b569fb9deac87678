/**
 * The compiled app started as a user starts it (scripts/start.mjs) on a fresh DATA_DIR, for the
 * browser benches; or BENCH_URL when given (then nothing is started). Needs `npm run build`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startApp(opts: { port: number; seed: boolean; label: string }): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined };
  const webDist = process.env.WEB_DIST_DIR ?? 'dist/web';
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`No hay cliente compilado en ${webDist}: ejecute npm run build`);
  const dataDir = mkdtempSync(join(tmpdir(), `chamba-bench-${opts.label}-`));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED: String(opts.seed), RATE_LIMITS: 'off', LOG_LEVEL: 'warn', WEB_DIST_DIR: webDist },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('El servidor terminó antes de responder');
    if (Date.now() > until) {
      await stop();
      throw new Error(`El servidor no respondió en ${url}`);
    }
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, stop };
}
