/**
 * Saves a completed test to the signed-in user's account (POST /api/test-result, SPEC §7). Loaded
 * lazily by the test pages after the result is in browser storage; visitors without a session
 * keep the result in storage and it is uploaded at sign-up or sign-in (session-client.ts).
 */
import { api } from './api-client';
import { readUserCookie } from '@/lib/session-user';

/**
 * @param testName e.g. 'main' or a toolkit test's slug
 * @param record the stored record: result + meta.completedAt (+ answers)
 * @returns true when saved, false when signed out or the call failed (logged; the result stays in storage)
 */
export async function saveResultToAccount(
  testName: string,
  record: { result: unknown; meta: { completedAt: string; answers?: Record<string, number> } },
): Promise<boolean> {
  if (!readUserCookie(document.cookie)) return false;
  try {
    await api.post('/api/test-result', {
      testName,
      result: record.result ?? null,
      ...(record.meta.answers ? { answers: record.meta.answers } : {}),
      meta: { completedAt: record.meta.completedAt },
    });
    return true;
  } catch (error) {
    console.warn(`Could not save the "${testName}" result to your account`, error);
    return false;
  }
}
