import { describe, expect, it } from 'vitest';
import { completedOn } from './FreeTestResultReady';

describe('completedOn', () => {
  it("writes the day as en-GB's long date in the visitor's time zone, as toLocaleDateString did", () => {
    for (const iso of ['2026-11-28T10:00:00.000Z', '2025-02-01T00:30:00Z', '2024-12-31T23:59:59Z', '2026-07-04T12:00:00+02:00']) {
      expect(completedOn(iso)).toBe(new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'long' }));
    }
    expect(completedOn('2026-11-28T10:00:00.000Z')).toMatch(/^\d{1,2} November 2026$/);
  });

  it('shows the stored text itself when it is not a date (never throws)', () => {
    expect(completedOn('not a date')).toBe('not a date');
    expect(completedOn('')).toBe('');
  });
});
