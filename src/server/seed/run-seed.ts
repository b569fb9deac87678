/** First-start data: the admin from ADMIN_EMAIL/ADMIN_PASSWORD, and the demo data unless SEED=false. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../core/context';
import { users } from '../db/schema';
import { queryRows } from '../db/client';
import { hashPassword } from '../core/auth/passwords';

export async function ensureAdmin(deps: AppDeps, log: FastifyBaseLogger) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = deps.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const email = ADMIN_EMAIL.toLowerCase();
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return;
  await deps.db.insert(users).values({ email, passwordHash: await hashPassword(ADMIN_PASSWORD), role: 'admin', nombre: 'Administración', apellidos: 'Chamba' });
  log.info({ email }, 'admin account created');
}

/** Seeds the demo data into an empty database; true when it did. */
export async function seedIfEmpty(deps: AppDeps, log: FastifyBaseLogger): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(deps.db, sql`select count(*)::int as n from jobs`);
  const n = row?.n ?? 0;
  if (Number(n) > 0) return false;
  const started = Date.now();
  // The demo data (and sharp, which draws its images) load only when a database is empty.
  const { seedDemoData } = await import('./demo');
  const counts = await seedDemoData(deps);
  log.info({ ...counts, ms: Date.now() - started }, 'demo data seeded');
  return true;
}
