/**
 * The `notifications` collection (SPEC §3: type, title, slug, createdAt, userId — '' means for
 * everyone). Reading pages newest first without query cursors: the local Firestore server ignores
 * startAfter/startAt (STACK.md), so paging uses range filters on createdAt plus the keyset rule of
 * lib/notification-paging.ts, which keeps notifications with equal createdAt neither skipped
 * nor repeated. Every operation runs with the Firestore deadline (`firestoreCall`).
 */
import 'server-only';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { keysetPage, type NotificationCursor, type StoredNotification } from '@/lib/notification-paging';
import type { NotificationType } from '@/lib/notifications';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';

export const NOTIFICATIONS_COLLECTION = 'notifications';

function base(uid: string): Query {
  return db().collection(NOTIFICATIONS_COLLECTION).where('userId', 'in', ['', uid]);
}

function toStored(snapshot: FirebaseFirestore.QueryDocumentSnapshot): StoredNotification {
  const data = snapshot.data();
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : Number(data.createdAt);
  return {
    id: snapshot.id,
    type: data.type,
    title: String(data.title ?? ''),
    slug: String(data.slug ?? ''),
    createdAt,
    userId: String(data.userId ?? ''),
  };
}

/**
 * The stored form of a notification (for writes inside another transaction, e.g. the billing
 * webhook's `change-rate`).
 * @param input `userId` '' for everyone; `createdAt` defaults to now
 */
export function notificationDocument(input: { type: NotificationType; title: string; slug: string; userId: string; createdAt?: Date }) {
  return {
    type: input.type,
    title: input.title,
    slug: input.slug,
    userId: input.userId,
    createdAt: Timestamp.fromDate(input.createdAt ?? new Date()),
  };
}

/**
 * Stores a notification.
 * @param input `userId` '' for everyone; `createdAt` defaults to now; `id` makes the write
 *   idempotent (a second call with the same id stores nothing — e.g. a retried webhook delivery)
 * @returns the document id
 */
export async function createNotification(input: {
  type: NotificationType;
  title: string;
  slug: string;
  userId: string;
  createdAt?: Date;
  id?: string;
}): Promise<string> {
  const document = notificationDocument(input);
  const collection = db().collection(NOTIFICATIONS_COLLECTION);
  const { id } = input;
  if (!id) return (await firestoreCall(() => collection.add(document))).id;
  try {
    await firestoreCall(() => collection.doc(id).create(document));
  } catch (error) {
    if ((error as { code?: number }).code !== 6) throw error; // 6 = ALREADY_EXISTS: stored before
  }
  return id;
}

/**
 * One page of a user's notifications (their own and everyone's), newest first, from the user's
 * registration on.
 * @param options uid, registration time (ms), the cursor of the previous page (null = first page), page size
 * @returns `{ items, hasNext, next }` — pass `next` back for the following page
 */
export async function listNotifications(options: {
  uid: string;
  registeredAt: number;
  cursor: NotificationCursor | null;
  pageSize: number;
}) {
  const { uid, registeredAt, cursor, pageSize } = options;
  const since = Timestamp.fromMillis(registeredAt);
  return keysetPage({
    cursor,
    pageSize,
    equalTo: async (createdAt) =>
      (await firestoreCall(() => base(uid).where('createdAt', '==', Timestamp.fromMillis(createdAt)).get())).docs.map(toStored),
    olderThan: async (createdAt, limit) => {
      let query = base(uid).where('createdAt', '>=', since);
      if (createdAt !== null) query = query.where('createdAt', '<', Timestamp.fromMillis(createdAt));
      return (await firestoreCall(() => query.orderBy('createdAt', 'desc').limit(limit).get())).docs.map(toStored);
    },
  });
}

/**
 * Counts notifications created at or after `since` (the last view date, else the registration
 * date — SPEC §9).
 * @param since epoch ms
 */
export async function countUnread(uid: string, since: number): Promise<number> {
  const snapshot = await firestoreCall(() => base(uid).where('createdAt', '>=', Timestamp.fromMillis(since)).count().get());
  return snapshot.data().count;
}

/** Deletes the user's personal notifications (not the ones for everyone). */
export async function deletePersonalNotifications(uid: string): Promise<number> {
  const snapshot = await firestoreCall(() => db().collection(NOTIFICATIONS_COLLECTION).where('userId', '==', uid).get());
  const batch = db().batch();
  for (const document of snapshot.docs) batch.delete(document.ref);
  if (!snapshot.empty) await firestoreCall(() => batch.commit());
  return snapshot.size;
}
