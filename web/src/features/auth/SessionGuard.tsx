'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { pageOptionsFor } from '@/components/page-options/page-options';
import { accessRedirect, LAST_ROUTE_KEY, REDIRECT_BEFORE_LOGOUT_KEY } from './access';
import { scheduleTokenRefresh } from './session-client';
import { useSessionUser } from './useSession';

function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The browser half of the session, mounted once in the root layout; renders nothing.
 * - Applies the page's SPEC §4 access rule whenever the session or the route changes (the server
 *   pages apply it on the first request): 'auth' → stored pre-logout route (consumed once) or /login;
 *   'nonauth' → last visited route or /. Stored routes must be same-site paths (features/auth/access.ts).
 * - Remembers the last visited route (session storage `lastRoute`), except pages with an access rule.
 * - Schedules the ID token refresh 5 minutes before expiry while signed in (SPEC §9).
 */
export function SessionGuard() {
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const { user, ready } = useSessionUser();
  const loggedIn = user !== null;

  useEffect(() => {
    if (!ready) return;
    const rule = pageOptionsFor(pathname).access;
    const target = accessRedirect({
      rule,
      loggedIn,
      preLogoutRoute: readStorage(REDIRECT_BEFORE_LOGOUT_KEY),
      lastRoute: readStorage(LAST_ROUTE_KEY),
      currentPath: pathname,
      ruleFor: (path) => pageOptionsFor(path).access,
    });
    if (target) {
      if (rule === 'auth') {
        try {
          sessionStorage.removeItem(REDIRECT_BEFORE_LOGOUT_KEY);
        } catch {
          // ignore
        }
      }
      router.replace(target);
      return;
    }
    if (rule === null) {
      try {
        sessionStorage.setItem(LAST_ROUTE_KEY, `${pathname}${window.location.search}`);
      } catch {
        // storage unavailable
      }
    }
  }, [pathname, loggedIn, ready, router]);

  useEffect(() => (ready && loggedIn ? scheduleTokenRefresh() : undefined), [ready, loggedIn]);

  return null;
}
