/**
 * Deferring work that no visitor waits for (analytics, campaign tracking) until the browser is idle
 * (issue 25: hydration and first input come first on a slow phone). No React, no DOM types beyond
 * the two scheduling functions, so the rule is unit-tested with a fake window.
 */

/** The longest the work waits for an idle period (ms): then it runs anyway (requestIdleCallback's `timeout`). */
export const IDLE_TIMEOUT_MS = 2000;

/** The scheduling functions {@link whenIdle} uses (the browser's `window`, or a fake). */
export interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

/**
 * Runs `work` once the browser is idle: `requestIdleCallback` with a timeout of
 * {@link IDLE_TIMEOUT_MS} where it exists (so it runs within 2 s even on a busy page), else (Safari)
 * a `setTimeout` of `fallbackMs`.
 * @param work the deferred work; runs at most once
 * @param scheduler where the scheduling functions come from (default: `window`)
 * @param fallbackMs the delay without requestIdleCallback (default 1 ms: after the current task and
 *   the hydration work queued before it)
 * @returns cancels the work if it has not run yet (call it from an effect's cleanup)
 */
export function whenIdle(work: () => void, scheduler: IdleScheduler = window as unknown as IdleScheduler, fallbackMs = 1): () => void {
  if (typeof scheduler.requestIdleCallback === 'function') {
    const handle = scheduler.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => scheduler.cancelIdleCallback?.(handle);
  }
  const handle = scheduler.setTimeout(work, fallbackMs);
  return () => scheduler.clearTimeout(handle);
}

/**
 * How long after mount a page counts as settled (ms): past hydration, the first paint of lazy parts and
 * Lighthouse's load window on a slow phone, where the campaign tracker's returning-visitor cookie
 * check (one ~640 ms task at 4× CPU: the zod chunk's evaluation) once sat (issue 25, stop 28).
 */
export const SETTLE_DELAY_MS = 5000;

/**
 * Runs `work` once the page has settled: {@link whenIdle} after a `setTimeout` of `delayMs`.
 * @param work the deferred work; runs at most once
 * @param scheduler where the scheduling functions come from (default: `window`)
 * @param delayMs the wait before looking for an idle period (default {@link SETTLE_DELAY_MS})
 * @returns cancels the work if it has not run yet
 */
export function whenSettled(
  work: () => void,
  scheduler: IdleScheduler = window as unknown as IdleScheduler,
  delayMs = SETTLE_DELAY_MS,
): () => void {
  let cancelIdle: (() => void) | undefined;
  const handle = scheduler.setTimeout(() => {
    cancelIdle = whenIdle(work, scheduler);
  }, delayMs);
  return () => {
    scheduler.clearTimeout(handle);
    cancelIdle?.();
  };
}
