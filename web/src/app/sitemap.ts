import type { MetadataRoute } from 'next';
import { loadSitemap } from '@/features/seo/sitemap-data';

/** Rebuilt at most hourly (and on content webhooks through the content cache tags). */
export const revalidate = 3600;

/** /sitemap.xml — every public page with its last content change (features/seo/sitemap.ts). */
export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return loadSitemap();
}
