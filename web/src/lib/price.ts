/**
 * The one price formatter of the site (issue 23: "Intl.NumberFormat with the plan's currency
 * everywhere a price appears"): pricing cards, both checkout pages, the settings plan switch, the
 * invoice table, and anything that mentions an amount in e-mails or notifications. Pure (Intl only),
 * so server and browser render the same text.
 *
 * Amounts are integers in the currency's minor units, as Stripe stores them (`unit_amount`,
 * `amount_paid`: https://docs.stripe.com/currencies#zero-decimal); the number of minor units per
 * major unit is the currency's ISO 4217 exponent, which `Intl.NumberFormat` knows
 * (`maximumFractionDigits` of the resolved options: 2 for USD/EUR/GBP, 0 for JPY).
 */

/** The site's locale for numbers (English only, SPEC §1). */
const LOCALE = 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();

/** A cached currency formatter; `currency` in any case ("usd" from Stripe, "USD" from the plans). */
function formatterFor(currency: string): Intl.NumberFormat {
  const code = currency.trim().toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter;
}

/** Minor units per major unit of a currency (100 for USD, 1 for JPY), from its ISO 4217 exponent. */
export function minorUnitsPerMajor(currency: string): number {
  return 10 ** (formatterFor(currency).resolvedOptions().maximumFractionDigits ?? 2);
}

/**
 * A price for people, with the currency's sign and its usual decimals: (699, 'USD') → "$6.99",
 * (4900, 'eur') → "€49.00", (9900, 'GBP') → "£99.00", (500, 'JPY') → "¥500".
 * @param amount integer minor units (cents)
 * @param currency ISO 4217 code, any case
 * @throws RangeError when `currency` is not a well-formed ISO 4217 code (Intl's own error)
 */
export function formatPrice(amount: number, currency: string): string {
  return formatterFor(currency).format(amount / minorUnitsPerMajor(currency));
}
