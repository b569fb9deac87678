/** The set-password link of a mail (quick CV, public job posting): its token, or null. */
import type { Mail } from '../infra/mail/mailer';

export const passwordLinkToken = (mail: Mail | undefined): string | null => /\/crear-contrasena#([A-Za-z0-9_-]{43})\b/.exec(mail?.text ?? '')?.[1] ?? null;

/** What a mail to a new account must never carry: the temporary password in clear. */
export const expectNoPassword = (mail: Mail | undefined, password: string) => {
  if (!mail) throw new Error('no mail');
  if (mail.text.includes(password) || (mail.html ?? '').includes(password) || mail.subject.includes(password)) throw new Error('the mail carries the password in clear');
};
