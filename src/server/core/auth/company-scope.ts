/**
 * A company is a team (decision 110): what its members may do, checked here once for every area.
 * - `assertCompanyAdmin`: the administrator-only actions (invite, remove, pay any QR the company
 *   starts, edit the company's profile and logo, ask for verification). Staff pass.
 * - `jobInScope` / `jobScopeSql`: a recruiter limited to some jobs sees nothing of the others:
 *   every job, applicant, CV, analysis, message or interview of another job answers 404, as a
 *   stranger's does. Staff, administrators and unlimited recruiters: every job of the company.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../context';
import { forbidden } from '../http/errors';

export const TEAM_MESSAGES = {
  adminOnly: 'Solo un administrador de la empresa puede hacer esto.',
} as const;

/** Whether the user is staff or an administrator of their company. */
export const isCompanyAdmin = (user: Pick<AuthUser, 'role' | 'companyRole'>) => user.role === 'admin' || user.companyRole === 'administrador';

/** 403 unless the caller is an administrator of their company (or staff). */
export function assertCompanyAdmin(user: Pick<AuthUser, 'role' | 'companyRole'>): void {
  if (!isCompanyAdmin(user)) throw forbidden(TEAM_MESSAGES.adminOnly);
}

/** Whether the job (already known to be of the caller's company) is within the caller's jobs. */
export function jobInScope(user: Pick<AuthUser, 'role' | 'jobScope'> | null, jobId: number): boolean {
  if (!user || user.role === 'admin' || user.jobScope === null) return true;
  return user.jobScope.includes(Number(jobId));
}

/** The same as a condition on a job id column (`sql\`j.id\``): `true`, or the recruiter's jobs. */
export function jobScopeSql(user: Pick<AuthUser, 'role' | 'jobScope'> | null, jobIdColumn: SQL): SQL {
  if (!user || user.role === 'admin' || user.jobScope === null) return sql`true`;
  if (user.jobScope.length === 0) return sql`false`;
  return sql`${jobIdColumn} in (${sql.join(
    user.jobScope.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** A key part for cached replies that depend on the jobs the caller sees ('' when every job). */
export const jobScopeKey = (user: Pick<AuthUser, 'role' | 'jobScope'>) => (user.role === 'admin' || user.jobScope === null ? '' : `:${[...user.jobScope].sort((a, b) => a - b).join(',')}`);
