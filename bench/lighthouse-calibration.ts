/**
 * Lighthouse's CPU slowdown calibrated to the host (decision 117). The mobile preset's constant
 * 4x turns a high-end desktop (benchmarkIndex about 1,500) into a mid-tier phone; on a slower host
 * it emulates a slower phone than the budget means, and Lighthouse itself warns below 1,000
 * ("calibrate an appropriate CPU slowdown multiplier", core/gather/driver/environment.js).
 * Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") sends to the calculator by one of
 * its maintainers (patrickhulce/lighthouse-cpu-throttling-calculator): 800 -> 2x, 1,300 -> 3x,
 * 1,533 -> 4x, 2,000 -> 6x, linear between. The same phone on every host: a faster host gets a
 * larger multiplier than 4, a slower one a smaller.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's own default (mobile preset), used for the first run of a bench, before any index is known. */
export const DEFAULT_CPU_SLOWDOWN = 4;
