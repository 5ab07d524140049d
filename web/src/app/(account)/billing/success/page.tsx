import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { CheckoutSuccessView } from '@/features/billing/ReturnPages';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { BILLING_ROUTES } from '@/lib/routes';
import { isSubscriptionActive } from '@/lib/subscriptions';
import { readViewer } from '@/server/viewer';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: getT('billing')('success.title'), path: BILLING_ROUTES.success, noindex: true });
}

/**
 * /billing/success — back from a paid checkout (issue 11). The state shown is what the verified
 * webhooks stored in Firestore (server/viewer.ts), never the redirect's query string.
 */
export default async function CheckoutSuccessPage() {
  const viewer = await readViewer(await cookies());
  const now = new Date();
  const active =
    viewer.status === 'signed-in'
      ? Object.values(viewer.subscriptions).find((subscription) => isSubscriptionActive(subscription, now))
      : undefined;
  const premium = viewer.status === 'signed-in' ? { active: Boolean(active), expiredAt: active?.expiredAt ?? null } : null;
  return <CheckoutSuccessView premium={premium} />;
}
