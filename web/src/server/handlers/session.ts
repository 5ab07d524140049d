/**
 * Session calls (SPEC §4 "Session", §7): sign-in, sign-out, token renewal and sign-up. Sign-in and
 * secure-token issue the auth cookies themselves; sign-out ends the session; sign-up makes the
 * account and answers a custom token the browser signs in with.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { NextResponse } from 'next/server';
import { ACCOUNT_ERROR_TEXTS, ERROR_TEXTS } from '@/lib/api-errors';
import { DEFAULT_TONE } from '@/lib/character-traits';
import type { SessionUser } from '@/lib/session-user';
import { clearAuthCookies, readTokenCookies, setAuthCookies } from '../cookies';
import { adminAuth } from '../firebase';
import { ApiError, json } from '../http';
import type { RateLimitRule } from '../limits';
import { createProfile, profileToUser } from '../repositories/users';
import { referrerIdToStore } from '../referrals';
import { route } from '../route';
import * as schemas from '../schemas';
import { readSession, refreshSession, revokeAllSessions, verifyIdToken, type Session } from '../session';
import { firebaseCode, notifyAccountEvent, profileOf } from './shared';

/**
 * Failed sign-ins allowed per client address per window (SPEC §8 "Too many attempts…"): counted by
 * the handler only after a token failed verification (an outage is not a failure); a used-up
 * address is refused before the body is read.
 */
export const SIGN_IN_IP_LIMIT: RateLimitRule = {
  what: 'failed sign-ins',
  max: 10,
  windowSeconds: 15 * 60,
  per: 'client address',
  key: 'sign-in:ip',
  counted: 'handler',
  refuseWhenUsedUp: true,
};
/** Sign-ins allowed per account per window (counted once the token verified: the account is known then). */
export const SIGN_IN_ACCOUNT_LIMIT: RateLimitRule = {
  what: 'sign-ins',
  max: 10,
  windowSeconds: 15 * 60,
  per: 'account',
  key: 'sign-in:account',
  counted: 'handler',
};
/** Sign-ups allowed per client address per window (every well-formed sign-up counts). */
export const SIGN_UP_IP_LIMIT: RateLimitRule = {
  what: 'sign-ups',
  max: 10,
  windowSeconds: 60 * 60,
  per: 'client address',
  key: 'sign-up:ip',
  counted: 'up-front',
};

/**
 * The tag of an ID token: the first 16 base64url characters (96 bits) of its SHA-256 — names which
 * token the HttpOnly `token` cookie holds without revealing it, for the browser's SPEC §4
 * token-change rule (lib/profile-reload.ts).
 */
export function tokenTag(idToken: string): string {
  return createHash('sha256').update(idToken).digest('base64url').slice(0, 16);
}

/**
 * Answer of a call that (re)establishes a session: `{ user, expiresAt, tokenTag }` — the user, the
 * ID token's expiry (epoch ms) and its {@link tokenTag} — with all three cookies.
 */
function sessionAnswer(session: Pick<Session, 'idToken' | 'refreshToken' | 'expiresAt'>, user: SessionUser): NextResponse {
  const response = json({ user, expiresAt: session.expiresAt, tokenTag: tokenTag(session.idToken) });
  setAuthCookies(response, { idToken: session.idToken, refreshToken: session.refreshToken }, user);
  return response;
}

/**
 * POST /api/auth/sign-in — `{ idToken, refreshToken? }` → `{ user, expiresAt, tokenTag }` and the cookies.
 * An IP over its failure limit is refused (403) before the body is read; 401 'You have entered an
 * invalid email or password' for a token that does not verify; 403 past the per-account limit.
 */
export const signIn = route(
  {
    sameOrigin: true,
    limits: { failures: SIGN_IN_IP_LIMIT, perAccount: SIGN_IN_ACCOUNT_LIMIT },
    body: schemas.signInBody,
    session: 'issues',
  },
  async ({ body, limits }) => {
    const verified = await verifyIdToken(body.idToken);
    if (!verified) {
      await limits.hit('failures');
      throw new ApiError(401, ERROR_TEXTS.invalidCredentials);
    }
    await limits.hit('perAccount', verified.uid);
    const user = profileToUser(await profileOf(verified));
    return sessionAnswer({ idToken: body.idToken, refreshToken: body.refreshToken ?? null, expiresAt: verified.expiresAt }, user);
  },
);

/**
 * POST /api/auth/sign-out — revokes every token of the user issued before the call (when signed in;
 * takes up to a second, see `revokeAllSessions`); the cookies are cleared. Always 200 `{ ok: true }`:
 * when the identity provider is down the revocation is skipped (logged) and the browser is still
 * signed out.
 */
export const signOut = route({ sameOrigin: true, body: schemas.emptyBody, session: 'ends-if-any' }, async ({ session }) => {
  if (session) {
    await revokeAllSessions(session.uid).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 503)) throw error;
      console.warn(`[session] sign-out of ${session.uid} could not revoke its tokens: accounts unavailable`);
    });
  }
  return { body: { ok: true } };
});

/**
 * POST /api/secure-token — renews the ID token with the refresh token cookie → `{ user, expiresAt, tokenTag }`
 * and new cookies; 401 'Your session has expired…' with the cookies cleared when it cannot.
 */
export const secureToken = route({ sameOrigin: true, body: schemas.emptyBody, session: 'issues' }, async ({ request }) => {
  const { refreshToken } = readTokenCookies(request);
  // Without a refresh token (sign-in without one) a still-valid ID token keeps the session until it expires.
  const session = refreshToken ? await refreshSession(refreshToken) : await readSession(request);
  if (!session) {
    const response = json({ message: ACCOUNT_ERROR_TEXTS.sessionExpired, code: 401 }, 401);
    clearAuthCookies(response);
    return response;
  }
  return sessionAnswer(session, profileToUser(await profileOf(session)));
});

/**
 * POST /api/signup — creates the auth user, the profile and the signup notification → 201
 * `{ token }` (a custom token). 409 for a registered address, 400 for a weak password, 403 past
 * the per-IP limit. Nothing half-made stays behind on failure. An optional `referrerId` (SPEC §3;
 * malformed → 400 by the schema) is stored on the profile document when it resolves
 * (server/referrals.ts: an existing share, or an afid); an unknown share is dropped silently.
 */
export const signUp = route(
  { sameOrigin: true, limits: { perClient: SIGN_UP_IP_LIMIT }, body: schemas.signUpBody, session: 'none' },
  async ({ body }) => {
    const referrerId = await referrerIdToStore(body.referrerId);
    let uid: string;
    try {
      uid = (await adminAuth().createUser({ email: body.email, password: body.password, displayName: body.name })).uid;
    } catch (error) {
      const code = firebaseCode(error);
      if (code === 'auth/email-already-exists')
        throw new ApiError(409, ACCOUNT_ERROR_TEXTS.emailInUse, { email: ACCOUNT_ERROR_TEXTS.emailInUse });
      if (code === 'auth/invalid-password')
        throw new ApiError(400, ACCOUNT_ERROR_TEXTS.weakPassword, { password: ACCOUNT_ERROR_TEXTS.weakPassword, code: 'weak-password' });
      if (code === 'auth/invalid-email') throw new ApiError(400, 'Enter a valid e-mail address', { email: 'Enter a valid e-mail address' });
      throw error;
    }
    try {
      await createProfile({
        uid,
        email: body.email,
        createdAt: new Date(),
        name: body.name,
        gender: body.gender ?? '',
        type: body.type ?? '',
        skinTone: body.skinTone ?? DEFAULT_TONE,
        referrerId,
      });
      await notifyAccountEvent('signup', uid);
    } catch (error) {
      await adminAuth()
        .deleteUser(uid)
        .catch(() => undefined); // nothing half-made
      throw error;
    }
    return { body: { token: await adminAuth().createCustomToken(uid) }, status: 201 };
  },
);
