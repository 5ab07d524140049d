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
import type { RateLimitRule } from '../limits';
import { latestTestResult, listTestResults, saveTestResult } from '../repositories/test-results';
import { profileToUser } from '../repositories/users';
import { route } from '../route';
import * as schemas from '../schemas';
import { profileOf } from './shared';

/**
 * The additional schemas' names that cannot be saved: unknown tests, the main test's own name, or
 * a name given twice. Pure.
 * @param main the main schema name
 * @param additional the additional schemas' names, in body order
 * @param known every test name that may be saved (content/toolkit.ts `getTestNames`)
 * @returns field errors by body path (`additionalSchemas.{i}.testName`), empty when all are fine
 */
export function additionalSchemaErrors(main: string, additional: readonly string[], known: ReadonlySet<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set([main]);
  additional.forEach((name, index) => {
    const path = `additionalSchemas.${index}.testName`;
    if (!known.has(name)) errors[path] = `Unknown test "${name}"`;
    else if (seen.has(name)) errors[path] = `The result of "${name}" is already in this submit`;
    seen.add(name);
  });
  return errors;
}

/**
 * POST /api/test-result — the SPEC §7 test submit (body: lib/test-result-record.ts
 * `testResultBodySchema`):
 * - saves the main result and every additional schema's result → 201 `{ id, created, additional:
 *   [{ testName, id, created }] }` when the main one is new, 200 when it was saved before
 *   (idempotent per test name + completion time, each result on its own);
 * - `shouldSaveResult: false` → 200 `{ saved: false }`, nothing stored;
 * - an additional schema that is not a known test ('main' or a published toolkit test), repeats
 *   the main name or another one → 400 'Bad Request' (SPEC §8 default) with `errors` by field,
 *   nothing stored.
 * Every NEWLY stored result (main or additional) is told to `onStored` after the save.
 */
export function postTestResult(deps: {
  /** Every test name that may be saved ('main' and the toolkit slugs; content/toolkit.ts `getTestNames`, injected by the route). */
  testNames: () => Promise<ReadonlySet<string>>;
  /**
   * Told the test name of every newly stored result, after the save (e.g. the psychometrics runner's
   * `noteStored`, server/psychometrics-runs.ts); must return at once and never throw — the answer
   * does not wait for it.
   */
  onStored?: (testName: string) => void;
}) {
  return route({ sameOrigin: true, body: schemas.testResultBody, session: 'keeps' }, async ({ body, session }) => {
    const { shouldSaveResult = true, additionalSchemas = [], ...main } = body;
    if (additionalSchemas.length > 0) {
      const errors = additionalSchemaErrors(
        main.testName,
        additionalSchemas.map((entry) => entry.testName),
        await deps.testNames(),
      );
      if (Object.keys(errors).length > 0) throw new ApiError(400, undefined, errors);
    }
    if (!shouldSaveResult) return { body: { saved: false } };
    const saved = await saveTestResult(session.uid, main);
    if (saved.created) deps.onStored?.(main.testName);
    const additional = [];
    for (const entry of additionalSchemas) {
      const stored = await saveTestResult(session.uid, entry);
      if (stored.created) deps.onStored?.(entry.testName);
      additional.push({ testName: entry.testName, ...stored });
    }
    return { body: { ...saved, additional }, status: saved.created ? 201 : 200 };
  });
}

/** GET /api/test-results — `{ items: [{ id, testName, result, scores, completedAt }] }`, newest first. */
export const getTestResults = route({ sameOrigin: false, session: 'keeps' }, async ({ session }) => {
  const items = await listTestResults(session.uid);
  return { body: { items: items.map(({ id, testName, result, scores, completedAt }) => ({ id, testName, result, scores, completedAt })) } };
});

/** E-mails of the saved result per account per window: a few resends, never a mail cannon. */
export const RESEND_TEST_RESULT_LIMIT: RateLimitRule = {
  what: '"send my result by e-mail"',
  max: 3,
  windowSeconds: 60 * 60,
  per: 'account',
  key: 'resend-test-result',
  counted: 'handler',
};

/**
 * GET /api/profile/resend-test-result — e-mails the latest saved result to the account's address →
 * `{ ok: true, email }`; 404 without one. A GET (SPEC §7) that sends mail, so it is refused unless
 * this site's pages make it (403, `sameSite`) and limited to {@link RESEND_TEST_RESULT_LIMIT} per
 * account (403 'Too many attempts…').
 */
export const resendTestResult = route(
  { sameOrigin: false, sameSite: true, limits: { perAccount: RESEND_TEST_RESULT_LIMIT }, session: 'keeps' },
  async ({ session, limits }) => {
    const profile = await profileOf(session);
    const latest = await latestTestResult(session.uid);
    if (!latest) throw new ApiError(404, ACCOUNT_ERROR_TEXTS.noTestResult);
    // Counted only when there is a result to send (a 404 uses up nothing).
    await limits.hit('perAccount');
    await sendMail({ to: profile.email, ...testResultMail(latest, profile.name, serverEnv().siteUrl) });
    return { body: { ok: true, email: profile.email }, user: profileToUser(profile) };
  },
);
