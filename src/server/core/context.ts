/** What every module needs, built once by createDeps and reached through `app.deps`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from '../db/client';
import type { Mailer } from '../infra/mail/mailer';
import type { RateLimiter } from './rate-limit';
import type { Storage } from '../infra/storage/storage';
import type { AiProvider } from '../infra/ai/provider';
import type { PaymentGateway } from '../infra/payments/gateway';
import type { TaggedCache } from './cache';
import type { Clock } from './time';

export type AppDeps = {
  config: Config;
  db: Db;
  /** Where job searches and suggestions read: DATABASE_READ_URL's replica, or `db`. */
  readDb: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  storage: Storage;
  ai: AiProvider;
  payments: PaymentGateway;
  cache: TaggedCache;
  /** For work outside a request (sweeps, mail after commit). */
  log: FastifyBaseLogger;
};

export type AuthUser = {
  id: number;
  role: 'candidato' | 'empresa' | 'admin';
  email: string;
  nombre: string;
  candidateId: number | null;
  /** The company the user is a member of (company_members), with the member's role there. */
  companyId: number | null;
  companyRole: 'administrador' | 'reclutador' | null;
  /** The jobs a recruiter is limited to; null: every job of the company (see core/auth/company-scope.ts). */
  jobScope: number[] | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
