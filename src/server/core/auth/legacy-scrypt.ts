/**
 * The password hashes of accounts made before decision 097: scrypt, stored as
 * `scrypt$N$r$p$salt$hash` (OWASP's N=2^17, r=8, p=1; 64-byte key, 16-byte salt, base64). They
 * still verify, and the login that verifies one replaces it with Argon2id (passwords.ts); nothing
 * writes this format any more.
 */
import { scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const MAX_N = 2 ** 17;
const MAX_R = 8;
const MAX_P = 1;
const KEY_LEN = 64;

export const isLegacyScrypt = (stored: string) => stored.startsWith('scrypt$');

type Cost = { N: number; r: number; p: number };

/** A stored hash may not ask for more memory or time than the old policy did (cheaper ones still verify). */
const withinCost = ({ N, r, p }: Cost) =>
  Number.isInteger(N) && Number.isInteger(r) && Number.isInteger(p) && N > 1 && N <= MAX_N && r >= 1 && r <= MAX_R && p >= 1 && p <= MAX_P;

/** What the stored string asks to compute, or null when it is malformed or too costly (then nothing is computed). */
export function parseLegacyScrypt(stored: string): { cost: Cost; salt: Buffer; key: Buffer } | null {
  const [alg, n, r, p, saltB64, keyB64, extra] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (alg !== 'scrypt' || !saltB64 || !keyB64 || extra !== undefined || !withinCost(cost)) return null;
  const key = Buffer.from(keyB64, 'base64');
  return key.length === KEY_LEN ? { cost, salt: Buffer.from(saltB64, 'base64'), key } : null;
}

/** Node's scrypt runs on libuv's thread pool, off the event loop. */
export function scryptKey(password: string, salt: Buffer, length: number, cost: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFC'), salt, length, { ...cost, maxmem: 256 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Whether `password` matches a parsed legacy hash (constant-time comparison). */
export async function verifyLegacyScrypt(password: string, parsed: NonNullable<ReturnType<typeof parseLegacyScrypt>>): Promise<boolean> {
  const key = await scryptKey(password, parsed.salt, parsed.key.length, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}
