/**
 * The payment-provider interface (ARCHITECTURE "Premium"): checkout, cancel at period end, change
 * of plan, the customer portal and invoices. Two implementations, chosen by the typed config
 * (`BILLING_PROVIDER`): Stripe (cloud, stripe-provider.ts) and the local provider (embedded,
 * local-provider.ts). Neither changes a subscription directly: Stripe sends its webhook events, the
 * local provider delivers Stripe-format signed events to the same webhook handler.
 */
import 'server-only';
import type Stripe from 'stripe';
import { serverEnv } from '@/config/env';
import { ApiError } from '../http';

/** A plan as billing needs it (from the `plan` document; the price is never taken from the client). */
export interface BillingPlan {
  slug: string;
  title: string;
  /** The Stripe price id in cloud mode; any stable id in embedded mode. */
  productId: string;
  /** Price in minor units (cents). */
  amount: number;
  /** ISO 4217, lower-case (Stripe's form). */
  currency: string;
  /** `once` = a one-time purchase that never expires (lifetime). */
  interval: 'month' | 'year' | 'once';
}

/** An invoice as the settings list shows it. */
export interface InvoiceSummary {
  id: string;
  number: string;
  /** ISO 8601. */
  date: string;
  amount: number;
  currency: string;
  status: string;
  /** The provider's page of the invoice, when it has one. */
  url: string | null;
}

/** What every provider does. */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  /**
   * Starts a checkout for a signed-in user (the caller, handlers.ts, then expires the user's other
   * open checkouts with {@link PaymentProvider.expireCheckout}: rules.ts rule 1).
   * @returns the session id and the URL to send the browser to (absolute for Stripe, a site path for the local provider)
   * @throws ApiError 503 when the provider is unreachable or times out (guards.ts `paymentsUnavailable`)
   */
  createCheckout(input: {
    uid: string;
    email: string;
    plan: BillingPlan;
    customerId: string | null;
  }): Promise<{ sessionId: string; url: string }>;
  /** Expires an open checkout session so it can no longer be paid (a session already paid stays paid). */
  expireCheckout(sessionId: string): Promise<void>;
  /**
   * Cancels and fully refunds a second Premium the webhook refused to activate (rules.ts rule 1).
   * Idempotent (Stripe: idempotency keys per key): the webhook calls it again when a delivery is retried.
   */
  refundSecondPremium(input: { uid: string; key: string }): Promise<void>;
  /** Sets or clears cancel-at-period-end of the user's subscription `key`. */
  setCancelAtPeriodEnd(input: { uid: string; key: string; cancel: boolean }): Promise<void>;
  /**
   * Moves the user's subscription `key` to another recurring plan, on the terms of rules.ts
   * `planChangeTerms`: at once when it is active; a pending change with an invoice that must be
   * paid first when it is lapsed (`past_due`, `unpaid`) — the same for both providers.
   */
  changePlan(input: { uid: string; key: string; plan: BillingPlan }): Promise<void>;
  /** The customer portal's URL, or null when the provider has none (the local one: settings is the portal). */
  portalUrl(input: { customerId: string; returnUrl: string }): Promise<string | null>;
  /**
   * Fills in what a verified webhook event leaves out and the billing rules need: Stripe's
   * `invoice.paid` payloads carry no `payments` (which payment intent paid the invoice), without
   * which a later full refund of that period could not find the subscription (rules.ts rule 4).
   * @returns the event, or a copy whose `data.object` is the complete object
   * @throws ApiError 503 when the provider is unreachable (the webhook answers 503; Stripe retries)
   */
  completeEvent(event: Stripe.Event): Promise<Stripe.Event>;
  /** The customer's invoices, newest first (empty when the provider keeps none). */
  invoices(input: { uid: string; customerId: string | null }): Promise<InvoiceSummary[]>;
}

let cached: PaymentProvider | undefined;

/** The configured provider (memoised). */
export async function paymentProvider(): Promise<PaymentProvider> {
  if (cached) return cached;
  const billing = serverEnv().billing;
  if (billing.provider === 'stripe') {
    const { stripeProvider } = await import('./stripe-provider');
    cached = stripeProvider(billing.secretKey);
  } else {
    const { localProvider } = await import('./local-provider');
    cached = localProvider;
  }
  return cached;
}

/** SPEC §8 400 for a plan change the provider cannot make. */
export const planChangeRefused = (message: string) => new ApiError(400, message);
