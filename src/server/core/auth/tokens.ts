/** Opaque bearer tokens: 32 random bytes to the client, only their SHA-256 in the database. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authTokens, candidates, companyMembers, users } from '../../db/schema';
import type { AuthUser } from '../context';

export const TOKEN_IDLE_DAYS = 30;
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** 32 random bytes, base64url: a session token or a single-use link's token. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

export async function issueToken(db: DbOrTx, userId: number): Promise<string> {
  const token = newSecretToken();
  await db.insert(authTokens).values({ userId, tokenHash: hashSecret(token) });
  return token;
}

export async function resolveToken(db: DbOrTx, token: string, now: Date): Promise<AuthUser | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      id: users.id,
      role: users.role,
      email: users.email,
      nombre: users.nombre,
      disabled: users.disabled,
      candidateId: candidates.id,
      companyId: companyMembers.companyId,
      companyRole: companyMembers.rol,
      jobScope: companyMembers.jobIds,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(candidates, eq(candidates.userId, users.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(and(eq(authTokens.tokenHash, hashSecret(token)), isNull(authTokens.revokedAt)))
    .limit(1);
  if (!row || row.disabled) return null;
  const idleMs = now.getTime() - row.lastUsedAt.getTime();
  if (idleMs > TOKEN_IDLE_DAYS * 24 * 3600 * 1000) return null;
  if (idleMs > TOUCH_AFTER_MS) await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    nombre: row.nombre,
    candidateId: row.candidateId,
    companyId: row.companyId,
    companyRole: row.companyRole,
    jobScope: row.jobScope ? row.jobScope.map(Number) : null,
  };
}

export async function revokeToken(db: DbOrTx, token: string, now: Date) {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.tokenHash, hashSecret(token)));
}

export async function revokeAllTokens(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** Every session of the user but the one of `keep` (a password change keeps the caller signed in). */
export async function revokeOtherTokens(db: DbOrTx, userId: number, keep: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), ne(authTokens.tokenHash, hashSecret(keep))));
}
