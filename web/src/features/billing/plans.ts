/**
 * The plans as billing sees them (server/billing `PlanSource`): the `plan` documents
 * (content/plans.ts) with the currency in Stripe's lower-case form. The price always comes from
 * here, never from the client.
 */
import 'server-only';
import { getPlanBySlug, getPlans, type Plan } from '@/content/plans';
import type { BillingPlan } from '@/server/billing/provider';
import type { PlanSource } from '@/server/billing/handlers';

/** A plan document → a {@link BillingPlan}. */
export function toBillingPlan(plan: Plan): BillingPlan {
  return {
    slug: plan.slug,
    title: plan.title,
    productId: plan.productId,
    amount: plan.price,
    currency: plan.currency.toLowerCase(),
    interval: plan.interval,
  };
}

/** The content-backed plan source of the billing routes. */
export const planSource: PlanSource = {
  bySlug: async (slug) => {
    const plan = await getPlanBySlug(slug);
    return plan ? toBillingPlan(plan) : null;
  },
  all: async () => (await getPlans()).map(toBillingPlan),
};
