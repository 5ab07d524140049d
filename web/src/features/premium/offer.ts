/**
 * Presentation rules of the Premium plans (issue 11): price formatting and the schema.org
 * `Product`/`Offer` JSON-LD of `/pricing`. Pure: no framework imports.
 */
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

/**
 * A price for people, in English: `$6.99`, `€49.00`, `£99.00` (currency symbol, two decimals).
 * @param price integer minor units; @param currency ISO 4217 code
 */
export function formatPrice(price: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 }).format(price / MINOR_UNITS);
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
export function pricingStructuredData(siteUrl: string, path: string, product: { name: string; description: string; brand: string }, plans: readonly OfferPlan[]) {
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
  };
}
