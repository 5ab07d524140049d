/**
 * The Stripe provider (cloud mode): Checkout Sessions made on the server from the plan document
 * (`line_items[].price` = the plan's productId, never a client price), `client_reference_id` = uid
 * and `{ uid, productId, plan }` metadata on the session and on the subscription / payment intent
 * it creates, so every later event names the user; the Customer Portal for managing. State changes
 * arrive as webhook events (webhook.ts).
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { serverEnv } from '@/config/env';
import { BILLING_ROUTES, ROUTES } from '@/lib/routes';
import { isOutage } from '../deadlines';
import { invoicePaymentIntent } from './events';
import { paymentsUnavailable } from './guards';
import { planChangeRefused, type PaymentProvider } from './provider';
import { idempotencyKey, planChangeTerms } from './rules';

/** Timeout of one Stripe request, ms, and retries of a failed one: worst case well inside the route's 10 s deadline. */
export const STRIPE_TIMEOUT_MS = 4_000;
export const STRIPE_NETWORK_RETRIES = 1;

/** Stripe error types meaning "not there right now" (rules.ts: payment provider unreachable → 503). */
const OUTAGE_TYPES: ReadonlySet<string> = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

/**
 * Runs one Stripe call; an unreachable, failing (5xx) or rate-limiting Stripe, or a timeout,
 * becomes the 503 of guards.ts `paymentsUnavailable` (with Retry-After), never a 500.
 */
async function stripeCall<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown };
    if ((typeof type === 'string' && OUTAGE_TYPES.has(type)) || (typeof statusCode === 'number' && statusCode >= 500) || isOutage(error)) {
      console.warn('[billing] Stripe unavailable:', error instanceof Error ? error.message.split('\n')[0] : String(error));
      throw paymentsUnavailable();
    }
    throw error;
  }
}

/**
 * A Checkout Session for `plan` (payment for a lifetime plan, else subscription), the plan in the
 * metadata of the session and of what it creates; returns its id and URL.
 * @throws Error when Stripe answers a session without a URL; StripeOutage (stripeCall) when unreachable
 */
async function createStripeCheckout(
  stripe: Stripe,
  { uid, email, plan, customerId }: Parameters<PaymentProvider['createCheckout']>[0],
): ReturnType<PaymentProvider['createCheckout']> {
  const metadata = { uid, productId: plan.productId, plan: plan.slug };
  const session = await stripeCall(() =>
    stripe.checkout.sessions.create(
      {
        mode: plan.interval === 'once' ? 'payment' : 'subscription',
        line_items: [{ price: plan.productId, quantity: 1 }],
        client_reference_id: uid,
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        metadata,
        ...(plan.interval === 'once' ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
        success_url: `${serverEnv().siteUrl}${BILLING_ROUTES.success}?plan=${encodeURIComponent(plan.slug)}`,
        cancel_url: `${serverEnv().siteUrl}${BILLING_ROUTES.cancel}?plan=${encodeURIComponent(plan.slug)}`,
      },
      { idempotencyKey: idempotencyKey('checkout', uid, plan.productId, randomUUID()) },
    ),
  );
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return { sessionId: session.id, url: session.url };
}

/**
 * Undoes a second Premium: a subscription (`sub_…`) is cancelled without proration and its paid
 * invoices refunded; a one-off payment (a PaymentIntent id) is refunded. Fixed idempotency keys: once only.
 */
async function refundStripeSecondPremium(
  stripe: Stripe,
  { uid, key }: Parameters<PaymentProvider['refundSecondPremium']>[0],
): Promise<void> {
  const metadata = { uid, reason: 'second-premium' };
  if (key.startsWith('sub_')) {
    await stripeCall(() =>
      stripe.subscriptions.cancel(key, { prorate: false }, { idempotencyKey: idempotencyKey('cancel-second-premium', key) }),
    );
    const invoices = await stripeCall(() =>
      stripe.invoices.list({ subscription: key, status: 'paid', limit: 10, expand: ['data.payments'] }),
    );
    for (const invoice of invoices.data) {
      for (const payment of invoice.payments?.data ?? []) {
        const intent = payment.payment?.payment_intent;
        const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
        if (paymentIntent)
          await stripeCall(() =>
            stripe.refunds.create(
              { payment_intent: paymentIntent, reason: 'duplicate', metadata },
              { idempotencyKey: idempotencyKey('refund-second-premium', paymentIntent) },
            ),
          );
      }
    }
    return;
  }
  await stripeCall(() =>
    stripe.refunds.create(
      { payment_intent: key, reason: 'duplicate', metadata },
      { idempotencyKey: idempotencyKey('refund-second-premium', key) },
    ),
  );
}

/**
 * Moves subscription `key` to `plan` (rules.ts planChangeTerms decides the proration); the change
 * applies once its invoice is paid.
 * @throws planChangeRefused for a lifetime plan or a subscription without an item
 */
async function changeStripePlan(stripe: Stripe, { uid, key, plan }: Parameters<PaymentProvider['changePlan']>[0]): Promise<void> {
  if (plan.interval === 'once') throw planChangeRefused('A lifetime plan is bought at checkout, not switched to.');
  const subscription = await stripeCall(() => stripe.subscriptions.retrieve(key));
  const item = subscription.items.data[0];
  if (!item) throw planChangeRefused('This subscription has no plan to change.');
  const terms = planChangeTerms({
    status: subscription.status,
    fromInterval: item.price?.recurring?.interval ?? '',
    toInterval: plan.interval,
  });
  await stripeCall(() =>
    stripe.subscriptions.update(
      key,
      {
        items: [{ id: item.id, price: plan.productId }],
        proration_behavior: terms.prorationBehavior,
        // The change applies only once its invoice is paid (a lapsed subscription stays without access until then).
        payment_behavior: 'pending_if_incomplete',
        metadata: { uid, productId: plan.productId, plan: plan.slug },
      },
      { idempotencyKey: idempotencyKey('change-plan', key, plan.productId, randomUUID()) },
    ),
  );
}

/**
 * A provider on a Stripe account. Every call that creates something carries an idempotency key
 * (rules.ts `idempotencyKey`): a random one per logical call where the call may rightly be made
 * again (a checkout, a plan change, a portal session), a fixed one where it must happen once (the
 * cancel and refund of a second Premium).
 * @param secretKey `STRIPE_SECRET_KEY`
 * @param options tests only: `httpClient`, a fake Stripe at the HTTP layer (`Stripe.createFetchHttpClient`); `timeoutMs`
 */
export function stripeProvider(secretKey: string, options: { httpClient?: Stripe.HttpClient; timeoutMs?: number } = {}): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const once = () => randomUUID();
  return {
    kind: 'stripe',
    createCheckout: (args) => createStripeCheckout(stripe, args),
    async expireCheckout(sessionId) {
      try {
        await stripeCall(() => stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: idempotencyKey('expire', sessionId) }));
      } catch (error) {
        // A session that is no longer open (paid or expired meanwhile) cannot expire: nothing to do.
        if ((error as { type?: unknown })?.type !== 'StripeInvalidRequestError') throw error;
      }
    },
    refundSecondPremium: (args) => refundStripeSecondPremium(stripe, args),
    async setCancelAtPeriodEnd({ key, cancel }) {
      await stripeCall(() =>
        stripe.subscriptions.update(
          key,
          { cancel_at_period_end: cancel },
          { idempotencyKey: idempotencyKey('cancel-at-period-end', key, String(cancel), once()) },
        ),
      );
    },
    changePlan: (args) => changeStripePlan(stripe, args),
    async portalUrl({ customerId, returnUrl }) {
      const session = await stripeCall(() =>
        stripe.billingPortal.sessions.create(
          { customer: customerId, return_url: returnUrl },
          { idempotencyKey: idempotencyKey('portal', customerId, once()) },
        ),
      );
      return session.url;
    },
    async completeEvent(event) {
      if (event.type !== 'invoice.paid') return event;
      const invoice = event.data.object;
      if (!invoice.id || invoicePaymentIntent(invoice)) return event;
      const id = invoice.id;
      const fetched = await stripeCall(() => stripe.invoices.retrieve(id, { expand: ['payments'] }));
      // Only the missing fact is added: the rest stays the event's own snapshot.
      return { ...event, data: { ...event.data, object: { ...invoice, payments: fetched.payments } } } as Stripe.Event;
    },
    async invoices({ customerId }) {
      if (!customerId) return [];
      const list = await stripeCall(() => stripe.invoices.list({ customer: customerId, limit: 12 }));
      return list.data.map((invoice) => ({
        id: invoice.id ?? '',
        number: invoice.number ?? '',
        date: new Date(invoice.created * 1000).toISOString(),
        amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        status: invoice.status ?? '',
        url: invoice.hosted_invoice_url ?? null,
      }));
    },
  };
}

/** Where the portal returns to. */
export const PORTAL_RETURN_PATH = ROUTES.profileSettings;
