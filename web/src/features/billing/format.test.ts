import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('billing formats', () => {
  it('formats dates in UTC', () => {
    expect(formatDate('2026-11-25T23:30:00Z')).toBe('25 November 2026');
  });
});
