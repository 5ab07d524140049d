/**
 * Date display of the site's content: house style `en-GB`, long, in UTC so a date never shifts
 * with the server's or the visitor's time zone ("2025-02-13T09:00:00Z" → "13 February 2025").
 * Pure: no framework imports.
 *
 * Written with date-fns rather than `Intl.DateTimeFormat`: client components import this module
 * (the profile, its preference history, the account's results), and a page's first Intl date format
 * makes Chromium load ICU's locale data — 25–86 ms of main thread measured in stop 44 (issue 25).
 */
import { format } from 'date-fns';

/**
 * The local calendar day of `date` in the house style, e.g. "28 November 2026" (what en-GB
 * `dateStyle: 'long'` writes). For a visitor's own moments (a test completed in the browser).
 * @throws RangeError when `date` is invalid (date-fns); check with `Number.isNaN(date.getTime())` first
 */
export function formatLocalDay(date: Date): string {
  return format(date, 'd MMMM yyyy');
}

/** @returns the long date of an ISO 8601 date-time, or null when missing or not a date */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // The UTC calendar day as a local date at midnight: date-fns formats local time, and only the day is shown.
  return formatLocalDay(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The meta line of a card or byline, "date · author"; either part may be missing, then the other
 * stands alone. @returns e.g. "14 October 2025 · Daniel Reyes", or null when both are missing
 */
export function dateAuthorLine(publishedAt: string | null | undefined, author: string | null | undefined): string | null {
  const parts = [formatDate(publishedAt), author?.trim() || null].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}
