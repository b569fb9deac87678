/**
 * 100,000 realistic jobs for the search benchmark, built from the demo templates
 * (src/server/seed/data/jobs.ts) with varied titles, cities, companies, salaries and dates:
 * ~90% paid and current, the rest expired, unpaid, closed or hidden. Rows are written in bulk;
 * search_text is computed here in the same shape as modules/jobs/search-text.ts writes it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/client';
import { CATEGORIES, CITIES, JOB_TYPES, SKILLS, WORK_MODES, nameOf } from '../src/shared/catalog';
import { SEED_JOBS, BENEFITS } from '../src/server/seed/data/jobs';
import { prng } from '../src/server/seed/prng';
import { newPublicCode } from '../src/server/lib/codes';

export const BENCH_JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const COMPANIES = 1000;
const DAY = 86_400_000;

const PREFIXES = ['', '', '', 'Senior ', 'Junior ', 'Asistente de ', 'Jefe de ', 'Coordinador de ', 'Practicante de '];
const SUFFIXES = ['', '', '', ' para sucursal', ' (turno mañana)', ' (turno noche)', ' bilingüe', ' con experiencia', ' - proyecto nuevo', ' para zona norte'];
const COMPANY_WORDS = ['Andina', 'Illimani', 'Sajama', 'Chiquitana', 'Amazónica', 'del Sur', 'Oriental', 'Altiplánica', 'Valluna', 'Chapaca', 'Paceña', 'Cruceña', 'Potosina', 'Orureña', 'Beniana'];
const COMPANY_KINDS = ['Servicios', 'Comercial', 'Constructora', 'Consultora', 'Distribuidora', 'Industrias', 'Transportes', 'Tecnología', 'Agroindustrias', 'Inversiones'];

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
  for (const part of chunk(Array.from({ length: COMPANIES }, (_, i) => i), 500)) {
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
          const nombre = `${COMPANY_KINDS[i % COMPANY_KINDS.length]} ${COMPANY_WORDS[Math.floor(i / COMPANY_KINDS.length) % COMPANY_WORDS.length]} ${i} S.R.L.`;
          return sql`(${newPublicCode()}, ${u.id}, ${nombre}, ${`rrhh${i}@example.bo`}, ${(i % 10) + 1})`;
        }),
        sql`, `,
      )} returning id, nombre`,
    );
    companyRows.push(...rows);
  }

  const started = Date.now();
  const sampleCodes: string[] = [];
  let done = 0;
  const BATCH = 1000;
  while (done < total) {
    const n = Math.min(BATCH, total - done);
    const jobs = Array.from({ length: n }, (_, k) => {
      const i = done + k;
      const tpl = SEED_JOBS[i % SEED_JOBS.length];
      const company = pick(companyRows);
      const city = rand() < 0.7 ? pick(tpl.ciudades) : pick(CITIES).id;
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
      const salario = tpl.salario && rand() > 0.15 ? Math.round((tpl.salario * (0.8 + rand() * 0.5)) / 100) * 100 : 0;
      const titulo = `${pick(PREFIXES)}${tpl.titulo}${pick(SUFFIXES)}`;
      const reqs = tpl.requerimientos.slice(0, 2 + Math.floor(rand() * 3));
      const resps = tpl.responsabilidades.slice(0, 2 + Math.floor(rand() * 2));
      const skills = tpl.habilidades.slice(0, 2 + Math.floor(rand() * 3));
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
