/**
 * The blog (SPEC §2): listings with pagination (/blog, /blog/page/{n}, categories), canonical and
 * prev/next links, redirects and 404s, author pages, articles with Portable Text, the landing
 * variant, and axe on every template. Expected content is read from the seed dataset the app
 * serves in embedded mode (studio/seed/dataset.ndjson), so the specs follow the real articles.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectHydrated } from './support/hydration';

/* ───────────────────────────── Seed data ───────────────────────────── */

interface SeedSpan {
  text?: string;
  marks?: string[];
}
interface SeedBlock {
  _type: string;
  style?: string;
  listItem?: string;
  tone?: string;
  text?: string;
  children?: SeedSpan[];
  markDefs?: { _key: string; _type: string; reference?: { _ref: string } }[];
}
interface SeedDoc {
  _id: string;
  _type: string;
  _updatedAt: string;
  title?: string;
  name?: string;
  role?: string;
  bio?: string;
  slug?: { current: string };
  publishedAt?: string;
  landing?: boolean;
  mainImage?: { alt?: string; asset?: { _ref: string } };
  url?: string;
  author?: { _ref: string };
  categories?: { _ref: string }[];
  body?: SeedBlock[];
}

const DATASET = fileURLToPath(new URL('../studio/seed/dataset.ndjson', import.meta.url));
const DOCS: SeedDoc[] = readFileSync(DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedDoc);
const BY_ID = new Map(DOCS.map((doc) => [doc._id, doc]));

/** Articles as the listings order them: newest first, ties by _id. */
const ARTICLES = DOCS.filter((doc) => doc._type === 'article' && !doc._id.startsWith('drafts.')).sort((a, b) =>
  a.publishedAt === b.publishedAt ? (a._id < b._id ? -1 : 1) : (a.publishedAt ?? '') < (b.publishedAt ?? '') ? 1 : -1,
);
const PAGE_SIZE = 12;
const PAGES = Math.ceil(ARTICLES.length / PAGE_SIZE);

const slugOf = (doc: SeedDoc) => doc.slug?.current ?? '';
const titles = (docs: SeedDoc[]) => docs.map((doc) => doc.title ?? '');
const inCategory = (slug: string) =>
  ARTICLES.filter((article) => article.categories?.some((ref) => BY_ID.get(ref._ref)?.slug?.current === slug));
const article = (slug: string) => {
  const found = ARTICLES.find((candidate) => slugOf(candidate) === slug);
  if (!found) throw new Error(`seed article ${slug} is missing`);
  return found;
};
/** The seed URL path of a document's main image (`/seed-assets/{hash}.svg`). */
const imagePath = (doc: SeedDoc | undefined) => BY_ID.get(doc?.mainImage?.asset?._ref ?? '')?.url ?? '';

/** Scrolls a (possibly lazy) image into view, waits until it has loaded and returns its natural size and rendered box (CSS pixels). */
async function loadedImage(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const frame = (img.parentElement ?? img).getBoundingClientRect();
    return {
      src: new URL(img.currentSrc || img.src).pathname,
      natural: [img.naturalWidth, img.naturalHeight],
      box: [Math.round(box.width), Math.round(box.height)],
      radius: getComputedStyle(img.parentElement ?? img).borderRadius,
      frame: [Math.round(frame.width), Math.round(frame.height)],
    };
  });
}

const blockText = (block: SeedBlock) => block.text ?? (block.children ?? []).map((child) => child.text ?? '').join('');

/** A category with more than one page and one with a single page. */
const BIG_CATEGORY = { slug: 'personal-growth', title: 'Personal growth' };
const SMALL_CATEGORY = { slug: 'work-and-career', title: 'Work and career' };
/** An article with h2/h3 headings, bullet and numbered lists, a tip call-out and an internal link to a type profile. */
const ARTICLE = article('decluttering-for-every-personality-type');
/** A landing-variant article. */
const LANDING = article('start-here-a-gentle-guide-to-personality-types');
const AUTHOR_SLUG = 'maya-okafor';

/* ───────────────────────────── Helpers ───────────────────────────── */

/** Pathname of the single `<head>` link with this rel, or null when there is none. */
async function headLinkPath(page: Page, rel: 'canonical' | 'prev' | 'next'): Promise<string | null> {
  const links = page.locator(`head link[rel="${rel}"]`);
  const count = await links.count();
  expect(count, `at most one <link rel="${rel}">`).toBeLessThanOrEqual(1);
  if (count === 0) return null;
  const href = await links.getAttribute('href');
  expect(href, `${rel} href is absolute`).toMatch(/^https?:\/\/[^/]+\//);
  return new URL(href ?? '').pathname;
}

/**
 * Expects canonical, prev and next links (absolute URLs with these pathnames; null = absent).
 * Retries: after a client-side navigation Next streams the new page's metadata after its body, so
 * the head may still hold the previous page's links for a moment.
 */
async function expectPageLinks(page: Page, expected: { canonical: string; prev: string | null; next: string | null }) {
  for (const rel of ['canonical', 'prev', 'next'] as const) {
    const path = expected[rel];
    const links = page.locator(`head link[rel="${rel}"]`);
    if (path === null) await expect(links, `no <link rel="${rel}">`).toHaveCount(0);
    else {
      await expect(links, `one <link rel="${rel}">`).toHaveCount(1);
      await expect(links, `${rel} is the absolute URL of ${path}`).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    }
  }
}

/** The titles of the article cards on the page (cards are `<article>`s with a heading link). */
function cardTitles(page: Page) {
  return page.getByRole('main').locator('li > article').getByRole('heading');
}

/** Expects a permanent redirect (308) to `location`. Next may repeat the Location header on a cache miss; every value must match. */
async function expectPermanentRedirect(request: APIRequestContext, from: string, location: string) {
  const response = await request.get(from, { maxRedirects: 0 });
  expect(response.status(), `${from} status`).toBe(308);
  const locations = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'location')
    .map((header) => new URL(header.value, 'http://localhost').pathname);
  expect(locations.length).toBeGreaterThan(0);
  expect(new Set(locations)).toEqual(new Set([location]));
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
}

/* ───────────────────────────── Listings ───────────────────────────── */

test.describe('blog listing', () => {
  // Few tests, in steps (issue 22: a test's new context and page cost more than most checks here).
  test('/blog, /blog/page/2, the last page, and /blog/page/1', async ({ page, request }) => {
    await test.step('/blog, /blog/page/2 and the last page: their articles, canonical and prev/next links, pagination; Previous navigates', async () => {
      await test.step('/blog lists the 12 newest articles with canonical /blog, next /blog/page/2 and no prev', async () => {
        const response = await page.goto('/blog');
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
        await expect(page).toHaveTitle(/^Blog \| TypeAtlas$/);
        await expect(cardTitles(page)).toHaveText(titles(ARTICLES.slice(0, PAGE_SIZE)));
        await expectPageLinks(page, { canonical: '/blog', prev: null, next: '/blog/page/2' });

        // A card: image, category label, title link to the article's own variant, excerpt, "date · author".
        const first = ARTICLES[0];
        if (!first) throw new Error('the seed has articles');
        const card = page.getByRole('main').locator('li > article').first();
        await expect(card.getByRole('link', { name: first.title })).toHaveAttribute(
          'href',
          first.landing ? `/blog/${slugOf(first)}` : `/blog/article/${slugOf(first)}`,
        );
        await expect(card.locator('img')).toHaveCount(1);
        await expect(card).toContainText(BY_ID.get(first.categories?.[0]?._ref ?? '')?.title ?? '');
        await expect(card).toContainText(`· ${BY_ID.get(first.author?._ref ?? '')?.name}`);

        const pagination = page.getByRole('navigation', { name: 'Pagination' });
        await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
        await expect(pagination.getByRole('link', { name: /Page \d/ })).toHaveCount(PAGES);
        await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveCount(0);
        await expect(pagination.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog/page/2');

        const categories = page.getByRole('navigation', { name: 'Blog categories' });
        await expect(categories.getByRole('link', { name: /^All articles/ })).toHaveAttribute('aria-current', 'page');
        await expect(categories.getByRole('link', { name: `All articles (${ARTICLES.length} articles)` })).toBeVisible();
        await expect(
          categories.getByRole('link', { name: `${BIG_CATEGORY.title} (${inCategory(BIG_CATEGORY.slug).length} articles)` }),
        ).toBeVisible();
      });

      await test.step('/blog/page/2 is canonical to itself with prev /blog and next /blog/page/3', async () => {
        const response = await page.goto('/blog/page/2');
        expect(response?.status()).toBe(200);
        await expect(cardTitles(page)).toHaveText(titles(ARTICLES.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
        await expectPageLinks(page, { canonical: '/blog/page/2', prev: '/blog', next: '/blog/page/3' });
        await expect(page).toHaveTitle(/^Blog – page 2 \| TypeAtlas$/);
        const pagination = page.getByRole('navigation', { name: 'Pagination' });
        await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
        await expect(pagination.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', /.*/);
        await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
      });

      await test.step('the last page holds the rest and has no next link; Previous navigates', async () => {
        await page.goto(`/blog/page/${PAGES}`);
        await expect(cardTitles(page)).toHaveText(titles(ARTICLES.slice((PAGES - 1) * PAGE_SIZE)));
        await expectPageLinks(page, { canonical: `/blog/page/${PAGES}`, prev: `/blog/page/${PAGES - 1}`, next: null });
        const pagination = page.getByRole('navigation', { name: 'Pagination' });
        await expect(pagination.getByRole('link', { name: 'Next' })).toHaveCount(0);

        const previous = pagination.getByRole('link', { name: 'Previous' });
        await expectHydrated(previous);
        await previous.click();
        await expect(page).toHaveURL(new RegExp(`/blog/page/${PAGES - 1}$`));
        await expect(cardTitles(page).first()).toHaveText(ARTICLES[(PAGES - 2) * PAGE_SIZE]?.title ?? '');
      });
    });

    await test.step('/blog/page/1 redirects permanently to /blog', async () => {
      await expectPermanentRedirect(request, '/blog/page/1', '/blog');
      await page.goto('/blog/page/1');
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    });
  });
});

test.describe('blog categories', () => {
  const expected = inCategory(BIG_CATEGORY.slug);

  test('categories: a two-page category, the category navigation, a one-page category, redirects and 404s', async ({ page, request }) => {
    await test.step('a category lists only its articles, with its own pagination and links', async () => {
      expect(expected.length, 'the seed category spans two pages').toBeGreaterThan(PAGE_SIZE);
      const response = await page.goto(`/blog/category/${BIG_CATEGORY.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: BIG_CATEGORY.title })).toBeVisible();
      await expect(cardTitles(page)).toHaveText(titles(expected.slice(0, PAGE_SIZE)));
      await expectPageLinks(page, {
        canonical: `/blog/category/${BIG_CATEGORY.slug}`,
        prev: null,
        next: `/blog/category/${BIG_CATEGORY.slug}/page/2`,
      });
      await expect(
        page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: new RegExp(`^${BIG_CATEGORY.title}`) }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: /^All articles/ }),
      ).not.toHaveAttribute('aria-current', /.*/);

      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      const next = pagination.getByRole('link', { name: 'Next' });
      await expectHydrated(next);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${BIG_CATEGORY.slug}/page/2$`));
      await expect(cardTitles(page)).toHaveText(titles(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
      await expectPageLinks(page, {
        canonical: `/blog/category/${BIG_CATEGORY.slug}/page/2`,
        prev: `/blog/category/${BIG_CATEGORY.slug}`,
        next: null,
      });
      await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('the category navigation leads to a category; a one-page category has no pagination and no prev/next links', async () => {
      await test.step('the category navigation leads to a category', async () => {
        await page.goto('/blog');
        const link = page
          .getByRole('navigation', { name: 'Blog categories' })
          .getByRole('link', { name: new RegExp(`^${SMALL_CATEGORY.title}`) });
        await expectHydrated(link);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/blog/category/${SMALL_CATEGORY.slug}$`));
        await expect(page.getByRole('heading', { level: 1, name: SMALL_CATEGORY.title })).toBeVisible();
      });

      await test.step('a one-page category (loaded afresh) has no pagination and no prev/next links', async () => {
        await page.goto(`/blog/category/${SMALL_CATEGORY.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: SMALL_CATEGORY.title })).toBeVisible();
        await expect(cardTitles(page)).toHaveText(titles(inCategory(SMALL_CATEGORY.slug)));
        await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
        await expectPageLinks(page, { canonical: `/blog/category/${SMALL_CATEGORY.slug}`, prev: null, next: null });
      });
    });

    await test.step('category /page/1 redirects permanently; unknown categories and pages are 404s', async () => {
      await expectPermanentRedirect(request, `/blog/category/${BIG_CATEGORY.slug}/page/1`, `/blog/category/${BIG_CATEGORY.slug}`);
      await expectNotFound(page, '/blog/category/no-such-category');
      await expectNotFound(page, `/blog/category/${BIG_CATEGORY.slug}/page/3`);
      await expectNotFound(page, `/blog/category/${SMALL_CATEGORY.slug}/page/2`);
      await expectNotFound(page, `/blog/category/${BIG_CATEGORY.slug}/page/x`);
    });
  });
});

/* ───────────────────────────── Authors ───────────────────────────── */

test.describe('blog authors', () => {
  test('an author page shows the author and every article they wrote', async ({ page }) => {
    const author = DOCS.find((doc) => doc._type === 'author' && slugOf(doc) === AUTHOR_SLUG);
    if (!author) throw new Error('seed author missing');
    const theirs = ARTICLES.filter((candidate) => candidate.author?._ref === author._id);

    const response = await page.goto(`/blog/author/${AUTHOR_SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(author.role ?? '', { exact: true })).toBeVisible();
    await expect(main.getByText(author.bio ?? '')).toBeVisible();
    // The illustrated portrait (issue 15): its alt text names the author; square, shown round.
    expect(author.mainImage?.alt).toMatch(new RegExp(`^Illustrated portrait of ${author.name}, `));
    const portrait = main.getByRole('img', { name: author.mainImage?.alt });
    await expect(portrait).toBeVisible();
    const drawn = await loadedImage(portrait);
    expect(drawn.src).toBe(imagePath(author));
    expect(drawn.natural[0]).toBe(drawn.natural[1]);
    expect(drawn.box).toEqual(drawn.frame);
    expect(drawn.radius).toBe('50%');
    await expect(page.getByRole('heading', { level: 2, name: `Articles by ${author.name}` })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(titles(theirs));
    expect(await headLinkPath(page, 'canonical')).toBe(`/blog/author/${AUTHOR_SLUG}`);
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'profile');

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const profile = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'ProfilePage');
    expect(profile).toMatchObject({ mainEntity: { '@type': 'Person', name: author.name, jobTitle: author.role } });
  });
});

/* ───────────────────────────── Articles ───────────────────────────── */

test.describe('blog articles', () => {
  const body = ARTICLE.body ?? [];
  const primary = BY_ID.get(ARTICLE.categories?.[0]?._ref ?? '');
  const author = BY_ID.get(ARTICLE.author?._ref ?? '');

  test('articles: a standard article, an internal link, the landing variant, the wrong variant', async ({ page, request }) => {
    await test.step('an article shows breadcrumbs, meta, its image, the Portable Text body, the author box and related articles', async () => {
      const path = `/blog/article/${slugOf(ARTICLE)}`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
      await expect(page).toHaveTitle(/ \| TypeAtlas$/);
      expect(await headLinkPath(page, 'canonical')).toBe(path);
      await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');

      // Breadcrumbs: Home / Blog / primary category / title.
      const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumbs.getByRole('listitem')).toHaveText(['Home', 'Blog', primary?.title ?? '', ARTICLE.title ?? '']);
      await expect(breadcrumbs.getByRole('link', { name: primary?.title })).toHaveAttribute(
        'href',
        `/blog/category/${slugOf(primary ?? ARTICLE)}`,
      );

      // Meta: date, author link, category links.
      const article = main.locator('article').first();
      await expect(article.locator('time').first()).toHaveAttribute('datetime', ARTICLE.publishedAt ?? '');
      await expect(article.getByRole('link', { name: author?.name, exact: true })).toHaveAttribute(
        'href',
        `/blog/author/${slugOf(author ?? ARTICLE)}`,
      );
      // The byline's portrait sits beside the name: decorative (alt=""), 32 px, round (issue 15).
      const bylinePortrait = article.locator('header img[alt=""]');
      await expect(bylinePortrait).toHaveCount(1);
      const byline = await loadedImage(bylinePortrait);
      expect(byline).toMatchObject({ src: imagePath(author), box: [32, 32], radius: '50%' });
      const categoryList = article.getByRole('list', { name: 'Categories' });
      await expect(categoryList.getByRole('link')).toHaveCount(ARTICLE.categories?.length ?? 0);

      // The main image: the document's alt text, loaded with status 200.
      const image = article.getByRole('img', { name: ARTICLE.mainImage?.alt });
      await expect(image).toBeVisible();
      expect(await image.getAttribute('alt')).toBe(ARTICLE.mainImage?.alt);
      expect((ARTICLE.mainImage?.alt ?? '').length).toBeGreaterThan(0);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
      expect((await page.request.get(src)).status()).toBe(200);

      // Portable Text: h2 headings, lists, a call-out.
      for (const heading of body.filter((block) => block.style === 'h2')) {
        await expect(article.getByRole('heading', { level: 2, name: blockText(heading) })).toBeVisible();
      }
      const bullet = body.find((block) => block.listItem === 'bullet');
      await expect(article.getByRole('listitem').filter({ hasText: blockText(bullet ?? { _type: 'block' }).slice(0, 40) })).toBeVisible();
      const numbered = body.find((block) => block.listItem === 'number');
      await expect(article.locator('ol > li').filter({ hasText: blockText(numbered ?? { _type: 'block' }) })).toBeVisible();
      const callout = body.find((block) => block._type === 'callout');
      if (callout) {
        const aside = article.getByRole('complementary', { name: 'Tip' });
        await expect(aside).toBeVisible();
        await expect(aside).toContainText(blockText(callout));
      }

      // Author box and related articles.
      const box = main.getByRole('region', { name: 'About the author' });
      await expect(box).toContainText(author?.name ?? '');
      await expect(box).toContainText(author?.role ?? '');
      await expect(box.getByRole('link', { name: `More articles by ${author?.name}` })).toHaveAttribute(
        'href',
        `/blog/author/${slugOf(author ?? ARTICLE)}`,
      );
      const boxPortrait = box.locator('img[alt=""]');
      await expect(boxPortrait).toHaveCount(1);
      const shown = await loadedImage(boxPortrait);
      expect(shown.src).toBe(imagePath(author));
      expect(shown.box).toEqual(shown.frame);
      expect([
        [96, 96],
        [72, 72],
      ]).toContainEqual(shown.box);
      const related = main.getByRole('region', { name: 'Related articles' });
      await expect(related.getByRole('heading', { level: 3 })).toHaveCount(3);

      // JSON-LD BlogPosting.
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: ARTICLE.title,
        datePublished: ARTICLE.publishedAt,
        dateModified: ARTICLE._updatedAt,
        author: { '@type': 'Person', name: author?.name },
      });
      expect(new URL(String(posting?.url)).pathname).toBe(path);
      expect(new URL(String((posting?.author as { url: string }).url)).pathname).toBe(`/blog/author/${slugOf(author ?? ARTICLE)}`);
      expect((posting?.image as string[])[0]).toMatch(/^https?:\/\//);
    });

    await test.step('an internal link in the body navigates to its target', async () => {
      const linked = body.flatMap((block) =>
        (block.markDefs ?? [])
          .filter((mark) => mark._type === 'internalLink' && BY_ID.get(mark.reference?._ref ?? '')?._type === 'personalityType')
          .map((mark) => ({
            text: (block.children ?? [])
              .filter((child) => child.marks?.includes(mark._key))
              .map((child) => child.text)
              .join(''),
            target: BY_ID.get(mark.reference?._ref ?? ''),
          })),
      )[0];
      expect(linked, 'the seed article links to a type profile').toBeTruthy();
      const href = `/personality-type/${slugOf(linked?.target ?? ARTICLE).toLowerCase()}`;

      await page.goto(`/blog/article/${slugOf(ARTICLE)}`);
      const link = page.getByRole('main').locator('article').first().getByRole('link', { name: linked?.text, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expectHydrated(link);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(linked?.target?.title ?? '');
    });

    await test.step('the landing variant lives at /blog/{slug} with a hero layout', async () => {
      const path = `/blog/${slugOf(LANDING)}`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: LANDING.title })).toBeVisible();
      expect(await headLinkPath(page, 'canonical')).toBe(path);
      const image = page.getByRole('main').locator('article').first().getByRole('img', { name: LANDING.mainImage?.alt });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      for (const heading of (LANDING.body ?? []).filter((block) => block.style === 'h2')) {
        await expect(page.getByRole('heading', { level: 2, name: blockText(heading) })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'About the author' })).toBeVisible();

      // The hero: at 1440 px the title sits beside the image and is larger than a standard article's.
      const titleBox = await page.getByRole('heading', { level: 1 }).boundingBox();
      const imageBox = await image.boundingBox();
      expect(imageBox && titleBox && imageBox.x > titleBox.x + titleBox.width - 1).toBe(true);
      const landingSize = await page.getByRole('heading', { level: 1 }).evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize));
      await page.goto(`/blog/article/${slugOf(ARTICLE)}`);
      const standardSize = await page.getByRole('heading', { level: 1 }).evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize));
      expect(landingSize).toBeGreaterThan(standardSize);

      const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'BlogPosting');
      expect(posting).toBeTruthy();
    });

    await test.step('the wrong variant redirects permanently to the right one', async () => {
      await expectPermanentRedirect(request, `/blog/article/${slugOf(LANDING)}`, `/blog/${slugOf(LANDING)}`);
      await expectPermanentRedirect(request, `/blog/${slugOf(ARTICLE)}`, `/blog/article/${slugOf(ARTICLE)}`);
      await page.goto(`/blog/article/${slugOf(LANDING)}`);
      await expect(page).toHaveURL(new RegExp(`/blog/${slugOf(LANDING)}$`));
      await expect(page.getByRole('heading', { level: 1, name: LANDING.title })).toBeVisible();
    });
  });
});

/* ───────────────────────────── 404s ───────────────────────────── */

test('listing pages out of range or malformed, an unknown author and unknown article slugs are 404s with the not-found page', async ({
  page,
}) => {
  // One browser page for all (a test's context costs more than a page load): each path is a step.
  for (const path of [
    '/blog/page/99',
    '/blog/page/abc',
    '/blog/page/0',
    '/blog/page/02',
    `/blog/page/${PAGES + 1}`,
    '/blog/author/nobody-here',
    '/blog/article/no-such-article',
    '/blog/no-such-article',
  ]) {
    await test.step(`${path} is a 404`, () => expectNotFound(page, path));
  }
});

// Axe and horizontal overflow of every blog template, at 390 and 1440 px: e2e/crawl.spec.ts.
