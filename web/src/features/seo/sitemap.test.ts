import { describe, expect, it } from 'vitest';
import { STATIC_ROUTES, buildSitemap, isSitemapPath, newestDate } from './sitemap';

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
    expect(sitemap.slice(0, STATIC_ROUTES.length).map((entry) => entry.url)).toEqual(STATIC_ROUTES.map((route) => new URL(route.path, SITE).toString()));
    const rest = sitemap.slice(STATIC_ROUTES.length).map((entry) => entry.url);
    expect(rest).toEqual([...rest].sort());
    expect(sitemap.every((entry) => entry.url.startsWith(`${SITE}/`))).toBe(true);
  });

  it('has no duplicates', () => {
    const urls = sitemap.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => url === `${SITE}/theory`)).toHaveLength(1);
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
    const sub = buildSitemap({ siteUrl: 'https://example.com/typeatlas/', documents: [{ path: '/posts/a', lastModified: '2025-09-01T00:00:00Z' }], staticRoutes: [{ path: '/' }] });
    expect(sub.map((entry) => entry.url)).toEqual(['https://example.com/typeatlas/', 'https://example.com/typeatlas/posts/a']);
  });
});

describe('newestDate', () => {
  it('picks the newest valid date and ignores empty or invalid ones', () => {
    expect(newestDate(['2025-09-01T00:00:00Z', null, 'not a date', '2025-09-03T00:00:00.000Z', undefined, '2025-09-02T00:00:00Z'])).toBe('2025-09-03T00:00:00.000Z');
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
