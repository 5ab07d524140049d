/**
 * Display formatting of the blog: dates and card meta lines (shared, lib/dates.ts) and the
 * numbered pages of the pagination.
 * Pure: no framework imports.
 */

export { dateAuthorLine as cardMeta, formatDate } from '@/lib/dates';

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
