#!/usr/bin/env node
/**
 * `npm test`: unit and API tests on PGlite; the API tests again on PostgreSQL when
 * TEST_DATABASE_URL is set; the operations tests (`npm run test:ops`: crashes, shutdown, locks,
 * PostgreSQL outages, backups, on the compiled server); then the browser journeys against the
 * built app (web and server).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
mkdirSync('test-results', { recursive: true });

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += j.numPassedTests ?? 0;
  // A file that fails before running any test (an import error) counts as one failure.
  const brokenFiles = (j.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  totals.failed += (j.numFailedTests ?? 0) + brokenFiles;
  totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

function finish(code) {
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

let failed = false;
console.log('\n== Pruebas unitarias y de API (PGlite) ==');
if (run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest-pglite.json'], { TEST_DB: 'pglite' }) !== 0) failed = true;
addVitest('test-results/vitest-pglite.json');

if (process.env.TEST_DATABASE_URL) {
  console.log('\n== Pruebas de API (PostgreSQL) ==');
  if (run('npx', ['vitest', 'run', 'api.test', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest-postgres.json'], { TEST_DB: 'postgres' }) !== 0) failed = true;
  addVitest('test-results/vitest-postgres.json');
} else {
  console.log('\n(TEST_DATABASE_URL no está definido: las pruebas de API en PostgreSQL se omiten.)');
}

console.log('\n== Pruebas de operación: caídas, apagado, bloqueo, PostgreSQL caído, copias ==');
// They start the compiled server as real processes: build it first when it is stale.
if (run(process.execPath, ['scripts/build.mjs', '--if-stale', 'server']) !== 0) finish(1);
if (run('npx', ['vitest', 'run', '--config', 'vitest.ops.config.ts', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest-ops.json']) !== 0) failed = true;
addVitest('test-results/vitest-ops.json');

console.log('\n== Recorridos en el navegador (Playwright) ==');
if (!chromiumPath()) {
  if (process.getuid?.() === 0) {
    console.log('Chromium no está instalado: instalando con apt-get...');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  if (!chromiumPath()) {
    console.error('No se encontró Chromium. Instálelo (apt-get install -y chromium) o defina CHROMIUM_PATH.');
    finish(1);
  }
}
// The journeys run the compiled app (web and server) as `npm start` runs it: build what is stale.
if (run(process.execPath, ['scripts/build.mjs', '--if-stale']) !== 0) finish(1);
if (run('npx', ['playwright', 'test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }) !== 0) failed = true;
addPlaywright('test-results/e2e.json');
finish(failed ? 1 : 0);
