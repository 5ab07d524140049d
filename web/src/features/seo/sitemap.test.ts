import { describe, expect, it } from 'vitest';
import {
  SITEMAP_URL_LIMIT,
  STATIC_ROUTES,
  buildSitemap,
  isSitemapPath,
  newestDate,
  sitemapDocument,
  sitemapIndexXml,
  splitSitemap,
  urlsetXml,
} from './sitemap';

const SITE = 'https://typeatlas.example';

const documents = [
  { path: '/personality-type/intj', lastModified: '2025-09-03T00:00:00Z' },
  { path: '/personality-type/intp', lastModified: '2025-09-05T00:00:00Z' },
  { path: '/personality-type/intj/career', lastModified: '2025-09-09T00:00:00Z' },
  { path: '/compatibility/intp-and-enfj', lastModified: '2025-09-02T00:00:00Z' },
  { path: '/compatibility/intj-and-enfp', lastModified: '2025-09-04T00:00:00Z' },
  { path: '/theory', lastModified: '2025-09-01T00:00:00Z' },
  { path: '/theory/functions', lastModified: '2025-09-06T00:00:00Z' },
  { path: '/posts/a-post', lastModified: '2025-09-07T00:00:00Z' },
  { path: '/blog/article/an-article', lastModified: '2025-09-08T00:00:00Z' },
  { path: '/blog/category/relationships', lastModified: '2025-08-01T00:00:00Z' },
  { path: '/about-us', lastModified: '2025-08-02T00:00:00Z' },
  { path: '/free-personality-test', lastModified: '2025-08-03T00:00:00Z' },
];

const byUrl = (entries: { url: string; lastModified?: string }[]) => new Map(entries.map((entry) => [entry.url, entry.lastModified]));

describe('buildSitemap', () => {
  const sitemap = buildSitemap({
    siteUrl: SITE,
    documents,
    listings: [
      { path: '/blog', lastModified: '2025-09-08T00:00:00Z' },
      { path: '/blog/page/2', lastModified: '2025-08-15T00:00:00Z' },
      { path: '/blog/category/relationships', lastModified: '2025-09-08T00:00:00Z' },
      { path: '/blog/category/relationships/page/2', lastModified: null },
    ],
  });
  const dates = byUrl(sitemap);

  it('lists every static route first, then everything else by path, as absolute URLs', () => {
    expect(sitemap.slice(0, STATIC_ROUTES.length).map((entry) => entry.url)).toEqual(
      STATIC_ROUTES.map((route) => new URL(route.path, SITE).toString()),
    );
    const rest = sitemap.slice(STATIC_ROUTES.length).map((entry) => entry.url);
    expect(rest).toEqual([...rest].sort());
    expect(sitemap.every((entry) => entry.url.startsWith(`${SITE}/`))).toBe(true);
  });

  it('has no duplicates', () => {
    const urls = sitemap.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => url === `${SITE}/theory`)).toHaveLength(1);
  });

  it('lists the method page, which has no document of its own (issue 24 §4)', () => {
    expect(dates.has(`${SITE}/theory/how-scoring-works`)).toBe(true);
  });

  it('dates documents by their _updatedAt', () => {
    expect(dates.get(`${SITE}/personality-type/intj/career`)).toBe('2025-09-09T00:00:00Z');
    expect(dates.get(`${SITE}/compatibility/intp-and-enfj`)).toBe('2025-09-02T00:00:00Z');
    expect(dates.get(`${SITE}/about-us`)).toBe('2025-08-02T00:00:00Z');
    expect(dates.get(`${SITE}/free-personality-test`)).toBe('2025-08-03T00:00:00Z');
  });

  it('dates index pages by the newest document they show', () => {
    // the home page and the types index show the type profiles (not their sections)
    expect(dates.get(`${SITE}/`)).toBe('2025-09-05T00:00:00Z');
    expect(dates.get(`${SITE}/personality-types`)).toBe('2025-09-05T00:00:00Z');
    expect(dates.get(`${SITE}/compatibility`)).toBe('2025-09-04T00:00:00Z');
    expect(dates.get(`${SITE}/posts`)).toBe('2025-09-07T00:00:00Z');
    // /theory is the introduction document and lists the other theory articles
    expect(dates.get(`${SITE}/theory`)).toBe('2025-09-06T00:00:00Z');
  });

  it('dates listing pages by their newest article, a category page also by the category document', () => {
    expect(dates.get(`${SITE}/blog`)).toBe('2025-09-08T00:00:00Z');
    expect(dates.get(`${SITE}/blog/page/2`)).toBe('2025-08-15T00:00:00Z');
    expect(dates.get(`${SITE}/blog/category/relationships`)).toBe('2025-09-08T00:00:00Z');
    expect(dates.has(`${SITE}/blog/category/relationships/page/2`)).toBe(true);
    expect(dates.get(`${SITE}/blog/category/relationships/page/2`)).toBeUndefined();
  });

  it('leaves lastModified out where nothing dates a page', () => {
    const tools = sitemap.find((entry) => entry.url === `${SITE}/tools`);
    expect(tools).toEqual({ url: `${SITE}/tools` });
    // a static info page whose document is missing stays listed, without a date
    expect(dates.has(`${SITE}/privacy`)).toBe(true);
    expect(dates.get(`${SITE}/privacy`)).toBeUndefined();
  });

  it('never lists search, account, login, API or checkout paths', () => {
    const withPrivate = buildSitemap({
      siteUrl: SITE,
      documents: [
        { path: '/login', lastModified: '2025-09-01T00:00:00Z' },
        { path: '/profile/settings', lastModified: '2025-09-01T00:00:00Z' },
        { path: '/search/romance', lastModified: '2025-09-01T00:00:00Z' },
        { path: '/api/revalidate', lastModified: '2025-09-01T00:00:00Z' },
        { path: '/complete/premium', lastModified: '2025-09-01T00:00:00Z' },
        { path: '/searching-for-meaning', lastModified: '2025-09-01T00:00:00Z' },
      ],
      staticRoutes: [],
    });
    expect(withPrivate.map((entry) => entry.url)).toEqual([`${SITE}/searching-for-meaning`]);
  });

  it('canonicalises paths and merges duplicates to the newest date', () => {
    const merged = buildSitemap({
      siteUrl: `${SITE}/`,
      documents: [
        { path: '/posts/a/', lastModified: '2025-09-01T00:00:00Z' },
        { path: '/posts/a?x=1', lastModified: '2025-09-03T00:00:00Z' },
        { path: '/posts/a', lastModified: '2025-09-02T00:00:00Z' },
      ],
      staticRoutes: [],
    });
    expect(merged).toEqual([{ url: `${SITE}/posts/a`, lastModified: '2025-09-03T00:00:00Z' }]);
  });

  it('keeps the path of a site URL with one', () => {
    const sub = buildSitemap({
      siteUrl: 'https://example.com/typeatlas/',
      documents: [{ path: '/posts/a', lastModified: '2025-09-01T00:00:00Z' }],
      staticRoutes: [{ path: '/' }],
    });
    expect(sub.map((entry) => entry.url)).toEqual(['https://example.com/typeatlas/', 'https://example.com/typeatlas/posts/a']);
  });
});

describe('newestDate', () => {
  it('picks the newest valid date and ignores empty or invalid ones', () => {
    expect(newestDate(['2025-09-01T00:00:00Z', null, 'not a date', '2025-09-03T00:00:00.000Z', undefined, '2025-09-02T00:00:00Z'])).toBe(
      '2025-09-03T00:00:00.000Z',
    );
    expect(newestDate([])).toBeUndefined();
    expect(newestDate([null, ''])).toBeUndefined();
  });
});

describe('isSitemapPath', () => {
  it.each([
    ['/search', false],
    ['/search/romance', false],
    ['/profile', false],
    ['/profile/settings', false],
    ['/login', false],
    ['/api/revalidate', false],
    ['/complete/premium', false],
    ['/blog', true],
    ['/searching', true],
    ['/profiles-of-types', true],
  ])('%s → %s', (path, allowed) => {
    expect(isSitemapPath(path)).toBe(allowed);
  });
});

describe('sitemap index above the URL limit', () => {
  const urls = Array.from({ length: 7 }, (_, index) => ({
    url: `${SITE}/blog/article/a-${index}`,
    lastModified: `2025-09-0${index + 1}T00:00:00Z`,
  }));
  const locs = (xml: string, element: 'url' | 'sitemap') =>
    [...xml.matchAll(new RegExp(`<${element}>\\s*<loc>([^<]*)</loc>`, 'g'))].map((match) => match[1]);

  it('uses the sitemaps.org limit of 50,000 URLs per file', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
  });

  it('splits in order into files of at most the limit', () => {
    expect(splitSitemap(urls, 3).map((part) => part.length)).toEqual([3, 3, 1]);
    expect(splitSitemap(urls, 3).flat()).toEqual(urls);
    expect(splitSitemap(urls, 7)).toEqual([urls]);
    expect(splitSitemap([], 3)).toEqual([[]]);
    expect(() => splitSitemap(urls, 0)).toThrow(RangeError);
  });

  it('serves a plain urlset at the limit, and no part files', () => {
    const xml = sitemapDocument(SITE, urls, 0, 7) ?? '';
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(locs(xml, 'url')).toEqual(urls.map((url) => url.url));
    expect(xml).not.toContain('<sitemapindex');
    expect(sitemapDocument(SITE, urls, 1, 7)).toBeNull();
  });

  it('serves a sitemap index one URL above the limit, whose parts hold every URL once', () => {
    const index = sitemapDocument(SITE, urls, 0, 6) ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<urlset');
    expect(locs(index, 'sitemap')).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`]);
    // Each part is dated by its newest URL.
    expect([...index.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1])).toEqual([
      '2025-09-06T00:00:00Z',
      '2025-09-07T00:00:00Z',
    ]);
    const parts = [1, 2].map((part) => sitemapDocument(SITE, urls, part, 6) ?? '');
    expect(parts.flatMap((xml) => locs(xml, 'url'))).toEqual(urls.map((url) => url.url));
    expect(sitemapDocument(SITE, urls, 3, 6)).toBeNull();
    expect(sitemapDocument(SITE, urls, -1, 6)).toBeNull();
  });

  it('resolves part URLs under a site URL with a path, and escapes XML', () => {
    expect(locs(sitemapIndexXml('https://example.org/atlas', [[urls[0]!]]), 'sitemap')).toEqual([
      'https://example.org/atlas/sitemaps/1.xml',
    ]);
    expect(urlsetXml([{ url: `${SITE}/search?a=1&b=<2>` }])).toContain(`<loc>${SITE}/search?a=1&amp;b=&lt;2&gt;</loc>`);
    expect(urlsetXml([{ url: `${SITE}/x` }])).not.toContain('<lastmod>');
  });
});
