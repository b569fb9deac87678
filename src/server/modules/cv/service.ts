/**
 * CVs: creation (candidate and visitor's quick CV), lists, who may read a CV, PDF and HTML
 * renditions. The stored CV is the structured document (src/shared/cv/document.ts); the PDF and the
 * HTML are always rendered from it, never from client HTML.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { queryRows, type DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/sql';
import { candidates, curriculums, users } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../core/http/errors';
import { HashGate } from '../../core/auth/hash-gate';
import { randomBytes } from 'node:crypto';
import { cvDocumentSchema, type CvDocument } from '../../../shared/cv/document';
import { renderCvHtml } from '../../../cv/html';
import { TEMPLATE_INFO } from '../../../shared/cv/templates';
import { templateHtml } from '../../../cv/html';
import { CV_MESSAGES, CV_PREVIEW_BUSY, type CvBody, type CvListItem, type Plantilla } from '../../../shared/contract/cv';
import { createCandidateAccount, emailExists, emailTakenMail, issuePasswordLink, passwordLinkMail, splitFullName } from '../auth/public';
import { loadPhoto, previewPhoto, reencodePhoto, storePhoto } from './photo';
import { publicUrl } from '../../core/config';
import { enqueueMail } from '../../core/mail/outbox';
import { jobInScope, jobScopeSql } from '../../core/auth/company-scope';

/** The templates as listarplantillas answers them. */
export function listTemplates(): Plantilla[] {
  return TEMPLATE_INFO.map((t) => ({
    PlantillaCurriculum: t.id,
    NombreDescripcion: t.nombre,
    HtmlPlantilla: templateHtml(t.id),
    UrlImagen: `/plantillas/plantilla-${t.id}.png`,
    Color: t.accent,
  }));
}

/** The structured CV from the validated fields of a creation call (no photo inside: it is stored apart). */
export function toDocument(body: CvBody): CvDocument {
  return cvDocumentSchema.parse({
    titulo: body.tcTituloCurriculum,
    plantilla: body.tnPlantilla,
    nombreCompleto: body.tcNombreCompleto,
    tamanoNombre: body.tnTamanoNombre,
    perfilProfesional: body.tcPerfilProfesional,
    correo: body.tcCorreo,
    telefono: body.tcTelefono,
    direccion: body.tcDireccion,
    formaciones: body.taFormaciones,
    certificaciones: body.taCertificaciones,
    experiencias: body.taExperiencias,
    habilidades: body.taHabilidades,
    idiomas: body.taIdiomas,
    referencias: body.taReferencias,
    color: body.tcColor,
    idiomaCv: body.tcIdioma,
    seccionesPersonalizadas: body.taSeccionesPersonalizadas,
    ordenSecciones: body.taOrdenSecciones,
    seccionesOcultas: body.taSeccionesOcultas,
  });
}

export async function insertCurriculum(db: DbOrTx, candidateId: number, doc: CvDocument, fotoKey: string | null, now: Date) {
  const [row] = await db
    .insert(curriculums)
    .values({ candidateId, titulo: doc.titulo, plantillaId: doc.plantilla, documento: doc, fotoKey, createdAt: now })
    .returning({ id: curriculums.id });
  return row.id;
}

/** A logged-in candidate's new CV; the photo (if any) is re-encoded and stored first. */
export async function createCurriculum(deps: AppDeps, candidateId: number, body: CvBody, photo: Buffer | null): Promise<number> {
  const doc = toDocument(body);
  const fotoKey = photo ? await storePhoto(deps, await reencodePhoto(photo)) : null;
  try {
    return await insertCurriculum(deps.db, candidateId, doc, fotoKey, deps.clock.now());
  } catch (err) {
    if (fotoKey) await deps.storage.delete(fotoKey).catch((e) => deps.log.warn({ err: e, fotoKey }, 'CV not saved: its photo was not removed'));
    throw err;
  }
}

class EmailTaken extends Error {}

/** What a quick CV answers, the same whether the e-mail had an account or not (decision trust.md). */
export type QuickCvResult = { correo: string };

/** An account nobody can sign in to until its owner follows the e-mailed link: no one ever knows this password. */
const unusablePassword = () => randomBytes(32).toString('base64url');

/**
 * A visitor's quick CV (decision trust.md): for a new e-mail, the candidate account (with no
 * usable password), the CV and the mail with a single-use link to choose a password commit in one
 * transaction; the reply carries neither password nor token, so only the e-mail's owner gets in.
 * For an e-mail that has an account nothing is added to it: its owner is mailed instead, and the
 * reply is the same, so it does not tell whether the e-mail is registered.
 */
export async function createQuickCv(deps: AppDeps, body: CvBody & { tcCorreo: string }, photo: Buffer | null): Promise<QuickCvResult> {
  const correo = body.tcCorreo;
  const doc = toDocument(body);
  if (await emailExists(deps.db, correo)) {
    await enqueueMail(deps, quickCvTakenMail(deps, correo, doc.titulo));
    return { correo };
  }
  const jpeg = photo ? await reencodePhoto(photo) : null;
  const { nombre, apellidos } = splitFullName(doc.nombreCompleto);
  const base = publicUrl(deps.config);
  const fotoKey = jpeg ? await storePhoto(deps, jpeg) : null;
  try {
    // The account, the CV and the mail with the link commit together, or nothing does.
    await deps.db.transaction(async (tx) => {
      const account = await createCandidateAccount(
        deps,
        { nombre, apellidos, correo, telefono: doc.telefono.replace(/[^\d+]/g, '').slice(0, 20), password: unusablePassword(), profesion: doc.titulo },
        tx,
      );
      // A unique violation aborted the transaction: throwing makes it roll back.
      if (!account) throw new EmailTaken();
      const curriculumId = await insertCurriculum(tx, account.candidateId, doc, fotoKey, deps.clock.now());
      const link = await issuePasswordLink(deps, account.userId, tx);
      await enqueueMail(
        deps,
        passwordLinkMail(deps, link, {
          to: correo,
          subject: 'Tu currículum está guardado: crea tu contraseña de Chamba',
          name: nombre || doc.nombreCompleto,
          intro: [`Guardamos tu currículum «${doc.titulo}» y creamos tu cuenta de candidato en Chamba con el correo ${correo}.`],
          after: [
            `Para descargar tu CV en PDF y postular a empleos, actívalo con un pago único de Bs. ${deps.config.CV_PRICE_BS}:`,
            `${base}/pagarcurriculum/${curriculumId}`,
            '',
            'Si no creaste este currículum, ignora este correo.',
          ],
        }),
        tx,
      );
    });
  } catch (err) {
    // Leave nothing half done: the stored photo goes with the account and CV that were not saved.
    if (fotoKey) await deps.storage.delete(fotoKey).catch((e) => deps.log.warn({ err: e, fotoKey }, 'quick CV: orphan photo not removed'));
    if (err instanceof EmailTaken) {
      await enqueueMail(deps, quickCvTakenMail(deps, correo, doc.titulo));
      return { correo };
    }
    throw err;
  }
  return { correo };
}

/** To the owner of an e-mail that already has an account: nothing was added to it. */
function quickCvTakenMail(deps: AppDeps, correo: string, titulo: string) {
  return emailTakenMail(deps, {
    to: correo,
    subject: 'Alguien usó tu correo para crear un currículum en Chamba',
    tried: `Se intentó crear el currículum «${titulo}» en Chamba con este correo, que ya tiene una cuenta. No lo agregamos a tu cuenta.`,
    fromAccount: 'créalo desde tu cuenta',
  });
}

/** A candidate's own CVs; the admin sees every CV, searchable by title, name or e-mail. */
export async function listCurriculums(deps: AppDeps, user: AuthUser, search: string): Promise<CvListItem[]> {
  if (user.role === 'admin') {
    const term = search.trim() ? containsPattern(search.trim().toLowerCase()) : null;
    const rows = await queryRows<{ id: number; titulo: string; created_at: string | Date; pagado: boolean; plantilla_id: number; nombre: string; apellidos: string; correo: string }>(
      deps.db,
      sql`select c.id, c.titulo, c.created_at, c.pagado, c.plantilla_id, k.nombre, k.apellidos, k.correo
          from curriculums c join candidates k on k.id = c.candidate_id
          ${term ? sql`where f_unaccent(lower(c.titulo || ' ' || k.nombre || ' ' || k.apellidos || ' ' || k.correo)) like f_unaccent(${term})` : sql``}
          order by c.created_at desc, c.id desc limit 200`,
    );
    return rows.map((r) => ({
      Curriculum: r.id,
      Titulo: r.titulo,
      FechaCreacion: new Date(r.created_at).toISOString(),
      Pagado: r.pagado ? 1 : 0,
      Plantilla: r.plantilla_id,
      NombreCandidato: `${r.nombre} ${r.apellidos}`.trim(),
      CorreoCandidato: r.correo,
    }));
  }
  if (!user.candidateId) return [];
  const rows = await deps.db
    .select({ id: curriculums.id, titulo: curriculums.titulo, createdAt: curriculums.createdAt, pagado: curriculums.pagado, plantillaId: curriculums.plantillaId })
    .from(curriculums)
    .where(eq(curriculums.candidateId, user.candidateId))
    .orderBy(desc(curriculums.createdAt), desc(curriculums.id));
  return rows.map((r) => ({ Curriculum: r.id, Titulo: r.titulo, FechaCreacion: r.createdAt.toISOString(), Pagado: r.pagado ? 1 : 0, Plantilla: r.plantillaId }));
}

export type StoredCv = { id: number; candidateId: number; titulo: string; documento: CvDocument; fotoKey: string | null; pagado: boolean };

/** A stored document, parsed again: this fills the defaults of older rows. */
function readDocument(documento: unknown, titulo: string): CvDocument {
  const parsed = cvDocumentSchema.safeParse(documento);
  return parsed.success ? parsed.data : cvDocumentSchema.parse({ titulo });
}

/** A CV row; `lock` takes its row lock in the caller's transaction. */
export async function findCurriculum(db: DbOrTx, id: number, lock?: 'update' | 'share'): Promise<StoredCv | null> {
  const query = db
    .select({ id: curriculums.id, candidateId: curriculums.candidateId, titulo: curriculums.titulo, documento: curriculums.documento, fotoKey: curriculums.fotoKey, pagado: curriculums.pagado, deletedAt: users.deletedAt })
    .from(curriculums)
    .innerJoin(candidates, eq(candidates.id, curriculums.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(curriculums.id, id))
    .limit(1);
  const [found] = lock ? await query.for(lock, { of: curriculums }) : await query;
  // The CVs of a deleted account were erased: nobody reads them any more (decision 070).
  if (!found || found.deletedAt) return null;
  const { deletedAt: _deleted, ...row } = found;
  return { ...row, documento: readDocument(row.documento, row.titulo) };
}

/** The version of a CV an application keeps (decision 069): what the company was sent. */
export type SentCv = Pick<StoredCv, 'id' | 'titulo' | 'documento' | 'fotoKey'>;

type SnapshotRow = { id: number; cv_titulo: string | null; cv_documento: unknown; cv_foto_key: string | null };
const sentCv = (r: SnapshotRow): SentCv => {
  const titulo = r.cv_titulo ?? '';
  return { id: Number(r.id), titulo, documento: readDocument(r.cv_documento, titulo), fotoKey: r.cv_foto_key };
};

/** The newest version of this CV that the company received in an application, if any. */
async function versionSentTo(db: DbOrTx, user: AuthUser, companyId: number, curriculumId: number): Promise<SentCv | null> {
  const [row] = await queryRows<SnapshotRow>(
    db,
    sql`select a.curriculum_id as id, a.cv_titulo, a.cv_documento, a.cv_foto_key
        from applications a join jobs j on j.id = a.job_id
        where a.curriculum_id = ${curriculumId} and j.company_id = ${companyId} and ${jobScopeSql(user, sql`j.id`)} and a.cv_documento is not null
        order by a.created_at desc, a.id desc limit 1`,
  );
  return row ? sentCv(row) : null;
}

/** The CV for its owner (403 while unpaid) and for staff; null for anyone else. */
async function paidOwnOrStaffCv(deps: AppDeps, user: AuthUser, id: number): Promise<SentCv | null> {
  const cv = await findCurriculum(deps.db, id);
  if (cv && user.role === 'admin') return cv;
  if (cv && user.candidateId && cv.candidateId === user.candidateId) {
    if (!cv.pagado) throw forbidden(CV_MESSAGES.notPaid);
    return cv;
  }
  return null;
}

/**
 * Who may read a CV's PDF: its owner once paid, a company the owner applied to with it (the
 * version sent to it, decision 069), staff. Anyone else gets the answer of an unknown id (404: a
 * CV's existence is private); the owner of an unpaid CV reads why (403).
 */
export async function readableCv(deps: AppDeps, user: AuthUser, id: number): Promise<SentCv> {
  const own = await paidOwnOrStaffCv(deps, user, id);
  if (own) return own;
  const sent = user.companyId ? await versionSentTo(deps.db, user, user.companyId, id) : null;
  if (sent) return sent;
  throw notFound(CV_MESSAGES.notFound);
}

/** The CV version an application keeps: for the job's company and the staff; 404 for anyone else. */
export async function applicationCv(deps: AppDeps, user: AuthUser, applicationId: number): Promise<SentCv> {
  const [row] = await queryRows<SnapshotRow & { company_id: number; job_id: number }>(
    deps.db,
    sql`select a.id, a.cv_titulo, a.cv_documento, a.cv_foto_key, j.company_id, j.id as job_id
        from applications a join jobs j on j.id = a.job_id where a.id = ${applicationId}`,
  );
  const allowed = row && row.cv_documento != null && (user.role === 'admin' || (user.companyId !== null && Number(row.company_id) === user.companyId && jobInScope(user, Number(row.job_id))));
  if (!allowed) throw notFound(CV_MESSAGES.applicationNotFound);
  return sentCv(row);
}

export async function renderStoredCvPdf(deps: AppDeps, cv: SentCv): Promise<Buffer> {
  // react-pdf (about 40 MB) loads with the first PDF, not at start.
  const { renderCvPdf } = await import('../../infra/pdf/render-cv');
  return renderCvPdf(cv.documento, await loadPhoto(deps, cv.fotoKey));
}

/**
 * The CV a Word download may read (issue 42): its owner's once paid (unpaid: the PDF's 403 and
 * message), and staff. Anyone else, a company included, gets the answer of an unknown id (404).
 */
export async function ownCvForWord(deps: AppDeps, user: AuthUser, id: number): Promise<SentCv> {
  const own = await paidOwnOrStaffCv(deps, user, id);
  if (own) return own;
  throw notFound(CV_MESSAGES.notFound);
}

/** The CV as a Word file, with its stored photo. */
export async function renderStoredCvDocx(deps: AppDeps, cv: SentCv): Promise<Buffer> {
  // docx loads with the first Word download, not at start.
  const { renderCvDocx } = await import('../../infra/docx/render-cv-docx');
  return renderCvDocx(cv.documento, await loadPhoto(deps, cv.fotoKey));
}

/**
 * The wizard's preview renders: react-pdf holds the event loop for most of a render (~0.1-0.3 s),
 * so at most two run at once and a few more wait their turn; a burst beyond that is told to
 * retry (503) instead of slowing every other request of the server.
 */
export const previewGate = new HashGate(2, 6, () => new HttpError(503, CV_PREVIEW_BUSY, undefined, 2));

/** The preview PDF of a draft ('VISTA PREVIA' on every page): rendered, sent, never stored. */
export async function renderPreviewPdf(doc: CvDocument): Promise<Buffer> {
  const photo = await previewPhoto(doc.foto);
  const { renderCvPdf } = await import('../../infra/pdf/render-cv');
  return previewGate.run(() => renderCvPdf({ ...doc, foto: undefined }, photo, { preview: true }));
}

/** A file name for the download: ASCII, from the name on the CV. */
export function pdfFileName(cv: SentCv): string {
  return `${downloadBaseName(cv)}.pdf`;
}

/** The Word file's name: ASCII, from the CV's title (the name on it, else its number). */
export function docxFileName(cv: SentCv): string {
  return `${asciiSlug(cv.titulo || cv.documento.titulo || cv.documento.nombreCompleto) || `curriculum-${cv.id}`}.docx`;
}

const asciiSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');

function downloadBaseName(cv: SentCv): string {
  return `curriculum-${asciiSlug(cv.documento.nombreCompleto || cv.titulo || 'curriculum') || cv.id}`;
}

/**
 * The version of a CV an application keeps (its `cv_documento` and `cv_foto_key`) as a
 * self-contained HTML page in its template (the applicant's `html` field), the photo inlined as a
 * data URL so the page needs no authenticated request. For the hiring area.
 */
export async function sentCvHtml(deps: AppDeps, documento: unknown, titulo: string, fotoKey: string | null): Promise<string> {
  const photo = await loadPhoto(deps, fotoKey);
  return renderCvHtml(readDocument(documento, titulo), photo ? `data:image/jpeg;base64,${photo.toString('base64')}` : null);
}

/** The candidate who owns a CV (for payments and applications). */
export async function curriculumOwner(db: DbOrTx, curriculumId: number) {
  const [row] = await db
    .select({ id: curriculums.id, candidateId: curriculums.candidateId, pagado: curriculums.pagado, userId: candidates.userId })
    .from(curriculums)
    .innerJoin(candidates, eq(candidates.id, curriculums.candidateId))
    .where(eq(curriculums.id, curriculumId))
    .limit(1);
  return row ?? null;
}
