/**
 * Demo applications (issue 5): seeded candidates with a paid CV apply to paid jobs of the
 * marketplace step, with statuses moved along the pipeline and dates between the job's
 * publication (or the CV's payment) and now, so both dashboards show real figures. The demo
 * company (empresa@chamba.bo) gets more applicants; the demo candidate applies to three jobs.
 * Runs after seedMarketplace and seedCvs; with no paid CV or no paid job it does nothing.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../core/context';
import { queryRows } from '../db/client';
import { applications } from '../db/schema';
import { DEMO_ACCOUNTS } from './accounts';
import { prng } from './random';

const DAY = 86_400_000;


/** Older applications are further along: Recibido 1, En revisión 2, Entrevista 3, Rechazado 4, Contratado 5. */
function statusFor(ageDays: number, r: number): number {
  if (ageDays < 1) return r < 0.8 ? 1 : 2;
  if (ageDays < 5) return r < 0.35 ? 1 : r < 0.7 ? 2 : r < 0.85 ? 3 : 4;
  return r < 0.2 ? 1 : r < 0.4 ? 2 : r < 0.62 ? 3 : r < 0.84 ? 4 : 5;
}

type Cv = { curriculum_id: number; candidate_id: number; paid_at: string; email: string; skills: unknown };
type Job = { id: number; company_email: string; published: string; expires: string; skills: number[] | null };

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter(Number.isInteger) : []);

/**
 * The demo company's two postings that draw the crowd, as real boards have: the two published
 * longest ago among those open at least another week. Every seeded candidate applies to them, so
 * whatever the day the demo data is made, its recruiter has a pipeline of several people on more
 * than one job (the rest of the applications stay spread at random).
 */
function featuredJobs(demoJobs: Job[], now: Date): Set<number> {
  const weekAhead = now.getTime() + 7 * DAY;
  const lasting = demoJobs.filter((j) => Date.parse(`${j.expires}T23:59:00-04:00`) > weekAhead && Date.parse(j.published) < now.getTime() - DAY);
  lasting.sort((a, b) => Date.parse(a.published) - Date.parse(b.published) || Number(a.id) - Number(b.id));
  return new Set(lasting.slice(0, 2).map((j) => Number(j.id)));
}

export async function seedHiring(deps: AppDeps): Promise<Record<string, number>> {
  const now = deps.clock.now();
  // The newest paid CV of each candidate.
  const cvs = await queryRows<Cv>(
    deps.db,
    sql`select distinct on (cv.candidate_id) cv.id as curriculum_id, cv.candidate_id,
        to_char(coalesce(cv.pagado_en, cv.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at, u.email,
        cv.documento->'habilidades' as skills
      from curriculums cv join candidates c on c.id = cv.candidate_id join users u on u.id = c.user_id
      where cv.pagado and c.visible
      order by cv.candidate_id, cv.created_at desc, cv.id desc`,
  );
  const jobs = await queryRows<Job>(
    deps.db,
    sql`select j.id, u.email as company_email,
        to_char(j.fecha_publicacion at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published,
        to_char(j.fecha_vencimiento, 'YYYY-MM-DD') as expires,
        (select array_agg(js.skill_id) from job_skills js where js.job_id = j.id) as skills
      from jobs j join companies co on co.id = j.company_id join users u on u.id = co.user_id
      where j.estado = 2 and not j.cerrado and not j.oculto
      order by j.id`,
  );
  if (cvs.length === 0 || jobs.length === 0) return { postulaciones: 0 };

  const rand = prng(20260505);
  const demoJobs = jobs.filter((j) => j.company_email === DEMO_ACCOUNTS.empresa);
  const otherJobs = jobs.filter((j) => j.company_email !== DEMO_ACCOUNTS.empresa);
  const rows: (typeof applications.$inferInsert)[] = [];
  /** `count` jobs, most of them among those that share skills with the CV (people apply to what fits them). */
  const pick = (list: Job[], count: number, cvSkills: Set<number>) => {
    const fits = list.filter((j) => ids(j.skills).some((id) => cvSkills.has(id)));
    const rest = list.filter((j) => !fits.includes(j));
    const out: Job[] = [];
    while (out.length < count && (fits.length || rest.length)) {
      const from = fits.length && (rand() < 0.85 || !rest.length) ? fits : rest;
      out.push(from.splice(Math.floor(rand() * from.length), 1)[0]);
    }
    return out;
  };

  /** Jobs still open a day after the CV was paid: the only ones its owner could apply to. */
  const openAfter = (list: Job[], paidAt: string) => list.filter((j) => Date.parse(`${j.expires}T23:59:00-04:00`) > Date.parse(paidAt) + DAY);
  const featured = featuredJobs(demoJobs, now);

  for (const cv of cvs) {
    const isDemo = cv.email === DEMO_ACCOUNTS.candidato;
    const skills = new Set(ids(cv.skills));
    const [demoOpen, otherOpen] = [openAfter(demoJobs, cv.paid_at), openAfter(otherJobs, cv.paid_at)];
    const chosen = isDemo
      ? [...pick(demoOpen, 1, skills), ...pick(otherOpen, 2, skills)]
      : [
          ...demoOpen.filter((j) => featured.has(Number(j.id))),
          ...pick(demoOpen.filter((j) => !featured.has(Number(j.id))), Math.floor(rand() * 4), skills),
          ...pick(otherOpen, 2 + Math.floor(rand() * 5), skills),
        ];
    for (const [i, job] of chosen.entries()) {
      const from = Math.max(Date.parse(job.published), Date.parse(cv.paid_at));
      // Applications close with the job: the last one on its expiry day (La Paz), never in the future.
      const until = Math.min(now.getTime() - 60_000, Date.parse(`${job.expires}T23:59:00-04:00`));
      if (until <= from) continue;
      const created = new Date(from + Math.floor(rand() * (until - from)));
      const ageDays = (now.getTime() - created.getTime()) / DAY;
      // The demo candidate's three: Entrevista, En revisión, Recibido.
      const estado = isDemo ? [3, 2, 1][i] ?? 1 : statusFor(ageDays, rand());
      const updated = estado === 1 ? created : new Date(Math.min(now.getTime() - 60_000, created.getTime() + (1 + rand() * 5) * DAY));
      rows.push({ jobId: Number(job.id), candidateId: Number(cv.candidate_id), curriculumId: Number(cv.curriculum_id), estado, createdAt: created, updatedAt: updated });
    }
  }
  if (rows.length === 0) return { postulaciones: 0 };
  const inserted = await deps.db.insert(applications).values(rows).onConflictDoNothing().returning({ id: applications.id });
  return { postulaciones: inserted.length };
}
