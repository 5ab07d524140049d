/**
 * The local payment provider (embedded mode, the default; no network). It plays Stripe's part:
 * keeps its own checkout sessions and subscriptions in Firestore (`localBilling*` collections, like
 * Stripe's database), checks cards against Stripe's test numbers (test-cards.ts) and, on every
 * state change, delivers Stripe-format events (stripe-objects.ts) signed with the webhook secret
 * (`Stripe.webhooks.generateTestHeaderString`) to the webhook's own handler (webhook.ts) — the
 * same verification, idempotency and mapping as Stripe's deliveries. It never writes
 * `users/{uid}.subscriptions` itself.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { NextRequest } from 'next/server';
import Stripe from 'stripe';
import { serverEnv } from '@/config/env';
import { localCheckoutPath } from '@/lib/routes';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';
import { ApiError } from '../http';
import { claimOnce, claimPremium, markCheckout, releaseOnce, releasePremium } from './guards';
import type { BillingPlan, InvoiceSummary, PaymentProvider } from './provider';
import { planChangeRefused } from './provider';
import { planChangeTerms } from './rules';
import { billingWebhookSecret } from './secret';
import {
  checkoutSessionObject,
  invoiceObject,
  stripeEvent,
  subscriptionObject,
  type BillingMetadata,
  type LocalSubscription,
} from './stripe-objects';
import { checkTestCard, type CardProblem } from './test-cards';
import { billingEntriesOf } from './store';
import { STRIPE_SIGNATURE_HEADER, billingWebhook } from './webhook';

export const LOCAL_SESSIONS_COLLECTION = 'localBillingSessions';
export const LOCAL_SUBSCRIPTIONS_COLLECTION = 'localBillingSubscriptions';

/** How long a local checkout session stays payable (Stripe's default is 24 h). */
export const LOCAL_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** A local checkout session. */
export interface LocalCheckoutSession {
  id: string;
  uid: string;
  email: string;
  plan: BillingPlan;
  /** `expired`: a newer checkout of the user replaced it (rules.ts rule 1) or it was refused. */
  status: 'open' | 'complete' | 'expired';
  /** ISO 8601. */
  expiresAt: string;
  /** Past `expiresAt` when read. */
  expired: boolean;
}

/** A stored invoice of a local subscription. */
interface LocalInvoice extends InvoiceSummary {
  paid: boolean;
}

/** A plan change waiting for its invoice to be paid (rules.ts rule 3; Stripe's `pending_update`). */
type PendingUpdate = Pick<LocalSubscription, 'productId' | 'plan' | 'amount' | 'currency' | 'interval'> & { invoiceId: string };

type StoredSubscription = LocalSubscription & { invoices: LocalInvoice[]; lastEventAt: number; pendingUpdate?: PendingUpdate | null };

const id = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 86_400;
const periodSeconds = (interval: 'month' | 'year') => (interval === 'year' ? 365 : 30) * DAY;

/**
 * Signs and delivers events to the webhook handler, in order.
 * @throws Error when the webhook refuses one (a bug: the local provider signs with the right secret)
 */
export async function deliverLocally(events: Stripe.Event[]): Promise<void> {
  for (const event of events) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: billingWebhookSecret() });
    const request = new NextRequest(`${serverEnv().siteUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STRIPE_SIGNATURE_HEADER]: header },
      body: payload,
    });
    const response = await billingWebhook(request);
    if (!response.ok) {
      const body = await response.text();
      if (response.status === 503) throw new ApiError(503, JSON.parse(body).message);
      throw new Error(`[billing] the webhook refused the local ${event.type}: ${response.status} ${body}`);
    }
  }
}

/** The next event time of a subscription: now, but always after its previous event (events.ts ordering). */
function nextEventAt(subscription: { lastEventAt: number }, now = new Date()): number {
  return Math.max(seconds(now), subscription.lastEventAt + 1);
}

async function readSubscription(key: string): Promise<StoredSubscription | null> {
  const snapshot = await firestoreCall(() => db().collection(LOCAL_SUBSCRIPTIONS_COLLECTION).doc(key).get());
  return snapshot.exists ? (snapshot.data() as StoredSubscription) : null;
}

async function writeSubscription(subscription: StoredSubscription): Promise<void> {
  await firestoreCall(() => db().collection(LOCAL_SUBSCRIPTIONS_COLLECTION).doc(subscription.id).set(subscription));
}

/** The user's local subscription `key`, or 404. */
async function ownSubscription(uid: string, key: string): Promise<StoredSubscription> {
  const subscription = await readSubscription(key);
  if (!subscription || subscription.uid !== uid) throw new ApiError(404, 'Subscription not found');
  return subscription;
}

function newInvoice(subscription: LocalSubscription, created: number, paid: boolean): LocalInvoice {
  return {
    id: id('in'),
    number: `TA-${created.toString(36).toUpperCase()}`,
    date: new Date(created * 1000).toISOString(),
    amount: subscription.amount,
    currency: subscription.currency,
    status: paid ? 'paid' : 'open',
    url: null,
    paid,
  };
}

const invoiceEvent = (subscription: LocalSubscription, invoice: LocalInvoice, at: number) =>
  stripeEvent(
    id('evt'),
    invoice.paid ? 'invoice.paid' : 'invoice.payment_failed',
    invoiceObject(subscription, { id: invoice.id, number: invoice.number, paid: invoice.paid, created: at }),
    at,
  );

/** The session of a local checkout (for its page), or null when unknown. */
export async function localCheckoutSession(sessionId: string): Promise<LocalCheckoutSession | null> {
  if (!/^cs_local_[a-f0-9]{24}$/.test(sessionId)) return null;
  const snapshot = await firestoreCall(() => db().collection(LOCAL_SESSIONS_COLLECTION).doc(sessionId).get());
  if (!snapshot.exists) return null;
  const data = snapshot.data()!;
  const expiresAt = (data.expiresAt as Timestamp).toDate();
  return {
    id: sessionId,
    uid: data.uid,
    email: data.email,
    plan: data.plan,
    status: data.status,
    expiresAt: expiresAt.toISOString(),
    expired: expiresAt.getTime() < Date.now(),
  };
}

/** What paying a local checkout session did (`subscribed`: refused before any charge, the user already has Premium). */
export type LocalPayment = { ok: true; plan: BillingPlan } | { ok: false; problem: CardProblem } | { ok: false; subscribed: true };

async function setSessionStatus(sessionId: string, status: 'complete' | 'expired'): Promise<void> {
  await firestoreCall(() => db().collection(LOCAL_SESSIONS_COLLECTION).doc(sessionId).update({ status }));
  await markCheckout(sessionId, status);
}

/**
 * The `checkout.session.completed` event of a paid local session: a payment (`paymentIntentId`,
 * lifetime plan) or a subscription (`subscriptionId`), the plan in its metadata.
 */
function checkoutCompletedEvent(input: {
  sessionId: string;
  uid: string;
  customerId: string;
  plan: BillingPlan;
  paymentIntentId?: string;
  subscriptionId?: string;
  at: number;
}): Stripe.Event {
  const { uid, plan, at } = input;
  const metadata: BillingMetadata = { uid, productId: plan.productId, plan: plan.slug };
  return stripeEvent(
    id('evt'),
    'checkout.session.completed',
    checkoutSessionObject({
      id: input.sessionId,
      uid,
      customerId: input.customerId,
      mode: input.subscriptionId ? 'subscription' : 'payment',
      subscriptionId: input.subscriptionId ?? null,
      paymentIntentId: input.paymentIntentId ?? null,
      metadata,
      amount: plan.amount,
      currency: plan.currency,
      created: at,
    }),
    at,
  );
}

/** A new active local subscription `key` to a recurring `plan`, its first period starting at `at` (seconds), no invoices yet. */
function newLocalSubscription(input: {
  key: string;
  uid: string;
  customerId: string;
  plan: BillingPlan;
  interval: Exclude<BillingPlan['interval'], 'once'>;
  at: number;
}): StoredSubscription {
  const { key, uid, customerId, plan, interval, at } = input;
  return {
    id: key,
    uid,
    customerId,
    productId: plan.productId,
    plan: plan.slug,
    status: 'active',
    periodStart: at,
    periodEnd: at + periodSeconds(interval),
    cancelAtPeriodEnd: false,
    created: at,
    endedAt: null,
    amount: plan.amount,
    currency: plan.currency,
    interval,
    invoices: [],
    lastEventAt: at,
  };
}

/**
 * Pays a local checkout session with a card (the card form's POST). A refused card changes
 * nothing. Then, before anything is charged, two claims (guards.ts): the session's payment (of
 * parallel payments of one session exactly one goes on; the others get 409) and the user's one
 * Premium (rules.ts rule 1: a user who has Premium — paid in another tab, or by a parallel payment
 * of another session — is refused, `{ subscribed: true }`, and the session expires). On success the
 * session completes and the events of a real checkout are delivered: `checkout.session.completed`,
 * then for a recurring plan `customer.subscription.created` and `invoice.paid` (one invoice).
 * @throws ApiError 404 for a session that is unknown, someone else's or expired; 409 when already paid
 */
export async function payLocalCheckout(
  input: { sessionId: string; uid: string; card: { number: string; expiry: string; cvc: string } },
  now = new Date(),
): Promise<LocalPayment> {
  const session = await localCheckoutSession(input.sessionId);
  if (!session || session.uid !== input.uid || session.status === 'expired' || Date.parse(session.expiresAt) < now.getTime())
    throw new ApiError(404, 'This checkout has expired. Choose your plan again.');
  if (session.status !== 'open') throw new ApiError(409, 'This checkout is already paid.');
  const problem = checkTestCard(input.card, now);
  if (problem) return { ok: false, problem };
  const { plan, uid } = session;
  const payment = `pay:${session.id}`;
  if (!(await claimOnce(payment, { uid }))) throw new ApiError(409, 'This checkout is already paid.');
  const key = plan.interval === 'once' ? id('pi') : id('sub');
  let claim: Awaited<ReturnType<typeof claimPremium>>;
  try {
    claim = await claimPremium({ uid, key, entries: () => billingEntriesOf(uid) });
  } catch (error) {
    await releaseOnce(payment).catch(() => undefined);
    throw error;
  }
  if (claim.outcome === 'taken') {
    await setSessionStatus(session.id, 'expired');
    return { ok: false, subscribed: true };
  }
  await setSessionStatus(session.id, 'complete');
  const at = seconds(now);
  const customerId = `cus_local_${uid.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}`;
  if (plan.interval === 'once') {
    await deliverLocally([checkoutCompletedEvent({ sessionId: session.id, uid, customerId, plan, paymentIntentId: key, at })]);
    return { ok: true, plan };
  }
  const subscription = newLocalSubscription({ key, uid, customerId, plan, interval: plan.interval, at });
  const invoice = newInvoice(subscription, at, true);
  subscription.invoices.push(invoice);
  try {
    await writeSubscription(subscription);
  } catch (error) {
    // Nothing was charged: give both claims back so the buyer can try again.
    await Promise.all([
      releasePremium(uid, key),
      releaseOnce(payment),
      firestoreCall(() => db().collection(LOCAL_SESSIONS_COLLECTION).doc(session.id).update({ status: 'open' })),
    ]).catch(() => undefined);
    throw error;
  }
  await deliverLocally([
    checkoutCompletedEvent({ sessionId: session.id, uid, customerId, plan, subscriptionId: subscription.id, at }),
    stripeEvent(id('evt'), 'customer.subscription.created', subscriptionObject(subscription), at),
    invoiceEvent(subscription, invoice, at),
  ]);
  return { ok: true, plan };
}

/** What `advanceLocalBilling` does to each due subscription (scripts/billing.ts). */
export type AdvanceAction = 'renew' | 'fail' | 'end';

/**
 * Moves the local subscriptions of a user (or of everyone) on in time, for demos and tests:
 * `renew` starts a new paid period from now (`invoice.paid`, `customer.subscription.updated`) —
 * or ends a subscription set to cancel at period end (`customer.subscription.deleted`); `fail`
 * makes the renewal payment fail (`invoice.payment_failed`, status past_due); `end` ends it now
 * (`customer.subscription.deleted`, as when the period of a cancelled subscription runs out).
 * @returns the ids of the subscriptions changed
 */
export async function advanceLocalBilling(input: { action: AdvanceAction; uid?: string }, now = new Date()): Promise<string[]> {
  const collection = db().collection(LOCAL_SUBSCRIPTIONS_COLLECTION);
  const snapshot = await firestoreCall(() => (input.uid ? collection.where('uid', '==', input.uid) : collection).get());
  const changed: string[] = [];
  for (const doc of snapshot.docs) {
    const subscription = doc.data() as StoredSubscription;
    if (subscription.status === 'canceled') continue;
    const at = nextEventAt(subscription, now);
    const events: Stripe.Event[] = [];
    if (input.action === 'end' || (input.action === 'renew' && subscription.cancelAtPeriodEnd)) {
      Object.assign(subscription, {
        status: 'canceled',
        endedAt: at,
        periodEnd: Math.min(subscription.periodEnd, at),
        cancelAtPeriodEnd: false,
      });
      events.push(stripeEvent(id('evt'), 'customer.subscription.deleted', subscriptionObject(subscription), at));
    } else if (input.action === 'renew') {
      const previous = { items: { data: [{ price: { id: subscription.productId } }] } };
      const pending = subscription.pendingUpdate ?? null;
      // A pending plan change (rules.ts rule 3) applies when its invoice is paid: now.
      if (pending)
        Object.assign(subscription, {
          productId: pending.productId,
          plan: pending.plan,
          amount: pending.amount,
          currency: pending.currency,
          interval: pending.interval,
          pendingUpdate: null,
        });
      Object.assign(subscription, { status: 'active', periodStart: at, periodEnd: at + periodSeconds(subscription.interval) });
      const open = pending ? subscription.invoices.find((invoice) => invoice.id === pending.invoiceId) : undefined;
      const invoice = open
        ? Object.assign(open, { paid: true, status: 'paid', date: new Date(at * 1000).toISOString() })
        : newInvoice(subscription, at, true);
      if (!open) subscription.invoices.push(invoice);
      events.push(
        invoiceEvent(subscription, invoice, at),
        stripeEvent(id('evt'), 'customer.subscription.updated', subscriptionObject(subscription), at, pending ? previous : undefined),
      );
    } else {
      subscription.status = 'past_due';
      const invoice = newInvoice(subscription, at, false);
      subscription.invoices.push(invoice);
      events.push(
        invoiceEvent(subscription, invoice, at),
        stripeEvent(id('evt'), 'customer.subscription.updated', subscriptionObject(subscription), at),
      );
    }
    subscription.lastEventAt = at;
    await writeSubscription(subscription);
    await deliverLocally(events);
    changed.push(subscription.id);
  }
  return changed;
}

/** The local provider (see the file header). */
export const localProvider: PaymentProvider = {
  kind: 'local',
  async createCheckout({ uid, email, plan }) {
    const sessionId = id('cs');
    await firestoreCall(() =>
      db()
        .collection(LOCAL_SESSIONS_COLLECTION)
        .doc(sessionId)
        .create({
          uid,
          email,
          plan,
          status: 'open',
          createdAt: Timestamp.now(),
          expiresAt: Timestamp.fromMillis(Date.now() + LOCAL_SESSION_TTL_MS),
        }),
    );
    return { sessionId, url: localCheckoutPath(sessionId) };
  },
  async expireCheckout(sessionId) {
    const reference = db().collection(LOCAL_SESSIONS_COLLECTION).doc(sessionId);
    const snapshot = await firestoreCall(() => reference.get());
    if (snapshot.exists && snapshot.get('status') === 'open') await firestoreCall(() => reference.update({ status: 'expired' }));
  },
  async refundSecondPremium({ key }) {
    // The local provider refuses a second Premium before charging it (payLocalCheckout); a lapsed
    // subscription renewed while another holds Premium ends here, its last invoice refunded.
    const subscription = await readSubscription(key);
    if (!subscription || subscription.status === 'canceled') return;
    const at = nextEventAt(subscription);
    const last = subscription.invoices.at(-1);
    if (last?.paid) Object.assign(last, { status: 'refunded' });
    Object.assign(subscription, {
      status: 'canceled',
      endedAt: at,
      periodEnd: Math.min(subscription.periodEnd, at),
      cancelAtPeriodEnd: false,
      lastEventAt: at,
      pendingUpdate: null,
    });
    await writeSubscription(subscription);
  },
  async setCancelAtPeriodEnd({ uid, key, cancel }) {
    const subscription = await ownSubscription(uid, key);
    if (subscription.status === 'canceled') throw new ApiError(409, 'This subscription has already ended.');
    const at = nextEventAt(subscription);
    Object.assign(subscription, { cancelAtPeriodEnd: cancel, lastEventAt: at });
    await writeSubscription(subscription);
    await deliverLocally([
      stripeEvent(id('evt'), 'customer.subscription.updated', subscriptionObject(subscription), at, { cancel_at_period_end: !cancel }),
    ]);
  },
  async changePlan({ uid, key, plan }) {
    if (plan.interval === 'once') throw planChangeRefused('A lifetime plan is bought at checkout, not switched to.');
    const subscription = await ownSubscription(uid, key);
    if (subscription.status === 'canceled') throw new ApiError(409, 'This subscription has already ended.');
    const at = nextEventAt(subscription);
    const terms = planChangeTerms({ status: subscription.status, fromInterval: subscription.interval, toInterval: plan.interval });
    if (terms.pending) {
      // Lapsed (rules.ts rule 3): an invoice for the new plan, charged to the card on file — which
      // is what failed before, so it stays open; the change applies when it is paid (renew).
      const next = { productId: plan.productId, plan: plan.slug, amount: plan.amount, currency: plan.currency, interval: plan.interval };
      const invoice = newInvoice({ ...subscription, ...next, periodStart: at, periodEnd: at + periodSeconds(plan.interval) }, at, false);
      subscription.invoices.push(invoice);
      Object.assign(subscription, { pendingUpdate: { ...next, invoiceId: invoice.id }, lastEventAt: at });
      await writeSubscription(subscription);
      await deliverLocally([
        invoiceEvent({ ...subscription, ...next, periodStart: at, periodEnd: at + periodSeconds(plan.interval) }, invoice, at),
      ]);
      return;
    }
    const previous = { items: { data: [{ price: { id: subscription.productId } }] } };
    const newCycle = terms.invoiceNow;
    Object.assign(subscription, {
      productId: plan.productId,
      plan: plan.slug,
      amount: plan.amount,
      currency: plan.currency,
      interval: plan.interval,
      lastEventAt: at,
    });
    const events: Stripe.Event[] = [];
    if (newCycle) {
      // Another interval starts a new billing cycle now (Stripe's behaviour), paid at once.
      Object.assign(subscription, { periodStart: at, periodEnd: at + periodSeconds(plan.interval) });
      const invoice = newInvoice(subscription, at, true);
      subscription.invoices.push(invoice);
      events.push(invoiceEvent(subscription, invoice, at));
    }
    events.unshift(stripeEvent(id('evt'), 'customer.subscription.updated', subscriptionObject(subscription), at, previous));
    await writeSubscription(subscription);
    await deliverLocally(events);
  },
  async portalUrl() {
    return null;
  },
  /** The local provider's events are complete as sent (stripe-objects.ts builds them whole). */
  async completeEvent(event) {
    return event;
  },
  async invoices({ uid }) {
    const snapshot = await firestoreCall(() => db().collection(LOCAL_SUBSCRIPTIONS_COLLECTION).where('uid', '==', uid).get());
    return snapshot.docs
      .flatMap((doc) => (doc.data() as StoredSubscription).invoices ?? [])
      .map(({ paid: _paid, ...invoice }) => invoice)
      .sort((a, b) => b.date.localeCompare(a.date));
  },
};
