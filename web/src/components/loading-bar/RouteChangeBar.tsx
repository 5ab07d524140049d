'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { anchorOf, linkClickOf } from './link-click';
import { ROUTE_CHANGE_START_EVENT, isTrackedLinkClick, routeChangeTarget, showsLoadingBar } from './route-change';
import styles from './LoadingBar.module.css';

type Phase = 'idle' | 'loading' | 'done';

/** How long a started bar waits for the URL to change before it gives up (ms). */
const GIVE_UP_MS = 15_000;
/** How long the finished bar stays before it resets (its fade-out, ms). */
const FINISH_MS = 400;

/**
 * The loading bar itself (see ./LoadingBar.tsx, which loads this module when the browser is idle):
 * its phase follows link clicks, programmatic navigations and URL changes.
 * @param label the live-region text while loading
 */
export function RouteChangeBar({ label }: { label: string }) {
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
      if (event.defaultPrevented) return;
      const anchor = anchorOf(event);
      if (anchor && isTrackedLinkClick(linkClickOf(event, anchor), new URL(window.location.href))) setPhase('loading');
    };
    const onStart = (event: Event) => {
      const href = (event as CustomEvent<unknown>).detail;
      if (typeof href !== 'string') return;
      const current = new URL(window.location.href);
      const next = routeChangeTarget(href, current);
      if (next && showsLoadingBar(next, current)) setPhase('loading');
    };
    // Capture phase: runs before LinkNavigation's click handler prevents the default.
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
