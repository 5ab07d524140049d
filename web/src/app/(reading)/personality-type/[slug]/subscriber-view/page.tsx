import type { Metadata } from 'next';
import { subscriberViewMetadata } from '@/features/premium/subscriber-view';
import { loadProfile, profileMetadata } from '@/features/type-profile/profile-page';
import { TypeProfileView } from '@/features/type-profile/TypeProfileView';

/** Rendered per request: PremiumGate reads the request's cookies (issue 11). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return subscriberViewMetadata(profileMetadata(await loadProfile((await params).slug)));
}

/** `/personality-type/{slug}` for a possible subscriber (the proxy's rewrite): premium content gated on the server. */
export default async function TypeProfileSubscriberView({ params }: Props) {
  return <TypeProfileView profile={await loadProfile((await params).slug)} viewer="subscriber" />;
}
