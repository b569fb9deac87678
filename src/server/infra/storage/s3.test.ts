/**
 * The S3 client against a real S3-compatible server (s3rver: the S3 REST protocol and its
 * access keys; it does not recompute V4 signatures): put, get, delete, a missing key, and a
 * store that is down or hangs (a clean StorageError within the timeout, never a hang). Its
 * signatures are checked by a store that recomputes them with the AWS SDK's own signer
 * (verifying-s3.ts, decision 099).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, StorageError } from './s3';
import { startVerifyingS3, type VerifyingS3 } from './verifying-s3';

let server: S3rver;
let endpoint = '';
const dir = mkdtempSync(join(tmpdir(), 'chamba-s3-'));
const KEYS = { accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'chamba', configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const store = (over: Partial<Parameters<typeof s3Storage>[0]> = {}) => s3Storage({ endpoint, bucket: 'chamba', ...KEYS, ...over });

describe('S3 storage on an S3-compatible server', () => {
  it('puts, gets and deletes a file; a missing key is null; deleting it again is fine', async () => {
    const s = store();
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    await s.put('public/logos/empresa-nandu_1.webp', data, 'image/webp');
    expect(Buffer.compare((await s.get('public/logos/empresa-nandu_1.webp'))!, data)).toBe(0);
    await s.delete('public/logos/empresa-nandu_1.webp');
    expect(await s.get('public/logos/empresa-nandu_1.webp')).toBeNull();
    await s.delete('public/logos/empresa-nandu_1.webp');
    expect(await s.get('private/cvs/no-existe.pdf')).toBeNull();
  });

  it('keeps a larger binary file byte for byte', async () => {
    const s = store();
    const data = Buffer.alloc(3 * 1024 * 1024, 7);
    data[12345] = 1;
    await s.put('private/analisis/1/lote.pdf', data, 'application/pdf');
    expect(Buffer.compare((await s.get('private/analisis/1/lote.pdf'))!, data)).toBe(0);
  });

  it('unknown credentials are a StorageError with the status, not a crash', async () => {
    // s3rver checks the access key (it does not recompute V4 signatures: the store below does).
    const s = store({ accessKey: 'NADIE' });
    await expect(s.put('public/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(StorageError);
    await expect(s.get('public/x.webp')).rejects.toThrow(/S3 GET public\/x.webp: 403/);
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(store().get('../../etc/passwd')).rejects.toThrow(/Clave de archivo inválida/);
  });
});

describe('S3 storage on a store that verifies each signature', () => {
  const SIGNED = { bucket: 'chamba-firmado', accessKey: 'AKIACHAMBA', secretKey: 'secreto/de+prueba=2026', region: 'sa-east-1' };
  let fake: VerifyingS3;
  beforeAll(async () => {
    fake = await startVerifyingS3(SIGNED);
  });
  afterAll(async () => {
    await fake?.close();
  });
  const signed = (over: Partial<Parameters<typeof s3Storage>[0]> = {}) => s3Storage({ endpoint: fake.endpoint, ...SIGNED, ...over });

  it('with the right secret every call is accepted: put, get, ping, delete', async () => {
    const s = signed();
    const data = Buffer.from('%PDF-1.7 contenido del CV');
    await s.put('private/cvs/12/hoja_de-vida.v2.pdf', data, 'application/pdf');
    expect(Buffer.compare((await s.get('private/cvs/12/hoja_de-vida.v2.pdf'))!, data)).toBe(0);
    await s.ping!();
    await s.delete('private/cvs/12/hoja_de-vida.v2.pdf');
    expect(await s.get('private/cvs/12/hoja_de-vida.v2.pdf')).toBeNull();
    await s.delete('private/cvs/12/hoja_de-vida.v2.pdf');
    expect(fake.refused).toBe(0);
  });

  it('with a wrong secret every call is a StorageError with the 403, and nothing is stored', async () => {
    const wrong = signed({ secretKey: 'otro-secreto' });
    const before = fake.refused;
    await expect(wrong.put('public/logos/a.webp', Buffer.from('a'), 'image/webp')).rejects.toThrow(/S3 PUT public\/logos\/a.webp: 403/);
    await expect(wrong.get('public/logos/a.webp')).rejects.toThrow(StorageError);
    await expect(wrong.delete('public/logos/a.webp')).rejects.toThrow(StorageError);
    await expect(wrong.ping!()).rejects.toThrow(/S3 HEAD 403/);
    expect(fake.refused - before).toBe(4);
    expect(await signed().get('public/logos/a.webp')).toBeNull();
  });

  it('a signature for another region is refused too', async () => {
    await expect(signed({ region: 'us-east-1' }).get('public/x.webp')).rejects.toThrow(/403/);
  });
});

describe('a store that is down', () => {
  let hanging: Server;
  let hangingPort = 0;
  beforeAll(async () => {
    // Accepts connections and never answers.
    hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    hangingPort = (hanging.address() as { port: number }).port;
  });
  afterAll(async () => {
    hanging.close();
  });

  it('a closed port fails at once with a StorageError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const started = Date.now();
    await expect(store({ endpoint: `http://127.0.0.1:${port}` }).put('public/a.webp', Buffer.from('a'), 'image/webp')).rejects.toThrow(StorageError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a store that never answers fails after the timeout, not later', async () => {
    const s = store({ endpoint: `http://127.0.0.1:${hangingPort}`, timeoutMs: 300 });
    const started = Date.now();
    await expect(s.get('public/a.webp')).rejects.toThrow(/no answer in 300 ms/);
    await expect(s.put('public/a.webp', Buffer.from('a'), 'image/webp')).rejects.toThrow(StorageError);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
