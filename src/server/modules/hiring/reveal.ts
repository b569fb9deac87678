/**
 * A confidential job's company tells one applicant its name (issue 39, decision
 * featured-and-confidential.md): from then on that candidate's applications, messages, interview
 * invitations and status mails name the company (candidateCompanyName). Once, with a mail.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { publicUrl } from '../../core/config';
import { enqueueMail } from '../../core/mail/outbox';
import { queryRows } from '../../db/client';
import { ownedApplications } from './pipeline';

export async function revealCompany(deps: AppDeps, user: AuthUser, applicationId: number): Promise<{ revealed: boolean; confidential: boolean }> {
  return deps.db.transaction(async (tx) => {
    // Another company's application, or an unknown one: 404 (ownedApplications).
    await ownedApplications(tx, user, [applicationId], true);
    const [row] = await queryRows<{ confidencial: boolean; titulo: string; empresa: string; correo: string; nombre: string }>(
      tx,
      sql`select j.confidencial, j.titulo, co.nombre as empresa, c.correo, c.nombre
        from applications a join jobs j on j.id = a.job_id join companies co on co.id = j.company_id join candidates c on c.id = a.candidate_id
        where a.id = ${applicationId}`,
    );
    if (!row?.confidencial) return { revealed: false, confidential: false };
    const changed = await queryRows<{ id: number }>(
      tx,
      sql`update applications set empresa_revelada_at = ${deps.clock.now().toISOString()}::timestamptz
        where id = ${applicationId} and empresa_revelada_at is null returning id`,
    );
    if (changed.length && row.correo) {
      await enqueueMail(
        deps,
        {
          to: row.correo,
          subject: `La empresa de «${row.titulo}» es ${row.empresa}`.slice(0, 200),
          text: [
            `Hola ${row.nombre || 'postulante'}:`,
            '',
            `Postulaste al empleo confidencial «${row.titulo}». La empresa decidió contarte su nombre: ${row.empresa}.`,
            '',
            `Sigue tu postulación en ${publicUrl(deps.config)}/mispostulaciones`,
            '',
            'Chamba',
          ].join('\n'),
        },
        tx,
      );
    }
    return { revealed: true, confidential: true };
  });
}
