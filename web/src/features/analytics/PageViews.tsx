'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { analytics } from './analytics';

/**
 * Sends `$pageview` (url and title) on every route change, and `view_item` (with the path) on the
 * first click or touch of each page view (SPEC §7). Renders nothing.
 */
export function PageViews() {
  const pathname = usePathname();
  useEffect(() => {
    void analytics().capture('$pageview', { url: window.location.href, title: document.title });
    let sent = false;
    const onFirstInteraction = () => {
      if (sent) return;
      sent = true;
      void analytics().capture('view_item', { path: window.location.pathname });
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
    return stop;
  }, [pathname]);
  return null;
}
