import type { Metadata } from 'next';
import { CheckoutCancelView } from '@/features/billing/ReturnPages';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { BILLING_ROUTES } from '@/lib/routes';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Metadata {
  return pageMetadata({ title: getT('billing')('cancel.title'), path: BILLING_ROUTES.cancel, noindex: true });
}

/** /billing/cancel — back from an abandoned checkout (issue 11): nothing was charged. */
export default async function CheckoutCancelPage({ searchParams }: Props) {
  const plan = (await searchParams).plan;
  return <CheckoutCancelView plan={typeof plan === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(plan) ? plan : null} />;
}
