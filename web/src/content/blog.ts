/**
 * Blog reads (SPEC §2 blog routes): listing pages (all or one category), categories, one article,
 * one author, and the slugs for static generation. Cache tags come from revalidate.ts: listings tag
 * the document types they read; single documents also tag `{_type}:{slug}`.
 */
import 'server-only';
import { BLOG_PAGE_SIZE, pageSlice } from '@/lib/pagination';
import { sanityFetch } from './fetch';
import { LISTING_TAGS, documentTags, typeTags } from './revalidate';
import { articleQuery, authorQuery, blogPageQuery, blogPathsQuery, categoriesQuery, categoryQuery } from './queries';
import type {
  ArticleQueryResult,
  AuthorQueryResult,
  BlogPageQueryResult,
  CategoriesQueryResult,
  CategoryQueryResult,
} from './generated/sanity.types';

export type ArticleCard = BlogPageQueryResult['items'][number];
export type Article = NonNullable<ArticleQueryResult>;
export type Author = NonNullable<AuthorQueryResult>;
export type Category = NonNullable<CategoryQueryResult>;
export type CategorySummary = CategoriesQueryResult[number];

/**
 * One listing page, newest first.
 * @param page 1-based page number; @param category category slug or "" for all articles
 * @returns `{ total, items }` — `total` counts every article of the listing (for the page count)
 */
export function getBlogPage(page: number, category = ''): Promise<BlogPageQueryResult> {
  return sanityFetch({ query: blogPageQuery, params: { category, ...pageSlice(page, BLOG_PAGE_SIZE) }, tags: LISTING_TAGS.blog });
}

/** Every category with its article count, by title. */
export function getCategories(): Promise<CategoriesQueryResult> {
  return sanityFetch({ query: categoriesQuery, tags: LISTING_TAGS.categories });
}

/** One category by slug, or null. */
export function getCategory(slug: string): Promise<CategoryQueryResult> {
  return sanityFetch({ query: categoryQuery, params: { slug }, tags: documentTags('category', slug) });
}

/** One article by slug (either variant), or null. */
export function getArticle(slug: string): Promise<ArticleQueryResult> {
  return sanityFetch({
    query: articleQuery,
    params: { slug },
    tags: [...documentTags('article', slug), ...typeTags('author', 'category')],
  });
}

/** One author with their articles, or null. */
export function getAuthor(slug: string): Promise<AuthorQueryResult> {
  return sanityFetch({ query: authorQuery, params: { slug }, tags: [...documentTags('author', slug), ...typeTags('article')] });
}

/** Slugs for `generateStaticParams`: articles with their variant, categories with counts, authors, total. */
export function getBlogPaths() {
  return sanityFetch({ query: blogPathsQuery, tags: LISTING_TAGS.blog });
}
