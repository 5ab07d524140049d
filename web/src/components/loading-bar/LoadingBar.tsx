'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { ROUTE_CHANGE_START_EVENT, isTrackedLinkClick, routeChangeTarget, showsLoadingBar } from './route-change';
import styles from './LoadingBar.module.css';

type Phase = 'idle' | 'loading' | 'done';

/** How long a started bar waits for the URL to change before it gives up (ms). */
const GIVE_UP_MS = 15_000;
/** How long the finished bar stays before it resets (its fade-out, ms). */
const FINISH_MS = 400;

function Bar({ label }: { label: string }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [phase, setPhase] = useState<Phase>('idle');

  // The route change completes when the path or the query string changes.
  const url = `${pathname}?${query}`;
  const [shownUrl, setShownUrl] = useState(url);
  if (url !== shownUrl) {
    setShownUrl(url);
    if (phase === 'loading') setPhase('done');
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const next = isTrackedLinkClick(
        {
          button: event.button,
          metaKey: event.metaKey,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          target: anchor.target,
          download: anchor.hasAttribute('download'),
          href: anchor.getAttribute('href'),
        },
        new URL(window.location.href),
      );
      if (next) setPhase('loading');
    };
    const onStart = (event: Event) => {
      const href = (event as CustomEvent<unknown>).detail;
      if (typeof href !== 'string') return;
      const current = new URL(window.location.href);
      const next = routeChangeTarget(href, current);
      if (next && showsLoadingBar(next, current)) setPhase('loading');
    };
    // Capture phase: runs before next/link's own click handler prevents the default.
    document.addEventListener('click', onClick, true);
    window.addEventListener(ROUTE_CHANGE_START_EVENT, onStart);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(ROUTE_CHANGE_START_EVENT, onStart);
    };
  }, []);

  useEffect(() => {
    if (phase === 'idle') return;
    const timer = window.setTimeout(() => setPhase(phase === 'loading' ? 'done' : 'idle'), phase === 'loading' ? GIVE_UP_MS : FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return (
    <>
      <div className={styles.bar} data-loading-bar="" data-state={phase} aria-hidden="true" />
      <p className="visually-hidden" aria-live="polite">
        {phase === 'loading' ? label : ''}
      </p>
    </>
  );
}

/**
 * A thin progress bar at the top of the window during route changes (SPEC §2 Other screens: "A
 * loading bar shows during route changes"). No library: it starts on a click on an internal link
 * (see route-change.ts for which clicks count) or on `announceRouteChange()` from a
 * programmatic navigation (route-change.ts), trickles towards 90 %, and completes when the path or query string
 * changes (gives up after 15 s). While a page declares the skip-route-change flag
 * (SkipRouteChange.tsx), changes of its own query string show no bar. The bar itself is decorative (`aria-hidden`); a visually hidden
 * polite live region says `label` while a page loads. Rendered once, by the root layout.
 * It reads the query string, so it renders on the client only (its own Suspense boundary keeps the
 * rest of the page static).
 * @param label the live-region text while loading, e.g. "Loading page…"
 */
export function LoadingBar({ label }: { label: string }) {
  return (
    <Suspense fallback={null}>
      <Bar label={label} />
    </Suspense>
  );
}
