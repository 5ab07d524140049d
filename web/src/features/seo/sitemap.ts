/**
 * The sitemap (`/sitemap.xml`): every public page as an absolute URL with `lastModified` from the
 * `_updatedAt` of what the page shows. Pure: no framework imports (the loader is ./sitemap-data.ts).
 *
 * Sources: the static routes of SPEC §2 (below), the blog listing pages (1..n, all articles and per
 * category) and every content document's path (web/src/content/sitemap.ts). Private and
 * non-indexed routes (/search, /profile, /login, /api, /complete) never appear, even when a
 * document happens to have such a path.
 */
import { canonicalPath } from '@/lib/canonical';
import { ROUTES, ROUTE_PREFIXES, toolsCategoryPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/structured-data';

/** A page of the site with the date its content last changed (ISO 8601), when known. */
export interface SitemapPage {
  path: string;
  lastModified?: string | null;
}

/** One `<url>` of the sitemap; structurally a Next.js `MetadataRoute.Sitemap` entry. */
export interface SitemapUrl {
  url: string;
  lastModified?: string;
}

/**
 * A static route and the documents it shows: its `lastModified` is the newest `_updatedAt` among
 * the document paths matching `shows` (and the route's own document, if it is one). Without
 * `shows` only a document at the same path dates it; otherwise it has no `lastModified`.
 */
export interface StaticRoute {
  path: string;
  shows?: RegExp;
}

/** A path as a regular expression matching it literally. */
const literal = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Paths strictly below `base`, e.g. `/theory/…` for `/theory`. */
const below = (base: string) => new RegExp(`^${literal(base)}/`);

/** Type profile introductions (`/personality-type/{slug}`), shown by the home page and the index. */
const TYPE_PROFILES = new RegExp(`^${literal(ROUTE_PREFIXES.typeProfile)}/[^/]+$`);

/**
 * Public routes that exist without a document of their own (SPEC §2). Pages backed by a document
 * (info pages, the free test, /theory) are listed too so they stay in the sitemap even while their
 * document is missing. The /tools listings show toolkit entries the sitemap query does not read,
 * so they carry no `lastModified`.
 */
export const STATIC_ROUTES: readonly StaticRoute[] = [
  { path: ROUTES.home, shows: TYPE_PROFILES },
  { path: ROUTES.personalityTypes, shows: TYPE_PROFILES },
  { path: ROUTES.freeTest },
  { path: ROUTES.blog },
  { path: ROUTES.theory, shows: below(ROUTES.theory) },
  // The method page (issue 24 §4) has no document of its own: its figures come from the
  // psychometrics job and the retest benchmark.
  { path: ROUTES.scoringMethod },
  // The method page (issue 24 §4) has no document of its own: its figures come from the
  // psychometrics job and the retest benchmark.
  // PROBE
  { path: ROUTES.compatibility, shows: below(ROUTES.compatibility) },
  { path: ROUTES.posts, shows: below(ROUTES.posts) },
  { path: ROUTES.tools },
  { path: toolsCategoryPath('relationships') },
  { path: toolsCategoryPath('career') },
  { path: ROUTES.faq },
  { path: ROUTES.contact },
  { path: ROUTES.testimonials },
  { path: ROUTES.aboutUs },
  { path: ROUTES.termsConditions },
  { path: ROUTES.privacy },
];

/** Paths that must never be listed: private, transactional or non-indexed pages (and the API). */
const EXCLUDED = new RegExp(
  `^(?:${[ROUTES.search, ROUTES.profile, ROUTES.login, '/api', ROUTE_PREFIXES.checkout].map(literal).join('|')})(?:/|$)`,
);

/** Whether a path may appear in the sitemap. */
export function isSitemapPath(path: string): boolean {
  return !EXCLUDED.test(canonicalPath(path));
}

/** The newest of some ISO dates, or undefined when none is a valid date. */
export function newestDate(dates: Iterable<string | null | undefined>): string | undefined {
  let newest: string | undefined;
  let newestTime = -Infinity;
  for (const date of dates) {
    if (!date) continue;
    const time = Date.parse(date);
    if (Number.isNaN(time) || time <= newestTime) continue;
    newest = date;
    newestTime = time;
  }
  return newest;
}

/**
 * Builds the sitemap.
 * @param siteUrl the configured absolute site URL (may carry a path)
 * @param documents every content document's page (path + `_updatedAt`)
 * @param listings blog listing pages (`/blog`, `/blog/page/{n}`, `/blog/category/{slug}[/page/{n}]`)
 *   dated by the newest article they show
 * @param staticRoutes defaults to {@link STATIC_ROUTES}
 * @returns one entry per distinct canonical path — static routes first in their order, then the
 *   rest by path; a path listed by several sources gets the newest date of all of them
 */
export function buildSitemap({
  siteUrl,
  documents,
  listings = [],
  staticRoutes = STATIC_ROUTES,
}: {
  siteUrl: string;
  documents: readonly SitemapPage[];
  listings?: readonly SitemapPage[];
  staticRoutes?: readonly StaticRoute[];
}): SitemapUrl[] {
  const dates = new Map<string, string | undefined>();
  const add = (path: string, lastModified: string | null | undefined) => {
    const canonical = canonicalPath(path);
    if (!isSitemapPath(canonical)) return;
    dates.set(canonical, newestDate([dates.get(canonical), lastModified]));
  };
  const publicDocuments = documents.filter((document) => isSitemapPath(document.path));
  for (const route of staticRoutes) {
    add(
      route.path,
      route.shows
        ? newestDate(
            publicDocuments.filter((document) => route.shows?.test(canonicalPath(document.path))).map((document) => document.lastModified),
          )
        : undefined,
    );
  }
  // Map.set keeps an existing key's position: static routes stay first, the rest follow by path.
  const rest = [...listings, ...publicDocuments]
    .map((page) => ({ path: canonicalPath(page.path), lastModified: page.lastModified }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const page of rest) add(page.path, page.lastModified);
  return [...dates].map(([path, lastModified]) => ({ url: absoluteUrl(siteUrl, path), ...(lastModified ? { lastModified } : {}) }));
}

/**
 * The most URLs one sitemap file may list (sitemaps.org protocol; Google's limit as well). Above
 * it /sitemap.xml becomes a sitemap index pointing at `/sitemaps/{n}.xml` files of at most this
 * many URLs each.
 */
export const SITEMAP_URL_LIMIT = 50_000;

/** Path of the n-th (1-based) sitemap file listed by the sitemap index. */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/**
 * Splits the sitemap's URLs into files of at most `limit` URLs, in order.
 * @param limit URLs per file, an integer ≥ 1 (defaults to {@link SITEMAP_URL_LIMIT}; tests pass a
 *   small one)
 * @returns one part for ≤ limit URLs (then /sitemap.xml is a plain `<urlset>`), otherwise
 *   ceil(length / limit) parts
 * @throws RangeError when limit is not a positive integer
 */
export function splitSitemap<T>(urls: readonly T[], limit = SITEMAP_URL_LIMIT): T[][] {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`sitemap limit must be a positive integer (got ${limit})`);
  const parts: T[][] = [];
  for (let start = 0; start < urls.length; start += limit) parts.push(urls.slice(start, start + limit));
  return parts.length ? parts : [[]];
}

/** XML text escaping for `<loc>` values (sitemaps.org requires entity-escaped URLs). */
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` document (the format Next's metadata sitemap writes: one element per line). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (url) =>
        `<url>\n<loc>${escapeXml(url.url)}</loc>\n${url.lastModified ? `<lastmod>${escapeXml(url.lastModified)}</lastmod>\n` : ''}</url>\n`,
    )
    .join('');
  return `${XML_HEADER}<urlset xmlns="${SITEMAP_NS}">\n${body}</urlset>\n`;
}

/**
 * A `<sitemapindex>` document listing the part files of a split sitemap.
 * @param siteUrl the configured absolute site URL; @param parts the split URLs (see splitSitemap),
 *   each part dated by its newest `lastModified`
 */
export function sitemapIndexXml(siteUrl: string, parts: readonly (readonly SitemapUrl[])[]): string {
  const body = parts
    .map((part, index) => {
      const lastmod = newestDate(part.map((url) => url.lastModified));
      return `<sitemap>\n<loc>${escapeXml(absoluteUrl(siteUrl, sitemapPartPath(index + 1)))}</loc>\n${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>\n` : ''}</sitemap>\n`;
    })
    .join('');
  return `${XML_HEADER}<sitemapindex xmlns="${SITEMAP_NS}">\n${body}</sitemapindex>\n`;
}

/**
 * The answer for a sitemap path: `/sitemap.xml` (part 0) is the whole `<urlset>` while the site
 * has ≤ limit URLs and the `<sitemapindex>` above that; part n ≥ 1 is the n-th file of the index.
 * @returns the XML, or null when the part does not exist (the route answers 404)
 */
export function sitemapDocument(siteUrl: string, urls: readonly SitemapUrl[], part: number, limit = SITEMAP_URL_LIMIT): string | null {
  const parts = splitSitemap(urls, limit);
  if (part === 0) return parts.length === 1 ? urlsetXml(parts[0] ?? []) : sitemapIndexXml(siteUrl, parts);
  if (parts.length === 1 || !Number.isInteger(part) || part < 1 || part > parts.length) return null;
  return urlsetXml(parts[part - 1] ?? []);
}
