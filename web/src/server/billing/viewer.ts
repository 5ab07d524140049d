/**
 * The signed-in viewer's Premium state for Server Components (the success page): the ID token
 * cookie verified by firebase-admin, the subscriptions read from Firestore — never from the `user`
 * cookie (SPEC §6: the subscribed role is checked on the server).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { TOKEN_COOKIE } from '@/lib/auth-cookies';
import { isSubscriptionActive } from '@/lib/subscriptions';
import { verifyIdToken } from '../session';
import { billingEntriesOf } from './store';

/** The viewer's best subscription, or null when signed out (or the token expired). */
export async function viewerPremium(now = Date.now()): Promise<{ active: boolean; expiredAt: string | null } | null> {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  const verified = token ? await verifyIdToken(token).catch(() => null) : null;
  if (!verified) return null;
  const entries = Object.values(await billingEntriesOf(verified.uid));
  const active = entries.find((entry) => isSubscriptionActive(entry, now));
  return active ? { active: true, expiredAt: active.expiredAt } : { active: false, expiredAt: null };
}
