/**
 * Accounts made before decision 097 hold scrypt hashes. They still log in, and the first
 * successful login stores an Argon2id hash in the same request; the account keeps logging in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newCandidate, TEST_PASSWORD } from '../../test/accounts';
import { legacyScryptHash } from '../../test/legacy-passwords';
import { users } from '../../db/schema';

const t = setupTestApp();
let legacy = '';
let legacyEmail = '';

const login = (email: string, password: string, ip = '200.87.20.1') => call(t.app, '/api/login', { email, password }, undefined, { remoteAddress: ip });
const storedHash = async (email: string) => (await t.deps.db.select({ h: users.passwordHash }).from(users).where(eq(users.email, email)))[0].h;

beforeAll(async () => {
  // An account as it was stored before: the same row, its hash in the old scrypt format.
  const old = await newCandidate(t.deps, 'Antigua');
  legacy = await legacyScryptHash(TEST_PASSWORD);
  await t.deps.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, old.userId));
  legacyEmail = old.email;
}, 60_000);

describe('an account with an old scrypt hash', () => {
  it('a wrong password is refused and leaves the old hash as it was', async () => {
    const res = await login(legacyEmail, 'NoEsLaClave1');
    expect(res.status).toBe(200);
    expect(res.body.codigoerror).toBe(1);
    expect(res.body.message).toBe('Correo o contraseña incorrectos.');
    expect(await storedHash(legacyEmail)).toBe(legacy);
  });

  it('logs in with its password, and the row now holds an Argon2id hash', async () => {
    const res = await login(legacyEmail, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.codigoerror).toBe(0);
    const me = await call(t.app, '/api/getdatosusuario', [], res.body.datos.token);
    expect(me.status).toBe(200);
    expect(me.body.Datos.Usuario.Correo).toBe(legacyEmail);
    expect(await storedHash(legacyEmail)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('logs in again with the new hash, which is not replaced again; a wrong password still fails', async () => {
    const rehashed = await storedHash(legacyEmail);
    const res = await login(legacyEmail, TEST_PASSWORD, '200.87.20.2');
    expect(res.status).toBe(200);
    expect(res.body.codigoerror).toBe(0);
    expect(res.body.datos.token).toBeTruthy();
    expect(await storedHash(legacyEmail)).toBe(rehashed);
    const wrong = await login(legacyEmail, 'Secreta124', '200.87.20.2');
    expect(wrong.body.codigoerror).toBe(1);
  });
});

describe('an account made now', () => {
  it('is stored with Argon2id from registration on', async () => {
    const fresh = await newCandidate(t.deps, 'Nueva');
    expect(await storedHash(fresh.email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const res = await login(fresh.email, TEST_PASSWORD, '200.87.20.3');
    expect(res.body.codigoerror).toBe(0);
  });
});
