/**
 * Suggestions while typing (GET /api/servicio/sugerencias, decisions 073 and 084): titles of public
 * jobs, companies with public jobs, skills, categories and cities, each found by the start of any
 * of its first four words and ordered by how many public jobs carry it. The list is read from the
 * jobs when the server starts and every SUGGESTIONS_REFRESH_S seconds (longer when reading is
 * slow: nextRefreshMs) and kept in memory (suggestion-index.ts), so a keystroke never asks the
 * database. The jobs are read in slices of ids, each a short statement: on PGlite, which runs in
 * the server's thread, requests are answered between them.
 */
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows, runsInProcess, type DbOrTx } from '../../db/client';
import { laPazDay } from '../../core/time';
import { plainPhrase } from './synonyms';
import { SuggestionIndex, type Label, type Suggestion } from './suggestion-index';
import { repeat } from '../../core/repeat';

export type { Suggestion } from './suggestion-index';

/** Jobs read by one statement of a rebuild (by id). */
export const SLICE_JOBS = 5_000;

/** Each database's list (the server's and the tests' databases); empty until first read. */
const indexes = new WeakMap<object, SuggestionIndex>();
const built = new WeakMap<object, { promise: Promise<void>; resolve: () => void }>();

function firstBuild(db: DbOrTx) {
  let b = built.get(db);
  if (!b) {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    built.set(db, (b = { promise, resolve }));
  }
  return b;
}

/** Resolves once the database's list has been read (the bench measures after it). */
export const suggestionsBuilt = (db: DbOrTx) => firstBuild(db).promise;

/** The listed jobs' labels with their counts; titles that differ only in case, accents or signs are one. */
async function readLabels(db: DbOrTx, now: Date, sliceJobs: number): Promise<Label[]> {
  const [range] = await queryRows<{ lo: number | null; hi: number | null }>(db, sql`select min(id) as lo, max(id) as hi from jobs`);
  const merged = new Map<string, Label>();
  for (let from = Number(range?.lo ?? 1); range?.hi != null && from <= Number(range.hi); from += sliceJobs) {
    // A turn of the event loop between slices: PGlite answers a statement without one, so
    // without it the requests that came meanwhile would wait for the whole rebuild.
    await yieldToRequests();
    const to = from + sliceJobs;
    const listed = sql`j.estado = 2 and not j.cerrado and not j.oculto and j.fecha_vencimiento >= ${laPazDay(now)}::date and j.id >= ${from} and j.id < ${to}`;
    const rows = await queryRows<Label & { grp: string }>(
      db,
      sql`select 'titulo' as kind, lower(j.titulo) as grp, min(j.titulo) as label, count(*)::int as weight from jobs j where ${listed} group by lower(j.titulo)
          union all
          select 'empresa', c.id::text, c.nombre, count(*)::int from jobs j join companies c on c.id = j.company_id where ${listed} and not j.confidencial group by c.id
          union all
          select 'habilidad', s.nombre, s.nombre, count(*)::int from jobs j join job_skills js on js.job_id = j.id join skills s on s.id = js.skill_id where ${listed} and js.job_id >= ${from} and js.job_id < ${to} group by s.nombre
          union all
          select 'categoria', k.nombre, k.nombre, count(*)::int from jobs j join categories k on k.id = j.categoria_id where ${listed} group by k.nombre
          union all
          select 'ciudad', ci.nombre, ci.nombre, count(*)::int from jobs j join cities ci on ci.id = j.ciudad_id where ${listed} group by ci.nombre`,
    );
    for (const r of rows) {
      const id = `${r.kind}|${r.kind === 'titulo' ? plainPhrase(r.label) : r.grp}`;
      const known = merged.get(id);
      if (!known) merged.set(id, { kind: r.kind, label: r.label, weight: Number(r.weight) });
      else {
        known.weight += Number(r.weight);
        if (r.label < known.label) known.label = r.label;
      }
    }
  }
  return [...merged.values()];
}

/** Reads the list again from the jobs; the old one answers until the new one is whole. */
export async function refreshSuggestions(db: DbOrTx, now: Date, sliceJobs = SLICE_JOBS) {
  const index = await SuggestionIndex.build(await readLabels(db, now, sliceJobs));
  indexes.set(db, index);
  firstBuild(db).resolve();
}

export function suggest(db: DbOrTx, text: string): Suggestion[] {
  return (indexes.get(db) ?? SuggestionIndex.empty).suggest(text);
}

/**
 * A rebuild reads every listed job (1-2 s at 100,000 jobs on 2 cores): the next one waits
 * `seconds`, or this many times the last one's duration when that is longer, so rebuilding never
 * takes more than 1/REFRESH_DUTY of the time (5 % of a core).
 */
export const REFRESH_DUTY = 20;
/**
 * On PGlite each statement of a rebuild stops every request while it runs (up to 0.3 s at
 * 100,000 jobs, 2.5 s in all): rebuilding takes at most 0.5 % of the time there (every 120 s with
 * the demo data, whose rebuild takes 50 ms).
 */
export const IN_PROCESS_REFRESH_DUTY = 200;

/** The wait before the next rebuild, in ms, after one that took `tookMs`. */
export const nextRefreshMs = (seconds: number, tookMs: number, duty = REFRESH_DUTY) => Math.max(seconds * 1000, duty * tookMs);

/** Rebuilds the list now and every `seconds` or more (0: only now; see nextRefreshMs) until the returned stop is called. */
export function keepSuggestionsFresh(db: DbOrTx, now: () => Date, seconds: number, onError: (err: unknown) => void) {
  const duty = runsInProcess(db) ? IN_PROCESS_REFRESH_DUTY : REFRESH_DUTY;
  return repeat(() => refreshSuggestions(db, now()), (tookMs) => (seconds > 0 ? nextRefreshMs(seconds, tookMs, duty) : null), onError);
}
