import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  // react-pdf (CV preview) compiles its layout engine with WebAssembly: allowed, eval is not.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // The CV preview fetches its fonts (data: URLs of small files, blob: TrueType copies).
  "connect-src 'self' data: blob:",
  "frame-src 'self' blob: data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** HSTS (a year, subdomains too): only when the public address is https, never on plain http. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every reply; Strict-Transport-Security when PUBLIC_URL is https. */
export function registerSecurityHeaders(app: FastifyInstance) {
  const https = (app.deps.config.PUBLIC_URL ?? '').toLowerCase().startsWith('https://');
  app.addHook('onSend', async (req, reply) => {
    if (https) reply.header('Strict-Transport-Security', HSTS);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CSP);
    if (req.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
