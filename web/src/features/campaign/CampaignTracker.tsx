'use client';

import { useEffect } from 'react';
import { whenIdle, whenSettled } from '@/lib/idle';

/** `window.localStorage`, or undefined where reading it throws (blocked storage). */
function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Once per page load, even when React runs effects twice (Strict Mode) or the tracker remounts. */
let started = false;

/**
 * Campaign attribution and first visit (SPEC §3, §4, §7, §8, §9), mounted once in the root layout;
 * renders nothing. Once the browser is idle after hydration (lib/idle.ts, at most 2 s; issue 25) it stores the campaign cookies from the landing URL (afid, gclid,
 * utm_*, aic; afid='seo' from search engines), creates the one-year `first_visit` cookie and sends
 * `visited_first_time` once, deletes an invalid `experiments` cookie with a console warning, and
 * keeps the landing URL's referrer id in localStorage (`referrerId`, lib/referrer-id.ts). A
 * returning visitor's `first_visit` cookie is checked once the page has settled (lib/idle.ts
 * `whenSettled`): its zod parser is the one long task left after load (issue 25).
 * Reads window/document only inside the effect, so static rendering is unaffected. See
 * `runCampaignTracking` (./tracker.ts, loaded on demand) for the rules.
 */
export function CampaignTracker() {
  useEffect(() => {
    if (started) return;
    started = true;
    // The landing page's values are read now; the tracker (cookie rules, zod-validated experiments
    // cookie) and the analytics module are loaded when the browser is idle, off every page's first
    // load and out of the way of hydration and the first tap (issues 14 and 25).
    const landing = {
      search: window.location.search,
      pathname: window.location.pathname,
      protocol: window.location.protocol,
      hostname: window.location.hostname,
      referrer: document.referrer,
      locale: navigator.language,
      now: Date.now(),
    };
    whenIdle(() => {
      void Promise.all([import('./tracker'), import('@/features/analytics/analytics')]).then(([{ runCampaignTracking }, { analytics }]) =>
        runCampaignTracking({
          ...landing,
          storage: localStorageOrUndefined(),
          readCookies: () => document.cookie,
          writeCookie: (assignment) => {
            document.cookie = assignment;
          },
          analytics: analytics(),
          warn: (message) => console.warn(message),
          settled: () => new Promise<void>((resolve) => whenSettled(resolve)),
        }),
      );
    });
  }, []);
  return null;
}
