/**
 * The signed-in user's saved test results (SPEC §3 "Test result", §7 POST /api/test-result and
 * GET /api/profile/resend-test-result): save one, list them, e-mail the latest.
 */
import 'server-only';
import { serverEnv } from '@/config/env';
import { ACCOUNT_ERROR_TEXTS } from '@/lib/api-errors';
import { sendMail } from '../email';
import { ApiError } from '../http';
import { testResultMail } from '../mail-templates';
import { recordHit, type RateLimit } from '../repositories/rate-limits';
import { latestTestResult, listTestResults, saveTestResult } from '../repositories/test-results';
import { profileToUser } from '../repositories/users';
import { route } from '../route';
import * as schemas from '../schemas';
import { profileOf, tooManyAttempts } from './shared';

/**
 * POST /api/test-result — saves a completed test → 201 `{ id, created: true }`, or 200 when already
 * saved (idempotent per test name + completion time).
 * @param onStored told the test name of every NEWLY stored result, after the save (e.g. the
 *   psychometrics runner's `noteStored`, server/psychometrics-runs.ts); must return at once and
 *   never throw — the answer does not wait for it
 */
export function testResultRoute(onStored?: (testName: string) => void) {
  return route({ sameOrigin: true, body: schemas.testResultBody, session: 'keeps' }, async ({ body, session }) => {
    const saved = await saveTestResult(session.uid, body);
    if (saved.created) onStored?.(body.testName);
    return { body: saved, status: saved.created ? 201 : 200 };
  });
}

/** POST /api/test-result without a psychometrics runner (the route file wires one: app/api/test-result/route.ts). */
export const postTestResult = testResultRoute();

/** GET /api/test-results — `{ items: [{ id, testName, result, scores, completedAt }] }`, newest first. */
export const getTestResults = route({ sameOrigin: false, session: 'keeps' }, async ({ session }) => {
  const items = await listTestResults(session.uid);
  return { body: { items: items.map(({ id, testName, result, scores, completedAt }) => ({ id, testName, result, scores, completedAt })) } };
});

/** E-mails of the saved result per account per window: a few resends, never a mail cannon. */
export const RESEND_TEST_RESULT_LIMIT: RateLimit = { max: 3, windowSeconds: 60 * 60 };

/**
 * GET /api/profile/resend-test-result — e-mails the latest saved result to the account's address →
 * `{ ok: true, email }`; 404 without one. A GET (SPEC §7) that sends mail, so it is refused unless
 * this site's pages make it (403, `sameSite`) and limited to {@link RESEND_TEST_RESULT_LIMIT} per
 * account (403 'Too many attempts…').
 */
export const resendTestResult = route({ sameOrigin: false, sameSite: true, session: 'keeps' }, async ({ session }) => {
  const profile = await profileOf(session);
  const latest = await latestTestResult(session.uid);
  if (!latest) throw new ApiError(404, ACCOUNT_ERROR_TEXTS.noTestResult);
  if (await recordHit(`resend-test-result:${session.uid}`, RESEND_TEST_RESULT_LIMIT)) throw tooManyAttempts();
  await sendMail({ to: profile.email, ...testResultMail(latest, profile.name, serverEnv().siteUrl) });
  return { body: { ok: true, email: profile.email }, user: profileToUser(profile) };
});
