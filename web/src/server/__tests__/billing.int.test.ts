/**
 * Integration (issue 11): the billing webhook (valid / missing / wrong / stale signatures,
 * duplicates, out-of-order events, plan change notification), the local provider's checkout
 * (declined and paid cards, through the same webhook), checkout redirects and
 * GET /api/download/{file} (401/403/404/200 with a real PDF parsed back) — against the Auth
 * emulator and the local Firestore server.
 */
import { NextRequest } from 'next/server';
import { PDFParse } from 'pdf-parse';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleResult } from '@typeatlas/schemas/test-support';
import { GET as download } from '@/app/api/download/[file]/route';
import { POST as postTestResult } from '@/app/api/test-result/route';
import { decodeUserCookie } from '@/lib/session-user';
import { db } from '@/server/firebase';
import { checkoutRoute, localPay, type PlanSource } from '@/server/billing/handlers';
import { advanceLocalBilling, localCheckoutSession, localProvider } from '@/server/billing/local-provider';
import type { BillingPlan } from '@/server/billing/provider';
import { billingWebhookSecret } from '@/server/billing/secret';
import { billingEntriesOf, eventProcessed } from '@/server/billing/store';
import { stripeEvent, subscriptionObject, type LocalSubscription } from '@/server/billing/stripe-objects';
import { billingWebhook } from '@/server/billing/webhook';
import { call, signUpAndSignIn, type Account } from './flows';
import { body, CookieJar, request, SITE, uniqueIp } from './support';

// The content layer reads the seed dataset (embedded mode); Next's data cache does not exist here.
vi.hoisted(() => {
  process.env.SEED_DATASET_PATH = new URL('../../../../studio/seed/dataset.ndjson', import.meta.url).pathname;
});
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined }));

const PLANS: BillingPlan[] = [
  { slug: 'monthly', title: 'Monthly', productId: 'price_test_monthly', amount: 699, currency: 'usd', interval: 'month' },
  { slug: 'yearly', title: 'Yearly', productId: 'price_test_yearly', amount: 4900, currency: 'usd', interval: 'year' },
  { slug: 'lifetime', title: 'Lifetime', productId: 'price_test_lifetime', amount: 9900, currency: 'usd', interval: 'once' },
];
const plans: PlanSource = { bySlug: async (slug) => PLANS.find((plan) => plan.slug === slug) ?? null, all: async () => PLANS };
const checkout = checkoutRoute(plans);

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

let eventCounter = 0;
const now = () => Math.floor(Date.now() / 1000);

function localSubscription(uid: string, fields: Partial<LocalSubscription> = {}): LocalSubscription {
  const start = now();
  return {
    id: `sub_it_${uid.slice(0, 10)}_${(eventCounter += 1)}`,
    uid,
    customerId: `cus_it_${uid.slice(0, 10)}`,
    productId: 'price_test_monthly',
    plan: 'monthly',
    status: 'active',
    periodStart: start,
    periodEnd: start + 30 * 86_400,
    cancelAtPeriodEnd: false,
    created: start,
    endedAt: null,
    amount: 699,
    currency: 'usd',
    interval: 'month',
    ...fields,
  };
}

const subscriptionEvent = (
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  subscription: LocalSubscription,
  created = now(),
) => stripeEvent(`evt_it_${Date.now()}_${(eventCounter += 1)}`, type, subscriptionObject(subscription), created);

/** A webhook delivery signed as asked. */
function delivery(event: Stripe.Event, signing: 'valid' | 'missing' | 'wrong-secret' | 'stale' | 'other-body' = 'valid'): NextRequest {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sign = (secret: string, timestamp = now(), signed = payload) =>
    Stripe.webhooks.generateTestHeaderString({ payload: signed, secret, timestamp });
  if (signing === 'valid') headers['stripe-signature'] = sign(billingWebhookSecret());
  if (signing === 'wrong-secret') headers['stripe-signature'] = sign('whsec_not_the_secret_0123456789');
  if (signing === 'stale') headers['stripe-signature'] = sign(billingWebhookSecret(), now() - 10 * 60);
  if (signing === 'other-body') headers['stripe-signature'] = sign(billingWebhookSecret(), now(), payload.replace('active', 'Active'));
  return new NextRequest(`${SITE}/api/billing/webhook`, { method: 'POST', headers, body: payload });
}

async function deliver(event: Stripe.Event, signing: Parameters<typeof delivery>[1] = 'valid') {
  const response = await call(billingWebhook, delivery(event, signing));
  return { status: response.status, body: await body(response) };
}

async function changeRateNotifications(uid: string) {
  return (await db().collection('notifications').where('userId', '==', uid).get()).docs
    .map((doc) => doc.data())
    .filter((doc) => doc.type === 'change-rate');
}

/** A form POST as the browser sends it. */
function formPost(pathname: string, fields: Record<string, string>, jar?: CookieJar): NextRequest {
  const headers: Record<string, string> = {
    origin: SITE,
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': uniqueIp(),
  };
  const cookie = jar?.header();
  if (cookie) headers.cookie = cookie;
  return new NextRequest(`${SITE}${pathname}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

const location = (response: Response) => {
  const value = response.headers.get('location');
  if (!value) return null;
  const url = new URL(value, SITE);
  return url.pathname + url.search + url.hash;
};

describe('POST /api/billing/webhook: signatures', () => {
  let account: Account;
  beforeAll(async () => {
    account = await signUpAndSignIn({ name: 'Webhook Tester' });
  });

  for (const signing of ['missing', 'wrong-secret', 'stale', 'other-body'] as const) {
    it(`${signing} signature: 400, nothing changes, the event is not recorded`, async () => {
      const subscription = localSubscription(account.uid);
      const event = subscriptionEvent('customer.subscription.created', subscription);
      const answer = await deliver(event, signing);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, message: expect.any(String) });
      expect((await billingEntriesOf(account.uid))[subscription.id]).toBeUndefined();
      expect(await eventProcessed(event.id)).toBe(false);
    });
  }

  it('a signed body that is not an event: 400', async () => {
    const payload = JSON.stringify({ hello: 'world' });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: billingWebhookSecret() });
    const response = await call(
      billingWebhook,
      new NextRequest(`${SITE}/api/billing/webhook`, { method: 'POST', headers: { 'stripe-signature': header }, body: payload }),
    );
    expect(response.status).toBe(400);
  });

  it('valid signature: 200 and the subscription is mirrored into users/{uid}.subscriptions', async () => {
    const subscription = localSubscription(account.uid);
    const answer = await deliver(subscriptionEvent('customer.subscription.created', subscription));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    const entry = (await billingEntriesOf(account.uid))[subscription.id];
    expect(entry).toMatchObject({
      productId: 'price_test_monthly',
      status: 'active',
      expiredAt: new Date(subscription.periodEnd * 1000).toISOString(),
    });
  });
});

describe('POST /api/billing/webhook: duplicates and order', () => {
  it('a duplicate delivery is applied once (one change-rate notification)', async () => {
    const account = await signUpAndSignIn({ name: 'Duplicate Tester' });
    const subscription = localSubscription(account.uid);
    expect((await deliver(subscriptionEvent('customer.subscription.created', subscription, now() - 5))).status).toBe(200);
    const change = subscriptionEvent('customer.subscription.updated', {
      ...subscription,
      productId: 'price_test_yearly',
      plan: 'yearly',
      interval: 'year',
    });
    expect((await deliver(change)).body.outcome).toBe('applied');
    expect((await deliver(change)).body.outcome).toBe('duplicate');
    expect((await billingEntriesOf(account.uid))[subscription.id]).toMatchObject({ productId: 'price_test_yearly' });
    const notifications = await changeRateNotifications(account.uid);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ title: 'The rate has been changed successfully.', slug: '/profile/settings' });
  });

  it('out of order: an older update delivered after the deletion does not resurrect the subscription', async () => {
    const account = await signUpAndSignIn({ name: 'Order Tester' });
    const subscription = localSubscription(account.uid);
    const t = now();
    await deliver(subscriptionEvent('customer.subscription.created', subscription, t - 20));
    await deliver(subscriptionEvent('customer.subscription.deleted', { ...subscription, status: 'canceled', endedAt: t }, t));
    expect(
      (await deliver(subscriptionEvent('customer.subscription.updated', { ...subscription, cancelAtPeriodEnd: true }, t - 10))).body
        .outcome,
    ).toBe('unchanged');
    expect((await billingEntriesOf(account.uid))[subscription.id]).toMatchObject({ status: 'canceled' });
  });

  it('an event for an unknown user is acknowledged and changes nothing', async () => {
    const answer = await deliver(subscriptionEvent('customer.subscription.created', localSubscription('no-such-user-anywhere')));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'unknown-user' } });
  });
});

describe('checkout and the local provider', () => {
  it('POST /api/billing/checkout: unknown plan → /pricing; signed out → /complete/{slug}; cross-origin → 403', async () => {
    const account = await signUpAndSignIn({ name: 'Checkout Tester' });
    expect(location(await call(checkout, formPost('/api/billing/checkout', { plan: 'platinum' }, account.jar)))).toBe('/pricing');
    expect(location(await call(checkout, formPost('/api/billing/checkout', { plan: '../x' }, account.jar)))).toBe('/pricing');
    const signedOut = await call(checkout, formPost('/api/billing/checkout', { plan: 'monthly' }));
    expect(signedOut.status).toBe(303);
    expect(location(signedOut)).toBe('/complete/monthly');
    const crossOrigin = formPost('/api/billing/checkout', { plan: 'monthly' }, account.jar);
    crossOrigin.headers.set('origin', 'https://evil.example');
    expect((await call(checkout, crossOrigin)).status).toBe(403);
  });

  it('declined card changes nothing; 4242 makes a subscriber through the webhook; a second checkout goes to settings', async () => {
    const account = await signUpAndSignIn({ name: 'Payer' });
    const started = await call(checkout, formPost('/api/billing/checkout', { plan: 'monthly' }, account.jar));
    expect(started.status).toBe(303);
    const checkoutPath = location(started)!;
    expect(checkoutPath).toMatch(/^\/billing\/checkout\/cs_local_[a-f0-9]{24}$/);
    const sessionId = checkoutPath.split('/').pop()!;
    expect(await localCheckoutSession(sessionId)).toMatchObject({
      uid: account.uid,
      status: 'open',
      plan: { slug: 'monthly', amount: 699 },
    });

    const card = { session: sessionId, number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' };
    const declined = await call(localPay, formPost('/api/billing/local/pay', card, account.jar));
    expect(declined.status).toBe(303);
    expect(location(declined)).toBe(`${checkoutPath}?error=card_declined`);
    expect(await billingEntriesOf(account.uid)).toEqual({});

    const paid = await call(localPay, formPost('/api/billing/local/pay', { ...card, number: '4242 4242 4242 4242' }, account.jar));
    expect(location(paid)).toBe('/billing/success?plan=monthly');
    const entries = Object.values(await billingEntriesOf(account.uid));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ productId: 'price_test_monthly', status: 'active', cancelAtPeriodEnd: false });
    expect(Date.parse(entries[0]!.expiredAt!)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // The `user` cookie follows, with expiredAt and status only.
    account.jar.take(paid);
    const cookieUser = decodeUserCookie(account.jar.cookies.get('user'));
    expect(Object.values(cookieUser!.subscriptions)).toEqual([{ expiredAt: entries[0]!.expiredAt, status: 'active' }]);

    // Paying the same session again is refused (sent to the success page), nothing doubles.
    await call(localPay, formPost('/api/billing/local/pay', { ...card, number: '4242 4242 4242 4242' }, account.jar));
    expect(Object.keys(await billingEntriesOf(account.uid))).toHaveLength(1);
    expect(location(await call(checkout, formPost('/api/billing/checkout', { plan: 'yearly' }, account.jar)))).toBe(
      '/profile/settings#subscription',
    );
  });

  it('cancel at period end, change plan and renewal go through signed events', async () => {
    const account = await signUpAndSignIn({ name: 'Renewer' });
    const { sessionId } = await localProvider.createCheckout({ uid: account.uid, email: account.email, plan: PLANS[0]!, customerId: null });
    await call(
      localPay,
      formPost('/api/billing/local/pay', { session: sessionId, number: '4242424242424242', expiry: '01/40', cvc: '999' }, account.jar),
    );
    const [key] = Object.keys(await billingEntriesOf(account.uid));
    await localProvider.setCancelAtPeriodEnd({ uid: account.uid, key: key!, cancel: true });
    expect((await billingEntriesOf(account.uid))[key!]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await localProvider.setCancelAtPeriodEnd({ uid: account.uid, key: key!, cancel: false });
    await localProvider.changePlan({ uid: account.uid, key: key!, plan: PLANS[1]! });
    const changed = (await billingEntriesOf(account.uid))[key!]!;
    expect(changed).toMatchObject({ productId: 'price_test_yearly', status: 'active', cancelAtPeriodEnd: false });
    expect(Date.parse(changed.expiredAt!)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(await changeRateNotifications(account.uid)).toHaveLength(1);
    await advanceLocalBilling({ action: 'fail', uid: account.uid });
    expect((await billingEntriesOf(account.uid))[key!]!.status).toBe('past_due');
    await advanceLocalBilling({ action: 'renew', uid: account.uid });
    expect((await billingEntriesOf(account.uid))[key!]!.status).toBe('active');
    await advanceLocalBilling({ action: 'end', uid: account.uid });
    expect((await billingEntriesOf(account.uid))[key!]!.status).toBe('canceled');
  });
});

/** A complete free-test result: the tests' sample INTJ (schemas/src/test-support/sample-result.ts). */
const FREE_RESULT = sampleResult();

describe('GET /api/download/{file}', () => {
  let subscriber: Account;
  beforeAll(async () => {
    subscriber = await signUpAndSignIn({ name: 'Ada Reader' });
    const saved = await call(
      postTestResult,
      request('/api/test-result', {
        jar: subscriber.jar,
        body: { testName: 'main', result: FREE_RESULT, meta: { completedAt: new Date().toISOString() } },
      }),
    );
    expect(saved.status).toBe(201);
  });

  const get = (file: string, jar?: CookieJar) => call(download, request(`/api/download/${file}`, { jar }));

  it('401 signed out', async () => {
    const response = await get('report.pdf');
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ code: 401 });
  });

  it('404 for files not on the list (no path traversal)', async () => {
    for (const file of [
      'secret.pdf',
      '..%2F..%2Fpackage.json',
      '%2e%2e%2Freport.pdf',
      'INTJ-guide.pdf',
      'abcd-guide.pdf',
      'report.pdf.exe',
      '%E0%A4%A',
    ]) {
      const response = await get(file, subscriber.jar);
      expect(response.status, file).toBe(404);
    }
  });

  it('403 signed in without an active subscription (also with a forged user cookie)', async () => {
    expect((await get('report.pdf', subscriber.jar)).status).toBe(403);
    const forged = new CookieJar();
    for (const [name, value] of subscriber.jar.cookies) forged.cookies.set(name, value);
    const user = decodeUserCookie(subscriber.jar.cookies.get('user'))!;
    forged.cookies.set(
      'user',
      encodeURIComponent(JSON.stringify({ ...user, subscriptions: { sub_fake: { expiredAt: null, status: 'active' } } })),
    );
    expect((await get('intj-guide.pdf', forged)).status).toBe(403);
  });

  describe('with a subscription', () => {
    beforeAll(async () => {
      const subscription = localSubscription(subscriber.uid);
      expect((await deliver(subscriptionEvent('customer.subscription.created', subscription))).status).toBe(200);
    });

    // One PDF per test, each with the file's 60 s timeout (vitest.config.ts TEST_TIMEOUT_MS). The two
    // in one test once took over 60 s on a fresh machine: the rendering threads ran at nice 10 beside
    // the build (vitest.config.ts PDF_RENDER_NICE, stop 38).
    it('200: a real PDF naming the type and the four scores', async () => {
      const response = await get('report.pdf', subscriber.jar);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="typeatlas-report.pdf"');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      // pdf.js takes over the buffer it parses: give it a copy.
      // Lines wrap where the layout decides (the title is narrowed beside the character): compare words.
      const text = (await new PDFParse({ data: bytes.slice() }).getText()).text.replace(/\s+/g, ' ');
      expect(text).toContain('INTJ personal report for Ada Reader');
      for (const { dominantPercentage } of FREE_RESULT.dichotomies) expect(text).toContain(`${dominantPercentage}%`);
      for (const heading of [
        'Strengths',
        'Career guidance',
        'Relationship guidance',
        'How INTJ gets on with each type',
        'Three preferences in common',
        'What works',
      ])
        expect(text).toContain(heading);
      expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/StructTreeRoot/);
    });

    it('200: a type guide PDF', async () => {
      const guide = await get('enfp-guide.pdf', subscriber.jar);
      expect(guide.status).toBe(200);
      expect(guide.headers.get('content-disposition')).toBe('attachment; filename="typeatlas-enfp-guide.pdf"');
      expect((await new PDFParse({ data: new Uint8Array(await guide.arrayBuffer()) }).getText()).text.replace(/\s+/g, ' ')).toContain(
        'ENFP (Champion) type guide',
      );
    });
  });
});
