'use client';

import { useSyncExternalStore } from 'react';
import { readUserCookie, type SessionUser } from '@/lib/session-user';
import { subscribeToSession as subscribe } from './session-signal';

/** The raw cookie string is the snapshot (stable between changes, so no re-render loops). */
const cookieSnapshot = () => document.cookie;
const serverSnapshot = () => '';

/**
 * The signed-in user from the `user` cookie, re-read on session changes and window focus.
 * `ready` is false during server rendering and hydration (the static HTML is the signed-out view).
 * @returns `{ user, ready }`
 */
export function useSessionUser(): { user: SessionUser | null; ready: boolean } {
  const cookies = useSyncExternalStore(subscribe, cookieSnapshot, serverSnapshot);
  const ready = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return { user: ready ? readUserCookie(cookies) : null, ready };
}
