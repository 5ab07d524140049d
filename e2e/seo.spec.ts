import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * SEO and rendering (SPEC §2 "Page rules", §3 "SEO data"): sitemap.xml, robots.txt, canonical and
 * prev/next links, brand-suffixed titles, Open Graph and JSON-LD. Every absolute URL is built on
 * the configured site URL (NEXT_PUBLIC_SITE_URL, http://localhost:3000 by default), which need not
 * be the address the tests reach the app at — so URLs are compared by path and fetched through the
 * app by path. Per template (brand-suffixed title, Organization and WebSite JSON-LD once, canonical,
 * og:image) the crawler checks every page: e2e/crawl.spec.ts.
 */

const ARTICLE = '/blog/article/building-habits-that-fit-your-style';

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

/** The `<url>` entries of /sitemap.xml. */
async function readSitemap(request: APIRequestContext): Promise<SitemapUrl[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null,
  }));
}

/** Site path (and query) of an absolute URL on the configured site. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Every JSON-LD object on the page (arrays flattened). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

const ofType = (items: Record<string, unknown>[], type: string) => items.filter((item) => item['@type'] === type);

/** content of `<meta property|name=…>` in the head. */
const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute('content');

test.describe('sitemap.xml', () => {
  test('lists every public page once, as absolute URLs with lastmod on documents', async ({ request }) => {
    const urls = await readSitemap(request);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size, 'no duplicate URLs').toBe(locs.length);

    for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\//);
    const origins = new Set(locs.map((loc) => new URL(loc).origin));
    expect(origins.size, 'one site URL drives every entry').toBe(1);

    const paths = new Map(urls.map((url) => [new URL(url.loc).pathname, url.lastmod]));
    for (const path of [
      '/',
      '/personality-types',
      '/free-personality-test',
      '/blog',
      '/blog/page/2',
      '/blog/category/relationships',
      ARTICLE,
      '/compatibility',
      '/compatibility/intp-and-enfj',
      '/theory',
      '/posts',
      '/personality-type/intj',
      '/personality-type/intj/career',
      '/tools',
      '/tools/relationships',
      '/tools/career',
      '/faq',
      '/contact',
      '/testimonials',
      '/about-us',
      '/terms-conditions',
      '/privacy',
      '/premium',
      '/pricing',
    ]) {
      expect(paths.has(path), `${path} is listed`).toBe(true);
    }
    expect(
      [...paths.keys()].some((path) => /^\/posts\/[^/]+$/.test(path)),
      'a post is listed',
    ).toBe(true);

    // lastmod from the documents' _updatedAt (ISO 8601)
    for (const path of [ARTICLE, '/compatibility/intp-and-enfj', '/theory', '/personality-type/intj/career', '/blog', '/compatibility']) {
      expect(paths.get(path), `${path} has a lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    }
    const post = [...paths].find(([path]) => path.startsWith('/posts/'));
    expect(post?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // no search results, account, login or API pages; no /page/1 duplicates of a base path
    for (const path of paths.keys()) {
      expect(path).not.toMatch(/^\/(search|profile|login|api|complete)(\/|$)/);
      expect(path).not.toMatch(/\/page\/1$/);
      if (path !== '/') expect(path).not.toMatch(/\/$/);
    }

    // seed: 136 compatibility pages, 40 articles, 16 profiles × 6 sections, 10 posts, 9 theory
    // articles, 6 categories, 5 authors, 6 info pages, 3 toolkit tests, the free test, listings
    expect(locs.length).toBeGreaterThanOrEqual(136 + 40 + 96 + 10 + 9 + 6 + 5 + 6 + 3 + 1);
  });
});

test('robots.txt allows crawling, keeps out private and search pages and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of ['/api/', '/profile', '/login', '/search/']) expect(text).toContain(`Disallow: ${path}\n`);
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
  expect(sitemap).toMatch(/^https?:\/\/[^/]+\/(.*\/)?sitemap\.xml$/);
  expect((await request.get(pathOf(sitemap ?? ''))).status()).toBe(200);
  // No Host line: the directive takes a bare host name and the major crawlers ignore it (issue 27).
  expect(text).not.toMatch(/^Host:/im);
});

test.describe('an article page', () => {
  test('has a brand-suffixed title, an absolute canonical link, article Open Graph data, and BlogPosting, BreadcrumbList, Organization and WebSite JSON-LD', async ({
    page,
    request,
  }) => {
    await test.step('title, canonical link and Open Graph data (opened with a query)', async () => {
      const response = await page.goto(`${ARTICLE}?utm_source=newsletter`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/ \| TypeAtlas$/);

      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(/^https?:\/\/[^/]+/);
      expect(new URL(canonical ?? '').pathname).toBe(ARTICLE);
      expect(new URL(canonical ?? '').search).toBe('');

      expect(await meta(page, 'og:type')).toBe('article');
      expect(await meta(page, 'og:url')).toBe(canonical);
      expect(await meta(page, 'og:title')).toBeTruthy();
      expect(await meta(page, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await meta(page, 'description')).toBeTruthy();

      const image = await meta(page, 'og:image');
      expect(image, 'og:image is an absolute URL').toMatch(/^https?:\/\/[^/]+\//);
      expect(new URL(image ?? '').origin).toBe(new URL(canonical ?? '').origin);
      const picture = await request.get(pathOf(image ?? ''));
      expect(picture.status(), `${image} answers 200 through the app`).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
      expect(await meta(page, 'og:image:width')).toMatch(/^\d+$/);
      expect(await meta(page, 'og:image:alt')).toBeTruthy();
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    });

    await test.step('JSON-LD', async () => {
      await page.goto(ARTICLE);
      const canonical = (await page.locator('head link[rel="canonical"]').getAttribute('href')) ?? '';
      const origin = new URL(canonical).origin;
      const items = await jsonLd(page);

      const [posting, ...otherPostings] = ofType(items, 'BlogPosting');
      expect(otherPostings).toHaveLength(0);
      expect(posting).toMatchObject({ '@context': 'https://schema.org', url: canonical, mainEntityOfPage: { '@id': canonical } });
      expect(posting?.headline).toEqual(expect.any(String));
      expect(posting?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
      const author = posting?.author as { '@type'?: string; name?: string; url?: string } | undefined;
      expect(author?.['@type']).toBe('Person');
      expect(author?.name).toBeTruthy();
      expect(author?.url).toMatch(new RegExp(`^${origin}/blog/author/[a-z0-9-]+$`));
      const images = posting?.image as string[] | undefined;
      expect(images?.[0]).toMatch(new RegExp(`^${origin}/`));

      const [breadcrumbs] = ofType(items, 'BreadcrumbList');
      const crumbs = (breadcrumbs?.itemListElement ?? []) as { position: number; item: string; name: string }[];
      expect(crumbs.length).toBeGreaterThanOrEqual(2);
      expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
      expect(crumbs[0]?.item).toBe(`${origin}/`);
      for (const crumb of crumbs) expect(crumb.item).toMatch(new RegExp(`^${origin}/`));

      const [organization] = ofType(items, 'Organization');
      expect(organization).toMatchObject({ name: 'TypeAtlas', url: `${origin}/`, logo: `${origin}/icon.svg` });
      const [website] = ofType(items, 'WebSite');
      expect(website).toMatchObject({
        url: `${origin}/`,
        potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${origin}/search/{search_term_string}` } },
      });
      expect(posting?.publisher).toEqual({ '@id': organization?.['@id'] });
    });
  });
});

test('the Organization logo exists (every page names it; the crawler checks the JSON-LD on each template)', async ({ request }) => {
  const logo = await request.get('/icon.svg');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toMatch(/image\/svg\+xml/);
});

test('paginated listings link prev and next; page 2 links back to the base path', async ({ page }) => {
  const relHref = async (rel: string) => {
    const link = page.locator(`head link[rel="${rel}"]`);
    return (await link.count()) ? new URL((await link.getAttribute('href')) ?? '').pathname : null;
  };
  await page.goto('/blog/page/2');
  expect(await relHref('prev')).toBe('/blog');
  expect(await relHref('next')).toBe('/blog/page/3');
  await expect(page).toHaveTitle(/ \| TypeAtlas$/);
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe('/blog/page/2');

  await page.goto('/blog');
  expect(await relHref('prev')).toBeNull();
  expect(await relHref('next')).toBe('/blog/page/2');
});
