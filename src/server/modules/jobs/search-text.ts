/**
 * The words of a job that live outside its own columns (requirements, responsibilities, skills,
 * category, company, city, type, place of work): kept in jobs.search_text so the generated
 * tsvector indexes them. job-store.ts refreshes it on every write; a catalogue renamed by a
 * migration is caught when the app starts (`syncCatalogueNames`).
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';

/** Recomputes search_text of the jobs (aliased `j`) matching `where`, inside the caller's transaction. */
export async function refreshSearchText(db: DbOrTx, where: SQL) {
  await db.execute(sql`
    update jobs j set search_text = left(concat_ws(' . ',
      -- A confidential job is never found by its company's name (issue 39).
      (select nombre from companies where id = j.company_id and not j.confidencial),
      (select nombre from cities where id = j.ciudad_id),
      (select nombre from categories where id = j.categoria_id),
      (select nombre from job_types where id = j.tipo_empleo_id),
      (select nombre from work_modes where id = j.modalidad_id),
      (select string_agg(s.nombre, ' . ') from job_skills js join skills s on s.id = js.skill_id where js.job_id = j.id),
      (select string_agg(r.descripcion, ' . ' order by r.orden) from job_requirements r where r.job_id = j.id),
      (select string_agg(r.descripcion, ' . ' order by r.orden) from job_responsibilities r where r.job_id = j.id)
    ), 20000)
    where ${where}`);
}

const FINGERPRINT_ROW = 'catalogue-names';

/** A number that changes when any name of a catalogue the search text repeats changes. */
async function catalogueFingerprint(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ t: string; id: number; nombre: string }>(
    db,
    sql`select 'ciudad' as t, id, nombre from cities union all select 'categoria', id, nombre from categories
        union all select 'tipo', id, nombre from job_types union all select 'modalidad', id, nombre from work_modes
        union all select 'habilidad', id, nombre from skills order by 1, 2`,
  );
  const hash = createHash('sha256').update(rows.map((r) => `${r.t}:${r.id}:${r.nombre}`).join('\n')).digest();
  return hash.readUInt32BE(0) % 2_000_000_000;
}

/**
 * Catalogue names change only through migrations (which upsert them from src/shared/catalog.ts).
 * When the names differ from those the search text was last built from, every job's search text
 * is rebuilt, once. A database that never recorded them is taken as current (job-store.ts kept
 * it so).
 */
export async function syncCatalogueNames(db: Db): Promise<boolean> {
  const current = await catalogueFingerprint(db);
  const [stored] = await queryRows<{ version: number }>(db, sql`select version from search_versions where name = ${FINGERPRINT_ROW}`);
  if (stored && Number(stored.version) === current) return false;
  await db.transaction(async (tx) => {
    if (stored) await refreshSearchText(tx, sql`true`);
    await tx.execute(
      sql`insert into search_versions (name, version) values (${FINGERPRINT_ROW}, ${current})
          on conflict (name) do update set version = excluded.version`,
    );
  });
  return Boolean(stored);
}
