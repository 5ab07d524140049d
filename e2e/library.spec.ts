/**
 * Theory, compatibility and posts (SPEC §2): /theory and /theory/{slug} (the introduction lives at
 * /theory), /compatibility and /compatibility/{slug} (canonical pair slugs, 308 for the reverse
 * order and other letter cases, 404 for unknown types), /posts and /posts/{slug}; axe on each.
 */
import { type APIResponse, expect, test } from '@playwright/test';
import { expectHydrated, isHydrated } from './support/hydration';

/** Every Location header value of a response (Next may send the same one twice on a cache miss). */
function locations(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'location')
    .map((header) => header.value);
}

/** Asserts a permanent redirect (308) of the first response to `target`. */
async function expectPermanentRedirect(response: APIResponse, target: string): Promise<void> {
  expect(response.status()).toBe(308);
  const values = locations(response);
  expect(values.length).toBeGreaterThan(0);
  expect(new Set(values.map((value) => new URL(value, 'http://localhost').pathname))).toEqual(new Set([target]));
}

test.describe('theory', () => {
  // One test, one page, in steps (issue 22: a test's new context and page cost more than the checks).
  test('/theory, the /theory/introduction redirect, another article', async ({ page, request }) => {
    await test.step('/theory shows the introduction with the side navigation of all 9 articles and the method page', async () => {
      const response = await page.goto('/theory');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('An introduction to personality type');
      await expect(page).toHaveTitle(/ \| TypeAtlas$/);

      const nav = page.getByRole('navigation', { name: 'Theory articles' });
      await expect(nav.getByRole('link')).toHaveCount(10);
      await expect(nav.getByRole('link').first()).toHaveAttribute('href', '/theory');
      await expect(nav.getByRole('link').last()).toHaveAttribute('href', '/theory/how-scoring-works');
      await expect(nav.getByRole('link', { name: 'An introduction to personality type' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

      const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumbs.getByRole('listitem')).toHaveText(['Home', 'Theory']);
      await expect(page.getByRole('navigation', { name: 'More theory' }).getByRole('link')).toHaveCount(1);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => JSON.parse(text)['@type'] === 'Article')).toBe(true);
    });

    await test.step('/theory/introduction redirects permanently to /theory', async () => {
      await expectPermanentRedirect(await request.get('/theory/introduction', { maxRedirects: 0 }), '/theory');
      await page.goto('/theory/introduction');
      await expect(page).toHaveURL(/\/theory$/);
    });

    await test.step('another theory article renders with its body and neighbours', async () => {
      const response = await page.goto('/theory/preference-pairs');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The four preference pairs');
      await expect(page.getByRole('article').locator('.prose p').first()).not.toBeEmpty();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        'Theory',
        'The four preference pairs',
      ]);
      const nav = page.getByRole('navigation', { name: 'Theory articles' });
      await expect(nav.getByRole('link', { name: 'The four preference pairs' })).toHaveAttribute('aria-current', 'page');

      const pager = page.getByRole('navigation', { name: 'More theory' });
      await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/theory');
      const next = pager.getByRole('link', { name: /Next/ });
      await expect(next).toHaveAttribute('href', '/theory/energy-extraversion-introversion');
      await expectHydrated(next);
      await next.click();
      await expect(page).toHaveURL(/\/theory\/energy-extraversion-introversion$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energy: Extraversion and Introversion');
    });
  });

  test('an unknown theory article answers 404', async ({ request }) => {
    expect((await request.get('/theory/no-such-article')).status()).toBe(404);
  });
});

test.describe('compatibility', () => {
  test('/compatibility, a pair page, the reverse order, unknown pairs', async ({ page, request }) => {
    await test.step('/compatibility lists all 136 pairs and a link navigates to a pair', async () => {
      const response = await page.goto('/compatibility');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personality type compatibility');

      const main = page.getByRole('main');
      const pairLinks = main.locator('a[href^="/compatibility/"]');
      await expect(pairLinks).toHaveCount(16 * 16);
      const hrefs = new Set(await pairLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
      expect(hrefs.size).toBe(136);

      const intp = main.getByRole('list', { name: 'INTP (Architect) with …' });
      await expect(intp.getByRole('link')).toHaveCount(16);
      const link = intp.getByRole('link', { name: 'INTP and ENFJ' });
      await expect(link).toHaveAttribute('href', '/compatibility/intp-and-enfj');
      // The chips are plain links in server HTML that React does not hydrate (issue 25: PairChips writes
      // them as HTML text); the page's one client component, the picker, is — asked first, so the
      // chip's answer is not merely "not yet".
      await expectHydrated(main.getByRole('button', { name: 'See the pairing' }));
      expect(await isHydrated(link), 'chip hydrated').toBe(false);
      await link.click();
      await expect(page).toHaveURL(/\/compatibility\/intp-and-enfj$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('INTP');
    });

    await test.step('/compatibility/intp-and-enfj shows both types and the five sections', async () => {
      const response = await page.goto('/compatibility/intp-and-enfj');
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toContainText('INTP');
      await expect(h1).toContainText('ENFJ');
      await expect(page.getByRole('img', { name: 'Illustration of the Architect' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Illustration of the Teacher' })).toBeVisible();

      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc.getByRole('link')).toHaveCount(5);
      const sectionIds = ['overview', 'strengths', 'challenges', 'communication', 'growing-together'];
      for (const id of sectionIds) {
        await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
        const section = page.locator(`section#${id}`);
        await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
        await expect(section.locator('.prose p').first()).not.toBeEmpty();
      }

      await expect(page.getByRole('link', { name: 'Read the INTP (Architect) profile' })).toHaveAttribute('href', '/personality-type/intp');
      await expect(page.getByRole('link', { name: 'Read the ENFJ (Teacher) profile' })).toHaveAttribute('href', '/personality-type/enfj');
      const moreIntp = page.getByRole('list', { name: 'More INTP pairings' });
      await expect(moreIntp.getByRole('link')).toHaveCount(15);
      await expect(moreIntp.locator('a[href="/compatibility/intp-and-enfj"]')).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'More ENFJ pairings' }).getByRole('link')).toHaveCount(15);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        'Compatibility',
        /INTP and ENFJ/,
      ]);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => JSON.parse(text)['@type'] === 'Article')).toBe(true);
    });

    await test.step('the reverse order redirects permanently to the canonical slug', async () => {
      await expectPermanentRedirect(await request.get('/compatibility/enfj-and-intp', { maxRedirects: 0 }), '/compatibility/intp-and-enfj');
      await page.goto('/compatibility/enfj-and-intp');
      await expect(page).toHaveURL(/\/compatibility\/intp-and-enfj$/);
    });

    for (const path of ['/compatibility/intp-and-xxxx', '/compatibility/nonsense']) {
      await test.step(`${path} answers 404`, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      });
    }
  });

  test('another letter case redirects permanently to the canonical slug', async ({ request }) => {
    await expectPermanentRedirect(await request.get('/compatibility/INTP-and-ENFJ', { maxRedirects: 0 }), '/compatibility/intp-and-enfj');
    await expectPermanentRedirect(await request.get('/compatibility/Enfj-AND-Intp', { maxRedirects: 0 }), '/compatibility/intp-and-enfj');
  });
});

test.describe('posts', () => {
  test('/posts and a post page', async ({ page }) => {
    await test.step('/posts lists the 10 posts, newest first', async () => {
      const response = await page.goto('/posts');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts');
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(cards).toHaveCount(10);
      await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('Bringing type into your team without the boxes');
      await expect(cards.first()).toContainText('14 October 2025 · Daniel Reyes');
      await expect(cards.last().getByRole('heading', { level: 2 })).toHaveText('Welcome to TypeAtlas');
    });

    // Still on /posts (the step above only reads it).
    await test.step('a post page shows date, author and body', async () => {
      const link = page.getByRole('link', { name: 'Welcome to TypeAtlas' });
      await expectHydrated(link);
      await link.click();
      await expect(page).toHaveURL(/\/posts\/welcome-to-typeatlas$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to TypeAtlas');
      const article = page.getByRole('article').first();
      await expect(article.locator('time')).toHaveAttribute('datetime', '2025-02-04T09:00:00Z');
      await expect(article.locator('time')).toHaveText('4 February 2025');
      await expect(article.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute('href', '/blog/author/maya-okafor');
      // The byline shows the author's portrait beside the name: decorative (alt=""), loaded, 32 px (issue 15).
      const portrait = article.locator('header img[alt=""]');
      await expect(portrait).toHaveCount(1);
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(
        await portrait.evaluate((img: HTMLImageElement) => [img.getBoundingClientRect().width, img.naturalWidth === img.naturalHeight]),
      ).toEqual([32, true]);
      await expect(article.locator('.prose p').first()).not.toBeEmpty();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        'Posts',
        'Welcome to TypeAtlas',
      ]);

      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
      const posting = jsonLd.find((data) => data['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        headline: 'Welcome to TypeAtlas',
        author: { '@type': 'Person', name: 'Maya Okafor' },
        datePublished: '2025-02-04T09:00:00Z',
      });
    });
  });

  test('an unknown post answers 404', async ({ request }) => {
    expect((await request.get('/posts/no-such-post')).status()).toBe(404);
  });
});

// Axe and horizontal overflow of the theory, compatibility and posts templates, at 390 and 1440 px:
// e2e/crawl.spec.ts.
