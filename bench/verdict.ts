/**
 * Verdicts of the budgets beside their references (decision 103). For each budget: the figure,
 * the references measured in the same run, figure/reference, and the verdict on the absolute
 * budget, with the machine's standing: the deciding reference against its baseline in
 * bench/reference-baseline.json (factor = how much slower than the baseline's machine).
 *
 * - factor within 0.75-1.25 and the reference stable (before and after within a quarter; see `stable`): the
 *   verdict counts, whether the budget holds or not;
 * - slower (factor > 1.25): a budget that holds counts (it held on a slower machine); one that
 *   fails is "máquina fuera de rango" and does not count;
 * - faster (factor < 0.75): a failure counts, a hold does not;
 * - no baseline for the reference, or the reference unstable: the run does not count;
 * - a budget that needs no reference (a size, a memory ceiling) counts every run.
 *
 * Every verdict is appended to bench/.results/<bench>.jsonl (not in git); a budget is done once
 * its last three counted runs held. BENCH_WRITE_BASELINE=1 writes this run's references into the
 * baseline file (after a run on a machine chosen as the baseline).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Reference } from './reference';

export type Budget = {
  /** Unique within the bench and stable between runs: the results log is kept by it. */
  name: string;
  figure: number;
  unit: string;
  limit: number;
  /** A score to reach (Lighthouse): figure >= limit; otherwise figure <= limit. */
  atLeast?: boolean;
  /** Extra conditions (no errors): false makes the budget fail whatever the figure. */
  alsoHolds?: boolean;
  references: Reference[];
  /** The reference that decides the machine's standing (its key); the first one by default. */
  decidingKey?: string;
  /** Why a budget needs no reference (a size, a memory ceiling); its runs always count. */
  noReference?: string;
  /**
   * The figure is CPU time that grows with the deciding reference (a render beside a fixed CPU
   * workload): outside the tolerance it is scaled to the baseline's machine (figure / factor), and
   * a hold on a faster machine, or a failure on a slower one, counts when the scaled figure
   * agrees (decision 103, amendment of 2026-12-03).
   */
  proportional?: boolean;
};

export type Verdict = { holds: boolean; counts: boolean; standing: string; factor: number | null };
type Baseline = Record<string, { value: number; unit: string; measured: string; machine: string }>;
type LogLine = { at: string; budget: string; figure: number; limit: number; unit: string; holds: boolean; counts: boolean; standing: string; factor: number | null; reference: { key: string; value: number } | null; machine: string; load: number };

export const TOLERANCE = 0.25;
export const RUNS_TO_BE_DONE = 3;
const BASELINE_FILE = join(process.cwd(), 'bench', 'reference-baseline.json');
const RESULTS_DIR = join(process.cwd(), 'bench', '.results');

const machine = () => `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`;

export function readBaseline(): Baseline {
  return existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline) : {};
}

/** How much slower this run's reference is than its baseline (2 = twice as slow). */
export function slowdown(ref: Reference, base: number): number {
  return ref.higherIsFaster ? base / ref.value : ref.value / base;
}

const num = (n: number) => (Number.isInteger(n) || Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1));

/** The rule of decision 103 for one budget. */
export function verdictOf(budget: Budget, baseline: Baseline): Verdict {
  const withinLimit = budget.atLeast ? budget.figure >= budget.limit : budget.figure <= budget.limit;
  const holds = withinLimit && budget.alsoHolds !== false;
  if (budget.references.length === 0) return { holds, counts: true, standing: `sin referencia: ${budget.noReference ?? 'no depende de la velocidad'}`, factor: null };
  const ref = budget.references.find((r) => r.key === budget.decidingKey) ?? budget.references[0];
  const base = baseline[ref.key];
  if (!base) return { holds, counts: false, standing: `sin línea base para ${ref.key}: no cuenta`, factor: null };
  const factor = slowdown(ref, base.value);
  if (!stable(ref)) return { holds, counts: false, standing: `${ref.label} inestable (${ref.samples.map((s) => s.toFixed(1)).join(' → ')}): no cuenta`, factor };
  const f = `×${factor.toFixed(2)}`;
  const outside = factor > 1 + TOLERANCE || factor < 1 - TOLERANCE;
  if (outside && budget.proportional && !budget.atLeast) {
    const scaled = budget.figure / factor;
    const scaledHolds = scaled <= budget.limit && budget.alsoHolds !== false;
    const at = `${f}; en la máquina de la línea base ≈ ${num(scaled)} ${budget.unit}`;
    return scaledHolds === holds ? { holds, counts: true, standing: `${at}: cuenta`, factor } : { holds, counts: false, standing: `${at}: no cuenta`, factor };
  }
  if (factor > 1 + TOLERANCE) return holds ? { holds, counts: true, standing: `${f} más lenta: cumple igual`, factor } : { holds, counts: false, standing: `${f}: máquina fuera de rango (más lenta)`, factor };
  if (factor < 1 - TOLERANCE) return holds ? { holds, counts: false, standing: `${f}: máquina fuera de rango (más rápida)`, factor } : { holds, counts: true, standing: `${f} más rápida: no cumple igual`, factor };
  return { holds, counts: true, standing: `${f} (en rango)`, factor };
}

function readLog(bench: string): LogLine[] {
  const file = join(RESULTS_DIR, `${bench}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LogLine);
}

/** The budget's last counted runs (this one included): how many held, of how many (at most three). */
export function history(bench: string, budget: string): { held: number; of: number; done: boolean } {
  const counted = readLog(bench).filter((l) => l.budget === budget && l.counts).slice(-RUNS_TO_BE_DONE);
  const held = counted.filter((l) => l.holds).length;
  return { held, of: counted.length, done: counted.length === RUNS_TO_BE_DONE && held === RUNS_TO_BE_DONE };
}


/**
 * Prints the budgets beside their references, appends each verdict to bench/.results/<bench>.jsonl
 * and answers whether every budget held (on its absolute figure: the exit status of a bench).
 */
export function judgeBudgets(bench: string, budgets: Budget[]): boolean {
  const baseline = readBaseline();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const at = new Date().toISOString();
  const rows: string[] = [];
  let all = true;
  for (const b of budgets) {
    const v = verdictOf(b, baseline);
    all &&= v.holds;
    const ref = b.references.find((r) => r.key === b.decidingKey) ?? b.references[0];
    const line: LogLine = { at, budget: b.name, figure: b.figure, limit: b.limit, unit: b.unit, holds: v.holds, counts: v.counts, standing: v.standing, factor: v.factor, reference: ref ? { key: ref.key, value: ref.value } : null, machine: machine(), load: loadavg()[0] };
    appendFileSync(join(RESULTS_DIR, `${bench}.jsonl`), `${JSON.stringify(line)}\n`);
    const h = history(bench, b.name);
    const refs = b.references.length ? b.references.map((r) => `${r.label} ${r.samples.map(num).join('/')} ${r.unit}`).join('; ') : '—';
    const ratios = b.references.filter((r) => r.unit === b.unit).map((r) => `×${(b.figure / r.value).toFixed(1)}`).join(' / ') || '—';
    const limit = `${b.atLeast ? '>=' : '<='} ${b.limit} ${b.unit}`;
    rows.push(
      `| ${b.name} | ${num(b.figure)} ${b.unit} | ${limit} | ${refs} | ${ratios} | ${v.standing} | ${v.holds ? 'cumple ✓' : 'no cumple ✗'} | ${v.counts ? 'sí' : 'no'} | ${h.held} de ${h.of}${h.done ? ', HECHO' : ''} |`,
    );
  }
  console.log(`\nPresupuestos junto a sus referencias (decisión 103; ${machine()}, carga ${loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
  console.log(`| Presupuesto | cifra | límite | referencias (antes/después) | cifra/referencia | máquina frente a la línea base | veredicto | cuenta | cumple en las últimas ${RUNS_TO_BE_DONE} que cuentan |`);
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  if (process.env.BENCH_WRITE_BASELINE === '1') writeBaseline([...new Map(budgets.flatMap((b) => b.references).map((r) => [r.key, r])).values()]);
  return all;
}

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The machine did not change speed during the run: before and after within a quarter of each
 * other; with references sampled all along the run (four samples or more), the median of the
 * first half and that of the second half within a quarter (a single sample on a host whose speed
 * flips from one second to the next says nothing of the run).
 */
export function stable(r: Reference): boolean {
  if (r.samples.length < 4) return Math.max(...r.samples) / Math.min(...r.samples) <= 1 + TOLERANCE;
  const half = Math.floor(r.samples.length / 2);
  const a = medianOf(r.samples.slice(0, half));
  const b = medianOf(r.samples.slice(r.samples.length - half));
  return Math.max(a, b) / Math.min(a, b) <= 1 + TOLERANCE;
}

/** Writes this run's stable references into bench/reference-baseline.json (BENCH_WRITE_BASELINE=1). */
function writeBaseline(all: Reference[]) {
  const baseline = readBaseline();
  const measured = new Date().toISOString().slice(0, 10);
  const refs = all.filter(stable);
  for (const r of all.filter((x) => !stable(x))) console.log(`${r.key} no se escribe en la línea base: inestable (${r.samples.map(num).join(' → ')} ${r.unit}).`);
  for (const r of refs) baseline[r.key] = { value: Number(r.value.toFixed(2)), unit: r.unit, measured, machine: `${machine()}, carga ${loadavg()[0].toFixed(1)}` };
  const sorted = Object.fromEntries(Object.entries(baseline).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(BASELINE_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`Línea base escrita en bench/reference-baseline.json (${refs.length} referencias).`);
}
