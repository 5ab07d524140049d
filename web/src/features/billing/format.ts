/**
 * Formatting of dates for the billing pages. Pure (Intl only), so it runs on the server and in the
 * browser alike. Prices: the site's one formatter, lib/price.ts `formatPrice`.
 */

/** A date as "25 November 2026" (UTC, so server and browser agree). */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
