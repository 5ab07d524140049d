import type { Metadata } from 'next';
import { CheckoutExpired, LocalCheckoutView } from '@/features/billing/LocalCheckoutView';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { localCheckoutPath } from '@/lib/routes';
import { localCheckoutSession } from '@/server/billing/local-provider';

type Props = { params: Promise<{ session: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ title: getT('billing')('checkout.title'), path: localCheckoutPath((await params).session), noindex: true });
}

/**
 * /billing/checkout/{session} — the local payment provider's card form (embedded mode; issue 11).
 * Access rule 'auth' from the (account) layout; the payment call checks the session is the
 * viewer's own.
 */
export default async function LocalCheckoutPage({ params, searchParams }: Props) {
  const session = await localCheckoutSession((await params).session);
  if (!session || session.expired) return <CheckoutExpired />;
  const error = (await searchParams).error;
  return <LocalCheckoutView session={session} error={typeof error === 'string' ? error : undefined} />;
}
