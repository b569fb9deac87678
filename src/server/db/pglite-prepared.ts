/**
 * Named statements on PGlite (decision 073) through its public API only (decision 101): SQL's
 * PREPARE, once per statement shape, then EXECUTE with the values written as literals, both
 * through `exec`. PostgreSQL then parses and plans a shape once instead of at every run (the
 * search's statements cost as much to plan as to run, and PGlite runs in the server's thread).
 * A `generic` one runs with `plan_cache_mode = force_generic_plan` and no sequential scans, set
 * and reset around it in the same `exec` (one implicit transaction: a failing statement also
 * undoes the settings). Rows come back as `queryRows` gives them: the client's parsers keep
 * dates and timestamps as text (client.ts).
 *
 * EXECUTE takes no bound parameters, so its values are SQL literals: each one is a quoted
 * string that PostgreSQL reads with the parameter type's input function, as it reads a bound
 * text value. Values with no such literal here (arrays, objects, text holding NUL) run as an
 * unnamed statement through `query`, which binds them.
 */
import type { PGlite } from '@electric-sql/pglite';

export type NamedRunner = (name: string, text: string, params: unknown[], generic: boolean) => Promise<unknown[]>;

/** A string literal PostgreSQL reads the same whatever standard_conforming_strings says. */
const quote = (text: string) => `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The value as an SQL literal, or undefined when it has none here. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value.includes('\0') ? undefined : quote(value);
  if (typeof value === 'number') return Number.isFinite(value) ? quote(String(value)) : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return quote(String(value));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : quote(value.toISOString());
  if (value instanceof Uint8Array) return quote(`\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`);
  return undefined;
}

const GENERIC_ON = 'set plan_cache_mode = force_generic_plan; set enable_seqscan = off';
const GENERIC_OFF = 'reset plan_cache_mode; reset enable_seqscan';

export function pglitePreparedStatements(pg: PGlite): NamedRunner {
  /** The shapes prepared in this database (a promise, so that callers at once prepare it once). */
  const prepared = new Map<string, Promise<unknown>>();
  const prepare = (name: string, text: string) => {
    let done = prepared.get(name);
    if (!done) {
      done = pg.exec(`prepare ${name} as ${text}`);
      prepared.set(name, done);
      // A shape that fails to prepare (an error in its text) is not kept: it fails again next time.
      done.catch(() => prepared.delete(name));
    }
    return done;
  };

  return async (name, text, params, generic) => {
    const literals = params.map(sqlLiteral);
    if (literals.some((l) => l === undefined)) return (await pg.query(text, params)).rows;
    await prepare(name, text);
    const run = literals.length ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`;
    if (!generic) return (await pg.exec(run))[0].rows;
    const results = await pg.exec(`${GENERIC_ON}; ${run}; ${GENERIC_OFF}`);
    return results[2].rows;
  };
}
