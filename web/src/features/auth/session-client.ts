/**
 * The session in the browser: who is signed in (the `user` cookie), establishing a session from
 * SDK tokens, signing out, and keeping the ID token fresh (SPEC §4 Session, §9 refresh 5 minutes
 * before expiry). Client-side only (call from effects or event handlers).
 */
import { aliasUser, identifyUser, resetIdentity } from '@/features/analytics/analytics';
import { clearTestResults } from '@/features/results/storage-keys';
import { REDIRECT_BEFORE_LOGOUT_KEY, safeRedirectPath } from './access';
import { api, SECURE_TOKEN_PATH } from '@/lib/api-client';
import { signOutOfProvider, type SignInTokens } from './firebase-browser';
import { refreshDelay } from '@/lib/token-refresh';
import { readUserCookie, type SessionUser } from '@/lib/session-user';
import { SESSION_EVENT } from './session-signal';

export { SESSION_EVENT };
/** localStorage key holding the ID token's expiry (epoch ms) for the refresh timer. */
export const TOKEN_EXPIRY_KEY = 'tokenExpiresAt';

/** The user of the `user` cookie, or null. */
export function currentUser(): SessionUser | null {
  return typeof document === 'undefined' ? null : readUserCookie(document.cookie);
}

/** Tells every listener (header, guards, panels) to re-read the session. */
export function notifySessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function storeExpiry(expiresAt: number): void {
  try {
    localStorage.setItem(TOKEN_EXPIRY_KEY, String(expiresAt));
  } catch {
    // storage unavailable: the server still refreshes expired tokens on each call
  }
}

interface SessionAnswer {
  user: SessionUser;
  expiresAt: number;
}

/**
 * Turns SDK tokens into the server session (POST /api/auth/sign-in), saves pending test results,
 * identifies the user for analytics (alias first after a sign-up) and notifies listeners.
 * @throws ApiRequestError from the sign-in call (403 too many attempts, 401 invalid)
 */
export async function establishSession(tokens: SignInTokens, options: { signedUp?: boolean } = {}): Promise<SessionUser> {
  const answer = await api.post<SessionAnswer>('/api/auth/sign-in', tokens);
  storeExpiry(answer.expiresAt);
  if (options.signedUp) void aliasUser(answer.user.uid);
  void identifyUser({ uid: answer.user.uid, name: answer.user.name, email: answer.user.email });
  // Tests taken while signed out are saved to the account now (idempotent on the server). Loaded on
  // demand: the results modules carry zod, which stays off the first load of every page.
  const { uploadPending } = await import('@/features/results/upload');
  await uploadPending({ local: localStorage, session: sessionStorage });
  notifySessionChanged();
  return answer.user;
}

/**
 * Signs out (SPEC §4): the server clears the cookies and revokes the refresh tokens, the identity
 * provider is signed out, `test_results` is cleared from both storages, analytics identity is reset.
 * @param options.redirectTo a same-site path the access guard should send the visitor to instead of /login
 */
export async function signOut(options: { redirectTo?: string } = {}): Promise<void> {
  try {
    await api.post('/api/auth/sign-out', {});
  } catch (error) {
    console.warn('Sign-out call failed; clearing the browser session anyway', error);
  }
  await signOutOfProvider();
  try {
    clearTestResults({ local: localStorage, session: sessionStorage });
    localStorage.removeItem(TOKEN_EXPIRY_KEY);
    const target = safeRedirectPath(options.redirectTo);
    if (target) sessionStorage.setItem(REDIRECT_BEFORE_LOGOUT_KEY, target);
  } catch {
    // storage unavailable
  }
  void resetIdentity();
  notifySessionChanged();
}

/**
 * Renews the ID token now (POST /api/secure-token).
 * @returns the user, or null when the session is over (cookies were cleared)
 */
export async function refreshSessionNow(): Promise<SessionUser | null> {
  try {
    const answer = await api.post<SessionAnswer>(SECURE_TOKEN_PATH, {});
    storeExpiry(answer.expiresAt);
    return answer.user;
  } catch {
    try {
      localStorage.removeItem(TOKEN_EXPIRY_KEY);
    } catch {
      // ignore
    }
    return null;
  } finally {
    notifySessionChanged();
  }
}

/**
 * Keeps the token fresh while a page is open: schedules a refresh 5 minutes before the stored expiry
 * (immediately when it is due or unknown while signed in).
 * @returns a function that cancels the timer
 */
export function scheduleTokenRefresh(now = Date.now()): () => void {
  if (!currentUser()) return () => undefined;
  let expiresAt = Number.NaN;
  try {
    expiresAt = Number(localStorage.getItem(TOKEN_EXPIRY_KEY));
  } catch {
    // unknown expiry
  }
  const delay = Number.isFinite(expiresAt) && expiresAt > 0 ? refreshDelay(expiresAt, now) : 0;
  // setTimeout caps at ~24.8 days; tokens live an hour.
  const timer = setTimeout(() => void refreshSessionNow(), Math.min(delay, 2_000_000_000));
  return () => clearTimeout(timer);
}
