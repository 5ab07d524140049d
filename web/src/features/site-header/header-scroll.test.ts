import { describe, expect, it, vi } from 'vitest';
import { INITIAL_HEADER_SCROLL, SCROLL_THROTTLE_MS, nextHeaderScroll, throttle } from './header-scroll';

describe('nextHeaderScroll', () => {
  it('fills the background after any scroll above 0 and clears it at the top', () => {
    const filled = nextHeaderScroll(INITIAL_HEADER_SCROLL, 0, 1, false);
    expect(filled).toEqual({ filled: true, hidden: false });
    expect(nextHeaderScroll(filled, 1, 0, false)).toEqual({ filled: false, hidden: false });
  });

  it('never hides without hideOnScroll', () => {
    expect(nextHeaderScroll(INITIAL_HEADER_SCROLL, 0, 900, false).hidden).toBe(false);
  });

  it('hides on scroll down and reappears on scroll up with hideOnScroll', () => {
    const down = nextHeaderScroll(INITIAL_HEADER_SCROLL, 100, 400, true, 68);
    expect(down).toEqual({ filled: true, hidden: true });
    expect(nextHeaderScroll(down, 400, 400, true, 68)).toBe(down);
    expect(nextHeaderScroll(down, 400, 380, true, 68)).toEqual({ filled: true, hidden: false });
  });

  it('stays visible within the threshold at the top of the page', () => {
    expect(nextHeaderScroll(INITIAL_HEADER_SCROLL, 0, 40, true, 68).hidden).toBe(false);
  });

  it('returns the same object when nothing changes', () => {
    const state = { filled: true, hidden: false };
    expect(nextHeaderScroll(state, 10, 20, false)).toBe(state);
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per wait with a trailing call', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const throttled = throttle(run, SCROLL_THROTTLE_MS);
      throttled();
      expect(run).toHaveBeenCalledTimes(1);
      throttled();
      throttled();
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS - 1);
      expect(run).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS * 2);
      expect(run).toHaveBeenCalledTimes(2);
      throttled();
      expect(run).toHaveBeenCalledTimes(3);
      throttled();
      throttled.cancel();
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
