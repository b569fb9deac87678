/**
 * A counting semaphore with a bounded queue (first come, first served) for costly work that must
 * not pile up: password hashes (passwords.ts) and the CV preview's PDF renders. At most
 * `maxConcurrent` run at once, the rest wait their turn in order, and when `maxWaiting` already
 * wait a new one is refused at once with `refuse()` (by default 429 with a Spanish message).
 */
import { tooMany } from '../http/errors';

export const BUSY_MESSAGE = 'El servidor está muy ocupado. Inténtalo de nuevo en unos segundos.';

export class HashGate {
  private running = 0;
  private waiting: (() => void)[] = [];

  constructor(
    readonly maxConcurrent: number,
    readonly maxWaiting: number,
    private readonly refuse: () => Error = () => tooMany(2, BUSY_MESSAGE),
  ) {}

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxConcurrent) {
      if (this.waiting.length >= this.maxWaiting) throw this.refuse();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
