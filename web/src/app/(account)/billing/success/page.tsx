import type { Metadata } from 'next';
import { CheckoutSuccessView } from '@/features/billing/ReturnPages';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { BILLING_ROUTES } from '@/lib/routes';
import { viewerPremium } from '@/server/billing/viewer';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: getT('billing')('success.title'), path: BILLING_ROUTES.success, noindex: true });
}

/** /billing/success — back from a paid checkout (issue 11); the state shown comes from Firestore. */
export default async function CheckoutSuccessPage() {
  const premium = await viewerPremium().catch(() => null);
  return <CheckoutSuccessView premium={premium} />;
}
