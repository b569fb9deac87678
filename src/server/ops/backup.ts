/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (decisions 065 and 100): one archive (a gzipped
 * tar) with the database and the uploaded files.
 *
 *   chamba-backup.json          what the archive holds (format, database kind, date)
 *   database/postgres.dump      with DATABASE_URL: pg_dump -Fc, restored with pg_restore
 *   database/pglite.tar.gz      without it: PGlite's dumpDataDir(), restored with loadDataDir
 *   uploads/<key>               DATA_DIR/uploads (with S3 the bucket is backed up by the store)
 *
 * PGlite: with the server stopped, the backup opens the directory itself, holding its lock
 * (db/data-lock.ts) for the whole run; while a server holds it, the backup asks that server for
 * the dump of its open database through the local backup channel (core/backup-channel.ts,
 * live-dump.ts, decision 100). A restore needs the server stopped: it takes the lock or refuses.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { Config } from '../core/config';
import { acquireDataLock, DataDirBusyError } from '../db/data-lock';
import { dumpFromServer, LiveDumpError } from './live-dump';
import { DamagedArchiveError, extractTar, TarWriter } from './tar';

export const MANIFEST = 'chamba-backup.json';
type Manifest = { format: 'chamba-backup'; version: 1; database: 'pglite' | 'postgres'; createdAt: string; uploads: number };

/** A failure the operator can act on: printed as it is, without a stack trace. */
export class OpsError extends Error {}

type Say = (line: string) => void;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(p));
    else if (e.isFile()) out.push(p);
  }
  return out.sort();
}

function lockData(config: Config, what: string): () => void {
  try {
    return acquireDataLock(join(resolve(config.DATA_DIR), 'pg'));
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      throw new OpsError(
        `No se puede ${what} mientras el servidor usa ${resolve(config.DATA_DIR)} (pid ${err.pid}). ` +
          'Detenga el servidor (npm start) y vuelva a intentarlo.',
      );
    }
    throw err;
  }
}

/** Runs a PostgreSQL client program; a missing one gets a clear message. */
async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const bin = process.env.PG_BIN_DIR ? join(process.env.PG_BIN_DIR, tool) : tool;
  const child = spawn(bin, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    process.stderr.write(d);
  });
  const result = await new Promise<{ code: number | null; err?: NodeJS.ErrnoException }>((done) => {
    child.on('error', (err) => done({ code: null, err }));
    child.on('close', (code) => done({ code }));
  });
  if (result.err?.code === 'ENOENT') {
    throw new OpsError(
      `No se encontró ${tool}. Instale el cliente de PostgreSQL de la misma versión mayor que el servidor o más nueva ` +
        '(Debian/Ubuntu: apt-get install postgresql-client) o indique su carpeta con PG_BIN_DIR.',
    );
  }
  if (result.err) throw result.err;
  if (result.code !== 0) throw new OpsError(`${tool} terminó con el código ${result.code}${stderr.trim() ? `: ${stderr.trim().split('\n').pop()}` : ''}.`);
}

async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create({ dataDir, loadDataDir, extensions: { unaccent, pg_trgm } });
}

/** The PGlite directory's lock, or the PID of the live process that holds it (a running server). */
function lockOrOwner(pgDir: string): { release: () => void; owner: number | null } {
  try {
    return { release: acquireDataLock(pgDir), owner: null };
  } catch (err) {
    if (err instanceof DataDirBusyError) return { release: () => {}, owner: err.pid };
    throw err;
  }
}

export async function backup(config: Config, file: string, say: Say): Promise<void> {
  const target = resolve(file);
  const dataDir = resolve(config.DATA_DIR);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const s3 = Boolean(config.S3_ENDPOINT);
  const pgDir = join(dataDir, 'pg');
  // PGlite: with the server stopped this run opens the directory itself (holding its lock);
  // while a server holds it, that server sends the dump of its open database (decision 100).
  const { release, owner } = kind === 'pglite' ? lockOrOwner(pgDir) : { release: () => {}, owner: null };
  let work: string | null = null;
  let uploads: string[] = [];
  try {
    uploads = s3 ? [] : filesUnder(join(dataDir, 'uploads'));
    work = mkdtempSync(join(dirname(target), `.${basename(target)}.tmp-`));
    const partial = join(work, 'archive.tar.gz');
    const tar = new TarWriter(partial);
    try {
      const manifest: Manifest = { format: 'chamba-backup', version: 1, database: kind, createdAt: new Date().toISOString(), uploads: uploads.length };
      await tar.addBuffer(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
      if (kind === 'postgres') {
        say('Copiando la base de datos PostgreSQL con pg_dump...');
        const dump = join(work, 'postgres.dump');
        await runPgTool('pg_dump', ['--format=custom', '--file', dump, '--dbname', config.DATABASE_URL!]);
        await tar.addFile('database/postgres.dump', dump);
      } else if (owner !== null) {
        say(`El servidor en marcha (pid ${owner}) copia su base de datos PGlite sin detenerse...`);
        const dump = await dumpFromServer(dataDir, owner).catch((err: unknown) => {
          throw err instanceof LiveDumpError ? new OpsError(err.message) : err;
        });
        await tar.addStream('database/pglite.tar.gz', dump.size, dump.body);
      } else {
        if (!existsSync(join(pgDir, 'PG_VERSION'))) throw new OpsError(`No hay base de datos en ${pgDir}: nada que copiar.`);
        say(`Copiando la base de datos PGlite de ${pgDir}...`);
        const db = await openPglite(pgDir);
        try {
          const dump = await db.dumpDataDir('gzip');
          await tar.addBuffer('database/pglite.tar.gz', Buffer.from(await dump.arrayBuffer()));
        } finally {
          await db.close();
        }
      }
      for (const path of uploads) await tar.addFile(`uploads/${relative(join(dataDir, 'uploads'), path).split(sep).join('/')}`, path);
      await tar.close();
    } catch (err) {
      await tar.abort();
      throw err;
    }
    // Put in place only when complete: a failed run never leaves something that looks like a copy.
    renameSync(partial, target);
  } finally {
    release();
    if (work) rmSync(work, { recursive: true, force: true });
  }
  say(`Copia lista: ${target} (${(statSync(target).size / 1048576).toFixed(1)} MB; base de datos ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${uploads.length} archivo(s) subido(s)).`);
  if (s3) say(`Los archivos subidos están en S3 (${config.S3_BUCKET ?? config.S3_ENDPOINT}): esta copia no los incluye; el versionado o la replicación del propio almacén los respalda.`);
}

/** Replaces `dir` with `fresh`; the previous content stays beside it as `<dir>.previous` until the next restore. */
function swapIn(fresh: string, dir: string) {
  const previous = `${dir}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(fresh, dir);
}

export async function restore(config: Config, file: string, say: Say): Promise<void> {
  const source = resolve(file);
  if (!existsSync(source)) throw new OpsError(`No existe el archivo ${source}.`);
  const dataDir = resolve(config.DATA_DIR);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const release = kind === 'pglite' ? lockData(config, 'restaurar la copia') : () => {};
  mkdirSync(dataDir, { recursive: true });
  const work = mkdtempSync(join(dataDir, '.restore-'));
  let manifest: Manifest;
  try {
    say(`Leyendo ${source}...`);
    const names = await extractTar(source, (name) => {
      if (name.includes('..') || name.startsWith('/')) throw new OpsError(`La copia contiene una ruta no válida: ${name}`);
      return join(work, name);
    }).catch((err: unknown) => {
      throw err instanceof DamagedArchiveError ? new OpsError(err.message) : err;
    });
    if (!names.includes(MANIFEST)) throw new OpsError(`${source} no es una copia de Chamba (falta ${MANIFEST}).`);
    manifest = JSON.parse(readFileSync(join(work, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== 'chamba-backup' || manifest.version !== 1) throw new OpsError(`${source} tiene un formato de copia que esta versión no conoce.`);
    if (manifest.database !== kind) {
      throw new OpsError(
        manifest.database === 'postgres'
          ? 'Esta copia es de PostgreSQL: defina DATABASE_URL con la base de datos donde restaurarla.'
          : 'Esta copia es de PGlite: restáurela sin DATABASE_URL, con el DATA_DIR donde debe quedar.',
      );
    }
    if (kind === 'postgres') {
      say('Restaurando la base de datos PostgreSQL con pg_restore (reemplaza las tablas existentes)...');
      await runPgTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', config.DATABASE_URL!, join(work, 'database', 'postgres.dump')]);
    } else {
      say(`Restaurando la base de datos PGlite en ${join(dataDir, 'pg')}...`);
      const fresh = join(work, 'pg');
      const dump = readFileSync(join(work, 'database', 'pglite.tar.gz'));
      const db = await openPglite(fresh, new Blob([new Uint8Array(dump)]));
      await db.query('select 1');
      await db.close();
      swapIn(fresh, join(dataDir, 'pg'));
    }
    if (config.S3_ENDPOINT) {
      if (manifest.uploads) say(`La copia trae ${manifest.uploads} archivo(s) subido(s), pero los archivos están en S3: no se tocan.`);
    } else {
      // The uploads become exactly the archive's (none if it has none).
      const uploads = join(work, 'uploads');
      mkdirSync(uploads, { recursive: true });
      swapIn(uploads, join(dataDir, 'uploads'));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    release();
  }
  say(`Copia restaurada desde ${source} (hecha el ${manifest.createdAt}).`);
  const kept = [join(dataDir, 'pg.previous'), join(dataDir, 'uploads.previous')].filter((p) => kind === 'pglite' || !p.endsWith('pg.previous')).filter(existsSync);
  if (kept.length) say(`Lo que había antes quedó en ${kept.join(' y ')}; bórrelo cuando ya no lo necesite.`);
}
