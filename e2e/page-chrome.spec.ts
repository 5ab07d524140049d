/**
 * Page chrome declared by route groups (issue 10 §5; SPEC §2 "Pages may declare their own header
 * options, layout, a skip-route-change flag and an access rule", §4, §9):
 * - the header hides on scroll down and reappears on scroll up on pages with an append area (a type
 *   profile's section tabs), at 1440 and 375 px; pages without one keep it (chrome.spec.ts);
 * - theory and articles carry their own append navigation;
 * - a 404 inside a group has exactly one header and one main;
 * - a signed-in visitor opening /login lands on the last visited route (the server answer is a
 *   notice, not the form), and the drawer's hub banner leads to the hub port (3001; HUB_PORT) on
 *   the current host;
 * - header, content and footer are separate Activity boundaries in the server HTML, in place (issue
 *   25: hydrated in time slices), and every part still works after hydration.
 */
import { expect, type Page, test } from '@playwright/test';
import { HUB_PLACEHOLDER } from '../playwright.config';
import { expectHydrated } from './support/hydration';

/** Scrolls by `dy` pixels with the wheel and lets the throttled scroll handler (500 ms) run. */
async function wheel(page: Page, dy: number): Promise<void> {
  await page.mouse.wheel(0, dy);
  await page.waitForTimeout(650);
}

test.describe('header with an append area at 1440 and 375 px', () => {
  test('a type profile: the section tabs sit in the header, which hides on scroll down and returns on scroll up', async ({ page }) => {
    // One page, resized before each load (a fresh load at each width, as a visitor at that width).
    for (const width of [1440, 375])
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/personality-type/intj');
        const header = page.getByRole('banner');
        const tabs = header.getByRole('navigation', { name: 'Mastermind profile sections' });
        await expect(tabs.getByRole('link')).toHaveText([
          'Introduction',
          'Strengths',
          'Weaknesses',
          'Relationships',
          'Career',
          'Personal growth',
        ]);
        await expect(tabs.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
        await expectHydrated(tabs.getByRole('link', { name: 'Career' }));
        await expect(header).toHaveAttribute('data-hidden', 'false');

        await wheel(page, 900);
        await expect(header).toHaveAttribute('data-hidden', 'true');
        await expect.poll(async () => (await header.boundingBox())?.y ?? 0, { message: 'header moved out of view' }).toBeLessThan(-10);

        await wheel(page, -300);
        await expect(header).toHaveAttribute('data-hidden', 'false');
        await expect.poll(async () => (await header.boundingBox())?.y, { message: 'header back at the top' }).toBe(0);
        await expect(tabs).toBeVisible();
      });
  });
});

test.describe('append areas of the reading pages', () => {
  test('theory: the reading order is the header append area; an article: "On this page" links to every section heading of the body', async ({
    page,
  }) => {
    await test.step('theory', async () => {
      await page.goto('/theory/preference-pairs');
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Theory articles' });
      await expect(nav.getByRole('link')).toHaveCount(10); // 9 articles and the method page
      await expect(nav.getByRole('link', { name: 'The four preference pairs' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('an article', async () => {
      await page.goto('/blog');
      const first = page.locator('main a[href^="/blog/article/"]').first();
      const href = await first.getAttribute('href');
      expect(href).toBeTruthy();
      await page.goto(href!);
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'On this page' });
      const links = nav.getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(2);
      const headings = await page.locator('main .prose h2').allTextContents();
      expect(await links.allTextContents()).toEqual(headings.map((text) => text.trim()));
      for (let index = 0; index < count; index += 1) {
        const target = (await links.nth(index).getAttribute('href')) ?? '';
        expect(target).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(`main h2${target}`)).toHaveCount(1);
      }
    });
  });

  test('a 404 inside a route group keeps one header and one main', async ({ page }) => {
    for (const path of ['/personality-type/intj/nope', '/theory/nope', '/blog/category/nope', '/tools/tests/nope']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('banner'), path).toHaveCount(1);
      await expect(page.locator('main'), path).toHaveCount(1);
    }
  });
});

test.describe('hydration in parts (issue 25)', () => {
  test('header, content and footer are Activity boundaries in place in the server HTML; the page hydrates without errors', async ({
    page,
    request,
  }) => {
    // features/page-chrome/PageChrome.tsx: `<Activity>` around each part. Its server markup is a
    // comment pair where the part is (`<!--&-->…<!--/&-->`); a `<Suspense>` boundary there would be
    // moved to the end of a long page and put back by a script (`$RC`), after the first paint.
    for (const path of ['/blog/article/saying-sorry-so-it-lands', '/personality-type/intj', '/this-page-does-not-exist']) {
      const html = await (await request.get(path)).text();
      const body = html.slice(html.indexOf('<body'));
      const header = body.indexOf('<header');
      const main = body.indexOf('<main');
      const footer = body.indexOf('<footer');
      expect(header, `${path}: header`).toBeGreaterThan(0);
      expect(body.slice(0, header).endsWith('<!--&-->'), `${path}: the header opens an Activity boundary`).toBe(true);
      expect(body.slice(main, body.indexOf('</main>')), `${path}: the content is an Activity boundary`).toContain('<!--&-->');
      expect(body.slice(0, footer).endsWith('<!--&-->'), `${path}: the footer opens an Activity boundary`).toBe(true);
      expect(html, `${path}: no boundary moved to the end of the document`).not.toMatch(/\$RC\(/);
    }
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on(
      'console',
      (message) => message.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(message.text()) && errors.push(message.text()),
    );
    await page.goto('/blog/article/saying-sorry-so-it-lands');
    await expectHydrated(
      page
        .getByRole('banner')
        .getByRole('button', { name: /search/i })
        .first(),
    );
    await expectHydrated(page.getByRole('contentinfo').getByRole('button').first());
    expect(errors).toEqual([]);
  });
});

test.describe('signed in', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('/login sends a signed-in visitor to the last visited route; the hub banner leads to the hub port on this host', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const email = `e2e-chrome-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto('/login?mode=signup');
    const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
    await expectHydrated(signUp.getByRole('button', { name: 'Create account' }));
    await signUp.getByLabel('Name').fill('Kit');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('token');

    // The last visited route is remembered by pages without an access rule.
    await page.goto('/theory/preference-pairs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/theory\/preference-pairs$/);

    // The server answers a signed-in /login with a notice instead of the form.
    const html = await (await page.request.get('/login')).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('You are already signed in');
    expect(main).not.toContain('<form');

    // SPEC §9: outside production the hub is a port on the current host (3001; HUB_PORT, 3104 in tests).
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'Open menu' });
    await expectHydrated(menuButton);
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const hub = drawer.getByRole('group', { name: 'From Insights to Action' }).getByRole('link');
    await expect(hub).toHaveAttribute('href', `http://${new URL(page.url()).hostname}:${HUB_PLACEHOLDER.port}/`);
  });
});
