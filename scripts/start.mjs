#!/usr/bin/env node
/**
 * `npm start`: builds the web client when it is missing or older than its sources, seeds a new
 * PGlite directory in its own process, then starts the server (migrations run inside it; with
 * DATABASE_URL the server seeds an empty database itself).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const distDir = resolve(root, process.env.WEB_DIST_DIR || 'dist/web');
const built = join(distDir, 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ['src/web', 'src/shared', 'src/cv', 'public'].map((d) => join(root, d)).filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Compilando el cliente web...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// First start on PGlite: migrations and demo data in a short-lived process, so the server starts
// with PGlite's memory small (seeding grows it for good).
const dataDir = resolve(root, process.env.DATA_DIR || 'data');
if (!process.env.DATABASE_URL && process.env.SEED !== 'false' && !existsSync(join(dataDir, 'pg', 'PG_VERSION'))) {
  console.log('Primera vez: creando la base de datos y los datos de demostración...');
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/server/seed/run.ts')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// A small young generation keeps the server's memory low (decision 025) at no cost in speed.
const child = spawn(process.execPath, ['--max-semi-space-size=2', '--import', 'tsx', join(root, 'src/server/main.ts')], { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_DIST_DIR: distDir } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
