import { defineArrayMember, defineField, defineType } from 'sanity';
import { PLAN_CURRENCIES, PLAN_INTERVALS } from '../families';
import { seoField, slugField } from '../fields';

/**
 * A Premium plan (issue 11), edited by marketers and shown on `/premium`, `/pricing` and the
 * checkout `/complete/{slug}`.
 *
 * - `slug`: the URL part of `/complete/{slug}` and the `plan` field of `POST /api/billing/checkout`.
 * - `productId`: what a subscription's `productId` (SPEC §3) and a desired plan's `stickyProductId`
 *   (SPEC §4) are matched against — the Stripe **price id** (`price_…`) in cloud mode, any stable id
 *   the local provider uses in embedded mode. Checkout takes the amount from this document (or the
 *   Stripe price), never from the client.
 * - `price`: an integer amount in the currency's **minor units** (cents): `699` = 6.99. Same unit
 *   as Stripe's `unit_amount`.
 * - `currency`: ISO 4217 code in upper case, one of {@link PLAN_CURRENCIES}.
 * - `interval`: `month` | `year` | `once` ({@link PLAN_INTERVALS}).
 * - `features`: short lines listed on the plan card; `highlight` marks the recommended plan.
 * - `order`: position on the pricing page (ascending).
 */
export const plan = defineType({
  name: 'plan',
  title: 'Premium plan',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'billing', title: 'Billing' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', type: 'string', group: 'content', validation: (rule) => rule.required().max(40) }),
    slugField('title', 'content'),
    defineField({
      name: 'summary',
      type: 'text',
      rows: 2,
      group: 'content',
      description: 'One sentence under the price on the plan card.',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(120) })],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: 'highlight',
      title: 'Highlight as the recommended plan',
      type: 'boolean',
      group: 'content',
      initialValue: false,
    }),
    defineField({
      name: 'order',
      title: 'Order on the pricing page',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'productId',
      title: 'Product id',
      type: 'string',
      group: 'billing',
      description: 'The Stripe price id (price_…) in cloud mode; subscriptions are matched against it.',
      validation: (rule) => rule.required().regex(/^[A-Za-z0-9_-]{3,100}$/, { name: 'price id (letters, digits, _ and -)' }),
    }),
    defineField({
      name: 'price',
      title: 'Price (minor units)',
      type: 'number',
      group: 'billing',
      description: 'In cents (minor units of the currency): 699 means 6.99. Must equal the Stripe price.',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'currency',
      type: 'string',
      group: 'billing',
      options: { list: [...PLAN_CURRENCIES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'USD',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'interval',
      type: 'string',
      group: 'billing',
      options: { list: [...PLAN_INTERVALS], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    seoField('seo'),
  ],
  orderings: [{ title: 'Pricing page order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', interval: 'interval', price: 'price', currency: 'currency' },
    prepare: ({ title, interval, price, currency }: { title?: string; interval?: string; price?: number; currency?: string }) => ({
      title: title ?? 'Untitled plan',
      subtitle: typeof price === 'number' ? `${(price / 100).toFixed(2)} ${currency ?? ''} / ${interval ?? '?'}` : interval,
    }),
  },
});
