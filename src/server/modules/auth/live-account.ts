import { sql, type SQL } from 'drizzle-orm';

/**
 * The account behind a company or candidate row still exists: a deleted account (decision 061)
 * keeps its row for the applications and payments that refer to it, disabled, and no public page,
 * list, count or sitemap shows it.
 */
export const liveAccount = (userId: SQL) => sql`exists (select 1 from users u where u.id = ${userId} and not u.disabled)`;
