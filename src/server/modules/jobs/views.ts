/**
 * Job views, counted once per visitor and La Paz day. A visitor is its user id with a session,
 * else a hash of IP and user agent salted with that day's random salt (stored in view_salts,
 * shared by every instance, deleted with the day's views; the address is never stored).
 *
 * Reading a job page never waits for a write: views are kept in memory and written every few
 * seconds (and when the server stops) in one statement that inserts the (job, day, visitor) rows
 * and adds to job_view_counts only those that were new, so several instances count each visitor
 * once. A crash loses at most one interval of views.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { intArray, textArray } from '../../db/sql';
import { laPazDay, laPazDayFrom, type Clock } from '../../core/time';
import { clientKey, type RateLimiter } from '../../core/rate-limit';
import type { JobSource } from '../../../shared/contract/postings';

/**
 * Anonymous visitors one address may count as, per job and day: a family or an office behind one
 * router counts as a few, a client changing its browser's name does not count again and again.
 */
export const MAX_VISITORS_PER_ADDRESS = 5;
const DAY_S = 24 * 3600;

/** Counts a visitor's view of a job (once a day; anonymous ones at most MAX_VISITORS_PER_ADDRESS per address). */
export async function countView(
  limiter: RateLimiter,
  views: ViewCounter,
  jobId: number,
  fuente: JobSource,
  client: { userId: number | null; ip: string; userAgent: string },
) {
  const who = await views.visitor(client.userId, client.ip, client.userAgent);
  if (views.has(jobId, who)) return;
  if (!client.userId && (await limiter.count(`view:${clientKey(client.ip)}:${jobId}`, DAY_S)) > MAX_VISITORS_PER_ADDRESS) return;
  views.add(jobId, who, fuente);
}

export const VIEW_FLUSH_MS = 5000;
/** Views written by one statement. */
const FLUSH_ROWS = 1000;
/** This instance's memory of who viewed what today; past it the database alone deduplicates. */
const MAX_REMEMBERED = 50_000;

type View = { jobId: number; dia: string; visitante: string; fuente: JobSource };
const keyOf = (v: View) => `${v.dia}|${v.jobId}|${v.visitante}`;

export class ViewCounter {
  private pending = new Map<string, View>();
  /** Views not yet written (pending or being written), per job: pendingFor is asked at every read of a job. */
  private unwritten = new Map<number, number>();
  /** Views this instance already took today (so a reload is not counted again). */
  private remembered = new Set<string>();
  private rememberedDay = '';
  /** Every new view this instance counted since it started, per job. */
  private seen = new Map<number, number>();
  private salts = new Map<string, Promise<string>>();
  private purgedDay = '';
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private db: Db,
    private clock: Clock,
    private onError: (err: unknown) => void,
    intervalMs = VIEW_FLUSH_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** The visitor's id for today: the user, or the salted hash of address and browser. */
  async visitor(userId: number | null, ip: string, userAgent: string): Promise<{ dia: string; visitante: string }> {
    const dia = laPazDay(this.clock.now());
    if (userId) return { dia, visitante: `u${userId}` };
    const salt = await this.saltOf(dia);
    const hash = createHmac('sha256', salt).update(`${ip}\n${userAgent.slice(0, 512)}`).digest('base64url').slice(0, 22);
    return { dia, visitante: `h${hash}` };
  }

  /** This instance already counted the visitor's view of the job today. */
  has(jobId: number, who: { dia: string; visitante: string }): boolean {
    return who.dia === this.rememberedDay && this.remembered.has(keyOf({ jobId, ...who, fuente: 'directo' }));
  }

  /**
   * Counts the view if this visitor has not viewed the job today (as far as this instance knows);
   * true when counted. The source (search, direct link, share) is that of the day's first view.
   */
  add(jobId: number, who: { dia: string; visitante: string }, fuente: JobSource = 'directo'): boolean {
    if (who.dia !== this.rememberedDay || this.remembered.size >= MAX_REMEMBERED) {
      this.remembered = new Set();
      this.rememberedDay = who.dia;
    }
    const view = { jobId, ...who, fuente };
    const key = keyOf(view);
    if (this.remembered.has(key)) return false;
    this.remembered.add(key);
    this.pending.set(key, view);
    this.unwritten.set(jobId, (this.unwritten.get(jobId) ?? 0) + 1);
    this.seen.set(jobId, (this.seen.get(jobId) ?? 0) + 1);
    return true;
  }

  /** Views of this instance since it started: a copy of the job read at `total = t` shows `vistas + (total now - t)` more. */
  total(jobId: number): number {
    return this.seen.get(jobId) ?? 0;
  }

  pendingFor(jobId: number): number {
    return this.unwritten.get(jobId) ?? 0;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      await this.purgeOldDays().catch(this.onError);
      if (this.pending.size === 0) return;
      const batch = [...this.pending.values()];
      this.pending = new Map();
      let done = 0;
      try {
        for (let i = 0; i < batch.length; i += FLUSH_ROWS) {
          const part = batch.slice(i, i + FLUSH_ROWS);
          // Four arrays, not a parameter per value: the statement's text is the same for any batch.
          const texts = (f: (v: View) => string) => textArray(part.map(f));
          // Only the rows that were new (no other instance, no earlier flush had them) add to the
          // job's total and to the day's figures by source (job_view_days, kept for the job's figures).
          await this.db.execute(sql`
            with v(job_id, dia, visitante, fuente) as (
              select * from unnest(${intArray(part.map((v) => v.jobId))}::int[], ${texts((v) => v.dia)}::date[], ${texts((v) => v.visitante)}::text[], ${texts((v) => v.fuente)}::text[])
            ),
            ins as (
              insert into job_views (job_id, dia, visitante)
              select v.job_id, v.dia, v.visitante from v join jobs on jobs.id = v.job_id
              on conflict do nothing
              returning job_id, dia, visitante
            ),
            src as (
              select ins.job_id, ins.dia, v.fuente, count(*)::int as n
              from ins join v on v.job_id = ins.job_id and v.dia = ins.dia and v.visitante = ins.visitante
              group by ins.job_id, ins.dia, v.fuente
            ),
            days as (
              insert into job_view_days (job_id, dia, fuente, vistas)
              select job_id, dia, fuente, n from src
              on conflict (job_id, dia, fuente) do update set vistas = job_view_days.vistas + excluded.vistas
            )
            insert into job_view_counts (job_id, vistas)
            select job_id, count(*)::int from ins group by job_id
            on conflict (job_id) do update set vistas = job_view_counts.vistas + excluded.vistas`);
          for (const v of part) this.written(v.jobId);
          done += part.length;
        }
      } catch (err) {
        // Put back those not written: they go with the next batch.
        for (const v of batch.slice(done)) this.pending.set(keyOf(v), v);
        this.onError(err);
      }
    });
    return this.flushing;
  }

  private written(jobId: number) {
    const n = (this.unwritten.get(jobId) ?? 1) - 1;
    if (n > 0) this.unwritten.set(jobId, n);
    else this.unwritten.delete(jobId);
  }

  async close() {
    clearInterval(this.timer);
    await this.flush();
  }

  private saltOf(dia: string): Promise<string> {
    let salt = this.salts.get(dia);
    if (!salt) {
      salt = (async () => {
        // The first instance to need the day's salt makes it; the others read that one.
        await this.db.execute(sql`insert into view_salts (dia, salt) values (${dia}::date, ${randomBytes(32).toString('base64')}) on conflict do nothing`);
        const [row] = await queryRows<{ salt: string }>(this.db, sql`select salt from view_salts where dia = ${dia}::date`);
        return row.salt;
      })();
      salt.catch(() => this.salts.delete(dia));
      this.salts.clear();
      this.salts.set(dia, salt);
    }
    return salt;
  }

  /** Once a day: yesterday's rows stay (views around midnight), older ones and their salts go. */
  private async purgeOldDays() {
    const today = laPazDay(this.clock.now());
    if (this.purgedDay === today) return;
    this.purgedDay = today;
    const keep = laPazDayFrom(this.clock.now(), -1);
    await this.db.execute(sql`delete from job_views where dia < ${keep}::date`);
    await this.db.execute(sql`delete from view_salts where dia < ${keep}::date`);
  }
}
