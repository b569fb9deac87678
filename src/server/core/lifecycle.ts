/**
 * How the server process ends (decision 065): SIGTERM, SIGINT, or the parent that started it
 * (`npm start`, scripts/start.mjs) going away, which closes the IPC channel. `stop` runs once:
 * stop taking work, drain in-flight requests, close what is open. If it has not finished after
 * `timeoutMs`, the process exits with 1 and a log line, whatever is still pending.
 */
import type { FastifyBaseLogger } from 'fastify';

export type ShutdownReason = 'SIGTERM' | 'SIGINT' | 'disconnect';

export function handleShutdown(log: FastifyBaseLogger, timeoutMs: number, stop: () => Promise<void>, exit: (code: number) => void = (c) => process.exit(c)) {
  let stopping = false;
  const shutdown = (reason: ShutdownReason) => {
    // `npm start` forwards the terminal's Ctrl-C, which the server also receives itself: once is enough.
    if (stopping) return log.info({ reason }, 'already stopping');
    stopping = true;
    const started = Date.now();
    log.info({ reason, timeoutMs }, 'stopping: no new connections, waiting for requests in progress');
    const deadline = setTimeout(() => {
      log.error({ reason, timeoutMs }, `shutdown deadline passed after ${timeoutMs} ms: exiting with work still pending`);
      exit(1);
    }, timeoutMs);
    stop().then(
      () => {
        clearTimeout(deadline);
        log.info({ ms: Date.now() - started }, 'stopped');
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Started with an IPC channel (scripts/start.mjs): if the parent dies, even by SIGKILL, the
  // channel closes and the server stops instead of living on orphaned.
  if (typeof process.send === 'function') {
    if (process.connected) process.on('disconnect', () => shutdown('disconnect'));
    else setImmediate(() => shutdown('disconnect')); // gone while the server was starting
  }
  return shutdown;
}
