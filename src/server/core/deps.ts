/** Creates the dependencies from the configuration (database excluded: the caller opens it). */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { paymentProvider, publicUrl, type Config } from './config';
import { PAYMENT_CALLBACK_PATH } from '../../shared/contract/payments';
import type { AppDeps } from './context';
import type { Db } from '../db/client';
import { createMailer } from '../infra/mail/mailer';
import { createStorage } from '../infra/storage';
import { createAiProvider } from '../infra/ai';
import { createPaymentGateway } from '../infra/payments';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit';
import { readCacheVersions, TaggedCache } from './cache';
import { systemClock, type Clock } from './time';

/** Under the test runner the versions are read on every answer: tests also write to the database directly. */
const VERSION_REUSE_MS = process.env.VITEST ? 0 : 1000;
const CACHE_MAX_ENTRIES = 7000;

export async function createDeps(config: Config, db: Db, log: FastifyBaseLogger, clock: Clock = systemClock, readDb: Db = db): Promise<AppDeps> {
  const limitsOn = config.RATE_LIMITS === 'on';
  return {
    config,
    db,
    readDb,
    clock,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: join(config.DATA_DIR, 'outbox'), log, timeoutMs: config.SMTP_TIMEOUT_MS }),
    limiter: config.REDIS_URL ? await redisRateLimiter(config.REDIS_URL, limitsOn) : memoryRateLimiter(limitsOn),
    storage: createStorage(config),
    ai: createAiProvider(config, log),
    payments: createPaymentGateway({
      provider: paymentProvider(config),
      publicUrl: publicUrl(config),
      callbackPath: PAYMENT_CALLBACK_PATH,
      pagofacil: {
        url: config.PAGOFACIL_URL,
        tokenService: config.PAGOFACIL_TOKEN_SERVICE ?? '',
        tokenSecret: config.PAGOFACIL_TOKEN_SECRET ?? '',
        clientCode: config.PAGOFACIL_CLIENT_CODE ?? '',
      },
    }),
    log,
    cache: new TaggedCache({
      readVersions: () => readCacheVersions(db),
      clock,
      versionReuseMs: VERSION_REUSE_MS,
      maxEntries: CACHE_MAX_ENTRIES,
      enabled: config.SEARCH_CACHE === 'on',
    }),
  };
}
