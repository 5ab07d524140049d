/**
 * A fake Stripe API at the HTTP layer, for the Stripe provider's contract and race tests: the real
 * SDK (`stripe` npm package) talks to it through `Stripe.createFetchHttpClient(fake.fetch)`, so the
 * requests are the SDK's own (form-encoded bodies, Idempotency-Key headers, retries, timeouts).
 * It keeps subscriptions and invoices like Stripe and queues the webhook events Stripe would send
 * (built with stripe-objects.ts); the test delivers them, signed, to the webhook.
 *
 * Modelled behaviour (Stripe docs "Pending updates"): an update that needs an invoice is charged to
 * the card on file (`cardWorks`); with `payment_behavior=pending_if_incomplete` a failed charge
 * leaves the change in `pending_update` and the invoice open; without it (allow_incomplete) the
 * change applies at once and the subscription stays `past_due`. Idempotency keys are honoured:
 * a repeated key returns the first response without doing anything again.
 */
import Stripe from 'stripe';
import { invoiceObject, stripeEvent, subscriptionObject, type LocalSubscription } from '@/server/billing/stripe-objects';

const DAY = 86_400;
const periodOf = (interval: 'month' | 'year') => (interval === 'year' ? 365 : 30) * DAY;

interface FakeInvoice {
  id: string;
  subscription: string;
  customer: string;
  amount: number;
  currency: string;
  status: 'paid' | 'open';
  paymentIntent: string;
  created: number;
  periodStart: number;
  periodEnd: number;
}

type Pending = Pick<LocalSubscription, 'productId' | 'plan' | 'amount' | 'interval'> & { invoice: string };

/** One request the SDK made. */
export interface FakeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

/** What a price id means to the fake (the tests' plans). */
export type PriceBook = Record<string, { plan: string; amount: number; interval: 'month' | 'year' }>;

export class FakeStripe {
  readonly requests: FakeRequest[] = [];
  readonly events: Stripe.Event[] = [];
  readonly refunds: Array<{ paymentIntent: string; idempotencyKey: string | null }> = [];
  readonly subscriptions = new Map<string, LocalSubscription & { pending: Pending | null }>();
  readonly invoices: FakeInvoice[] = [];
  readonly expired = new Set<string>();
  /** 'down': every request fails to connect; 'hang': no answer (the SDK's timeout fires). */
  mode: 'up' | 'down' | 'hang' = 'up';
  /** Whether charges to the card on file succeed. */
  cardWorks = true;
  private counter = 0;
  private readonly replies = new Map<string, { status: number; body: unknown }>();

  constructor(private readonly prices: PriceBook) {}

  /** The SDK's HTTP client. */
  httpClient(): Stripe.HttpClient {
    return Stripe.createFetchHttpClient(this.fetch);
  }

  private nextId(prefix: string) {
    this.counter += 1;
    return `${prefix}_fake${Date.now().toString(36)}${this.counter}`;
  }

  private now() {
    return Math.floor(Date.now() / 1000);
  }

  private emit(type: Stripe.Event['type'], object: unknown, previous?: Record<string, unknown>) {
    this.events.push(stripeEvent(this.nextId('evt'), type, object, this.now(), previous));
  }

  /** Takes the queued events (the test delivers them to the webhook). */
  drain(): Stripe.Event[] {
    return this.events.splice(0, this.events.length);
  }

  private invoiceFor(subscription: LocalSubscription, paid: boolean): FakeInvoice {
    const at = this.now();
    const invoice: FakeInvoice = {
      id: this.nextId('in'),
      subscription: subscription.id,
      customer: subscription.customerId,
      amount: subscription.amount,
      currency: subscription.currency,
      status: paid ? 'paid' : 'open',
      paymentIntent: this.nextId('pi'),
      created: at,
      periodStart: subscription.periodStart,
      periodEnd: subscription.periodEnd,
    };
    this.invoices.push(invoice);
    return invoice;
  }

  private emitInvoice(subscription: LocalSubscription, invoice: FakeInvoice) {
    // Like Stripe's payloads: `payments` is an includable property, absent unless expanded, so the
    // webhook must fetch the invoice to learn which payment intent paid it (GET /v1/invoices/{id}).
    const object = invoiceObject(subscription, {
      id: invoice.id,
      number: invoice.id.toUpperCase(),
      paid: invoice.status === 'paid',
      created: invoice.created,
    }) as unknown as Record<string, unknown>;
    delete object.payments;
    this.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', object);
  }

  /** A paid subscription of a user, as a completed Checkout would make it (events queued); `startedAt` (Unix s) backdates it. */
  subscribe(uid: string, price: string, startedAt = this.now()): string {
    const known = this.prices[price]!;
    const at = startedAt;
    const subscription = {
      id: this.nextId('sub'),
      uid,
      customerId: `cus_fake_${uid.slice(0, 12)}`,
      productId: price,
      plan: known.plan,
      status: 'active' as const,
      periodStart: at,
      periodEnd: at + periodOf(known.interval),
      cancelAtPeriodEnd: false,
      created: at,
      endedAt: null,
      amount: known.amount,
      currency: 'usd',
      interval: known.interval,
      pending: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    this.emit('customer.subscription.created', subscriptionObject(subscription));
    this.emitInvoice(subscription, this.invoiceFor(subscription, true));
    return subscription.id;
  }

  /** The renewal charge fails: past_due, an open invoice (events queued). */
  failRenewal(id: string) {
    const subscription = this.subscriptions.get(id)!;
    subscription.status = 'past_due';
    this.emitInvoice(subscription, this.invoiceFor(subscription, false));
    this.emit('customer.subscription.updated', subscriptionObject(subscription));
  }

  /** The customer fixes the card and the open invoices are paid: a pending update applies (events queued). */
  payOpenInvoices(id: string) {
    this.cardWorks = true;
    const subscription = this.subscriptions.get(id)!;
    const previous = { items: { data: [{ price: { id: subscription.productId } }] } };
    const pending = subscription.pending;
    const at = this.now();
    if (pending)
      Object.assign(subscription, {
        productId: pending.productId,
        plan: pending.plan,
        amount: pending.amount,
        interval: pending.interval,
        pending: null,
      });
    Object.assign(subscription, { status: 'active', periodStart: at, periodEnd: at + periodOf(subscription.interval) });
    for (const invoice of this.invoices.filter((candidate) => candidate.subscription === id && candidate.status === 'open')) {
      Object.assign(invoice, {
        status: 'paid',
        periodStart: subscription.periodStart,
        periodEnd: subscription.periodEnd,
        amount: subscription.amount,
      });
      this.emitInvoice(subscription, invoice);
    }
    this.emit('customer.subscription.updated', subscriptionObject(subscription), pending ? previous : undefined);
  }

  private subscriptionJson(subscription: LocalSubscription & { pending: Pending | null }) {
    const object = subscriptionObject(subscription) as unknown as Record<string, unknown>;
    const latest = this.invoices.filter((invoice) => invoice.subscription === subscription.id).at(-1);
    return {
      ...object,
      latest_invoice: latest?.id ?? null,
      pending_update: subscription.pending ? { subscription_items: [{ price: { id: subscription.pending.productId } }] } : null,
    };
  }

  private invoiceJson(invoice: FakeInvoice, withPayments = true) {
    return {
      id: invoice.id,
      object: 'invoice',
      number: invoice.id.toUpperCase(),
      customer: invoice.customer,
      created: invoice.created,
      currency: invoice.currency,
      amount_due: invoice.amount,
      amount_paid: invoice.status === 'paid' ? invoice.amount : 0,
      status: invoice.status,
      hosted_invoice_url: null,
      ...(withPayments
        ? { payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: invoice.paymentIntent } }] } }
        : {}),
    };
  }

  private route(method: string, path: string, params: URLSearchParams): { status: number; body: unknown } {
    const error = (status: number, message: string, type = 'invalid_request_error') => ({ status, body: { error: { type, message } } });
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.nextId('cs_test');
      return { status: 200, body: { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open' } };
    }
    if (method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      if (this.expired.has(match[1]!)) return error(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
      this.expired.add(match[1]!);
      return { status: 200, body: { id: match[1], object: 'checkout.session', status: 'expired' } };
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = this.subscriptions.get(match[1]!);
      if (!subscription) return error(404, 'No such subscription');
      if (method === 'GET') return { status: 200, body: this.subscriptionJson(subscription) };
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') return error(400, 'This subscription is already canceled.');
        Object.assign(subscription, { status: 'canceled', endedAt: this.now(), pending: null });
        this.emit('customer.subscription.deleted', subscriptionObject(subscription));
        return { status: 200, body: this.subscriptionJson(subscription) };
      }
      if (method === 'POST') return { status: 200, body: this.update(subscription, params) };
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const customer = params.get('customer');
      const subscription = params.get('subscription');
      const status = params.get('status');
      const data = this.invoices
        .filter(
          (invoice) =>
            (!customer || invoice.customer === customer) &&
            (!subscription || invoice.subscription === subscription) &&
            (!status || invoice.status === status),
        )
        .reverse();
      return {
        status: 200,
        body: { object: 'list', data: data.map((invoice) => this.invoiceJson(invoice)), has_more: false, url: '/v1/invoices' },
      };
    }
    if (method === 'GET' && (match = /^\/v1\/invoices\/([^/]+)$/.exec(path))) {
      const invoice = this.invoices.find((candidate) => candidate.id === match![1]);
      if (!invoice) return error(404, `No such invoice: '${match[1]}'`);
      return {
        status: 200,
        body: this.invoiceJson(
          invoice,
          [...params].some(([name, value]) => /^expand\[\d*\]$/.test(name) && value === 'payments'),
        ),
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = params.get('payment_intent') ?? '';
      this.refunds.push({ paymentIntent, idempotencyKey: null });
      return { status: 200, body: { id: this.nextId('re'), object: 'refund', payment_intent: paymentIntent, status: 'succeeded' } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions')
      return {
        status: 200,
        body: { id: this.nextId('bps'), object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test' },
      };
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  private update(subscription: LocalSubscription & { pending: Pending | null }, params: URLSearchParams) {
    if (params.has('cancel_at_period_end')) {
      subscription.cancelAtPeriodEnd = params.get('cancel_at_period_end') === 'true';
      this.emit('customer.subscription.updated', subscriptionObject(subscription));
    }
    const price = params.get('items[0][price]');
    if (price) {
      const known = this.prices[price]!;
      const previous = { items: { data: [{ price: { id: subscription.productId } }] } };
      const invoiceNow = params.get('proration_behavior') === 'always_invoice' || known.interval !== subscription.interval;
      const next = { productId: price, plan: known.plan, amount: known.amount, interval: known.interval };
      const pendingIfIncomplete = params.get('payment_behavior') === 'pending_if_incomplete';
      const at = this.now();
      if (invoiceNow && !this.cardWorks && pendingIfIncomplete) {
        const invoice = this.invoiceFor({ ...subscription, ...next, periodStart: at, periodEnd: at + periodOf(known.interval) }, false);
        subscription.pending = { ...next, invoice: invoice.id };
        this.emitInvoice({ ...subscription, ...next }, invoice);
      } else {
        Object.assign(subscription, next);
        if (invoiceNow) {
          Object.assign(subscription, { periodStart: at, periodEnd: at + periodOf(known.interval) });
          if (this.cardWorks) subscription.status = 'active';
          this.emit('customer.subscription.updated', subscriptionObject(subscription), previous);
          this.emitInvoice(subscription, this.invoiceFor(subscription, this.cardWorks));
        } else {
          this.emit('customer.subscription.updated', subscriptionObject(subscription), previous);
        }
      }
    }
    return this.subscriptionJson(subscription);
  }

  /** The fetch the SDK's FetchHttpClient calls. */
  readonly fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const target = new URL(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const params =
      method === 'GET' || method === 'DELETE' ? target.searchParams : new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const idempotencyKey = headers.get('idempotency-key');
    this.requests.push({ method, path: target.pathname, params, idempotencyKey });
    if (target.pathname.startsWith('/v1/invoices/')) console.error('FAKE', method, target.href);
    if (this.mode === 'down')
      throw Object.assign(new TypeError('fetch failed'), {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' }),
      });
    if (this.mode === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(Object.assign(new Error('The operation was aborted'), { name: 'AbortError' })),
        );
      });
    }
    const cacheKey = idempotencyKey ? `${method} ${target.pathname} ${idempotencyKey}` : null;
    const reply = (cacheKey && this.replies.get(cacheKey)) || this.route(method, target.pathname, params);
    if (cacheKey && !this.replies.has(cacheKey)) {
      this.replies.set(cacheKey, reply);
      const refund = this.refunds.at(-1);
      if (target.pathname === '/v1/refunds' && refund && refund.idempotencyKey === null) refund.idempotencyKey = idempotencyKey;
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${this.counter}` },
    });
  };
}
