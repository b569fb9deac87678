/**
 * Public job reads (search pages and counts, category and city counts, job details) go through
 * the app's cache under the 'jobs' tag. Keys carry the La Paz day, so jobs that expire at
 * midnight start new entries.
 */
import type { AppDeps } from '../../core/context';
import { PUBLIC_JOB_READS } from '../../core/cache';
import { laPazDay } from '../../core/time';

export function cachedPublicRead<T>(deps: AppDeps, key: string, compute: () => Promise<T>): Promise<T> {
  return deps.cache.get(`${laPazDay(deps.clock.now())}|${key}`, PUBLIC_JOB_READS, compute);
}
