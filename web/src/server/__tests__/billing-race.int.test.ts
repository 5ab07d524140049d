/**
 * Race suite, billing (issue 23 "Money exactly once"; the rules are server/billing/rules.ts, their
 * Firestore claims guards.ts). N = depthCount('raceParallel') parallel requests per rule (≥ 20).
 * Handlers are called directly against the Auth emulator and the local Firestore server; the
 * Stripe provider runs the real SDK against a fake Stripe at the HTTP layer (fake-stripe.ts).
 *
 * The claims are `create()`s of fixed document ids, so these pass whether or not the Firestore
 * server isolates transactions.
 */
import { NextRequest } from 'next/server';
import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/firebase';
import { changePlanRoute, checkoutRoute, localAdvance, localPay, type PlanSource } from '@/server/billing/handlers';
import { advanceLocalBilling, localProvider, payLocalCheckout } from '@/server/billing/local-provider';
import type * as ProviderModule from '@/server/billing/provider';
import type { BillingPlan, PaymentProvider } from '@/server/billing/provider';
import { billingWebhookSecret } from '@/server/billing/secret';
import { billingEntriesOf, eventProcessed } from '@/server/billing/store';
import {
  checkoutSessionObject,
  refundedChargeObject,
  stripeEvent,
  subscriptionObject,
  type LocalSubscription,
} from '@/server/billing/stripe-objects';
import { stripeProvider } from '@/server/billing/stripe-provider';
import { billingWebhook } from '@/server/billing/webhook';
import { isSubscriptionActive } from '@/lib/subscriptions';
import { depthCount } from '../../../../scripts/test-support/depth';
import { FakeStripe, type PriceBook } from './fake-stripe';
import { call, signUpAndSignIn, type Account } from './flows';
import { body, request, SITE, uniqueIp, type CookieJar } from './support';

vi.hoisted(() => {
  process.env.SEED_DATASET_PATH = new URL('../../../../studio/seed/dataset.ndjson', import.meta.url).pathname;
});
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => undefined }));

// The provider the handlers and the webhook use: the configured one (local), or a test's Stripe.
const override = vi.hoisted(() => ({ provider: null as unknown }));
vi.mock('@/server/billing/provider', async (importOriginal) => {
  const actual = await importOriginal<typeof ProviderModule>();
  return { ...actual, paymentProvider: async () => (override.provider as PaymentProvider | null) ?? actual.paymentProvider() };
});

const N = depthCount('raceParallel');
const PLANS: BillingPlan[] = [
  { slug: 'monthly', title: 'Monthly', productId: 'price_race_monthly', amount: 699, currency: 'usd', interval: 'month' },
  { slug: 'yearly', title: 'Yearly', productId: 'price_race_yearly', amount: 4900, currency: 'usd', interval: 'year' },
  { slug: 'lifetime', title: 'Lifetime', productId: 'price_race_lifetime', amount: 9900, currency: 'usd', interval: 'once' },
];
const [MONTHLY, YEARLY, LIFETIME] = PLANS as [BillingPlan, BillingPlan, BillingPlan];
const PRICES: PriceBook = {
  [MONTHLY.productId]: { plan: 'monthly', amount: 699, interval: 'month' },
  [YEARLY.productId]: { plan: 'yearly', amount: 4900, interval: 'year' },
};
const plans: PlanSource = { bySlug: async (slug) => PLANS.find((plan) => plan.slug === slug) ?? null, all: async () => PLANS };
const checkout = checkoutRoute(plans);
const changePlan = changePlanRoute(plans);
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
beforeEach(() => {
  override.provider = null;
});

const now = () => Math.floor(Date.now() / 1000);
let counter = 0;

function formPost(pathname: string, fields: Record<string, string>, jar: CookieJar): NextRequest {
  return new NextRequest(`${SITE}${pathname}`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': uniqueIp(), cookie: jar.header() },
    body: new URLSearchParams(fields).toString(),
  });
}
const location = (response: Response) => {
  const value = response.headers.get('location');
  return value === null ? null : new URL(value, SITE).pathname;
};

/** A webhook delivery signed at `timestamp` (Unix seconds). */
function signed(pathname: string, payload: string, timestamp = now()): NextRequest {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: billingWebhookSecret(), timestamp });
  return new NextRequest(`${SITE}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
}
async function deliver(event: Stripe.Event, timestamp = now()) {
  const response = await call(billingWebhook, signed('/api/billing/webhook', JSON.stringify(event), timestamp));
  return { status: response.status, body: await body(response) };
}

/** The id of a session the local provider made (returned as `{ sessionId }`; a path before issue 23). */
async function openLocalSession(account: Account, plan: BillingPlan): Promise<string> {
  const created = (await localProvider.createCheckout({ uid: account.uid, email: account.email, plan, customerId: null })) as unknown;
  return typeof created === 'string' ? created.split('/').pop()! : (created as { sessionId: string }).sessionId;
}
const pay = (account: Account, session: string) => call(localPay, formPost('/api/billing/local/pay', { session, ...CARD }, account.jar));

async function localSubscriptionsOf(uid: string) {
  return (await db().collection('localBillingSubscriptions').where('uid', '==', uid).get()).docs.map(
    (doc) => doc.data() as { id: string; status: string; invoices: Array<{ status: string; amount: number }> },
  );
}
async function accessCount(uid: string) {
  return Object.values(await billingEntriesOf(uid)).filter((entry) => isSubscriptionActive(entry, Date.now())).length;
}
async function notificationsOf(uid: string, type: string) {
  return (await db().collection('notifications').where('userId', '==', uid).get()).docs.filter((doc) => doc.get('type') === type).length;
}

describe(`billing races (N = ${N})`, () => {
  it('N parallel payments of one session → 1 subscription, 1 invoice', async () => {
    const account = await signUpAndSignIn({ name: 'Parallel Payer' });
    const session = await openLocalSession(account, MONTHLY);
    const answers = await Promise.all(Array.from({ length: N }, () => pay(account, session)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(N).fill(303));
    const subscriptions = await localSubscriptionsOf(account.uid);
    expect({
      subscriptions: subscriptions.length,
      invoices: subscriptions.flatMap((s) => s.invoices).length,
      entries: Object.keys(await billingEntriesOf(account.uid)).length,
    }).toEqual({ subscriptions: 1, invoices: 1, entries: 1 });

    // Without the route's session check in between, the payments meet at the session's claim itself.
    const other = await signUpAndSignIn({ name: 'Parallel Payer Direct' });
    const direct = await openLocalSession(other, YEARLY);
    await Promise.allSettled(Array.from({ length: N }, () => payLocalCheckout({ sessionId: direct, uid: other.uid, card: CARD })));
    const paid = await localSubscriptionsOf(other.uid);
    expect({ subscriptions: paid.length, invoices: paid.flatMap((s) => s.invoices).length }).toEqual({ subscriptions: 1, invoices: 1 });
  });

  it('three different sessions paid in parallel → one active subscription, the others refused before any charge', async () => {
    const account = await signUpAndSignIn({ name: 'Three Tabs' });
    const sessions = [
      await openLocalSession(account, MONTHLY),
      await openLocalSession(account, YEARLY),
      await openLocalSession(account, LIFETIME),
    ];
    await Promise.all(sessions.map((session) => pay(account, session)));
    expect(await accessCount(account.uid)).toBe(1);
    expect(Object.keys(await billingEntriesOf(account.uid))).toHaveLength(1);
  });

  it('a stale session paid after subscribing is refused, nothing charged (→ settings)', async () => {
    const account = await signUpAndSignIn({ name: 'Stale Tab' });
    const stale = await openLocalSession(account, LIFETIME);
    const fresh = await openLocalSession(account, MONTHLY);
    expect(location(await pay(account, fresh))).toBe('/billing/success');
    const refused = await pay(account, stale);
    expect(location(refused)).toBe('/profile/settings');
    expect(Object.keys(await billingEntriesOf(account.uid))).toHaveLength(1);
    expect((await localSubscriptionsOf(account.uid)).flatMap((s) => s.invoices)).toHaveLength(1);
    expect((await db().collection('localBillingSessions').doc(stale).get()).get('status')).toBe('expired');
  });

  it(`${N} parallel POST /api/billing/checkout → at most one open session; a superseded one cannot be paid`, async () => {
    const account = await signUpAndSignIn({ name: 'Many Checkouts' });
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call(checkout, formPost('/api/billing/checkout', { plan: i % 2 ? 'monthly' : 'lifetime' }, account.jar)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(N).fill(303));
    const open = (await db().collection('localBillingSessions').where('uid', '==', account.uid).get()).docs.filter(
      (doc) => doc.get('status') === 'open',
    );
    expect(open.length).toBeLessThanOrEqual(1);
    const superseded = location(answers.find((answer) => !open.some((doc) => location(answer)!.endsWith(doc.id)))!)!
      .split('/')
      .pop()!;
    expect(location(await pay(account, superseded))).toBe('/pricing');
    expect(await billingEntriesOf(account.uid)).toEqual({});
  });

  it(`${N} parallel deliveries of one event → ${N} × 200, applied once`, async () => {
    const account = await signUpAndSignIn({ name: 'Webhook Storm' });
    const subscription: LocalSubscription = {
      id: `sub_race_${(counter += 1)}_${Date.now()}`,
      uid: account.uid,
      customerId: 'cus_race',
      productId: MONTHLY.productId,
      plan: 'monthly',
      status: 'active',
      periodStart: now(),
      periodEnd: now() + 30 * 86_400,
      cancelAtPeriodEnd: false,
      created: now(),
      endedAt: null,
      amount: 699,
      currency: 'usd',
      interval: 'month',
    };
    expect(
      (
        await deliver(
          stripeEvent(`evt_race_c${counter}_${Date.now()}`, 'customer.subscription.created', subscriptionObject(subscription), now() - 5),
        )
      ).status,
    ).toBe(200);
    const change = stripeEvent(
      `evt_race_u${counter}_${Date.now()}`,
      'customer.subscription.updated',
      subscriptionObject({ ...subscription, productId: YEARLY.productId, plan: 'yearly', interval: 'year' }),
      now(),
    );
    const answers = await Promise.all(Array.from({ length: N }, () => deliver(change)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(N).fill(200));
    const outcomes = answers.map((answer) => answer.body.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'applied').every((outcome) => outcome === 'duplicate')).toBe(true);
    expect(await notificationsOf(account.uid, 'change-rate')).toBe(1);
    // Sequential redelivery too.
    expect(await deliver(change)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
  });

  it('signatures outside ±5 min are refused (400) in the future as in the past; inside they pass', async () => {
    const account = await signUpAndSignIn({ name: 'Time Traveller' });
    const event = (tag: string) =>
      stripeEvent(
        `evt_race_t${tag}_${(counter += 1)}_${Date.now()}`,
        'customer.subscription.created',
        subscriptionObject({
          id: `sub_t${counter}_${Date.now()}`,
          uid: account.uid,
          customerId: 'cus_t',
          productId: MONTHLY.productId,
          plan: 'monthly',
          status: 'active',
          periodStart: now(),
          periodEnd: now() + 86_400,
          cancelAtPeriodEnd: false,
          created: now(),
          endedAt: null,
          amount: 699,
          currency: 'usd',
          interval: 'month',
        }),
        now(),
      );
    for (const offset of [400, 3600, -400]) {
      const future = event(String(offset));
      expect((await deliver(future, now() + offset)).status, `offset ${offset} s`).toBe(400);
      expect(await eventProcessed(future.id)).toBe(false);
    }
    expect((await deliver(event('inside'), now() + 200)).status).toBe(200);
  });

  it('a replayed local control call is refused (one renewal for three sends)', async () => {
    const account = await signUpAndSignIn({ name: 'Replay Target' });
    expect(location(await pay(account, await openLocalSession(account, MONTHLY)))).toBe('/billing/success');
    const payload = JSON.stringify({ action: 'renew', email: account.email, nonce: `nonce-${Date.now()}-${(counter += 1)}` });
    const request = signed('/api/billing/local/advance', payload);
    const header = request.headers.get('stripe-signature')!;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (
          await call(
            localAdvance,
            new NextRequest(`${SITE}/api/billing/local/advance`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'stripe-signature': header },
              body: payload,
            }),
          )
        ).status,
      );
    expect(statuses).toEqual([200, 409, 409]);
    expect((await localSubscriptionsOf(account.uid)).flatMap((s) => s.invoices)).toHaveLength(2); // the first payment and one renewal
    const future = signed(
      '/api/billing/local/advance',
      JSON.stringify({ action: 'renew', email: account.email, nonce: `nonce-future-${Date.now()}` }),
      now() + 400,
    );
    expect((await call(localAdvance, future)).status).toBe(401);
  });

  it('lapsed + POST /api/billing/change-plan {plan: yearly} (local) → 200 but not active until the invoice is paid', async () => {
    const account = await signUpAndSignIn({ name: 'Lapsed Changer' });
    await pay(account, await openLocalSession(account, MONTHLY));
    const [key] = Object.keys(await billingEntriesOf(account.uid));
    await advanceLocalBilling({ action: 'fail', uid: account.uid });
    const answer = await call(
      changePlan,
      request('/api/billing/change-plan', { jar: account.jar, body: { subscription: key, plan: 'yearly' } }),
    );
    expect(answer.status).toBe(200);
    expect((await billingEntriesOf(account.uid))[key!]).toMatchObject({ status: 'past_due', productId: MONTHLY.productId });
    expect(await accessCount(account.uid)).toBe(0);
  });

  it('Stripe unreachable or timing out during checkout → 503 with Retry-After, never 500', async () => {
    const account = await signUpAndSignIn({ name: 'Offline Buyer' });
    const fake = new FakeStripe(PRICES);
    override.provider = stripeProvider('sk_test_fake', { httpClient: fake.httpClient(), timeoutMs: 300 });
    for (const mode of ['down', 'hang'] as const) {
      fake.mode = mode;
      const answer = await call(checkout, formPost('/api/billing/checkout', { plan: 'monthly' }, account.jar));
      expect(answer.status, mode).toBe(503);
      expect(Number(answer.headers.get('retry-after')), mode).toBeGreaterThan(0);
    }
  });

  it(`Stripe: a second Premium paid after subscribing is refunded by the webhook (${N} parallel deliveries: one refund, one notification)`, async () => {
    const account = await signUpAndSignIn({ name: 'Double Payer' });
    const fake = new FakeStripe(PRICES);
    override.provider = stripeProvider('sk_test_fake', { httpClient: fake.httpClient() });
    fake.subscribe(account.uid, MONTHLY.productId);
    for (const event of fake.drain()) expect((await deliver(event)).status).toBe(200);
    expect(await accessCount(account.uid)).toBe(1);
    const paymentIntent = `pi_race_${(counter += 1)}_${Date.now()}`;
    const lifetime = stripeEvent(
      `evt_race_l${counter}_${Date.now()}`,
      'checkout.session.completed',
      checkoutSessionObject({
        id: `cs_race_${counter}`,
        uid: account.uid,
        customerId: 'cus_fake',
        mode: 'payment',
        subscriptionId: null,
        paymentIntentId: paymentIntent,
        metadata: { uid: account.uid, productId: LIFETIME.productId, plan: 'lifetime' },
        amount: 9900,
        currency: 'usd',
        created: now(),
      }),
      now(),
    );
    const answers = await Promise.all(Array.from({ length: N }, () => deliver(lifetime)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(N).fill(200));
    expect(answers.filter((answer) => answer.body.outcome === 'refused-second-premium')).toHaveLength(1);
    expect(fake.refunds.map((refund) => refund.paymentIntent)).toEqual([paymentIntent]);
    expect(fake.refunds[0]!.idempotencyKey).toMatch(/refund-second-premium/);
    expect(await accessCount(account.uid)).toBe(1);
    expect(await notificationsOf(account.uid, 'second-premium')).toBe(1);

    // A second subscription: cancelled and its invoice refunded; its events never give access.
    fake.subscribe(account.uid, YEARLY.productId);
    for (let round = 0; round < 3 && fake.events.length > 0; round += 1)
      for (const event of fake.drain()) expect((await deliver(event)).status).toBe(200);
    expect(await accessCount(account.uid)).toBe(1);
    expect([...fake.subscriptions.values()].map((subscription) => subscription.status).sort()).toEqual(['active', 'canceled']);
    expect(fake.refunds).toHaveLength(2);
    expect(fake.requests.filter((r) => r.method !== 'GET' && !r.idempotencyKey)).toEqual([]);
  });
});

/** One provider as the contract test drives it. */
interface Harness {
  provider: PaymentProvider;
  subscribe(account: Account): Promise<string>;
  lapse(account: Account, key: string): Promise<void>;
  pay(account: Account, key: string): Promise<void>;
  /** Delivers what the provider sent meanwhile (Stripe: the fake's queued events). */
  flush(): Promise<void>;
}

const harnesses: Record<'local' | 'stripe', () => Harness> = {
  local: () => ({
    provider: localProvider,
    async subscribe(account) {
      await pay(account, await openLocalSession(account, MONTHLY));
      return Object.keys(await billingEntriesOf(account.uid))[0]!;
    },
    lapse: async (account) => void (await advanceLocalBilling({ action: 'fail', uid: account.uid })),
    pay: async (account) => void (await advanceLocalBilling({ action: 'renew', uid: account.uid })),
    flush: async () => undefined,
  }),
  stripe: () => {
    const fake = new FakeStripe(PRICES);
    const flush = async () => {
      for (const event of fake.drain()) expect((await deliver(event)).status).toBe(200);
    };
    return {
      provider: stripeProvider('sk_test_fake', { httpClient: fake.httpClient() }),
      async subscribe(account) {
        const key = fake.subscribe(account.uid, MONTHLY.productId);
        await flush();
        return key;
      },
      async lapse(_account, key) {
        fake.cardWorks = false;
        fake.failRenewal(key);
        await flush();
      },
      async pay(_account, key) {
        fake.payOpenInvoices(key);
        await flush();
      },
      flush,
    };
  },
};

describe.each(['local', 'stripe'] as const)('contract (%s provider): lapsed + change-plan', (kind) => {
  it('the change waits for its invoice: not active, old plan, an open invoice for the new one; paid → active on the new plan', async () => {
    const harness = harnesses[kind]();
    override.provider = harness.provider;
    const account = await signUpAndSignIn({ name: `Contract ${kind}` });
    const key = await harness.subscribe(account);
    expect(await accessCount(account.uid)).toBe(1);
    await harness.lapse(account, key);
    expect((await billingEntriesOf(account.uid))[key]).toMatchObject({ status: 'past_due' });

    await harness.provider.changePlan({ uid: account.uid, key, plan: YEARLY });
    await harness.flush();
    expect((await billingEntriesOf(account.uid))[key]).toMatchObject({ status: 'past_due', productId: MONTHLY.productId });
    expect(await accessCount(account.uid)).toBe(0);
    const customerId = (await billingEntriesOf(account.uid))[key]!.customerId;
    const invoices = await harness.provider.invoices({ uid: account.uid, customerId });
    expect(invoices.filter((invoice) => invoice.status === 'open' && invoice.amount === YEARLY.amount)).toHaveLength(1);

    await harness.pay(account, key);
    const entry = (await billingEntriesOf(account.uid))[key]!;
    expect(entry).toMatchObject({ status: 'active', productId: YEARLY.productId });
    expect(Date.parse(entry.expiredAt!)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
  });
});

describe('refunds and access (rules.ts rule 4)', () => {
  it('a full refund of an earlier period keeps access; of the current period it ends it (final)', async () => {
    const account = await signUpAndSignIn({ name: 'Refunded' });
    const fake = new FakeStripe(PRICES);
    override.provider = stripeProvider('sk_test_fake', { httpClient: fake.httpClient() });
    const flush = async () => {
      for (const event of fake.drain()) expect((await deliver(event)).status).toBe(200);
    };
    // Started 35 days ago: its first period is over when the renewal (failed, then paid) comes.
    const key = fake.subscribe(account.uid, MONTHLY.productId, now() - 35 * 86_400);
    await flush();
    fake.cardWorks = false;
    fake.failRenewal(key);
    await flush();
    fake.payOpenInvoices(key);
    await flush();
    const [earlier, current] = fake.invoices.filter((invoice) => invoice.subscription === key);
    const refund = (paymentIntent: string) =>
      stripeEvent(
        `evt_refund_${paymentIntent}`,
        'charge.refunded',
        refundedChargeObject({
          id: `ch_${paymentIntent}`,
          paymentIntentId: paymentIntent,
          customerId: 'cus_fake',
          amount: 699,
          currency: 'usd',
          metadata: { uid: '', productId: '', plan: '' },
          created: now(),
        }),
        now(),
      );
    expect((await deliver(refund(earlier!.paymentIntent))).body.outcome).toBe('unchanged');
    expect(await accessCount(account.uid)).toBe(1);
    expect((await deliver(refund(current!.paymentIntent))).body.outcome).toBe('applied');
    expect((await billingEntriesOf(account.uid))[key]).toMatchObject({ status: 'refunded' });
    expect(await accessCount(account.uid)).toBe(0);
  });
});
