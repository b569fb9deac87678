/**
 * The API tests open a fresh PGlite database for nearly every file, some for every test. A new
 * cluster costs about 3 s (PGlite's initdb) and the migrations 1 s more; loading the dump of a
 * freshly migrated cluster with PGlite's `loadDataDir` costs under 1 s. The first test process
 * writes that dump to the temporary directory, named by a hash of the migrations and of the PGlite
 * build, and every later one loads it. The migrations still run after each load, as a no-op unless
 * a migration changed (then the name changes too and a new dump is written).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder, openDatabase } from '../db/client';

let cached: Promise<Blob> | null = null;

function templateFile(): string {
  const hash = createHash('sha256');
  const pglite = statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  hash.update(`${pglite.size}:${pglite.mtimeMs}`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return join(tmpdir(), `chamba-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function build(): Promise<Blob> {
  const file = templateFile();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ memory: true });
  try {
    const dump = await database.dumpDataDir!('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written whole under another name, then renamed: a process reading it never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

/** A dump of an empty, migrated database, for `openDatabase({ memory: true, loadDataDir })`. */
export function migratedPgliteTemplate(): Promise<Blob> {
  cached ??= build().catch((err) => {
    cached = null;
    throw err;
  });
  return cached;
}
