/**
 * The four form endpoints (profile updates, article create/update) with bodies that are not a
 * well-formed multipart form: no boundary, a truncated part, a boundary that never appears, a
 * content type that is not what the body is. Each answers a clean 400 with the Spanish envelope,
 * never 500, and the caller's session goes on working.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../db/schema';
import { makeCandidate, makeCompany, makeUser } from './accounts';
import { call } from './test-app';
import { setupTestApp } from './setup-test-app';

const t = setupTestApp({ RATE_LIMITS: 'off' });
const tokens: Record<string, string> = {};
let articleId = 0;

beforeAll(async () => {
  tokens.candidato = (await makeCandidate(t.deps)).token;
  tokens.empresa = (await makeCompany(t.deps)).token;
  tokens.admin = (await makeUser(t.deps, 'admin')).token;
  const [a] = await t.deps.db.insert(articles).values({ slug: 'articulo-formulario', titulo: 'Artículo', fecha: '2026-01-01' }).returning({ id: articles.id });
  articleId = a.id;
});

const B = 'ChambaLimite';
const part = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, bytes: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n${bytes}`;

/** Malformed bodies with the content type they claim. */
const CASES: [string, string, string][] = [
  ['no boundary in the content type', 'multipart/form-data', part('tcNombre', 'Ana') + `--${B}--\r\n`],
  ['an empty boundary', 'multipart/form-data; boundary=', part('tcNombre', 'Ana') + `--${B}--\r\n`],
  ['a boundary that never appears', `multipart/form-data; boundary=OtroLimite`, part('tcNombre', 'Ana') + `--${B}--\r\n`],
  ['a truncated field part (no closing boundary)', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="tcNombre"\r\n\r\nAna sin fin`],
  ['a truncated file part', `multipart/form-data; boundary=${B}`, part('tcNombre', 'Ana') + filePart('foto', '\x89PNG\r\n\x1a\n0000')],
  ['a part with no headers end', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="tcNombre"`],
  ['an empty body', `multipart/form-data; boundary=${B}`, ''],
  ['only garbage', `multipart/form-data; boundary=${B}`, '\x00\x01\x02 no es un formulario'],
  ['a form body sent as JSON', 'application/json', part('tcNombre', 'Ana') + `--${B}--\r\n`],
  ['a JSON array', 'application/json', '[1,2,3]'],
  ['truncated JSON', 'application/json', '{"tcNombre": "Ana"'],
  ['a content type the server does not read', 'text/plain', 'tcNombre=Ana'],
  ['urlencoded', 'application/x-www-form-urlencoded', 'tcNombre=Ana&tcApellidos=Prueba'],
  ['an unknown content type', 'application/octet-stream', '\x89PNG\r\n\x1a\n'],
];

const ENDPOINTS: [string, () => string, string][] = [
  ['actualizardatoscandidato', () => '/api/servicio/actualizardatoscandidato', 'candidato'],
  ['actualizardatosempresa', () => '/api/servicio/actualizardatosempresa', 'empresa'],
  ['creararticulo', () => '/api/servicio/creararticulo', 'admin'],
  ['articulo/actualizar/{id}', () => `/api/servicio/articulo/actualizar/${articleId}`, 'admin'],
];

describe('malformed form bodies', () => {
  it.each(ENDPOINTS)('%s answers 400 (or 413/415) with the envelope, never 500', async (_name, url, role) => {
    for (const [what, type, payload] of CASES) {
      const res = await call(t.app, url(), payload, tokens[role], { headers: { 'content-type': type } });
      expect(res.status, `${what}: ${res.raw.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      expect([400, 413, 415], what).toContain(res.status);
      expect(res.body, what).toMatchObject({ codigoerror: 1, status: false });
      expect(res.body.message, what).toMatch(/\S/);
      expect(res.raw.body, what).not.toMatch(/node_modules|\.ts:\d+|\bat \w+ \(|stack|busboy/i);
    }
    expect((await call(t.app, '/api/getdatosusuario', [], tokens[role])).status).toBe(200);
  });

  it('a body with no boundary is refused with the form message in Spanish', async () => {
    const res = await call(t.app, '/api/servicio/actualizardatoscandidato', part('tcNombre', 'Ana'), tokens.candidato, { headers: { 'content-type': 'multipart/form-data' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/formulario|inválid/i);
  });
});
