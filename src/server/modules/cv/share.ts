/**
 * CV share links (decision 077): the owner of a paid CV creates a public link to it (32 random
 * bytes; only their SHA-256 is stored), may give it an expiry and revoke it, and sees how many
 * times it was opened. Anyone with the link reads the CV's PDF, rendered from the stored CV as
 * the owner's download is, while the link is active.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { hashSecret, newSecretToken } from '../../core/auth/tokens';
import { HttpError, notFound } from '../../core/http/errors';
import { publicUrl } from '../../core/config';
import { curriculums, cvShareLinks } from '../../db/schema';
import { CV_SHARE_MESSAGES, sharedCvPagePath, sharedCvPdfPath, type CvShareLink } from '../../../shared/contract/cv';
import { ownCv } from './owned';
import { findCurriculum, pdfFileName, type SentCv } from './service';

const DAY_MS = 24 * 3600 * 1000;
/** Links a CV may have active at once: enough for any use, not a way to fill the table. */
export const MAX_ACTIVE_LINKS = 20;

export type ShareOutcome = { ok: true; tnEnlace: number; tcUrl: string; FechaVencimiento: string | null } | { ok: false; message: string };

export async function createShareLink(deps: AppDeps, user: AuthUser, curriculumId: number, days?: number): Promise<ShareOutcome> {
  const cv = await ownCv(deps.db, user, curriculumId);
  if (!cv.pagado) return { ok: false, message: CV_SHARE_MESSAGES.notPaid };
  const now = deps.clock.now();
  const token = newSecretToken();
  const expiresAt = days ? new Date(now.getTime() + days * DAY_MS) : null;
  const id = await deps.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cvShareLinks)
      .where(and(eq(cvShareLinks.curriculumId, cv.id), sql`${cvShareLinks.revokedAt} is null`, sql`(${cvShareLinks.expiresAt} is null or ${cvShareLinks.expiresAt} > ${now})`));
    if (Number(n) >= MAX_ACTIVE_LINKS) throw new HttpError(429, `Tienes ${MAX_ACTIVE_LINKS} enlaces activos para este currículum: desactiva alguno antes de crear otro.`);
    const [row] = await tx.insert(cvShareLinks).values({ curriculumId: cv.id, tokenHash: hashSecret(token), createdAt: now, expiresAt }).returning({ id: cvShareLinks.id });
    return row.id;
  });
  return { ok: true, tnEnlace: id, tcUrl: `${publicUrl(deps.config)}${sharedCvPagePath(token)}`, FechaVencimiento: expiresAt?.toISOString() ?? null };
}

/** The caller's links, newest first, with their opens. */
export async function listShareLinks(deps: AppDeps, user: AuthUser): Promise<CvShareLink[]> {
  if (!user.candidateId) return [];
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      id: cvShareLinks.id,
      curriculumId: cvShareLinks.curriculumId,
      createdAt: cvShareLinks.createdAt,
      expiresAt: cvShareLinks.expiresAt,
      revokedAt: cvShareLinks.revokedAt,
      opens: cvShareLinks.opens,
      lastOpenedAt: cvShareLinks.lastOpenedAt,
    })
    .from(cvShareLinks)
    .innerJoin(curriculums, eq(curriculums.id, cvShareLinks.curriculumId))
    .where(eq(curriculums.candidateId, user.candidateId))
    .orderBy(desc(cvShareLinks.createdAt), desc(cvShareLinks.id))
    .limit(500);
  return rows.map((r) => ({
    tnEnlace: r.id,
    Curriculum: r.curriculumId,
    Creado: r.createdAt.toISOString(),
    FechaVencimiento: r.expiresAt?.toISOString() ?? null,
    Revocado: r.revokedAt !== null,
    Vencido: r.expiresAt !== null && r.expiresAt <= now,
    Aperturas: r.opens,
    UltimaApertura: r.lastOpenedAt?.toISOString() ?? null,
  }));
}

/** Revokes one of the caller's links (already revoked: nothing changes); anyone else's is unknown. */
export async function revokeShareLink(deps: AppDeps, user: AuthUser, linkId: number): Promise<void> {
  const [row] = await deps.db
    .select({ id: cvShareLinks.id, candidateId: curriculums.candidateId, revokedAt: cvShareLinks.revokedAt })
    .from(cvShareLinks)
    .innerJoin(curriculums, eq(curriculums.id, cvShareLinks.curriculumId))
    .where(eq(cvShareLinks.id, linkId));
  if (!row || !user.candidateId || row.candidateId !== user.candidateId) throw notFound(CV_SHARE_MESSAGES.linkNotFound);
  if (!row.revokedAt) await deps.db.update(cvShareLinks).set({ revokedAt: deps.clock.now() }).where(eq(cvShareLinks.id, row.id));
}

/** 410 for a link that existed and no longer works, 404 for one that never did. */
const gone = () => new HttpError(410, CV_SHARE_MESSAGES.gone);

/** The CV behind an active link (revoked, expired, unpaid or erased: not readable). */
async function activeLink(deps: AppDeps, token: string) {
  const [link] = await deps.db.select().from(cvShareLinks).where(eq(cvShareLinks.tokenHash, hashSecret(token)));
  if (!link) throw notFound(CV_SHARE_MESSAGES.linkNotFound);
  const now = deps.clock.now();
  if (link.revokedAt || (link.expiresAt && link.expiresAt <= now)) throw gone();
  const cv = await findCurriculum(deps.db, link.curriculumId);
  if (!cv || !cv.pagado) throw gone();
  return { link, cv: cv as SentCv, now };
}

/** Opening the page: counts one open and answers what the page shows. */
export async function openSharedCv(deps: AppDeps, token: string) {
  const { link, cv, now } = await activeLink(deps, token);
  await deps.db
    .update(cvShareLinks)
    .set({ opens: sql`${cvShareLinks.opens} + 1`, lastOpenedAt: now })
    .where(eq(cvShareLinks.id, link.id));
  return { Titulo: cv.titulo, Nombre: cv.documento.nombreCompleto, tcPdf: sharedCvPdfPath(token), NombreArchivo: pdfFileName(cv) };
}

/** The CV to render for the PDF of an active link. */
export async function sharedCvForPdf(deps: AppDeps, token: string): Promise<SentCv> {
  return (await activeLink(deps, token)).cv;
}
