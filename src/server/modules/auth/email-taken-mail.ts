/**
 * To the owner of an e-mail that already has an account, when a visitor's form (quick CV, public
 * job posting) used it: nothing was added to the account, how to do it from there.
 */
import type { AppDeps } from '../../core/context';
import { publicUrl } from '../../core/config';

export function emailTakenMail(deps: Pick<AppDeps, 'config'>, mail: { to: string; subject: string; tried: string; fromAccount: string }) {
  const base = publicUrl(deps.config);
  return {
    to: mail.to,
    subject: mail.subject,
    text: [
      'Hola:',
      '',
      mail.tried,
      '',
      `Si fuiste tú, inicia sesión y ${mail.fromAccount}: ${base}/login`,
      `Si olvidaste tu contraseña, recupérala aquí: ${base}/recuperarcuenta`,
      '',
      'Si no fuiste tú, ignora este correo: nadie puede entrar a tu cuenta sin tu contraseña.',
      '',
      'Chamba',
    ].join('\n'),
  };
}
