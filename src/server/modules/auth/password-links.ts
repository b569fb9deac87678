/**
 * Links to choose a password (decision 070). An account made for a visitor (quick CV, public job
 * posting) gets no password in clear by e-mail: it gets a link to /crear-contrasena with a token of
 * 32 random bytes (only its SHA-256 is stored), good once and for 48 hours. Using it sets the
 * password, ends every other session of the account and starts a new one.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { passwordLinks, users } from '../../db/schema';
import { newSecretToken, hashSecret, issueToken, revokeAllTokens } from '../../core/auth/tokens';
import { hashPassword } from '../../core/auth/passwords';
import { publicUrl } from '../../core/config';

export const PASSWORD_LINK_HOURS = 48;

/** Stores a new link for the user (in the caller's transaction) and returns its address. */
export async function issuePasswordLink(deps: AppDeps, userId: number, tx: DbOrTx): Promise<string> {
  const token = newSecretToken();
  const now = deps.clock.now();
  await tx.insert(passwordLinks).values({ userId, tokenHash: hashSecret(token), expiresAt: new Date(now.getTime() + PASSWORD_LINK_HOURS * 3600_000), createdAt: now });
  // In the fragment: never sent to the server with the page, so it stays out of access logs.
  return `${publicUrl(deps.config)}/crear-contrasena#${token}`;
}

/** The lines of a mail that hand over a link: what it is for, how long it lasts, what to do when it expired. */
export function passwordLinkLines(deps: Pick<AppDeps, 'config'>, link: string, email: string): string[] {
  return [
    `Crea tu contraseña con este enlace (sirve una sola vez y vence en ${PASSWORD_LINK_HOURS} horas):`,
    link,
    '',
    `Si el enlace venció, pide un código en ${publicUrl(deps.config)}/recuperarcuenta con tu correo ${email}.`,
  ];
}

/**
 * The mail that hands over the link of an account just made for a visitor: greeting, what was
 * made, the link's lines, what comes next and the signature. Sensitive: the outbox blanks the body
 * once sent, since the link is a secret.
 */
export function passwordLinkMail(
  deps: Pick<AppDeps, 'config'>,
  link: string,
  mail: { to: string; subject: string; name: string; intro: string[]; after: string[] },
) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: [`Hola ${mail.name}:`, '', ...mail.intro, '', ...passwordLinkLines(deps, link, mail.to), '', ...mail.after, '', 'Chamba'].join('\n'),
    sensitive: true,
  };
}

/** Sets the password with a link's token; a new session token, or null for an unknown, used or expired link. */
export async function setPasswordWithLink(deps: AppDeps, token: string, password: string): Promise<string | null> {
  const now = deps.clock.now();
  const [link] = await deps.db
    .select({ id: passwordLinks.id, userId: passwordLinks.userId, expiresAt: passwordLinks.expiresAt, usedAt: passwordLinks.usedAt, disabled: users.disabled })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(eq(passwordLinks.tokenHash, hashSecret(token)))
    .limit(1);
  if (!link || link.usedAt || link.expiresAt <= now || link.disabled) return null;
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    // Single use even when sent twice at once: only one update finds the link unused.
    const used = await tx
      .update(passwordLinks)
      .set({ usedAt: now })
      .where(and(eq(passwordLinks.id, link.id), isNull(passwordLinks.usedAt)))
      .returning({ id: passwordLinks.id });
    if (used.length === 0) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    // Whoever made the account with this e-mail (maybe not its owner) loses the session.
    await revokeAllTokens(tx, link.userId, now);
    return issueToken(tx, link.userId);
  });
}
