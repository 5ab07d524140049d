/**
 * Issue 27 on a 390×844 touch phone, in one visitor's journey (one sign-up: /api/signup is limited
 * per address and other specs share the limit):
 * - `referrerId` (SPEC §3): arriving by a share link keeps `share:<token>` in localStorage; signing
 *   up sends it and the new user's document in Firestore holds it; the browser then forgets it;
 * - the hub banner (SPEC §1): in the page's HTML but not displayed for a visitor; displayed at the
 *   top of `<main>` once signed in, axe-clean; its link leads to the hub (HUB_PORT on this host, the
 *   test profile's placeholder) and following it sends `user/switch_to_hub`; the placeholder
 *   answers 200 with its page; the dismiss button (keyboard) hides it for this view and puts focus
 *   on `<main>`; the next view shows it again; at desktop width it is not displayed.
 */
import { expect, type Page, test } from '@playwright/test';
import { HUB_PLACEHOLDER } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { expectHydrated } from './support/hydration';
import { userDocumentsByEmail } from './support/users';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

/** Records every analytics event the page announces (features/analytics `typeatlas:analytics`). */
async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { analyticsSeen: string[] }).analyticsSeen = seen;
    window.addEventListener('typeatlas:analytics', (event) => seen.push((event as CustomEvent<{ event: string }>).detail.event));
  });
}

const storedReferrer = (page: Page) => page.evaluate(() => window.localStorage.getItem('referrerId'));

test('a share link then sign-up stores referrerId on the user; the hub banner on a signed-in phone: link, hub placeholder, dismiss', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const email = `e2e-hub-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await recordAnalytics(page);

  // 1. A shared result (as "Share my result" makes it); a visitor arrives by its link.
  const created = await page.request.post('/api/shared-results', {
    headers: { origin },
    data: {
      result: {
        type: 'INFJ',
        completedOn: '2026-11-20',
        scales: [
          { key: 'EI', percentage: 30 },
          { key: 'SN', percentage: 35 },
          { key: 'TF', percentage: 38 },
          { key: 'JP', percentage: 70 },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { token, path } = (await created.json()) as { token: string; path: string };
  await page.goto(path);
  await expect.poll(() => storedReferrer(page), { message: 'referrerId kept from the share link' }).toBe(`share:${token}`);
  const banner = page.getByRole('main').getByRole('group', { name: 'From Insights to Action' });
  await expect(page.locator('main [data-hub-banner="page"]'), 'the banner is in the HTML of every page').toHaveCount(1);
  await expect(banner, 'not displayed for a visitor').toBeHidden();

  // 2. Sign up: the body carries the referrer id, the user's document keeps it.
  await page.goto('/login?mode=signup');
  const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
  await expectHydrated(signUp.getByRole('button', { name: 'Create account' }));
  await signUp.getByLabel('Name').fill('Rae');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await signUp.getByRole('button', { name: 'Create account' }).tap();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  expect(userDocumentsByEmail(email).map((user) => user.referrerId)).toEqual([`share:${token}`]);
  expect(await storedReferrer(page), 'forgotten once sent').toBeNull();

  // 3. Signed in on a phone: the banner at the top of the page, axe-clean.
  await page.goto('/personality-types');
  await expect(banner).toBeVisible();
  const dismiss = banner.getByRole('button', { name: 'Dismiss the banner' });
  // The dismiss button is server markup; its behaviour loads with the `user` cookie (HubBannerEffects).
  await expect(dismiss, 'the dismiss behaviour loaded for a signed-in visitor').toHaveAttribute('data-hub-dismiss', 'ready');
  await expectNoAxeViolations(page, testInfo, 'signed-in phone with the hub banner');

  // 4. The link leads to the hub on this host; following it sends user/switch_to_hub.
  const hubUrl = `http://${new URL(page.url()).hostname}:${HUB_PLACEHOLDER.port}/`;
  const link = banner.getByRole('link', { name: 'Visit the hub' });
  await expect(link).toHaveAttribute('href', hubUrl);
  await link.evaluate((anchor) => anchor.addEventListener('click', (event) => event.preventDefault()));
  await link.tap();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { analyticsSeen: string[] }).analyticsSeen))
    .toContain('user/switch_to_hub');

  // 5. Keyboard dismiss: gone for this view, focus on <main>.
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('main')).toBeFocused();

  // 6. The next view shows it again (client navigation); a desktop width never does.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Mastermind/ })
    .first()
    .tap();
  await expect(page).toHaveURL(/\/personality-type\//);
  await expect(banner).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(banner).toBeHidden();

  // 7. The hub placeholder answers on its port with its page.
  const hub = await page.goto(hubUrl);
  expect(hub?.status()).toBe(200);
  await expect(page).toHaveTitle('TypeAtlas hub (placeholder)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'TypeAtlas hub' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to TypeAtlas' })).toHaveAttribute('href', `${baseURL}/`);
});
