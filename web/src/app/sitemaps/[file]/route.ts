import { sitemapResponse } from '@/features/seo/sitemap-response';

export const revalidate = 3600;

type Context = { params: Promise<{ file: string }> };

/** Rendered on first request, then cached like /sitemap.xml. */
export function generateStaticParams(): { file: string }[] {
  return [];
}

/** /sitemaps/{n}.xml — part n of the sitemap index; 404 while the sitemap fits in one file. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return sitemapResponse((await params).file);
}
