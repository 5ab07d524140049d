/**
 * The auth cookies of SPEC §3/§9 as a shared contract: their names (`user`, `token`,
 * `refreshToken`) and scope rules — 30 days on path /, Secure depending on the environment, the
 * site's root domain with a dot prefix. Pure; the server writes the cookies (server/cookies.ts),
 * the browser reads the `user` one.
 */

/** Name of the cookie holding the SPEC §3 user (readable by the browser; see lib/session-user.ts). */
export const USER_COOKIE = 'user';
/** Name of the HttpOnly cookie holding the Firebase ID token. */
export const TOKEN_COOKIE = 'token';
/** Name of the HttpOnly cookie holding the Firebase refresh token. */
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

/** SPEC §9: auth cookies last 30 days. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 2_592_000;

// The cookie domain (the site's registrable domain): lib/cookie-domain.ts, server-side (the Public
// Suffix List stays out of the client bundles that import this file).

/** Secure cookies whenever the site is served over https (SPEC §9 "secure flag depends on environment"). */
export function cookieSecureFor(siteUrl: string): boolean {
  return new URL(siteUrl).protocol === 'https:';
}
