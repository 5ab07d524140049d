/**
 * Race suite (issue 22 §4): every rule that must hold under concurrency, hit by parallel requests
 * through the real Route Handlers against the local Firebase stack — the limit or the "once" is
 * asserted exactly (answers counted, stored documents counted).
 *
 * Each rule gets N parallel requests (N = depthCount('raceParallel'), ≥ 20), and at least half of N
 * more than its limit (`over(limit)`: the share limit is 20), so a limit that leaks under
 * concurrency shows as too many successes. All requests of a rule contend for one rate-limit
 * document, and the app gives a whole transaction 3 s (FIRESTORE_DEADLINE_MS): more requests per
 * rule would measure the machine's speed rather than the rule. The rules hold only
 * because the local Firestore server isolates transactions (scripts/emulators/firestore-transactions.ts);
 * with the package's dummy transactions (FIRESTORE_TX_ISOLATION=0 in the environment of the
 * process that starts the stack — a probe only) most of these fail.
 */
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleResult } from '@typeatlas/schemas/test-support';
import { POST as signInRoute } from '@/app/api/auth/sign-in/route';
import { POST as passwordReset } from '@/app/api/password-reset/route';
import { POST as shareRoute } from '@/app/api/shared-results/route';
import { POST as signUpRoute } from '@/app/api/signup/route';
import { POST as postTestResult } from '@/app/api/test-result/route';
import { checkoutRoute, localPay, type PlanSource } from '@/server/billing/handlers';
import {
  LOCAL_SESSIONS_COLLECTION,
  LOCAL_SUBSCRIPTIONS_COLLECTION,
  localCheckoutSession,
  localProvider,
} from '@/server/billing/local-provider';
import type { BillingPlan } from '@/server/billing/provider';
import { billingEntriesOf } from '@/server/billing/store';
import { db } from '@/server/firebase';
import { PASSWORD_RESET_IP_LIMIT, PASSWORD_RESET_LIMIT, PASSWORD_RESET_MAIL_LIMIT } from '@/server/handlers/password-reset';
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_IP_LIMIT, SIGN_UP_IP_LIMIT } from '@/server/handlers/session';
import { SHARE_IP_LIMIT } from '@/server/handlers/shared-results';
import { readSharedResult } from '@/server/repositories/shared-results';
import { TEST_RESULTS_COLLECTION } from '@/server/repositories/test-results';
import { depthCount } from '../../../../scripts/test-support/depth';
import { readOutbox } from '../../../../scripts/emulators/outbox';
import { call, signUpAndSignIn, type Account } from './flows';
import { body, type CookieJar, emulatorEnv, emulatorSignIn, PASSWORD, request, SITE, sleep, uniqueEmail, uniqueIp } from './support';

// The content layer reads the seed dataset (embedded mode); Next's data cache does not exist here.
vi.hoisted(() => {
  process.env.SEED_DATASET_PATH = new URL('../../../../studio/seed/dataset.ndjson', import.meta.url).pathname;
});
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined }));

const N = depthCount('raceParallel');
/** Requests sent at a rule with limit `max`: N, or max + N/2 when N would not exceed it by that much. */
const over = (max: number) => Math.max(N, max + Math.ceil(N / 2));
/** How many of them the rule refuses. */
const refused = (max: number) => over(max) - max;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  // Warm up (Firestore and Auth connections, first transaction) so the first race measures the
  // rule, not the cold start against the 3 s deadline.
  const warm = await call(
    signUpRoute,
    request('/api/signup', { body: { name: 'Racer', email: uniqueEmail('race-warm-up'), password: PASSWORD } }),
  );
  expect(warm.status).toBe(201);
});

/** `count` copies of a request, sent at once; the answers' statuses in order. */
async function burst(count: number, send: (i: number) => Promise<Response>): Promise<{ statuses: number[]; responses: Response[] }> {
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return { statuses: responses.map((response) => response.status), responses };
}

/** How many answers had each status, e.g. `{ 201: 10, 403: 20 }`. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Mails to `address` in the outbox, after the sink has written what it received (polls until stable). */
async function mailsTo(address: string, atLeast: number): Promise<number> {
  const { mailDir } = emulatorEnv();
  if (!mailDir) throw new Error('The race suite needs MAIL_DIR (the local SMTP sink)');
  const count = () => readOutbox(mailDir).filter((record) => record.to.includes(address)).length;
  const deadline = Date.now() + 5_000;
  while (count() < atLeast && Date.now() < deadline) await sleep(50);
  await sleep(200); // nothing more arrives late
  return count();
}

describe(`race suite: ${N} or more parallel requests at each rule`, () => {
  it(`sign-up: ${over(SIGN_UP_IP_LIMIT.max)} parallel sign-ups from one address → exactly ${SIGN_UP_IP_LIMIT.max} accounts`, async () => {
    const ip = uniqueIp();
    const { statuses } = await burst(over(SIGN_UP_IP_LIMIT.max), () =>
      call(signUpRoute, request('/api/signup', { ip, body: { name: 'Racer', email: uniqueEmail('race-signup'), password: PASSWORD } })),
    );
    expect(tally(statuses)).toEqual({ 201: SIGN_UP_IP_LIMIT.max, 403: refused(SIGN_UP_IP_LIMIT.max) });
  });

  it(`failed sign-in: ${over(SIGN_IN_IP_LIMIT.max)} parallel bad tokens from one address → exactly ${SIGN_IN_IP_LIMIT.max} × 401, then the address is locked`, async () => {
    const ip = uniqueIp();
    const attempt = () => call(signInRoute, request('/api/auth/sign-in', { ip, body: { idToken: 'x'.repeat(200) } }));
    const { statuses } = await burst(over(SIGN_IN_IP_LIMIT.max), attempt);
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_IP_LIMIT.max, 403: refused(SIGN_IN_IP_LIMIT.max) });
    expect((await attempt()).status).toBe(403);
  });

  it(`sign-in per account: ${over(SIGN_IN_ACCOUNT_LIMIT.max)} parallel sign-ins of one account → exactly ${SIGN_IN_ACCOUNT_LIMIT.max} sessions`, async () => {
    const email = uniqueEmail('race-signin');
    const signUp = await call(signUpRoute, request('/api/signup', { body: { name: 'Racer', email, password: PASSWORD } }));
    expect(signUp.status).toBe(201);
    const tokens = await emulatorSignIn(email, PASSWORD);
    const { statuses } = await burst(over(SIGN_IN_ACCOUNT_LIMIT.max), () =>
      call(signInRoute, request('/api/auth/sign-in', { body: { idToken: tokens.idToken, refreshToken: tokens.refreshToken } })),
    );
    expect(tally(statuses)).toEqual({ 200: SIGN_IN_ACCOUNT_LIMIT.max, 403: refused(SIGN_IN_ACCOUNT_LIMIT.max) });
  });

  describe('password reset', () => {
    it(`${over(PASSWORD_RESET_LIMIT.max)} parallel requests for one address from one client → exactly ${PASSWORD_RESET_LIMIT.max} answered, ${PASSWORD_RESET_LIMIT.max} e-mails`, async () => {
      const { email } = await signUpAndSignIn({ email: uniqueEmail('race-reset') });
      const ip = uniqueIp();
      const { statuses } = await burst(over(PASSWORD_RESET_LIMIT.max), () =>
        call(passwordReset, request('/api/password-reset', { ip, body: { email } })),
      );
      expect(tally(statuses)).toEqual({ 200: PASSWORD_RESET_LIMIT.max, 403: refused(PASSWORD_RESET_LIMIT.max) });
      expect(await mailsTo(email, PASSWORD_RESET_LIMIT.max)).toBe(PASSWORD_RESET_LIMIT.max);
    });

    it(`${over(PASSWORD_RESET_MAIL_LIMIT.max)} parallel requests for one address from as many clients → all answered, exactly ${PASSWORD_RESET_MAIL_LIMIT.max} e-mails`, async () => {
      const { email } = await signUpAndSignIn({ email: uniqueEmail('race-reset-mail') });
      const { statuses } = await burst(over(PASSWORD_RESET_MAIL_LIMIT.max), () =>
        call(passwordReset, request('/api/password-reset', { body: { email } })),
      );
      expect(tally(statuses)).toEqual({ 200: over(PASSWORD_RESET_MAIL_LIMIT.max) });
      expect(await mailsTo(email, PASSWORD_RESET_MAIL_LIMIT.max)).toBe(PASSWORD_RESET_MAIL_LIMIT.max);
    });

    it(`${over(PASSWORD_RESET_IP_LIMIT.max)} parallel requests for different addresses from one client → exactly ${PASSWORD_RESET_IP_LIMIT.max} looked up`, async () => {
      const ip = uniqueIp();
      const { statuses } = await burst(over(PASSWORD_RESET_IP_LIMIT.max), () =>
        call(passwordReset, request('/api/password-reset', { ip, body: { email: uniqueEmail('race-nobody') } })),
      );
      // Unknown addresses: 404 while under the limit, 403 past it.
      expect(tally(statuses)).toEqual({ 404: PASSWORD_RESET_IP_LIMIT.max, 403: refused(PASSWORD_RESET_IP_LIMIT.max) });
    });
  });

  it(`share: ${over(SHARE_IP_LIMIT.max)} parallel shares from one address → exactly ${SHARE_IP_LIMIT.max} links, each stored`, async () => {
    const ip = uniqueIp();
    const result = {
      type: 'ENFP',
      completedOn: '2026-03-14',
      scales: [
        { key: 'EI', percentage: 68 },
        { key: 'SN', percentage: 35 },
        { key: 'TF', percentage: 41.7 },
        { key: 'JP', percentage: 22 },
      ],
    };
    const { statuses, responses } = await burst(over(SHARE_IP_LIMIT.max), () =>
      call(shareRoute, request('/api/shared-results', { ip, body: { result } })),
    );
    expect(tally(statuses)).toEqual({ 201: SHARE_IP_LIMIT.max, 403: refused(SHARE_IP_LIMIT.max) });
    const tokens = await Promise.all(
      responses.filter((response) => response.status === 201).map(async (response) => ((await body(response)) as { token: string }).token),
    );
    expect(new Set(tokens).size).toBe(SHARE_IP_LIMIT.max);
    for (const token of tokens) expect(await readSharedResult(token)).toEqual(result);
  });

  it(`result save: ${N} parallel saves of one completion → one 201, ${N - 1} × 200, one stored result`, async () => {
    const account = await signUpAndSignIn({ email: uniqueEmail('race-result') });
    const completion = { testName: 'main', result: FREE_RESULT, meta: { completedAt: new Date().toISOString() } };
    const { statuses, responses } = await burst(N, () =>
      call(postTestResult, request('/api/test-result', { jar: account.jar, body: completion })),
    );
    expect(tally(statuses)).toEqual({ 201: 1, 200: N - 1 });
    const ids = new Set(await Promise.all(responses.map(async (response) => ((await body(response)) as { id: string }).id)));
    expect(ids.size).toBe(1);
    const stored = await db().collection(TEST_RESULTS_COLLECTION).where('userId', '==', account.uid).get();
    expect(stored.size).toBe(1);
  });

  describe('billing (local provider)', () => {
    const PLANS: BillingPlan[] = [
      { slug: 'monthly', title: 'Monthly', productId: 'price_test_monthly', amount: 699, currency: 'usd', interval: 'month' },
      { slug: 'lifetime', title: 'Lifetime', productId: 'price_test_lifetime', amount: 9900, currency: 'usd', interval: 'once' },
    ];
    const plans: PlanSource = { bySlug: async (slug) => PLANS.find((plan) => plan.slug === slug) ?? null, all: async () => PLANS };
    const checkout = checkoutRoute(plans);

    /** A form POST as the browser sends it. */
    function formPost(pathname: string, fields: Record<string, string>, jar: CookieJar): NextRequest {
      return new NextRequest(`${SITE}${pathname}`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': uniqueIp(), cookie: jar.header() },
        body: new URLSearchParams(fields).toString(),
      });
    }
    const location = (response: Response) => response.headers.get('location');
    const pay = (account: Account, sessionId: string) =>
      call(
        localPay,
        formPost(
          '/api/billing/local/pay',
          { session: sessionId, number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
          account.jar,
        ),
      );

    it.each(PLANS.map((plan) => [plan.slug, plan] as const))(
      `%s: ${N} parallel payments of ONE checkout session → one payment, one subscription entry, one invoice`,
      async (_, plan) => {
        const account = await signUpAndSignIn({ email: uniqueEmail(`race-pay-${plan.slug}`) });
        const sessionId = (await localProvider.createCheckout({ uid: account.uid, email: account.email, plan, customerId: null }))
          .sessionId;
        const { responses } = await burst(N, () => pay(account, sessionId));
        const places = responses.map(location);
        expect(places.filter((place) => place === `/billing/success?plan=${plan.slug}`)).toHaveLength(1);
        expect(places.filter((place) => place === '/billing/success')).toHaveLength(N - 1);
        expect((await localCheckoutSession(sessionId))?.status).toBe('complete');
        expect(Object.keys(await billingEntriesOf(account.uid))).toHaveLength(1);
        const subscriptions = await db().collection(LOCAL_SUBSCRIPTIONS_COLLECTION).where('uid', '==', account.uid).get();
        if (plan.interval === 'once') expect(subscriptions.size).toBe(0);
        else {
          expect(subscriptions.size).toBe(1);
          expect((subscriptions.docs[0]!.get('invoices') as unknown[]).length).toBe(1);
        }
      },
    );

    it(`${N} parallel checkout creations → one open session of the user (opening one expires the others, issue 23); once paid, ${N} parallel checkouts all go to settings and create none`, async () => {
      const account = await signUpAndSignIn({ email: uniqueEmail('race-checkout') });
      const sessionsOf = async () => (await db().collection(LOCAL_SESSIONS_COLLECTION).where('uid', '==', account.uid).get()).docs;
      const started = await burst(N, () => call(checkout, formPost('/api/billing/checkout', { plan: 'monthly' }, account.jar)));
      expect(tally(started.statuses)).toEqual({ 303: N });
      const paths = started.responses.map(location);
      expect(paths.every((path) => /^\/billing\/checkout\/cs_local_[a-f0-9]{24}$/.test(path ?? ''))).toBe(true);
      const open = (await sessionsOf()).filter((session) => session.get('status') === 'open');
      expect(open).toHaveLength(1);

      expect(location(await pay(account, open[0]!.id))).toBe('/billing/success?plan=monthly');
      const created = (await sessionsOf()).length;
      const again = await burst(N, () => call(checkout, formPost('/api/billing/checkout', { plan: 'monthly' }, account.jar)));
      expect(again.responses.map(location)).toEqual(Array(N).fill('/profile/settings#subscription'));
      expect(await sessionsOf()).toHaveLength(created);
    });
  });
});

/** A complete free-test result: the tests' sample INTJ (schemas/src/test-support/sample-result.ts). */
const FREE_RESULT = sampleResult();
