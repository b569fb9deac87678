/** Accounts: registration, login, session data, recovery, logout. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import { candidates, companies, companyMembers, recoveryCodes, users } from '../../db/schema';
import { newNumericCode, newPublicCode } from '../../core/codes';
import { dummyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from '../../core/auth/passwords';
import { hashSecret, issueToken, revokeAllTokens, revokeOtherTokens } from '../../core/auth/tokens';
import { enqueueMail } from '../../core/mail/outbox';
import { ACCOUNT_MESSAGES } from '../../../shared/contract/auth';
import { passwordChangedMail, welcomeMail } from './mails';

export const MESSAGES = {
  emailTaken: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu cuenta.',
  badCredentials: 'Correo o contraseña incorrectos.',
  disabled: 'Esta cuenta está deshabilitada. Escríbenos para más información.',
  codeSent: 'Si el correo está registrado, te enviamos un código de 6 dígitos. Revisa tu correo electrónico.',
  badCode: 'Código de verificación incorrecto o expirado',
  passwordUpdated: 'Contraseña actualizada correctamente.',
};

const RECOVERY_MINUTES = 15;
const RECOVERY_MAX_ATTEMPTS = 5;

export type NewPerson = {
  nombre: string;
  apellidos: string;
  correo: string;
  telefono: string;
  password: string;
  profesion: string;
};

export async function emailExists(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return Boolean(row);
}

/** 'Ana María Choque Flores' -> nombre 'Ana María', apellidos 'Choque Flores' (two family names in Bolivia). */
export function splitFullName(full: string): { nombre: string; apellidos: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { nombre: words[0] ?? '', apellidos: '' };
  const family = words.length >= 3 ? 2 : 1;
  return { nombre: words.slice(0, -family).join(' '), apellidos: words.slice(-family).join(' ') };
}

export type NewCompany = { nombreEmpresa: string; descripcion: string; anioFundacion?: number | null; ciudadId?: number | null };

/** The role's own row (candidate or company), written after its user. */
type Profile = { role: 'candidato' | 'empresa'; insert: (tx: DbOrTx, userId: number) => Promise<{ id: number; codigo: string }> };

/**
 * The user, its candidate or company row and a session token, in one transaction (the caller's
 * when given); null when the e-mail is taken.
 */
async function createAccount(deps: AppDeps, p: NewPerson, profile: Profile, outer?: DbOrTx) {
  const passwordHash = await hashPassword(p.password);
  const run = async (tx: DbOrTx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: p.correo, passwordHash, role: profile.role, nombre: p.nombre, apellidos: p.apellidos, telefono: p.telefono, profesion: p.profesion })
      .returning({ id: users.id });
    const row = await profile.insert(tx, user.id);
    return { userId: user.id, id: row.id, codigo: row.codigo, token: await issueToken(tx, user.id) };
  };
  try {
    return outer ? await run(outer) : await deps.db.transaction(run);
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** Creates user + candidate (inside the caller's transaction when given); null when the e-mail is taken. */
export async function createCandidateAccount(deps: AppDeps, p: NewPerson, tx?: DbOrTx) {
  const insert = async (tx: DbOrTx, userId: number) => {
    const [row] = await tx
      .insert(candidates)
      .values({ codigo: newPublicCode(), userId, nombre: p.nombre, apellidos: p.apellidos, correo: p.correo, telefono: p.telefono, profesion: p.profesion })
      .returning({ id: candidates.id, codigo: candidates.codigo });
    return row;
  };
  const created = await createAccount(deps, p, { role: 'candidato', insert }, tx);
  return created && { userId: created.userId, candidateId: created.id, candidateCode: created.codigo, token: created.token };
}

/** Creates user + company (inside the caller's transaction when given); null when the e-mail is taken. */
export async function createCompanyAccount(deps: AppDeps, p: NewPerson, c: NewCompany, tx?: DbOrTx) {
  const insert = async (db: DbOrTx, userId: number) => {
    const [row] = await db
      .insert(companies)
      .values({ codigo: newPublicCode(), userId, nombre: c.nombreEmpresa, descripcion: c.descripcion, anioFundacion: c.anioFundacion ?? null, ciudadId: c.ciudadId ?? null, correo: p.correo, telefono: p.telefono })
      .returning({ id: companies.id, codigo: companies.codigo });
    // The first account of a company is its administrator (decision 110).
    await db.insert(companyMembers).values({ companyId: row.id, userId, rol: 'administrador' });
    return row;
  };
  const created = await createAccount(deps, p, { role: 'empresa', insert }, tx);
  return created && { userId: created.userId, companyId: created.id, companyCode: created.codigo, token: created.token };
}

class EmailTaken extends Error {}

/** Registration: the account and its welcome mail commit together; null when the e-mail is taken. */
async function registerWithWelcome<T>(deps: AppDeps, p: NewPerson, company: string | null, create: (tx: DbOrTx) => Promise<T | null>): Promise<T | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      const created = await create(tx);
      // A unique violation aborted the transaction: throwing makes it roll back.
      if (!created) throw new EmailTaken();
      await enqueueMail(deps, welcomeMail(deps.config, p.correo, p.nombre, company), tx);
      return created;
    });
  } catch (err) {
    if (err instanceof EmailTaken) return null;
    throw err;
  }
}

export const registerCandidate = (deps: AppDeps, p: NewPerson) => registerWithWelcome(deps, p, null, (tx) => createCandidateAccount(deps, p, tx));

export const registerCompany = (deps: AppDeps, p: NewPerson, c: NewCompany) =>
  registerWithWelcome(deps, p, c.nombreEmpresa, (tx) => createCompanyAccount(deps, p, c, tx));

export async function login(deps: AppDeps, email: string, password: string) {
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) return { ok: false as const, message: MESSAGES.badCredentials };
  if (user.disabled) return { ok: false as const, message: MESSAGES.disabled };
  if (passwordNeedsRehash(user.passwordHash)) await rehash(deps, user.id, user.passwordHash, password);
  return { ok: true as const, token: await issueToken(deps.db, user.id) };
}

/**
 * An older account's hash (scrypt, or Argon2id with other parameters) replaced by ours once its
 * password is known, in the login's own request (decision 097). Only if the row still holds the
 * hash just verified: a password changed meanwhile is never overwritten.
 */
async function rehash(deps: AppDeps, userId: number, verified: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, verified)));
}

export async function sessionData(deps: AppDeps, userId: number) {
  const [row] = await deps.db
    .select({ user: users, candidate: candidates, company: companies, member: companyMembers })
    .from(users)
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  const { user, candidate, company, member } = row;
  return {
    Usuario: { Usuario: user.id, Correo: user.email, Nombre: user.nombre, Apellidos: user.apellidos, Rol: user.role },
    Candidato: candidate
      ? { Candidato: candidate.id, CandidatoCodigo: candidate.codigo, Nombre: `${candidate.nombre} ${candidate.apellidos}`.trim(), Profesion: candidate.profesion, FotoPerfil: candidate.fotoPerfil }
      : null,
    Empresa: company
      ? {
          Empresa: company.id,
          EmpresaCodigo: company.codigo,
          Nombre: company.nombre,
          UrlImagen: company.urlImagen,
          RolEquipo: member?.rol ?? 'administrador',
          EmpleosLimitados: Boolean(member?.jobIds),
        }
      : null,
  };
}

/** Every recovery request takes at least this long, known e-mail or not (see sendRecoveryCode). */
export const RECOVERY_MIN_MS = 400;

/**
 * Always answers the same to the caller, so an e-mail cannot be probed: the same reply, the
 * same work (a code is drawn and hashed, one transaction is run) and at least RECOVERY_MIN_MS.
 * The code and its mail commit together in the outbox: SMTP being down delays the mail (it is
 * retried) but never fails the request nor loses the code, which stays valid until it expires.
 */
export async function sendRecoveryCode(deps: AppDeps, email: string) {
  const started = performance.now();
  try {
    const [user] = await deps.db.select({ id: users.id, nombre: users.nombre, disabled: users.disabled }).from(users).where(eq(users.email, email)).limit(1);
    const known = user && !user.disabled ? user : null;
    const code = newNumericCode();
    const codeHash = hashSecret(`${known?.id ?? 0}:${code}`);
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      if (!known) {
        // The same round trip as the update below, on no row.
        await tx.update(recoveryCodes).set({ usedAt: now }).where(and(eq(recoveryCodes.userId, -1), isNull(recoveryCodes.usedAt)));
        return;
      }
      // A new code voids the previous ones.
      await tx.update(recoveryCodes).set({ usedAt: now }).where(and(eq(recoveryCodes.userId, known.id), isNull(recoveryCodes.usedAt)));
      await tx.insert(recoveryCodes).values({ userId: known.id, codeHash, expiresAt: new Date(now.getTime() + RECOVERY_MINUTES * 60_000) });
      await enqueueMail(
        deps,
        {
          to: email,
          subject: 'Tu código para recuperar la cuenta de Chamba',
          text: `Hola ${known.nombre}:\n\nTu código de verificación es ${code}.\nVence en ${RECOVERY_MINUTES} minutos y sirve una sola vez.\n\nSi no pediste recuperar tu cuenta, ignora este mensaje.\n\nChamba`,
          sensitive: true,
        },
        tx,
      );
    });
  } finally {
    const wait = RECOVERY_MIN_MS - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}

export async function resetPassword(deps: AppDeps, email: string, code: string, newPassword: string) {
  const now = deps.clock.now();
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return false;
  const [active] = await deps.db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
    .orderBy(sql`${recoveryCodes.createdAt} desc`)
    .limit(1);
  if (!active || active.expiresAt <= now || active.attempts >= RECOVERY_MAX_ATTEMPTS) return false;
  if (active.codeHash !== hashSecret(`${user.id}:${code}`)) {
    const attempts = active.attempts + 1;
    await deps.db
      .update(recoveryCodes)
      .set({ attempts, ...(attempts >= RECOVERY_MAX_ATTEMPTS ? { usedAt: now } : {}) })
      .where(eq(recoveryCodes.id, active.id));
    return false;
  }
  const passwordHash = await hashPassword(newPassword);
  return deps.db.transaction(async (tx) => {
    // Single use even under concurrent guesses: only one update finds the code unused.
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.id, active.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id, now);
    return true;
  });
}

/**
 * A signed-in user changes the password: the current one must match. The new hash, the end of
 * every other session (the caller's stays) and the notice mail commit together.
 */
export async function changePassword(deps: AppDeps, userId: number, sessionToken: string, current: string, next: string) {
  const [user] = await deps.db.select({ email: users.email, nombre: users.nombre, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!(await verifyPassword(current, user.passwordHash))) return { ok: false as const, message: ACCOUNT_MESSAGES.wrongPassword };
  if (current.normalize('NFC') === next.normalize('NFC')) return { ok: false as const, message: ACCOUNT_MESSAGES.samePassword };
  const passwordHash = await hashPassword(next);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeOtherTokens(tx, userId, sessionToken, now);
    await enqueueMail(deps, passwordChangedMail(deps.config, user.email, user.nombre, now), tx);
  });
  return { ok: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
}
