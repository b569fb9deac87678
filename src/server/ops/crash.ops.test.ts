/**
 * kill -9 of the server while clients write in parallel: every write it acknowledged (HTTP 200)
 * is there after the crash, on PGlite and on PostgreSQL. On PGlite the crash leaves the data
 * directory's lock behind; with its PID reused by another live process it must not block the
 * next start, while a second live server on the same directory is refused.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client';
import { dataLockFile, parseOwner } from '../db/data-lock';
import { createPgDatabase, pgQuery, pgReachable, postContact, sleep, startServer, waitFor, type Proc } from './harness';

const pgUp = await pgReachable();

/** Writers post contact messages until the server dies; returns the messages it acknowledged. */
async function writeUntilKilled(server: Proc, writers = 6): Promise<string[]> {
  const acked: string[] = [];
  let dead = false;
  const loops = Array.from({ length: writers }, async (_, w) => {
    for (let i = 0; !dead; i++) {
      const message = `crash-${w}-${i}`;
      try {
        const res = await postContact(server, message);
        if (res.status === 200 && ((await res.json()) as { status: boolean }).status) acked.push(message);
      } catch {
        // the connection died with the server: not acknowledged
      }
    }
  });
  await waitFor('al menos 30 escrituras confirmadas', async () => acked.length >= 30, 60_000, 20);
  server.child.kill('SIGKILL');
  await server.exit;
  dead = true;
  await Promise.all(loops);
  return acked;
}

function missing(acked: string[], stored: string[]) {
  const have = new Set(stored);
  return acked.filter((m) => !have.has(m));
}

describe('kill -9 durante escrituras en paralelo (PGlite) y el bloqueo de DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-ops-crash-'));
  const procs: Proc[] = [];
  afterAll(async () => {
    for (const p of procs) await p.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('no se pierde ninguna escritura confirmada; un bloqueo con PID reutilizado no impide arrancar; un segundo servidor vivo se rechaza', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    procs.push(first);
    await first.ready(180_000);
    const acked = await writeUntilKilled(first);

    // The crash left the lock. Give its PID to another live process, as after a PID reuse.
    const lockFile = dataLockFile(join(dataDir, 'pg'));
    const left = parseOwner(readFileSync(lockFile, 'utf8'))!;
    expect(left.pid).toBe(first.child.pid);
    const other = spawn('sleep', ['120'], { stdio: 'ignore' });
    try {
      writeFileSync(lockFile, JSON.stringify({ ...left, pid: other.pid }));
      const second = await startServer({ DATA_DIR: dataDir });
      procs.push(second);
      await second.ready(180_000);
      expect((await postContact(second, 'después del reinicio')).status).toBe(200);

      // A second live server on the same directory is refused, with the reason in Spanish.
      const third = await startServer({ DATA_DIR: dataDir });
      const { code } = await third.exit;
      expect(code).toBe(1);
      expect(third.output()).toContain(`ya está abierta por otro proceso (pid ${second.child.pid}). Detenga ese servidor o use otro DATA_DIR.`);
      expect((await fetch(second.url('/readyz'))).status).toBe(200);

      await second.stop();
      expect((await second.exit).code).toBe(0);
    } finally {
      other.kill('SIGKILL');
    }

    const database = await openDatabase({ dataDir });
    try {
      const rows = await queryRows<{ mensaje: string }>(database.db, sql`select mensaje from contact_messages`);
      const stored = rows.map((r) => r.mensaje);
      expect(missing(acked, stored)).toEqual([]);
      expect(stored).toContain('después del reinicio');
    } finally {
      await database.close();
    }
  });

  it('un bloqueo de un proceso que ya no existe tampoco impide arrancar', async () => {
    const lockFile = dataLockFile(join(dataDir, 'pg'));
    const gone = spawn('true');
    await new Promise((r) => gone.on('exit', r));
    await sleep(50);
    writeFileSync(lockFile, String(gone.pid)); // the format before decision 065: a bare PID
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});

describe.skipIf(!pgUp)('kill -9 durante escrituras en paralelo (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  afterAll(async () => database?.drop());

  it('no se pierde ninguna escritura confirmada', async () => {
    database = await createPgDatabase();
    const server = await startServer({ DATABASE_URL: database.url });
    try {
      await server.ready();
      const acked = await writeUntilKilled(server);
      const rows = await pgQuery<{ mensaje: string }>(database.url, 'select mensaje from contact_messages');
      expect(missing(acked, rows.map((r) => r.mensaje))).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
