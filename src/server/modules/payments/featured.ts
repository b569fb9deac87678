/**
 * Featured jobs (issue 39, decision featured-and-confidential.md): what featuring costs for each
 * duration (featured_prices, edited by staff) and whether a job may be featured. The payment itself
 * is a QR like the others (service.ts, kind 'destacado'); once paid the job is featured for its days.
 */
import { asc, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { queryRows } from '../../db/client';
import { featuredPrices } from '../../db/schema';
import { FEATURED_DAYS, PAYMENT_MESSAGES } from '../../../shared/contract/payments';
import { listedJobCondition } from '../jobs/public';

/** Prices of the durations, shortest first (every duration has one: the migration writes them). */
export async function featuredPriceList(deps: AppDeps): Promise<{ Dias: number; MontoBs: number }[]> {
  const rows = await deps.db.select({ dias: featuredPrices.dias, montoBs: featuredPrices.montoBs }).from(featuredPrices).orderBy(asc(featuredPrices.dias));
  return rows.filter((r) => (FEATURED_DAYS as readonly number[]).includes(r.dias)).map((r) => ({ Dias: r.dias, MontoBs: r.montoBs }));
}

/** Staff set the price of one duration. */
export async function saveFeaturedPrice(deps: AppDeps, dias: number, montoBs: number) {
  const now = deps.clock.now();
  await deps.db
    .insert(featuredPrices)
    .values({ dias, montoBs, updatedAt: now })
    .onConflictDoUpdate({ target: featuredPrices.dias, set: { montoBs, updatedAt: now } });
  return featuredPriceList(deps);
}

/** Why this job cannot be featured now (its company's own: checked before), or undefined when it can: only a published, open job. */
export async function featuredPayable(deps: AppDeps, jobId: number): Promise<string | undefined> {
  const [row] = await queryRows<{ ok: boolean }>(deps.db, sql`select ${listedJobCondition(deps.clock.now())} as ok from jobs j where j.id = ${jobId}`);
  return row?.ok ? undefined : PAYMENT_MESSAGES.featuredNotListed;
}

