/**
 * The server session: the `token` cookie holds a Firebase ID token, verified by firebase-admin on
 * every account call (revoked tokens refused); the `refreshToken` cookie renews it through the
 * identity provider when it has expired or expires within 5 minutes (SPEC §9).
 *
 * A session that cannot be verified because the identity provider is down is not a signed-out
 * session: verification and renewal answer 503 (server/deadlines.ts) and the caller keeps the
 * cookies. Sign-out revokes every token issued before it ({@link revokeAllSessions}).
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { needsRefresh } from '@/lib/token-refresh';
import { readTokenCookies } from './cookies';
import { accountsUnavailable, isOutage } from './deadlines';
import { adminAuth } from './firebase';
import { ApiError } from './http';
import { exchangeRefreshToken } from './identity';

/** A verified session. */
export interface Session {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string | null;
  /** ID token expiry, epoch ms. */
  expiresAt: number;
  /** True when the tokens were renewed during this request (the answer must carry new cookies — server/route.ts does). */
  refreshed: boolean;
}

/**
 * Verifies an ID token with firebase-admin (signature, audience, expiry, revocation).
 * @returns the session fields, or null when the token is invalid, expired or revoked
 * @throws ApiError 503 when the identity provider cannot be reached (the token is neither valid nor invalid)
 */
export async function verifyIdToken(idToken: string): Promise<{ uid: string; email: string; expiresAt: number } | null> {
  try {
    const decoded = await adminAuth().verifyIdToken(idToken, true);
    return { uid: decoded.uid, email: decoded.email ?? '', expiresAt: decoded.exp * 1000 };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isOutage(error)) throw accountsUnavailable();
    return null;
  }
}

/**
 * Renews the ID token with a refresh token.
 * @returns the new session, or null when the refresh token is no longer valid
 * @throws ApiError 503 when the identity provider cannot be reached
 */
export async function refreshSession(refreshToken: string): Promise<Session | null> {
  try {
    const tokens = await exchangeRefreshToken(refreshToken);
    const verified = await verifyIdToken(tokens.idToken);
    return verified ? { ...verified, idToken: tokens.idToken, refreshToken: tokens.refreshToken, refreshed: true } : null;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isOutage(error)) throw accountsUnavailable();
    console.warn('[session] refresh failed', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * The session of a request, renewed when its ID token has expired or is about to.
 * @returns the session, or null when signed out or the tokens are no longer valid
 * @throws ApiError 503 when accounts are unavailable
 */
export async function readSession(request: NextRequest, now = Date.now()): Promise<Session | null> {
  const { idToken, refreshToken } = readTokenCookies(request);
  if (idToken) {
    const verified = await verifyIdToken(idToken);
    if (verified && !(refreshToken && needsRefresh(verified.expiresAt, now))) {
      return { ...verified, idToken, refreshToken, refreshed: false };
    }
    if (verified && refreshToken) return (await refreshSession(refreshToken)) ?? { ...verified, idToken, refreshToken, refreshed: false };
  }
  return refreshToken ? refreshSession(refreshToken) : null;
}

/**
 * The session of a request, or a 401.
 * @throws ApiError 401 'Not authorized' when signed out; 503 when accounts are unavailable
 */
export async function requireSession(request: NextRequest): Promise<Session> {
  const session = await readSession(request);
  if (!session) throw new ApiError(401);
  return session;
}

/** The wall clock, and a way to wait on it ({@link revokeAllSessions} takes another in tests). */
const realClock = { now: () => Date.now(), sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };

/**
 * Ends every session of a user (sign-out) — including tokens issued in the same second.
 *
 * Firebase refuses ID and refresh tokens whose `auth_time` (whole seconds) is earlier than the
 * account's `validSince`, and `revokeRefreshTokens` sets `validSince` to the current whole second,
 * so a token issued earlier in that same second would keep working (issue 13, finding 8). When the
 * account's last sign-in (any device; a token's `auth_time` is never later) lies in the current
 * second, the revocation waits until the clock has entered the next one: `validSince` then lies
 * after every token issued before the sign-out. Otherwise every token is already older than the
 * current second and the revocation happens at once. The wait is at most one second; a sign-in that
 * starts after the answer has `auth_time` ≥ `validSince` and is accepted, so nobody is locked out.
 * @throws ApiError 503 when the identity provider cannot be reached
 */
export async function revokeAllSessions(
  uid: string,
  clock: { now(): number; sleep(ms: number): Promise<void> } = realClock,
): Promise<void> {
  const lastSignIn = Date.parse((await adminAuth().getUser(uid)).metadata.lastSignInTime ?? '');
  const second = Math.floor(clock.now() / 1000);
  // Unknown last sign-in: wait, to be safe.
  if (!(Math.floor(lastSignIn / 1000) < second)) {
    while (Math.floor(clock.now() / 1000) <= second) await clock.sleep(1000 - (clock.now() % 1000));
  }
  await adminAuth().revokeRefreshTokens(uid);
}
