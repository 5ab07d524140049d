'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { reloadProfileIfNeeded, scheduleTokenRefresh } from './session-client';
import { useSessionUser } from './useSession';

/**
 * The browser half of the session, mounted once in the root layout (only for pages that have seen a
 * `user` cookie, SessionGuardSlot); renders nothing. While signed in it schedules the ID token
 * refresh 5 minutes before expiry (SPEC §9), and it applies the SPEC §4 token-change rule
 * (`reloadProfileIfNeeded`) when the window gets focus, when the page becomes visible and on every
 * navigation — no request when nothing changed. Access rules are applied per page by
 * AccessGate/AccessGuard; the last visited route is remembered by RouteMemory.
 */
export function SessionGuard() {
  const { user, ready } = useSessionUser();
  const pathname = usePathname();
  const loggedIn = user !== null;
  useEffect(() => (ready && loggedIn ? scheduleTokenRefresh() : undefined), [ready, loggedIn]);
  useEffect(() => {
    if (!ready) return undefined;
    const check = () => void reloadProfileIfNeeded();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ready]);
  useEffect(() => {
    if (ready) reloadProfileIfNeeded();
  }, [ready, pathname]);
  return null;
}
