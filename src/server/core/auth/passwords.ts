/**
 * scrypt at OWASP's parameters (N=2^17, r=8, p=1), stored as scrypt$N$r$p$salt$hash.
 *
 * Each hash takes about 128 MB and a core for a good part of a second, so they are bounded: at
 * most MAX_CONCURRENT run at once (the rest wait their turn in order), and when MAX_WAITING are
 * already waiting a new one is refused at once with 429, so a flood of logins (known or unknown
 * e-mails alike) can neither exhaust memory nor queue without end.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { tooMany } from '../http/errors';

const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LEN = 64;

export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(4, availableParallelism() - 1));
export const MAX_WAITING_HASHES = 64;
export const BUSY_MESSAGE = 'El servidor está muy ocupado. Inténtalo de nuevo en unos segundos.';

/**
 * A counting semaphore with a bounded queue (first come, first served); also gates other costly
 * work (the CV preview's PDF renders). `refuse` is the error when the queue is full.
 */
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

export const passwordGate = new HashGate(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return passwordGate.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password.normalize('NFC'), salt, KEY_LEN, { ...opts, maxmem: 256 * 1024 * 1024 }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A stored hash may not ask for more memory or time than ours (older, cheaper ones still verify). */
const withinCost = (n: number, rr: number, pp: number) =>
  Number.isInteger(n) && Number.isInteger(rr) && Number.isInteger(pp) && n > 1 && n <= N && rr >= 1 && rr <= r && pp >= 1 && pp <= p;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, rr, pp, saltB64, keyB64] = stored.split('$');
  const cost = { N: Number(n), r: Number(rr), p: Number(pp) };
  if (alg !== 'scrypt' || !saltB64 || !keyB64 || !withinCost(cost.N, cost.r, cost.p)) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash to compare against when the e-mail is unknown, so both paths do the same work (one
 * scrypt through the same gate) and take the same time.
 */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(12).toString('hex')).catch((err) => {
  dummyHash = null;
  throw err;
}));
