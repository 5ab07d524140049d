/**
 * The auth cookies of SPEC §3/§9: `user` (readable by the browser, the SPEC §3 user fields only),
 * `token` (the Firebase ID token) and `refreshToken`, both HttpOnly and SameSite=Lax; all 30 days,
 * path /, Secure over https, root domain with a dot prefix in production.
 */
import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { serverEnv } from '@/config/env';
import { cookieDomainFor } from '@/lib/cookie-domain';
import { AUTH_COOKIE_MAX_AGE_SECONDS, cookieSecureFor, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE, USER_COOKIE } from '@/lib/auth-cookies';
import { serializeSessionUser, type SessionUser } from '@/lib/session-user';

function baseOptions() {
  const { siteUrl } = serverEnv();
  return { path: '/', secure: cookieSecureFor(siteUrl), domain: cookieDomainFor(siteUrl), sameSite: 'lax' as const };
}

/** Tokens of one session. */
export interface SessionTokens {
  idToken: string;
  refreshToken: string | null;
}

/**
 * Sets the three auth cookies on a response.
 * @param response the answer
 * @param tokens ID token and (when known) refresh token
 * @param user the user to expose in the `user` cookie (filtered to SPEC §3 fields)
 */
export function setAuthCookies(response: NextResponse, tokens: SessionTokens, user: SessionUser): void {
  setTokenCookies(response, tokens);
  setUserCookie(response, user);
}

/**
 * Sets only the HttpOnly `token` and (when known) `refreshToken` cookies — a renewed session whose
 * user the answer does not know leaves the `user` cookie as it is.
 */
export function setTokenCookies(response: NextResponse, tokens: SessionTokens): void {
  const options = { ...baseOptions(), maxAge: AUTH_COOKIE_MAX_AGE_SECONDS, httpOnly: true };
  response.cookies.set(TOKEN_COOKIE, tokens.idToken, options);
  if (tokens.refreshToken) response.cookies.set(REFRESH_TOKEN_COOKIE, tokens.refreshToken, options);
}

/** Rewrites only the `user` cookie (after a profile change). Next URI-encodes the JSON value. */
export function setUserCookie(response: NextResponse, user: SessionUser): void {
  response.cookies.set(USER_COOKIE, serializeSessionUser(user), { ...baseOptions(), maxAge: AUTH_COOKIE_MAX_AGE_SECONDS, httpOnly: false });
}

/** Expires the three auth cookies (same path and domain, so the browser really drops them). */
export function clearAuthCookies(response: NextResponse): void {
  const options = { ...baseOptions(), maxAge: 0 };
  for (const name of [TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, USER_COOKIE]) response.cookies.set(name, '', options);
}

/** The token cookies of a request. */
export function readTokenCookies(request: NextRequest): { idToken: string | null; refreshToken: string | null } {
  return {
    idToken: request.cookies.get(TOKEN_COOKIE)?.value || null,
    refreshToken: request.cookies.get(REFRESH_TOKEN_COOKIE)?.value || null,
  };
}
