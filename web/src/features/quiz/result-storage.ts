/**
 * Browser storage of completed test results (SPEC §7). Pure logic: the Web Storage objects are
 * passed in by the caller, so this module has no direct I/O and no framework imports.
 *
 * Layout: one JSON object under the key {@link TEST_RESULTS_KEY} (`test_results`) mapping the test
 * name to its {@link TestResultRecord}. Results of tests whose name starts with 'main' go to local
 * storage, all others to session storage (SPEC §7).
 */
// zod/mini: the same validation with a far smaller browser bundle (this module runs client-side).
import { z } from 'zod/mini';

/** Browser storage key holding the JSON map of results by test name (SPEC §7). */
export const TEST_RESULTS_KEY = 'test_results';

/** Name of the free 16-type test; it starts with 'main', so its result persists in local storage. */
export const FREE_TEST_NAME = 'main';

/** Which Web Storage a test's result lives in. */
export type StorageKind = 'local' | 'session';

/** The two Web Storage areas, injected by the caller (`window.localStorage`, `window.sessionStorage`). */
export interface ResultStorages {
  local: Storage;
  session: Storage;
}

/**
 * zod schema of a stored result record: `{ result: unknown, meta: { completedAt: string,
 * answers?: Record<string, number> } }`. Unknown extra keys are stripped on read.
 */
export const testResultRecordSchema = z.object({
  result: z.unknown(),
  meta: z.object({
    completedAt: z.string(),
    answers: z.optional(z.record(z.string(), z.number())),
  }),
});

/**
 * A stored result: the test's computed result (any JSON value) and metadata — `completedAt` as an
 * ISO 8601 timestamp string and optionally the raw answers by question id (SPEC §4: "the result is
 * saved with the answers").
 */
export interface TestResultRecord {
  result: unknown;
  meta: {
    /** ISO 8601 timestamp of completion, e.g. '2025-01-31T12:00:00.000Z'. */
    completedAt: string;
    /** Raw answers by question id (e.g. Likert values −2 … 2). */
    answers?: Record<string, number>;
  };
}

const resultMapSchema = z.record(z.string(), z.unknown());

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
  if (typeof testName !== 'string' || testName === '') {
    throw new RangeError('Test name must be a non-empty string');
  }
}

/**
 * Saves a test result under `test_results` in the storage chosen by {@link storageKindFor},
 * merging it into the existing map (other tests' entries are kept unchanged; this test's entry is
 * replaced). A corrupt or non-object existing value is replaced by a fresh map. Source: SPEC §4, §7.
 *
 * @param testName - the test's name, non-empty
 * @param record - `{ result, meta: { completedAt, answers? } }`; `result` must be JSON-serialisable
 * @param storages - `{ local, session }` Web Storage objects
 * @throws RangeError when `testName` is empty; TypeError when `record` does not match
 *   {@link testResultRecordSchema}; errors thrown by the storage (e.g. QuotaExceededError) or by
 *   `JSON.stringify` (e.g. a BigInt or circular `result`) propagate
 */
export function saveTestResult(
  testName: string,
  record: TestResultRecord,
  storages: ResultStorages,
): void {
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
