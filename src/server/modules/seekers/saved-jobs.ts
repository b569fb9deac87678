/** Saved jobs ('Empleos guardados'): a candidate keeps public jobs to come back to; each shows its state now. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { notFound } from '../../core/http/errors';
import { savedJobs } from '../../db/schema';
import { queryRows } from '../../db/client';
import { isoInstant } from '../../db/sql';
import { SAVED_JOBS_MAX, SAVED_JOB_STATES, SEEKER_MESSAGES, type SavedJobItem } from '../../../shared/contract/seekers';
import { jobItemsWithState, readableJobId } from '../jobs/public';

const candidateOf = (user: AuthUser) => {
  if (!user.candidateId) throw notFound(SEEKER_MESSAGES.jobNotFound);
  return user.candidateId;
};

/** Saves a job anyone may read now (expired ones too); saving it again changes nothing. False: the list is full. */
export async function saveJob(deps: AppDeps, user: AuthUser, code: string): Promise<boolean> {
  const candidateId = candidateOf(user);
  const jobId = await readableJobId(deps, code);
  if (!jobId) throw notFound(SEEKER_MESSAGES.jobNotFound);
  const [count] = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from saved_jobs where candidate_id = ${candidateId}`);
  if (Number(count?.n ?? 0) >= SAVED_JOBS_MAX) {
    const [already] = await deps.db.select().from(savedJobs).where(and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)));
    return Boolean(already);
  }
  await deps.db.insert(savedJobs).values({ candidateId, jobId, createdAt: deps.clock.now() }).onConflictDoNothing();
  return true;
}

/** Removes a saved job by its code (any job the candidate saved, whatever its state now). */
export async function unsaveJob(deps: AppDeps, user: AuthUser, code: string): Promise<void> {
  const candidateId = candidateOf(user);
  const rows = await queryRows<{ job_id: number }>(
    deps.db,
    sql`delete from saved_jobs s using jobs j where s.job_id = j.id and j.codigo = ${code} and s.candidate_id = ${candidateId} returning s.job_id`,
  );
  if (rows.length === 0) throw notFound(SEEKER_MESSAGES.jobNotFound);
}

/** The candidate's saved jobs, the last saved first, with their state. */
export async function listSavedJobs(deps: AppDeps, user: AuthUser): Promise<SavedJobItem[]> {
  const candidateId = candidateOf(user);
  const rows = await deps.db
    .select({ jobId: savedJobs.jobId, createdAt: savedJobs.createdAt })
    .from(savedJobs)
    .where(eq(savedJobs.candidateId, candidateId))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
    .limit(SAVED_JOBS_MAX);
  const savedAt = new Map(rows.map((r) => [r.jobId, r.createdAt]));
  const items = await jobItemsWithState(deps, rows.map((r) => r.jobId));
  return items.map(({ state, ...item }) => ({
    ...item,
    EstadoGuardado: state,
    EstadoNombre: SAVED_JOB_STATES[state],
    FechaGuardado: isoInstant(savedAt.get(item.Empleo) ?? deps.clock.now()),
  }));
}
