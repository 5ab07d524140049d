import { sitemapResponse } from '@/features/seo/sitemap-response';

/** Rebuilt at most hourly (and on content webhooks through the content cache tags). */
export const revalidate = 3600;

/** /sitemap.xml — every public page, or a sitemap index above 50,000 URLs (features/seo/sitemap.ts). */
export function GET(): Promise<Response> {
  return sitemapResponse();
}
