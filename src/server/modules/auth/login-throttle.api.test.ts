/**
 * Login throttling cannot lock the owner out: failures are counted per IP and per account and IP;
 * across IPs an account only slows down. Recovery always works. Requests come from different
 * addresses through inject's remoteAddress (TRUST_PROXY is off: the socket's address is the IP).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newCandidate, TEST_PASSWORD } from '../../test/accounts';
import { LOGIN_LIMITS, loginDelayMs } from './login-throttle';

const t = setupTestApp();
let owner = '';
const OWNER_IP = '200.87.10.10';

const login = (email: string, password: string, ip: string) => call(t.app, '/api/login', { email, password }, undefined, { remoteAddress: ip });

beforeAll(async () => {
  owner = (await newCandidate(t.deps, 'Dueña')).email;
});

async function codeMailedTo(to: string, after: number) {
  for (let i = 0; i < 100; i++) {
    const mail = t.mails.slice(after).find((m) => m.to === to);
    if (mail) return /\b(\d{6})\b/.exec(mail.text)![1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no recovery mail');
}

describe('login throttling', () => {
  it('the delay grows with the failures of an account and stays bounded', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(LOGIN_LIMITS.freeFailures)).toBe(0);
    expect(loginDelayMs(LOGIN_LIMITS.freeFailures + 2)).toBe(2 * LOGIN_LIMITS.delayStepMs);
    expect(loginDelayMs(10_000)).toBe(LOGIN_LIMITS.maxDelayMs);
  });

  it('an attacker IP is blocked on the account after 10 failures; the owner from her IP still gets in', async () => {
    const attacker = '10.66.0.1';
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) {
      const res = await login(owner, `Incorrecta${i}`, attacker);
      expect(res.status).toBe(200);
      expect(res.body.codigoerror).toBe(1);
    }
    const blocked = await login(owner, TEST_PASSWORD, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/Demasiados intentos/);

    const ok = await login(owner, TEST_PASSWORD, OWNER_IP);
    expect(ok.status).toBe(200);
    expect(ok.body.codigoerror).toBe(0);
    expect(ok.body.datos.token).toBeTruthy();
  });

  it('failures from many IPs only slow the account down: the right password from the owner IP works, later', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login(owner, `Otra${i}clave`, `10.77.0.${i + 1}`);
      expect(res.status).toBe(200);
      expect(res.body.codigoerror).toBe(1);
    }
    // 20 failures in the window (10 above, 10 before): each login of the account now waits.
    const started = Date.now();
    const ok = await login(owner, TEST_PASSWORD, OWNER_IP);
    expect(ok.status).toBe(200);
    expect(ok.body.codigoerror).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(loginDelayMs(20) - 50);
    // A fresh IP is slowed as well, never refused.
    const fresh = await login(owner, TEST_PASSWORD, '181.115.1.1');
    expect(fresh.status).toBe(200);
    expect(fresh.body.codigoerror).toBe(0);
  });

  it('the recovery code always works after such an attack, and the new password logs in', async () => {
    const before = t.mails.length;
    const sent = await call(t.app, '/api/servicio/mandarcodigo', { correo: owner }, undefined, { remoteAddress: OWNER_IP });
    expect(sent.status).toBe(200);
    expect(sent.body.error).toBe(0);
    const code = await codeMailedTo(owner, before);
    const reset = await call(t.app, '/api/actualizar-contrasena', { correo: owner, codigo: code, nuevaContrasena: 'NuevaClave9' }, undefined, { remoteAddress: OWNER_IP });
    expect(reset.body.error).toBe(0);
    const ok = await login(owner, 'NuevaClave9', OWNER_IP);
    expect(ok.body.codigoerror).toBe(0);
  });

  it('another account from the attacker IP is not affected by the first one', async () => {
    const other = (await newCandidate(t.deps, 'Otra')).email;
    const ok = await login(other, TEST_PASSWORD, '10.66.0.1');
    expect(ok.status).toBe(200);
    expect(ok.body.codigoerror).toBe(0);
  });

  it('an unknown e-mail costs the same work as a known one (one Argon2id each), within a bounded time', async () => {
    const time = async (email: string, ip: string) => {
      const s = performance.now();
      const res = await login(email, 'NoEsLaClave1', ip);
      expect(res.body.codigoerror).toBe(1);
      return performance.now() - s;
    };
    await time('nadie@example.bo', '10.88.0.1'); // the dummy hash is made once
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time((await newCandidate(t.deps)).email, `10.88.1.${i}`));
      unknown.push(await time(`nadie${i}@example.bo`, `10.88.2.${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });
});
