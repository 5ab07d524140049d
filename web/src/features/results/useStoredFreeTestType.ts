'use client';

import { useSyncExternalStore } from 'react';
import { TEST_RESULTS_KEY } from '@/lib/test-names';
import { storedFreeTestType } from './stored-type';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function snapshot(): string | null {
  try {
    return storedFreeTestType(window.localStorage.getItem(TEST_RESULTS_KEY));
  } catch {
    return null;
  }
}

/**
 * The type code of the free-test result stored in this browser (./storage-keys.ts
 * `storedFreeTestType`), for the ways back to the result page (issue 24 §5). Null while server
 * rendering and hydrating — so the static HTML is the same for everyone and nothing mismatches —
 * then re-read on every render of the caller and when another tab changes storage. No zod: pages
 * that only link back load nothing more.
 * @returns e.g. 'INTJ', or null
 */
export function useStoredFreeTestType(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
