import { describe, expect, it } from 'vitest';
import { formatPrice, minorUnitsPerMajor } from './price';

describe('formatPrice: one formatter, the currency sign always shown', () => {
  it('formats minor units with the currency sign and its decimals', () => {
    expect(formatPrice(699, 'USD')).toBe('$6.99');
    expect(formatPrice(4900, 'EUR')).toBe('€49.00');
    expect(formatPrice(9900, 'GBP')).toBe('£99.00');
    expect(formatPrice(408, 'USD')).toBe('$4.08');
    expect(formatPrice(123456, 'USD')).toBe('$1,234.56');
    expect(formatPrice(0, 'USD')).toBe('$0.00');
  });

  it("takes Stripe's lower-case codes too", () => {
    expect(formatPrice(699, 'usd')).toBe('$6.99');
    expect(formatPrice(4900, 'eur')).toBe('€49.00');
  });

  it('uses the ISO 4217 exponent: zero-decimal currencies are not divided by 100', () => {
    expect(minorUnitsPerMajor('USD')).toBe(100);
    expect(minorUnitsPerMajor('JPY')).toBe(1);
    expect(formatPrice(500, 'JPY')).toBe('¥500');
  });

  it('refuses a code that is not a currency', () => {
    expect(() => formatPrice(100, 'dollars')).toThrow(RangeError);
  });
});
