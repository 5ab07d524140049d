'use client';

import type { ReactNode } from 'react';
import { LoadingBar } from '@/components/loading-bar/LoadingBar';
import { PageViews } from '@/features/analytics';
import { SessionGuardSlot } from '@/features/auth/SessionGuardSlot';
import { CampaignTracker } from '@/features/campaign';

/**
 * The error boundaries' loader (every `error.tsx` re-exports it), also exported here so that it is
 * part of the root layout's chunk: Turbopack then leaves it out of each boundary's own chunk, which
 * keeps only the `error.tsx` module (0.40 → 0.19 KB gzip per boundary, one or two per page;
 * measured, issue 25). Nothing imports it from here.
 */
export { RouteErrorLoader } from '@/components/error-screen/RouteErrorLoader';

/**
 * The root layout's idle loaders as one client module (issue 25): the route-change loading bar
 * with the link navigation (components/loading-bar/LoadingBar.tsx), page views (features/analytics),
 * campaign tracking (features/campaign) and the session's token refresh (features/auth
 * SessionGuardSlot). Each carries no work during hydration — it loads its code when the browser is
 * idle, on the first tap or key press, or (the session guard) once a `user` cookie exists — and as
 * one client reference they ship in one chunk instead of four. Renders the loading bar, then the
 * page (`children`, server-rendered, passed through), in the document order the root layout had.
 * @param props.loadingLabel the loading bar's live-region text, e.g. "Loading page…"
 * @param props.children the page
 */
export function DocumentIslands({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  return (
    <>
      <LoadingBar label={loadingLabel} />
      {children}
      <PageViews />
      <CampaignTracker />
      <SessionGuardSlot />
    </>
  );
}
