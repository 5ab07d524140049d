'use client';

import { useSyncExternalStore } from 'react';
import { TEST_RESULTS_KEY } from '@/lib/test-names';
import { storedFreeTestType } from './stored-type';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The stored free-test type read now (see {@link useStoredFreeTestType}); for code outside render,
 * e.g. an effect deciding whether the result page has anything to load. Never throws.
 * @returns e.g. 'INTJ', or null when nothing usable is stored or storage cannot be read
 */
export function readStoredFreeTestType(): string | null {
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
  return useSyncExternalStore(subscribe, readStoredFreeTestType, () => null);
}
