/**
 * Behind a reverse proxy without TRUST_PROXY=true, every request comes from the proxy's address:
 * all clients then share one rate-limit bucket per IP key (logins, registrations, activity...),
 * so a handful of users can lock everyone out. The first request that carries X-Forwarded-For
 * while TRUST_PROXY is off says so in the log, once.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const UNTRUSTED_PROXY_WARNING =
  'Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not true: every client is seen with the proxy address and all share one rate-limit bucket. Set TRUST_PROXY=true when the server runs behind your own reverse proxy (docs/deploy.md).';

export function warnAboutUntrustedProxy(app: FastifyInstance, config: Config, log: FastifyBaseLogger) {
  if (config.TRUST_PROXY === 'true') return;
  let warned = false;
  app.addHook('onRequest', (req, _reply, done) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      log.warn({ proxyAddress: req.socket.remoteAddress, forwardedFor: String(req.headers['x-forwarded-for']).slice(0, 200) }, UNTRUSTED_PROXY_WARNING);
    }
    done();
  });
}
