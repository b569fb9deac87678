#!/usr/bin/env node
/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (each prints its figures beside the
 * references measured in the same run, decision 103; record them in a file of docs/benchmarks/
 * and update BENCHMARKS.md's table). `npm run bench -- search` runs only the files whose name
 * contains "search". At the end, for the benches that ran, each budget's last three counted
 * verdicts (bench/.results/<bench>.jsonl, written by bench/verdict.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

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

/** Budget by budget: how many of the last three runs that count held (decision 103). */
function summary() {
  const lines = [];
  for (const f of files) {
    const log = `bench/.results/${f.replace('.bench.ts', '')}.jsonl`;
    if (!existsSync(log)) continue;
    const byBudget = new Map();
    for (const l of readFileSync(log, 'utf8').split('\n').filter(Boolean).map((x) => JSON.parse(x))) {
      if (!byBudget.has(l.budget)) byBudget.set(l.budget, []);
      if (l.counts) byBudget.get(l.budget).push(l.holds);
    }
    for (const [budget, held] of byBudget) {
      const last = held.slice(-3);
      const ok = last.filter(Boolean).length;
      lines.push(`| ${budget} | ${ok} de ${last.length} | ${last.length === 3 && ok === 3 ? 'HECHO' : 'pendiente'} |`);
    }
  }
  if (!lines.length) return;
  console.log('\nCumple en las últimas 3 corridas que cuentan (bench/.results, decisión 103):');
  console.log('| Presupuesto | cumple | estado |\n|---|---|---|');
  for (const l of lines) console.log(l);
}
summary();
process.exit(failed ? 1 : 0);
