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
import { latestTestResult, listTestResults, saveTestResult } from '../repositories/test-results';
import { profileToUser } from '../repositories/users';
import { route } from '../route';
import * as schemas from '../schemas';
import { profileOf } from './shared';

/** POST /api/test-result — saves a completed test → 201 `{ id, created: true }`, or 200 when already saved (idempotent per test name + completion time). */
export const postTestResult = route({ sameOrigin: true, body: schemas.testResultBody, session: 'keeps' }, async ({ body, session }) => {
  const saved = await saveTestResult(session.uid, body);
  return { body: saved, status: saved.created ? 201 : 200 };
});

/** GET /api/test-results — `{ items: [{ id, testName, result, scores, completedAt }] }`, newest first. */
export const getTestResults = route({ sameOrigin: false, session: 'keeps' }, async ({ session }) => {
  const items = await listTestResults(session.uid);
  return { body: { items: items.map(({ id, testName, result, scores, completedAt }) => ({ id, testName, result, scores, completedAt })) } };
});

/** GET /api/profile/resend-test-result — e-mails the latest saved result to the account's address → `{ ok: true, email }`; 404 without one. */
export const resendTestResult = route({ sameOrigin: false, session: 'keeps' }, async ({ session }) => {
  const profile = await profileOf(session);
  const latest = await latestTestResult(session.uid);
  if (!latest) throw new ApiError(404, ACCOUNT_ERROR_TEXTS.noTestResult);
  await sendMail({ to: profile.email, ...testResultMail(latest, profile.name, serverEnv().siteUrl) });
  return { body: { ok: true, email: profile.email }, user: profileToUser(profile) };
});
