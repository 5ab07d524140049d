/**
 * Server logic of the blog listings (SPEC §2): `/blog`, `/blog/page/{n}`,
 * `/blog/category/{slug}` and `/blog/category/{slug}/page/{n}`. Resolves the page (12 per page,
 * page 1 at the base path), 404s unknown categories and out-of-range or malformed page numbers,
 * redirects `/page/1` permanently to the base path, and builds the metadata (canonical = the
 * page's own path).
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import {
  type ArticleCard,
  type Category,
  type CategorySummary,
  getBlogPage,
  getBlogPaths,
  getCategories,
  getCategory,
} from '@/content/blog';
import { getT } from '@/i18n';
import { contentMetadata } from '@/content/metadata';
import { pageMetadata } from '@/lib/metadata';
import { BLOG_PAGE_SIZE, pageCount, pageLinks, parsePageParam, resolvePage } from '@/lib/pagination';
import { blogListingPath, pagePath } from '@/lib/routes';
import { type BlogStaticParams, blogStaticParams, slugParam } from './route-params';

/** One resolved listing page, ready to render. */
export interface BlogListing {
  /** The category of a category listing; null for all articles. */
  category: Category | null;
  /** Every category with its article count (the category navigation). */
  categories: CategorySummary[];
  /** The listing's page 1 path, e.g. `/blog` or `/blog/category/relationships`. */
  basePath: string;
  /** This page's own path (canonical). */
  path: string;
  page: number;
  pages: number;
  /** Articles of the whole listing (all pages). */
  total: number;
  /** Articles of the whole blog (the "All articles" count). */
  blogTotal: number;
  items: ArticleCard[];
  /** Paths of the neighbouring pages (null at the ends). */
  prev: string | null;
  next: string | null;
}

/**
 * Loads one listing page.
 * @param categorySlug the route's category slug (raw), or undefined for all articles
 * @param pageParam the route's `{n}` of `/page/{n}`, or undefined on the base path
 * Calls `notFound()` for an unknown category or a malformed/out-of-range page number and
 * `permanentRedirect()` (308) from `/page/1` to the base path.
 */
export async function loadBlogListing({ categorySlug, pageParam }: { categorySlug?: string; pageParam?: string }): Promise<BlogListing> {
  const viaPagePath = pageParam !== undefined;
  const requested = viaPagePath ? parsePageParam(pageParam) : 1;
  if (requested === null) notFound();

  const slug = categorySlug === undefined ? '' : slugParam(categorySlug);
  const [category, categories, result] = await Promise.all([
    slug ? getCategory(slug) : Promise.resolve(null),
    getCategories(),
    getBlogPage(requested, slug),
  ]);
  if (slug && !category?.slug) notFound();

  const basePath = blogListingPath(category?.slug);
  const pages = pageCount(result.total, BLOG_PAGE_SIZE);
  const resolved = resolvePage(requested, pages, viaPagePath);
  if (resolved.kind === 'not-found') notFound();
  if (resolved.kind === 'redirect') permanentRedirect(basePath);

  const blogTotal = slug ? (await getBlogPaths()).total : result.total;
  return {
    category,
    categories,
    basePath,
    path: pagePath(basePath, resolved.page),
    page: resolved.page,
    pages,
    total: result.total,
    blogTotal,
    items: result.items,
    ...pageLinks(basePath, resolved.page, pages),
  };
}

/** "Blog – page 2" for later pages; the title itself on page 1. */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? getT('blog')('listing.pagedTitle', { title, page }) : title;
}

/** Metadata of a listing page: title (with the page number after page 1), description, canonical = own path. */
export function blogListingMetadata(listing: BlogListing): Metadata {
  const t = getT('blog');
  const { category, page, path } = listing;
  if (!category) return pageMetadata({ title: pagedTitle(t('listing.title'), page), description: t('listing.intro'), path });
  const title = category.title ?? t('listing.title');
  return contentMetadata({
    seo: { ...category.seo, seo_title: pagedTitle(category.seo?.seo_title || title, page) },
    title: pagedTitle(title, page),
    description: category.description,
    path,
  });
}

/** Static params of every blog route (see ./route-params.ts `blogStaticParams`). */
export async function getBlogStaticParams(): Promise<BlogStaticParams> {
  return blogStaticParams(await getBlogPaths());
}
