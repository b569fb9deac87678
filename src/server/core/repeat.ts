/**
 * A background task run now and again after each run, `nextMs(tookMs)` later (null: not again),
 * never two at once; errors go to `onError` and the runs go on. The returned stop cancels the
 * next run and waits for one in progress.
 */
export function repeat(task: () => Promise<void>, nextMs: (tookMs: number) => number | null, onError: (err: unknown) => void) {
  let running = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = async () => {
    running = true;
    const started = performance.now();
    try {
      await task();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
    const next = nextMs(performance.now() - started);
    if (next !== null && !stopped) {
      timer = setTimeout(run, next);
      timer.unref();
    }
  };
  void run();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    while (running) await new Promise((r) => setTimeout(r, 20));
  };
}

/**
 * A background task every `everyMs` while the server runs (the first run at once unless `now` is
 * false), never two at once: a tick while one runs is skipped. Errors go to `onError`. A long
 * run may ask `stopping()` to end early; the returned stop cancels the next runs and waits for
 * the one in progress (at shutdown, before the database closes).
 */
export function every(everyMs: number, task: (stopping: () => boolean) => Promise<unknown>, onError: (err: unknown) => void, { now = true } = {}) {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = task(() => stopped)
      .catch(onError)
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (now) tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
