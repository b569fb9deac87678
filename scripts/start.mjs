#!/usr/bin/env node
/**
 * `npm start`: runs the compiled server (dist/server, decision 062) with plain Node. Builds first
 * what is missing or older than its sources, when the build tools are installed; seeds a new
 * PGlite directory in its own process, then starts the server (migrations run inside it; with
 * DATABASE_URL the server seeds an empty database itself).
 *
 * `node scripts/start.mjs seed` (`npm run seed`): only the migrations, the admin and the demo data.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { buildState, buildToolsInstalled, root, targets } from './build-info.mjs';
import { serverNodeFlags } from './server-flags.mjs';

/** A stop asked for before the server runs: what it will be told once it does, or why not to start it. */
let stopAsked = null;
/** The server, once started. */
let child = null;
/**
 * Started by `npm start`, this script outlives npm only if something went wrong: npm killed with
 * SIGKILL, or a script shell (npm's script-shell setting) between them that died of the signal.
 * The parent's PID changes then (the orphan is adopted). Not when run by hand: `nohup node
 * scripts/start.mjs &` rightly outlives its shell.
 */
const startedBy = process.ppid;
const npmGone = () => Boolean(process.env.npm_lifecycle_script?.includes('scripts/start.mjs')) && process.ppid !== startedBy;
// SIGTERM and SIGINT reach the server, which drains its requests and stops; SIGHUP (the terminal
// closed) asks for the same stop. Under `npm start` they come from npm, which forwards both to the
// process it started: package.json's `exec` makes that process this script rather than a shell
// that would die of them and leave this script running (decision 092). Caught from the start: a
// stop during the build or the seed lets that step finish (a seed cut short would leave half the
// demo data) and the server is then not started. The steps run asynchronously so that these
// handlers run while they do.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    const forwarded = sig === 'SIGHUP' ? 'SIGTERM' : sig;
    if (child) child.kill(forwarded);
    else stopAsked = forwarded;
  });
}

const seedOnly = process.argv[2] === 'seed';
const wanted = seedOnly ? ['server'] : ['web', 'server'];
const states = Object.fromEntries(wanted.map((name) => [name, buildState(name)]));
const toBuild = wanted.filter((name) => states[name].state !== 'ok');

/** Runs a step (the build, the seed) with Node to its end: its exit code, null if a signal ended it. */
const run = (args) =>
  new Promise((done) => {
    const step = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    step.on('error', () => done(1));
    step.on('exit', (code) => done(code));
  });

if (toBuild.length && buildToolsInstalled()) {
  const status = await run([join(root, 'scripts', 'build.mjs'), '--if-stale', ...toBuild]);
  if (status !== 0) process.exit(status ?? 1);
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
const seed = () => run(['--enable-source-maps', server('seed.js')]);

if (seedOnly) process.exit((await seed()) ?? 1);

// First start on PGlite: migrations and demo data in a short-lived process, so the server starts
// with PGlite's memory small (seeding grows it for good).
const dataDir = resolve(root, process.env.DATA_DIR || 'data');
if (!process.env.DATABASE_URL && process.env.SEED !== 'false' && !existsSync(join(dataDir, 'pg', 'PG_VERSION'))) {
  console.log('Primera vez: creando la base de datos y los datos de demostración...');
  const status = await seed();
  if (status !== 0) process.exit(status ?? 1);
}

if (stopAsked || npmGone()) {
  console.log(`Parada pedida (${stopAsked ?? 'npm start ya no está en marcha'}) antes de arrancar el servidor: no se arranca.`);
  process.exit(0);
}
// On PGlite a small young generation keeps the server's memory low (decision 025); on
// PostgreSQL V8's default one spares the CPU (decision 081, scripts/server-flags.mjs).
// The IPC channel lets the server notice this script's death, even by SIGKILL, and stop rather
// than live on orphaned (decision 065); nothing is sent through it.
child = spawn(process.execPath, [...serverNodeFlags(process.env), '--enable-source-maps', server('main.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, WEB_DIST_DIR: targets.web.dir },
});
// npm gone (see npmGone), checked twice a second: the server stops as on SIGTERM.
const watch = setInterval(() => {
  if (!npmGone()) return;
  clearInterval(watch);
  console.error('npm start ya no está en marcha: se detiene el servidor.');
  child.kill('SIGTERM');
}, 500);
watch.unref();
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
