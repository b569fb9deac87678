/**
 * Password hashes as accounts made before decision 097 stored them: scrypt, `scrypt$N$r$p$salt$hash`
 * (OWASP's N=2^17, r=8, p=1, a 64-byte key). Computed here with node:crypto on its own, not with
 * the code under test, so the tests check that the old format still verifies.
 */
import { randomBytes, scrypt } from 'node:crypto';

export function legacyScryptHash(password: string, N = 2 ** 17): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, 64, { N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')),
    ),
  );
}
