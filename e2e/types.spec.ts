import { expect, type Page, test } from '@playwright/test';
import { expectHydrated } from './support/hydration';
import { expectPermanentRedirect } from './support/redirects';

const ALL_TYPES = [
  'INTJ',
  'INTP',
  'ENTJ',
  'ENTP',
  'INFJ',
  'INFP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISFJ',
  'ESTJ',
  'ESFJ',
  'ISTP',
  'ISFP',
  'ESTP',
  'ESFP',
];

/** The page's canonical link, parsed. */
async function canonicalUrl(page: Page): Promise<URL> {
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  const href = await canonical.getAttribute('href');
  expect(href, 'canonical href').toBeTruthy();
  // Absolute URL on the configured site URL (NEXT_PUBLIC_SITE_URL, http://localhost:3000 by default).
  expect(href).toMatch(/^https?:\/\/[^/]+/);
  return new URL(href ?? '');
}

// Two tests, in steps (issue 22: a test's new context and page cost more than most checks here).
test.describe('personality type pages', () => {
  test('profiles: slugs (an upper-case type redirects permanently to the lower-case profile; sections are case-insensitive, the introduction is the bare path), unknown types and sections, the section navigation', async ({
    page,
    request,
  }) => {
    await test.step('/personality-type/INTP → 308 /personality-type/intp', async () => {
      await expectPermanentRedirect(request, '/personality-type/INTP', '/personality-type/intp');

      const response = await page.goto('/personality-type/INTP');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/personality-type\/intp$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Architect');
    });

    await test.step('/personality-type/INTJ/Career and /personality-type/intj/introduction', async () => {
      const response = await page.goto('/personality-type/INTJ/Career');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/personality-type\/intj\/career$/);
      await page.goto('/personality-type/intj/introduction');
      await expect(page).toHaveURL(/\/personality-type\/intj$/);
    });

    // An unknown type, and an unknown section of a known type, answer 404 with the not-found page.
    await test.step('/personality-type/zzzz', async () => {
      const response = await page.goto('/personality-type/zzzz');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle(/ \| TypeAtlas$/);
    });
    await test.step('/personality-type/intj/nope', async () => {
      const response = await page.goto('/personality-type/intj/nope');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });

    await test.step('the section navigation of a profile leads to each section', async () => {
      await page.goto('/personality-type/intj');
      const sections = page.getByRole('navigation', { name: 'Mastermind profile sections' });
      await expect(sections.getByRole('link')).toHaveText([
        'Introduction',
        'Strengths',
        'Weaknesses',
        'Relationships',
        'Career',
        'Personal growth',
      ]);
      await expect(sections.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');

      const career = sections.getByRole('link', { name: 'Career' });
      await expectHydrated(career);
      await career.click();
      await expect(page).toHaveURL(/\/personality-type\/intj\/career$/);
      await expect(career).toHaveAttribute('aria-current', 'page');
      await expect(sections.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Mastermind');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Career');
      await expect(page.getByRole('heading', { level: 2, name: 'Career' })).toBeVisible();

      const response = await page.request.get('/personality-type/intj/career');
      expect(response.status()).toBe(200);
    });
  });

  test('the types index; canonical links (absolute, no query) and titles of the types index, profiles, the test and the home page', async ({
    page,
  }) => {
    await test.step('the types index lists the 16 types in 4 families', async () => {
      await page.goto('/personality-types');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The 16 personality types');

      const main = page.getByRole('main');
      const families = main.getByRole('region');
      await expect(families).toHaveCount(4);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Analysts', 'Diplomats', 'Sentinels', 'Explorers']);
      for (let index = 0; index < 4; index += 1) {
        await expect(families.nth(index).getByRole('link')).toHaveCount(4);
      }

      const cards = main.locator('a[href^="/personality-type/"]');
      await expect(cards).toHaveCount(16);
      const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect([...hrefs].sort()).toEqual(ALL_TYPES.map((code) => `/personality-type/${code.toLowerCase()}`).sort());
    });

    for (const { path, canonical, title } of [
      { path: '/personality-types?utm_source=newsletter', canonical: '/personality-types', title: 'The 16 personality types | TypeAtlas' },
      { path: '/personality-type/intj', canonical: '/personality-type/intj', title: /^INTJ \(Mastermind\).* \| TypeAtlas$/ },
      { path: '/personality-type/enfp/career?ref=x', canonical: '/personality-type/enfp/career', title: /ENFP.* \| TypeAtlas$/ },
      { path: '/free-personality-test?utm_source=header', canonical: '/free-personality-test', title: / \| TypeAtlas$/ },
      // The home page: a canonical link to the site root and a title that ends with the brand suffix.
      { path: '/?utm_source=ad', canonical: '/', title: / \| TypeAtlas$/ },
    ]) {
      await test.step(`canonical link and title of ${path}`, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(title);
        const url = await canonicalUrl(page);
        expect(url.pathname).toBe(canonical);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
      });
    }
  });
});
