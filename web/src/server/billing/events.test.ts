import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { mergeSubscription, subscriptionPatchOf, type BillingEntry } from './events';
import {
  checkoutSessionObject,
  invoiceObject,
  refundedChargeObject,
  stripeEvent,
  subscriptionObject,
  type LocalSubscription,
} from './stripe-objects';

const T0 = 1_800_000_000; // Unix seconds
const DAY = 86_400;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const sub = (fields: Partial<LocalSubscription> = {}): LocalSubscription => ({
  id: 'sub_1',
  uid: 'user-1',
  customerId: 'cus_1',
  productId: 'price_monthly',
  plan: 'monthly',
  status: 'active',
  periodStart: T0,
  periodEnd: T0 + 30 * DAY,
  cancelAtPeriodEnd: false,
  created: T0,
  endedAt: null,
  amount: 900,
  currency: 'eur',
  interval: 'month',
  ...fields,
});
const metadata = { uid: 'user-1', productId: 'price_monthly', plan: 'monthly' };

const checkout = (at: number) =>
  stripeEvent(
    'evt_checkout',
    'checkout.session.completed',
    checkoutSessionObject({
      id: 'cs_1',
      uid: 'user-1',
      customerId: 'cus_1',
      mode: 'subscription',
      subscriptionId: 'sub_1',
      paymentIntentId: null,
      metadata,
      amount: 900,
      currency: 'eur',
      created: at,
    }),
    at,
  );
const created = (at: number, fields: Partial<LocalSubscription> = {}) =>
  stripeEvent('evt_created', 'customer.subscription.created', subscriptionObject(sub(fields)), at);
const updated = (at: number, fields: Partial<LocalSubscription> = {}) =>
  stripeEvent(`evt_updated_${at}`, 'customer.subscription.updated', subscriptionObject(sub(fields)), at);
const deleted = (at: number, fields: Partial<LocalSubscription> = {}) =>
  stripeEvent(
    `evt_deleted_${at}`,
    'customer.subscription.deleted',
    subscriptionObject(sub({ status: 'canceled', endedAt: at, ...fields })),
    at,
  );
const invoicePaid = (at: number, fields: Partial<LocalSubscription> = {}) =>
  stripeEvent(`evt_paid_${at}`, 'invoice.paid', invoiceObject(sub(fields), { id: `in_${at}`, number: 'A-1', paid: true, created: at }), at);
const invoiceFailed = (at: number) =>
  stripeEvent(
    `evt_failed_${at}`,
    'invoice.payment_failed',
    invoiceObject(sub(), { id: `in_f${at}`, number: 'A-2', paid: false, created: at }),
    at,
  );

/** Applies events in the given order, as the webhook does (one stored entry per key). */
function replay(events: Stripe.Event[]): { entry: BillingEntry | undefined; planChanges: number } {
  let entry: BillingEntry | undefined;
  let planChanges = 0;
  for (const event of events) {
    const patch = subscriptionPatchOf(event);
    if (!patch) continue;
    const result = mergeSubscription(entry, patch);
    entry = result.entry;
    if (result.planChanged) planChanges += 1;
  }
  return { entry, planChanges };
}

describe('subscriptionPatchOf', () => {
  it('checkout.session.completed (subscription) links the user and product but sets no status', () => {
    expect(subscriptionPatchOf(checkout(T0))).toEqual({
      type: 'checkout.session.completed',
      uid: 'user-1',
      key: 'sub_1',
      at: T0,
      productId: 'price_monthly',
      customerId: 'cus_1',
    });
  });

  it('checkout.session.completed (payment, lifetime) is active and never expires', () => {
    const event = stripeEvent(
      'evt_l',
      'checkout.session.completed',
      checkoutSessionObject({
        id: 'cs_2',
        uid: 'user-1',
        customerId: 'cus_1',
        mode: 'payment',
        subscriptionId: null,
        paymentIntentId: 'pi_1',
        metadata: { ...metadata, productId: 'price_lifetime' },
        amount: 9900,
        currency: 'eur',
        created: T0,
      }),
      T0,
    );
    expect(subscriptionPatchOf(event)).toMatchObject({
      key: 'pi_1',
      link: 'pi_1',
      uid: 'user-1',
      productId: 'price_lifetime',
      status: 'active',
      expiredAt: null,
    });
  });

  it('subscription events carry uid from metadata, the item price as productId and current_period_end as expiredAt', () => {
    expect(subscriptionPatchOf(created(T0, { cancelAtPeriodEnd: true }))).toMatchObject({
      uid: 'user-1',
      key: 'sub_1',
      productId: 'price_monthly',
      status: 'active',
      expiredAt: iso(T0 + 30 * DAY),
      cancelAtPeriodEnd: true,
    });
  });

  it('reads the pre-basil current_period_end on the subscription itself', () => {
    const object = subscriptionObject(sub()) as unknown as Record<string, unknown> & { items: { data: Array<Record<string, unknown>> } };
    delete object.items.data[0]!.current_period_end;
    object.current_period_end = T0 + 7 * DAY;
    expect(subscriptionPatchOf(stripeEvent('evt_x', 'customer.subscription.updated', object, T0))).toMatchObject({
      expiredAt: iso(T0 + 7 * DAY),
    });
  });

  it('invoice events name the subscription from parent.subscription_details', () => {
    expect(subscriptionPatchOf(invoicePaid(T0))).toMatchObject({
      key: 'sub_1',
      uid: 'user-1',
      status: 'active',
      extendTo: iso(T0 + 30 * DAY),
    });
    expect(subscriptionPatchOf(invoiceFailed(T0))).toMatchObject({ key: 'sub_1', status: 'past_due' });
  });

  it('a full refund ends a one-time purchase; a partial one changes nothing', () => {
    const charge = refundedChargeObject({
      id: 'ch_1',
      paymentIntentId: 'pi_1',
      customerId: 'cus_1',
      amount: 9900,
      currency: 'eur',
      metadata,
      created: T0,
    });
    expect(subscriptionPatchOf(stripeEvent('evt_r', 'charge.refunded', charge, T0))).toMatchObject({ key: 'pi_1', status: 'refunded' });
    expect(subscriptionPatchOf(stripeEvent('evt_r2', 'charge.refunded', { ...charge, refunded: false }, T0))).toBeNull();
  });

  it('ignores other event types and objects with malformed ids', () => {
    expect(subscriptionPatchOf(stripeEvent('evt_o', 'customer.created', { id: 'cus_1' }, T0))).toBeNull();
    expect(
      subscriptionPatchOf(stripeEvent('evt_m', 'customer.subscription.updated', { ...subscriptionObject(sub()), id: '../x' }, T0)),
    ).toBeNull();
    expect(
      subscriptionPatchOf(
        stripeEvent('evt_u', 'customer.subscription.updated', { ...subscriptionObject(sub()), metadata: { uid: 'a/b' } }, T0),
      ),
    ).toMatchObject({ uid: null });
  });
});

describe('mergeSubscription: the usual order', () => {
  it('checkout → created → invoice.paid gives an active subscription until the period end', () => {
    expect(replay([checkout(T0), created(T0), invoicePaid(T0)]).entry).toEqual({
      productId: 'price_monthly',
      expiredAt: iso(T0 + 30 * DAY),
      status: 'active',
      cancelAtPeriodEnd: false,
      version: T0,
      customerId: 'cus_1',
    });
  });

  it('checkout alone makes an incomplete entry (not active until the subscription events say so)', () => {
    expect(replay([checkout(T0)]).entry).toMatchObject({ status: 'incomplete', expiredAt: null, productId: 'price_monthly' });
  });

  it('renewal extends expiredAt; cancel at period end keeps it active; deletion ends it', () => {
    const renewed = T0 + 60 * DAY;
    const events = [
      checkout(T0),
      created(T0),
      invoicePaid(T0),
      invoicePaid(T0 + 30 * DAY, { periodStart: T0 + 30 * DAY, periodEnd: renewed }),
      updated(T0 + 31 * DAY, { periodStart: T0 + 30 * DAY, periodEnd: renewed, cancelAtPeriodEnd: true }),
    ];
    expect(replay(events).entry).toMatchObject({ status: 'active', expiredAt: iso(renewed), cancelAtPeriodEnd: true });
    expect(replay([...events, deleted(renewed, { periodEnd: renewed })]).entry).toMatchObject({
      status: 'canceled',
      expiredAt: iso(renewed),
      cancelAtPeriodEnd: false,
    });
  });

  it('a failed renewal makes it past_due; a later payment makes it active again', () => {
    const base = [created(T0), invoicePaid(T0)];
    expect(replay([...base, invoiceFailed(T0 + 30 * DAY)]).entry!.status).toBe('past_due');
    expect(replay([...base, invoiceFailed(T0 + 30 * DAY), invoicePaid(T0 + 31 * DAY, { periodEnd: T0 + 61 * DAY })]).entry).toMatchObject({
      status: 'active',
      expiredAt: iso(T0 + 61 * DAY),
    });
  });

  it('a plan change (another price on the same subscription) is reported once', () => {
    const result = replay([
      created(T0),
      invoicePaid(T0),
      updated(T0 + 5, { productId: 'price_yearly', plan: 'yearly', interval: 'year', periodEnd: T0 + 365 * DAY }),
    ]);
    expect(result.entry).toMatchObject({ productId: 'price_yearly', expiredAt: iso(T0 + 365 * DAY) });
    expect(result.planChanges).toBe(1);
    // The same product again is no change of plan.
    expect(replay([created(T0), updated(T0 + 5), updated(T0 + 6, { cancelAtPeriodEnd: true })]).planChanges).toBe(0);
  });
});

describe('mergeSubscription: out-of-order and duplicate events', () => {
  it('every order of checkout, created and invoice.paid ends in the same active entry', () => {
    const events = [checkout(T0), created(T0 + 1), invoicePaid(T0 + 2)];
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const results = orders.map((order) => replay(order.map((index) => events[index]!)).entry);
    for (const entry of results)
      expect(entry).toMatchObject({ status: 'active', expiredAt: iso(T0 + 30 * DAY), productId: 'price_monthly', customerId: 'cus_1' });
  });

  it('an older update delivered after a newer one changes nothing', () => {
    const newer = updated(T0 + 100, { cancelAtPeriodEnd: true });
    const older = updated(T0 + 50, { cancelAtPeriodEnd: false });
    expect(replay([created(T0), newer, older]).entry).toMatchObject({ cancelAtPeriodEnd: true, version: T0 + 100 });
  });

  it('a canceled subscription is never resurrected by an older update or payment delivered late', () => {
    const result = replay([created(T0), deleted(T0 + 30 * DAY), updated(T0 + 10), invoicePaid(T0 + 20, { periodEnd: T0 + 90 * DAY })]);
    expect(result.entry).toMatchObject({ status: 'canceled' });
    // Not even a newer non-terminal event (Stripe never reactivates a canceled subscription).
    expect(replay([created(T0), deleted(T0 + 10), updated(T0 + 20)]).entry!.status).toBe('canceled');
  });

  it('an older event still fills in a missing product id', () => {
    const invoiceWithoutProduct = stripeEvent(
      'evt_p',
      'invoice.paid',
      {
        ...invoiceObject(sub(), { id: 'in_9', number: 'A-9', paid: true, created: T0 + 9 }),
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: { uid: 'user-1' } } },
      },
      T0 + 9,
    );
    expect(replay([invoiceWithoutProduct, created(T0)]).entry).toMatchObject({ productId: 'price_monthly', status: 'active' });
  });

  it('a duplicate delivery reports no change the second time', () => {
    const patch = subscriptionPatchOf(updated(T0 + 5, { cancelAtPeriodEnd: true }))!;
    const first = mergeSubscription(replay([created(T0)]).entry, patch);
    expect(first.changed).toBe(true);
    const second = mergeSubscription(first.entry, patch);
    expect(second).toEqual({ entry: first.entry, changed: false, planChanged: false });
  });

  it('a plan change delivered twice notifies once', () => {
    const change = updated(T0 + 5, { productId: 'price_yearly' });
    expect(replay([created(T0), change, change]).planChanges).toBe(1);
  });
});

describe('invoice payments are linked for refunds (rules.ts rule 4)', () => {
  it('invoice.paid names its payment intent and the period it paid', () => {
    const event = invoicePaid(T0 + DAY);
    (event.data.object as unknown as Record<string, unknown>).payments = {
      data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_123' } }],
    };
    expect(subscriptionPatchOf(event)).toMatchObject({ key: 'sub_1', link: 'pi_123', linkPeriodEnd: iso(T0 + 30 * DAY) });
    expect(subscriptionPatchOf(invoicePaid(T0 + 2 * DAY))).not.toHaveProperty('link');
  });
});
