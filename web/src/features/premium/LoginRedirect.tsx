'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { LAST_ROUTE_KEY, safeRedirectPath } from '@/features/auth/access';
import { hasUserCookie } from '@/features/auth/session-signal';

/**
 * SPEC §2 post-checkout redirect, browser half: sends a visitor who is not logged in to `/login`
 * and makes `/login` return to `returnTo` afterwards. The return uses the house mechanism — the
 * last visited route in session storage (SPEC §3 `lastRoute`), where the 'nonauth' rule of
 * `/login` sends a user once signed in (features/auth/AccessGuard). When the browser still holds
 * a `user` cookie (a session the server could not verify), it does not redirect — `/login` would
 * send it straight back — and the page's link is the way on. Zod-free (only the cookie's
 * presence is read), so the checkout stays within the first-load budget.
 * Renders nothing (the page says "Log in to continue" and links to /login itself).
 * @param href the login path; @param returnTo a same-site path (`/complete/{slug}`)
 */
export function LoginRedirect({ href, returnTo }: { href: string; returnTo: string }) {
  const router = useRouter();
  useEffect(() => {
    if (hasUserCookie(document.cookie)) return;
    const target = safeRedirectPath(returnTo);
    try {
      if (target) sessionStorage.setItem(LAST_ROUTE_KEY, target);
    } catch {
      // storage unavailable: the visitor lands on the last route or / after signing in
    }
    router.replace(href);
  }, [href, returnTo, router]);
  return null;
}
