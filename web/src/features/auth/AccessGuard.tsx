'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { accessRedirect, type AccessRule, LAST_ROUTE_KEY, REDIRECT_BEFORE_LOGOUT_KEY } from './access';
import { useSessionUser } from './useSession';

function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The browser half of a page's access rule (SPEC §4), rendered by {@link AccessGate}; renders
 * nothing. Whenever the session changes (sign-in, sign-out, another tab): 'auth' and signed out →
 * the stored pre-logout route (consumed once) or /login; 'nonauth' and signed in → the last visited
 * route or /. The server applies the rule on the first request (AccessGate).
 * @param rule the page's resolved rule
 */
export function AccessGuard({ rule }: { rule: AccessRule }) {
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const { user, ready } = useSessionUser();
  const loggedIn = user !== null;

  useEffect(() => {
    if (!ready) return;
    const target = accessRedirect({
      rule,
      loggedIn,
      preLogoutRoute: readStorage(REDIRECT_BEFORE_LOGOUT_KEY),
      lastRoute: readStorage(LAST_ROUTE_KEY),
      currentPath: pathname,
    });
    if (!target) return;
    if (rule === 'auth') {
      try {
        sessionStorage.removeItem(REDIRECT_BEFORE_LOGOUT_KEY);
      } catch {
        // storage unavailable
      }
    }
    router.replace(target);
  }, [rule, pathname, loggedIn, ready, router]);

  return null;
}
