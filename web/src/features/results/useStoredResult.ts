'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { readTestResult, storageKindFor, storedResultsText, type TestResultRecord } from './storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The stored result of one test in this browser, validated (browser storage is untrusted), and
 * kept up to date when another tab changes it.
 * @param testName e.g. 'main' (the free test)
 * @returns the record, or null when there is none — always null while server rendering
 */
export function useStoredResult(testName: string): TestResultRecord | null {
  const kind = storageKindFor(testName);
  const raw = useSyncExternalStore(
    subscribe,
    () => storedResultsText(kind === 'local' ? window.localStorage : window.sessionStorage),
    () => null,
  );
  return useMemo(() => {
    if (raw === null) return null;
    try {
      return readTestResult(testName, { local: window.localStorage, session: window.sessionStorage });
    } catch {
      return null;
    }
  }, [raw, testName]);
}
