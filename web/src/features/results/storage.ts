/**
 * Browser storage of completed test results (SPEC §3, §7) — the only module that reads or writes
 * `test_results`. Pure logic: the Web Storage objects are passed in by the caller.
 *
 * Layout: one JSON object under the key {@link TEST_RESULTS_KEY} (`test_results`) mapping the test
 * name to its record (lib/test-result-record.ts, the schema the server's body schema is built
 * from). Results of tests whose name starts with 'main' go to local storage, all others to session
 * storage (SPEC §7).
 */
// zod/mini: the same validation with a far smaller browser bundle (this module runs client-side).
import * as z from 'zod/mini';
import { testNameSchema, testResultRecordSchema, type TestResultRecord } from '@/lib/test-result-record';
import { TEST_RESULTS_KEY, storageKindFor, type ResultStorages } from './storage-keys';

export type { TestResultRecord };
export { FREE_TEST_NAME, TEST_RESULTS_KEY, clearTestResults, storageKindFor, type ResultStorages, type StorageKind } from './storage-keys';

const resultMapSchema = z.record(z.string(), z.unknown());

/**
 * Reads the JSON map stored under `test_results`. A missing key, corrupt JSON, a non-object value
 * or a storage that throws on access all yield an empty map. Never throws.
 */
function readMap(storage: Storage): Record<string, unknown> {
  let text: string | null;
  try {
    text = storage.getItem(TEST_RESULTS_KEY);
  } catch {
    return {};
  }
  if (text === null) return {};
  try {
    const parsed = resultMapSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function assertTestName(testName: string): void {
  if (typeof testName !== 'string' || !testNameSchema.safeParse(testName).success || testName !== testName.trim()) {
    throw new RangeError(`Test name must be a test slug such as main or big-five, not ${JSON.stringify(testName)}`);
  }
}

/**
 * Saves a test result under `test_results` in the storage chosen by {@link storageKindFor},
 * merging it into the existing map (other tests' entries are kept unchanged; this test's entry is
 * replaced). A corrupt or non-object existing value is replaced by a fresh map. Source: SPEC §4, §7.
 *
 * @param testName - the test's name, a slug such as 'main' or 'work-style-compass'
 * @param record - `{ result, meta: { completedAt, answers? } }`; `result` must be bounded JSON
 * @param storages - `{ local, session }` Web Storage objects
 * @throws RangeError when `testName` is not a slug; TypeError when `record` does not match
 *   {@link testResultRecordSchema}; errors thrown by the storage (e.g. QuotaExceededError) or by
 *   `JSON.stringify` (e.g. a BigInt or circular `result`) propagate
 */
export function saveTestResult(testName: string, record: TestResultRecord, storages: ResultStorages): void {
  assertTestName(testName);
  const checked = testResultRecordSchema.safeParse(record);
  if (!checked.success) {
    throw new TypeError(`Invalid test result record: ${checked.error.message}`);
  }
  const storage = storages[storageKindFor(testName)];
  const map = readMap(storage);
  // defineProperty so that a name such as '__proto__' is stored as an ordinary own key.
  Object.defineProperty(map, testName, { value: record, enumerable: true, writable: true, configurable: true });
  storage.setItem(TEST_RESULTS_KEY, JSON.stringify(map));
}

/**
 * Reads a test's saved result from the storage chosen by {@link storageKindFor} (SPEC §7),
 * validating it with {@link testResultRecordSchema}.
 *
 * @param testName - the test's name
 * @param storages - `{ local, session }` Web Storage objects
 * @returns the record, or null when there is none or the stored data is corrupt JSON, has the
 *   wrong shape or cannot be read. Never throws.
 */
export function readTestResult(testName: string, storages: ResultStorages): TestResultRecord | null {
  try {
    const map = readMap(storages[storageKindFor(testName)]);
    if (!Object.hasOwn(map, testName)) return null;
    const entry = map[testName];
    const parsed = testResultRecordSchema.safeParse(entry);
    return parsed.success ? (parsed.data as TestResultRecord) : null;
  } catch {
    return null;
  }
}

/** One stored result with its test name. */
export interface StoredResult {
  testName: string;
  record: TestResultRecord;
}

/**
 * Every valid stored result of both storages (local first), e.g. to upload them at sign-in.
 * Entries with an invalid test name or record are skipped (browser storage is untrusted).
 *
 * @param storages - `{ local, session }` Web Storage objects
 * @returns the results; empty when nothing is stored or the storages cannot be read. Never throws.
 */
export function readStoredResults(storages: ResultStorages): StoredResult[] {
  const results: StoredResult[] = [];
  for (const kind of ['local', 'session'] as const) {
    for (const [testName, entry] of Object.entries(readMap(storages[kind]))) {
      if (storageKindFor(testName) !== kind || !testNameSchema.safeParse(testName).success) continue;
      const parsed = testResultRecordSchema.safeParse(entry);
      if (parsed.success) results.push({ testName, record: parsed.data as TestResultRecord });
    }
  }
  return results;
}

/**
 * The raw `test_results` text of a storage, as a cheap change marker (e.g. a
 * `useSyncExternalStore` snapshot): equal strings mean nothing changed.
 * @returns the stored text, or null when absent or unreadable. Never throws.
 */
export function storedResultsText(storage: Storage): string | null {
  try {
    return storage.getItem(TEST_RESULTS_KEY);
  } catch {
    return null;
  }
}
