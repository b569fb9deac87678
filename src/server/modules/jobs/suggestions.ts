/**
 * Suggestions while typing (GET /api/servicio/sugerencias, decision 073): titles of public jobs,
 * companies with public jobs, skills, categories and cities, each found by the start of any of its
 * first four words and ordered by how many public jobs carry it. The list is rebuilt from the
 * jobs in one transaction when the server starts and every SUGGESTIONS_REFRESH_S seconds (longer
 * when a rebuild is slow: nextRefreshMs), so a keystroke reads one b-tree range and never counts
 * jobs; the best suggestions of the prefixes of 2 to 4 letters, whose ranges are long, are kept
 * ready in the same transaction.
 */
import { sql } from 'drizzle-orm';
import { queryRowsNamed, runsInProcess, type DbOrTx } from '../../db/client';
import { laPazDay } from '../../core/time';
import { plainPhrase } from './synonyms';
import type { SUGGESTION_KINDS } from '../../../shared/contract/jobs';
import { repeat } from '../../core/repeat';

export const SUGGESTIONS_SHOWN = 8;
/** Prefixes up to this long have their best suggestions kept (search_suggestion_prefixes). */
const SHORT_PREFIX = 4;

/** The keys are plain phrases: lower case, no accents, words of letters and digits, one space apart. */
export const suggestionKey = plainPhrase;

const norm = (col: ReturnType<typeof sql.raw>) => sql`trim(regexp_replace(f_unaccent(lower(${col})), '[^a-z0-9]+', ' ', 'g'))`;

export async function refreshSuggestions(db: DbOrTx, now: Date) {
  const listed = sql`j.estado = 2 and not j.cerrado and not j.oculto and j.fecha_vencimiento >= ${laPazDay(now)}::date`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_suggestions`);
    await tx.execute(sql`
      with labels as (
        select 'titulo' as kind, min(j.titulo) as label, count(*)::int as weight from jobs j where ${listed} group by ${norm(sql.raw('j.titulo'))}
        union all
        select 'empresa', c.nombre, count(*)::int from jobs j join companies c on c.id = j.company_id where ${listed} group by c.id, c.nombre
        union all
        select 'habilidad', s.nombre, count(*)::int from jobs j join job_skills js on js.job_id = j.id join skills s on s.id = js.skill_id where ${listed} group by s.nombre
        union all
        select 'categoria', k.nombre, count(*)::int from jobs j join categories k on k.id = j.categoria_id where ${listed} group by k.nombre
        union all
        select 'ciudad', ci.nombre, count(*)::int from jobs j join cities ci on ci.id = j.ciudad_id where ${listed} group by ci.nombre
      ), keyed as (
        select l.kind, l.label, l.weight, string_to_array(${norm(sql.raw('l.label'))}, ' ') as words from labels l
      )
      insert into search_suggestions (key, kind, label, weight)
      select distinct array_to_string(k.words[i:], ' '), k.kind, k.label, k.weight
      from keyed k cross join lateral generate_subscripts(k.words, 1) as i
      where i <= 4 and k.words[i] <> ''
      on conflict do nothing`);
    // The best SUGGESTIONS_SHOWN of each prefix of 2 to SHORT_PREFIX letters, in the order suggest() gives.
    await tx.execute(sql`delete from search_suggestion_prefixes`);
    await tx.execute(sql`
      insert into search_suggestion_prefixes (prefix, rank, kind, label)
      select prefix, rn, kind, label from (
        select prefix, kind, label, row_number() over (partition by prefix order by weight desc, length(label), label) as rn
        from (select left(s.key, n) as prefix, s.kind, s.label, max(s.weight) as weight
              from search_suggestions s cross join lateral generate_series(2, least(length(s.key), ${SHORT_PREFIX})) as n
              group by 1, 2, 3) p
      ) r
      where rn <= ${SUGGESTIONS_SHOWN}`);
  });
  // Every rebuild leaves the old rows dead: vacuumed at once, whether or not the database runs
  // autovacuum (off on some servers; rebuilt every two minutes, the list of 76,000 rows grew to
  // 3 million dead ones and a prefix read 35,000 pages: 140 ms instead of 1).
  await db.execute(sql`vacuum search_suggestions, search_suggestion_prefixes`);
}

export type Suggestion = { Tipo: (typeof SUGGESTION_KINDS)[number]; Texto: string };

export async function suggest(db: DbOrTx, text: string): Promise<Suggestion[]> {
  const key = suggestionKey(text);
  if (key.length < 2) return [];
  if (key.length <= SHORT_PREFIX) {
    const best = await queryRowsNamed<{ kind: Suggestion['Tipo']; label: string }>(
      db,
      sql`select kind, label from search_suggestion_prefixes where prefix = ${key} order by rank`,
    );
    return best.map((r) => ({ Tipo: r.kind, Texto: r.label }));
  }
  // Named statements, planned once per connection (planning cost more than running): the keys
  // that begin with `key` as a range of the text_pattern_ops index (byte order), which a generic
  // plan can use where `like $1` could not. Keys are plain phrases (a-z, 0-9, spaces), so the
  // range ends at `key` with its last letter's successor.
  const end = key.slice(0, -1) + String.fromCharCode(key.charCodeAt(key.length - 1) + 1);
  const rows = await queryRowsNamed<{ kind: Suggestion['Tipo']; label: string }>(
    db,
    sql`select kind, label from (
          select distinct on (kind, label) kind, label, weight from search_suggestions
          where key ~>=~ ${key}::text and key ~<~ ${end}::text order by kind, label, weight desc) s
        order by weight desc, length(label), label limit ${SUGGESTIONS_SHOWN}`,
  );
  return rows.map((r) => ({ Tipo: r.kind, Texto: r.label }));
}

/**
 * A rebuild reads every listed job (about 26 s at a million jobs on 2 cores, most of it a scan of
 * the jobs table): the next one waits `seconds`, or this many times the last one's duration when
 * that is longer, so rebuilding never takes more than 1/REFRESH_DUTY of the time (5 % of a core).
 */
export const REFRESH_DUTY = 20;
/**
 * On PGlite a rebuild stops every request for its whole length (4.4-5.5 s at 100,000 jobs): at
 * most 0.5 % of the time there (every 120 s with the demo data, whose rebuild takes 50 ms).
 */
export const IN_PROCESS_REFRESH_DUTY = 200;

/** The wait before the next rebuild, in ms, after one that took `tookMs`. */
export const nextRefreshMs = (seconds: number, tookMs: number, duty = REFRESH_DUTY) => Math.max(seconds * 1000, duty * tookMs);

/** Rebuilds the list now and every `seconds` or more (0: only now; see nextRefreshMs) until the returned stop is called. */
export function keepSuggestionsFresh(db: DbOrTx, now: () => Date, seconds: number, onError: (err: unknown) => void) {
  const duty = runsInProcess(db) ? IN_PROCESS_REFRESH_DUTY : REFRESH_DUTY;
  return repeat(() => refreshSuggestions(db, now()), (tookMs) => (seconds > 0 ? nextRefreshMs(seconds, tookMs, duty) : null), onError);
}
