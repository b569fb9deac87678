/**
 * Whether an error means "the database cannot be reached right now" (PostgreSQL down,
 * restarting, failing over, the network cut) rather than a bug or a bad query. The central error
 * handler answers those with 503 and Retry-After; the start waits and retries on them.
 */

/** Socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up, recovery), 53300 too many connections.
 */
const SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** What pg says, with no code, when a connection dies or cannot be made in time. */
const PG_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** The error and its causes (drizzle wraps the driver's error in `cause`; Node's in `errors`). */
function* chain(err: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!err || typeof err !== 'object' || depth > 8) return;
  yield err as Record<string, unknown>;
  const e = err as { cause?: unknown; errors?: unknown };
  if (e.cause) yield* chain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

function reason(e: Record<string, unknown>): string | null {
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATES.test(code)) return code;
  const message = typeof e.message === 'string' ? e.message : '';
  return PG_MESSAGES.find((m) => message.includes(m)) ?? null;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) if (reason(e)) return true;
  return false;
}

/** A short description for the log: the code or pg's message. */
export function describeConnectionError(err: unknown): string {
  for (const e of chain(err)) {
    const r = reason(e);
    if (r) return r;
  }
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause : null;
  return cause ? `${err.message}: ${(cause as NodeJS.ErrnoException).code ?? cause.message}` : err.message;
}
