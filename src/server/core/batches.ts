/**
 * The outbox-style workers' loop: one transaction a batch, again until a batch comes back short.
 * Each batch locks the rows it takes (`for update skip locked`), so several instances share the work.
 */
import type { AppDeps } from './context';
import type { Tx } from '../db/client';

/** Runs `batch` (given its transaction and the time) until it handles fewer than `size` rows; how many in all. */
export async function drainInBatches(deps: AppDeps, size: number, batch: (tx: Tx, now: Date) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await deps.db.transaction((tx) => batch(tx, deps.clock.now()));
    total += done;
    if (done < size) return total;
  }
}
