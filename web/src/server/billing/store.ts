/**
 * Billing state in Firestore: the processed webhook events (idempotency by event id), the links
 * from a one-time payment to its entry (so a refund finds the user) and the subscription entries in
 * `users/{uid}.subscriptions.{key}` (SPEC §3: productId, expiredAt, status — plus cancelAtPeriodEnd,
 * version and customerId, which the `user` cookie never holds: lib/session-user.ts keeps only
 * expiredAt and status). Only the verified webhook writes subscriptions (webhook.ts).
 */
import 'server-only';
import { FieldPath, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { NOTIFICATION_TITLES } from '@/lib/notifications';
import { ROUTES } from '@/lib/routes';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';
import { NOTIFICATIONS_COLLECTION, notificationDocument } from '../repositories/notifications';
import { USERS_COLLECTION } from '../repositories/users';
import { mergeSubscription, subscriptionPatchOf, type BillingEntry } from './events';

/** Processed webhook events, by Stripe event id. */
export const BILLING_EVENTS_COLLECTION = 'billingEvents';
/** One-time payments (payment intent id) → `{ uid, key }`. */
export const BILLING_LINKS_COLLECTION = 'billingLinks';

/** What applying one verified event did. */
export type ApplyOutcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored' | 'unknown-user';

function toEntry(raw: Record<string, unknown> | undefined): BillingEntry | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const expired = raw.expiredAt;
  const expiredAt = expired instanceof Timestamp ? expired.toDate().toISOString() : typeof expired === 'string' && !Number.isNaN(Date.parse(expired)) ? new Date(expired).toISOString() : null;
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

/**
 * Applies one verified event in a single transaction: a second delivery of the same event id
 * changes nothing ('duplicate'); otherwise the entry is merged (events.ts) and written, the event
 * id recorded, and a plan change creates the `change-rate` notification (SPEC §3, §9) — all or
 * nothing, so a retried delivery after a failure applies it exactly once.
 * @returns what happened (logged by the webhook; every outcome answers 200 so Stripe stops retrying)
 */
export async function applyVerifiedEvent(event: Stripe.Event): Promise<ApplyOutcome> {
  const patch = subscriptionPatchOf(event);
  const eventRef = db().collection(BILLING_EVENTS_COLLECTION).doc(event.id);
  return firestoreCall(() =>
    db().runTransaction(async (tx: Transaction): Promise<ApplyOutcome> => {
      const seen = await tx.get(eventRef);
      if (seen.exists) return 'duplicate';
      const record = (outcome: ApplyOutcome) => {
        tx.create(eventRef, { type: event.type, created: event.created, receivedAt: Timestamp.now(), outcome });
        return outcome;
      };
      if (!patch) return record('ignored');
      let uid = patch.uid;
      const linkRef = db().collection(BILLING_LINKS_COLLECTION).doc(patch.link ?? patch.key);
      const link = await tx.get(linkRef);
      if (!uid && link.exists) uid = String(link.get('uid') ?? '') || null;
      if (!uid) return record('unknown-user');
      const userRef = db().collection(USERS_COLLECTION).doc(uid);
      const user = await tx.get(userRef);
      if (!user.exists) return record('unknown-user');
      const existing = toEntry((user.get('subscriptions') as Record<string, Record<string, unknown>> | undefined)?.[patch.key]);
      const merged = mergeSubscription(existing, patch);
      if (patch.link && !link.exists) tx.set(linkRef, { uid, key: patch.key });
      if (!merged.changed) return record('unchanged');
      tx.update(userRef, new FieldPath('subscriptions', patch.key), fromEntry(merged.entry));
      if (merged.planChanged) {
        const notification = notificationDocument({ type: 'change-rate', title: NOTIFICATION_TITLES['change-rate'], slug: ROUTES.profileSettings, userId: uid });
        tx.set(db().collection(NOTIFICATIONS_COLLECTION).doc(`change-rate-${event.id}`), notification);
      }
      return record('applied');
    }),
  );
}

/** A user's subscription entries with their bookkeeping (the webhook-mirrored state), by key. */
export async function billingEntriesOf(uid: string): Promise<Record<string, BillingEntry>> {
  const snapshot = await firestoreCall(() => db().collection(USERS_COLLECTION).doc(uid).get());
  const raw = (snapshot.exists ? snapshot.get('subscriptions') : null) as Record<string, Record<string, unknown>> | null;
  const entries: Record<string, BillingEntry> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    const entry = toEntry(value);
    if (entry) entries[key] = entry;
  }
  return entries;
}

/** Whether an event id was processed (tests and diagnostics). */
export async function eventProcessed(eventId: string): Promise<boolean> {
  return (await firestoreCall(() => db().collection(BILLING_EVENTS_COLLECTION).doc(eventId).get())).exists;
}
