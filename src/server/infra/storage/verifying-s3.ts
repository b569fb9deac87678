/**
 * Test-only: a small S3 store in memory that checks every request's AWS Signature V4 the way a
 * real store does, with an implementation independent of the client's (@smithy/signature-v4, the
 * AWS SDK's signer). s3rver checks access keys but not signatures; this closes that gap
 * (decision 099). It answers the four calls Storage makes (PUT, GET, HEAD, DELETE of one object,
 * path-style) and S3's XML errors: 403 InvalidAccessKeyId, 403 SignatureDoesNotMatch,
 * 400 XAmzContentSHA256Mismatch, 404 NoSuchKey and NoSuchBucket.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

export type VerifyingS3 = {
  endpoint: string;
  /** Requests refused for their signature, since the start. */
  refused: number;
  close(): Promise<void>;
};

type Options = { bucket: string; accessKey: string; secretKey: string; region: string };

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function xmlError(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the request carries the signature the signer computes for its signed parts. */
async function signatureMatches(o: Options, req: IncomingMessage, body: Buffer, signedHeaders: string[], signature: string): Promise<boolean> {
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!when) return false;
  const signingDate = new Date(`${when[1]}-${when[2]}-${when[3]}T${when[4]}:${when[5]}:${when[6]}Z`);
  const url = new URL(req.url ?? '/', 'http://store');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = req.headers[name];
    if (value === undefined) return false;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = v;
  const signer = new SignatureV4({
    credentials: { accessKeyId: o.accessKey, secretAccessKey: o.secretKey },
    region: o.region,
    service: 's3',
    sha256: Hash.bind(null, 'sha256'),
    // S3 signs the path as sent, not encoded a second time.
    uriEscapePath: false,
  });
  const [host, port] = String(headers.host ?? '').split(':');
  const signed = await signer.sign(
    { method: req.method ?? 'GET', protocol: 'http:', hostname: host, port: port ? Number(port) : undefined, path: url.pathname, query, headers, body },
    { signingDate, signableHeaders: new Set(signedHeaders) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization ?? ''))?.[1];
  return expected === signature;
}

export async function startVerifyingS3(o: Options): Promise<VerifyingS3> {
  const objects = new Map<string, { data: Buffer; type: string }>();
  const state = { refused: 0 };
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const auth = AUTH.exec(String(req.headers.authorization ?? ''));
    if (!auth) return xmlError(res, 403, 'AccessDenied');
    const [, accessKey, day, region, signedList, signature] = auth;
    if (accessKey !== o.accessKey) return xmlError(res, 403, 'InvalidAccessKeyId');
    const signedHeaders = signedList.split(';');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (region !== o.region || !amzDate.startsWith(day) || !signedHeaders.includes('host') || !(await signatureMatches(o, req, body, signedHeaders, signature))) {
      state.refused++;
      return xmlError(res, 403, 'SignatureDoesNotMatch');
    }
    const declared = String(req.headers['x-amz-content-sha256'] ?? '');
    if (declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(body).digest('hex')) return xmlError(res, 400, 'XAmzContentSHA256Mismatch');
    const [, bucket, ...rest] = decodeURIComponent(new URL(req.url ?? '/', 'http://store').pathname).split('/');
    if (bucket !== o.bucket) return xmlError(res, 404, 'NoSuchBucket');
    const key = rest.join('/');
    const found = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, { data: body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200).end();
        return;
      case 'GET':
      case 'HEAD':
        if (!found) return req.method === 'HEAD' ? void res.writeHead(404).end() : xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': found.type, 'content-length': found.data.length });
        res.end(req.method === 'GET' ? found.data : undefined);
        return;
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204).end();
        return;
      default:
        return xmlError(res, 405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
