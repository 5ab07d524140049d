/**
 * Names of the tests whose results are stored (SPEC §3 `test_results`, §7), for the browser
 * (features/results/storage-keys.ts) and the server (server/report/download.ts) alike.
 * Pure: no imports.
 */

/** Name of the free 16-type test; it starts with 'main', so its result persists in local storage. */
export const FREE_TEST_NAME = 'main';
