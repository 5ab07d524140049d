/**
 * Stripe event → subscription mapping (issue 11; SPEC §3). Pure: the webhook verifies the signature,
 * then applies subscriptionPatchOf and mergeSubscription in one Firestore transaction.
 * Design notes: docs/premium-and-billing.md "Notes from the source files".
 */
import type Stripe from 'stripe';

/** Statuses that never change again (Stripe: a canceled subscription stays canceled; a new one has a new id). */
export const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'refunded', 'incomplete_expired']);

/** The event types the webhook maps; every other verified event is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
] as const;

/** An entry of `users/{uid}.subscriptions` as stored (SPEC §3 fields plus the bookkeeping). */
export interface BillingEntry {
  /** SPEC §3: the plan's product id (the Stripe price id in cloud mode). */
  productId: string;
  /** SPEC §3: end of the paid period, ISO 8601; null = never expires (lifetime). */
  expiredAt: string | null;
  /** SPEC §3: the provider's status (`active`, `past_due`, `canceled`, `refunded`, `incomplete`, …). */
  status: string;
  /** The subscription ends at `expiredAt` instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** `created` (Unix seconds) of the newest event applied. */
  version: number;
  /** The provider's customer id, when known. */
  customerId: string | null;
}

/** What one verified event says about one subscription entry. */
export interface SubscriptionPatch {
  /** The event type, for logs and the plan-change rule. */
  type: (typeof HANDLED_EVENT_TYPES)[number];
  /** The user; null when the event does not carry it (a refund: resolved through `link`). */
  uid: string | null;
  /** The entry key: the provider's subscription id, or the payment intent id of a one-time purchase. */
  key: string;
  /** The event's `created`, Unix seconds. */
  at: number;
  productId?: string;
  status?: string;
  /** Sets expiredAt (null = never). */
  expiredAt?: string | null;
  /** Extends expiredAt to at least this (invoice.paid). */
  extendTo?: string;
  cancelAtPeriodEnd?: boolean;
  customerId?: string | null;
  /** Another id that names this entry (a one-time purchase's or a paid invoice's payment intent): stored so refunds find it. */
  link?: string;
  /** The end of the period the `link` payment paid (ISO; absent for a one-time purchase): a refund of it ends access only while that period is the current one (rules.ts `accessAfterRefund`). */
  linkPeriodEnd?: string;
}

/** The result of {@link mergeSubscription}. */
export interface MergeResult {
  /** The entry after the patch (the same object when nothing changed). */
  entry: BillingEntry;
  /** Whether the stored entry must be written. */
  changed: boolean;
  /** The patch moved an existing subscription to another product (SPEC §3 `change-rate` notification). */
  planChanged: boolean;
}

const KEY = /^[A-Za-z0-9_-]{1,128}$/;
const UID = /^[A-Za-z0-9_-]{1,128}$/;

const idOf = (value: unknown): string | null => {
  const id =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
        ? (value as { id: string }).id
        : null;
  return id && KEY.test(id) ? id : null;
};
const uidOf = (value: unknown): string | null => (typeof value === 'string' && UID.test(value) ? value : null);
/** Unix seconds → ISO; null for anything else or outside Firestore's Timestamp range (year 9999). */
const isoOf = (seconds: unknown): string | null =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 && seconds < 253_402_300_799
    ? new Date(seconds * 1000).toISOString()
    : null;
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

/** The first item's price id and period end of a subscription (basil+: on the item; older: on the subscription). */
function subscriptionFacts(subscription: Stripe.Subscription): { productId?: string; periodEnd: string | null } {
  const items: unknown = subscription.items?.data;
  const item = Array.isArray(items) ? (items[0] as Stripe.SubscriptionItem | undefined) : undefined;
  const productId = textOf(item?.price?.id);
  const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return { productId, periodEnd: isoOf(item?.current_period_end ?? legacyEnd) };
}

/** The subscription id and its metadata as an invoice names them (basil+ `parent`, older top-level `subscription`). */
function invoiceSubscription(invoice: Stripe.Invoice): { key: string | null; uid: string | null; productId?: string } {
  const details = invoice.parent?.subscription_details;
  const legacy = (invoice as unknown as { subscription?: unknown; subscription_details?: { metadata?: Record<string, string> } })
    .subscription;
  const metadata =
    details?.metadata ??
    (invoice as unknown as { subscription_details?: { metadata?: Record<string, string> } }).subscription_details?.metadata ??
    {};
  return { key: idOf(details?.subscription ?? legacy), uid: uidOf(metadata.uid), productId: textOf(metadata.productId) };
}

/** The latest period end among an invoice's lines, ISO. */
/**
 * The payment intent that paid an invoice (basil+: `payments.data[].payment.payment_intent`; older:
 * `payment_intent`). Webhook payloads leave `payments` out (an includable property): the Stripe
 * provider's `completeEvent` fetches the invoice when this is null for `invoice.paid`.
 */
export function invoicePaymentIntent(invoice: Stripe.Invoice): string | null {
  const payments: unknown = (invoice as unknown as { payments?: { data?: unknown } }).payments?.data;
  for (const payment of Array.isArray(payments) ? payments : []) {
    const id = idOf((payment as { payment?: { payment_intent?: unknown } })?.payment?.payment_intent);
    if (id) return id;
  }
  return idOf((invoice as unknown as { payment_intent?: unknown }).payment_intent);
}

function invoicePeriodEnd(invoice: Stripe.Invoice): string | null {
  const lines: unknown = invoice.lines?.data;
  const ends = (Array.isArray(lines) ? (lines as Stripe.InvoiceLineItem[]) : [])
    .map((line) => line?.period?.end)
    .filter((end): end is number => typeof end === 'number' && Number.isFinite(end));
  return ends.length > 0 ? isoOf(Math.max(...ends)) : null;
}

/**
 * What a verified Stripe event says about a subscription entry.
 * @param event a Stripe event (as `stripe.webhooks.constructEvent` returns it)
 * @returns the patch, or null for events that change no subscription (other types, malformed or
 *   foreign objects, partial refunds)
 */
export function subscriptionPatchOf(event: Stripe.Event): SubscriptionPatch | null {
  const at = typeof event.created === 'number' ? event.created : 0;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const uid = uidOf(session.client_reference_id);
      const productId = textOf(session.metadata?.productId);
      const customerId = idOf(session.customer);
      if (session.mode === 'subscription') {
        const key = idOf(session.subscription);
        return key ? { type: event.type, uid, key, at, productId, customerId } : null;
      }
      if (session.mode === 'payment') {
        const key = idOf(session.payment_intent);
        if (!key) return null;
        const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
        return { type: event.type, uid, key, at, productId, customerId, link: key, ...(paid ? { status: 'active', expiredAt: null } : {}) };
      }
      return null;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const key = idOf(subscription.id);
      if (!key) return null;
      const { productId, periodEnd } = subscriptionFacts(subscription);
      const deleted = event.type === 'customer.subscription.deleted';
      const endedAt = isoOf(subscription.ended_at);
      return {
        type: event.type,
        uid: uidOf(subscription.metadata?.uid),
        key,
        at,
        productId,
        status: deleted ? 'canceled' : textOf(subscription.status),
        expiredAt: deleted ? (endedAt ?? periodEnd) : periodEnd,
        cancelAtPeriodEnd: deleted ? false : subscription.cancel_at_period_end === true,
        customerId: idOf(subscription.customer),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const { key, uid, productId } = invoiceSubscription(invoice);
      if (!key) return null;
      if (event.type === 'invoice.payment_failed')
        return { type: event.type, uid, key, at, status: 'past_due', customerId: idOf(invoice.customer) };
      const end = invoicePeriodEnd(invoice);
      const paymentIntent = invoicePaymentIntent(invoice);
      return {
        type: event.type,
        uid,
        key,
        at,
        productId,
        status: 'active',
        ...(end ? { extendTo: end } : {}),
        customerId: idOf(invoice.customer),
        ...(paymentIntent ? { link: paymentIntent, ...(end ? { linkPeriodEnd: end } : {}) } : {}),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const key = idOf(charge.payment_intent);
      if (!key || charge.refunded !== true) return null; // partial refunds keep access
      return { type: event.type, uid: uidOf(charge.metadata?.uid), key, at, status: 'refunded' };
    }
    default:
      return null;
  }
}

/**
 * Applies a patch to the stored entry (see the file header for the ordering rules).
 * @param existing the stored entry, or undefined when the user has none under `patch.key`
 * @param patch from {@link subscriptionPatchOf}
 */
export function mergeSubscription(existing: BillingEntry | undefined, patch: SubscriptionPatch): MergeResult {
  if (!existing) {
    const entry: BillingEntry = {
      productId: patch.productId ?? '',
      expiredAt: patch.expiredAt !== undefined ? patch.expiredAt : (patch.extendTo ?? null),
      status: patch.status ?? 'incomplete',
      cancelAtPeriodEnd: patch.cancelAtPeriodEnd ?? false,
      version: patch.at,
      customerId: patch.customerId ?? null,
    };
    return { entry, changed: true, planChanged: false };
  }
  const terminalPatch = patch.status !== undefined && TERMINAL_STATUSES.has(patch.status);
  const stale = patch.at < existing.version || (TERMINAL_STATUSES.has(existing.status) && !terminalPatch);
  if (stale) {
    // An older event may still name the product of an entry made without one.
    if (!existing.productId && patch.productId)
      return { entry: { ...existing, productId: patch.productId }, changed: true, planChanged: false };
    return { entry: existing, changed: false, planChanged: false };
  }
  const expiredAt =
    patch.expiredAt !== undefined ? patch.expiredAt : patch.extendTo ? laterOf(existing.expiredAt, patch.extendTo) : existing.expiredAt;
  const next: BillingEntry = {
    productId: patch.productId ?? existing.productId,
    expiredAt,
    status: patch.status ?? existing.status,
    cancelAtPeriodEnd: patch.cancelAtPeriodEnd ?? existing.cancelAtPeriodEnd,
    version: Math.max(existing.version, patch.at),
    customerId: patch.customerId ?? existing.customerId,
  };
  const planChanged =
    patch.type === 'customer.subscription.updated' &&
    existing.productId !== '' &&
    patch.productId !== undefined &&
    patch.productId !== existing.productId;
  const changed = (Object.keys(next) as Array<keyof BillingEntry>).some((field) => next[field] !== existing[field]);
  return { entry: changed ? next : existing, changed, planChanged };
}

/**
 * The later of two ISO times. Only subscriptions are extended (invoice.paid), and a subscription's
 * entry without an end is one whose period is not known yet (made by checkout.session.completed).
 */
function laterOf(current: string | null, extendTo: string): string {
  if (current === null) return extendTo;
  return Date.parse(current) >= Date.parse(extendTo) ? current : extendTo;
}
