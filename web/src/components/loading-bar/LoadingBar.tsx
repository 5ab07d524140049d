'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';

/** The bar's code (./RouteChangeBar.tsx with route-change.ts), loaded after hydration (issue 25). */
const RouteChangeBar = lazy(() => import('./RouteChangeBar').then((module) => ({ default: module.RouteChangeBar })));
/** Client-side navigation for the site's plain links (./LinkNavigation.tsx), loaded with the bar. */
const LinkNavigation = lazy(() => import('./LinkNavigation').then((module) => ({ default: module.LinkNavigation })));

/**
 * A thin progress bar at the top of the window during route changes (SPEC §2 Other screens: "A
 * loading bar shows during route changes"). No library: it starts on a click on an internal link
 * (see route-change.ts for which clicks count) or on `announceRouteChange()` from a
 * programmatic navigation (route-change.ts), trickles towards 90 %, and completes when the path or
 * query string changes (gives up after 15 s). While a page declares the skip-route-change flag
 * (SkipRouteChange.tsx), changes of its own query string show no bar. The bar itself is decorative
 * (`aria-hidden`); a visually hidden polite live region says `label` while a page loads. Rendered
 * once, by the root layout.
 * The same slot loads the site's link navigation (./LinkNavigation.tsx): pages render plain `<a>`
 * links, and until it has loaded a click on one is an ordinary page load.
 * No page needs it before its first navigation, so this slot carries no work during hydration
 * (issue 25): the bar's code (./RouteChangeBar.tsx) is loaded when the browser is idle (lib/idle.ts,
 * at most 2 s) or on the first pointerdown or key press, whichever comes first. It reads the query
 * string, so it renders on the client only (its own Suspense boundary keeps the page static).
 * @param label the live-region text while loading, e.g. "Loading page…"
 */
export function LoadingBar({ label }: { label: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const cancel = whenIdle(want);
    window.addEventListener('pointerdown', want, { capture: true, passive: true, once: true });
    window.addEventListener('keydown', want, { capture: true, passive: true, once: true });
    return () => {
      cancel();
      window.removeEventListener('pointerdown', want, true);
      window.removeEventListener('keydown', want, true);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RouteChangeBar label={label} />
      <LinkNavigation />
    </Suspense>
  );
}
