import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('billing formats', () => {
  it('formats minor units in the plan currency', () => {
    expect(formatPrice(699, 'usd')).toBe('$6.99');
    expect(formatPrice(4900, 'EUR')).toBe('€49.00');
  });
  it('formats dates in UTC', () => {
    expect(formatDate('2026-11-25T23:30:00Z')).toBe('25 November 2026');
  });
});
