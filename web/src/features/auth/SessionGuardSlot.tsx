'use client';

import { lazy, Suspense } from 'react';
import { useAccountUiWanted } from './useUserCookiePresent';

const SessionGuard = lazy(() => import('./SessionGuard').then((module) => ({ default: module.SessionGuard })));

/**
 * Mounts the {@link SessionGuard} (token refresh timer) only once a `user` cookie exists, loading
 * it on demand: visitors never download the session code. Renders nothing.
 */
export function SessionGuardSlot() {
  const wanted = useAccountUiWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SessionGuard />
    </Suspense>
  );
}
