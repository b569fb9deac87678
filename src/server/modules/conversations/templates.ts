/** The company's reply templates (issue 40): titled texts with {nombre} and {empleo}, filled in before sending. */
import { and, asc, count, eq } from 'drizzle-orm';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, type ReplyTemplate } from '../../../shared/contract/conversations';
import type { AppDeps, AuthUser } from '../../core/context';
import { forbidden, notFound } from '../../core/http/errors';
import { replyTemplates } from '../../db/schema';

const companyOf = (user: AuthUser) => {
  if (!user.companyId) throw forbidden();
  return user.companyId;
};

const toTemplate = (t: typeof replyTemplates.$inferSelect): ReplyTemplate => ({ Plantilla: t.id, Titulo: t.titulo, Cuerpo: t.cuerpo });

export async function listReplyTemplates(deps: AppDeps, user: AuthUser): Promise<ReplyTemplate[]> {
  const rows = await deps.db.select().from(replyTemplates).where(eq(replyTemplates.companyId, companyOf(user))).orderBy(asc(replyTemplates.id));
  return rows.map(toTemplate);
}

/** Creates (no id) or edits one of the company's templates; null when the company has too many. */
export async function saveReplyTemplate(deps: AppDeps, user: AuthUser, id: number | undefined, titulo: string, cuerpo: string): Promise<ReplyTemplate | null> {
  const companyId = companyOf(user);
  const now = deps.clock.now();
  if (id) {
    const [row] = await deps.db
      .update(replyTemplates)
      .set({ titulo, cuerpo, updatedAt: now })
      .where(and(eq(replyTemplates.id, id), eq(replyTemplates.companyId, companyId)))
      .returning();
    if (!row) throw notFound(CONVERSATION_MESSAGES.plantillaNotFound);
    return toTemplate(row);
  }
  const [{ n }] = await deps.db.select({ n: count() }).from(replyTemplates).where(eq(replyTemplates.companyId, companyId));
  if (Number(n) >= CONVERSATION_LIMITS.templates) return null;
  const [row] = await deps.db.insert(replyTemplates).values({ companyId, titulo, cuerpo, updatedAt: now }).returning();
  return toTemplate(row);
}

export async function deleteReplyTemplate(deps: AppDeps, user: AuthUser, id: number) {
  const companyId = companyOf(user);
  const rows = await deps.db
    .delete(replyTemplates)
    .where(and(eq(replyTemplates.id, id), eq(replyTemplates.companyId, companyId)))
    .returning({ id: replyTemplates.id });
  if (rows.length === 0) throw notFound(CONVERSATION_MESSAGES.plantillaNotFound);
}
