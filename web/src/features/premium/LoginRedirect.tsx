'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { hasUserCookie } from '@/features/auth/session-signal';
import { LAST_ROUTE_KEY } from '@/features/auth/storage-keys';

/**
 * SPEC §2 post-checkout redirect, browser half: sends a visitor who is not logged in to `/login`
 * and makes `/login` return to `returnTo` afterwards. The return uses the house mechanism — the
 * last visited route in session storage (SPEC §3 `lastRoute`), where the 'nonauth' rule of
 * `/login` sends a user once signed in (features/auth/AccessGuard). When the browser still holds
 * a `user` cookie (a session the server could not verify), it does not redirect — `/login` would
 * send it straight back — and the page's link is the way on. Zod-free (only the cookie's
 * presence is read), and the return path comes checked from the server (CheckoutView:
 * `safeRedirectPath`), so neither the access rules nor the route table are on the checkout's first
 * load (issue 25). Renders nothing (the page says "Log in to continue" and links to /login itself).
 * @param href the login path
 * @param returnTo the same-site path to return to (`/complete/{slug}`), already normalised by
 *   `safeRedirectPath` (features/auth/access.ts); null when it was refused
 */
export function LoginRedirect({ href, returnTo }: { href: string; returnTo: string | null }) {
  const router = useRouter();
  useEffect(() => {
    if (hasUserCookie(document.cookie)) return;
    try {
      if (returnTo) sessionStorage.setItem(LAST_ROUTE_KEY, returnTo);
    } catch {
      // storage unavailable: the visitor lands on the last route or / after signing in
    }
    router.replace(href);
  }, [href, returnTo, router]);
  return null;
}
