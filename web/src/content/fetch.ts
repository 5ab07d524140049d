/**
 * `sanityFetch` — the typed entry point every page uses to read content. The result type comes
 * from Sanity TypeGen (the global `SanityQueries` map generated from `queries.ts`), so a query's
 * projection and its TypeScript type never drift apart.
 */
import 'server-only';
import { contentBackend, type QueryParams } from './client';

/** Time-based fallback (seconds) bounding staleness of cached content: one hour. */
export const REVALIDATE_SECONDS = 3600;

/** The TypeGen result type of a query defined with `defineQuery`. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;

/**
 * Runs a GROQ query against the configured content backend.
 * @param query a query from `queries.ts`
 * @param params GROQ parameters
 * @param tags cache tags (document type and id) for on-demand revalidation
 * @throws EnvError when the environment is invalid; the backend's error when the source fails
 */
export function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags = [],
}: {
  query: Q;
  params?: QueryParams;
  tags?: string[];
}): Promise<QueryResult<Q>> {
  return contentBackend().fetch<QueryResult<Q>>(query, params, { tags, revalidate: REVALIDATE_SECONDS });
}
