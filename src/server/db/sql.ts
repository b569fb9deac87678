/** Small SQL pieces every area writes the same way, on PGlite and PostgreSQL alike. */
import { sql, type SQL } from 'drizzle-orm';

/** SQL: an instant as an ISO-8601 UTC string. */
export const isoSql = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An instant as the drivers give it (Date, or text on some paths) as an ISO-8601 string. */
export const isoInstant = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** `a, b, c` of parameters, for `in (...)` and `values (...)`. */
export const sqlList = (values: readonly (number | string)[]): SQL => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * A list of texts as one PostgreSQL array literal (one parameter, cast with `::text[]`): a
 * statement that takes a list this way keeps one shape whatever its length.
 */
export const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;

/** A list of integers as one PostgreSQL array literal (cast with `::int[]`). */
export const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/** A LIKE pattern that matches the text anywhere, with %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A unique index refused the row (the driver's error, or drizzle's wrapping of it). */
export function isUniqueViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
