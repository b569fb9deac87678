/**
 * A CV that stays its owner's (issue 12, decision 069): the owner reads it back for the wizard,
 * edits it (paid or not, free), copies it into a new unpaid CV and deletes it. Only the owner:
 * anyone else's id is answered like an unknown one (404).
 *
 * Photo files are immutable and may be shared (a copy, the version an application keeps): an edit
 * that changes the photo stores a new file, and a file is removed only when no CV and no
 * application refers to it any more. Applying locks the CV row (the snapshot trigger of migration
 * 0011 reads it FOR SHARE), and every write here changes that row before the check, so a file is
 * never removed under an application being saved.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows, type DbOrTx } from '../../db/client';
import { curriculums } from '../../db/schema';
import { notFound } from '../../core/http/errors';
import { CV_LIMITS, type CvDocument } from '../../../shared/cv/document';
import { CV_MESSAGES, type CvBody } from '../../../shared/contract/cv';
import { findCurriculum, insertCurriculum, toDocument, type StoredCv } from './service';
import { loadPhoto, reencodePhoto, storePhoto } from './photo';

/** The caller's own CV; anyone else's is an unknown one. */
export async function ownCv(db: DbOrTx, user: AuthUser, id: number, lock?: 'update' | 'share'): Promise<StoredCv> {
  const cv = await findCurriculum(db, id, lock);
  if (!cv || !user.candidateId || cv.candidateId !== user.candidateId) throw notFound(CV_MESSAGES.notFound);
  return cv;
}

/** Removes a photo file once nothing refers to it (called after the change that dropped it committed). */
export async function releasePhoto(deps: AppDeps, key: string | null): Promise<void> {
  if (!key) return;
  const [row] = await queryRows<{ used: boolean }>(
    deps.db,
    sql`select exists (select 1 from curriculums where foto_key = ${key}) or exists (select 1 from applications where cv_foto_key = ${key}) as used`,
  );
  if (row?.used) return;
  await deps.storage.delete(key).catch((err) => deps.log.warn({ err, key }, 'unused CV photo not removed'));
}

/** The owner's CV for the wizard: the document with its photo as a data URL. */
export async function cvForEdit(deps: AppDeps, user: AuthUser, id: number): Promise<{ cv: StoredCv; documento: CvDocument }> {
  const cv = await ownCv(deps.db, user, id);
  const photo = await loadPhoto(deps, cv.fotoKey);
  const dataUrl = photo ? `data:image/jpeg;base64,${photo.toString('base64')}` : undefined;
  return { cv, documento: { ...cv.documento, foto: dataUrl && dataUrl.length <= CV_LIMITS.photo ? dataUrl : undefined } };
}

/**
 * Saves the edited fields over the owner's CV; `pagado` is kept. The photo: a new one replaces
 * it, `removePhoto` drops it, otherwise it stays.
 */
export async function updateCurriculum(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  body: CvBody,
  photo: Buffer | null,
  removePhoto: boolean,
): Promise<{ pagado: boolean }> {
  await ownCv(deps.db, user, id);
  const doc = toDocument(body);
  const newKey = photo ? await storePhoto(deps, await reencodePhoto(photo)) : null;
  let result: { pagado: boolean; dropped: string | null };
  try {
    result = await deps.db.transaction(async (tx) => {
      // The row lock orders this edit with an application being saved from the same CV.
      const cv = await ownCv(tx, user, id, 'update');
      const fotoKey = newKey ?? (removePhoto ? null : cv.fotoKey);
      await tx.update(curriculums).set({ titulo: doc.titulo, plantillaId: doc.plantilla, documento: doc, fotoKey }).where(eq(curriculums.id, id));
      return { pagado: cv.pagado, dropped: cv.fotoKey !== fotoKey ? cv.fotoKey : null };
    });
  } catch (err) {
    if (newKey) await deps.storage.delete(newKey).catch((e) => deps.log.warn({ err: e, newKey }, 'CV not updated: its new photo was not removed'));
    throw err;
  }
  await releasePhoto(deps, result.dropped);
  return { pagado: result.pagado };
}

const COPY_SUFFIX = ' (copia)';
const ENGLISH_SUFFIX = ' (English)';

/**
 * A new unpaid CV with the same document and photo file, titled '<título> (copia)'. With
 * `english` («Duplicar como versión en inglés», issue 42) the copy is in English (headings,
 * periods, catalogue names) and titled '<título> (English)'; its own texts are the candidate's
 * to translate. Unpaid like any copy: a payment activates one CV.
 */
export async function duplicateCurriculum(deps: AppDeps, user: AuthUser, id: number, english = false): Promise<number> {
  const suffix = english ? ENGLISH_SUFFIX : COPY_SUFFIX;
  return deps.db.transaction(async (tx) => {
    // Shared lock: an edit or deletion of the original waits until the copy holds its photo.
    const cv = await ownCv(tx, user, id, 'share');
    const titulo = `${cv.documento.titulo.slice(0, CV_LIMITS.title - suffix.length)}${suffix}`;
    const documento: CvDocument = { ...cv.documento, titulo, ...(english ? { idiomaCv: 'en' as const } : {}) };
    return insertCurriculum(tx, cv.candidateId, documento, cv.fotoKey, deps.clock.now());
  });
}

/**
 * Deletes the owner's CV. Its applications keep the version they sent (their snapshot) and lose
 * only the link; its payments stay as records with what their receipt says (both FKs SET NULL).
 */
export async function deleteCurriculum(deps: AppDeps, user: AuthUser, id: number): Promise<void> {
  const cv = await ownCv(deps.db, user, id);
  const deleted = await deps.db
    .delete(curriculums)
    .where(and(eq(curriculums.id, id), eq(curriculums.candidateId, cv.candidateId)))
    .returning({ fotoKey: curriculums.fotoKey });
  if (deleted.length === 0) throw notFound(CV_MESSAGES.notFound);
  await releasePhoto(deps, deleted[0].fotoKey);
}
