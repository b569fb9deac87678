#!/usr/bin/env node
/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (decisions 065 and 100): the database (pg_dump or
 * PGlite's own dump) and the uploaded files in one archive. Runs the compiled dist/server/backup.js
 * with the environment `npm start` uses; builds it first when it is missing or stale and the build
 * tools are installed. With PGlite and the server running, the backup asks the server for its
 * database's dump (decision 100); a restore needs the server stopped.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildState, buildToolsInstalled, root, targets } from './build-info.mjs';

const [command, ...rest] = process.argv.slice(2);
if (buildState('server').state !== 'ok' && buildToolsInstalled()) {
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-stale', 'server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(process.execPath, ['--enable-source-maps', join(targets.server.dir, 'backup.js'), command ?? '', ...rest], { stdio: 'inherit' });
process.exit(r.status ?? 1);
