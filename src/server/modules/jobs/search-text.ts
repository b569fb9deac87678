/**
 * The words of a job that live outside its own columns (requirements, responsibilities, skills,
 * category, company, city, type, place of work): kept in jobs.search_text so the generated
 * tsvector indexes them. Every write of a job or of its lists calls `refreshJobSearchText`.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Recomputes search_text of the given jobs, inside the caller's transaction. */
export async function refreshJobSearchText(db: DbOrTx, jobIds: number[]) {
  if (jobIds.length === 0) return;
  const ids = sql.join(jobIds.map((id) => sql`${id}`), sql`, `);
  await db.execute(sql`
    update jobs j set search_text = left(concat_ws(' . ',
      (select nombre from companies where id = j.company_id),
      (select nombre from cities where id = j.ciudad_id),
      (select nombre from categories where id = j.categoria_id),
      (select nombre from job_types where id = j.tipo_empleo_id),
      (select nombre from work_modes where id = j.modalidad_id),
      (select string_agg(s.nombre, ' . ') from job_skills js join skills s on s.id = js.skill_id where js.job_id = j.id),
      (select string_agg(r.descripcion, ' . ' order by r.orden) from job_requirements r where r.job_id = j.id),
      (select string_agg(r.descripcion, ' . ' order by r.orden) from job_responsibilities r where r.job_id = j.id)
    ), 20000)
    where j.id in (${ids})`);
}
