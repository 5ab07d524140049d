/**
 * Formatting of prices and dates for the billing pages. Pure (Intl only), so it runs on the server
 * and in the browser alike.
 */

/** A price in minor units as text, e.g. (699, 'usd') → "$6.99". */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/** A date as "25 November 2026" (UTC, so server and browser agree). */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
