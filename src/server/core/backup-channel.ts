/**
 * The backup channel (decision 100): while the server runs on PGlite only it may open the data
 * directory, so `npm run backup` asks it for the database's dump instead of opening it. The
 * channel is its own HTTP listener on 127.0.0.1 and a port the system picks (never the public
 * port, never another interface), and every request must carry the token that the server writes,
 * with its port and PID, to DATA_DIR/backup-channel.json (mode 0600: only the server's user, and
 * root, can read it). It answers one thing, POST /backup: the dump of the open database
 * (PGlite's dumpDataDir, a gzipped tar of its directory), one at a time. The rest of the
 * archive (manifest, uploads) is written by the backup command: the server never writes a file
 * a request names.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { envelope } from './http/errors';

/** What the channel's file holds. */
export type BackupChannelInfo = { pid: number; port: number; token: string };

export const BACKUP_PATH = '/backup';
export const backupChannelFile = (dataDir: string) => join(resolve(dataDir), 'backup-channel.json');

const digest = (s: string) => createHash('sha256').update(s).digest();

function send(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify(envelope(message));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

/** The bytes of the files under `dir`, read without blocking the server. */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) total += await sizeOf(p);
    else if (e.isFile()) total += (await stat(p).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** Whether the request carries the channel's token (compared in constant time). */
function authorized(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  return given.length > 0 && timingSafeEqual(digest(given), digest(token));
}

/**
 * Opens the channel for the database `dump` gives; returns its stop, which closes the listener,
 * waits for a dump in progress and removes the file (if it is still this server's).
 */
export async function openBackupChannel(opts: {
  dataDir: string;
  /** The PGlite directory whose size is checked against maxMb. */
  pgDir: string;
  /** LIVE_BACKUP_MAX_MB: PGlite builds its dump in memory, about 2.5 times the directory. */
  maxMb: number;
  dump: () => Promise<Blob>;
  log: FastifyBaseLogger;
}): Promise<() => Promise<void>> {
  const { log } = opts;
  const token = randomBytes(32).toString('base64url');
  let running: Promise<unknown> | null = null;

  async function answerBackup(res: ServerResponse) {
    const started = Date.now();
    try {
      const mb = Math.ceil((await sizeOf(opts.pgDir)) / 1048576);
      if (mb > opts.maxMb) {
        log.warn({ mb, maxMb: opts.maxMb }, 'backup: refused, the database is bigger than LIVE_BACKUP_MAX_MB');
        return send(
          res,
          503,
          `La base de datos ocupa ${mb} MB y la copia en caliente la arma en la memoria del servidor (unas 2,5 veces su tamaño); ` +
            `el límite es LIVE_BACKUP_MAX_MB=${opts.maxMb}. Detenga el servidor para copiarla, o suba el límite si el servidor tiene esa memoria libre.`,
        );
      }
      const dump = await opts.dump();
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': dump.size });
      await pipeline(Readable.fromWeb(dump.stream() as import('node:stream/web').ReadableStream), res);
      log.info({ bytes: dump.size, ms: Date.now() - started }, 'backup: database dump sent through the backup channel');
    } catch (err) {
      log.error({ err }, 'backup: the database dump failed');
      if (!res.headersSent) send(res, 503, 'No se pudo copiar la base de datos; el registro del servidor tiene el detalle. Intente de nuevo.');
      else res.destroy();
    }
  }

  const server = createServer((req, res) => {
    req.resume();
    if (!authorized(req, token)) return send(res, 401, 'Falta el token del canal de copias o no es válido.');
    if (req.method !== 'POST' || req.url !== BACKUP_PATH) return send(res, 404, 'No se encontró lo que buscas.');
    if (running) return send(res, 429, 'Ya hay una copia en curso. Espere a que termine.', { 'retry-after': '10' });
    running = answerBackup(res).finally(() => (running = null));
  });
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;

  // Written aside and renamed, so a reader never sees half a file; 0600 whatever the umask.
  const file = backupChannelFile(opts.dataDir);
  const mine = JSON.stringify({ pid: process.pid, port, token } satisfies BackupChannelInfo);
  const partial = `${file}.${process.pid}.tmp`;
  rmSync(partial, { force: true });
  writeFileSync(partial, mine, { mode: 0o600, flag: 'wx' });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  log.info({ port }, 'backup channel listening on 127.0.0.1 (token in backup-channel.json)');

  return async () => {
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeIdleConnections();
    });
    await running;
    try {
      if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
    } catch {
      // Expected: already gone.
    }
  };
}
