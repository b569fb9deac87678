/**
 * Passwords: Argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane), through @node-rs/argon2,
 * stored in the PHC string format (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). Decision 097.
 *
 * The library's async `hash` and `verify` run on libuv's thread pool, never on the event loop.
 * They still take a core for ~60 ms each, so they go through a gate: at most MAX_CONCURRENT_HASHES
 * at once (one per core, leaving a thread of the pool for files and compression), the rest in
 * order, and past MAX_WAITING_HASHES waiting a new one answers 429 at once: a flood of logins
 * (known or unknown e-mails alike) can neither take every core nor queue without end.
 *
 * Hashes of older accounts (scrypt, legacy-scrypt.ts) still verify; `passwordNeedsRehash` tells
 * the login to replace them; they keep their own, older bound (legacyGate).
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { HashGate } from './hash-gate';
import { isLegacyScrypt, parseLegacyScrypt, verifyLegacyScrypt } from './legacy-scrypt';

/** Algorithm.Argon2id: an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** OWASP Password Storage Cheat Sheet, Argon2id's minimum: m=19 MiB, t=2, p=1. */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const satisfies Options;

/** libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default) also serves files, DNS and zlib: leave it one thread. */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(availableParallelism(), threadPool - 1));
/** About two seconds of work per core waiting at most (~60 ms a hash). */
export const MAX_WAITING_HASHES = 32 * MAX_CONCURRENT_HASHES;

export const passwordGate = new HashGate(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);
/**
 * Old scrypt hashes (128 MiB each) keep the gate they had before decision 097: min(4, cores − 1)
 * at once, 64 waiting, so the first logins of old accounts after the change fare no worse than
 * before. Each also takes a slot of passwordGate while it runs.
 */
export const legacyGate = new HashGate(Math.max(1, Math.min(4, availableParallelism() - 1)), 64);

export function hashPassword(password: string): Promise<string> {
  return passwordGate.run(() => hash(password.normalize('NFC'), ARGON2_OPTIONS));
}

/** The parameters of a stored Argon2 hash, or null when it is not one. */
function argon2Params(stored: string) {
  if (!stored.startsWith('$argon2')) return null;
  try {
    return parseOptions(stored);
  } catch {
    return null;
  }
}

/**
 * Whether `password` matches the stored hash (Argon2id, or an older account's scrypt). A malformed
 * hash, another Argon2 variant or one that asks for more memory or time than ours is false, and
 * nothing is computed for it.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFC');
  if (isLegacyScrypt(stored)) {
    const legacy = parseLegacyScrypt(stored);
    return legacy ? legacyGate.run(() => passwordGate.run(() => verifyLegacyScrypt(normalized, legacy))) : false;
  }
  const params = argon2Params(stored);
  const o = ARGON2_OPTIONS;
  if (!params || params.algorithm !== o.algorithm || params.memoryCost > o.memoryCost || params.timeCost > o.timeCost || params.parallelism > o.parallelism) {
    return false;
  }
  return passwordGate.run(() => verify(stored, normalized).catch(() => false));
}

/** Whether a hash that just verified should be replaced: an older account's scrypt, or Argon2id with other parameters than ours. */
export function passwordNeedsRehash(stored: string): boolean {
  const params = argon2Params(stored);
  const o = ARGON2_OPTIONS;
  return !params || params.algorithm !== o.algorithm || params.memoryCost !== o.memoryCost || params.timeCost !== o.timeCost || params.parallelism !== o.parallelism || params.outputLen !== o.outputLen;
}

/**
 * A hash to compare against when the e-mail is unknown, so both paths do the same work (one
 * Argon2id through the same gate) and take the same time.
 */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = () =>
  (dummyHash ??= hashPassword(randomBytes(12).toString('hex')).catch((err) => {
    dummyHash = null;
    throw err;
  }));
