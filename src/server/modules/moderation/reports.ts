/**
 * Reports of a job (issue 38): by visitors and users, one per reporter and job (a user by id, a
 * visitor by a hash of the IP: the address itself is not kept); once the job has the settings'
 * number of distinct pending reports it is held En revisión until staff look.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ReportReason } from '../../../shared/contract/moderation';
import type { AppDeps, AuthUser } from '../../core/context';
import { notFound } from '../../core/http/errors';
import { enqueueMail } from '../../core/mail/outbox';
import { jobReports, jobs } from '../../db/schema';
import { MODERATION_MESSAGES } from '../../../shared/contract/moderation';
import { loadConfig } from './config';
import { heldMail } from './mails';
import { companyContact, holdJob } from './review';

export const REPORTS_HOLD_REASON = 'Varias personas denunciaron esta oferta; el equipo de Chamba la revisará pronto.';

export const reporterKey = (user: AuthUser | null, ip: string) =>
  user ? `u:${user.id}` : `ip:${createHash('sha256').update(`denuncia:${ip}`).digest('hex').slice(0, 32)}`;

export async function reportJob(deps: AppDeps, user: AuthUser | null, ip: string, body: { tcCodigoEmpleo: string; tcMotivo: ReportReason; tcDetalle: string }) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.codigo, body.tcCodigoEmpleo)).for('update');
    if (!job || job.cerrado) throw notFound(MODERATION_MESSAGES.jobNotFound);
    const inserted = await tx
      .insert(jobReports)
      .values({ jobId: job.id, reporterKey: reporterKey(user, ip), userId: user?.id ?? null, motivo: body.tcMotivo, detalle: body.tcDetalle, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: jobReports.id });
    // A second report by the same person is thanked the same, and not counted.
    if (!inserted.length || job.oculto) return;
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(jobReports)
      .where(and(eq(jobReports.jobId, job.id), eq(jobReports.estado, 'pendiente')));
    const config = await loadConfig(tx);
    if (Number(n) < config.denunciasParaOcultar) return;
    await holdJob(tx, job.id, 'denuncias', 0, [{ motivo: REPORTS_HOLD_REASON }], now);
    const to = await companyContact(tx, job.companyId);
    if (to) await enqueueMail(deps, heldMail(deps, to, job, [REPORTS_HOLD_REASON]), tx);
  });
}
