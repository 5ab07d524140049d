/**
 * Search results page (SPEC §2 "/search/{term}", popular search topics; §5 "Search submits only
 * for non-empty keywords"): results with kind labels and working links, the empty state, the
 * popular topics, malformed segments, the page's own search form, noindex, and axe.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectHydrated } from './support/hydration';

/** SPEC §2: beginners, romance, core theory, a little fun, personal growth, everyday life (seed site settings). */
const POPULAR_TOPICS = [
  ['Beginners', 'beginners'],
  ['Romance', 'romance'],
  ['Core theory', 'core-theory'],
  ['A little fun', 'a-little-fun'],
  ['Personal growth', 'personal-growth'],
  ['Everyday life', 'everyday-life'],
] as const;

const KIND_LABELS = ['Article', 'Theory', 'Personality type', 'Compatibility', 'Post', 'Tool'];

function results(page: Page) {
  return page
    .getByRole('main')
    .getByRole('list', { name: /^Search results for/ })
    .getByRole('listitem');
}

async function expectPopularTopics(page: Page): Promise<void> {
  const topics = page.getByRole('region', { name: 'Popular search topics' }).getByRole('link');
  await expect(topics).toHaveText(POPULAR_TOPICS.map(([label]) => label));
  for (const [label, term] of POPULAR_TOPICS) {
    await expect(topics.filter({ hasText: label })).toHaveAttribute('href', `/search/${term}`);
  }
}

// Few tests, in steps (issue 22: a test's new context and page cost more than most checks here).
test.describe('search results page', () => {
  test('results pages: /search/introvert, /search/intj, a malformed segment, encoded terms', async ({ page, request }) => {
    await test.step('/search/introvert lists labelled results whose links navigate', async () => {
      const response = await page.goto('/search/introvert');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "introvert"');
      const items = results(page);
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      await expect(page.getByRole('main').getByText(`${count} results`, { exact: true })).toBeVisible();

      // Best first: the introvert myths article leads.
      await expect(items.first().getByRole('heading', { level: 2 })).toContainText('introvert');
      for (const item of (await items.all()).slice(0, 5)) {
        const kind = (await item.locator('p').first().textContent()) ?? '';
        expect(KIND_LABELS).toContain(kind);
        await expect(item.getByRole('link')).toHaveAttribute('href', /^\/[a-z]/);
      }

      await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search keywords' })).toHaveValue('introvert');
      await expect(page.getByRole('region', { name: 'Popular search topics' })).toBeVisible();
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page).toHaveTitle(/^Search results for "introvert" \| /);

      const link = items.first().getByRole('link');
      const href = (await link.getAttribute('href')) ?? '';
      const title = (await link.textContent()) ?? '';
      await expectHydrated(link);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 20));
    });

    await test.step('/search/intj finds the INTJ profile among the results', async () => {
      await page.goto('/search/intj');
      const profile = results(page).filter({ has: page.getByRole('link', { name: 'INTJ · Mastermind' }) });
      await expect(profile).toHaveCount(1);
      await expect(profile.getByRole('link')).toHaveAttribute('href', '/personality-type/intj');
      await expect(profile).toContainText('Personality type');
    });

    await test.step('a malformed segment answers the empty search page, not an error', async () => {
      const raw = await request.get('/search/%E0%A4%A');
      expect(raw.status()).toBeLessThan(500);
      const response = await page.goto('/search/%E0%A4%A');
      expect(response?.status()).toBeLessThan(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the site');
      await expectPopularTopics(page);
    });

    await test.step('encoded terms are decoded once', async () => {
      await page.goto(`/search/${encodeURIComponent('core theory')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "Core theory"');
      await page.goto(`/search/${encodeURIComponent('50% energy')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "50% energy"');
    });
  });

  test('the empty state (/search/zzzzqqq), axe, a popular topic link, the search form', async ({ page }, testInfo) => {
    await test.step('/search/zzzzqqq shows the empty state and the popular topics', async () => {
      const response = await page.goto('/search/zzzzqqq');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "zzzzqqq"');
      await expect(page.getByRole('heading', { level: 2, name: 'No results for "zzzzqqq"' })).toBeVisible();
      await expect(results(page)).toHaveCount(0);
      await expectPopularTopics(page);
    });

    // Accessibility (axe, WCAG 2.2 AA): the results template at 390 and 1440 px is e2e/crawl.spec.ts's;
    // here the empty state it does not visit (the page as loaded: the step above only reads it).
    await test.step('empty state (/search/zzzzqqq) has no violations', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, 'empty state');
    });

    await test.step('a popular topic link searches that topic', async () => {
      const topic = page.getByRole('region', { name: 'Popular search topics' }).getByRole('link', { name: 'Personal growth' });
      await expectHydrated(topic);
      await topic.click();
      await expect(page).toHaveURL(/\/search\/personal-growth$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "Personal growth"');
      await expect(results(page).first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Popular search topics' }).getByRole('link', { name: 'Personal growth' }),
      ).toHaveAttribute('aria-current', 'page');
    });

    await test.step('the search form navigates only for non-empty keywords', async () => {
      await page.goto('/search/zzzzqqq');
      const field = page.getByRole('main').getByRole('searchbox', { name: 'Search keywords' });
      await expectHydrated(field);
      await field.fill('   ');
      await field.press('Enter');
      await expect(page.getByText('Type at least one keyword to search.')).toBeVisible();
      await expect(field).toBeFocused();
      await expect(page).toHaveURL(/\/search\/zzzzqqq$/);

      await field.fill('  career ');
      await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\/career$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "career"');
      await expect(results(page).first()).toBeVisible();
    });
  });
});
