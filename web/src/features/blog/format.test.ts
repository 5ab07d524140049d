import { describe, expect, it } from 'vitest';
import { cardMeta, formatDate, type PageItem, pageItems } from './format';

describe('formatDate', () => {
  it('formats long British dates in UTC', () => {
    expect(formatDate('2025-02-13T09:00:00Z')).toBe('13 February 2025');
    // Late in the evening UTC-5 is already the next day in UTC.
    expect(formatDate('2025-12-31T23:30:00-05:00')).toBe('1 January 2026');
    expect(formatDate('2025-01-01')).toBe('1 January 2025');
  });

  it('returns null for missing or invalid dates', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('cardMeta', () => {
  it('joins date and author with a middle dot', () => {
    expect(cardMeta('2025-02-13T09:00:00Z', 'Amara Bello')).toBe('13 February 2025 · Amara Bello');
  });

  it('leaves out missing parts', () => {
    expect(cardMeta(null, 'Amara Bello')).toBe('Amara Bello');
    expect(cardMeta('2025-02-13T09:00:00Z', ' ')).toBe('13 February 2025');
    expect(cardMeta(null, null)).toBeNull();
  });
});

/** Page items as a compact string: "1 2 … 10". */
const show = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(1, 0))).toBe('1');
    expect(show(pageItems(2, 4))).toBe('1 2 3 4');
    expect(show(pageItems(7, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('windows long ranges around the current page', () => {
    expect(show(pageItems(1, 10))).toBe('1 2 3 4 5 … 10');
    expect(show(pageItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(show(pageItems(10, 10))).toBe('1 … 6 7 8 9 10');
  });

  it('never hides a single page behind a gap', () => {
    expect(show(pageItems(4, 10))).toBe('1 2 3 4 5 … 10');
    expect(show(pageItems(7, 10))).toBe('1 … 6 7 8 9 10');
  });

  it('always includes the current, first and last page exactly once', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const numbers = pageItems(current, pages).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }
    }
  });
});
