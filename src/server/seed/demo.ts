/**
 * Demo data for a first start, in steps that each area owns: the README's accounts, then the
 * marketplace (companies, jobs, candidates), CVs, hiring (applications) and the blog.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../core/context';
import { seedAccounts } from './accounts';
import { seedMarketplace } from './marketplace';
import { seedCvs } from './cvs';
import { seedHiring } from './hiring';
import { seedBlog } from './blog';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

export async function seedDemoData(deps: AppDeps) {
  const counts: Record<string, number> = {};
  const steps = [seedAccounts, seedMarketplace, seedCvs, seedHiring, seedBlog];
  for (const step of steps) Object.assign(counts, await step(deps));
  // Fresh statistics for the search's choice of the rarest word (PGlite runs no autovacuum).
  await deps.db.execute(sql`analyze search_postings`);
  return counts;
}
