/**
 * Sign-out revocation (session.ts `revokeAllSessions`): Firebase keeps `validSince` in whole
 * seconds, so the revocation waits until the clock has entered the next second — then every token
 * issued before the sign-out, also in its own second, has `auth_time` < `validSince`.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { revokeAllSessions } from './session';

const revokeRefreshTokens = vi.hoisted(() => vi.fn(async (_uid: string) => undefined));
const validSince = vi.hoisted(() => ({ seconds: [] as number[] }));
vi.mock('./firebase', () => ({ adminAuth: () => ({ revokeRefreshTokens }) }));

/** A fake wall clock: sleeping advances it; Firebase's validSince is floor(now / 1000) at the revocation. */
function fakeClock(start: number) {
  let now = start;
  const clock = {
    now: () => now,
    sleep: vi.fn(async (ms: number) => {
      now += ms;
    }),
  };
  revokeRefreshTokens.mockImplementation(async () => {
    validSince.seconds.push(Math.floor(now / 1000));
  });
  return clock;
}

beforeEach(() => {
  revokeRefreshTokens.mockClear();
  validSince.seconds = [];
});

describe('revokeAllSessions', () => {
  it.each([
    ['early in a second', 1_795_000_000_123],
    ['late in a second', 1_795_000_000_999],
    ['at the start of a second', 1_795_000_000_000],
  ])('revokes once the next second has begun (%s): every token of the sign-out second is refused', async (_label, start) => {
    const clock = fakeClock(start);
    await revokeAllSessions('u1', clock);
    expect(revokeRefreshTokens).toHaveBeenCalledOnce();
    expect(revokeRefreshTokens).toHaveBeenCalledWith('u1');
    const signOutSecond = Math.floor(start / 1000);
    // Firebase refuses auth_time * 1000 < validSince * 1000: a token issued in the sign-out second is refused…
    expect(validSince.seconds).toEqual([signOutSecond + 1]);
    // …and the wait is at most a second.
    expect(clock.now() - start).toBeLessThanOrEqual(1000);
  });

  it('keeps waiting when a timer fires early', async () => {
    const clock = fakeClock(1_795_000_000_500);
    clock.sleep.mockImplementationOnce(async () => undefined); // woke up without the clock moving
    await revokeAllSessions('u1', clock);
    expect(clock.sleep).toHaveBeenCalledTimes(2);
    expect(validSince.seconds).toEqual([1_795_000_001]);
  });
});
