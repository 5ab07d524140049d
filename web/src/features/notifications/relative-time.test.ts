import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n';
import { badgeText, unreadText } from './badge';
import { relativeTimeLabels } from './labels';
import { formatRelativeTime, pluralForm, pluralize, relativeTime } from './relative-time';

const t = getT('notifications');
/** The templates the server hands the browser (labels.ts), so the texts below are the shipped ones. */
const labels = relativeTimeLabels();

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const ago = (ms: number) => formatRelativeTime(NOW - ms, NOW, labels);

describe('pluralForm (SPEC §5: singular for counts of 1 or less)', () => {
  it.each([
    [-1, 'one'],
    [0, 'one'],
    [0.5, 'one'],
    [1, 'one'],
    [1.5, 'other'],
    [2, 'other'],
    [100, 'other'],
  ])('%s → %s', (count, form) => {
    expect(pluralForm(count)).toBe(form);
  });

  it('fills the chosen template', () => {
    expect(pluralize({ one: '{{count}} cat', other: '{{count}} cats' }, 0)).toBe('0 cat');
    expect(pluralize({ one: '{{count}} cat', other: '{{count}} cats' }, 3)).toBe('3 cats');
  });
});

describe('relativeTime', () => {
  it('is "now" under a minute, for future dates and for bad input', () => {
    expect(relativeTime(NOW, NOW)).toEqual({ unit: 'now' });
    expect(relativeTime(NOW - 59 * S, NOW)).toEqual({ unit: 'now' });
    expect(relativeTime(NOW - 59_999, NOW)).toEqual({ unit: 'now' });
    expect(relativeTime(NOW + 5 * MIN, NOW)).toEqual({ unit: 'now' });
    expect(relativeTime(Number.NaN, NOW)).toEqual({ unit: 'now' });
  });

  it('rounds down within each unit', () => {
    expect(relativeTime(NOW - 60 * S, NOW)).toEqual({ unit: 'minute', count: 1 });
    expect(relativeTime(NOW - 119 * S, NOW)).toEqual({ unit: 'minute', count: 1 });
    expect(relativeTime(NOW - 59 * MIN - 59 * S, NOW)).toEqual({ unit: 'minute', count: 59 });
    expect(relativeTime(NOW - H, NOW)).toEqual({ unit: 'hour', count: 1 });
    expect(relativeTime(NOW - 23 * H - 59 * MIN, NOW)).toEqual({ unit: 'hour', count: 23 });
    expect(relativeTime(NOW - D, NOW)).toEqual({ unit: 'day', count: 1 });
    expect(relativeTime(NOW - 6 * D - 23 * H, NOW)).toEqual({ unit: 'day', count: 6 });
    expect(relativeTime(NOW - 7 * D, NOW)).toEqual({ unit: 'week', count: 1 });
    expect(relativeTime(NOW - 29 * D, NOW)).toEqual({ unit: 'week', count: 4 });
    expect(relativeTime(NOW - 30 * D, NOW)).toEqual({ unit: 'month', count: 1 });
    expect(relativeTime(NOW - 364 * D, NOW)).toEqual({ unit: 'month', count: 12 });
    expect(relativeTime(NOW - 365 * D, NOW)).toEqual({ unit: 'year', count: 1 });
    expect(relativeTime(NOW - 3 * 365 * D, NOW)).toEqual({ unit: 'year', count: 3 });
  });
});

describe('formatRelativeTime (notifications.json texts)', () => {
  it.each([
    [0, 'just now'],
    [59 * S, 'just now'],
    [60 * S, '1 minute ago'],
    [MIN, '1 minute ago'],
    [2 * MIN, '2 minutes ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [5 * H, '5 hours ago'],
    [24 * H, '1 day ago'],
    [2 * D, '2 days ago'],
    [7 * D, '1 week ago'],
    [14 * D, '2 weeks ago'],
    [30 * D, '1 month ago'],
    [90 * D, '3 months ago'],
    [365 * D, '1 year ago'],
    [800 * D, '2 years ago'],
    [-10 * MIN, 'just now'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it('accepts ISO dates and treats unparsable ones as just now', () => {
    expect(formatRelativeTime('2025-06-15T11:57:00.000Z', NOW, labels)).toBe('3 minutes ago');
    expect(formatRelativeTime('not a date', NOW, labels)).toBe('just now');
  });
});

describe('badge', () => {
  it('is hidden at 0 and for bad counts', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });

  it('shows the count, capped at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('has an accessible text, singular for 1', () => {
    const templates = { one: t('badge.one'), other: t('badge.other') };
    expect(unreadText(templates, 1)).toBe('1 unread notification');
    expect(unreadText(templates, 4)).toBe('4 unread notifications');
  });
});
