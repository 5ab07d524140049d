import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPlanBySlug } from '@/content/plans';
import { CheckoutView, type CheckoutState } from '@/features/premium/CheckoutView';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES, checkoutPath } from '@/lib/routes';
import { checkoutStep } from '@/lib/subscriptions';
import { readViewer } from '@/server/viewer';

// Per visitor: the session and the subscriptions are checked on the server on every request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

/** A plan slug as it may appear in a URL (lower-case kebab case, bounded) — anything else is unknown. */
const PLAN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function loadPlan(slug: string) {
  return slug.length <= 96 && PLAN_SLUG.test(slug) ? getPlanBySlug(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const plan = await loadPlan(slug);
  if (!plan) return pageMetadata({ title: getT('pages')('premium.plansTitle'), path: ROUTES.pricing, noindex: true });
  return pageMetadata({
    title: getT('pages')('premium.checkout.title', { plan: plan.title }),
    path: checkoutPath(plan.slug),
    noindex: true,
  });
}

/**
 * /complete/{slug} — checkout for a plan; an unknown slug falls back to /pricing (SPEC §2). The
 * post-checkout redirect rule (lib/subscriptions.ts `checkoutStep`) runs on the server with the
 * viewer read from Firestore (server/viewer.ts), never from the cookie alone.
 */
export default async function CompletePage({ params }: Props) {
  const { slug } = await params;
  const plan = await loadPlan(slug);
  if (!plan) redirect(ROUTES.pricing);
  const viewer = await readViewer(await cookies());
  const state: CheckoutState =
    viewer.status === 'unavailable'
      ? { step: 'unavailable' }
      : checkoutStep(viewer.status === 'signed-in' ? { subscriptions: viewer.subscriptions } : null, plan.slug, new Date());
  return <CheckoutView plan={plan} state={state} />;
}
