/**
 * Backups without downtime on PGlite (decision 100): `npm run backup` while the compiled server
 * runs gets the dump of the server's open database through the local backup channel; the
 * server keeps answering meanwhile; the archive restores once the server is stopped (restore
 * refuses while it runs). The channel refuses requests without its token and the public port
 * does not offer it. An archive written by the writer of backup format 1 (before tar-stream)
 * restores too.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client';
import { localStorage } from '../infra/storage/storage';
import { postContact, runBackup, startServer, type Proc } from './harness';
import { extractTar } from './tar';
import { TarWriter as FormatOneWriter } from './fixtures/tar-format-1';

async function messages(dataDir: string) {
  const db = await openDatabase({ dataDir });
  try {
    return (await queryRows<{ mensaje: string }>(db.db, sql`select mensaje from contact_messages order by id`)).map((r) => r.mensaje);
  } finally {
    await db.close();
  }
}

const LOGO = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0, 255, 128, 7]);
type Channel = { pid: number; port: number; token: string };

describe('copia en caliente con PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-ops-live-'));
  const archiveDir = mkdtempSync(join(tmpdir(), 'chamba-ops-live-archive-'));
  const archive = join(archiveDir, 'copia.tar.gz');
  const env = { DATA_DIR: dataDir };
  let server: Proc | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(archiveDir, { recursive: true, force: true });
  });
  const channel = () => JSON.parse(readFileSync(join(dataDir, 'backup-channel.json'), 'utf8')) as Channel;

  it('la copia se hace con el servidor en marcha, que sigue respondiendo; restaurar en marcha se niega', async () => {
    server = await startServer(env);
    await server.ready();
    expect((await postContact(server, 'antes de la copia')).status).toBe(200);
    await localStorage(join(dataDir, 'uploads')).put('public/logos/empresa.webp', LOGO, 'image/webp');

    // Requests go on, one after another, for as long as the backup runs.
    let backingUp = true;
    const answers: number[] = [];
    let slowestMs = 0;
    const traffic = (async () => {
      while (backingUp) {
        const t = Date.now();
        const status = (await fetch(server!.url('/healthz'))).status;
        slowestMs = Math.max(slowestMs, Date.now() - t);
        answers.push(status);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const made = await runBackup('backup', archive, env);
    backingUp = false;
    await traffic;
    console.log(`copia en caliente: ${answers.length} respuestas de /healthz durante la copia, la más lenta en ${slowestMs} ms`);
    expect(made.output).toMatch(/El servidor en marcha \(pid \d+\) copia su base de datos PGlite sin detenerse/);
    expect(made.output).toMatch(/Copia lista: .*copia\.tar\.gz .*base de datos PGlite, 1 archivo\(s\) subido\(s\)/);
    expect(made.code).toBe(0);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((s) => s === 200)).toBe(true);

    // Still up, and still writing.
    expect(server.child.exitCode).toBeNull();
    expect((await postContact(server, 'después de la copia')).status).toBe(200);
    expect((await fetch(server.url('/readyz'))).status).toBe(200);

    const refused = await runBackup('restore', archive, env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/No se puede restaurar la copia mientras el servidor usa .* \(pid \d+\)\. Detenga el servidor \(npm start\) y vuelva a intentarlo\./);
    expect((await postContact(server, 'tras la restauración negada')).status).toBe(200);
  });

  it('el canal exige su token, solo escucha en 127.0.0.1 y el puerto público no lo ofrece', async () => {
    const file = join(dataDir, 'backup-channel.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { port, token, pid } = channel();
    expect(pid).toBe(server!.child.pid);
    expect(port).not.toBe(server!.port);
    const at = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', ...init });

    const none = await at('/backup');
    expect(none.status).toBe(401);
    expect(((await none.json()) as { mensaje: string }).mensaje).toBe('Falta el token del canal de copias o no es válido.');
    expect((await at('/backup', { headers: { authorization: `Bearer ${token.slice(0, -1)}x` } })).status).toBe(401);
    expect((await at('/backup', { headers: { authorization: token } })).status).toBe(401);
    expect((await at('/otra-cosa', { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);

    // The public port, even with the token, has no such thing.
    for (const path of ['/backup', '/api/backup', '/api/servicio/backup']) {
      const r = await fetch(server!.url(path), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).not.toContain('gzip');
    }
    // Another interface of this machine does not reach the channel.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (outside) await expect(fetch(`http://${outside.address}:${port}/backup`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).rejects.toThrow();

    expect((await fetch(server!.url('/healthz'))).status).toBe(200);
  });

  it('con el servidor detenido, la copia en caliente se restaura con sus datos y archivos', async () => {
    await server!.stop();
    expect((await server!.exit).code).toBe(0);
    expect(() => statSync(join(dataDir, 'backup-channel.json'))).toThrow(); // removed at the stop
    const storage = localStorage(join(dataDir, 'uploads'));
    await storage.delete('public/logos/empresa.webp');

    const restored = await runBackup('restore', archive, env);
    expect(restored.output).toMatch(/Copia restaurada desde/);
    expect(restored.code).toBe(0);
    expect(await messages(dataDir)).toEqual(['antes de la copia']);
    expect(await storage.get('public/logos/empresa.webp')).toEqual(LOGO);

    // The restored directory starts a server that serves and takes writes.
    server = await startServer(env);
    await server.ready();
    expect((await postContact(server, 'tras restaurar')).status).toBe(200);
    await server.stop();
    expect(await messages(dataDir)).toEqual(['antes de la copia', 'tras restaurar']);
  });

  it('una copia escrita por el escritor del formato 1 (antes de tar-stream) se restaura', async () => {
    // The same entries (a real PGlite dump among them), written the way every archive was before.
    const parts = join(archiveDir, 'parts');
    const names = await extractTar(archive, (name) => join(parts, name));
    const old = join(archiveDir, 'formato-1.tar.gz');
    const writer = new FormatOneWriter(old);
    for (const name of names) await writer.addFile(name, join(parts, name));
    await writer.close();

    const restored = await runBackup('restore', old, env);
    expect(restored.output).toMatch(/Copia restaurada desde .*formato-1\.tar\.gz/);
    expect(restored.code).toBe(0);
    expect(await messages(dataDir)).toEqual(['antes de la copia']);
    expect(await localStorage(join(dataDir, 'uploads')).get('public/logos/empresa.webp')).toEqual(LOGO);
  });
});
