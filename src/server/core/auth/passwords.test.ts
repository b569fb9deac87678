import { randomBytes, scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, hashPassword, legacyGate, MAX_CONCURRENT_HASHES, passwordGate, passwordNeedsRehash, verifyPassword } from './passwords';

/** An old account's hash, `scrypt$N$r$p$salt$hash`, made with node:crypto alone (not the code under test). */
function legacyScryptHash(password: string, N = 2 ** 17): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 64, { N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')),
    ),
  );
}

const PHC = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('passwords (Argon2id)', () => {
  it("hashes with Argon2id at OWASP's minimum, a new salt each time", async () => {
    const a = await hashPassword('Secreta123');
    const b = await hashPassword('Secreta123');
    expect(a).toMatch(PHC);
    expect(b).toMatch(PHC);
    expect(a).not.toBe(b);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secreta123');
    expect(await verifyPassword('Secreta123', stored)).toBe(true);
    expect(await verifyPassword('secreta123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats a password the same whichever way its accents were typed (NFC)', async () => {
    const stored = await hashPassword('Contraseña1');
    expect(await verifyPassword('Contrasen\u0303a1', stored)).toBe(true);
  });

  it('answers false, without computing, for a malformed stored hash or one costlier than ours', async () => {
    const good = await hashPassword('Secreta123');
    const costly = good.replace('m=19456,t=2,p=1', 'm=4194304,t=2,p=1');
    const slow = good.replace('m=19456,t=2,p=1', 'm=19456,t=100,p=1');
    const argon2i = good.replace('$argon2id$', '$argon2i$');
    const started = performance.now();
    for (const stored of ['', 'x', '!', '$argon2id$', '$argon2id$v=19$m=19456,t=2,p=1$abc$def', good.slice(0, -10), costly, slow, argon2i]) {
      expect(await verifyPassword('Secreta123', stored), stored).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('runs off the event loop: timers keep firing while hashes are computed', async () => {
    let worstGap = 0;
    let last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`Clave${i}abc`)));
    const took = performance.now() - started;
    clearInterval(tick);
    // Computed on the loop, the batch would block it from start to end (the queued hashes start
    // from microtasks, never letting a timer in); off it, the timer fires throughout.
    expect(worstGap).toBeLessThan(Math.max(40, took / 3));
  });

  it('hashes through the shared gate, never more than its bound at once', async () => {
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, passwordGate.active)), 2);
    const hashes = await Promise.all(Array.from({ length: MAX_CONCURRENT_HASHES + 3 }, (_, i) => hashPassword(`Clave${i}abc`)));
    clearInterval(watch);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(await verifyPassword('Clave0abc', hashes[0])).toBe(true);
    expect(await verifyPassword('Clave1abc', hashes[0])).toBe(false);
  });

  it('asks to rehash anything but Argon2id with our parameters', async () => {
    const current = await hashPassword('Secreta123');
    expect(passwordNeedsRehash(current)).toBe(false);
    expect(passwordNeedsRehash(current.replace('m=19456,t=2,p=1', 'm=8192,t=2,p=1'))).toBe(true);
    expect(passwordNeedsRehash(current.replace('m=19456,t=2,p=1', 'm=19456,t=1,p=1'))).toBe(true);
    expect(passwordNeedsRehash('scrypt$131072$8$1$c2FsdA==$a2V5')).toBe(true);
    expect(passwordNeedsRehash('x')).toBe(true);
  });
});

describe('passwords of older accounts (scrypt)', () => {
  it('still verify, and are marked for rehashing', async () => {
    const stored = await legacyScryptHash('Secreta123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Secreta123', stored)).toBe(true);
    expect(await verifyPassword('Secreta124', stored)).toBe(false);
    expect(passwordNeedsRehash(stored)).toBe(true);
    expect(legacyGate.active).toBe(0);
  });

  it('verify when cheaper than the old policy, and are refused without computing when costlier or malformed', async () => {
    const cheap = await legacyScryptHash('Secreta123', 2 ** 14);
    expect(await verifyPassword('Secreta123', cheap)).toBe(true);
    const [, , r, p, salt, key] = cheap.split('$');
    const started = performance.now();
    expect(await verifyPassword('Secreta123', ['scrypt', 2 ** 24, r, p, salt, key].join('$'))).toBe(false);
    expect(await verifyPassword('Secreta123', ['scrypt', 2 ** 14, 64, p, salt, key].join('$'))).toBe(false);
    expect(await verifyPassword('Secreta123', ['scrypt', 'x', r, p, salt, key].join('$'))).toBe(false);
    expect(await verifyPassword('Secreta123', ['scrypt', 2 ** 14, r, p, salt, ''].join('$'))).toBe(false);
    expect(await verifyPassword('Secreta123', ['scrypt', 2 ** 14, r, p, salt, 'c2hvcnQ='].join('$'))).toBe(false);
    expect(await verifyPassword('Secreta123', `${cheap}$extra`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
