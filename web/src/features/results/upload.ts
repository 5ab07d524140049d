/**
 * Uploading completed tests to the signed-in user's account (`POST /api/test-result`, SPEC §7).
 * A stored record becomes a body with lib/test-result-record.ts's `toTestResultBody` and is checked
 * with the server's own body schema before it is sent. The server saves idempotently (one document
 * per user, test and completion time), so uploading the same record again is harmless.
 */
import { api } from '@/lib/api-client';
import { testResultBodySchema, toTestSubmitBody, type TestResultRecord } from '@/lib/test-result-record';
import { readStoredResults, type ResultStorages } from './storage';

/** Where completed tests are saved (SPEC §7). */
export const TEST_RESULT_PATH = '/api/test-result';

/** Sends a body to the server; resolves when saved, rejects on failure (e.g. `api.post`). */
export type PostTestResult = (path: string, body: unknown) => Promise<unknown>;

/** Further results sent with one submit (SPEC §7 "additional schemas"), e.g. the free test's beside a toolkit test's. */
export type AdditionalResults = readonly { testName: string; record: TestResultRecord }[];

/**
 * Saves one stored record to the account (the SPEC §7 test submit, lib/test-result-record.ts
 * `toTestSubmitBody`).
 * @param testName the test's name (its storage key)
 * @param record the stored record
 * @param post the sender; `api.post` of lib/api-client.ts unless a test passes its own
 * @param additional results of other tests saved beside this one (default none)
 * @returns true when saved; false when the record does not make a valid body or the call failed
 *   (both logged as warnings — the result stays in browser storage). Never throws.
 */
export async function uploadTestResult(
  testName: string,
  record: TestResultRecord,
  post: PostTestResult = api.post,
  additional: AdditionalResults = [],
): Promise<boolean> {
  const body = testResultBodySchema.safeParse(toTestSubmitBody(testName, record, { additional }));
  if (!body.success) {
    console.warn(`The stored "${testName}" result is not valid and was not saved to the account`, body.error.issues);
    return false;
  }
  try {
    await post(TEST_RESULT_PATH, body.data);
    return true;
  } catch (error) {
    console.warn(`Could not save the "${testName}" result to the account`, error);
    return false;
  }
}

/**
 * Uploads every result stored in this browser (both storages) — tests taken while signed out are
 * saved at sign-up or sign-in, so nothing is lost. Sequential, one call per stored test.
 * @param storages `{ local, session }` Web Storage objects
 * @param post the sender (see {@link uploadTestResult})
 * @returns how many results were saved. Never throws.
 */
export async function uploadPending(storages: ResultStorages, post: PostTestResult = api.post): Promise<number> {
  let uploaded = 0;
  for (const { testName, record } of readStoredResults(storages)) {
    if (await uploadTestResult(testName, record, post)) uploaded += 1;
  }
  return uploaded;
}
