/**
 * Presentation rules of the Premium plans (issue 11): the yearly plan's monthly equivalent and
 * saving, and the schema.org `Product`/`Offer` JSON-LD of `/pricing`. Pure: no framework imports.
 * Prices for people go through the site's one formatter, lib/price.ts `formatPrice`.
 */
import type { Product, WithContext } from 'schema-dts';
import { absoluteUrl } from '@/lib/structured-data';
import { checkoutPath } from '@/lib/routes';

/** The plan fields these rules read (content/plans.ts `Plan`). */
export interface OfferPlan {
  slug: string;
  title: string;
  summary: string;
  /** Integer, minor units of `currency` (699 = 6.99). */
  price: number;
  /** ISO 4217, upper case. */
  currency: string;
  interval: 'month' | 'year' | 'once';
}

/** Minor units per major unit for the plan currencies (all have two decimals). */
const MINOR_UNITS = 100;

/** The price in major units as the decimal string schema.org and Stripe displays use, e.g. `6.99`. */
export function decimalPrice(price: number): string {
  return (price / MINOR_UNITS).toFixed(2);
}

/** What a yearly plan is worth next to the monthly one, in minor units of the plans' currency. */
export interface YearlyValue {
  /** The yearly price over 12 months, rounded to the minor unit (4900 → 408 = 4.08 a month). */
  perMonth: number;
  /** Twelve monthly payments minus the yearly price (12 × 699 − 4900 = 3488); 0 when it saves nothing. */
  savedPerYear: number;
  currency: string;
}

/**
 * The yearly plan's monthly equivalent and what it saves against paying monthly, computed from the
 * plans' prices so the pricing page never shows a figure that disagrees with them (the seed once
 * carried "Costs about 4.08 a month" as text, without a currency).
 * @param plan the plan to describe; @param plans every plan (the monthly one is looked up by interval and currency)
 * @returns null unless `plan` is yearly; `savedPerYear` is 0 without a monthly plan in the same currency
 */
export function yearlyValue(plan: OfferPlan, plans: readonly OfferPlan[]): YearlyValue | null {
  if (plan.interval !== 'year') return null;
  const monthly = plans.find((candidate) => candidate.interval === 'month' && candidate.currency === plan.currency);
  return {
    perMonth: Math.round(plan.price / 12),
    savedPerYear: monthly ? Math.max(0, monthly.price * 12 - plan.price) : 0,
    currency: plan.currency,
  };
}

/** schema.org unit codes (UN/CEFACT) of a recurring billing period. */
const UNIT_CODES = { month: 'MON', year: 'ANN' } as const;

/**
 * The `Product` with one `Offer` per plan for `/pricing` (schema.org; Google's merchant listing
 * fields): each offer's url is its checkout `/complete/{slug}`, its price a decimal string; a
 * recurring plan also gets a `UnitPriceSpecification` with the billing period (1 MON / 1 ANN).
 * @param siteUrl the configured site URL; @param path the page path (`/pricing`)
 * @param product name and description of Premium; @param plans in display order
 */
export function pricingStructuredData(
  siteUrl: string,
  path: string,
  product: { name: string; description: string; brand: string },
  plans: readonly OfferPlan[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    url: absoluteUrl(siteUrl, path),
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.title,
      description: plan.summary,
      url: absoluteUrl(siteUrl, checkoutPath(plan.slug)),
      price: decimalPrice(plan.price),
      priceCurrency: plan.currency,
      availability: 'https://schema.org/InStock',
      ...(plan.interval === 'once'
        ? {}
        : {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: decimalPrice(plan.price),
              priceCurrency: plan.currency,
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODES[plan.interval] },
            },
          }),
    })),
  } satisfies WithContext<Product>;
}
