/**
 * A sweep over every endpoint of the contract: missing, wrong-typed, oversize and hostile bodies
 * and path parameters, sent by a visitor and by each role. Whatever the endpoint, the caller gets
 * an answer below 500, and every refusal is the Spanish envelope with no trace of the server's
 * insides. The modules' own tests check the exact messages; this one checks that nothing was
 * forgotten.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../shared/contract/endpoint';
import { desc } from 'drizzle-orm';
import { contactMessages } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from '../seed/accounts';
import { call } from './test-app';
import { CONTRACT_ENDPOINTS } from './contract-endpoints';
import { setupTestApp } from './setup-test-app';

const ENDPOINTS = CONTRACT_ENDPOINTS
  // Logging out revokes the token the sweep goes on using; its own tests cover it.
  .filter((e) => e.path !== '/api/logout');

const HOSTILE_STRINGS = ['<script>alert(1)</script>', `' OR 1=1; --`, '%_\\', '../../../etc/passwd', '\u0000\r\nBcc: x@example.com', 'ñ'.repeat(20_000)];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_STRINGS, -1, 1e308, 2 ** 53, true, null, [], { $ne: 1 }, [['x']]];
const PATH_VALUES = ['999999', '-1', '0', 'abc', "1' or '1'='1", '..%2F..%2Fetc%2Fpasswd', '%00', 'x'.repeat(300)];

/** The field names of an object schema, looking through zod wrappers (preprocess, pipe, default, optional). */
function fieldNames(schema: unknown): string[] {
  type Node = { shape?: Record<string, unknown>; _zod?: { def?: { in?: Node; out?: Node; innerType?: Node; schema?: Node } } };
  const queue: (Node | undefined)[] = [schema as Node];
  for (let seen = 0; queue.length && seen < 12; seen++) {
    const s = queue.shift();
    if (!s) continue;
    if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
    const def = s._zod?.def;
    queue.push(def?.in, def?.out, def?.innerType, def?.schema);
  }
  return [];
}

/** Bodies for one endpoint: none, wrong top-level types, and every field set to each hostile value. */
function bodiesFor(e: Endpoint): unknown[] {
  const fields = fieldNames(e.body);
  const bodies: unknown[] = [undefined, {}, [], 'texto', 42, null];
  for (const value of HOSTILE_VALUES) bodies.push(Object.fromEntries(fields.map((f) => [f, value])));
  return bodies;
}

function urlsFor(e: Endpoint): string[] {
  if (!/\{\w+\}/.test(e.path)) return [e.path];
  return PATH_VALUES.map((v) => e.path.replace(/\{\w+\}/g, v));
}

const t = setupTestApp({ RATE_LIMITS: 'off' });
const tokens: Record<string, string | undefined> = { visitante: undefined };

async function login(email: string) {
  const res = await call(t.app, '/api/login', { email, password: DEMO_PASSWORD });
  return res.body.datos.token as string;
}

beforeAll(async () => {
  await seedAccounts(t.deps);
  for (const role of ['candidato', 'empresa', 'admin'] as const) tokens[role] = await login(DEMO_ACCOUNTS[role]);
});

function expectSafeAnswer(res: Awaited<ReturnType<typeof call>>, what: string) {
  expect(res.status, what).toBeLessThan(500);
  const raw = res.raw.body;
  expect(raw, what).not.toMatch(/node_modules|\.ts:\d+|\bat \w+ \(|stack/i);
  if (res.status >= 400) {
    expect(res.body, what).toMatchObject({ codigoerror: 1, status: false });
    expect(typeof res.body.message, what).toBe('string');
    expect(res.body.message.length, what).toBeGreaterThan(0);
  }
}

describe('every endpoint of the contract, with hostile input', () => {
  it('finds the endpoints to sweep, and the fields of their bodies', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(60);
    const withFields = ENDPOINTS.filter((e) => fieldNames(e.body).length > 0);
    console.log(`Barrido: ${ENDPOINTS.length} endpoints, ${withFields.length} con campos en el cuerpo.`);
    expect(withFields.length).toBeGreaterThan(45);
  });

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s answers below 500 with the envelope', async (_name, e) => {
    for (const [role, token] of Object.entries(tokens)) {
      for (const url of urlsFor(e)) {
        const bodies = e.method === 'GET' ? [undefined] : bodiesFor(e);
        for (const body of bodies) {
          const res = await call(t.app, url, body, token, { method: e.method });
          expectSafeAnswer(res, `${role} ${e.method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`);
        }
        if (e.multipart) {
          // A multipart body whose parts carry the hostile strings, and a file part that is not what it claims.
          const boundary = 'ChambaHostil';
          const parts = [
            ...fieldNames(e.body).map((f, i) => `--${boundary}\r\nContent-Disposition: form-data; name="${f}"\r\n\r\n${HOSTILE_STRINGS[i % HOSTILE_STRINGS.length]}\r\n`),
            `--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="../../x.pdf"\r\nContent-Type: application/pdf\r\n\r\n<script>no soy un archivo</script>\r\n`,
            `--${boundary}--\r\n`,
          ].join('');
          const res = await call(t.app, url, parts, token, { method: e.method, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
          expectSafeAnswer(res, `${role} multipart ${url}`);
        }
      }
      // Tokens stay valid through the sweep (nothing above may log anyone out or disable them).
      if (token) expect((await call(t.app, '/api/getdatosusuario', [], token)).status, `${role} token after ${e.path}`).toBe(200);
    }
  }, 120_000);
});

describe('the NUL character', () => {
  it('is dropped from text before it reaches the database (PostgreSQL text cannot hold it)', async () => {
    const search = await call(t.app, '/api/servicio/listarcurriculumbycandidato', { tcBuscar: 'Cont\u0000adora' }, tokens.admin);
    expect(search.status).toBe(200);
    const sent = await call(t.app, '/api/enviar-correo', { tcNombreCompleto: 'Ana\u0000 Pérez', tcCorreo: 'ana@example.bo', tcMensaje: 'Hola\u0000 equipo', tcTelefono: '', tcNombreEmpresa: '' });
    expect(sent.body.status).toBe(true);
    const [row] = await t.deps.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ nombreCompleto: 'Ana Pérez', mensaje: 'Hola equipo' });
  });
});
