/**
 * Who may read and write an application's thread: its candidate (side 'candidato') and the
 * company whose job it is (side 'empresa'). Anyone else, staff included, is told the application
 * does not exist (404): its existence is private too.
 */
import { sql } from 'drizzle-orm';
import { CONVERSATION_MESSAGES, type MessageSide } from '../../../shared/contract/conversations';
import type { AuthUser } from '../../core/context';
import { notFound } from '../../core/http/errors';
import { queryRows, type DbOrTx } from '../../db/client';
import { jobInScope } from '../../core/auth/company-scope';
import { candidateCompanyHidden, candidateCompanyName } from '../jobs/public';

export type ThreadHead = {
  id: number;
  side: MessageSide;
  titulo: string;
  codigo: string;
  empresa: string;
  nombre: string;
  apellidos: string;
  /** The job is open and neither account was deleted. */
  abierta: boolean;
  /** Issue 39: a confidential job whose company has not told this candidate its name. */
  oculta: boolean;
};

export async function threadHead(db: DbOrTx, user: AuthUser, applicationId: number): Promise<ThreadHead> {
  const [row] = await queryRows<Omit<ThreadHead, 'side'> & { candidate_id: number; company_id: number; job_id: number }>(
    db,
    sql`select a.id, a.candidate_id, j.company_id, j.id as job_id, j.titulo, j.codigo, ${candidateCompanyName()} as empresa, ${candidateCompanyHidden()} as oculta, ca.nombre, ca.apellidos,
        (not j.cerrado and cu.deleted_at is null and ou.deleted_at is null) as abierta
      from applications a
      join jobs j on j.id = a.job_id
      join companies co on co.id = j.company_id
      join candidates ca on ca.id = a.candidate_id
      join users cu on cu.id = ca.user_id
      join users ou on ou.id = co.user_id
      where a.id = ${applicationId}`,
  );
  const side: MessageSide | null =
    row && user.role === 'candidato' && Number(row.candidate_id) === user.candidateId
      ? 'candidato'
      : row && user.role === 'empresa' && Number(row.company_id) === user.companyId && jobInScope(user, Number(row.job_id))
        ? 'empresa'
        : null;
  if (!row || !side) throw notFound(CONVERSATION_MESSAGES.notFound);
  return { id: Number(row.id), side, titulo: row.titulo, codigo: row.codigo, empresa: row.empresa, nombre: row.nombre, apellidos: row.apellidos, abierta: Boolean(row.abierta), oculta: Boolean(row.oculta) };
}

/**
 * The author's name as the thread shows it: the candidate's full name, the recruiter's name; on a
 * confidential job not revealed to the candidate, «Empresa confidencial» (issue 39).
 */
export const authorName = (user: AuthUser, head: ThreadHead) =>
  head.side === 'candidato' ? `${head.nombre} ${head.apellidos}`.trim() || user.nombre : head.oculta ? head.empresa : user.nombre || head.empresa;

export const otherSide = (side: MessageSide): MessageSide => (side === 'candidato' ? 'empresa' : 'candidato');
