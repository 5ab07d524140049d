'use client';

import { useEffect } from 'react';
import { analytics } from '@/features/analytics/analytics';
import { runCampaignTracking } from './tracker';

/** Once per page load, even when React runs effects twice (Strict Mode) or the tracker remounts. */
let started = false;

/**
 * Campaign attribution and first visit (SPEC §3, §4, §7, §8, §9), mounted once in the root layout;
 * renders nothing. After hydration it stores the campaign cookies from the landing URL (afid, gclid,
 * utm_*, aic; afid='seo' from search engines), creates the one-year `first_visit` cookie and sends
 * `visited_first_time` once, and deletes an invalid `experiments` cookie with a console warning.
 * Reads window/document only inside the effect, so static rendering is unaffected. See
 * {@link runCampaignTracking} for the rules.
 */
export function CampaignTracker() {
  useEffect(() => {
    if (started) return;
    started = true;
    void runCampaignTracking({
      readCookies: () => document.cookie,
      writeCookie: (assignment) => {
        document.cookie = assignment;
      },
      search: window.location.search,
      protocol: window.location.protocol,
      hostname: window.location.hostname,
      referrer: document.referrer,
      locale: navigator.language,
      now: Date.now(),
      analytics: analytics(),
      warn: (message) => console.warn(message),
    });
  }, []);
  return null;
}
