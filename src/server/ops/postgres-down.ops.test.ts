/**
 * PostgreSQL out of reach (a TCP proxy in front of it, cut and restored): the start waits for it,
 * requests that need it answer 503 with Retry-After and the Spanish envelope, /readyz says which
 * part failed while /healthz stays 200, and the server recovers by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { contactBody, createPgDatabase, freePort, pgProxy, pgReachable, postContact, startServer, waitFor, type Proc } from './harness';

const UNAVAILABLE = 'El servicio no está disponible por un momento. Intenta de nuevo en unos segundos.';
const pgUp = await pgReachable();

describe.skipIf(!pgUp)('PostgreSQL caído', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let proxy: Awaited<ReturnType<typeof pgProxy>>;
  let server: Proc | undefined;

  beforeAll(async () => {
    database = await createPgDatabase();
    proxy = await pgProxy(false); // PostgreSQL "down" when the server starts
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.cut();
    await database?.drop();
  });

  it('el arranque espera a PostgreSQL, luego 503 + Retry-After mientras no responde y se recupera solo', async () => {
    server = await startServer({ DATABASE_URL: proxy.urlFor(database.name), DB_CONNECT_TIMEOUT_S: '90' });
    await waitFor('un intento fallido en el registro', async () => /PostgreSQL no responde \(ECONNREFUSED\): intento 2/.test(server!.output()), 60_000);
    expect(server.child.exitCode).toBeNull();
    await proxy.restore();
    await server.ready();
    expect(server.output()).toMatch(/PostgreSQL responde \(intento \d+\)/);

    const ready = await fetch(server.url('/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, checks: { database: 'ok' } });
    expect((await postContact(server, 'antes del corte')).status).toBe(200);

    await proxy.cut();
    const during = await postContact(server, 'durante el corte');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(await during.json()).toMatchObject({ error: 1, status: false, mensaje: UNAVAILABLE, message: UNAVAILABLE });
    // A second request (a new connection now, refused) gets the same answer, never a 500.
    expect((await postContact(server, 'durante el corte 2')).status).toBe(503);

    const notReady = await fetch(server.url('/readyz'));
    expect(notReady.status).toBe(503);
    const body = (await notReady.json()) as { ok: boolean; message: string; checks: { database: string } };
    expect(body.ok).toBe(false);
    expect(body.checks.database).not.toBe('ok');
    expect(body.message).toMatch(/^No está listo: base de datos/);
    expect((await fetch(server.url('/healthz'))).status).toBe(200);
    expect((await fetch(server.url('/api/health'))).status).toBe(200);

    await proxy.restore();
    await waitFor('la escritura vuelve a funcionar', async () => (await postContact(server!, 'después del corte')).status === 200, 20_000);
    expect((await fetch(server.url('/readyz'))).status).toBe(200);
    expect(server.output()).not.toMatch(/"statusCode":500/);
  });

  it('si PostgreSQL no vuelve en DB_CONNECT_TIMEOUT_S, el arranque termina con un mensaje claro', async () => {
    const gone = await pgProxy(false);
    const proc = await startServer({ DATABASE_URL: gone.urlFor(database.name), DB_CONNECT_TIMEOUT_S: '3' });
    const { code } = await proc.exit;
    expect(code).toBe(1);
    expect(proc.output()).toMatch(/PostgreSQL no responde \(ECONNREFUSED\) después de \d+ intento\(s\) en 3 s\. Revise que el servidor esté en marcha/);
  });

  it('SIGTERM mientras espera a PostgreSQL detiene el arranque limpio', async () => {
    const gone = await pgProxy(false);
    const proc = await startServer({ DATABASE_URL: gone.urlFor(database.name), DB_CONNECT_TIMEOUT_S: '60' });
    await waitFor('un intento fallido', async () => /PostgreSQL no responde/.test(proc.output()), 30_000);
    const at = Date.now();
    proc.child.kill('SIGTERM');
    expect((await proc.exit).code).toBe(0);
    expect(Date.now() - at).toBeLessThan(5000);
  });
});

describe('/readyz con Redis y S3 configurados', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on that port: both are out of reach.
    const port = await freePort();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' });
  });
  afterAll(async () => t?.close());

  it('503 y nombra las partes que fallan; /healthz no pregunta a nadie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const body = res.json() as { ok: boolean; message: string; checks: Record<string, string> };
    expect(body.checks.database).toBe('ok');
    expect(body.checks.redis).not.toBe('ok');
    expect(body.checks.s3).toBe('ECONNREFUSED');
    expect(body.checks.redis).toMatch(/ECONNREFUSED|sin respuesta|Reached the max retries/);
    expect(body.message).toMatch(/Redis/);
    expect(body.message).toMatch(/almacenamiento S3 \(ECONNREFUSED\)/);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('con Redis caído, una ruta con límite de frecuencia responde 503, no 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/enviar-correo', payload: contactBody('con Redis caído') });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ mensaje: UNAVAILABLE });
  });
});
