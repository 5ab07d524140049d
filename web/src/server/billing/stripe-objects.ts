/**
 * Stripe-format objects and events made by the local payment provider (and the tests): the same
 * JSON shapes Stripe sends (API 2025-03-31 "basil" and later: the billing period on the
 * subscription item, an invoice's subscription under `parent.subscription_details`), so the local
 * flow runs through exactly the webhook code Stripe's deliveries do. Pure: no I/O.
 */
import type Stripe from 'stripe';

/** The API version the local events claim (the one the installed SDK is built for). */
export const LOCAL_API_VERSION = '2026-10-28.endive';

/** What a subscription of the local provider knows (its own record, like Stripe's database). */
export interface LocalSubscription {
  id: string;
  uid: string;
  customerId: string;
  /** The plan's product id (price id in Stripe terms) and slug. */
  productId: string;
  plan: string;
  status: 'active' | 'past_due' | 'canceled';
  /** Unix seconds. */
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  created: number;
  endedAt: number | null;
  /** Price in minor units and ISO currency (lower-case, as Stripe writes it). */
  amount: number;
  currency: string;
  interval: 'month' | 'year';
}

/** Metadata the checkout puts on subscriptions and payments, so every later event names the user. */
export interface BillingMetadata extends Record<string, string> {
  uid: string;
  productId: string;
  plan: string;
}

/** A Stripe event around an object. */
export function stripeEvent<T extends Stripe.Event['type']>(
  id: string,
  type: T,
  object: unknown,
  created: number,
  previousAttributes?: Record<string, unknown>,
): Stripe.Event {
  return {
    id,
    object: 'event',
    api_version: LOCAL_API_VERSION,
    created,
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
}

/** A Stripe subscription object of a local subscription. */
export function subscriptionObject(subscription: LocalSubscription): Stripe.Subscription {
  const metadata: BillingMetadata = { uid: subscription.uid, productId: subscription.productId, plan: subscription.plan };
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
    created: subscription.created,
    ended_at: subscription.endedAt,
    livemode: false,
    metadata,
    currency: subscription.currency,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [
        {
          id: `si_${subscription.id.slice(4)}`,
          object: 'subscription_item',
          current_period_start: subscription.periodStart,
          current_period_end: subscription.periodEnd,
          quantity: 1,
          subscription: subscription.id,
          price: {
            id: subscription.productId,
            object: 'price',
            active: true,
            currency: subscription.currency,
            unit_amount: subscription.amount,
            type: 'recurring',
            recurring: { interval: subscription.interval, interval_count: 1, usage_type: 'licensed' },
            metadata: { plan: subscription.plan },
          },
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

/** A paid (or failed) invoice of one period of a local subscription. */
export function invoiceObject(
  subscription: LocalSubscription,
  input: { id: string; number: string; paid: boolean; created: number },
): Stripe.Invoice {
  const metadata: BillingMetadata = { uid: subscription.uid, productId: subscription.productId, plan: subscription.plan };
  return {
    id: input.id,
    object: 'invoice',
    number: input.number,
    customer: subscription.customerId,
    created: input.created,
    currency: subscription.currency,
    amount_due: subscription.amount,
    amount_paid: input.paid ? subscription.amount : 0,
    status: input.paid ? 'paid' : 'open',
    hosted_invoice_url: null,
    invoice_pdf: null,
    livemode: false,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata } },
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${input.id}/lines`,
      data: [
        {
          id: `il_${input.id.slice(3)}`,
          object: 'line_item',
          amount: subscription.amount,
          currency: subscription.currency,
          period: { start: subscription.periodStart, end: subscription.periodEnd },
          pricing: { price_details: { price: subscription.productId } },
        },
      ],
    },
  } as unknown as Stripe.Invoice;
}

/** A completed Checkout Session (subscription mode names the subscription; payment mode the payment intent). */
export function checkoutSessionObject(input: {
  id: string;
  uid: string;
  customerId: string;
  mode: 'subscription' | 'payment';
  subscriptionId: string | null;
  paymentIntentId: string | null;
  metadata: BillingMetadata;
  amount: number;
  currency: string;
  created: number;
}): Stripe.Checkout.Session {
  return {
    id: input.id,
    object: 'checkout.session',
    mode: input.mode,
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: input.uid,
    customer: input.customerId,
    subscription: input.subscriptionId,
    payment_intent: input.paymentIntentId,
    metadata: input.metadata,
    amount_total: input.amount,
    currency: input.currency,
    created: input.created,
    livemode: false,
  } as unknown as Stripe.Checkout.Session;
}

/** A fully refunded charge of a one-time payment. */
export function refundedChargeObject(input: {
  id: string;
  paymentIntentId: string;
  customerId: string;
  amount: number;
  currency: string;
  metadata: BillingMetadata;
  created: number;
}): Stripe.Charge {
  return {
    id: input.id,
    object: 'charge',
    amount: input.amount,
    amount_refunded: input.amount,
    currency: input.currency,
    customer: input.customerId,
    payment_intent: input.paymentIntentId,
    refunded: true,
    paid: true,
    status: 'succeeded',
    metadata: input.metadata,
    created: input.created,
    livemode: false,
  } as unknown as Stripe.Charge;
}
