/**
 * Date display of the site's content: house style `en-GB`, long, in UTC so a date never shifts
 * with the server's or the visitor's time zone ("2025-02-13T09:00:00Z" → "13 February 2025").
 * Pure: no framework imports.
 */
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** @returns the long date of an ISO 8601 date-time, or null when missing or not a date */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
}

/**
 * The meta line of a card or byline, "date · author"; either part may be missing, then the other
 * stands alone. @returns e.g. "14 October 2025 · Daniel Reyes", or null when both are missing
 */
export function dateAuthorLine(publishedAt: string | null | undefined, author: string | null | undefined): string | null {
  const parts = [formatDate(publishedAt), author?.trim() || null].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}
