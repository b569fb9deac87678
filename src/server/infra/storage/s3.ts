/** Any S3-compatible store (path-style URLs), signed with AWS Signature V4 using node:crypto. */
import { createHash, createHmac } from 'node:crypto';
import { assertSafeKey, type Storage } from './storage';

type S3Options = { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string };

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
  const send = async (method: string, key: string, body: Buffer = Buffer.alloc(0), contentType?: string) => {
    const { url, headers } = signS3Request(o, method, assertSafeKey(key), Buffer.from(body), new Date(), contentType);
    return fetch(url, { method, headers, body: method === 'PUT' ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(30_000) });
  };
  return {
    async put(key, data, contentType) {
      const res = await send('PUT', key, data, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${res.status}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${res.status}`);
    },
    async ping() {
      // A key that does not exist: 404 means the store answered and accepted the signature.
      const res = await send('HEAD', 'private/readyz-probe');
      if (!res.ok && res.status !== 404) throw new Error(`S3 HEAD ${res.status}`);
    },
  };
}
