'use client';

import { lazy, Suspense } from 'react';

/** The screen's module (./RouteError.tsx), loaded only when a boundary catches an error. */
const RouteError = lazy(() => import('./RouteError').then((module) => ({ default: module.RouteError })));

/**
 * The error boundary of a route group or page (SPEC §2 "The generic error screen is shown by an
 * error boundary", §8): every `error.tsx` under web/src/app except the root's global-error.tsx
 * re-exports this. Next puts each boundary's module in a chunk of its own on every page's first
 * load, one or two per page (its route group's and, on profiles, articles and theory pages, its
 * section's; issue 25), so the boundary is this loader of a few hundred
 * bytes: the generic error screen (./RouteError.tsx — it logs the error and renders ErrorScreen) is
 * imported when an error is caught. Should that import fail too (the network is gone), the error
 * goes on to the next boundary up and finally to app/global-error.tsx, which has the screen built in.
 * @param props.error the error Next hands the boundary (`digest` for server errors)
 */
export function RouteErrorLoader({ error }: { error: Error & { digest?: string } }) {
  return (
    <Suspense fallback={null}>
      <RouteError error={error} />
    </Suspense>
  );
}
