/**
 * 100,000 (BENCH_JOBS) realistic jobs for the search benchmark from bench/job-corpus.ts: roles of
 * every category in both gender forms, specialities, seniority, requirements from field pools,
 * 3,000 companies, dates over 90 days: ~90% paid and current, the rest expired, unpaid, closed or
 * hidden. Rows are written in bulk with the index trigger off; search_text is computed here in
 * the same shape as modules/jobs/search-text.ts writes it, and the search index is built at the
 * end with the migration's own function (search_index_jobs), in batches.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/client';
import { CATEGORIES, CITIES, JOB_TYPES, SKILLS, WORK_MODES, nameOf } from '../src/shared/catalog';
import { BENEFITS } from '../src/server/seed/data/jobs';
import { COMPANY_COUNT, companyName, corpusJob } from './job-corpus';
import { prng } from '../src/server/seed/random';
import { newPublicCode } from '../src/server/core/codes';
import { sweepSearchIndex } from '../src/server/modules/jobs/index-sweep';

export const BENCH_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const DAY = 86_400_000;


const chunk = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export async function benchJobCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs`);
  return Number(row.n);
}

/** Writes the companies and jobs; answers the codes of some public jobs (for the detail benchmark). */
export async function generateJobs(db: Db, now: Date, total = BENCH_JOBS, log: (s: string) => void = console.log) {
  const rand = prng(424242);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];

  // Companies (their users never log in: no password hash needed).
  const companyRows: { id: number; nombre: string }[] = [];
  for (const part of chunk(Array.from({ length: COMPANY_COUNT }, (_, i) => i), 500)) {
    const users = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, password_hash, role, nombre) values ${sql.join(
        part.map((i) => sql`(${`bench.empresa${i}.${Date.now()}@example.bo`}, 'x', 'empresa', 'Bench')`),
        sql`, `,
      )} returning id`,
    );
    const rows = await queryRows<{ id: number; nombre: string }>(
      db,
      sql`insert into companies (codigo, user_id, nombre, correo, ciudad_id) values ${sql.join(
        users.map((u, k) => {
          const i = part[k];
          const nombre = companyName(i);
          return sql`(${newPublicCode()}, ${u.id}, ${nombre}, ${`rrhh${i}@example.bo`}, ${(i % 10) + 1})`;
        }),
        sql`, `,
      )} returning id, nombre`,
    );
    companyRows.push(...rows);
  }

  await db.execute(sql`alter table jobs disable trigger jobs_search_index`);
  const started = Date.now();
  const sampleCodes: string[] = [];
  let done = 0;
  const BATCH = 1000;
  while (done < total) {
    const n = Math.min(BATCH, total - done);
    const jobs = Array.from({ length: n }, () => {
      const company = pick(companyRows);
      const city = rand() < 0.45 ? [4, 3, 8][Math.floor(rand() * 3)] : pick(CITIES).id;
      const tpl = corpusJob(rand, company.nombre, nameOf(CITIES, city));
      const published = new Date(now.getTime() - Math.floor(rand() * 90 * DAY));
      const kind = rand();
      // 5% expired, 3% unpaid, 1% closed, 1% hidden; the rest paid and current.
      const expired = kind < 0.05;
      const estado = kind >= 0.05 && kind < 0.08 ? 1 : 2;
      const cerrado = kind >= 0.08 && kind < 0.09;
      const oculto = kind >= 0.09 && kind < 0.1;
      const vence = expired
        ? new Date(now.getTime() - (1 + Math.floor(rand() * 30)) * DAY)
        : new Date(Math.max(published.getTime() + 30 * DAY, now.getTime() + (1 + Math.floor(rand() * 60)) * DAY));
      const salario = tpl.salario;
      const titulo = tpl.titulo;
      const reqs = tpl.requerimientos;
      const resps = tpl.responsabilidades;
      const skills = tpl.habilidades;
      const perks = [pick(BENEFITS), pick(BENEFITS)];
      const searchText = [
        company.nombre,
        nameOf(CITIES, city),
        nameOf(CATEGORIES, tpl.categoria),
        nameOf(JOB_TYPES, tpl.tipo),
        nameOf(WORK_MODES, tpl.modalidad),
        skills.map((s) => nameOf(SKILLS, s)).join(' . '),
        reqs.join(' . '),
        resps.join(' . '),
      ].join(' . ');
      return {
        codigo: newPublicCode(),
        companyId: company.id,
        titulo,
        descripcion: tpl.descripcion,
        larga: `${tpl.descripcion} El puesto es en ${nameOf(CITIES, city)}.\n\nOfrecemos ${perks.join(' y ')}.`,
        city,
        tipo: tpl.tipo,
        categoria: tpl.categoria,
        experiencia: tpl.experiencia,
        salario,
        modalidad: tpl.modalidad,
        published,
        vence: new Date(vence.getTime() - 4 * 3600_000).toISOString().slice(0, 10),
        estado,
        cerrado,
        oculto,
        searchText,
        reqs,
        resps,
        skills,
        public: !expired && estado === 2 && !cerrado && !oculto,
      };
    });
    const ids = await queryRows<{ id: number }>(
      db,
      sql`insert into jobs (codigo, company_id, titulo, descripcion, descripcion_larga, ciudad_id, tipo_empleo_id, categoria_id,
            experiencia_id, salario, modalidad_id, fecha_publicacion, fecha_vencimiento, estado, cerrado, oculto, search_text)
          values ${sql.join(
            jobs.map(
              (j) => sql`(${j.codigo}, ${j.companyId}, ${j.titulo}, ${j.descripcion}, ${j.larga}, ${j.city}, ${j.tipo}, ${j.categoria},
                ${j.experiencia}, ${j.salario}, ${j.modalidad}, ${j.published.toISOString()}::timestamptz, ${j.vence}::date,
                ${j.estado}, ${j.cerrado}, ${j.oculto}, ${j.searchText})`,
            ),
            sql`, `,
          )} returning id`,
    );
    const lists = (key: 'reqs' | 'resps') =>
      jobs.flatMap((j, k) => j[key].map((descripcion, orden) => sql`(${ids[k].id}, ${descripcion}, ${orden})`));
    await db.execute(sql`insert into job_requirements (job_id, descripcion, orden) values ${sql.join(lists('reqs'), sql`, `)}`);
    await db.execute(sql`insert into job_responsibilities (job_id, descripcion, orden) values ${sql.join(lists('resps'), sql`, `)}`);
    await db.execute(
      sql`insert into job_skills (job_id, skill_id) values ${sql.join(
        jobs.flatMap((j, k) => j.skills.map((s) => sql`(${ids[k].id}, ${s})`)),
        sql`, `,
      )}`,
    );
    for (const j of jobs) if (j.public && sampleCodes.length < 2000 && rand() < 0.05) sampleCodes.push(j.codigo);
    done += n;
    if (done % 10_000 === 0) log(`  ${done.toLocaleString('es-BO')} empleos (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await db.execute(sql`alter table jobs enable trigger jobs_search_index`);
  const [range] = await queryRows<{ lo: number; hi: number }>(db, sql`select min(id)::int as lo, max(id)::int as hi from jobs`);
  const indexStarted = Date.now();
  // The index's secondary indexes are built once at the end (far faster than kept up to date
  // through a million jobs' inserts); the primary keys stay for the function's deletes.
  const secondary = await queryRows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where tablename in ('search_postings', 'search_docs') and indexname not in ('search_postings_pk', 'search_docs_pkey')`,
  );
  for (const index of secondary) await db.execute(sql.raw(`drop index ${index.name}`));
  for (let lo = Number(range.lo); lo <= Number(range.hi); lo += 5000) {
    await db.execute(sql`select search_index_jobs(array(select id from jobs where id between ${lo} and ${lo + 4999}))`);
    if ((lo - Number(range.lo)) % 50_000 === 0) log(`  índice de búsqueda: ${(lo - Number(range.lo)).toLocaleString('es-BO')} empleos (${Math.round((Date.now() - indexStarted) / 1000)} s)`);
  }
  // As the server's sweep would at start: expired jobs and unpaid postings leave the index.
  log(`  barrido: ${await sweepSearchIndex(db, now)} empleos fuera del índice (${Math.round((Date.now() - indexStarted) / 1000)} s)`);
  for (const index of secondary) {
    await db.execute(sql.raw(index.def));
    log(`  índice ${index.name} (${Math.round((Date.now() - indexStarted) / 1000)} s)`);
  }
  await db.execute(sql`vacuum analyze`);
  return sampleCodes;
}

/** Codes of public jobs already in the database. */
export async function publicCodes(db: Db, limit = 2000): Promise<string[]> {
  const rows = await queryRows<{ codigo: string }>(
    db,
    sql`select codigo from jobs where estado = 2 and not cerrado and not oculto and fecha_vencimiento >= current_date order by id desc limit ${limit}`,
  );
  return rows.map((r) => r.codigo);
}
