/**
 * Any S3-compatible store (path-style URLs), signed with AWS Signature V4 using node:crypto
 * (decision 066: why not the AWS SDK). Every request has a short timeout, so a store that is down
 * or hangs fails fast with a StorageError instead of holding the request that uploads or serves.
 */
import { createHash, createHmac } from 'node:crypto';
import { assertSafeKey, type Storage } from './storage';

type S3Options = { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string; timeoutMs?: number };

/** Default time for one request to the store (connect, send, and the whole answer). */
export const S3_TIMEOUT_MS = 10_000;

/** The store failed, refused or did not answer in time; the message is for the log. */
export class StorageError extends Error {}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

export function signS3Request(o: S3Options, method: string, key: string, body: Buffer, now: Date, contentType?: string) {
  const url = new URL(`${o.endpoint.replace(/\/$/, '')}/${o.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body);
  const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  if (contentType) headers['content-type'] = contentType;
  const names = Object.keys(headers).sort();
  const canonical = [method, url.pathname, '', ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), payloadHash].join('\n');
  const scope = `${day}/${o.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${o.secretKey}`, day), o.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${o.accessKey}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  delete headers.host;
  return { url: url.toString(), headers };
}

export function s3Storage(o: S3Options): Storage {
  const timeoutMs = o.timeoutMs ?? S3_TIMEOUT_MS;
  /** One request and its whole body within the timeout. */
  const send = async (method: string, key: string, body: Buffer = Buffer.alloc(0), contentType?: string) => {
    const { url, headers } = signS3Request(o, method, assertSafeKey(key), Buffer.from(body), new Date(), contentType);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await fetch(url, { method, headers, body: method === 'PUT' ? new Uint8Array(body) : undefined, signal });
      return { status: res.status, ok: res.ok, data: Buffer.from(await res.arrayBuffer()) };
    } catch (err) {
      const why = signal.aborted ? `no answer in ${timeoutMs} ms` : ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message;
      // The cause stays attached: /readyz names its code (ECONNREFUSED), the log keeps the rest.
      throw new StorageError(`S3 ${method} ${key}: ${why}`, { cause: (err as Error).cause ?? err });
    }
  };
  return {
    async put(key, data, contentType) {
      const res = await send('PUT', key, data, contentType);
      if (!res.ok) throw new StorageError(`S3 PUT ${key}: ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new StorageError(`S3 GET ${key}: ${res.status}`);
      return res.data;
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new StorageError(`S3 DELETE ${key}: ${res.status}`);
    },
    async ping() {
      // A key that does not exist: 404 means the store answered and accepted the signature.
      const res = await send('HEAD', 'private/readyz-probe');
      if (!res.ok && res.status !== 404) throw new Error(`S3 HEAD ${res.status}`);
    },
  };
}
