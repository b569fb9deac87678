#!/usr/bin/env node
/**
 * `npm start`: runs the compiled server (dist/server, decision 062) with plain Node. Builds first
 * what is missing or older than its sources, when the build tools are installed; seeds a new
 * PGlite directory in its own process, then starts the server (migrations run inside it; with
 * DATABASE_URL the server seeds an empty database itself).
 *
 * `node scripts/start.mjs seed` (`npm run seed`): only the migrations, the admin and the demo data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { buildState, buildToolsInstalled, root, targets } from './build-info.mjs';
import { serverNodeFlags } from './server-flags.mjs';

const seedOnly = process.argv[2] === 'seed';
const wanted = seedOnly ? ['server'] : ['web', 'server'];
const states = Object.fromEntries(wanted.map((name) => [name, buildState(name)]));
const toBuild = wanted.filter((name) => states[name].state !== 'ok');

if (toBuild.length && buildToolsInstalled()) {
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale', ...toBuild], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
} else if (toBuild.length) {
  const missing = toBuild.filter((name) => states[name].state === 'missing');
  for (const name of toBuild) {
    const { dir, label } = targets[name];
    if (states[name].state === 'missing') console.error(`Falta compilar el ${label} (${states[name].why}).`);
    else console.warn(`Aviso: el ${label} compilado en ${dir} es anterior a su código fuente (${states[name].why}); se usa igual.`);
  }
  console.error(
    'Las herramientas de compilación (vite y esbuild, dependencias de desarrollo) no están instaladas. ' +
      'Ejecute `npm install --include=dev`, que las instala y compila (con NODE_ENV=production npm las omite ' +
      'si no se pide --include=dev), o copie la carpeta dist/ de otra compilación.',
  );
  if (missing.length) process.exit(1);
}

const server = (file) => join(targets.server.dir, file);
// Node's stack traces point into src/ through the build's source maps.
const node = (flags, file) => spawnSync(process.execPath, [...flags, '--enable-source-maps', server(file)], { cwd: root, stdio: 'inherit' });

if (seedOnly) process.exit(node([], 'seed.js').status ?? 1);

// First start on PGlite: migrations and demo data in a short-lived process, so the server starts
// with PGlite's memory small (seeding grows it for good).
const dataDir = resolve(root, process.env.DATA_DIR || 'data');
if (!process.env.DATABASE_URL && process.env.SEED !== 'false' && !existsSync(join(dataDir, 'pg', 'PG_VERSION'))) {
  console.log('Primera vez: creando la base de datos y los datos de demostración...');
  const r = node([], 'seed.js');
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// On PGlite a small young generation keeps the server's memory low (decision 025); on
// PostgreSQL V8's default one spares the CPU (decision 081, scripts/server-flags.mjs).
// The IPC channel lets the server notice this script's death, even by SIGKILL, and stop rather
// than live on orphaned (decision 065); nothing is sent through it.
const child = spawn(process.execPath, [...serverNodeFlags(process.env), '--enable-source-maps', server('main.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, WEB_DIST_DIR: targets.web.dir },
});
// SIGTERM and SIGINT reach the server, which drains its requests and stops; SIGHUP (the terminal
// closed) asks for the same stop. Under `npm start` they come from npm, which forwards both to the
// process it started: package.json's `exec` makes that process this script rather than a shell
// that would die of them and leave this script running (decision 092).
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig === 'SIGHUP' ? 'SIGTERM' : sig));
// Started by `npm start`, this script outlives npm only if something went wrong: npm killed with
// SIGKILL, or a script shell (npm's script-shell setting) between them that died of the signal.
// The parent's PID changes then (the orphan is adopted); checked twice a second, that stops the
// server as a SIGTERM does. Not when run by hand: `nohup node scripts/start.mjs &` outlives its shell.
if (process.env.npm_lifecycle_script?.includes('scripts/start.mjs')) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    console.error('npm start ya no está en marcha: se detiene el servidor.');
    child.kill('SIGTERM');
  }, 500);
  watch.unref();
}
// The server's exit status is this script's: a crash is never a clean exit. Killed by a signal,
// the shell convention 128 + its number (137 for SIGKILL, 143 for SIGTERM).
child.on('exit', (code, signal) => {
  if (signal) {
    console.error(`El servidor terminó por la señal ${signal}.`);
    process.exit(128 + (constants.signals[signal] ?? 0));
  }
  if (code) console.error(`El servidor terminó con el código ${code}.`);
  process.exit(code ?? 1);
});
