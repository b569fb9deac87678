/** Creates the dependencies from the configuration (database excluded: the caller opens it). */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { AppDeps, Clock } from './context';
import { systemClock } from './context';
import type { Db } from './db/client';
import { createMailer } from './infra/mail/mailer';
import { memoryRateLimiter, redisRateLimiter } from './infra/rate-limit';
import { createStorage } from './infra/storage';
import { createAiProvider } from './infra/ai';
import { createPaymentGateway } from './infra/payments';

export async function createDeps(config: Config, db: Db, log: FastifyBaseLogger, clock: Clock = systemClock): Promise<AppDeps> {
  const limitsOn = config.RATE_LIMITS === 'on';
  return {
    config,
    db,
    clock,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: join(config.DATA_DIR, 'outbox'), log }),
    limiter: config.REDIS_URL ? await redisRateLimiter(config.REDIS_URL, limitsOn) : memoryRateLimiter(limitsOn),
    storage: createStorage(config),
    ai: createAiProvider(config, log),
    payments: createPaymentGateway(config),
    log,
  };
}
