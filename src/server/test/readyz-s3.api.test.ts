/**
 * /readyz with S3_* set, against a store that verifies every signature (verifying-s3.ts,
 * decision 099): ready with the right secret; 503 naming the store with a wrong one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVerifyingS3, type VerifyingS3 } from '../infra/storage/verifying-s3';
import { createTestApp, type TestApp } from './test-app';

const STORE = { bucket: 'chamba', accessKey: 'AKIALISTO', secretKey: 'secreto-del-almacen', region: 'us-east-1' };
let fake: VerifyingS3;
const apps: TestApp[] = [];

const appWith = async (secret: string) => {
  const t = await createTestApp({ S3_ENDPOINT: fake.endpoint, S3_BUCKET: STORE.bucket, S3_ACCESS_KEY: STORE.accessKey, S3_SECRET_KEY: secret, S3_REGION: STORE.region });
  apps.push(t);
  return t;
};

beforeAll(async () => {
  fake = await startVerifyingS3(STORE);
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await fake?.close();
});

describe('/readyz con S3', () => {
  it('lista cuando el almacén acepta la firma', async () => {
    const t = await appWith(STORE.secretKey);
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, checks: { database: 'ok', s3: 'ok' } });
    // The app's storage is the S3 one: what it puts, the store keeps.
    await t.deps.storage.put('public/logos/listo.webp', Buffer.from('RIFF'), 'image/webp');
    expect(String(await t.deps.storage.get('public/logos/listo.webp'))).toBe('RIFF');
  });

  it('503 y nombra el almacenamiento cuando la clave secreta es otra', async () => {
    const t = await appWith('otra-clave');
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const body = res.json() as { ok: boolean; message: string; checks: Record<string, string> };
    expect(body.checks).toEqual({ database: 'ok', s3: 'S3 HEAD 403' });
    expect(body.message).toMatch(/almacenamiento S3 \(S3 HEAD 403\)/);
  });
});
