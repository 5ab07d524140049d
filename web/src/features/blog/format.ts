/**
 * Display formatting of the blog: dates (house style `en-GB`, long, in UTC so a date never shifts
 * with the server's time zone), card meta lines and the numbered pages of the pagination.
 * Pure: no framework imports.
 */

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** "2025-02-13T09:00:00Z" → "13 February 2025"; null for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
}

/**
 * The meta line of an article card, "date · author" (SPEC-free house format); either part may be
 * missing, then the other stands alone; null when both are missing.
 */
export function cardMeta(publishedAt: string | null | undefined, authorName: string | null | undefined): string | null {
  const parts = [formatDate(publishedAt), authorName?.trim() || null].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}

/** One entry of the numbered pagination: a page number or a gap ("…"). */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The numbered pages to show for page `current` of `pages`: every page when there are at most
 * `2 × siblings + 5` of them, otherwise the first and last page, the current page with `siblings`
 * neighbours on each side, and gaps where pages are left out (a gap never hides a single page).
 */
export function pageItems(current: number, pages: number, siblings = 1): PageItem[] {
  const total = Math.max(1, pages);
  const page = (n: number): PageItem => ({ kind: 'page', page: n });
  if (total <= 2 * siblings + 5) return Array.from({ length: total }, (_, index) => page(index + 1));
  const clamped = Math.min(Math.max(current, 1), total);
  const start = Math.max(2, Math.min(clamped - siblings, total - 2 * siblings - 2));
  const end = Math.min(total - 1, Math.max(clamped + siblings, 2 * siblings + 3));
  const items: PageItem[] = [page(1)];
  if (start === 3) items.push(page(2));
  else if (start > 3) items.push({ kind: 'gap', key: 'gap-start' });
  for (let n = start; n <= end; n += 1) items.push(page(n));
  if (end === total - 2) items.push(page(total - 1));
  else if (end < total - 2) items.push({ kind: 'gap', key: 'gap-end' });
  items.push(page(total));
  return items;
}
