/**
 * Loads what the sitemap lists (server-only): every content document's path and `_updatedAt`,
 * and every blog listing page — `/blog` and `/blog/category/{slug}`, pages 1..n — dated by the
 * newest `_updatedAt` among the articles that page shows. The builder is ./sitemap.ts.
 */
import 'server-only';
import { serverEnv } from '@/config/env';
import { getBlogPage, getCategories } from '@/content/blog';
import { getSitemapEntries } from '@/content/sitemap';
import { pageCount } from '@/lib/pagination';
import { ROUTES, articlePath, blogListingPath, pagePath } from '@/lib/routes';
import { buildSitemap, newestDate, type SitemapPage, type SitemapUrl } from './sitemap';

/**
 * The pages of one blog listing, each dated by its newest article.
 * @param basePath `/blog` or `/blog/category/{slug}`; @param category "" for all articles
 * @param articleDates `_updatedAt` by article path (from the sitemap entries)
 */
async function listingPages(basePath: string, category: string, articleDates: ReadonlyMap<string, string>): Promise<SitemapPage[]> {
  const first = await getBlogPage(1, category);
  const pages = pageCount(first.total);
  const others = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => getBlogPage(index + 2, category)));
  return [first, ...others].map((listing, index) => ({
    path: pagePath(basePath, index + 1),
    lastModified: newestDate(listing.items.map((item) => (item.slug ? articleDates.get(articlePath(item)) : undefined))),
  }));
}

/** Every public page of the site as absolute URLs with `lastModified` (see buildSitemap). */
export async function loadSitemap(): Promise<SitemapUrl[]> {
  const [documents, categories] = await Promise.all([getSitemapEntries(), getCategories()]);
  const dates = new Map(documents.map((entry) => [entry.path, entry.lastModified]));
  const listings = await Promise.all([
    listingPages(ROUTES.blog, '', dates),
    ...categories.flatMap((category) => (category.slug ? [listingPages(blogListingPath(category.slug), category.slug, dates)] : [])),
  ]);
  return buildSitemap({ siteUrl: serverEnv().siteUrl, documents, listings: listings.flat() });
}
