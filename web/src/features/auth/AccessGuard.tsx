'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { accessRedirect, type AccessRule, LAST_ROUTE_KEY, REDIRECT_BEFORE_LOGOUT_KEY } from './access';
import { hasUserCookie, subscribeToSession } from './session-signal';

/** The raw cookie string is the snapshot (stable between changes); null while server rendering and hydrating. */
const cookieSnapshot = () => document.cookie;
const serverSnapshot = () => null;

/**
 * Whether a cookie string holds a valid `user` cookie. Without one, no code is loaded; with one, the
 * cookie's schema (lib/session-user.ts, zod) is loaded to validate it — so a visitor without a
 * session never downloads zod on /login (issue 25), and a malformed cookie still counts as signed
 * out, as on the server (AccessGate).
 * @param cookies `document.cookie`
 * @returns true when the `user` cookie parses as a user (SPEC §3)
 */
export async function signedIn(cookies: string): Promise<boolean> {
  if (!hasUserCookie(cookies)) return false;
  const { readUserCookie } = await import('@/lib/session-user');
  return readUserCookie(cookies) !== null;
}

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
  const cookies = useSyncExternalStore(subscribeToSession, cookieSnapshot, serverSnapshot);
  /** null until the cookie has been read after hydration. */
  const [loggedIn, setLoggedIn] = useState<boolean | null>(null);

  useEffect(() => {
    if (cookies === null) return;
    let current = true;
    signedIn(cookies).then(
      (value) => {
        if (current) setLoggedIn(value);
      },
      () => undefined, // the schema's chunk failed to load: no redirect (the server applied the rule)
    );
    return () => {
      current = false;
    };
  }, [cookies]);

  useEffect(() => {
    if (loggedIn === null) return;
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
  }, [rule, pathname, loggedIn, router]);

  return null;
}
