/**
 * Theory, posts and compatibility reads (SPEC §2). Cache tags come from revalidate.ts.
 */
import 'server-only';
import { sanityFetch } from './fetch';
import { LISTING_TAGS, documentTags, typeTags } from './revalidate';
import { compatibilityIndexQuery, compatibilityQuery, postQuery, postsQuery, theoryArticleQuery, theoryListQuery } from './queries';
import type {
  CompatibilityIndexQueryResult,
  CompatibilityQueryResult,
  PostQueryResult,
  PostsQueryResult,
  TheoryArticleQueryResult,
  TheoryListQueryResult,
} from './generated/sanity.types';

export type TheoryArticle = NonNullable<TheoryArticleQueryResult>;
export type TheorySummary = TheoryListQueryResult[number];
export type CompatibilityPage = NonNullable<CompatibilityQueryResult>;
export type CompatibilityPair = CompatibilityIndexQueryResult[number];
export type Post = NonNullable<PostQueryResult>;
export type PostSummary = PostsQueryResult[number];

/** Theory articles in reading order. */
export function getTheoryList(): Promise<TheoryListQueryResult> {
  return sanityFetch({ query: theoryListQuery, tags: LISTING_TAGS.theory });
}

/** One theory article by slug (`introduction` for /theory), or null. */
export function getTheoryArticle(slug: string): Promise<TheoryArticleQueryResult> {
  return sanityFetch({ query: theoryArticleQuery, params: { slug }, tags: documentTags('theoryArticle', slug) });
}

/** All 136 compatibility pairs with both types. */
export function getCompatibilityIndex(): Promise<CompatibilityIndexQueryResult> {
  return sanityFetch({ query: compatibilityIndexQuery, tags: LISTING_TAGS.compatibility });
}

/** One compatibility page by canonical slug, or null. */
export function getCompatibility(slug: string): Promise<CompatibilityQueryResult> {
  return sanityFetch({
    query: compatibilityQuery,
    params: { slug },
    tags: [...documentTags('compatibility', slug), ...typeTags('personalityType')],
  });
}

/** Posts, newest first. */
export function getPosts(): Promise<PostsQueryResult> {
  return sanityFetch({ query: postsQuery, tags: LISTING_TAGS.posts });
}

/** One post by slug, or null. */
export function getPost(slug: string): Promise<PostQueryResult> {
  return sanityFetch({ query: postQuery, params: { slug }, tags: [...documentTags('post', slug), ...typeTags('author')] });
}
