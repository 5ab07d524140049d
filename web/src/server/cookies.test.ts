/**
 * The auth cookies in production (https, real domain): Secure, root domain with a dot prefix, and
 * clearing on the same scope. The integration tests cover http://localhost.
 */
import { NextRequest, NextResponse } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/session-user';
import { clearAuthCookies, readTokenCookies, setAuthCookies, setTokenCookies, setUserCookie } from './cookies';

const USER: SessionUser & { extra?: string } = {
  uid: 'u1',
  email: 'a@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  name: 'Ada; Path=/evil',
  gender: '',
  type: '',
  skinTone: 2,
  lastNotificationViewDate: null,
  subscriptions: {},
};

beforeAll(() => {
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.typeatlas.com');
});

function lines(response: NextResponse): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

describe('auth cookies on https://www.typeatlas.com', () => {
  it('are Secure, on .typeatlas.com, path /, 30 days, Lax; tokens HttpOnly', () => {
    const response = NextResponse.json({});
    setAuthCookies(response, { idToken: 'id-token', refreshToken: 'refresh-token' }, { ...USER, extra: 'dropped' } as SessionUser);
    const cookies = lines(response);
    expect(Object.keys(cookies).sort()).toEqual(['refreshToken', 'token', 'user']);
    for (const line of Object.values(cookies)) {
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; Domain=\.typeatlas\.com/i);
      expect(line).toMatch(/; Path=\/(;|$)/);
      expect(line).toMatch(/; Max-Age=2592000/);
      expect(line).toMatch(/; SameSite=lax/i);
    }
    expect(cookies.token).toMatch(/; HttpOnly/i);
    expect(cookies.refreshToken).toMatch(/; HttpOnly/i);
    expect(cookies.user).not.toMatch(/HttpOnly/i);
    // The JSON is URI-encoded: a ';' in a name cannot inject attributes; extra fields are dropped.
    const value = cookies.user!.slice('user='.length, cookies.user!.indexOf(';'));
    expect(JSON.parse(decodeURIComponent(value))).toEqual(USER);
  });

  it('a token-only update (a renewal without a known user) leaves the user cookie alone', () => {
    const response = NextResponse.json({});
    setTokenCookies(response, { idToken: 'id-token', refreshToken: 'refresh-token' });
    const cookies = lines(response);
    expect(Object.keys(cookies).sort()).toEqual(['refreshToken', 'token']);
    for (const line of Object.values(cookies)) expect(line).toMatch(/; HttpOnly/i);
    const withoutRefresh = NextResponse.json({});
    setTokenCookies(withoutRefresh, { idToken: 'id-token', refreshToken: null });
    expect(Object.keys(lines(withoutRefresh))).toEqual(['token']);
  });

  it('a user-only update rewrites just the user cookie', () => {
    const response = NextResponse.json({});
    setUserCookie(response, USER);
    expect(Object.keys(lines(response))).toEqual(['user']);
  });

  it('clears all three on the same domain and path', () => {
    const response = NextResponse.json({});
    clearAuthCookies(response);
    const cookies = lines(response);
    expect(Object.keys(cookies).sort()).toEqual(['refreshToken', 'token', 'user']);
    for (const line of Object.values(cookies)) {
      expect(line).toMatch(/^\w+=;/);
      expect(line).toMatch(/; Max-Age=0/);
      expect(line).toMatch(/; Domain=\.typeatlas\.com/i);
      expect(line).toMatch(/; Path=\//);
    }
  });

  it('reads the token cookies of a request (empty values count as missing)', () => {
    const request = new NextRequest('https://www.typeatlas.com/api/profile', { headers: { cookie: 'token=abc; refreshToken=; user=x' } });
    expect(readTokenCookies(request)).toEqual({ idToken: 'abc', refreshToken: null });
  });
});
