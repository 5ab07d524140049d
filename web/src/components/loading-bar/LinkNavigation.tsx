'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { anchorOf, linkClickOf } from './link-click';
import { clientNavigationHref, prefetchHref } from './link-navigation';

/**
 * The site's one navigation island (issue 25): pages render plain `<a href>` links, so no page
 * ships next/link's client code (~4.5 KB gzip) or hydrates a component per link. Loaded with the
 * loading bar (./LoadingBar.tsx: when the browser is idle, at most 2 s, or on the first
 * pointerdown/key press); until then a click is an ordinary page load. Once loaded:
 * - a click on a link of this site ({@link clientNavigationHref}) that no handler has already
 *   handled (`defaultPrevented`; this listener sits on `window`, after React's own on the
 *   document) becomes `router.push` — a client-side navigation, as next/link's
 *   (`data-navigation="document"` keeps a link a full page load);
 * - a pointer over, a touch on or the focus on such a link prefetches its page once
 *   ({@link prefetchHref}; `data-prefetch="none"` opts a link out).
 * Renders nothing.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = anchorOf(event);
      if (!anchor) return;
      const href = clientNavigationHref(linkClickOf(event, anchor), new URL(window.location.href));
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      if (!anchor) return;
      const href = prefetchHref(
        {
          href: anchor.getAttribute('href'),
          target: anchor.target,
          download: anchor.hasAttribute('download'),
          prefetch: anchor.dataset.prefetch,
          navigation: anchor.dataset.navigation,
        },
        new URL(window.location.href),
      );
      if (href === null || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    window.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
