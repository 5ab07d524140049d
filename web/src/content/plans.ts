/**
 * Premium plans (issue 11): the `plan` documents reshaped into the app's {@link Plan}. Read by
 * `/premium`, `/pricing`, `/complete/{slug}` and the billing code (checkout takes price and
 * product id from here, never from the client). CMS boundary: every document is checked with
 * zod; a plan missing a required field is left out (and logged) rather than shown half-filled.
 */
import 'server-only';
import { z } from 'zod';
import { PLAN_CURRENCIES, PLAN_INTERVALS, type PlanCurrency, type PlanInterval } from '@typeatlas/schemas/families';
import { sanityFetch } from './fetch';
import { LISTING_TAGS, documentTags } from './revalidate';
import { planQuery, plansQuery } from './queries';
import type { PlanQueryResult } from './generated/sanity.types';

export type { PlanCurrency, PlanInterval };

/**
 * A Premium plan as the app uses it.
 * - `price` is an integer in the currency's **minor units** (cents): 699 = 6.99 (Stripe's `unit_amount`).
 * - `currency` is an ISO 4217 code in upper case (`USD`, `EUR`, `GBP`).
 * - `productId` is what subscriptions' `productId` and `stickyProductId` are matched against
 *   (the Stripe price id in cloud mode).
 * - `interval`: `month` | `year` renew; `once` is lifetime access from one payment.
 */
export interface Plan {
  slug: string;
  title: string;
  summary: string;
  features: string[];
  highlight: boolean;
  productId: string;
  price: number;
  currency: PlanCurrency;
  interval: PlanInterval;
  /** SEO title and description from the document (empty when not set). */
  seo: { title?: string; description?: string };
}

const intervals = PLAN_INTERVALS.map((entry) => entry.value) as [PlanInterval, ...PlanInterval[]];

const planSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  summary: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  features: z
    .array(z.string().nullish())
    .nullish()
    .transform((list) => (list ?? []).filter((line): line is string => Boolean(line?.trim()))),
  highlight: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
  productId: z.string().min(1),
  price: z.number().int().min(0),
  currency: z.enum(PLAN_CURRENCIES),
  interval: z.enum(intervals),
  seo: z
    .object({ seo_title: z.string().nullish(), meta_description: z.string().nullish() })
    .nullish()
    .transform((seo) => ({ title: seo?.seo_title ?? undefined, description: seo?.meta_description ?? undefined })),
});

/**
 * Reshapes a `plan` document (query result) into a {@link Plan}.
 * @returns the plan, or null when the document is missing or lacks a required field (logged)
 */
export function toPlan(document: PlanQueryResult): Plan | null {
  if (!document) return null;
  const parsed = planSchema.safeParse(document);
  if (!parsed.success) {
    console.warn(
      `plan ${document._id} left out: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
    return null;
  }
  return parsed.data;
}

/** Every valid plan in pricing-page order (the documents' `order`). Cache tag `plan`. */
export async function getPlans(): Promise<Plan[]> {
  const documents = await sanityFetch({ query: plansQuery, tags: LISTING_TAGS.plans });
  return documents.map(toPlan).filter((plan): plan is Plan => plan !== null);
}

/**
 * One plan by its slug, exactly as in `/complete/{slug}` (slugs are lower-case kebab case).
 * Cache tags `plan`, `plan:{slug}`.
 * @returns the plan, or null when no valid plan has that slug
 */
export async function getPlanBySlug(slug: string): Promise<Plan | null> {
  return toPlan(await sanityFetch({ query: planQuery, params: { slug }, tags: documentTags('plan', slug) }));
}
