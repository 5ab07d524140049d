'use client';

import { useEffect } from 'react';
import { scheduleTokenRefresh } from './session-client';
import { useSessionUser } from './useSession';

/**
 * The browser half of the session, mounted once in the root layout; renders nothing. While signed
 * in it schedules the ID token refresh 5 minutes before expiry (SPEC §9). Access rules are applied
 * per page by AccessGate/AccessGuard; the last visited route is remembered by RouteMemory.
 */
export function SessionGuard() {
  const { user, ready } = useSessionUser();
  const loggedIn = user !== null;
  useEffect(() => (ready && loggedIn ? scheduleTokenRefresh() : undefined), [ready, loggedIn]);
  return null;
}
