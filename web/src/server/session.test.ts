/**
 * Sign-out revocation (session.ts `revokeAllSessions`): Firebase keeps `validSince` in whole
 * seconds, so after a sign-in in the current second the revocation waits until the clock has
 * entered the next second — then every token issued before the sign-out, also in its own second,
 * has `auth_time` < `validSince`; without one it revokes at once.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { revokeAllSessions } from './session';

const revokeRefreshTokens = vi.hoisted(() => vi.fn(async (_uid: string) => undefined));
const getUser = vi.hoisted(() => vi.fn(async (_uid: string) => ({ metadata: { lastSignInTime: null as string | null } })));
const validSince = vi.hoisted(() => ({ seconds: [] as number[] }));
vi.mock('./firebase', () => ({ adminAuth: () => ({ revokeRefreshTokens, getUser }) }));

/** The account's last sign-in as firebase-admin reports it (a UTC string, whole seconds). */
function lastSignInAt(ms: number | null) {
  getUser.mockResolvedValue({ metadata: { lastSignInTime: ms === null ? null : new Date(ms).toUTCString() } });
}

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
  lastSignInAt(null);
});

describe('revokeAllSessions', () => {
  it.each([
    ['early in a second', 1_795_000_000_123],
    ['late in a second', 1_795_000_000_999],
    ['at the start of a second', 1_795_000_000_000],
  ])(
    'after a sign-in in the same second: revokes once the next second has begun (%s) — every token of that second is refused',
    async (_label, start) => {
      const clock = fakeClock(start);
      lastSignInAt(Math.floor(start / 1000) * 1000 + 1);
      await revokeAllSessions('u1', clock);
      expect(revokeRefreshTokens).toHaveBeenCalledOnce();
      expect(revokeRefreshTokens).toHaveBeenCalledWith('u1');
      const signOutSecond = Math.floor(start / 1000);
      // Firebase refuses auth_time * 1000 < validSince * 1000: a token issued in the sign-out second is refused…
      expect(validSince.seconds).toEqual([signOutSecond + 1]);
      // …and the wait is at most a second.
      expect(clock.now() - start).toBeLessThanOrEqual(1000);
    },
  );

  it('without a sign-in in the current second: revokes at once (every token is older than validSince)', async () => {
    const start = 1_795_000_000_020;
    const clock = fakeClock(start);
    lastSignInAt(start - 1_000);
    await revokeAllSessions('u1', clock);
    expect(clock.sleep).not.toHaveBeenCalled();
    expect(validSince.seconds).toEqual([Math.floor(start / 1000)]);
  });

  it('waits when the last sign-in is unknown', async () => {
    const clock = fakeClock(1_795_000_000_020);
    await revokeAllSessions('u1', clock);
    expect(validSince.seconds).toEqual([1_795_000_001]);
  });

  it('keeps waiting when a timer fires early', async () => {
    const clock = fakeClock(1_795_000_000_500);
    lastSignInAt(1_795_000_000_000);
    clock.sleep.mockImplementationOnce(async () => undefined); // woke up without the clock moving
    await revokeAllSessions('u1', clock);
    expect(clock.sleep).toHaveBeenCalledTimes(2);
    expect(validSince.seconds).toEqual([1_795_000_001]);
  });
});
