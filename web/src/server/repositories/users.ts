/**
 * The `users` collection (SPEC §3 "Profile document": the user fields plus nameLastUpdateDate and
 * lastNotificationViewDate), keyed by uid. Dates are Firestore Timestamps in the document and ISO
 * strings outside this module. Every operation runs with the Firestore deadline (`firestoreCall`).
 */
import 'server-only';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { toSessionUser, type Gender, type SessionUser } from '@/lib/session-user';
import { DEFAULT_TONE } from '@/lib/character-traits';
import { firestoreCall } from '../deadlines';
import { db } from '../firebase';

export const USERS_COLLECTION = 'users';

/** A subscription as stored (SPEC §3 "Subscription: productId, expiredAt, status"). */
export interface StoredSubscription {
  productId: string;
  expiredAt: string | null;
  status: string;
}

/** The profile document, dates as ISO strings. */
export interface Profile extends Omit<SessionUser, 'subscriptions'> {
  nameLastUpdateDate: string | null;
  subscriptions: Record<string, StoredSubscription>;
}

/** Fields a user may change in settings (PATCH /api/profile). */
export interface ProfilePatch {
  name?: string;
  gender?: Gender | '';
  type?: string;
  skinTone?: number;
}

function iso(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return null;
}

function fromDocument(uid: string, data: FirebaseFirestore.DocumentData): Profile {
  const subscriptions: Record<string, StoredSubscription> = {};
  for (const [id, raw] of Object.entries((data.subscriptions ?? {}) as Record<string, Record<string, unknown>>)) {
    subscriptions[id] = { productId: String(raw.productId ?? id), expiredAt: iso(raw.expiredAt), status: String(raw.status ?? '') };
  }
  return {
    uid,
    email: String(data.email ?? ''),
    createdAt: iso(data.createdAt) ?? new Date(0).toISOString(),
    name: String(data.name ?? ''),
    gender: (['male', 'female', 'other'] as const).includes(data.gender) ? data.gender : '',
    type: typeof data.type === 'string' && /^[ei][sn][tf][jp]$/.test(data.type) ? data.type : '',
    skinTone: Number.isInteger(data.skinTone) && data.skinTone >= 1 && data.skinTone <= 5 ? data.skinTone : DEFAULT_TONE,
    lastNotificationViewDate: iso(data.lastNotificationViewDate),
    nameLastUpdateDate: iso(data.nameLastUpdateDate),
    subscriptions,
  };
}

/** @returns the profile of `uid`, or null when there is no document */
export async function getProfile(uid: string): Promise<Profile | null> {
  const snapshot = await firestoreCall(() => db().collection(USERS_COLLECTION).doc(uid).get());
  return snapshot.exists ? fromDocument(uid, snapshot.data()!) : null;
}

/**
 * Creates the profile document of a new account.
 * @param input uid, e-mail, registration time and the sign-up choices; `referrerId` (SPEC §3,
 *   resolved by server/referrals.ts) is written only when given — the document field that counts
 *   "who brought whom"; it is not part of the profile or the session user
 * @returns the stored profile
 */
export async function createProfile(input: {
  uid: string;
  email: string;
  createdAt: Date;
  name: string;
  gender: Gender | '';
  type: string;
  skinTone: number;
  referrerId?: string | null;
}): Promise<Profile> {
  const document = {
    uid: input.uid,
    email: input.email,
    createdAt: Timestamp.fromDate(input.createdAt),
    name: input.name,
    gender: input.gender,
    type: input.type,
    skinTone: input.skinTone,
    lastNotificationViewDate: null,
    nameLastUpdateDate: null,
    subscriptions: {},
    ...(input.referrerId ? { referrerId: input.referrerId } : {}),
  };
  await firestoreCall(() => db().collection(USERS_COLLECTION).doc(input.uid).create(document));
  return fromDocument(input.uid, document);
}

/**
 * Updates profile fields; a changed name also stamps nameLastUpdateDate.
 * @returns the updated profile, or null when there is no document
 */
export async function updateProfile(
  uid: string,
  patch: ProfilePatch & { email?: string; lastNotificationViewDate?: Date },
): Promise<Profile | null> {
  const reference = db().collection(USERS_COLLECTION).doc(uid);
  const update: Record<string, unknown> = {};
  for (const key of ['name', 'gender', 'type', 'skinTone', 'email'] as const) {
    if (patch[key] !== undefined) update[key] = patch[key];
  }
  if (patch.name !== undefined) update.nameLastUpdateDate = FieldValue.serverTimestamp();
  if (patch.lastNotificationViewDate) update.lastNotificationViewDate = Timestamp.fromDate(patch.lastNotificationViewDate);
  try {
    await firestoreCall(() => reference.update(update));
  } catch (error) {
    if ((error as { code?: number }).code === 5) return null; // NOT_FOUND
    throw error;
  }
  return getProfile(uid);
}

/** Deletes the profile document (no error when it is already gone). */
export async function deleteProfile(uid: string): Promise<void> {
  await firestoreCall(() => db().collection(USERS_COLLECTION).doc(uid).delete());
}

/** The cookie/session user of a profile (SPEC §3 fields only). */
export function profileToUser(profile: Profile): SessionUser {
  return toSessionUser(profile);
}
