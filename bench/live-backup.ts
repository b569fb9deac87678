/**
 * What a backup without downtime costs the running PGlite server (decision 100): the compiled
 * server on the demo data, `/healthz` and a database-backed page of search polled every 50 ms
 * while `npm run backup` runs, and the server's RSS sampled. Not part of `npm run bench`:
 * `node scripts/build.mjs --if-stale server && npx tsx bench/live-backup.ts`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKUP_JS, ROOT, startServer } from '../src/server/ops/harness';

const du = (dir: string) => Number(spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout.split('\t')[0]);
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'chamba-bench-live-'));
const archive = join(dataDir, '..', `${dataDir.split('/').pop()}.tar.gz`);
// The demo data in a process of its own first, as README's production start does (npm run seed).
const seeded = spawnSync(process.execPath, [join(ROOT, 'dist', 'server', 'seed.js')], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'inherit' });
if (seeded.status !== 0) throw new Error('seed failed');
const server = await startServer({ DATA_DIR: dataDir }, 'main');
try {
  await server.ready(300_000);
  const pid = server.child.pid!;
  const search = server.url('/api/servicio/listaempleos');
  const poll = async (url: string, init?: RequestInit) => {
    const t = performance.now();
    const r = await fetch(url, init);
    await r.arrayBuffer();
    return { status: r.status, ms: performance.now() - t };
  };
  const body = JSON.stringify({ tcBuscar: '', tnPagina: 1 });
  const searchInit = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
  // Warm up, and the figures before the backup.
  for (let i = 0; i < 20; i++) await poll(search, searchInit);
  const rssBefore = rssMb(pid);
  let running = true;
  const samples = { healthz: [] as number[], search: [] as number[], statuses: new Set<number>(), rssMax: rssBefore };
  const loop = async (what: 'healthz' | 'search') => {
    while (running) {
      const r = what === 'healthz' ? await poll(server.url('/healthz')) : await poll(search, searchInit);
      samples[what].push(r.ms);
      samples.statuses.add(r.status);
      await new Promise((d) => setTimeout(d, 50));
    }
  };
  const rss = setInterval(() => (samples.rssMax = Math.max(samples.rssMax, rssMb(pid))), 50);
  const loops = [loop('healthz'), loop('search')];
  const t = performance.now();
  const child = spawn(process.execPath, [BACKUP_JS, 'backup', archive], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  const made = { stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => (made.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (made.stderr += d.toString()));
  await new Promise((d) => child.on('close', d));
  const backupMs = performance.now() - t;
  running = false;
  await Promise.all(loops);
  clearInterval(rss);
  await new Promise((d) => setTimeout(d, 2000));
  const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
  console.log(made.stdout.trim(), made.stderr.trim());
  console.log(
    JSON.stringify(
      {
        pgDirMb: +(du(join(dataDir, 'pg')) / 1048576).toFixed(1),
        archiveMb: +(statSync(archive).size / 1048576).toFixed(1),
        backupS: +(backupMs / 1000).toFixed(1),
        statuses: [...samples.statuses],
        healthz: { n: samples.healthz.length, p50: +p(samples.healthz, 0.5).toFixed(0), max: +Math.max(...samples.healthz).toFixed(0) },
        search: { n: samples.search.length, p50: +p(samples.search, 0.5).toFixed(0), max: +Math.max(...samples.search).toFixed(0) },
        rssMb: { before: Math.round(rssBefore), max: Math.round(samples.rssMax), after: Math.round(rssMb(pid)) },
      },
      null,
      1,
    ),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(archive, { force: true });
}
