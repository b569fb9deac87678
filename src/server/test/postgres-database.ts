/**
 * A fresh, empty PostgreSQL database on the server of TEST_DATABASE_URL, for one test file: its
 * URL, and the drop that removes it (closing whatever is still connected).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(base: string, sql: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

export async function freshPostgresDatabase(base: string, prefix = 'chamba_t'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(base, `drop database if exists ${name} with (force)`) };
}
