import type Stripe from 'stripe';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  create: vi.fn(),
  update: vi.fn(),
  retrieve: vi.fn(),
  portal: vi.fn(),
  invoices: vi.fn(),
  invoice: vi.fn(),
}));

vi.mock('stripe', () => ({
  default: class FakeStripe {
    checkout = { sessions: { create: calls.create } };
    subscriptions = { update: calls.update, retrieve: calls.retrieve };
    billingPortal = { sessions: { create: calls.portal } };
    invoices = { list: calls.invoices, retrieve: calls.invoice };
  },
}));

const { stripeProvider } = await import('./stripe-provider');
const MONTHLY = { slug: 'monthly', title: 'Monthly', productId: 'price_123', amount: 699, currency: 'usd', interval: 'month' as const };
const LIFETIME = { ...MONTHLY, slug: 'lifetime', productId: 'price_life', interval: 'once' as const };

describe('stripeProvider', () => {
  beforeEach(() => vi.clearAllMocks());

  it("completes an invoice.paid payload with the invoice's payments (Stripe leaves them out), once", async () => {
    const provider = stripeProvider('sk_test_x');
    const bare = {
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: { id: 'in_1', object: 'invoice' } },
    } as unknown as Stripe.Event;
    const full = {
      id: 'in_1',
      object: 'invoice',
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_1' } }] },
    };
    calls.invoice.mockResolvedValue(full);
    const completed = await provider.completeEvent(bare);
    expect(calls.invoice).toHaveBeenCalledWith('in_1', { expand: ['payments'] });
    expect(completed.data.object).toEqual({ id: 'in_1', object: 'invoice', payments: full.payments });
    expect(completed.id).toBe('evt_1');
    // Already complete, or another type: no call.
    calls.invoice.mockClear();
    expect(await provider.completeEvent(completed)).toBe(completed);
    const other = { ...bare, type: 'invoice.payment_failed' } as unknown as Stripe.Event;
    expect(await provider.completeEvent(other)).toBe(other);
    expect(calls.invoice).not.toHaveBeenCalled();
  });

  it('creates a subscription Checkout Session from the plan document, with uid as client_reference_id and metadata', async () => {
    calls.create.mockResolvedValue({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const created = await stripeProvider('sk_test_x').createCheckout({ uid: 'user-1', email: 'a@b.c', plan: MONTHLY, customerId: null });
    expect(created).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    // Every call that creates something carries an idempotency key (rules.ts).
    expect(calls.create.mock.calls[0]![1]).toEqual({ idempotencyKey: expect.stringMatching(/^typeatlas:checkout:user-1:price_123:/) });
    const params = calls.create.mock.calls[0]![0];
    expect(params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_123', quantity: 1 }],
      client_reference_id: 'user-1',
      customer_email: 'a@b.c',
      subscription_data: { metadata: { uid: 'user-1', productId: 'price_123', plan: 'monthly' } },
    });
    expect(params.success_url).toMatch(/\/billing\/success\?plan=monthly$/);
    expect(params.cancel_url).toMatch(/\/billing\/cancel\?plan=monthly$/);
    expect(JSON.stringify(params)).not.toContain('699'); // the amount lives in Stripe's price, never sent
  });

  it('a lifetime plan is a one-time payment; a known customer is reused', async () => {
    calls.create.mockResolvedValue({ id: 'cs_x', url: 'https://checkout.stripe.com/x' });
    await stripeProvider('sk_test_x').createCheckout({ uid: 'user-1', email: 'a@b.c', plan: LIFETIME, customerId: 'cus_1' });
    expect(calls.create.mock.calls[0]![0]).toMatchObject({
      mode: 'payment',
      customer: 'cus_1',
      payment_intent_data: { metadata: { uid: 'user-1', productId: 'price_life' } },
    });
    expect(calls.create.mock.calls[0]![0]).not.toHaveProperty('customer_email');
  });

  it('cancel at period end and change plan update the subscription', async () => {
    const provider = stripeProvider('sk_test_x');
    await provider.setCancelAtPeriodEnd({ uid: 'user-1', key: 'sub_1', cancel: true });
    expect(calls.update).toHaveBeenCalledWith('sub_1', { cancel_at_period_end: true }, { idempotencyKey: expect.any(String) });
    calls.retrieve.mockResolvedValue({ status: 'active', items: { data: [{ id: 'si_1', price: { recurring: { interval: 'month' } } }] } });
    await provider.changePlan({
      uid: 'user-1',
      key: 'sub_1',
      plan: { ...MONTHLY, slug: 'yearly', productId: 'price_year', interval: 'year' },
    });
    expect(calls.update).toHaveBeenLastCalledWith(
      'sub_1',
      expect.objectContaining({
        items: [{ id: 'si_1', price: 'price_year' }],
        proration_behavior: 'create_prorations',
        payment_behavior: 'pending_if_incomplete',
      }),
      { idempotencyKey: expect.stringMatching(/^typeatlas:change-plan:sub_1:price_year:/) },
    );
    // Lapsed (rules.ts rule 3): invoiced now, applied only when paid.
    calls.retrieve.mockResolvedValue({
      status: 'past_due',
      items: { data: [{ id: 'si_1', price: { recurring: { interval: 'month' } } }] },
    });
    await provider.changePlan({ uid: 'user-1', key: 'sub_1', plan: { ...MONTHLY, slug: 'monthly-plus', productId: 'price_plus' } });
    expect(calls.update).toHaveBeenLastCalledWith(
      'sub_1',
      expect.objectContaining({ proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' }),
      expect.anything(),
    );
    await expect(provider.changePlan({ uid: 'user-1', key: 'sub_1', plan: LIFETIME })).rejects.toMatchObject({ status: 400 });
  });
});
