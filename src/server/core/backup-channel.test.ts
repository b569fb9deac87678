/**
 * The backup channel (decision 100) on its own: the token, the one route, the size limit, the
 * file it leaves in DATA_DIR. backup-live.ops.test.ts drives it with the real server and PGlite.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { backupChannelFile, openBackupChannel, type BackupChannelInfo } from './backup-channel';

const dataDir = mkdtempSync(join(tmpdir(), 'chamba-channel-'));
const pgDir = join(dataDir, 'pg');
mkdirSync(pgDir);
writeFileSync(join(pgDir, 'datos'), Buffer.alloc(2 * 1048576, 1));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const DUMP = Buffer.from('el volcado de la base de datos');
const log = pino({ level: 'silent' });
const info = () => JSON.parse(readFileSync(backupChannelFile(dataDir), 'utf8')) as BackupChannelInfo;
const post = (path: string, token?: string) =>
  fetch(`http://127.0.0.1:${info().port}${path}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('canal de copias', () => {
  it('sin el token responde 401; con él, solo POST /backup, que entrega el volcado; al cerrarse borra su archivo', async () => {
    const stop = await openBackupChannel({ dataDir, pgDir, maxMb: 256, dump: async () => new Blob([DUMP]), log });
    expect(statSync(backupChannelFile(dataDir)).mode & 0o777).toBe(0o600);
    const { token, pid } = info();
    expect(pid).toBe(process.pid);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const none = await post('/backup');
    expect(none.status).toBe(401);
    expect(((await none.json()) as { mensaje: string }).mensaje).toBe('Falta el token del canal de copias o no es válido.');
    expect((await post('/backup', 'otro')).status).toBe(401);
    expect((await post('/', token)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${info().port}/backup`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);

    const ok = await post('/backup', token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-length')).toBe(String(DUMP.length));
    expect(Buffer.from(await ok.arrayBuffer()).equals(DUMP)).toBe(true);

    await stop();
    expect(existsSync(backupChannelFile(dataDir))).toBe(false);
  });

  it('una base de datos mayor que LIVE_BACKUP_MAX_MB no se copia en caliente y lo dice', async () => {
    let dumped = false;
    const stop = await openBackupChannel({ dataDir, pgDir, maxMb: 1, dump: async () => ((dumped = true), new Blob([DUMP])), log });
    try {
      const r = await post('/backup', info().token);
      expect(r.status).toBe(503);
      expect(((await r.json()) as { mensaje: string }).mensaje).toMatch(/La base de datos ocupa 2 MB .* el límite es LIVE_BACKUP_MAX_MB=1\. Detenga el servidor para copiarla/);
      expect(dumped).toBe(false);
    } finally {
      await stop();
    }
  });
});
