/**
 * The billing rules of issue 23 ("Money exactly once") as pure decisions, shared by both providers,
 * the webhook and the local control call; guards.ts enforces them under concurrency.
 * Design notes: docs/premium-and-billing.md "Notes from the source files".
 */

/** Accepted distance of a signature's timestamp from now, past or future, in seconds (Stripe's 5 minutes). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** How long a premium claim made at payment time counts without its subscription entry (a payment in progress), ms. */
export const PENDING_CLAIM_MS = 15 * 60 * 1000;

/** Statuses of a subscription whose renewal was not paid: it keeps its id, gives no access (Stripe `past_due`, `unpaid`). */
export const LAPSED_STATUSES: ReadonlySet<string> = new Set(['past_due', 'unpaid']);

/** What the rules need of a subscription entry (`users/{uid}.subscriptions.{key}`, SPEC §3). */
export interface EntryFacts {
  /** ISO 8601, or null = never ends (lifetime). */
  expiredAt: string | null;
  status: string;
}

/** A user's claim on Premium (guards.ts): which subscription key holds it, since when. */
export interface PremiumClaim {
  key: string;
  /** Epoch ms. */
  claimedAt: number;
  /** Given up (the payment it was made for did not happen). */
  released: boolean;
}

/** SPEC §3: an entry gives access when its status is `active` and it has not expired. */
export function givesAccess(entry: EntryFacts | undefined, now: number): boolean {
  if (!entry || entry.status !== 'active') return false;
  if (entry.expiredAt === null) return true;
  const end = Date.parse(entry.expiredAt);
  return Number.isFinite(end) && end > now;
}

/**
 * Whether a claim still holds Premium: not released, and its entry gives access — or there is no
 * entry yet, or only an `incomplete` one (checkout completed, subscription not yet active), and
 * the claim is younger than {@link PENDING_CLAIM_MS} (the payment is being made).
 */
export function claimHolds(claim: PremiumClaim, entry: EntryFacts | undefined, now: number): boolean {
  if (claim.released) return false;
  if (!entry || entry.status === 'incomplete') return now - claim.claimedAt < PENDING_CLAIM_MS;
  return givesAccess(entry, now);
}

/**
 * Rule 1 (one active Premium per user): the subscription key that stops `key` from becoming the
 * user's Premium, or null when nothing does. Another entry that gives access stops it, and so does
 * the latest claim when it is another key's and still holds ({@link claimHolds}).
 * @param key the subscription or payment about to give access (null: a checkout about to start)
 * @param entries the user's entries by key
 * @param latest the user's latest premium claim, if any
 * @param now epoch ms
 */
export function blocksNewPremium(
  key: string | null,
  entries: Readonly<Record<string, EntryFacts>>,
  latest: PremiumClaim | null,
  now: number,
): string | null {
  for (const [other, entry] of Object.entries(entries)) if (other !== key && givesAccess(entry, now)) return other;
  if (latest && latest.key !== key && claimHolds(latest, entries[latest.key], now)) return latest.key;
  return null;
}

/** Whether a status is lapsed (rule 3). */
export const isLapsed = (status: string): boolean => LAPSED_STATUSES.has(status);

/** How a plan change is made (rule 3). */
export interface PlanChangeTerms {
  /** The subscription is lapsed: the change waits for its invoice to be paid (Stripe pending update). */
  pending: boolean;
  /** An invoice is made now (a new billing interval, or any change of a lapsed subscription). */
  invoiceNow: boolean;
  /** Stripe `proration_behavior`. */
  prorationBehavior: 'always_invoice' | 'create_prorations';
}

/**
 * Rule 3: the terms of a plan change. Active: the change applies now; another interval starts a new
 * cycle, invoiced at once (charged to the card on file). Lapsed: the change is pending until its
 * invoice is paid; the subscription keeps its status (no access) until then.
 * @param input the subscription's status and billing intervals (`month` | `year`)
 */
export function planChangeTerms(input: { status: string; fromInterval: string; toInterval: string }): PlanChangeTerms {
  const pending = isLapsed(input.status);
  const newCycle = input.fromInterval !== input.toInterval;
  return { pending, invoiceNow: pending || newCycle, prorationBehavior: pending ? 'always_invoice' : 'create_prorations' };
}

/**
 * Rule 4: what a refund does to access.
 * @param input `full`: the whole amount was refunded; `currentPeriod`: the refunded payment paid the
 *   period the entry is in now (a one-time purchase always is)
 * @returns 'ends' (status `refunded`, final) or 'keeps'
 */
export function accessAfterRefund(input: { full: boolean; currentPeriod: boolean }): 'ends' | 'keeps' {
  return input.full && input.currentPeriod ? 'ends' : 'keeps';
}

/**
 * Rule 2: why a `t=…,v1=…` signature header's timestamp is refused, or null when it is within
 * ±{@link SIGNATURE_TOLERANCE_SECONDS} of `nowSeconds`.
 * @param header the `Stripe-Signature` header
 * @param nowSeconds Unix seconds
 */
export function signatureTimeProblem(header: string, nowSeconds: number): 'missing' | 'too-old' | 'in-the-future' | null {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header);
  if (!match) return 'missing';
  const t = Number(match[1]);
  if (t < nowSeconds - SIGNATURE_TOLERANCE_SECONDS) return 'too-old';
  if (t > nowSeconds + SIGNATURE_TOLERANCE_SECONDS) return 'in-the-future';
  return null;
}

/**
 * The idempotency key of a Stripe call that creates something: the operation and what makes it
 * this operation (ids, never secrets). A retry of the same logical call sends the same key, so
 * Stripe makes the object once. Stripe allows 255 characters.
 */
export function idempotencyKey(operation: string, ...parts: Array<string | number>): string {
  return ['typeatlas', operation, ...parts].join(':').slice(0, 255);
}

/** A control call's nonce: 16–64 URL-safe characters (scripts/billing.ts sends a random UUID). */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
