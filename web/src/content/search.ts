/**
 * Site search (SPEC §2 `/search/{term}`): answered from one in-memory index (./search-index.ts),
 * built lazily per corpus revision in both modes and warmed once the server listens.
 * Design notes: docs/content-and-studio.md "Notes from the source files".
 */
import 'server-only';
import { documentPath } from '@/lib/routes';
import { contentBackend } from './client';
import { isDraftMode } from './draft-mode';
import { sanityFetch } from './fetch';
import { LISTING_TAGS } from './revalidate';
import { searchCorpusQuery, searchQuery, searchRevisionQuery } from './queries';
import { type SearchCorpusRow, type SearchIndex, buildSearchIndex, querySearchIndex } from './search-index';

/** Most hits a search returns. */
export const MAX_SEARCH_HITS = 30;

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

/** Lower-cased words of a text, split like GROQ `match` tokenizes (letters and digits). */
function tokens(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

/**
 * True when every pattern (`word*` from {@link searchTerms}) is a prefix of some word in `texts`
 * taken together — GROQ `match` semantics for an array of strings.
 */
export function matchesTerms(texts: readonly (string | null | undefined)[], terms: readonly string[]): boolean {
  const words = texts.flatMap(tokens);
  return (
    terms.length > 0 &&
    terms.every((term) => {
      const prefix = term.replace(/\*$/, '');
      return words.some((word) => word.startsWith(prefix));
    })
  );
}

/** The fields of a search row that ranking reads (a subset of searchQuery's projection). */
export interface RankableRow {
  title: string | null;
  code?: string | null;
  shortTitle?: string | null;
  keyword?: string | null;
  synonyms?: readonly string[] | null;
  topic?: { title?: string | null; synonyms?: readonly string[] | null } | null;
}

/**
 * The tier of a row for `terms`, higher first: 3 — the terms name the row's topic (its primary
 * category's title or synonyms, e.g. "romance" → Relationships; "core theory" → Theory): the
 * popular searches of SPEC §2 return their topic's content first; 2 — a title (or type code /
 * short title) or SEO focus keyword / synonym match; 1 — body, excerpt or summary only.
 */
export function searchTier(row: RankableRow, terms: readonly string[]): 1 | 2 | 3 {
  if (row.topic && matchesTerms([row.topic.title, ...(row.topic.synonyms ?? [])], terms)) return 3;
  if (matchesTerms([row.title, row.code, row.shortTitle], terms)) return 2;
  if (matchesTerms([row.keyword], terms) || (row.synonyms ?? []).some((synonym) => matchesTerms([synonym], terms))) return 2;
  return 1;
}

/**
 * Orders query rows for `terms`: by {@link searchTier}, then by the query's own order (GROQ
 * `_score` desc, title asc), and keeps the best {@link MAX_SEARCH_HITS}. Pure and stable.
 */
export function rankSearchRows<T extends RankableRow>(rows: readonly T[], terms: readonly string[]): T[] {
  return rows
    .map((row, index) => ({ row, index, tier: searchTier(row, terms) }))
    .sort((a, b) => b.tier - a.tier || a.index - b.index)
    .slice(0, MAX_SEARCH_HITS)
    .map(({ row }) => row);
}

/** A row with what {@link toHit} needs. */
type HitRow = Pick<SearchCorpusRow, '_id' | '_type' | 'title' | 'code' | 'slug' | 'landing' | 'testSlug' | 'href' | 'text'>;

/** The hit of a row: its page path and shown title (type profiles as "INTJ · Mastermind"); none without a page. */
function toHit(row: HitRow): SearchHit[] {
  const path = documentPath({ _type: row._type, slug: row.slug, landing: row.landing, testSlug: row.testSlug, href: row.href });
  const title = row._type === 'personalityType' && row.code ? `${row.code} · ${row.title ?? ''}` : row.title;
  return path && title ? [{ id: row._id, type: row._type, title, text: row.text ?? null, path }] : [];
}

/**
 * The GROQ search (the fallback): searchQuery with `word*` match patterns, ranked by
 * {@link rankSearchRows}.
 * @returns hits best first, at most {@link MAX_SEARCH_HITS}
 */
export async function searchWithGroq(terms: readonly string[]): Promise<SearchHit[]> {
  const rows = await sanityFetch({ query: searchQuery, params: { term: [...terms] }, tags: LISTING_TAGS.search });
  return rankSearchRows(rows, terms).flatMap((row) => toHit(row));
}

/** The index of one corpus revision (a promise while it is built). */
let held: { revision: string; index: Promise<SearchIndex>; ready: boolean } | undefined;

/** The current corpus revision: `{count}:{newest _updatedAt}` (read through the data cache). */
async function corpusRevision(): Promise<string> {
  const revision = await sanityFetch({ query: searchRevisionQuery, tags: LISTING_TAGS.search });
  return `${revision.count}:${revision.updatedAt ?? ''}`;
}

/** Starts (or reuses) the build of the index of `revision`; a failed build is forgotten so the next search retries. */
function indexOf(revision: string): NonNullable<typeof held> {
  if (held?.revision === revision) return held;
  const entry: NonNullable<typeof held> = {
    revision,
    ready: false,
    index: sanityFetch({ query: searchCorpusQuery, tags: LISTING_TAGS.search }).then((rows) => buildSearchIndex(rows as SearchCorpusRow[])),
  };
  entry.index.then(
    () => (entry.ready = true),
    () => {
      if (held === entry) held = undefined;
    },
  );
  held = entry;
  return entry;
}

/** True in cloud mode (Content Lake); false in embedded mode or when the environment cannot tell. */
function isCloudMode(): boolean {
  try {
    return contentBackend().kind !== 'local';
  } catch {
    return false;
  }
}

/** Forgets the in-memory index (tests). */
export function resetSearchIndex(): void {
  held = undefined;
}

/**
 * Searches articles, theory, types, compatibility pages, posts and tools.
 * @param keywords the decoded `/search/{term}` segment ("core-theory" searches "core theory")
 * @returns hits best first (the index's order, see ./search-index.ts, or {@link searchWithGroq}),
 *   at most {@link MAX_SEARCH_HITS}; [] for an empty term
 * @throws ContentUnavailableError (from `sanityFetch`) when the content source is down and nothing is cached
 */
export async function search(keywords: string): Promise<SearchHit[]> {
  const terms = searchTerms(keywords);
  if (terms.length === 0) return [];
  if (await isDraftMode()) return searchWithGroq(terms);
  const entry = indexOf(await corpusRevision());
  if (!entry.ready && isCloudMode()) return searchWithGroq(terms);
  const words = terms.map((term) => term.replace(/\*$/, ''));
  return querySearchIndex(await entry.index, words, MAX_SEARCH_HITS * 2)
    .flatMap((row) => toHit(row))
    .slice(0, MAX_SEARCH_HITS);
}
