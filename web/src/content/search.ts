/**
 * Site search (SPEC §2 `/search/{term}`): one GROQ query ranked with `score()`, so embedded mode
 * (groq-js) and cloud mode (Content Lake) return the same results. Results carry their page path.
 */
import 'server-only';
import { documentPath } from '@/lib/routes';
import { sanityFetch } from './fetch';
import { LISTING_TAGS } from './revalidate';
import { searchQuery } from './queries';

/** Longest accepted search term (characters); longer input is cut. */
export const MAX_SEARCH_TERM_LENGTH = 100;

/** One search hit: what it is, its title, a line of text and where it lives. */
export interface SearchHit {
  id: string;
  type: string;
  title: string;
  text: string | null;
  path: string;
}

/**
 * Turns raw keywords into a GROQ `match` pattern: words are lower-cased, stripped of characters
 * that have meaning in match patterns, and get a trailing `*` so "introv" finds "introvert".
 * @returns the pattern words, or [] when nothing searchable is left
 */
export function searchTerms(keywords: string): string[] {
  return keywords
    .slice(0, MAX_SEARCH_TERM_LENGTH)
    .toLowerCase()
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}']/gu, '').replace(/^'+|'+$/g, ''))
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map((word) => `${word}*`);
}

/**
 * Searches articles, theory, types, compatibility pages, posts and tools.
 * @param keywords the decoded `/search/{term}` segment ("core-theory" searches "core theory")
 * @returns hits best first (at most 30); [] for an empty term
 */
export async function search(keywords: string): Promise<SearchHit[]> {
  const terms = searchTerms(keywords);
  if (terms.length === 0) return [];
  const rows = await sanityFetch({ query: searchQuery, params: { term: terms }, tags: LISTING_TAGS.search });
  return rows.flatMap((row) => {
    const path = documentPath({ _type: row._type, slug: row.slug, landing: row.landing, testSlug: row.testSlug, href: row.href });
    const title = row._type === 'personalityType' && row.code ? `${row.code} · ${row.title ?? ''}` : row.title;
    return path && title ? [{ id: row._id, type: row._type, title, text: row.text ?? null, path }] : [];
  });
}
