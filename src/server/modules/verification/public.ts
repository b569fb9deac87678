/** What other areas may use of verification: the contact gate and the verified flag's SQL. */
import { sql, type SQL } from 'drizzle-orm';

export { isVerified, revealContact, type ContactGate } from './contact-gate';

/** Whether the company of alias `c` is verified, as a column of the caller's own query (a primary-key probe). */
export const verifiedSql = (company: SQL = sql`c.id`): SQL => sql`exists (select 1 from verified_companies vc where vc.company_id = ${company})`;
