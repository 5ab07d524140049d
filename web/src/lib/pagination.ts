/**
 * Listing pagination (SPEC §2 "Page rules"): page 1 lives at the base path, page n ≥ 2 at
 * `{base}/page/{n}`; `/page/1` redirects to the base path; out-of-range pages are 404s; paginated
 * paths get prev/next links and page 2's prev is the base path. Pure: no framework imports.
 * Page paths: lib/routes.ts `pagePath`.
 */
import { pagePath } from './routes';

/** Articles per blog listing page. */
export const BLOG_PAGE_SIZE = 12;

/**
 * Parses a `/page/{n}` route parameter.
 * @returns the page number (≥ 1), or null for anything that is not a canonical positive integer
 *   ("01", "1.0", "-1", "abc" are all null)
 */
export function parsePageParam(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** Number of pages for `total` items (at least 1, so an empty listing still has its first page). */
export function pageCount(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** GROQ slice bounds of a page: `[start...end]` (end exclusive). */
export function pageSlice(page: number, pageSize = BLOG_PAGE_SIZE): { start: number; end: number } {
  return { start: (page - 1) * pageSize, end: page * pageSize };
}

/** Previous and next page paths (null at the ends). */
export function pageLinks(basePath: string, page: number, pages: number): { prev: string | null; next: string | null } {
  return {
    prev: page > 1 ? pagePath(basePath, page - 1) : null,
    next: page < pages ? pagePath(basePath, page + 1) : null,
  };
}

/**
 * Resolves a listing request: `page` 1 at the base path is fine; `/page/1` must redirect; pages
 * beyond the last are not found.
 */
export function resolvePage(
  page: number | null,
  pages: number,
  viaPagePath: boolean,
): { kind: 'ok'; page: number } | { kind: 'redirect'; to: 1 } | { kind: 'not-found' } {
  if (page === null) return { kind: 'not-found' };
  if (viaPagePath && page === 1) return { kind: 'redirect', to: 1 };
  if (page > pages) return { kind: 'not-found' };
  return { kind: 'ok', page };
}
