/**
 * Deleting one's own account (decision 070). One transaction: the person's data is erased, what
 * others or the law need is kept without it.
 * - user: e-mail replaced by a placeholder (the address is free to register again), name, phone
 *   and profession blanked, password unusable, disabled, `deleted_at` set; sessions, recovery
 *   codes and password links deleted; the activity log and sent mail to the address deleted;
 * - candidate: every profile field blanked, hidden; CVs keep their row (applications and payments
 *   point to them) with their content replaced by an empty CV; photos removed from storage;
 * - saved jobs, job alerts and CV share links deleted; the messages of its applications' threads (issue 40);
 * - applications stay: the company sees "Candidato eliminado", no contact and no CV;
 * - company: profile blanked ("Empresa eliminada"), its jobs closed (applications kept), its CV
 *   analyses and their uploaded PDFs deleted;
 * - payments stay as records (amount, date, kind, state), payer name, CI/NIT, phone and e-mail blanked.
 * The confirmation mail goes to the old address, in the same transaction.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../core/context';
import { forbidden } from '../../core/http/errors';
import { verifyPassword } from '../../core/auth/passwords';
import { removePublicFile } from '../../core/files/public-files';
import { enqueueMail } from '../../core/mail/outbox';
import { publicUrl } from '../../core/config';
import type { DbOrTx } from '../../db/client';
import {
  activityLog,
  applications,
  authTokens,
  candidates,
  companies,
  curriculums,
  cvAnalyses,
  cvAnalysisItems,
  jobAlerts,
  jobs,
  outbox,
  passwordLinks,
  payments,
  pendingStatusMessages,
  recoveryCodes,
  savedJobs,
  cvShareLinks,
  users,
} from '../../db/schema';
import { cvDocumentSchema } from '../../../shared/cv/document';
import { ACCOUNT_MESSAGES } from '../../../shared/contract/auth';
import { closeJob, companyRenamed } from '../jobs/public';
import { eraseThreadsOf } from '../conversations/public';
import { leaveOnAccountDeletion } from '../team/public';

export const ERASED = {
  user: 'Usuario eliminado',
  candidate: 'Candidato eliminado',
  company: 'Empresa eliminada',
  cv: 'Currículum eliminado',
} as const;

/** The placeholder that takes the e-mail's place: unique, and no mail can ever reach it. */
const placeholderEmail = (userId: number) => `cuenta-eliminada-${userId}@eliminada.invalid`;

type Files = { publicPaths: (string | null)[]; privateKeys: (string | null)[] };

async function eraseCandidate(tx: DbOrTx, candidateId: number, files: Files) {
  const [before] = await tx.select({ foto: candidates.fotoPerfil }).from(candidates).where(eq(candidates.id, candidateId));
  files.publicPaths.push(before?.foto ?? null);
  await tx
    .update(candidates)
    .set({
      nombre: ERASED.candidate,
      apellidos: '',
      profesion: '',
      ciudadId: null,
      fechaNacimiento: null,
      acercade: '',
      correo: '',
      telefono: '',
      sexo: '',
      anosExperiencia: 0,
      fotoPerfil: null,
      tituloTecnico: '',
      tituloLicenciatura: '',
      tituloDiplomado: '',
      tituloMaestria: '',
      tituloDoctorado: '',
      visible: false,
    })
    .where(eq(candidates.id, candidateId));
  const cvs = await tx.select({ foto: curriculums.fotoKey }).from(curriculums).where(eq(curriculums.candidateId, candidateId));
  files.privateKeys.push(...cvs.map((c) => c.foto));
  const empty = cvDocumentSchema.parse({ titulo: ERASED.cv, nombreCompleto: ERASED.candidate });
  await tx.update(curriculums).set({ titulo: ERASED.cv, documento: empty, fotoKey: null }).where(eq(curriculums.candidateId, candidateId));
  // The versions of the CV that applications kept (decision 069) are the same personal data.
  const sent = await tx.select({ foto: applications.cvFotoKey }).from(applications).where(eq(applications.candidateId, candidateId));
  files.privateKeys.push(...sent.map((a) => a.foto));
  await tx.update(applications).set({ cvTitulo: ERASED.cv, cvDocumento: null, cvFotoKey: null }).where(eq(applications.candidateId, candidateId));
  // Status messages still in their undo window (decision 074) would write to the erased address.
  await tx
    .delete(pendingStatusMessages)
    .where(inArray(pendingStatusMessages.applicationId, tx.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, candidateId))));
  // Saved jobs and job alerts (decision 078) go with the account: no alert mail after it.
  await tx.delete(savedJobs).where(eq(savedJobs.candidateId, candidateId));
  await tx.delete(jobAlerts).where(eq(jobAlerts.candidateId, candidateId));
  // Share links (decision 077) led to the CVs just erased: they go too, and open nothing.
  await tx.delete(cvShareLinks).where(inArray(cvShareLinks.curriculumId, tx.select({ id: curriculums.id }).from(curriculums).where(eq(curriculums.candidateId, candidateId))));
}

async function eraseCompany(tx: DbOrTx, companyId: number, now: Date, files: Files) {
  const [before] = await tx.select({ imagen: companies.urlImagen, icono: companies.urlIcono }).from(companies).where(eq(companies.id, companyId));
  files.publicPaths.push(before?.imagen ?? null, before?.icono ?? null);
  await tx
    .update(companies)
    .set({
      nombre: ERASED.company,
      nombreComercial: '',
      descripcion: '',
      ciudadId: null,
      direccion: '',
      acercade: '',
      correo: '',
      telefono: '',
      tipoEmpresaId: null,
      tamanoEmpresaId: null,
      anioFundacion: null,
      urlImagen: null,
      urlIcono: null,
    })
    .where(eq(companies.id, companyId));
  // Its jobs close as a deleted job does: candidates keep their applications and see it closed.
  const own = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.companyId, companyId), eq(jobs.cerrado, false)));
  for (const j of own) await closeJob(tx, j.id, now);
  await companyRenamed(tx, companyId);
  // The CVs it analysed are other people's data: rows and files go.
  const analyses = await tx.select({ id: cvAnalyses.id }).from(cvAnalyses).where(eq(cvAnalyses.companyId, companyId));
  if (analyses.length) {
    const ids = analyses.map((a) => a.id);
    const items = await tx.delete(cvAnalysisItems).where(inArray(cvAnalysisItems.analysisId, ids)).returning({ key: cvAnalysisItems.storageKey });
    files.privateKeys.push(...items.map((i) => i.key));
    await tx.delete(cvAnalyses).where(inArray(cvAnalyses.id, ids));
  }
}

function deletedMail(deps: AppDeps, to: string, nombre: string) {
  return {
    to,
    subject: 'Tu cuenta de Chamba fue eliminada',
    text: [
      `Hola ${nombre}:`,
      '',
      'Eliminamos tu cuenta de Chamba como lo pediste. Borramos tus datos personales, tu perfil y el contenido de tus currículums;',
      'las empresas ya no ven tus datos en las postulaciones. Los pagos quedan registrados (monto, fecha y concepto) sin tus datos personales.',
      '',
      `Tu correo queda libre: puedes crear una cuenta nueva cuando quieras en ${publicUrl(deps.config)}/login`,
      '',
      'Si no pediste eliminar tu cuenta, escríbenos respondiendo este correo.',
      '',
      'Chamba',
    ].join('\n'),
  };
}

/** Deletes the caller's account after checking the password; the outcome to show. */
export async function deleteOwnAccount(deps: AppDeps, user: AuthUser, password: string) {
  if (user.role === 'admin') throw forbidden();
  const [row] = await deps.db.select({ email: users.email, nombre: users.nombre, passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!(await verifyPassword(password, row.passwordHash))) return { ok: false as const, message: ACCOUNT_MESSAGES.wrongDeletePassword };
  const now = deps.clock.now();
  const files: Files = { publicPaths: [], privateKeys: [] };
  await deps.db.transaction(async (tx) => {
    if (user.candidateId) await eraseCandidate(tx, user.candidateId, files);
    // A member of a team leaves it; the company goes only with its last member (decision 110).
    const company = await leaveOnAccountDeletion(deps, tx, user);
    if (company === 'erase' && user.companyId) await eraseCompany(tx, user.companyId, now, files);
    // Messages on the person's applications (issue 40): both sides of each thread.
    await eraseThreadsOf(tx, { userId: user.id, candidateId: user.candidateId, companyId: company === 'erase' ? user.companyId : null });
    await tx.update(payments).set({ nombre: '', ciNit: '', telefono: '', correo: '' }).where(eq(payments.userId, user.id));
    await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(passwordLinks).where(eq(passwordLinks.userId, user.id));
    await tx.delete(activityLog).where(eq(activityLog.userId, user.id));
    await tx.delete(outbox).where(and(eq(outbox.to, row.email), ne(outbox.estado, 'pendiente')));
    await tx
      .update(users)
      .set({ email: placeholderEmail(user.id), passwordHash: '!', nombre: ERASED.user, apellidos: '', telefono: '', profesion: '', disabled: true, deletedAt: now })
      .where(eq(users.id, user.id));
    await enqueueMail(deps, deletedMail(deps, row.email, row.nombre), tx);
  });
  // Files after the commit: a failure leaves an orphan file (logged), never a half-deleted account.
  await Promise.all(files.publicPaths.map((p) => removePublicFile(deps.storage, p, deps.log)));
  await Promise.all(
    files.privateKeys
      .filter((k): k is string => !!k && k.startsWith('private/'))
      .map((k) => deps.storage.delete(k).catch((err) => deps.log.warn({ err, key: k }, 'account deleted: a private file was not removed'))),
  );
  return { ok: true as const, message: ACCOUNT_MESSAGES.deleted };
}
