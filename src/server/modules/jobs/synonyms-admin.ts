/**
 * Staff edit the synonym groups (decision 073). A change takes effect at once: the group's
 * version is bumped in the same transaction (this instance re-reads the groups at its next
 * search, the others within 2 s) and the jobs that hold any word of the old or new phrases get their index terms rebuilt
 * (search_index_jobs, in batches of 500 jobs).
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { queryRows, type DbOrTx } from '../../db/client';
import { sqlList } from '../../db/sql';
import { SYNONYMS_VERSION } from './synonyms';
import { synonymsChanged } from './search';

const REINDEX_BATCH = 500;

export async function listSynonyms(deps: AppDeps) {
  const rows = await queryRows<{ id: number; palabras: string }>(deps.db, sql`select id, palabras from search_synonyms order by id`);
  return rows.map((r) => ({ Sinonimo: Number(r.id), Palabras: r.palabras }));
}

/** Phrases as staff wrote them, tidied: trimmed, single spaces, no repeats. */
const tidy = (text: string) =>
  [...new Set(text.split(',').map((w) => w.trim().replace(/\s+/g, ' ')).filter(Boolean))].join(', ');

/** The index terms the phrases of `texts` produce (what jobs to reindex). */
async function termsOf(db: DbOrTx, texts: string[]): Promise<string[]> {
  if (!texts.length) return [];
  const rows = await queryRows<{ term: string }>(
    db,
    sql`select distinct l.lexeme as term from unnest(array[${sqlList(texts)}]::text[]) as t(txt)
        cross join lateral regexp_split_to_table(t.txt, '\s*,\s*') as p(phrase)
        cross join lateral unnest(to_tsvector('es_unaccent'::regconfig, p.phrase)) l`,
  );
  return rows.map((r) => r.term);
}

async function bumpVersions(db: DbOrTx) {
  await db.execute(sql`insert into search_versions (name, version) values (${SYNONYMS_VERSION}, 1)
    on conflict (name) do update set version = (search_versions.version + 1) % 2000000000`);
  await db.execute(sql`update search_versions set version = (version + 1) % 2000000000 where name = 'jobs'`);
}

async function reindex(db: DbOrTx, terms: string[]) {
  if (!terms.length) return;
  const rows = await queryRows<{ id: number }>(db, sql`select distinct job_id as id from search_postings where term in (${sqlList(terms)})`);
  const ids = rows.map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += REINDEX_BATCH) {
    await db.execute(sql`select search_index_jobs(array[${sqlList(ids.slice(i, i + REINDEX_BATCH))}]::int[])`);
  }
}

/** Creates (id 0) or changes a group; null when the id does not exist. */
export async function saveSynonyms(deps: AppDeps, id: number, text: string) {
  const palabras = tidy(text);
  const saved = await deps.db.transaction(async (tx) => {
    const [old] = id ? await queryRows<{ palabras: string }>(tx, sql`select palabras from search_synonyms where id = ${id} for update`) : [];
    if (id && !old) return null;
    const [row] = id
      ? await queryRows<{ id: number }>(tx, sql`update search_synonyms set palabras = ${palabras}, updated_at = now() where id = ${id} returning id`)
      : await queryRows<{ id: number }>(tx, sql`insert into search_synonyms (palabras) values (${palabras}) returning id`);
    await bumpVersions(tx);
    return { id: Number(row.id), terms: await termsOf(tx, [palabras, ...(old ? [old.palabras] : [])]) };
  });
  if (!saved) return null;
  await reindex(deps.db, [...saved.terms, `=${saved.id}`]);
  synonymsChanged(deps);
  return { Sinonimo: saved.id, Palabras: palabras };
}

/** Deletes a group; false when it does not exist. */
export async function deleteSynonyms(deps: AppDeps, id: number): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ palabras: string }>(tx, sql`delete from search_synonyms where id = ${id} returning palabras`);
    if (!row) return false;
    await bumpVersions(tx);
    return true;
  });
  if (done) {
    await reindex(deps.db, [`=${id}`]);
    synonymsChanged(deps);
  }
  return done;
}
