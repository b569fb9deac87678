import { randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A random public code (CodigoEmpleo, EmpresaCodigo, CandidatoCodigo): ~60 bits, URL-safe. */
export function newPublicCode(length = 12): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** 6 digits from a CSPRNG. */
export const newNumericCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A readable temporary password (letters and digits, 12 characters). */
export function newTemporaryPassword(): string {
  return newPublicCode(12).replace(/^(.{4})(.{4})(.{4})$/, '$1-$2-$3');
}
