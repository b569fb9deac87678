/**
 * `npm run backup` / `npm run restore` round trips: the database and the uploaded files come back
 * as they were at the backup, on PGlite (refused while a process that offers no backup channel
 * holds the data directory; with a running server: backup-live.ops.test.ts) and on PostgreSQL
 * (pg_dump / pg_restore).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/client';
import { localStorage } from '../infra/storage/storage';
import { createPgDatabase, pgReachable, runBackup } from './harness';

const pgUp = await pgReachable();

const insert = (db: Database, message: string) =>
  db.db.execute(sql`insert into contact_messages (nombre_completo, correo, mensaje, ip) values ('Copia', 'copia@example.com', ${message}, '127.0.0.1')`);
const messages = async (db: Database) => (await queryRows<{ mensaje: string }>(db.db, sql`select mensaje from contact_messages order by id`)).map((r) => r.mensaje);

const LOGO = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0, 255, 128, 7]);
const BIG_CV = Buffer.alloc(700_000, 'cv'); // spans many tar blocks and gzip chunks

describe('copia y restauración (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-ops-backup-'));
  const archiveDir = mkdtempSync(join(tmpdir(), 'chamba-ops-archive-'));
  const archive = join(archiveDir, 'copia.tar.gz');
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(archiveDir, { recursive: true, force: true });
  });

  it('ida y vuelta con la base de datos y los archivos subidos; se niega con el servidor en marcha', async () => {
    const storage = localStorage(join(dataDir, 'uploads'));
    const open = () => openDatabase({ dataDir });
    let db = await open();
    await insert(db, 'antes de la copia');
    await storage.put('public/logos/empresa.webp', LOGO, 'image/webp');
    await storage.put('private/cvs/cv.pdf', BIG_CV, 'application/pdf');

    // This process holds the data directory, as a server that offers no backup channel would
    // (one still starting, or of a version before decision 100).
    const refused = await runBackup('backup', archive, { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/El servidor que usa .* \(pid \d+\) no ofrece la copia en caliente: .* detenga el servidor \(npm start\), y vuelva a intentarlo\./);
    expect(readdirSync(archiveDir)).toEqual([]); // no partial archive, no work folder left behind
    await db.close();

    const made = await runBackup('backup', archive, { DATA_DIR: dataDir });
    expect(made.output).toMatch(/Copia lista: .*copia\.tar\.gz .*base de datos PGlite, 2 archivo\(s\) subido\(s\)/);
    expect(made.code).toBe(0);

    // Changes after the backup, which the restore must undo.
    db = await open();
    await insert(db, 'después de la copia');
    await storage.delete('public/logos/empresa.webp');
    await storage.put('public/logos/nuevo.webp', Buffer.from('nuevo'), 'image/webp');

    const refusedRestore = await runBackup('restore', archive, { DATA_DIR: dataDir });
    expect(refusedRestore.code).toBe(1);
    expect(refusedRestore.output).toMatch(/No se puede restaurar la copia mientras el servidor usa/);
    await db.close();

    const restored = await runBackup('restore', archive, { DATA_DIR: dataDir });
    expect(restored.output).toMatch(/Copia restaurada desde/);
    expect(restored.code).toBe(0);

    db = await open();
    try {
      expect(await messages(db)).toEqual(['antes de la copia']);
    } finally {
      await db.close();
    }
    expect(await storage.get('public/logos/empresa.webp')).toEqual(LOGO);
    expect((await storage.get('private/cvs/cv.pdf'))?.equals(BIG_CV)).toBe(true);
    expect(await storage.get('public/logos/nuevo.webp')).toBeNull();
    expect(existsSync(join(dataDir, 'pg.previous'))).toBe(true);

    // A PostgreSQL archive is not restored into PGlite, and the other way round.
    const wrongKind = await runBackup('restore', archive, { DATA_DIR: dataDir, DATABASE_URL: 'postgres://nadie@127.0.0.1:1/nada' });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.output).toContain('Esta copia es de PGlite: restáurela sin DATABASE_URL');
  });

  it('un archivo que no es una copia se rechaza sin tocar nada', async () => {
    const bogus = join(dataDir, 'no-es-copia.tar.gz');
    const { gzipSync } = await import('node:zlib');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(bogus, gzipSync(Buffer.alloc(1024)));
    const r = await runBackup('restore', bogus, { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.output).toContain('no es una copia de Chamba');
    expect(readFileSync(join(dataDir, 'uploads', 'public', 'logos', 'empresa.webp'))).toEqual(LOGO);
  });
});

describe.skipIf(!pgUp)('copia y restauración (PostgreSQL)', () => {
  let pgdb: Awaited<ReturnType<typeof createPgDatabase>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-ops-backup-pg-'));
  const archive = join(dataDir, '..', `${dataDir.split('/').pop()}-copia.tar.gz`);
  afterAll(async () => {
    await pgdb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(archive, { force: true });
  });

  it('ida y vuelta con pg_dump / pg_restore y los archivos subidos', async () => {
    pgdb = await createPgDatabase();
    const env = { DATA_DIR: dataDir, DATABASE_URL: pgdb.url };
    const storage = localStorage(join(dataDir, 'uploads'));
    let db = await openDatabase({ url: pgdb.url });
    await insert(db, 'antes de la copia');
    await db.close();
    await storage.put('public/logos/empresa.webp', LOGO, 'image/webp');

    const made = await runBackup('backup', archive, env);
    expect(made.output).toMatch(/base de datos PostgreSQL, 1 archivo\(s\) subido\(s\)/);
    expect(made.code).toBe(0);

    db = await openDatabase({ url: pgdb.url });
    await insert(db, 'después de la copia');
    await db.close();
    await storage.delete('public/logos/empresa.webp');

    const restored = await runBackup('restore', archive, env);
    expect(restored.output).toMatch(/Copia restaurada desde/);
    expect(restored.code).toBe(0);

    db = await openDatabase({ url: pgdb.url }); // migrations find the restored schema up to date
    try {
      expect(await messages(db)).toEqual(['antes de la copia']);
      // The search's generated columns and extensions came back too.
      const jobs = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from jobs`);
      expect(jobs[0].n).toBe(0);
    } finally {
      await db.close();
    }
    expect(await storage.get('public/logos/empresa.webp')).toEqual(LOGO);
  });

  it('sin pg_dump, el mensaje dice qué instalar', async () => {
    const r = await runBackup('backup', archive, { DATA_DIR: dataDir, DATABASE_URL: pgdb.url, PG_BIN_DIR: join(dataDir, 'no-existe') });
    expect(r.code).toBe(1);
    expect(r.output).toContain('No se encontró pg_dump. Instale el cliente de PostgreSQL');
  });
});
