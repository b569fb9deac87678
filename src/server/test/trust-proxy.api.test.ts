/**
 * TRUST_PROXY: unset behind a proxy, the log warns once that every client shares one bucket;
 * set, each forwarded client has its own.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { setupTestApp } from './setup-test-app';
import { UNTRUSTED_PROXY_WARNING } from '../core/http/proxy-warning';

const t = setupTestApp({ RATE_LIMITS: 'on' });

function captureLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      cb();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const record = (app: Awaited<ReturnType<typeof buildApp>>, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/servicio/registrarbitacora',
    payload: { Vista: 'x' },
    remoteAddress: '10.0.0.5',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY', () => {
  it('unset: the first request through a proxy logs the shared-bucket warning, once', async () => {
    const { log, lines } = captureLog();
    const app = await buildApp({ deps: { ...t.deps, log }, webDistDir: '/nonexistent' });
    await app.ready();
    try {
      await record(app);
      expect(lines.filter((l) => l.msg === UNTRUSTED_PROXY_WARNING)).toHaveLength(0);
      await record(app, '190.129.1.1');
      await record(app, '190.129.1.2');
      const warnings = lines.filter((l) => l.msg === UNTRUSTED_PROXY_WARNING);
      expect(warnings).toHaveLength(1);
      expect(warnings[0].level).toBe(40);
      expect(UNTRUSTED_PROXY_WARNING).toMatch(/TRUST_PROXY=true/);
    } finally {
      await app.close();
    }
  });

  it('unset: clients behind the proxy share one bucket; set: each has its own, and no warning', async () => {
    const { log, lines } = captureLog();
    const shared = await buildApp({ deps: { ...t.deps, log }, webDistDir: '/nonexistent' });
    const trusted = await buildApp({ deps: { ...t.deps, log, config: { ...t.deps.config, TRUST_PROXY: 'true' } }, webDistDir: '/nonexistent' });
    await Promise.all([shared.ready(), trusted.ready()]);
    try {
      // 120 a minute per address: 121 different clients through the proxy.
      let last = await record(shared, '190.0.0.0');
      for (let i = 1; i <= 120; i++) last = await record(shared, `190.0.0.${i}`);
      expect(last.statusCode).toBe(429);
      for (let i = 1; i <= 121; i++) last = await record(trusted, `191.0.0.${i}`);
      expect(last.statusCode).toBe(200);
      expect(lines.filter((l) => l.msg === UNTRUSTED_PROXY_WARNING)).toHaveLength(1);
    } finally {
      await Promise.all([shared.close(), trusted.close()]);
    }
  });
});
