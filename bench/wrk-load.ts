/**
 * Load from wrk (Debian package `wrk`, a C client) when it is installed. On this two-core machine
 * the client shares the cores with the server and the database: autocannon's 20 connections took
 * 0.19-0.22 ms of CPU per request and timed each answer in their own busy JavaScript thread;
 * wrk takes 0.05 ms and times them in C (docs/benchmarks/search.md, eleventh pass). The
 * requests are drawn beforehand by the same scenario code, one per line, more lines than a run
 * sends: every request is still new (the same twice only by chance, as before).
 */
import { spawnSync, execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export type LoadResult = { requests: number; rps: number; p50: number; p95: number; p99: number; errors: number };

export function wrkInstalled(): boolean {
  return !spawnSync('wrk', ['--version']).error;
}

/** `lines`: GET paths with their query, or POST JSON bodies (one per request, in order). */
export async function wrkLoad(opts: { url: string; method: 'GET' | 'POST'; lines: string[]; connections: number; seconds: number }): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'chamba-wrk-'));
  try {
    const file = join(dir, 'requests.txt');
    writeFileSync(file, opts.lines.join('\n'));
    const args = ['-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, '--timeout', '10s', '-s', join(process.cwd(), 'bench', 'wrk-load.lua'), opts.url, '--', file, opts.method];
    const { stdout } = await execFileAsync('wrk', args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const r = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { requests: number; seconds: number; p50: number; p95: number; p99: number; errors: number };
    if (r.requests > opts.lines.length) throw new Error(`wrk envió ${r.requests} peticiones y había ${opts.lines.length} distintas: aumente las líneas.`);
    return { requests: r.requests, rps: Math.round(r.requests / r.seconds), p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
