/**
 * The site chrome (SPEC §2 Header, Footer, Other screens; SPEC §9 timings): the search modal,
 * header scroll state and variants, the mobile drawer, the route-change loading bar and the
 * footer's accessibility widget — keyboard paths and axe included, and no CSP violation while
 * they are used (the watcher of e2e/security-headers.spec.ts). Tests that share a viewport are
 * steps of one test, so each pays one browser context (issue 22).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectHydrated } from './support/hydration';
import { watchViolations } from './support/security-headers';

const SEARCH_TITLE = 'Looking for something?';

/** Presses Tab until `target` has focus (keyboard only); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${max} Tab presses`).toBeFocused();
}

/** Whether the focused element is inside the element `locator` points at. */
async function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Records every value the attribute `name` of the element at `selector` takes from now on, in
 * `window.__recorded[key]` (read back with {@link recorded}).
 */
async function recordAttribute(page: Page, key: string, selector: string, name: string): Promise<void> {
  await page.evaluate(
    ({ key, selector, name }) => {
      const store = ((window as unknown as { __recorded?: Record<string, (string | null)[]> }).__recorded ??= {});
      const values: (string | null)[] = (store[key] = []);
      const element = document.querySelector(selector);
      if (!element) throw new Error(`No element ${selector}`);
      new MutationObserver(() => values.push(element.getAttribute(name))).observe(element, { attributes: true, attributeFilter: [name] });
    },
    { key, selector, name },
  );
}

async function recorded(page: Page, key: string): Promise<(string | null)[]> {
  return page.evaluate((key) => (window as unknown as { __recorded: Record<string, (string | null)[]> }).__recorded[key] ?? [], key);
}

test.describe('search modal (desktop)', () => {
  test('keyboard only: Tab to the search button, Enter, type, Enter → /search/{term}; blank text does not navigate; axe with the modal open; Escape and the close button; no CSP violation', async ({
    page,
  }, testInfo) => {
    const violations = await watchViolations(page);
    await test.step('keyboard only: Tab to the search button, Enter, type, Enter → /search/{term}; blank text does not navigate; axe with the modal open', async () => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const searchButton = header.getByRole('button', { name: 'Search the site' });
      await expectHydrated(searchButton);

      await tabTo(page, searchButton);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: SEARCH_TITLE });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: SEARCH_TITLE })).toBeVisible();
      const field = dialog.getByRole('searchbox', { name: 'Search keywords' });
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('placeholder', 'Type keywords');

      // Empty and blank text: no navigation, a hint instead.
      await page.keyboard.press('Enter');
      await expect(dialog.getByText('Type at least one keyword to search.')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await page.keyboard.type('   ');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(dialog).toBeVisible();
      // axe with the modal open and its empty-text hint shown.
      await expect(dialog.getByText('Type at least one keyword to search.')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, 'home with the search modal open');

      // Real keywords (surrounding spaces are trimmed); the Search button is disabled while loading.
      await page.keyboard.type('core theory ');
      const submit = dialog.getByRole('button', { name: 'Search', exact: true });
      await expect(submit).toBeEnabled();
      await recordAttribute(page, 'submit', `#${await dialog.getAttribute('id')} button[type="submit"]`, 'disabled');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\/core%20theory$/);
      expect(await recorded(page, 'submit'), 'the Search button was disabled while the page loaded').toContain('');
      await expect(dialog).toBeHidden();
    });

    await test.step('Escape and the close button close the modal and focus returns to the search button; Tab stays inside', async () => {
      await page.goto('/personality-types');
      const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
      await expectHydrated(searchButton);
      await expect(searchButton).toHaveAttribute('aria-expanded', 'false');

      await searchButton.click();
      const dialog = page.getByRole('dialog', { name: SEARCH_TITLE });
      await expect(dialog).toBeVisible();
      await expect(searchButton).toHaveAttribute('aria-expanded', 'true');
      // SPEC §9: popup transition 200 ms.
      expect(await dialog.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^0\.2s/);

      for (let presses = 0; presses < 6; presses += 1) {
        await page.keyboard.press(presses % 2 === 0 ? 'Tab' : 'Shift+Tab');
        expect(await focusIsInside(dialog), 'focus stays in the modal').toBe(true);
      }
      for (let presses = 0; presses < 5; presses += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInside(dialog), 'focus stays in the modal').toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(searchButton).toBeFocused();
      await expect(searchButton).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      // A new opening starts empty.
      await expect(dialog.getByRole('searchbox', { name: 'Search keywords' })).toHaveValue('');
      await dialog.getByRole('button', { name: 'Close search' }).click();
      await expect(dialog).toBeHidden();
      await expect(searchButton).toBeFocused();

      await test.step('without motion the popup has no transition', async () => {
        // Emulated before a new page load, as a visitor who prefers reduced motion arrives.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto('/');
        const button = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
        await expectHydrated(button);
        await button.click();
        await expect(dialog).toBeVisible();
        const duration = await dialog.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
        expect(duration).toBeLessThan(0.01);
      });
    });

    expect(violations, 'CSP violations').toEqual([]);
  });
});

test.describe('header scroll state and variants', () => {
  test('scroll state, the short header of the test pages, the full header elsewhere, the Resources submenu by keyboard', async ({
    page,
  }) => {
    await test.step('the sticky header gets a filled background after any scroll and loses it at the top', async () => {
      await page.goto('/personality-types');
      const header = page.getByRole('banner');
      await expectHydrated(header.getByRole('button', { name: 'Search the site' }));
      await expect(header).toHaveAttribute('data-filled', 'false');
      await expect(header).not.toHaveClass(/filled/);

      await page.mouse.wheel(0, 600);
      await expect(header).toHaveAttribute('data-filled', 'true');
      await expect(header).toHaveClass(/filled/);
      // Sticky: still at the top of the viewport; the page has no append area, so it never hides.
      expect((await header.boundingBox())?.y).toBe(0);
      await expect(header).toHaveAttribute('data-hidden', 'false');

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(header).toHaveAttribute('data-filled', 'false');
    });

    // The test pages have the short header (logo and Support only), in the server HTML too.
    for (const path of ['/free-personality-test', '/tools/tests/habits-and-energy'])
      await test.step(`${path} has the short header`, async () => {
        const html = await (await page.request.get(path)).text();
        const serverHeader = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
        expect(serverHeader).toContain('data-variant="short"');
        expect(serverHeader).toContain('href="/faq"');
        expect(serverHeader).not.toContain('Take the test');

        await page.goto(path);
        const header = page.getByRole('banner');
        await expect(header).toHaveAttribute('data-variant', 'short');
        await expect(header.getByRole('link')).toHaveCount(2);
        await expect(header.getByRole('link', { name: 'TypeAtlas home' })).toHaveAttribute('href', '/');
        await expect(header.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/faq');
        await expect(header.getByRole('button')).toHaveCount(0);
        await expect(header.getByRole('navigation')).toHaveCount(0);

        // Focused layout: the footer keeps the copyright line and the accessibility button only.
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByText('© 2025 TypeAtlas.', { exact: false })).toBeVisible();
        await expect(footer.getByRole('button', { name: 'Accessibility options', exact: true })).toBeVisible();
        await expect(footer.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);
      });

    // The other pages have the full header with "Take the test".
    for (const path of ['/', '/tools', '/personality-type/intj', '/free-personality-test/result'])
      await test.step(`${path} has the full header`, async () => {
        await page.goto(path);
        const header = page.getByRole('banner');
        await expect(header).toHaveAttribute('data-variant', 'default');
        await expect(header.getByRole('link', { name: 'Take the test' })).toHaveAttribute(
          'href',
          '/free-personality-test?utm_source=header',
        );
        await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
        await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })).toBeVisible();
      });

    await test.step('"Take the test" links carry their utm_source (header and footer)', async () => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
      const headerCta = header.getByRole('link', { name: 'Take the test' });
      // Only the desktop button is visible at 1440 px; the mobile panel link is hidden.
      await expect(headerCta).toHaveCount(1);
      await expect(headerCta).toHaveAttribute('href', '/free-personality-test?utm_source=header');
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();

      const footerCta = page.getByRole('contentinfo').getByRole('link', { name: 'Take the test' });
      await expect(footerCta).toHaveAttribute('href', '/free-personality-test?utm_source=footer');

      await headerCta.click();
      await expect(page).toHaveURL(/\/free-personality-test\?utm_source=header$/);
      await expect(page.getByRole('button', { name: 'Start the test' })).toBeVisible();
    });

    await test.step('the Resources submenu opens with the keyboard and closes on Escape', async () => {
      await page.goto('/');
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      const resources = nav.getByRole('button', { name: 'Resources' });
      await expectHydrated(resources);
      await tabTo(page, resources);
      await page.keyboard.press('Enter');
      await expect(resources).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Blog' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
      await expect(resources).toBeFocused();
    });
  });
});

test.describe('mobile drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens with its panels and content, traps focus, closes on Escape and returns focus; axe with it open; closes when the URL changes; no CSP violation', async ({
    page,
  }, testInfo) => {
    const violations = await watchViolations(page);
    await test.step('opens with its panels and content, traps focus, closes on Escape and returns focus', async () => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: 'Open menu' });
      await expectHydrated(menuButton);
      await tabTo(page, menuButton);
      await page.keyboard.press('Enter');

      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(await focusIsInside(drawer), 'focus moved into the drawer').toBe(true);
      // SPEC §9: drawer animation 150 ms.
      expect(await drawer.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^0\.15s/);

      // Primary panel: search, navigation (Resources children), Log in, Take the test.
      const primary = drawer.locator('[data-panel="primary"]');
      await expect(primary).toBeVisible();
      await expect(primary.getByRole('searchbox', { name: 'Search keywords' })).toHaveAttribute('placeholder', 'Type keywords');
      const nav = primary.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(['Personalities', 'Premium', 'Toolkits', 'Compatibility']);
      await nav.getByRole('button', { name: 'Resources' }).click();
      await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect(nav.getByRole('link', { name: 'Theory' })).toHaveAttribute('href', '/theory');
      await expect(primary.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      await expect(primary.getByRole('link', { name: 'Take the test' })).toHaveAttribute(
        'href',
        '/free-personality-test?utm_source=mobile_aside',
      );
      // Visitors have no secondary (notifications) panel, hence no switch to it.
      await expect(drawer.locator('[data-panel="secondary"]')).toHaveCount(0);

      // Focus trap: Tab and Shift+Tab never leave the drawer.
      for (let presses = 0; presses < 20; presses += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInside(drawer), `Tab ${presses + 1} stays in the drawer`).toBe(true);
      }
      for (let presses = 0; presses < 5; presses += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIsInside(drawer), `Shift+Tab ${presses + 1} stays in the drawer`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      // The close button closes it as well.
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    await test.step('axe with the drawer open; it closes when the URL changes: a link, and a search from the drawer', async () => {
      await page.goto('/personality-type/intj');
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await expectHydrated(menuButton);
      const drawer = page.getByRole('dialog', { name: 'Menu' });

      await menuButton.click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Resources' }).click();
      await expect(drawer.getByRole('link', { name: 'Blog' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, 'INTJ profile with the drawer open');

      await drawer.getByRole('link', { name: 'Personalities' }).click();
      await expect(page).toHaveURL(/\/personality-types$/);
      await expect(drawer).toBeHidden();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await menuButton.click();
      const field = drawer.getByRole('searchbox', { name: 'Search keywords' });
      await field.fill('  ');
      await field.press('Enter');
      await expect(drawer.getByText('Type at least one keyword to search.')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/personality-types');
      await field.fill('romance');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\/romance$/);
      await expect(drawer).toBeHidden();
    });

    await test.step('the menu button opens the navigation with the mobile "Take the test" link', async () => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: 'Open menu' });
      await expect(menuButton).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(header.getByRole('link', { name: 'Take the test' })).toHaveCount(0);

      await expectHydrated(menuButton);
      await menuButton.click();
      const closeButton = header.getByRole('button', { name: 'Close menu' });
      await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
      const nav = header.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Personalities' })).toBeVisible();

      const cta = header.getByRole('link', { name: 'Take the test' });
      await expect(cta).toHaveCount(1);
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', '/free-personality-test?utm_source=mobile_aside');

      // Escape closes the panel again.
      await page.keyboard.press('Escape');
      await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();

      // Following the link closes the menu on arrival.
      await header.getByRole('button', { name: 'Open menu' }).click();
      await cta.click();
      await expect(page).toHaveURL(/\/free-personality-test\?utm_source=mobile_aside$/);
      // The test page uses the short header (logo + Support), so no menu is left open.
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
      await expect(header.getByRole('link', { name: 'Support' })).toBeVisible();
    });

    expect(violations, 'CSP violations').toEqual([]);
  });
});

test.describe('loading bar and accessibility widget', () => {
  test('the loading bar shows during a link navigation, not for hash links; the accessibility widget loads on the first click; no CSP violation', async ({
    page,
  }, testInfo) => {
    const violations = await watchViolations(page);
    await test.step('the loading bar shows during a link navigation and completes on arrival; not for hash links', async () => {
      await page.goto('/');
      const bar = page.locator('[data-loading-bar]');
      await expect(bar).toBeAttached();
      await expect(bar).toHaveAttribute('data-state', 'idle');
      await expect(bar).toHaveAttribute('aria-hidden', 'true');
      const link = page.getByRole('banner').getByRole('link', { name: 'Toolkits' });
      await expectHydrated(link);

      // The skip link only changes the hash: no route change.
      await recordAttribute(page, 'bar', '[data-loading-bar]', 'data-state');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main$/);
      await page.waitForTimeout(200);
      expect(await recorded(page, 'bar')).toEqual([]);

      await link.click();
      await expect(page).toHaveURL(/\/tools$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Toolkits: Personal growth' })).toBeVisible();
      await expect(bar).toHaveAttribute('data-state', 'idle');
      expect(await recorded(page, 'bar')).toEqual(['loading', 'done', 'idle']);
    });

    await test.step('the accessibility widget loads on the first click, opens its menu about a second later (axe: no violations), then toggles at once', async () => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const button = footer.getByRole('button', { name: 'Accessibility options', exact: true });
      await expectHydrated(button);
      const menu = page.getByRole('dialog', { name: 'Accessibility options' });
      await expect(menu).toHaveCount(0);
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await recordAttribute(page, 'busy', 'footer button[aria-busy]', 'aria-busy');
      const clickedAt = Date.now();
      await button.click();
      await expect(menu).toBeVisible();
      const openedAfter = Date.now() - clickedAt;
      expect(openedAfter, 'the menu opens about one second after loading').toBeGreaterThanOrEqual(900);
      expect(scripts.length, 'the widget is loaded on demand').toBeGreaterThan(0);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAttribute('aria-busy', 'false');
      expect(await recorded(page, 'busy'), 'busy while loading').toEqual(['true', 'false']);
      await expect(menu.getByRole('checkbox')).toHaveCount(4);
      await expect(menu.getByRole('checkbox', { name: 'Larger text' })).toBeFocused();
      await expectNoAxeViolations(page, testInfo, 'home with the accessibility menu open');

      // Preferences apply as classes on <html> and persist.
      await menu.getByRole('checkbox', { name: 'Larger text' }).check();
      await menu.getByRole('checkbox', { name: 'Underline links' }).check();
      const html = page.locator('html');
      await expect(html).toHaveClass(/\ba11y-large-text\b/);
      await expect(html).toHaveClass(/\ba11y-underline-links\b/);
      await expect(html).not.toHaveClass(/\ba11y-high-contrast\b/);

      // Later clicks toggle the menu at once.
      await button.click();
      await expect(menu).toBeHidden({ timeout: 500 });
      await button.click();
      await expect(menu).toBeVisible({ timeout: 500 });
      // Escape closes it and focus returns to the button.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      // A new page view applies the stored preferences before the widget is loaded.
      await page.reload();
      await expect(html).toHaveClass(/\ba11y-large-text\b/);
      await expect(html).toHaveClass(/\ba11y-underline-links\b/);
      await expect(menu).toHaveCount(0);

      // Reset clears them.
      const again = page.getByRole('contentinfo').getByRole('button', { name: 'Accessibility options', exact: true });
      await expectHydrated(again);
      await again.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('checkbox', { name: 'Larger text' })).toBeChecked();
      await menu.getByRole('button', { name: 'Reset all' }).click();
      await expect(html).not.toHaveClass(/a11y-/);
    });

    expect(violations, 'CSP violations').toEqual([]);
  });
});
