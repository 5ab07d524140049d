import { describe, expect, it } from 'vitest';
import { dateAuthorLine, formatDate } from './dates';

const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

describe('formatDate', () => {
  it("writes the UTC day as en-GB's long date, whatever the process's time zone", () => {
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

  it('is null when the date is missing or not a date', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('soon')).toBeNull();
  });
});

describe('dateAuthorLine', () => {
  it('joins the date and the author, or keeps the one that is there', () => {
    expect(dateAuthorLine('2025-10-14T08:00:00Z', 'Daniel Reyes')).toBe('14 October 2025 · Daniel Reyes');
    expect(dateAuthorLine(null, ' Daniel Reyes ')).toBe('Daniel Reyes');
    expect(dateAuthorLine('2025-10-14T08:00:00Z', '  ')).toBe('14 October 2025');
    expect(dateAuthorLine(null, null)).toBeNull();
  });
});
