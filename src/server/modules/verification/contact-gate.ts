/**
 * The contact gate (decision trust.md): a company reads the e-mail and phone of a candidate who
 * made the profile visible and did not apply to it only when it is verified, and at most
 * CONTACT_REVEALS_PER_DAY distinct candidates per La Paz day. Each reveal is logged once per
 * company, candidate and day; the candidate reads the log.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { laPazDay } from '../../core/time';
import { queryRows } from '../../db/client';
import { isoInstant } from '../../db/sql';
import { VERIFICATION_MESSAGES, type ContactView } from '../../../shared/contract/verification';

export type ContactGate = { shown: true } | { shown: false; message: string };

/** Whether the company is verified (one primary-key read). */
export async function isVerified(deps: AppDeps, companyId: number): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(deps.db, sql`select 1 as n from verified_companies where company_id = ${companyId}`);
  return rows.length > 0;
}

/**
 * Reveals a candidate's contact data to a company that the candidate did not apply to: logged and
 * counted in one transaction, serialised per company so that two requests at once cannot pass
 * the daily number together.
 */
export async function revealContact(deps: AppDeps, companyId: number, candidateId: number): Promise<ContactGate> {
  if (!(await isVerified(deps, companyId))) return { shown: false, message: VERIFICATION_MESSAGES.verifyToSeeContact };
  const now = deps.clock.now();
  const day = laPazDay(now);
  const limit = deps.config.CONTACT_REVEALS_PER_DAY;
  return deps.db.transaction(async (tx) => {
    await queryRows(tx, sql`select pg_advisory_xact_lock(7351, ${companyId})`);
    const [row] = await queryRows<{ seen: boolean; n: number }>(
      tx,
      sql`select exists (select 1 from contact_reveals where company_id = ${companyId} and dia = ${day} and candidate_id = ${candidateId}) as seen,
            (select count(*) from contact_reveals where company_id = ${companyId} and dia = ${day})::int as n`,
    );
    if (row?.seen) return { shown: true } as const;
    if (Number(row?.n ?? 0) >= limit) return { shown: false, message: VERIFICATION_MESSAGES.dailyLimit(limit) } as const;
    await queryRows(
      tx,
      sql`insert into contact_reveals (company_id, candidate_id, dia, created_at) values (${companyId}, ${candidateId}, ${day}, ${now})
          on conflict do nothing`,
    );
    return { shown: true } as const;
  });
}

/** The companies that read a candidate's contact data, newest first (one line per company and day). */
export async function contactViews(deps: AppDeps, candidateId: number): Promise<ContactView[]> {
  const rows = await queryRows<{ codigo: string; nombre: string; dia: string; created_at: Date | string }>(
    deps.db,
    sql`select c.codigo, c.nombre, r.dia::text as dia, r.created_at from contact_reveals r join companies c on c.id = r.company_id
        where r.candidate_id = ${candidateId} order by r.created_at desc limit 200`,
  );
  return rows.map((r) => ({ EmpresaCodigo: r.codigo, EmpresaNombre: r.nombre, Dia: String(r.dia).slice(0, 10), Fecha: isoInstant(r.created_at) }));
}
