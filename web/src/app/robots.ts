import type { MetadataRoute } from 'next';
import { serverEnv } from '@/config/env';
import { robotsRules } from '@/features/seo/robots';

/** /robots.txt — allow all but API, account and search pages; the sitemap's absolute URL. */
export default function robots(): MetadataRoute.Robots {
  return robotsRules(serverEnv().siteUrl);
}
