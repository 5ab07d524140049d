import { INTRODUCTION_SLUG, ROUTES } from '@/lib/routes';
/**
 * Pure helpers of the theory section (SPEC §2 "/theory, /theory/{slug} — the introduction slug
 * maps to /theory"): what a slug request does and the previous/next article in reading order.
 * No framework imports. Article paths: lib/routes.ts `theoryPath`.
 */

/** The minimal shape of a theory article in the reading-order list. */
export interface TheoryEntry {
  slug: string | null;
  title: string | null;
}

/**
 * What a `/theory/{slug}` request should do before any content is read.
 * @param slug the route parameter (already URI-decoded)
 * @returns `redirect` (to `/theory`) when the slug names the introduction in any letter case,
 *   otherwise `load` with the slug to look up
 */
export function theorySlugAction(slug: string): { kind: 'redirect'; path: string } | { kind: 'load'; slug: string } {
  return slug.toLowerCase() === INTRODUCTION_SLUG ? { kind: 'redirect', path: ROUTES.theory } : { kind: 'load', slug };
}

/**
 * The neighbours of an article in reading order.
 * @param list all articles in reading order (entries without a slug are skipped)
 * @param slug the current article's slug
 * @returns previous and next entries (undefined at either end, or both when `slug` is not listed)
 */
export function adjacentTheory<T extends TheoryEntry>(
  list: readonly T[],
  slug: string,
): { previous?: T & { slug: string }; next?: T & { slug: string } } {
  const entries = list.filter((entry): entry is T & { slug: string } => Boolean(entry.slug));
  const index = entries.findIndex((entry) => entry.slug === slug);
  if (index < 0) return {};
  return { previous: entries[index - 1], next: entries[index + 1] };
}
