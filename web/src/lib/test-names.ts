/**
 * Names of the tests whose results are stored (SPEC §3 `test_results`, §7) and the browser storage
 * key that holds them, for the browser (features/results/storage-keys.ts), the server
 * (server/report/download.ts) and the end-to-end specs (e2e/support/free-test.ts) alike.
 * Pure: no imports.
 */

/** Browser storage key holding the JSON map of results by test name (SPEC §7). */
export const TEST_RESULTS_KEY = 'test_results';

/** Name of the free 16-type test; it starts with 'main', so its result persists in local storage. */
export const FREE_TEST_NAME = 'main';
