/**
 * When the browser reloads the signed-in user's profile — SPEC §4 "Token change: the profile is
 * reloaded if there is no user or token cookie, the last refresh is stale, or the token differs
 * from the cookie." Pure: no framework imports; the browser wiring is features/auth/session-client.ts
 * (`reloadProfileIfNeeded`), run on window focus, on the page becoming visible and on navigation.
 *
 * What the browser can see: the `user` cookie (readable), not the `token` cookie (HttpOnly). Every
 * answer that writes the token cookie (POST /api/auth/sign-in, POST /api/secure-token) also answers
 * the token's expiry and a tag (a short SHA-256 fingerprint of the ID token, never the token), which
 * the page stores in localStorage — the record of what the token cookie holds now, shared by the
 * site's tabs. The page keeps the tag of the token its profile was loaded with in memory.
 */
import { needsRefresh } from './token-refresh';

/** What the rule looks at. */
export interface ProfileReloadInput {
  /** A non-empty `user` cookie exists. */
  userCookie: boolean;
  /** Tag of the token the `token` cookie holds (the shared record), or null when there is none. */
  cookieToken: string | null;
  /** Tag of the token this page loaded its profile with, or null when unknown. */
  token: string | null;
  /** Expiry of the cookie's ID token, epoch ms; null when unknown. */
  expiresAt: number | null;
  /** The current time, epoch ms. */
  now: number;
}

/**
 * Why, and how, the profile is reloaded:
 * - `renew`: POST /api/secure-token — a new ID token and the profile read again from the users
 *   collection (the `user` cookie is rewritten); when the session is over the cookies are cleared.
 * - `reread`: read the `user` cookie again, no request — the answer that put the other token into
 *   the cookie (another tab's sign-in or renewal) wrote the `user` cookie in the same response.
 */
export type ProfileReload =
  { reason: 'no-user-cookie' | 'no-token-cookie' | 'stale'; action: 'renew' } | { reason: 'token-changed'; action: 'reread' };

/**
 * The SPEC §4 token-change rule, in this order:
 * 1. no `user` cookie → `{ reason: 'no-user-cookie', action: 'renew' }`;
 * 2. no token cookie (no recorded tag) → `no-token-cookie`, `renew`;
 * 3. last refresh stale: expiry unknown, or within the SPEC §9 margin of 5 minutes (or past) →
 *    `stale`, `renew`;
 * 4. the page's token differs from the cookie's (`token` null counts as different) →
 *    `{ reason: 'token-changed', action: 'reread' }`;
 * 5. otherwise null: nothing changed, nothing to do (no request).
 * The caller decides when the rule applies at all (only while the page has a session: a `user`
 * cookie or a recorded token; a visitor's page never asks).
 * @param input see {@link ProfileReloadInput}
 * @returns the reload to do, or null
 */
export function profileReload(input: ProfileReloadInput): ProfileReload | null {
  if (!input.userCookie) return { reason: 'no-user-cookie', action: 'renew' };
  if (!input.cookieToken) return { reason: 'no-token-cookie', action: 'renew' };
  if (input.expiresAt === null || !Number.isFinite(input.expiresAt) || needsRefresh(input.expiresAt, input.now))
    return { reason: 'stale', action: 'renew' };
  if (input.token !== input.cookieToken) return { reason: 'token-changed', action: 'reread' };
  return null;
}
