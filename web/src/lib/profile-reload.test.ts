import { describe, expect, it } from 'vitest';
import { profileReload, type ProfileReloadInput } from './profile-reload';
import { TOKEN_REFRESH_MARGIN_MS } from './token-refresh';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const fresh: ProfileReloadInput = { userCookie: true, cookieToken: 'tag-a', token: 'tag-a', expiresAt: NOW + 30 * 60_000, now: NOW };

describe('profileReload (SPEC §4 token change)', () => {
  it('does nothing when the user and token cookies are there, the refresh is fresh and the token is the cookie’s', () => {
    expect(profileReload(fresh)).toBeNull();
    expect(profileReload({ ...fresh, expiresAt: NOW + TOKEN_REFRESH_MARGIN_MS + 1 })).toBeNull();
  });
  it('renews when there is no user cookie', () => {
    expect(profileReload({ ...fresh, userCookie: false })).toEqual({ reason: 'no-user-cookie', action: 'renew' });
    expect(profileReload({ ...fresh, userCookie: false, cookieToken: null })).toEqual({ reason: 'no-user-cookie', action: 'renew' });
  });
  it('renews when there is no token cookie', () => {
    expect(profileReload({ ...fresh, cookieToken: null })).toEqual({ reason: 'no-token-cookie', action: 'renew' });
    expect(profileReload({ ...fresh, cookieToken: '' })).toEqual({ reason: 'no-token-cookie', action: 'renew' });
  });
  it('renews when the last refresh is stale: within the 5-minute margin, expired, or of unknown age', () => {
    const stale = { reason: 'stale', action: 'renew' };
    expect(profileReload({ ...fresh, expiresAt: NOW + TOKEN_REFRESH_MARGIN_MS })).toEqual(stale);
    expect(profileReload({ ...fresh, expiresAt: NOW - 1 })).toEqual(stale);
    expect(profileReload({ ...fresh, expiresAt: null })).toEqual(stale);
    expect(profileReload({ ...fresh, expiresAt: Number.NaN })).toEqual(stale);
  });
  it('re-reads the user cookie (no request) when the token differs from the cookie', () => {
    expect(profileReload({ ...fresh, token: 'tag-b' })).toEqual({ reason: 'token-changed', action: 'reread' });
    expect(profileReload({ ...fresh, token: null })).toEqual({ reason: 'token-changed', action: 'reread' });
  });
  it('checks in SPEC order: a missing cookie wins over staleness, staleness over a changed token', () => {
    expect(profileReload({ ...fresh, userCookie: false, expiresAt: null, token: 'x' })?.reason).toBe('no-user-cookie');
    expect(profileReload({ ...fresh, expiresAt: null, token: 'x' })?.reason).toBe('stale');
  });
});
