'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { analytics } from './analytics';

/** Sends `$pageview` (url and title) on every route change (SPEC §7). Renders nothing. */
export function PageViews() {
  const pathname = usePathname();
  useEffect(() => {
    void analytics().capture('$pageview', { url: window.location.href, title: document.title });
  }, [pathname]);
  return null;
}
