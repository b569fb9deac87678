/**
 * A value read from the database at most once per period (statistics the search consults with no
 * query of its own per request, decision 073). Concurrent callers share one read.
 */
import type { DbOrTx } from '../../db/client';

export class PeriodicRead<T> {
  private value: T | null = null;
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly everyMs: number,
    private readonly load: (db: DbOrTx) => Promise<T | null>,
  ) {}

  /** The value, read again when older than the period; null when the database has none. */
  async get(db: DbOrTx): Promise<T | null> {
    if (Date.now() - this.readAt > this.everyMs) {
      this.reading ??= (async () => {
        try {
          this.value = await this.load(db);
          this.readAt = Date.now();
        } finally {
          this.reading = null;
        }
      })();
      await this.reading;
    }
    return this.value;
  }
}
