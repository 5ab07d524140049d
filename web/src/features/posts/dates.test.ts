import { describe, expect, it } from 'vitest';
import { formatDate, postMetaLine } from './dates';

describe('formatDate', () => {
  it('formats a long British date in UTC', () => {
    expect(formatDate('2025-10-14T09:00:00Z')).toBe('14 October 2025');
  });
  it('does not shift the day for late UTC times', () => {
    expect(formatDate('2025-02-04T23:30:00Z')).toBe('4 February 2025');
  });
  it('returns null for missing or invalid dates', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('postMetaLine', () => {
  it('joins date and author', () => {
    expect(postMetaLine('2025-10-14T09:00:00Z', 'Daniel Reyes')).toBe('14 October 2025 · Daniel Reyes');
  });
  it('skips what is missing', () => {
    expect(postMetaLine(null, 'Daniel Reyes')).toBe('Daniel Reyes');
    expect(postMetaLine('2025-10-14T09:00:00Z', '  ')).toBe('14 October 2025');
    expect(postMetaLine(undefined, null)).toBeNull();
  });
});
