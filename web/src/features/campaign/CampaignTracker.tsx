'use client';

import { useEffect } from 'react';
import { analytics } from '@/features/analytics/analytics';

/** Once per page load, even when React runs effects twice (Strict Mode) or the tracker remounts. */
let started = false;

/**
 * Campaign attribution and first visit (SPEC §3, §4, §7, §8, §9), mounted once in the root layout;
 * renders nothing. After hydration it stores the campaign cookies from the landing URL (afid, gclid,
 * utm_*, aic; afid='seo' from search engines), creates the one-year `first_visit` cookie and sends
 * `visited_first_time` once, and deletes an invalid `experiments` cookie with a console warning.
 * Reads window/document only inside the effect, so static rendering is unaffected. See
 * `runCampaignTracking` (./tracker.ts, loaded on demand) for the rules.
 */
export function CampaignTracker() {
  useEffect(() => {
    if (started) return;
    started = true;
    // The landing page's values are read now; the tracker (cookie rules, zod-validated experiments
    // cookie) is loaded after hydration, off every page's first load (issue 14).
    const landing = {
      search: window.location.search,
      protocol: window.location.protocol,
      hostname: window.location.hostname,
      referrer: document.referrer,
      locale: navigator.language,
      now: Date.now(),
    };
    void import('./tracker').then(({ runCampaignTracking }) =>
      runCampaignTracking({
        ...landing,
        readCookies: () => document.cookie,
        writeCookie: (assignment) => {
          document.cookie = assignment;
        },
        analytics: analytics(),
        warn: (message) => console.warn(message),
      }),
    );
  }, []);
  return null;
}
