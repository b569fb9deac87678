/**
 * /publicar-empleo: a visitor publishes a job (decision trust.md). For a new e-mail the server
 * creates a company account with no usable password, the job (publico = true) and the mail with
 * a single-use link to choose a password (and the job's and payment's links) in one transaction.
 * The reply carries no password and no token: the e-mailed link is the only way in. The job is
 * public for one hour unless paid. For an e-mail that already has an account nothing is posted
 * under it: its owner is mailed, and the reply is the same, so it tells nobody the e-mail is taken.
 * The moderation rules check the job in the same transaction; a held job is said so in the mail
 * (and in moderation's own mail with the reasons), never in the reply, which must read the same.
 */
import type { z } from 'zod';
import type { publicJobBody } from '../../../shared/contract/hiring';
import { publicUrl } from '../../core/config';
import type { AppDeps } from '../../core/context';
import { formatDate } from '../../../shared/rules';
import { randomBytes } from 'node:crypto';
import { laPazTime } from '../../core/time';
import { enqueueMail } from '../../core/mail/outbox';
import { createCompanyAccount, emailExists, emailTakenMail, issuePasswordLink, passwordLinkMail, splitFullName } from '../auth/public';
import { insertJob, PUBLIC_POSTING_GRACE_MS } from '../jobs/public';
import { reviewPosting } from '../moderation/public';
import { checkExpiry, toJobFields } from './service';

export const PUBLIC_POSTING_MESSAGES = {
  published: 'Empleo publicado. Estará visible 1 hora; págalo para mantenerlo publicado hasta su fecha de vencimiento.',
  /** The one reply of a public posting, whether the e-mail had an account or not. */
  sent: 'Listo. Te enviamos un correo: sigue el enlace para crear tu contraseña, ver tu empleo y pagarlo. Si no pagas, estará visible 1 hora.',
} as const;

class EmailTaken extends Error {}

type Body = z.output<typeof publicJobBody>;

export async function publishPublicJob(deps: AppDeps, body: Body) {
  const now = deps.clock.now();
  checkExpiry(body.tcFechaVencimiento, now);
  const reply = { Correo: body.tcCorreo };
  if (await emailExists(deps.db, body.tcCorreo)) {
    await enqueueMail(deps, postingTakenMail(deps, body.tcCorreo, body.tcTitulo));
    return reply;
  }
  // Nobody ever knows this password: the account is reached through the e-mailed link.
  const password = randomBytes(32).toString('base64url');
  const { nombre, apellidos } = splitFullName(body.tcNombreUsuario);
  const base = publicUrl(deps.config);
  const until = new Date(now.getTime() + PUBLIC_POSTING_GRACE_MS);
  try {
    // The account, the job and the mail with the password commit together, or nothing does.
    await deps.db.transaction(async (tx) => {
      const account = await createCompanyAccount(
        deps,
        { nombre, apellidos, correo: body.tcCorreo, telefono: body.tcTelefono, password, profesion: '' },
        { nombreEmpresa: body.tcNombreUsuario, descripcion: '', ciudadId: body.tnCiudad },
        tx,
      );
      // A unique violation aborted the transaction: throwing makes it roll back.
      if (!account) throw new EmailTaken();
      const job = await insertJob(tx, { ...toJobFields(body), companyId: account.companyId, estado: 1, publico: true, fechaPublicacion: now });
      const { held } = await reviewPosting(deps, tx, job.id);
      const link = await issuePasswordLink(deps, account.userId, tx);
      await enqueueMail(
        deps,
        passwordLinkMail(deps, link, {
          to: body.tcCorreo,
          subject: held ? 'Tu empleo está en revisión en Chamba: crea tu contraseña' : 'Tu empleo fue publicado en Chamba: crea tu contraseña',
          name: nombre,
          intro: [
            held
              ? `Recibimos tu empleo "${body.tcTitulo}" y creamos tu cuenta de empresa en Chamba. El empleo quedó en revisión: el equipo de Chamba lo revisará antes de publicarlo (te enviamos el motivo en otro correo).`
              : `Publicamos tu empleo "${body.tcTitulo}" y creamos tu cuenta de empresa en Chamba.`,
          ],
          after: [
            `Tu empleo: ${base}/detalletrabajo/${job.codigo}`,
            `Estará activo 1 hora (hasta las ${laPazTime(until)} del ${formatDate(until)}, hora de Bolivia) si no se paga.`,
            `Págalo con QR para mantenerlo publicado hasta el ${formatDate(body.tcFechaVencimiento)}: ${base}/pagarempleo/${job.id}`,
            '',
            'Si no publicaste este empleo, escríbenos respondiendo este correo.',
          ],
        }),
        tx,
      );
    });
  } catch (err) {
    if (err instanceof EmailTaken) {
      await enqueueMail(deps, postingTakenMail(deps, body.tcCorreo, body.tcTitulo));
      return reply;
    }
    throw err;
  }
  return reply;
}

/** To the owner of an e-mail that already has an account: nothing was published under it. */
function postingTakenMail(deps: AppDeps, correo: string, titulo: string) {
  return emailTakenMail(deps, {
    to: correo,
    subject: 'Alguien usó tu correo para publicar un empleo en Chamba',
    tried: `Se intentó publicar el empleo «${titulo}» en Chamba con este correo, que ya tiene una cuenta. No publicamos nada en tu cuenta.`,
    fromAccount: 'publícalo desde tu cuenta',
  });
}
