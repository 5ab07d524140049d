'use client';

import { useState, useSyncExternalStore } from 'react';
import { hasUserCookie, subscribeToSession } from './session-signal';

const presentSnapshot = () => hasUserCookie(document.cookie);
const serverSnapshot = () => false;

/**
 * Whether the `user` cookie exists, re-checked on session changes and window focus. False during
 * server rendering and hydration (the static HTML is the visitor view), so static pages stay the
 * same for everyone. Components use it to load the account UI (React.lazy) only for signed-in
 * visitors.
 */
export function useUserCookiePresent(): boolean {
  return useSyncExternalStore(subscribeToSession, presentSnapshot, serverSnapshot);
}

/**
 * Whether this page should load the account UI: true from the moment a `user` cookie is seen and
 * for the rest of the page's life (so a lazily loaded menu stays mounted through a sign-out and
 * can move focus to the "Log in" link it gives back). False for visitors who never sign in, who
 * therefore never download the account code.
 */
export function useAccountUiWanted(): boolean {
  const present = useUserCookiePresent();
  const [seen, setSeen] = useState(false);
  if (present && !seen) setSeen(true);
  return present || seen;
}
