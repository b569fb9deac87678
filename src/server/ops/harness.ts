/**
 * What the operations tests (`npm run test:ops`, *.ops.test.ts) share: the compiled server
 * started as a real process (dist/server/main.js, or scripts/start.mjs as `npm start` does), a
 * PostgreSQL database of their own, and a TCP proxy in front of PostgreSQL that a test can cut
 * to play "PostgreSQL down" without touching the machine's server. Nothing is mocked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const MAIN_JS = join(ROOT, 'dist', 'server', 'main.js');
export const BACKUP_JS = join(ROOT, 'dist', 'server', 'backup.js');
export const START_MJS = join(ROOT, 'scripts', 'start.mjs');

/** The PostgreSQL server the tests may create databases on (CI: TEST_DATABASE_URL). */
export const PG_BASE = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a process of that id still runs (signal 0 only asks). */
export function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `npm run backup` / `npm run restore` as the compiled script, with the output of both streams. */
export function runBackup(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [BACKUP_JS, command, file], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string }>((r) => child.on('close', (code) => r({ code, output })));
}

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms: number, everyMs = 200): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const v = await probe();
      if (v) return v;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`Tiempo agotado esperando: ${what}`);
    await sleep(everyMs);
  }
}

export type Proc = {
  child: ChildProcess;
  port: number;
  url: (path: string) => string;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits until /healthz answers 200 (the server listens). */
  ready: (ms?: number) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The server as a process: `main` is dist/server/main.js, `start` is scripts/start.mjs, `npm` is
 * the npm binary running `npm start` (npm, then the script, then the server).
 */
export async function startServer(env: Record<string, string>, how: 'main' | 'start' | 'npm' = 'main'): Promise<Proc> {
  const port = await freePort();
  const [command, args]: [string, string[]] = how === 'npm' ? ['npm', ['start']] : [process.execPath, [how === 'main' ? MAIN_JS : START_MJS]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'info',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.on('exit', (code, signal) => r({ code, signal })));
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  let exited = false;
  void exit.then(() => (exited = true));
  return {
    child,
    port,
    url,
    output: () => out,
    exit,
    ready: async (ms = 90_000) => {
      await waitFor(
        'el servidor responde /healthz',
        async () => {
          if (exited) throw new Error(`El servidor terminó antes de estar listo:\n${out}`);
          return (await fetch(url('/healthz'))).ok;
        },
        ms,
      ).catch((err) => {
        throw exited ? new Error(`El servidor terminó antes de estar listo:\n${out}`) : err;
      });
    },
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(15_000)]);
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
  };
}

/** The PID the server logged (pino writes it on every line). */
export function loggedPid(proc: Proc): number | null {
  const m = proc.output().match(/"pid":(\d+)/);
  return m ? Number(m[1]) : null;
}

export function contactBody(message: string) {
  return { tcNombreCompleto: 'Prueba de operación', tcCorreo: 'ops@example.com', tcMensaje: message };
}

export async function postContact(proc: Proc, message: string): Promise<Response> {
  return fetch(proc.url('/api/enviar-correo'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactBody(message)) });
}

export async function pgReachable(): Promise<boolean> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** A new, empty database on PG_BASE's server; `drop` removes it. */
export async function createPgDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const { freshPostgresDatabase } = await import('../test/postgres-database');
  const db = await freshPostgresDatabase(PG_BASE, process.env.TEST_DB_PREFIX || 'chamba_ops');
  return { ...db, name: new URL(db.url).pathname.slice(1) };
}

/** Runs one query on a database URL and returns its rows. */
export async function pgQuery<T>(url: string, q: string, params: unknown[] = []): Promise<T[]> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(q, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/**
 * A TCP proxy to PostgreSQL on a port of its own. `cut()` closes the port and drops every open
 * connection (PostgreSQL "down"); `restore()` listens again on the same port.
 */
export async function pgProxy(listening = true) {
  const target = new URL(PG_BASE);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const restore = async () => {
    if (server) return;
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
  };
  const cut = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise((r) => s.close(r));
  };
  if (listening) await restore();
  const url = new URL(PG_BASE);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { port, cut, restore, urlFor: (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString() };
}

/** A raw HTTP request whose body is sent in two parts, so it is in flight for as long as a test wants. */
export function slowRequest(port: number, path: string, body: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += d.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((r) => socket.on('close', () => r()));
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const opened = new Promise<void>((r) => socket.on('connect', r));
  return {
    async sendFirstHalf() {
      await opened;
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`);
      socket.write(bytes.subarray(0, half));
    },
    sendRest: () => socket.write(bytes.subarray(half)),
    /** The whole answer, once the server closed the connection. */
    answer: async () => {
      await closed;
      return answer;
    },
    destroy: () => socket.destroy(),
  };
}
