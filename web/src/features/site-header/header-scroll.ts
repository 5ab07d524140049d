/**
 * Scroll behaviour of the header (SPEC §2, §9), as pure functions:
 * - the header gets a filled background after any scroll above 0;
 * - with `hideOnScroll` (pages with an append area) it hides while the visitor scrolls down and
 *   reappears as soon as they scroll up;
 * - scroll calculations are throttled at {@link SCROLL_THROTTLE_MS} (500 ms).
 */

/** SPEC §9: "Scroll calculations throttled at 500 ms." */
export const SCROLL_THROTTLE_MS = 500;

export interface HeaderScrollState {
  /** Scrolled above 0: the header shows its filled background. */
  filled: boolean;
  /** Moved out of view (only ever true with `hideOnScroll`). */
  hidden: boolean;
}

export const INITIAL_HEADER_SCROLL: HeaderScrollState = Object.freeze({ filled: false, hidden: false });

/**
 * The header state after the page scrolled from `previousY` to `y`.
 * @param state the current state; returned as is when nothing changes (stable for React)
 * @param hideOnScroll whether the page's header hides on scroll down
 * @param threshold no hiding while `y` is within the first `threshold` pixels (the header's height),
 *   so the header never leaves a gap at the top of the page
 */
export function nextHeaderScroll(
  state: HeaderScrollState,
  previousY: number,
  y: number,
  hideOnScroll: boolean,
  threshold = 0,
): HeaderScrollState {
  const filled = y > 0;
  let hidden = false;
  if (hideOnScroll && y > threshold) {
    if (y > previousY) hidden = true;
    else if (y < previousY) hidden = false;
    else hidden = state.hidden;
  }
  return filled === state.filled && hidden === state.hidden ? state : { filled, hidden };
}

/** A throttled function: call it as often as you like; `cancel()` drops a pending trailing call. */
export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Throttles `run` to at most one call per `wait` ms, leading and trailing: the first call runs at
 * once, calls during the wait are folded into one call at its end, so the last scroll position is
 * always measured.
 * @param now and the timer functions are injectable for tests
 */
export function throttle(
  run: () => void,
  wait: number,
  timers: { now: () => number; setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (id: unknown) => void } = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): Throttled {
  let last = -Infinity;
  let pending: unknown = null;
  const invoke = () => {
    pending = null;
    last = timers.now();
    run();
  };
  const throttled = (() => {
    const elapsed = timers.now() - last;
    if (elapsed >= wait) {
      if (pending !== null) {
        timers.clearTimeout(pending);
        pending = null;
      }
      invoke();
    } else if (pending === null) {
      pending = timers.setTimeout(invoke, wait - elapsed);
    }
  }) as Throttled;
  throttled.cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return throttled;
}
