import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, type IdleScheduler, SETTLE_DELAY_MS, whenIdle, whenSettled } from './idle';

function fakeScheduler(withIdle: boolean) {
  const scheduler = {
    requestIdleCallback: withIdle ? vi.fn((_callback: () => void, _options?: { timeout: number }) => 7) : undefined,
    cancelIdleCallback: withIdle ? vi.fn() : undefined,
    setTimeout: vi.fn((_callback: () => void, _ms: number) => 9),
    clearTimeout: vi.fn(),
  };
  return scheduler satisfies IdleScheduler;
}

describe('whenIdle', () => {
  it('waits for an idle period, at most IDLE_TIMEOUT_MS, and nothing runs before', () => {
    const scheduler = fakeScheduler(true);
    const work = vi.fn();
    whenIdle(work, scheduler);
    expect(work).not.toHaveBeenCalled();
    expect(scheduler.requestIdleCallback).toHaveBeenCalledWith(work, { timeout: IDLE_TIMEOUT_MS });
    expect(scheduler.setTimeout).not.toHaveBeenCalled();
    scheduler.requestIdleCallback?.mock.calls[0]?.[0]();
    expect(work).toHaveBeenCalledOnce();
  });

  it('cancels the idle callback', () => {
    const scheduler = fakeScheduler(true);
    whenIdle(() => undefined, scheduler)();
    expect(scheduler.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timeout without requestIdleCallback (Safari), cancellable too', () => {
    const scheduler = fakeScheduler(false);
    const work = vi.fn();
    const cancel = whenIdle(work, scheduler, 5);
    expect(scheduler.setTimeout).toHaveBeenCalledWith(work, 5);
    cancel();
    expect(scheduler.clearTimeout).toHaveBeenCalledWith(9);
  });
});

describe('whenSettled', () => {
  it('waits SETTLE_DELAY_MS, then for an idle period; nothing runs before', () => {
    const scheduler = fakeScheduler(true);
    const work = vi.fn();
    whenSettled(work, scheduler);
    expect(scheduler.setTimeout).toHaveBeenCalledWith(expect.any(Function), SETTLE_DELAY_MS);
    expect(scheduler.requestIdleCallback).not.toHaveBeenCalled();
    scheduler.setTimeout.mock.calls[0]?.[0]();
    expect(work).not.toHaveBeenCalled();
    expect(scheduler.requestIdleCallback).toHaveBeenCalledWith(work, { timeout: IDLE_TIMEOUT_MS });
    scheduler.requestIdleCallback?.mock.calls[0]?.[0]();
    expect(work).toHaveBeenCalledOnce();
  });

  it('cancels the delay, or the idle callback once the delay has passed', () => {
    const waiting = fakeScheduler(true);
    whenSettled(() => undefined, waiting)();
    expect(waiting.clearTimeout).toHaveBeenCalledWith(9);
    expect(waiting.requestIdleCallback).not.toHaveBeenCalled();

    const idle = fakeScheduler(true);
    const cancel = whenSettled(() => undefined, idle);
    idle.setTimeout.mock.calls[0]?.[0]();
    cancel();
    expect(idle.cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
