#!/usr/bin/env node
/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (each prints its figures; record them in
 * a file of docs/benchmarks/ and update BENCHMARKS.md's table). `npm run bench -- search` runs only the files whose name contains "search".
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const filter = process.argv[2] ?? '';
const files = readdirSync('bench').filter((f) => f.endsWith('.bench.ts') && f.includes(filter)).sort();
if (files.length === 0) {
  console.error(`No hay benchmarks en bench/ que coincidan con "${filter}".`);
  process.exit(1);
}
let failed = 0;
for (const f of files) {
  console.log(`\n== ${f} ==`);
  const r = spawnSync('npx', ['tsx', `bench/${f}`], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
