/**
 * Named statements on PGlite (decision 073). PGlite's `query` parses and plans every statement; the
 * search's statements cost as much to plan as to run, and PGlite runs in the server's own thread,
 * so each plan delays every other request. Here a statement is parsed once under its name (the
 * extended protocol, as `pg` does on PostgreSQL) and then only bound and executed; a `generic`
 * one runs with `plan_cache_mode = force_generic_plan` and no sequential scans (set around it, as the other statements
 * need custom plans), so PostgreSQL plans it once and keeps that plan. Rows come back as `queryRows` gives
 * them (objects; dates and timestamps as text, as drizzle reads them).
 */
import type { PGlite } from '@electric-sql/pglite';

/** Types drizzle's PGlite driver keeps as text (timestamps, intervals, dates and their arrays). */
const AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

export type NamedRunner = (name: string, text: string, params: unknown[], generic: boolean) => Promise<unknown[]>;

export async function pgliteNamedStatements(pg: PGlite): Promise<NamedRunner> {
  const { protocol, parse } = await import('@electric-sql/pglite');
  const { serialize } = protocol;
  // PGlite's parsers with ours in front, by prototype: parseResults spreads an options.parsers object
  // and PGlite's 318 parsers into a new object at every call (130 µs), but takes this one as is (8 µs).
  const parsers: Record<number, (value: string, typeId?: number) => unknown> = Object.create(pg.parsers);
  for (const oid of AS_TEXT) parsers[oid] = (value: string) => value;
  /** The statements this database has prepared, with their parameters' types. */
  const prepared = new Map<string, number[]>();
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  return async (name, text, params, generic) => {
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        let messages;
        let synced = false;
        if (generic) await send(serialize.query('set plan_cache_mode = force_generic_plan; set enable_seqscan = off'));
        try {
          let types = prepared.get(name);
          if (!types) {
            await send(serialize.parse({ name, text }));
            types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
            prepared.set(name, types);
          }
          const argTypes = types;
          const values = params.map((v, i) => (v == null ? null : (pg.serializers[argTypes[i]] ?? String)(v)));
          // Bind, describe, execute and sync in one call into the database: each call has its cost
          // (decision 085). An error is thrown once the sync has run, so the session is clean.
          synced = true;
          messages = await send(Buffer.concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]));
        } finally {
          if (!synced) await send(serialize.sync());
          if (generic) await send(serialize.query('reset plan_cache_mode; reset enable_seqscan'));
        }
        return parse.parseResults(messages, parsers, { rowMode: 'object' })[0]?.rows ?? [];
      }),
    );
  };
}
