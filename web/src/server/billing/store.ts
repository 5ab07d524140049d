/**
 * Billing state in Firestore: the processed webhook events (idempotency by event id), the links
 * from a one-time payment to its entry (so a refund finds the user) and the subscription entries in
 * `users/{uid}.subscriptions.{key}` (SPEC §3: productId, expiredAt, status — plus cancelAtPeriodEnd,
 * version and customerId, which the `user` cookie never holds: lib/session-user.ts keeps only
 * expiredAt and status). Only the verified webhook writes subscriptions (webhook.ts).
 */
import 'server-only';
import { FieldPath, Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { NOTIFICATION_TITLES } from '@/lib/notifications';
import { ROUTES } from '@/lib/routes';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';
import { NOTIFICATIONS_COLLECTION, notificationDocument } from '../repositories/notifications';
import { USERS_COLLECTION } from '../repositories/users';
import { mergeSubscription, subscriptionPatchOf, type BillingEntry, type SubscriptionPatch } from './events';
import { claimPremium } from './guards';
import { accessAfterRefund, givesAccess } from './rules';

/** Processed webhook events, by Stripe event id. */
export const BILLING_EVENTS_COLLECTION = 'billingEvents';
/** One-time payments (payment intent id) → `{ uid, key }`. */
export const BILLING_LINKS_COLLECTION = 'billingLinks';

/** What applying one verified event did. */
export type ApplyOutcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored' | 'unknown-user' | 'refused-second-premium';

/** A second Premium the webhook refused to activate (rules.ts rule 1): the provider cancels and refunds it. */
export interface SecondPremium {
  uid: string;
  /** The entry key of the refused purchase (subscription id or payment intent id). */
  key: string;
  /** The key that holds the user's Premium. */
  holder: string;
  /** The event that tried to activate it. */
  eventId: string;
}

/** Notification of a refused second Premium (fixed id per key: told once, however often the events arrive). */
export const secondPremiumNotificationId = (key: string) => `second-premium-${key}`;

function toEntry(raw: Record<string, unknown> | undefined): BillingEntry | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const expired = raw.expiredAt;
  const expiredAt =
    expired instanceof Timestamp
      ? expired.toDate().toISOString()
      : typeof expired === 'string' && !Number.isNaN(Date.parse(expired))
        ? new Date(expired).toISOString()
        : null;
  return {
    productId: String(raw.productId ?? ''),
    expiredAt,
    status: String(raw.status ?? ''),
    cancelAtPeriodEnd: raw.cancelAtPeriodEnd === true,
    version: typeof raw.version === 'number' ? raw.version : 0,
    customerId: typeof raw.customerId === 'string' ? raw.customerId : null,
  };
}

function fromEntry(entry: BillingEntry): Record<string, unknown> {
  return { ...entry, expiredAt: entry.expiredAt === null ? null : Timestamp.fromDate(new Date(entry.expiredAt)) };
}

function entriesOf(raw: unknown): Record<string, BillingEntry> {
  const entries: Record<string, BillingEntry> = {};
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, Record<string, unknown>>)) {
    const entry = toEntry(value);
    if (entry) entries[key] = entry;
  }
  return entries;
}

/** Who an event is about: the user and the entry key (a payment's link names its entry), with the link's facts. */
interface Target {
  uid: string | null;
  key: string;
  /** The stored link of `patch.link ?? patch.key`, when there is one. */
  link: { uid: string; key: string; periodEnd: string | null } | null;
}

async function targetOf(patch: SubscriptionPatch, read: (ref: DocumentReference) => Promise<DocumentSnapshot>): Promise<Target> {
  const snapshot = await read(
    db()
      .collection(BILLING_LINKS_COLLECTION)
      .doc(patch.link ?? patch.key),
  );
  const link = snapshot.exists
    ? {
        uid: String(snapshot.get('uid') ?? ''),
        key: String(snapshot.get('key') ?? patch.key),
        periodEnd: (snapshot.get('periodEnd') as string | undefined) ?? null,
      }
    : null;
  // A refund names a payment: its entry is the one the payment was linked to.
  const key = patch.type === 'charge.refunded' && link ? link.key : patch.key;
  return { uid: patch.uid ?? (link?.uid || null), key, link };
}

/**
 * Rule 4 (rules.ts `accessAfterRefund`): a full refund ends access only when the refunded payment
 * paid the current period (a one-time purchase always does); otherwise the refund changes nothing.
 */
function refundEndsAccess(patch: SubscriptionPatch, target: Target, existing: BillingEntry | undefined): boolean {
  if (patch.type !== 'charge.refunded') return true;
  const periodEnd = target.link?.periodEnd ?? null;
  const currentPeriod =
    periodEnd === null || !existing || existing.expiredAt === null || Date.parse(periodEnd) >= Date.parse(existing.expiredAt);
  return accessAfterRefund({ full: true, currentPeriod }) === 'ends';
}

/**
 * Rule 1 at payment time, before the transaction: when the event would make an entry give access
 * that did not, the entry's key must hold the user's Premium (guards.ts `claimPremium`). Reads
 * outside the transaction; the claim itself is a `create()` with a fixed id.
 * @returns the refused purchase, or null when the event may apply
 */
async function secondPremiumOf(event: Stripe.Event, patch: SubscriptionPatch): Promise<SecondPremium | null> {
  const read = (ref: DocumentReference) => firestoreCall(() => ref.get());
  const target = await targetOf(patch, read);
  if (!target.uid) return null;
  const uid = target.uid;
  const entries = await billingEntriesOf(uid);
  const existing = entries[target.key];
  const merged = mergeSubscription(existing, { ...patch, key: target.key });
  const now = Date.now();
  if (!merged.changed || !givesAccess(merged.entry, now) || givesAccess(existing, now)) return null;
  const claim = await claimPremium({ uid, key: target.key, entries: () => billingEntriesOf(uid) });
  return claim.outcome === 'taken' ? { uid, key: target.key, holder: claim.holder, eventId: event.id } : null;
}

/**
 * Applies one verified event in a single transaction: a second delivery of the same event id
 * changes nothing ('duplicate', also when deliveries race: the event's record is created with
 * `create()`, the first write of the commit, so every losing commit fails with ALREADY_EXISTS
 * before it writes anything); otherwise the entry is merged (events.ts) and written, the event id
 * recorded, and a plan change creates the `change-rate` notification (SPEC §3, §9).
 *
 * Rule 1 (rules.ts): an event that would give access to a second Premium is not applied: `refuse`
 * (the provider's cancel + refund, idempotent) runs first — when it fails the event is not recorded
 * and the delivery answers 503, so Stripe retries — then the event is recorded as
 * 'refused-second-premium' and the user gets one `second-premium` notification.
 * @returns what happened (logged by the webhook; every outcome answers 200 so Stripe stops retrying)
 */
export async function applyVerifiedEvent(
  event: Stripe.Event,
  refuse: (refused: SecondPremium) => Promise<void> = async () => undefined,
): Promise<ApplyOutcome> {
  const patch = subscriptionPatchOf(event);
  const eventRef = db().collection(BILLING_EVENTS_COLLECTION).doc(event.id);
  if ((await firestoreCall(() => eventRef.get())).exists) return 'duplicate';
  const refused = patch ? await secondPremiumOf(event, patch) : null;
  if (refused) await refuse(refused);
  try {
    return await firestoreCall(() =>
      db().runTransaction(async (tx: Transaction): Promise<ApplyOutcome> => {
        const seen = await tx.get(eventRef);
        if (seen.exists) return 'duplicate';
        const record = (outcome: ApplyOutcome) => {
          // First write of the commit (see above).
          tx.create(eventRef, { type: event.type, created: event.created, receivedAt: Timestamp.now(), outcome });
          return outcome;
        };
        if (!patch) return record('ignored');
        const target = await targetOf(patch, (ref) => tx.get(ref));
        const uid = target.uid;
        if (!uid) return record('unknown-user');
        const userRef = db().collection(USERS_COLLECTION).doc(uid);
        const user = await tx.get(userRef);
        if (!user.exists) return record('unknown-user');
        const linkRef = db()
          .collection(BILLING_LINKS_COLLECTION)
          .doc(patch.link ?? patch.key);
        const writeLink = () => {
          if (patch.link && !target.link) tx.set(linkRef, { uid, key: target.key, periodEnd: patch.linkPeriodEnd ?? null });
        };
        if (refused) {
          const outcome = record('refused-second-premium');
          writeLink();
          tx.set(
            db().collection(NOTIFICATIONS_COLLECTION).doc(secondPremiumNotificationId(refused.key)),
            notificationDocument({
              type: 'second-premium',
              title: NOTIFICATION_TITLES['second-premium'],
              slug: ROUTES.profileSettings,
              userId: uid,
            }),
          );
          return outcome;
        }
        const existing = entriesOf(user.get('subscriptions'))[target.key];
        const merged = refundEndsAccess(patch, target, existing)
          ? mergeSubscription(existing, { ...patch, key: target.key })
          : { entry: existing!, changed: false, planChanged: false };
        if (!merged.changed) {
          const outcome = record('unchanged');
          writeLink();
          return outcome;
        }
        const outcome = record('applied');
        writeLink();
        tx.update(userRef, new FieldPath('subscriptions', target.key), fromEntry(merged.entry));
        if (merged.planChanged) {
          const notification = notificationDocument({
            type: 'change-rate',
            title: NOTIFICATION_TITLES['change-rate'],
            slug: ROUTES.profileSettings,
            userId: uid,
          });
          tx.set(db().collection(NOTIFICATIONS_COLLECTION).doc(`change-rate-${event.id}`), notification);
        }
        return outcome;
      }),
    );
  } catch (error) {
    // A parallel delivery of the same event committed first (ALREADY_EXISTS on the event's record).
    if ((error as { code?: unknown })?.code === 6) return 'duplicate';
    throw error;
  }
}

/** A user's subscription entries with their bookkeeping (the webhook-mirrored state), by key. */
export async function billingEntriesOf(uid: string): Promise<Record<string, BillingEntry>> {
  const snapshot = await firestoreCall(() => db().collection(USERS_COLLECTION).doc(uid).get());
  return entriesOf(snapshot.exists ? snapshot.get('subscriptions') : null);
}

/** Whether an event id was processed (tests and diagnostics). */
export async function eventProcessed(eventId: string): Promise<boolean> {
  return (await firestoreCall(() => db().collection(BILLING_EVENTS_COLLECTION).doc(eventId).get())).exists;
}
