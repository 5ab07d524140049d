/**
 * The zod-free, dependency-free half of the browser session that every page loads: the session
 * change event and whether a `user` cookie is present. The parsed user (zod-validated, lib/session-user.ts)
 * and everything built on it (account menu, notifications, token refresh) are loaded only when the
 * cookie exists — issue 14's first-load rule "the account UI loads only when the `user` cookie exists".
 */
import { USER_COOKIE } from '@/lib/auth-cookies';

/** Window event fired whenever the session may have changed (sign-in, sign-out, profile change). */
export const SESSION_EVENT = 'typeatlas:session';

/**
 * Whether a cookie string (`document.cookie`: `name=value; name2=value2`) carries a non-empty
 * `user` cookie (SPEC §3/§9). Presence only — the value is parsed and validated by
 * `readUserCookie` in the lazily loaded account code.
 * @param cookies the raw cookie header / `document.cookie`
 * @returns true when a `user` cookie with a non-empty value exists
 */
export function hasUserCookie(cookies: string): boolean {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === USER_COOKIE && part.slice(separator + 1).trim() !== '') return true;
  }
  return false;
}

/**
 * Subscribes to the moments the session may change: our own session event and window focus (a
 * sign-in or sign-out in another tab). Returns the unsubscribe function.
 */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('focus', onChange);
  };
}
