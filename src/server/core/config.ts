/** Environment read and checked once at boot; a bad value stops the start with a readable list. */
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodTypeAny>(s: T) => z.preprocess(emptyToUndefined, s.optional());

export const configSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** PGlite's buffer cache (PostgreSQL units, e.g. 16MB, 128MB). */
  PGLITE_SHARED_BUFFERS: z.preprocess(emptyToUndefined, z.string().regex(/^\d+(kB|MB|GB)$/, 'Use un tamaño como 16MB o 128MB.').default('16MB')),
  /**
   * `npm run backup` with the PGlite server running (decision 100): PGlite builds the dump in the
   * server's memory (about 2.5 times its directory), so above this size (MB) it is refused.
   */
  LIVE_BACKUP_MAX_MB: z.coerce.number().int().min(0).default(256),
  /** The built web client (tests may build several side by side). */
  WEB_DIST_DIR: opt(z.string()),
  PUBLIC_URL: opt(z.url()),
  DATABASE_URL: opt(z.string()),
  /** A read replica of DATABASE_URL for job searches and suggestions (decision 073). */
  DATABASE_READ_URL: opt(z.string()),
  /** Connections of the job search's named statements (decision 073): about two per core of the database server. */
  DB_SEARCH_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(4),
  /** PostgreSQL not answering at start: how long (seconds) the start waits and retries. */
  DB_CONNECT_TIMEOUT_S: z.coerce.number().int().min(0).default(60),
  /** SIGTERM/SIGINT: how long in-flight requests may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  SMTP_URL: opt(z.string()),
  MAIL_FROM: z.string().default('Chamba <no-responder@chamba.bo>'),
  /** Connection, greeting and socket timeout of one SMTP send: a hung server frees the worker. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often the mail worker looks for due mail (it also wakes right after an enqueue). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** The undo window of a status message to a candidate (decision 074): sent this long after the change. */
  STATUS_MAIL_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(600),
  /** How often due status messages and the companies' daily digests are looked for. */
  PIPELINE_POLL_S: z.coerce.number().int().min(1).default(15),
  /** Messages on an application (issue 40): their e-mail waits until the sender has been quiet this long, so several make one mail. */
  MESSAGE_MAIL_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(300),
  S3_ENDPOINT: opt(z.string()),
  S3_BUCKET: opt(z.string()),
  S3_ACCESS_KEY: opt(z.string()),
  S3_SECRET_KEY: opt(z.string()),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: sandbox in development, no payments in production (never a silent sandbox there). */
  PAYMENT_PROVIDER: opt(z.enum(['sandbox', 'pagofacil', 'none'])),
  PAGOFACIL_URL: z.preprocess(emptyToUndefined, z.url().default('https://masterqr.pagofacil.com.bo/api/services/v2')),
  PAGOFACIL_TOKEN_SERVICE: opt(z.string()),
  PAGOFACIL_TOKEN_SECRET: opt(z.string()),
  PAGOFACIL_CLIENT_CODE: opt(z.string()),
  /** How often pending QRs are checked with the gateway (payments whose callback never came). */
  PAYMENTS_SWEEP_S: z.coerce.number().int().min(5).default(60),
  /**
   * Postings of a very common word a filtered search may read for its count and for the set other
   * sorts order (decision 073, fourth pass); past them the count says "más de N". A search of
   * several words reads an eighth of them (each is looked up for the other words).
   */
  SEARCH_WALK_CAP: z.coerce.number().int().min(10).default(20_000),
  /** Seconds between sweeps of the search index (postings of jobs expired or past their first hour; 0: never). */
  SEARCH_SWEEP_S: z.coerce.number().int().min(0).default(3600),
  /** Seconds between rebuilds of the search box's suggestions (0: only at start). */
  SUGGESTIONS_REFRESH_S: z.coerce.number().int().min(0).default(120),
  /** Job alerts: when set, this many seconds replace the day and the week (tests, demos); unset: 24 h and 7 days. */
  ALERTS_INTERVAL_S: opt(z.coerce.number().int().min(1).max(604_800)),
  AI_PROVIDER: z.enum(['local', 'gemini', 'openai']).default('local'),
  GEMINI_API_KEY: opt(z.string()),
  OPENAI_BASE_URL: opt(z.string()),
  OPENAI_API_KEY: opt(z.string()),
  OPENAI_MODEL: opt(z.string()),
  REDIS_URL: opt(z.string()),
  /** The bearer token Prometheus sends to /metrics (decision 098); unset: no /metrics (404). */
  METRICS_TOKEN: opt(z.string().min(16, 'Use al menos 16 caracteres al azar (por ejemplo, `openssl rand -hex 32`).')),
  ADMIN_EMAIL: opt(z.email()),
  ADMIN_PASSWORD: opt(z.string().min(8)),
  CONTACT_EMAIL: z.email().default('contacto@chamba.bo'),
  /** The phone shown in the footer and on the contact page ('+591 2 2123456'); unset: not shown in production. */
  CONTACT_PHONE: opt(z.string().regex(/^\+?[\d\s-]{7,20}$/, 'Un teléfono como +591 71234567.')),
  /** The WhatsApp number of the floating button, with country code ('59171234567'); unset: CONTACT_PHONE's digits. */
  CONTACT_WHATSAPP: opt(z.string().regex(/^\d{8,15}$/, 'Solo dígitos, con el código de país: 59171234567.')),
  CV_PRICE_BS: z.coerce.number().int().positive().default(25),
  JOB_PRICE_BS: z.coerce.number().int().positive().default(50),
  /** Distinct candidates whose contact data one verified company may read per La Paz day. */
  CONTACT_REVEALS_PER_DAY: z.coerce.number().int().positive().max(100_000).default(50),
  SEED: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')).transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Off only in tests that check limits on purpose; on everywhere else. */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  RATE_LIMITS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  /** Off only to measure the uncached path (bench): the answer cache of searches and dashboards. */
  SEARCH_CACHE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
});

export type Config = z.infer<typeof configSchema>;

const PAGOFACIL_KEYS = ['PAGOFACIL_TOKEN_SERVICE', 'PAGOFACIL_TOKEN_SECRET', 'PAGOFACIL_CLIENT_CODE'] as const;

/** The payment provider in use: the configured one, else sandbox outside production. */
export function paymentProvider(config: Config): 'sandbox' | 'pagofacil' | 'none' {
  return config.PAYMENT_PROVIDER ?? (config.NODE_ENV === 'production' ? 'none' : 'sandbox');
}

/** The demo's contact numbers, outside production only (a real site sets its own). */
const DEMO_PHONE = '+591 71234567';

/** The public contact numbers: the configured ones, else the demo's outside production, else none. */
export function contactNumbers(config: Config): { telefono: string | null; whatsapp: string | null } {
  const telefono = config.CONTACT_PHONE ?? (config.NODE_ENV === 'production' ? null : DEMO_PHONE);
  const whatsapp = config.CONTACT_WHATSAPP ?? (telefono ? telefono.replace(/\D/g, '') : null);
  return { telefono, whatsapp };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema
    .superRefine((c, ctx) => {
      if (c.PAYMENT_PROVIDER !== 'pagofacil') return;
      for (const key of PAGOFACIL_KEYS) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'Obligatorio con PAYMENT_PROVIDER=pagofacil.' });
      }
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuración inválida:\n${lines}`);
  }
  return parsed.data;
}

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

