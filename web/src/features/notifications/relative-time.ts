/**
 * Relative times of the notification panel (SPEC §2 "relative time ('just now', '{n} minutes
 * ago')", SPEC §5 "Pluralisation: singular for counts of 1 or less"). Pure: no framework imports;
 * the texts are templates from /locales/en/notifications.json, filled with i18n/template.ts.
 */
import { fill } from '@/i18n/template';

/** The units a relative time is expressed in, smallest first. */
export const TIME_UNITS = ['minute', 'hour', 'day', 'week', 'month', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** A relative time: 'just now' or a whole number of one unit. */
export type RelativeTime = { unit: 'now' } | { unit: TimeUnit; count: number };

/** A singular and a plural template, e.g. `{ one: '{{count}} minute ago', other: '{{count}} minutes ago' }`. */
export interface PluralTemplates {
  one: string;
  other: string;
}

/** The templates of every relative time (notifications.json `time`). */
export interface RelativeTimeLabels {
  /** 'just now' */
  justNow: string;
  minutes: PluralTemplates;
  hours: PluralTemplates;
  days: PluralTemplates;
  weeks: PluralTemplates;
  months: PluralTemplates;
  years: PluralTemplates;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * SPEC §5: the singular form for counts of 1 or less (so 0 and 1 are singular), else plural.
 * @param count any number
 */
export function pluralForm(count: number): keyof PluralTemplates {
  return count <= 1 ? 'one' : 'other';
}

/**
 * Picks the singular or plural template for `count` and fills `{{count}}` with it.
 * @param templates the two forms
 * @param count the number shown
 */
export function pluralize(templates: PluralTemplates, count: number): string {
  return fill(templates[pluralForm(count)], { count });
}

/**
 * How long ago `date` was, rounded down to whole units:
 * - under 60 s (and any date in the future, e.g. clock skew) → 'now';
 * - under 60 min → minutes; under 24 h → hours; under 7 days → days; under 30 days → weeks;
 *   under 365 days → months (of 30 days, at most 12); otherwise years (of 365 days).
 * @param date epoch ms of the event
 * @param now epoch ms of the present
 * @returns 'now' for non-finite inputs too
 */
export function relativeTime(date: number, now: number): RelativeTime {
  const elapsed = now - date;
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minute', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return { unit: 'day', count: days };
  if (days < 30) return { unit: 'week', count: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', count: Math.min(12, Math.floor(days / 30)) };
  return { unit: 'year', count: Math.floor(days / 365) };
}

const UNIT_LABELS: Readonly<Record<TimeUnit, keyof Omit<RelativeTimeLabels, 'justNow'>>> = {
  minute: 'minutes',
  hour: 'hours',
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
};

/**
 * The text of a relative time, e.g. 'just now', '1 minute ago', '3 days ago'.
 * @param date ISO 8601 string or epoch ms of the event; an unparsable date gives 'just now'
 * @param now epoch ms of the present
 * @param labels the templates (notifications.json `time`)
 */
export function formatRelativeTime(date: string | number, now: number, labels: RelativeTimeLabels): string {
  const time = relativeTime(typeof date === 'number' ? date : Date.parse(date), now);
  if (time.unit === 'now') return labels.justNow;
  return pluralize(labels[UNIT_LABELS[time.unit]], time.count);
}
