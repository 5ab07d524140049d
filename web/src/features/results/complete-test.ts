/**
 * Finishing a test — the one sequence the free test and every toolkit test run after scoring
 * (SPEC §4 Quiz "the result is saved with the answers", §7 storage and POST /api/test-result):
 * store the record under `test_results`, then save it to the account when signed in. What comes
 * next (the result page, an inline result) is the caller's. Loaded on demand by the test pages so
 * zod stays off their first load.
 */
import { readUserCookie } from '@/lib/session-user';
import type { TestResultRecord } from '@/lib/test-result-record';
import { saveTestResult, type ResultStorages } from './storage';
import { uploadTestResult, type AdditionalResults, type PostTestResult } from './upload';

/** What a finished test hands over. */
export interface CompletedTest {
  /** The test's name: 'main' for the free test, the slug of a toolkit test. */
  testName: string;
  /** The scored result (bounded JSON, see lib/test-result-record.ts). */
  result: unknown;
  /** Raw answers by question id, kept with the result (the free test's Likert values). */
  answers?: Record<string, unknown>;
}

/** The browser services {@link completeTest} uses; injectable for tests. */
export interface CompleteTestServices {
  storages: ResultStorages;
  /** Whether the visitor is signed in now (the `user` cookie exists). */
  signedIn: () => boolean;
  post?: PostTestResult;
  now?: () => Date;
}

/** The services of the current page: Web Storage, the `user` cookie, `api.post`, the clock. */
export function browserServices(): CompleteTestServices {
  return {
    storages: { local: window.localStorage, session: window.sessionStorage },
    signedIn: () => readUserCookie(document.cookie) !== null,
  };
}

/** The outcome of {@link completeTest}. */
export interface CompletedRecord {
  /** The stored record. */
  record: TestResultRecord;
  /**
   * Resolves to true once the account has it, false when signed out, not asked to upload, or the
   * upload failed (the record stays in storage and is uploaded at the next sign-in). Never rejects.
   */
  saved: Promise<boolean>;
}

/**
 * Stores a completed test's record in browser storage and, when signed in, starts saving it to the
 * account. The record is stored before anything is sent, so a failed upload loses nothing.
 *
 * @param test `{ testName, result, answers? }`
 * @param options `upload`: false to keep the result in this browser only (default: when signed in);
 *   `additional`: other tests' stored results to save beside this one (SPEC §7 additional schemas)
 * @param services browser services; {@link browserServices} unless a test passes its own
 * @returns the stored record and the pending account save
 * @throws RangeError for a test name that is not a slug; TypeError for a result that is not
 *   bounded JSON; storage errors (e.g. QuotaExceededError) — nothing is uploaded then
 */
export function completeTest(
  test: CompletedTest,
  options: { upload?: boolean; additional?: AdditionalResults } = {},
  services: CompleteTestServices = browserServices(),
): CompletedRecord {
  const completedAt = (services.now?.() ?? new Date()).toISOString();
  const record: TestResultRecord = {
    result: test.result,
    meta: { completedAt, ...(test.answers ? { answers: test.answers } : {}) },
  };
  saveTestResult(test.testName, record, services.storages);
  const upload = options.upload ?? services.signedIn();
  const saved = upload ? uploadTestResult(test.testName, record, services.post, options.additional) : Promise.resolve(false);
  return { record, saved };
}
