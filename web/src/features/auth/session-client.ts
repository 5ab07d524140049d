/**
 * The session in the browser: who is signed in (the `user` cookie), establishing a session from
 * SDK tokens, signing out, keeping the ID token fresh (SPEC §4 Session, §9 refresh 5 minutes
 * before expiry) and reloading the profile on a token change (SPEC §4, lib/profile-reload.ts).
 * Client-side only (call from effects or event handlers).
 */
import { aliasUser, identifyUser, resetIdentity } from '@/features/analytics/analytics';
import { clearTestResults } from '@/features/results/storage-keys';
import { REDIRECT_BEFORE_LOGOUT_KEY, safeRedirectPath } from './access';
import { api, SECURE_TOKEN_PATH } from '@/lib/api-client';
import { signOutOfProvider, type SignInTokens } from './firebase-browser';
import { profileReload, type ProfileReload } from '@/lib/profile-reload';
import { refreshDelay } from '@/lib/token-refresh';
import { readUserCookie, type SessionUser } from '@/lib/session-user';
import { hasUserCookie, SESSION_EVENT } from './session-signal';

export { SESSION_EVENT };
/** localStorage key holding the ID token's expiry (epoch ms) for the refresh timer. */
export const TOKEN_EXPIRY_KEY = 'tokenExpiresAt';
/** localStorage key holding the tag of the token the `token` cookie holds (server/handlers/session.ts `tokenTag`). */
export const TOKEN_TAG_KEY = 'tokenTag';

/** The tag of the token this page's profile was loaded with (SPEC §4 "the token"); null until known. */
let pageTokenTag: string | null = null;

/** The user of the `user` cookie, or null. */
export function currentUser(): SessionUser | null {
  return typeof document === 'undefined' ? null : readUserCookie(document.cookie);
}

/** Tells every listener (header, guards, panels) to re-read the session. */
export function notifySessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Records what the token cookie now holds (shared by the tabs) and that this page's profile matches it. */
function storeSession(answer: SessionAnswer): void {
  pageTokenTag = answer.tokenTag ?? null;
  try {
    localStorage.setItem(TOKEN_EXPIRY_KEY, String(answer.expiresAt));
    if (answer.tokenTag) localStorage.setItem(TOKEN_TAG_KEY, answer.tokenTag);
    else localStorage.removeItem(TOKEN_TAG_KEY);
  } catch {
    // storage unavailable: the server still refreshes expired tokens on each call
  }
}

function forgetSession(): void {
  pageTokenTag = null;
  try {
    localStorage.removeItem(TOKEN_EXPIRY_KEY);
    localStorage.removeItem(TOKEN_TAG_KEY);
  } catch {
    // ignore
  }
}

interface SessionAnswer {
  user: SessionUser;
  expiresAt: number;
  tokenTag?: string;
}

/**
 * Turns SDK tokens into the server session (POST /api/auth/sign-in), saves pending test results,
 * identifies the user for analytics (alias first after a sign-up) and notifies listeners.
 * @throws ApiRequestError from the sign-in call (403 too many attempts, 401 invalid)
 */
export async function establishSession(tokens: SignInTokens, options: { signedUp?: boolean } = {}): Promise<SessionUser> {
  const answer = await api.post<SessionAnswer>('/api/auth/sign-in', tokens);
  storeSession(answer);
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
    forgetSession();
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
    storeSession(answer);
    return answer.user;
  } catch {
    forgetSession();
    return null;
  } finally {
    notifySessionChanged();
  }
}

/** A renewal under way (timer and token-change checks share it: never two calls at once). */
let renewing: Promise<SessionUser | null> | null = null;
/** When the last renewal failed, epoch ms: a failing renewal is not retried on every focus. */
let lastFailedRenewal = Number.NEGATIVE_INFINITY;
/** How long after a failed renewal the token-change check waits before renewing again, in ms. */
export const RENEW_RETRY_MS = 30_000;

/** {@link refreshSessionNow}, deduplicated. */
function renewSession(): Promise<SessionUser | null> {
  renewing ??= refreshSessionNow().then(
    (user) => {
      renewing = null;
      if (!user) lastFailedRenewal = Date.now();
      return user;
    },
    () => {
      renewing = null;
      lastFailedRenewal = Date.now();
      return null;
    },
  );
  return renewing;
}

function readNumber(key: string): number | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null || raw === '' ? null : Number(raw);
  } catch {
    return null;
  }
}

function readTag(): string | null {
  try {
    return localStorage.getItem(TOKEN_TAG_KEY);
  } catch {
    return null;
  }
}

/**
 * SPEC §4 token change, run on window focus, on the page becoming visible and on navigation
 * (SessionGuard): applies {@link profileReload} to the `user` cookie, the token record in
 * localStorage and this page's token tag. Only while the page has a session (a `user` cookie or a
 * recorded token) — a visitor's page never asks. `renew` calls POST /api/secure-token (shared with
 * the refresh timer; after a failure not again for {@link RENEW_RETRY_MS}); `reread` adopts the new
 * tag and tells listeners to re-read the `user` cookie. When nothing changed: no request, no event.
 * @param now epoch ms
 * @returns what was decided (null: nothing to do)
 */
export function reloadProfileIfNeeded(now = Date.now()): ProfileReload | null {
  const userCookie = hasUserCookie(document.cookie);
  const cookieToken = readTag();
  const expiresAt = readNumber(TOKEN_EXPIRY_KEY);
  if (!userCookie && cookieToken === null && expiresAt === null) return null;
  // A page that never loaded or renewed a token itself took its profile from the cookie it was served with.
  pageTokenTag ??= cookieToken;
  const decision = profileReload({ userCookie, cookieToken, token: pageTokenTag, expiresAt, now });
  if (decision?.action === 'renew') {
    if (now - lastFailedRenewal < RENEW_RETRY_MS) return decision;
    void renewSession();
  } else if (decision?.action === 'reread') {
    pageTokenTag = cookieToken;
    notifySessionChanged();
  }
  return decision;
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
  const timer = setTimeout(() => void renewSession(), Math.min(delay, 2_000_000_000));
  return () => clearTimeout(timer);
}
