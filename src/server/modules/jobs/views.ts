/**
 * Job views are counted in memory and written in one statement every few seconds (and when the
 * server stops), so reading a job page never waits for a write. Each instance adds its own
 * counts, so several instances sum correctly; a crash loses at most one interval of views.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const VIEW_FLUSH_MS = 5000;

export class ViewCounter {
  private pending = new Map<number, number>();
  /** Being written: still counted by pendingFor until the write is done. */
  private inflight = new Map<number, number>();
  /** Every view this instance counted since it started, per job. */
  private seen = new Map<number, number>();
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private db: Db,
    private onError: (err: unknown) => void,
    intervalMs = VIEW_FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Counts one view and answers the views not yet written for that job (this one included). */
  add(jobId: number): number {
    const n = (this.pending.get(jobId) ?? 0) + 1;
    this.pending.set(jobId, n);
    this.seen.set(jobId, (this.seen.get(jobId) ?? 0) + 1);
    return n;
  }

  /** Views of this instance since it started: a copy of the job read at `total = t` shows `vistas + (total now - t)` more. */
  total(jobId: number): number {
    return this.seen.get(jobId) ?? 0;
  }

  pendingFor(jobId: number): number {
    return (this.pending.get(jobId) ?? 0) + (this.inflight.get(jobId) ?? 0);
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending];
      this.inflight = this.pending;
      this.pending = new Map();
      try {
        const values = sql.join(batch.map(([id, n]) => sql`(${id}::int, ${n}::int)`), sql`, `);
        await this.db.execute(sql`update jobs set vistas = jobs.vistas + v.n from (values ${values}) as v(id, n) where jobs.id = v.id`);
      } catch (err) {
        // Put them back: they are written with the next batch.
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        this.onError(err);
      } finally {
        this.inflight = new Map();
      }
    });
    return this.flushing;
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }
}
