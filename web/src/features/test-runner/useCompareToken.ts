'use client';

import { useSyncExternalStore } from 'react';
import { compareTokenOf } from './compare-param';

const noSubscription = () => () => {};

/**
 * The share token of `?compare=` on this page (./compare-param.ts), read from `location.search`:
 * the test page is static, so the server renders the plain test and this is null while
 * hydrating (no mismatch); the compare state appears right after.
 */
export function useCompareToken(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => compareTokenOf(window.location.search),
    () => null,
  );
}
