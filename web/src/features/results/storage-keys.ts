/**
 * Where completed test results live in the browser (SPEC §3 `test_results`, §7): the storage key,
 * which Web Storage a test's result goes to, and clearing them at sign-out. No validation here, so
 * the session code can clear results without loading zod; reading and writing is ./storage.ts.
 * Pure: the Web Storage objects are passed in by the caller.
 */

import { TEST_RESULTS_KEY } from '@/lib/test-names';

/** The storage key `test_results` and the free test's name, 'main' (lib/test-names.ts, shared with the server and the e2e specs). */
export { FREE_TEST_NAME, TEST_RESULTS_KEY } from '@/lib/test-names';

/** Which Web Storage a test's result lives in. */
export type StorageKind = 'local' | 'session';

/** The two Web Storage areas, injected by the caller (`window.localStorage`, `window.sessionStorage`). */
export interface ResultStorages {
  local: Storage;
  session: Storage;
}

/**
 * Chooses the storage for a test (SPEC §7 "Test results are cached in local storage for names
 * starting with 'main', otherwise in session storage."). Case-sensitive prefix check.
 *
 * @param testName - the test's name, e.g. 'main' or 'big-five'
 * @returns 'local' when the name starts with 'main', otherwise 'session'
 */
export function storageKindFor(testName: string): StorageKind {
  return testName.startsWith('main') ? 'local' : 'session';
}

/**
 * Removes the `test_results` key from both local and session storage (all tests' results).
 *
 * @param storages - `{ local, session }` Web Storage objects
 * @throws errors thrown by the storage's `removeItem` propagate
 */
export function clearTestResults(storages: ResultStorages): void {
  storages.local.removeItem(TEST_RESULTS_KEY);
  storages.session.removeItem(TEST_RESULTS_KEY);
}

/** The free test's stored type (./stored-type.ts: a module of its own for the header's "Your result" link, issue 25). */
export { storedFreeTestType } from './stored-type';
