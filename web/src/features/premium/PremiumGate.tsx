import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { PREMIUM_WISHES } from '@/lib/subscriptions';
import { viewerHasPremium } from '@/server/viewer';
import { PremiumOffer } from './PremiumOffer';

/**
 * Renders premium content only for a subscriber (issue 11; SPEC §6 "subscribed user", checked on
 * the server from Firestore by server/viewer.ts — never from the `user` cookie alone). Everyone
 * else gets the teaser and the offer linking to /premium, and `children` is not even called: the
 * premium content is loaded inside it, so it never reaches their HTML.
 *
 * Reading the request's cookies makes the page that renders this gate dynamic (rendered per
 * request, not cached): only the subscriber views use it (`…/subscriber-view`, where the proxy
 * sends signed-in requests); the public pages stay static and show PremiumOffer.
 * @param children a function returning the premium content (called for subscribers only)
 * @param teaser public teaser shown to everyone else; @param kind `section` or `test`
 */
export async function PremiumGate({
  children,
  teaser,
  kind,
}: {
  children: () => Promise<ReactNode> | ReactNode;
  teaser?: string | null;
  kind: 'section' | 'test';
}) {
  const subscribed = await viewerHasPremium(await cookies(), PREMIUM_WISHES.content);
  if (!subscribed) return <PremiumOffer teaser={teaser} kind={kind} />;
  return <>{await children()}</>;
}
