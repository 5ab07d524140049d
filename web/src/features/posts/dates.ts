/**
 * Date display for posts: `Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })`,
 * e.g. "14 October 2025" — the same on the server and in every visitor's time zone.
 * Pure: no framework imports.
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * @param iso an ISO 8601 date-time (e.g. a document's `publishedAt`)
 * @returns the long British date, or null when `iso` is empty or not a date
 */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : FORMAT.format(date);
}

/**
 * The meta line of a post card: date and author joined by " · ", skipping what is missing.
 * @returns e.g. "14 October 2025 · Daniel Reyes", or null when both are missing
 */
export function postMetaLine(publishedAt: string | null | undefined, author: string | null | undefined): string | null {
  const parts = [formatDate(publishedAt), author?.trim() || null].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}
