'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { LAST_ROUTE_KEY, safeRedirectPath } from '@/features/auth/access';
import { useSessionUser } from '@/features/auth/useSession';

/**
 * SPEC §2 post-checkout redirect, browser half: sends a visitor who is not logged in to `/login`
 * and makes `/login` return to `returnTo` afterwards. The return uses the house mechanism — the
 * last visited route in session storage (SPEC §3 `lastRoute`), where the 'nonauth' rule of
 * `/login` sends a user once signed in (features/auth/AccessGuard). When the browser still holds
 * a `user` cookie (a session the server could not verify), it does not redirect — `/login` would
 * send it straight back — and the page's link is the way on. Renders the status text only.
 * @param href the login path; @param returnTo a same-site path (`/complete/{slug}`)
 * @param text the status shown while redirecting
 */
export function LoginRedirect({ href, returnTo, text }: { href: string; returnTo: string; text: string }) {
  const router = useRouter();
  const { user, ready } = useSessionUser();
  const stale = ready && user !== null;
  useEffect(() => {
    if (!ready || stale) return;
    const target = safeRedirectPath(returnTo);
    try {
      if (target) sessionStorage.setItem(LAST_ROUTE_KEY, target);
    } catch {
      // storage unavailable: the visitor lands on the last route or / after signing in
    }
    router.replace(href);
  }, [ready, stale, href, returnTo, router]);
  return ready && !stale ? (
    <p role="status" aria-live="polite">
      {text}
    </p>
  ) : null;
}
