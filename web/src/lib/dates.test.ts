import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

// Null and invalid input and the meta line: features/blog/format.test.ts, features/posts/dates.test.ts (re-exports).

const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

describe('formatDate', () => {
  it("writes the UTC day as en-GB's long date (compared with Intl over offsets, year ends and 29 February)", () => {
    const instants = [
      '2025-02-13T09:00:00Z',
      '2025-01-01T00:00:00Z',
      '2024-12-31T23:59:59Z',
      '2026-03-29T00:30:00+02:00',
      '2026-11-28T23:30:00-05:00',
      '2024-02-29T12:00:00Z',
    ];
    for (const iso of instants) expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    expect(formatDate('2025-02-13T09:00:00Z')).toBe('13 February 2025');
    expect(formatDate('2026-11-28T23:30:00-05:00')).toBe('29 November 2026');
  });
});
