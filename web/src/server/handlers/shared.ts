/**
 * Helpers the account handlers share: the profile of a verified session (made on first use),
 * Firebase error codes and the notifications an account event creates (SPEC §9 texts; where each
 * one links). The SPEC §8 "too many attempts" refusal is server/limits.ts `tooManyAttempts`.
 */
import 'server-only';
import { DEFAULT_TONE } from '@/lib/character-traits';
import { NOTIFICATION_TITLES, type NotificationType } from '@/lib/notifications';
import { adminAuth } from '../firebase';
import { createNotification } from '../repositories/notifications';
import { createProfile, getProfile, type Profile } from '../repositories/users';

/** The error code of a firebase-admin failure ('auth/email-already-exists', gRPC '6', …), or ''. */
export function firebaseCode(error: unknown): string {
  const code = (error as { code?: unknown; errorInfo?: { code?: unknown } })?.errorInfo?.code ?? (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * The profile of a verified session; created from the auth record when missing (e.g. an account
 * made elsewhere). Two concurrent first calls both end with the one stored profile.
 * @throws ApiError 503 when accounts are unavailable
 */
export async function profileOf(session: { uid: string; email: string }): Promise<Profile> {
  const existing = await getProfile(session.uid);
  if (existing) return existing;
  const record = await adminAuth().getUser(session.uid);
  return createProfile({
    uid: session.uid,
    email: record.email ?? session.email,
    createdAt: new Date(record.metadata.creationTime),
    name: record.displayName ?? '',
    gender: '',
    type: '',
    skinTone: DEFAULT_TONE,
  }).catch(async (error) => {
    if (firebaseCode(error) === '6' || (error as { code?: number }).code === 6) return (await getProfile(session.uid))!;
    throw error;
  });
}

/** The account events that notify the user, and the page each notification links to. */
export const ACCOUNT_NOTIFICATION_PATHS = {
  signup: '/profile',
  'password-change': '/profile/settings',
  'email-change': '/profile/settings',
} as const satisfies Partial<Record<NotificationType, string>>;

/** An account event that notifies the user. */
export type AccountEvent = keyof typeof ACCOUNT_NOTIFICATION_PATHS;

/** Creates the personal notification of an account event (SPEC §9 title, link from {@link ACCOUNT_NOTIFICATION_PATHS}). */
export async function notifyAccountEvent(event: AccountEvent, uid: string): Promise<void> {
  await createNotification({ type: event, title: NOTIFICATION_TITLES[event], slug: ACCOUNT_NOTIFICATION_PATHS[event], userId: uid });
}
