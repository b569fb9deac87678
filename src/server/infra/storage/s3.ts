/**
 * Any S3-compatible store (path-style URLs), signed with AWS Signature V4 by aws4fetch
 * (decision 099, which replaced the hand-written signer of decision 066). Every request has a
 * short timeout and no retries, so a store that is down or hangs fails fast with a StorageError
 * instead of holding the request that uploads or serves.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type Storage } from './storage';

type S3Options = { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string; timeoutMs?: number };

/** Default time for one request to the store (connect, send, and the whole answer). */
export const S3_TIMEOUT_MS = 10_000;

/** The store failed, refused or did not answer in time; the message is for the log. */
export class StorageError extends Error {}

export function s3Storage(o: S3Options): Storage {
  const timeoutMs = o.timeoutMs ?? S3_TIMEOUT_MS;
  // No retries: aws4fetch retries 5xx and 429 ten times by default, which would outlast the timeout.
  const client = new AwsClient({ accessKeyId: o.accessKey, secretAccessKey: o.secretKey, service: 's3', region: o.region, retries: 0 });
  const base = `${o.endpoint.replace(/\/$/, '')}/${encodeURIComponent(o.bucket)}/`;
  /** One request and its whole body within the timeout. */
  const send = async (method: string, key: string, body?: Buffer, contentType?: string) => {
    const url = base + assertSafeKey(key).split('/').map(encodeURIComponent).join('/');
    // The payload's hash is signed (aws4fetch would sign UNSIGNED-PAYLOAD): the store checks the bytes.
    const headers: Record<string, string> = { 'x-amz-content-sha256': createHash('sha256').update(body ?? '').digest('hex') };
    if (contentType) headers['content-type'] = contentType;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await client.fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined, signal });
      return { status: res.status, ok: res.ok, data: Buffer.from(await res.arrayBuffer()) };
    } catch (err) {
      const why = signal.aborted ? `no answer in ${timeoutMs} ms` : (((err as Error).cause as Error | undefined)?.message ?? (err as Error).message);
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
      if (!res.ok && res.status !== 404) throw new StorageError(`S3 HEAD ${res.status}`);
    },
  };
}
