/**
 * The Stripe provider (cloud mode): Checkout Sessions made on the server from the plan document
 * (`line_items[].price` = the plan's productId, never a client price), `client_reference_id` = uid
 * and `{ uid, productId, plan }` metadata on the session and on the subscription / payment intent
 * it creates, so every later event names the user; the Customer Portal for managing. State changes
 * arrive as webhook events (webhook.ts).
 */
import 'server-only';
import Stripe from 'stripe';
import { serverEnv } from '@/config/env';
import { BILLING_ROUTES, ROUTES } from '@/lib/routes';
import { planChangeRefused, type PaymentProvider } from './provider';

/**
 * A provider on a Stripe account.
 * @param secretKey `STRIPE_SECRET_KEY`
 */
export function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 8_000 });
  const site = () => serverEnv().siteUrl;
  return {
    kind: 'stripe',
    async createCheckout({ uid, email, plan, customerId }) {
      const metadata = { uid, productId: plan.productId, plan: plan.slug };
      const session = await stripe.checkout.sessions.create({
        mode: plan.interval === 'once' ? 'payment' : 'subscription',
        line_items: [{ price: plan.productId, quantity: 1 }],
        client_reference_id: uid,
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        metadata,
        ...(plan.interval === 'once' ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
        success_url: `${site()}${BILLING_ROUTES.success}?plan=${encodeURIComponent(plan.slug)}`,
        cancel_url: `${site()}${BILLING_ROUTES.cancel}?plan=${encodeURIComponent(plan.slug)}`,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return session.url;
    },
    async setCancelAtPeriodEnd({ key, cancel }) {
      await stripe.subscriptions.update(key, { cancel_at_period_end: cancel });
    },
    async changePlan({ uid, key, plan }) {
      if (plan.interval === 'once') throw planChangeRefused('A lifetime plan is bought at checkout, not switched to.');
      const subscription = await stripe.subscriptions.retrieve(key);
      const item = subscription.items.data[0];
      if (!item) throw planChangeRefused('This subscription has no plan to change.');
      await stripe.subscriptions.update(key, {
        items: [{ id: item.id, price: plan.productId }],
        proration_behavior: 'create_prorations',
        metadata: { uid, productId: plan.productId, plan: plan.slug },
      });
    },
    async portalUrl({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    async invoices({ customerId }) {
      if (!customerId) return [];
      const list = await stripe.invoices.list({ customer: customerId, limit: 12 });
      return list.data.map((invoice) => ({
        id: invoice.id ?? '',
        number: invoice.number ?? '',
        date: new Date(invoice.created * 1000).toISOString(),
        amount: invoice.amount_paid,
        currency: invoice.currency,
        status: invoice.status ?? '',
        url: invoice.hosted_invoice_url ?? null,
      }));
    },
  };
}

/** Where the portal returns to. */
export const PORTAL_RETURN_PATH = ROUTES.profileSettings;
