/**
 * GET /metrics (decision 098): a 404 without METRICS_TOKEN; with it, 401 without the right bearer
 * token; with it, Prometheus' text format with the request timing by route pattern (never the
 * raw URL), the outbox's counts, the database and its pool, and the process' default metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config';
import { hasToken } from '../core/http/metrics';
import { outbox } from '../db/schema';
import { createTestApp, type TestApp } from './test-app';

const TOKEN = 'prueba-metricas-0123456789abcdef';
const client = process.env.TEST_DB === 'postgres' ? 'postgresql' : 'pglite';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus' text exposition format, line by line; throws on a line that is not in it. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/i.exec(line);
    if (!m) throw new Error(`Not the text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

const get = (t: TestApp, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', headers });

describe('/metrics sin METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('no existe: 404 con el sobre de siempre, también con un token', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }];
    for (const headers of attempts) {
      const res = await get(t, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 1, mensaje: 'No se encontró lo que buscas.' });
    }
  });
});

describe('/metrics con METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());

  it('sin token o con otro token: 401 con el sobre, sin métricas', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer otro-token-de-32-caracteres-000000' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }, { authorization: 'Bearer ' }];
    for (const headers of attempts) {
      const res = await get(t, headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ error: 1, mensaje: 'Falta el token de métricas o no es válido.' });
      expect(res.body).not.toMatch(/http_request_duration_seconds/);
    }
  });

  it('con el token: el formato de texto, la duración por patrón de ruta, el correo y la base de datos', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    // Two different tokens in the address: one series for the route's pattern, not one per address.
    await t.app.inject({ method: 'POST', url: '/alertas/baja/aaaaaaaaaaaaaaaaaaaaaaaa', payload: {} });
    await t.app.inject({ method: 'POST', url: '/alertas/baja/bbbbbbbbbbbbbbbbbbbbbbbb', payload: {} });
    await t.app.inject({ method: 'PUT', url: '/no-existe/123' });
    const mail = { to: 'rosa@example.bo', subject: 'Prueba', body: 'Hola' };
    await t.deps.db.insert(outbox).values([{ ...mail }, { ...mail }, { ...mail, estado: 'fallido', attempts: 10 }, { ...mail, estado: 'enviado' }]);

    const res = await get(t, { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const samples = parseExposition(res.body);
    const find = (name: string, labels: Record<string, string> = {}) => samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

    const counts = (route: string, method: string) => find('http_request_duration_seconds_count', { route, method });
    expect(counts('/healthz', 'GET')).toEqual([{ name: 'http_request_duration_seconds_count', labels: { route: '/healthz', method: 'GET', status: '200' }, value: 1 }]);
    const unsubscribe = counts('/alertas/baja/:token', 'POST');
    expect(unsubscribe.reduce((n, s) => n + s.value, 0)).toBe(2);
    expect(counts('unmatched', 'PUT')).toEqual([expect.objectContaining({ labels: { route: 'unmatched', method: 'PUT', status: '404' }, value: 1 })]);
    expect(samples.some((s) => s.name.startsWith('http_request_duration_seconds') && /aaaa|bbbb|123/.test(s.labels.route ?? ''))).toBe(false);
    expect(find('http_request_duration_seconds_bucket', { route: '/healthz', le: '+Inf' })[0].value).toBe(1);

    expect(find('chamba_outbox_pending_mails')[0].value).toBe(2);
    expect(find('chamba_outbox_failed_mails')[0].value).toBe(1);

    expect(find('chamba_db_info')).toEqual([{ name: 'chamba_db_info', labels: { client }, value: 1 }]);
    const main = { client, pool: 'main' };
    expect(find('chamba_db_pool_max', main)[0].value).toBe(client === 'pglite' ? 1 : 10);
    expect(find('chamba_db_pool_waiting', main)[0].value).toBe(0);
    // The scrape's own outbox read has finished: on PGlite nothing runs now.
    if (client === 'pglite') expect(find('chamba_db_pool_in_use', main)[0].value).toBe(0);
    else expect(find('chamba_db_pool_in_use', { client, pool: 'search' })).toHaveLength(1);

    expect(find('nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(find('process_resident_memory_bytes')[0].value).toBeGreaterThan(0);
  });
});

describe('the metrics token', () => {
  it('is compared whole; a short METRICS_TOKEN stops the start', () => {
    expect(hasToken(TOKEN, TOKEN)).toBe(true);
    expect(hasToken(null, TOKEN)).toBe(false);
    expect(hasToken('', TOKEN)).toBe(false);
    expect(hasToken(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN: Use al menos 16 caracteres/);
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});
