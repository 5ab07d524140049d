/** Sitemap reads: every public document's path and `_updatedAt` (SPEC §2 routes; lastmod). */
import 'server-only';
import { documentPath } from '@/lib/routes';
import { sanityFetch } from './fetch';
import { LISTING_TAGS } from './revalidate';
import { sitemapQuery } from './queries';

/** One sitemap entry: a site path and the ISO date its content last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: string;
}

/** Paths of every public content document, de-duplicated (latest `_updatedAt` wins). */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const rows = await sanityFetch({ query: sitemapQuery, tags: LISTING_TAGS.sitemap });
  const byPath = new Map<string, string>();
  for (const row of rows) {
    const path = documentPath({ _type: row._type, slug: row.slug, landing: row.landing, typeSlug: row.typeSlug });
    if (!path) continue;
    const previous = byPath.get(path);
    if (!previous || previous < row._updatedAt) byPath.set(path, row._updatedAt);
  }
  return [...byPath].map(([path, lastModified]) => ({ path, lastModified }));
}
