/**
 * `sanityFetch` — the typed entry point every page uses to read content; its result type comes from
 * Sanity TypeGen, so a query's projection and its type never drift apart.
 * Design notes: docs/content-and-studio.md "Notes from the source files".
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { ContentUnavailableError, contentBackend, markContentUnavailable, type QueryParams } from './client';
import { isDraftMode } from './draft-mode';
import type { CacheTag } from './revalidate';

/**
 * Time-based fallback (seconds) bounding staleness of cached content: one hour. Applies to the
 * data cache entry of each read; pages declare the same value (`export const revalidate = 3600`).
 * A page is at most this old plus one regeneration when every webhook was missed.
 */
export const REVALIDATE_SECONDS = 3600;

/** Next drops cache tags longer than this (NEXT_CACHE_TAG_MAX_LENGTH) with a warning; we drop them quietly. */
const MAX_TAG_LENGTH = 256;

/** The TypeGen result type of a query defined with `defineQuery`. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;

/** A stable cache key part for a params object: keys sorted, so `{a, b}` and `{b, a}` share an entry. */
function paramsKey(params: QueryParams): string {
  return JSON.stringify(
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]]),
  );
}

/**
 * Runs a GROQ query against the configured content backend, through the data cache.
 * @param query a query from `queries.ts`
 * @param params GROQ parameters (part of the cache key, with the backend's kind, its content
 *   revision — `ContentBackend.revision()` — and the query)
 * @param tags cache tags: the document types the query reads, plus `{type}:{slug}` for a
 *   single-document read — only from ./revalidate.ts (`documentTags`, `typeTags`, `LISTING_TAGS`):
 *   a hand-written string is not a {@link CacheTag} and does not type-check
 * @throws EnvError when the environment is invalid
 * @throws ContentUnavailableError when the content source is down and nothing is cached; the
 *   current request is then marked so web/server.ts answers 503
 */
export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags = [],
}: {
  query: Q;
  params?: QueryParams;
  tags?: readonly CacheTag[];
}): Promise<QueryResult<Q>> {
  const backend = contentBackend();
  if (await isDraftMode()) {
    try {
      return await backend.fetch<QueryResult<Q>>(query, params, { perspective: 'drafts' });
    } catch (error) {
      if (error instanceof ContentUnavailableError) markContentUnavailable();
      throw error;
    }
  }
  const cacheTags = [...new Set(tags)].filter((tag) => tag.length > 0 && tag.length <= MAX_TAG_LENGTH);
  const revision = await backend.revision();
  const cached = unstable_cache(
    () => backend.fetch<QueryResult<Q>>(query, params),
    [JSON.stringify(['sanityFetch', backend.kind, revision, query, paramsKey(params)])],
    {
      tags: cacheTags,
      revalidate: REVALIDATE_SECONDS,
    },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof ContentUnavailableError) markContentUnavailable();
    throw error;
  }
}
