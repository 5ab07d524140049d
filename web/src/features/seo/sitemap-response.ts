/**
 * The HTTP answers of /sitemap.xml and /sitemaps/{n}.xml (server-only): the sitemap's URLs from
 * ./sitemap-data.ts rendered by {@link sitemapDocument} — a `<urlset>` up to SITEMAP_URL_LIMIT
 * URLs, a `<sitemapindex>` of `/sitemaps/{n}.xml` parts above it.
 */
import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/config/env';
import { loadSitemap } from './sitemap-data';
import { sitemapDocument } from './sitemap';

/** `{n}.xml` with n a positive decimal integer without leading zeros. */
const partFileSchema = z.string().regex(/^[1-9]\d{0,5}\.xml$/);

/**
 * @param file undefined for /sitemap.xml, else the `[file]` segment of /sitemaps/{file}
 * @returns 200 with `application/xml`, or 404 (plain text) for a part that does not exist or a
 *   malformed file name
 */
export async function sitemapResponse(file?: string): Promise<Response> {
  let part = 0;
  if (file !== undefined) {
    const parsed = partFileSchema.safeParse(file);
    if (!parsed.success) return notFound();
    part = Number.parseInt(parsed.data, 10);
  }
  const xml = sitemapDocument(serverEnv().siteUrl, await loadSitemap(), part);
  if (xml === null) return notFound();
  return new Response(xml, { headers: { 'Content-Type': 'application/xml' } });
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
