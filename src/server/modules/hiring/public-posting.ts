/**
 * /publicar-empleo: a visitor publishes a job. The server creates a company account with a
 * temporary password (in the reply, shown once; never e-mailed), the job (publico = true) and the
 * mail with a single-use link to choose a password in one transaction, and answers a session
 * token so the visitor can pay. The job is public for one hour unless paid.
 * An e-mail that already has an account is refused: nobody posts under another's account.
 */
import type { z } from 'zod';
import type { publicJobBody } from '../../../shared/contract/hiring';
import { publicUrl } from '../../core/config';
import type { AppDeps } from '../../core/context';
import { formatDate } from '../../../shared/rules';
import { newTemporaryPassword } from '../../core/codes';
import { laPazTime } from '../../core/time';
import { enqueueMail } from '../../core/mail/outbox';
import { createCompanyAccount, emailExists, issuePasswordLink, passwordLinkLines, splitFullName } from '../auth/public';
import { insertJob, PUBLIC_POSTING_GRACE_MS } from '../jobs/public';
import { checkExpiry, toJobFields } from './service';
import { reviewPosting } from '../moderation/public';

export const PUBLIC_POSTING_MESSAGES = {
  emailTaken: 'Ya existe una cuenta con este correo. Inicia sesión con esa cuenta para publicar tu empleo, o recupera tu contraseña.',
  published: 'Empleo publicado. Estará visible 1 hora; págalo para mantenerlo publicado hasta su fecha de vencimiento.',
} as const;

class EmailTaken extends Error {}

type Body = z.output<typeof publicJobBody>;

export async function publishPublicJob(deps: AppDeps, body: Body) {
  const now = deps.clock.now();
  checkExpiry(body.tcFechaVencimiento, now);
  if (await emailExists(deps.db, body.tcCorreo)) return { ok: false as const, message: PUBLIC_POSTING_MESSAGES.emailTaken };
  const password = newTemporaryPassword();
  const { nombre, apellidos } = splitFullName(body.tcNombreUsuario);
  const base = publicUrl(deps.config);
  const until = new Date(now.getTime() + PUBLIC_POSTING_GRACE_MS);
  let created: { token: string; companyId: number; job: { id: number; codigo: string }; held: boolean };
  try {
    // The account, the job and the mail with the password commit together, or nothing does.
    created = await deps.db.transaction(async (tx) => {
      const account = await createCompanyAccount(
        deps,
        { nombre, apellidos, correo: body.tcCorreo, telefono: body.tcTelefono, password, profesion: '' },
        { nombreEmpresa: body.tcNombreUsuario, descripcion: '', ciudadId: body.tnCiudad },
        tx,
      );
      // A unique violation aborted the transaction: throwing makes it roll back.
      if (!account) throw new EmailTaken();
      const job = await insertJob(tx, { ...toJobFields(body), companyId: account.companyId, estado: 1, publico: true, fechaPublicacion: now });
      const review = await reviewPosting(deps, tx, job.id);
      const link = await issuePasswordLink(deps, account.userId, tx);
      await enqueueMail(
        deps,
        {
          to: body.tcCorreo,
          subject: 'Tu empleo fue publicado en Chamba: crea tu contraseña',
          text: [
            `Hola ${nombre}:`,
            '',
            `Publicamos tu empleo "${body.tcTitulo}" y creamos tu cuenta de empresa en Chamba.`,
            '',
            ...passwordLinkLines(deps, link, body.tcCorreo),
            '',
            `Tu empleo: ${base}/detalletrabajo/${job.codigo}`,
            `Estará activo 1 hora (hasta las ${laPazTime(until)} del ${formatDate(until)}, hora de Bolivia) si no se paga.`,
            `Págalo con QR para mantenerlo publicado hasta el ${formatDate(body.tcFechaVencimiento)}: ${base}/pagarempleo/${job.id}`,
            '',
            'Si no publicaste este empleo, escríbenos respondiendo este correo.',
            '',
            'Chamba',
          ].join('\n'),
          // The link is a secret: the outbox blanks the body once sent.
          sensitive: true,
        },
        tx,
      );
      return { token: account.token, companyId: account.companyId, job, held: review.held };
    });
  } catch (err) {
    if (err instanceof EmailTaken) return { ok: false as const, message: PUBLIC_POSTING_MESSAGES.emailTaken };
    throw err;
  }
  return {
    ok: true as const,
    values: { token: created.token, CodigoEmpleo: created.job.codigo, Empleo: created.job.id, ClaveTemporal: password },
    held: created.held,
  };
}
