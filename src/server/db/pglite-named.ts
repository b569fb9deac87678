/**
 * Named statements on PGlite (decision 073). PGlite's `query` parses and plans every statement; the
 * search's statements cost as much to plan as to run, and PGlite runs in the server's own thread,
 * so each plan delays every other request. Here a statement is parsed once under its name (the
 * extended protocol, as `pg` does on PostgreSQL) and then only bound and executed; a `generic`
 * one runs with `plan_cache_mode = force_generic_plan` and no sequential scans (set around it, in
 * the same call, as the other statements need custom plans), so PostgreSQL plans it once and
 * keeps that plan. Rows come back as `queryRows` gives them (objects; dates and timestamps as
 * text, as drizzle reads them); the messages are written and read by pglite-wire.ts.
 */
import type { PGlite } from '@electric-sql/pglite';
import { bindAndExecute, decodeRows, type Parsers } from './pglite-wire';

/** Types drizzle's PGlite driver keeps as text (timestamps, intervals, dates and their arrays). */
const AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

export type NamedRunner = (name: string, text: string, params: unknown[], generic: boolean) => Promise<unknown[]>;

export async function pgliteNamedStatements(pg: PGlite): Promise<NamedRunner> {
  const { protocol, parse, messages } = await import('@electric-sql/pglite');
  const { serialize } = protocol;
  // PGlite's parsers with ours in front, by prototype (not a copy of its 318 parsers per call).
  const parsers: Parsers = Object.create(pg.parsers);
  for (const oid of AS_TEXT) parsers[oid] = (value: string) => value;
  /** The statements this database has prepared, with their parameters' types. */
  const prepared = new Map<string, number[]>();
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
  /**
   * The answer's bytes as they are: PGlite's other calls also run every message through its
   * parser into objects, which decodeRows does without (decision 089).
   */
  const raw = async (message: Uint8Array) => {
    const chunks: Uint8Array[] = [];
    // Each chunk is a view of the database's memory, copied before the next one is written.
    await pg.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk) => void chunks.push(chunk.slice()) });
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  };
  /** The error an answer holds, as PGlite's parser gives it. */
  const errorOf = (answer: Uint8Array) => {
    let error: unknown = new Error('PGlite: la consulta falló.');
    new protocol.Parser().parse(answer, (message) => {
      if (message instanceof messages.DatabaseError) error = message;
    });
    return error;
  };
  // A generic statement's settings, as simple queries sent in the same call as the statement (their
  // answers hold no rows).
  const generic = {
    before: serialize.query('set plan_cache_mode = force_generic_plan; set enable_seqscan = off'),
    after: serialize.query('reset plan_cache_mode; reset enable_seqscan'),
  };
  const plain = { before: new Uint8Array(0), after: new Uint8Array(0) };

  const statement = async (name: string, text: string, params: unknown[], forceGeneric: boolean) => {
    let types = prepared.get(name);
    if (!types) {
      try {
        await send(serialize.parse({ name, text }));
        types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
      } catch (err) {
        await send(serialize.sync());
        throw err;
      }
      prepared.set(name, types);
    }
    const argTypes = types;
    // Every type's serializer gives text (bytea as hex); numbers and booleans are written as text.
    const values = params.map((v, i) => {
      const value: unknown = v == null ? null : (pg.serializers[argTypes[i]] ?? String)(v);
      if (value === null || typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
      throw new TypeError(`Parámetro ${i + 1} sin forma de texto en ${name}.`);
    });
    // The settings, bind, describe, execute, sync and the settings' reset in one call into the
    // database: each call has its cost (decision 085). An error in the statement skips to the
    // sync, the reset still runs, and it is thrown once all has run: the session is clean.
    const around = forceGeneric ? generic : plain;
    const answer = await raw(bindAndExecute(name, values, around.before, around.after));
    const rows = decodeRows(answer, parsers);
    if (!rows) throw errorOf(answer);
    return rows;
  };

  return async (name, text, params, forceGeneric) => {
    await pg._checkReady();
    // Under both locks, as PGlite's own queries: with the query lock alone (while no transaction is
    // open) named statements went ahead of the other queries, which wait for the transaction lock
    // first, and searches that also run those waited several times longer (decision 089).
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => statement(name, text, params, forceGeneric)));
  };
}
