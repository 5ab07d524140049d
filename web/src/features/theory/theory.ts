/**
 * Pure helpers of the theory section (SPEC §2 "/theory, /theory/{slug} — the introduction slug
 * maps to /theory"): article paths and the previous/next article in reading order.
 * No framework imports.
 */
import { THEORY_INTRODUCTION, documentPath } from '@/lib/paths';

/** The minimal shape of a theory article in the reading-order list. */
export interface TheoryEntry {
  slug: string | null;
  title: string | null;
}

/** The public path of a theory article: `/theory` for the introduction, `/theory/{slug}` otherwise. */
export function theoryPath(slug: string): string {
  return documentPath({ _type: 'theoryArticle', slug }) ?? '/theory';
}

/**
 * What a `/theory/{slug}` request should do before any content is read.
 * @param slug the route parameter (already URI-decoded)
 * @returns `redirect` (to `/theory`) when the slug names the introduction in any letter case,
 *   otherwise `load` with the slug to look up
 */
export function theorySlugAction(slug: string): { kind: 'redirect'; path: string } | { kind: 'load'; slug: string } {
  return slug.toLowerCase() === THEORY_INTRODUCTION ? { kind: 'redirect', path: '/theory' } : { kind: 'load', slug };
}

/**
 * The neighbours of an article in reading order.
 * @param list all articles in reading order (entries without a slug are skipped)
 * @param slug the current article's slug
 * @returns previous and next entries (undefined at either end, or both when `slug` is not listed)
 */
export function adjacentTheory<T extends TheoryEntry>(list: readonly T[], slug: string): { previous?: T & { slug: string }; next?: T & { slug: string } } {
  const entries = list.filter((entry): entry is T & { slug: string } => Boolean(entry.slug));
  const index = entries.findIndex((entry) => entry.slug === slug);
  if (index < 0) return {};
  return { previous: entries[index - 1], next: entries[index + 1] };
}
