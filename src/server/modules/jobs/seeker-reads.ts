/**
 * Reads of the jobs area for the job seekers' tools (decision 078): the jobs of a search
 * published in a window (alerts and the RSS feed), a job by its public code for saving, and a
 * bounded set of open jobs with what the CV ranking reads (Empleos para ti). Kept apart from
 * search.ts: they use the search only through searchJobIds, whatever its internals become.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { laPazDay } from '../../core/time';
import { queryRows } from '../../db/client';
import { sqlList } from '../../db/sql';
import type { JobListItem, JobSearch } from '../../../shared/contract/jobs';
import { jobListItems } from './list-items';
import { filterConditions, searchJobIds, searchPage, searchTokens } from './search';
import { PUBLIC_POSTING_GRACE_MS, listedJobCondition } from './visibility';

/**
 * Up to `limit` jobs of a search that became public after `since` (and not after `until`), newest
 * first, and whether there were more. Two ways in: published in the window (the search as on the
 * search page, by date, from the La Paz day of `since` on; the instant checked on the rows), and
 * created earlier but paid in the window (few rows: the filters and every word, by stem).
 */
export async function searchPublishedSince(
  deps: AppDeps,
  search: JobSearch,
  since: Date,
  limit: number,
  until: Date = deps.clock.now(),
): Promise<{ items: JobListItem[]; more: boolean }> {
  const sinceDay = laPazDay(since);
  const q: JobSearch = { ...search, tcOrden: 'recientes', tcDesde: search.tcDesde > sinceDay ? search.tcDesde : sinceDay, tlConteoCiudades: false };
  // Newest first: the jobs after `since` lead; jobs published later than `until` are skipped.
  const { ids } = await searchJobIds(deps, q, 0, limit * 2 + 1);
  const inWindow = ids.length
    ? await queryRows<{ id: number }>(
        deps.db,
        sql`select id from jobs where id in (${sqlList(ids)})
              and fecha_publicacion > ${since.toISOString()}::timestamptz and fecha_publicacion <= ${until.toISOString()}::timestamptz`,
      )
    : [];
  const published = new Set(inWindow.map((r) => Number(r.id)));
  const kept = ids.filter((id) => published.has(id));
  const paid = await paidInWindow(deps, search, since, until, limit + 1);
  const all = [...kept, ...paid.filter((id) => !published.has(id))];
  return { items: await jobListItems(deps.db, all.slice(0, limit)), more: all.length > limit };
}

/** Listed jobs of a search whose payment completed in the window (created before it). */
async function paidInWindow(deps: AppDeps, search: JobSearch, since: Date, until: Date, limit: number): Promise<number[]> {
  const now = deps.clock.now();
  const tokens = searchTokens(search.tcBuscar);
  const words = tokens.length ? sql`and (numnode(to_tsquery('es_unaccent'::regconfig, ${tokens.join(' & ')})) = 0 or j.search @@ to_tsquery('es_unaccent'::regconfig, ${tokens.join(' & ')}))` : sql``;
  const conds = filterConditions(search, now);
  const rows = await queryRows<{ id: number }>(
    deps.db,
    sql`select j.id from jobs j
        where ${listedJobCondition(now)} ${conds.length ? sql`and ${sql.join(conds, sql` and `)}` : sql``} ${words}
          and j.fecha_publicacion <= ${since.toISOString()}::timestamptz
          and exists (select 1 from payments p where p.job_id = j.id and p.kind = 'empleo' and p.estado = 2
                        and p.paid_at > ${since.toISOString()}::timestamptz and p.paid_at <= ${until.toISOString()}::timestamptz)
        order by j.fecha_publicacion desc, j.id desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** A job anyone may read now (paid, or a public posting in its first hour; not closed or hidden), by code. Expired ones included. */
export async function readableJobId(deps: AppDeps, code: string): Promise<number | null> {
  const grace = new Date(deps.clock.now().getTime() - PUBLIC_POSTING_GRACE_MS).toISOString();
  const [row] = await queryRows<{ id: number }>(
    deps.db,
    sql`select id from jobs where codigo = ${code} and not cerrado and not oculto
          and (estado = 2 or (publico and fecha_publicacion > ${grace}::timestamptz))`,
  );
  return row ? Number(row.id) : null;
}

/** The state a saved job shows: 'abierto' (public now), 'vencido' (expiry passed) or 'no_disponible' (closed, hidden, unpaid). */
export type SavedJobState = 'abierto' | 'vencido' | 'no_disponible';

/** List items of jobs by id (in that order) with the state each shows now. */
export async function jobItemsWithState(deps: AppDeps, ids: number[]): Promise<(JobListItem & { state: SavedJobState })[]> {
  if (ids.length === 0) return [];
  const now = deps.clock.now();
  const grace = new Date(now.getTime() - PUBLIC_POSTING_GRACE_MS).toISOString();
  const rows = await queryRows<{ id: number; readable: boolean; expired: boolean }>(
    deps.db,
    sql`select id, (not cerrado and not oculto and (estado = 2 or (publico and fecha_publicacion > ${grace}::timestamptz))) as readable,
          fecha_vencimiento < ${laPazDay(now)}::date as expired
        from jobs where id in (${sqlList(ids)})`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const items = await jobListItems(deps.db, ids);
  return items.map((item) => {
    const r = byId.get(item.Empleo);
    const state: SavedJobState = !r?.readable ? 'no_disponible' : r.expired ? 'vencido' : 'abierto';
    return { ...item, state };
  });
}

/** An open job with what the CV ranking reads. */
export type JobForMatching = {
  id: number;
  titulo: string;
  descripcion: string;
  descripcionLarga: string;
  ciudadId: number;
  categoriaId: number | null;
  minYears: number;
  requerimientos: string[];
  responsabilidades: string[];
  habilidades: string[];
};

/**
 * A bounded set of open (listed) jobs to rank for a candidate: the newest `perSource` of the
 * candidate's city, the newest whose title shares a word of the profession, and the newest overall;
 * each read through the listed-jobs date index, so the cost does not grow with the table.
 */
export async function openJobsForMatching(deps: AppDeps, opts: { cityId: number | null; words: string[]; perSource: number }): Promise<JobForMatching[]> {
  const now = deps.clock.now();
  const listed = listedJobCondition(now);
  const newest = (extra: ReturnType<typeof sql>) =>
    sql`(select j.id from jobs j where ${listed} and ${extra} order by j.fecha_publicacion desc, j.id desc limit ${opts.perSource})`;
  const sources = [newest(sql`true`)];
  if (opts.cityId) sources.push(newest(sql`j.ciudad_id = ${opts.cityId}`));
  const words = opts.words.filter((w) => /^[\p{L}\p{N}]{3,40}$/u.test(w)).slice(0, 6);
  if (words.length) sources.push(newest(sql`j.search @@ to_tsquery('es_unaccent'::regconfig, ${words.join(' | ')})`));
  const idRows = await queryRows<{ id: number }>(deps.db, sql`select distinct id from (${sql.join(sources, sql` union all `)}) u`);
  const ids = idRows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const [rows, reqs, resps, skills] = await Promise.all([
    queryRows<{ id: number; titulo: string; descripcion: string; descripcion_larga: string; ciudad_id: number; categoria_id: number | null; min_years: number | null }>(
      deps.db,
      sql`select j.id, j.titulo, j.descripcion, j.descripcion_larga, j.ciudad_id, j.categoria_id, e.min_years
          from jobs j left join experience_levels e on e.id = j.experiencia_id where j.id in (${sqlList(ids)})`,
    ),
    queryRows<{ job_id: number; d: string }>(deps.db, sql`select job_id, descripcion as d from job_requirements where job_id in (${sqlList(ids)}) order by orden, id`),
    queryRows<{ job_id: number; d: string }>(deps.db, sql`select job_id, descripcion as d from job_responsibilities where job_id in (${sqlList(ids)}) order by orden, id`),
    queryRows<{ job_id: number; d: string }>(deps.db, sql`select js.job_id, s.nombre as d from job_skills js join skills s on s.id = js.skill_id where js.job_id in (${sqlList(ids)})`),
  ]);
  const group = (list: { job_id: number; d: string }[]) => {
    const m = new Map<number, string[]>();
    for (const r of list) m.set(Number(r.job_id), [...(m.get(Number(r.job_id)) ?? []), r.d]);
    return m;
  };
  const [rq, rs, sk] = [group(reqs), group(resps), group(skills)];
  return rows.map((r) => ({
    id: Number(r.id),
    titulo: r.titulo,
    descripcion: r.descripcion,
    descripcionLarga: r.descripcion_larga,
    ciudadId: Number(r.ciudad_id),
    categoriaId: r.categoria_id === null ? null : Number(r.categoria_id),
    minYears: Number(r.min_years ?? 0),
    requerimientos: rq.get(Number(r.id)) ?? [],
    responsabilidades: rs.get(Number(r.id)) ?? [],
    habilidades: sk.get(Number(r.id)) ?? [],
  }));
}

export { jobListItems };

/** The newest `limit` jobs of a search (the RSS feed of a search page). */
export async function newestOfSearch(deps: AppDeps, search: JobSearch, limit: number): Promise<JobListItem[]> {
  // The search's statement already reads the page's list items.
  return (await searchPage(deps, { ...search, tcOrden: 'recientes', tlConteoCiudades: false }, 0, limit)).items;
}
