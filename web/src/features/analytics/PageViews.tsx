'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';

/** The analytics module (posthog-js facade), loaded after hydration, off every page's first load (issue 25). */
const loadAnalytics = () => import('./analytics').then((module) => module.analytics());

/**
 * Sends `$pageview` (url and title) on every route change, once the browser is idle (lib/idle.ts,
 * at most 2 s later), and `view_item` (with the path) on the first click or touch of each page view
 * (SPEC §7). The analytics module itself is imported on the first of the two, so it costs a page
 * nothing before hydration is done (issue 25). Renders nothing.
 */
export function PageViews() {
  const pathname = usePathname();
  useEffect(() => {
    // Read now: by the idle moment a quick visitor may be on the next page.
    const pageview = { url: window.location.href, title: document.title };
    const cancelPageview = whenIdle(() => void loadAnalytics().then((analytics) => analytics.capture('$pageview', pageview)));
    let sent = false;
    const onFirstInteraction = () => {
      if (sent) return;
      sent = true;
      const path = window.location.pathname;
      void loadAnalytics().then((analytics) => analytics.capture('view_item', { path }));
      stop();
    };
    const stop = () => {
      window.removeEventListener('pointerdown', onFirstInteraction, true);
      window.removeEventListener('touchstart', onFirstInteraction, true);
      window.removeEventListener('click', onFirstInteraction, true);
    };
    window.addEventListener('pointerdown', onFirstInteraction, { capture: true, passive: true });
    window.addEventListener('touchstart', onFirstInteraction, { capture: true, passive: true });
    window.addEventListener('click', onFirstInteraction, { capture: true, passive: true });
    return () => {
      cancelPageview();
      stop();
    };
  }, [pathname]);
  return null;
}
