/**
 * Deleting an account (account/erase.ts, decision 070) erases its threads in the same
 * transaction: every message on the applications of a deleted candidate, and on the applications
 * to a deleted company's jobs (both sides: a thread is about the two of them), the company's reply
 * templates and the person's message-mail choice and links.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicationMessages, applications, jobs, messageMailLinks, messageMailSettings, replyTemplates } from '../../db/schema';

export async function eraseThreadsOf(tx: DbOrTx, who: { userId: number; candidateId: number | null; companyId: number | null }) {
  const apps = tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      or(
        eq(applications.candidateId, who.candidateId ?? -1),
        inArray(applications.jobId, tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, who.companyId ?? -1))),
      ),
    );
  await tx.delete(applicationMessages).where(or(inArray(applicationMessages.applicationId, apps), eq(applicationMessages.authorUserId, who.userId)));
  if (who.companyId) await tx.delete(replyTemplates).where(eq(replyTemplates.companyId, who.companyId));
  await tx.delete(messageMailLinks).where(eq(messageMailLinks.userId, who.userId));
  await tx.delete(messageMailSettings).where(eq(messageMailSettings.userId, who.userId));
}

/** The messages a person wrote, for «Descargar mis datos» (decision 070): theirs, oldest first. */
export async function messagesWrittenBy(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ Mensaje: applicationMessages.id, Postulacion: applicationMessages.applicationId, Empleo: jobs.titulo, Texto: applicationMessages.texto, Fecha: applicationMessages.createdAt, Leido: applicationMessages.leidoAt })
    .from(applicationMessages)
    .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applicationMessages.authorUserId, userId))
    .orderBy(applicationMessages.createdAt, applicationMessages.id)
    .limit(5000);
  return rows.map((r) => ({ ...r, Fecha: r.Fecha.toISOString(), Leido: r.Leido ? r.Leido.toISOString() : null }));
}
