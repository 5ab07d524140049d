/**
 * robots.txt rules: crawl everything public; keep crawlers out of the API, the account pages and
 * search results (those are noindex as well); point at the sitemap. Pure: no framework imports.
 */
import { ROUTES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/structured-data';

/** Path prefixes crawlers must not fetch: the API, the account pages and search results. */
export const DISALLOWED_PATHS: readonly string[] = ['/api/', ROUTES.profile, ROUTES.login, `${ROUTES.search}/`];

/** Structurally a Next.js `MetadataRoute.Robots`. */
export interface RobotsRules {
  rules: { userAgent: string; allow: string; disallow: string[] }[];
  sitemap: string;
}

/**
 * @param siteUrl the configured absolute site URL
 * @returns allow-all rules with {@link DISALLOWED_PATHS} and the absolute sitemap URL. No `Host:`
 *   line: the directive takes a bare host name, Next writes whatever it is given after "Host:", and
 *   the major crawlers ignore it (the canonical URLs and the sitemap already name the site).
 */
export function robotsRules(siteUrl: string): RobotsRules {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] }],
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
  };
}
