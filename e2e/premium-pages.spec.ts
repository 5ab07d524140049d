/**
 * Premium pages (issue 11, first half): the nav's Premium link → /premium → /pricing → Choose →
 * /complete/{slug}; signed out that goes to /login and back to /complete/{slug} after signing up
 * (SPEC §2 post-checkout redirect); a user who already has Premium is not redirected; an unknown
 * slug falls back to /pricing; no failed prefetch of /premium; axe at 375 and 1440 px (one of them per
 * state at the fast depth: `axeWidths`); screenshots
 * of /premium and /pricing (attached, and written to test-results for a look).
 */
import { expect, test, type Page } from '@playwright/test';
import { axeWidths, expectNoAxeViolations } from './support/axe';
import { expectHydrated } from './support/hydration';
import { setSubscriptions } from './support/subscriptions';

const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const CHECKOUT_ACTION = '/api/billing/checkout';

async function signUpOnLogin(page: Page): Promise<void> {
  const email = `e2e-premium-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await expectHydrated(page.getByRole('tab', { name: 'Sign up' }));
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
  await signUp.getByLabel('Name').fill('Premium Tester');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await signUp.getByRole('button', { name: 'Create account' }).click();
}

test.describe('Premium pages', () => {
  test('nav Premium → /premium → /pricing → Choose → /login → back at /complete/{slug}; a subscriber is not redirected', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premium', exact: true }).click();
    await expect(page).toHaveURL(/\/premium$/);
    await expect(page.getByRole('heading', { level: 1, name: 'TypeAtlas Premium' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'A page from a sample report' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing, refunds and cancelling' })).toBeVisible();

    await page.getByRole('link', { name: 'Compare the plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /^(Monthly|Yearly|Lifetime)$/ })).toHaveText([
      'Monthly',
      'Yearly',
      'Lifetime',
    ]);

    // Signed out: Choose → /complete/yearly → /login.
    await page.getByRole('link', { name: 'Choose the Yearly plan' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });

    // After signing up, /login's 'nonauth' rule returns to the checkout of that plan.
    await signUpOnLogin(page);
    await expect(page).toHaveURL(/\/complete\/yearly$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout: Yearly' })).toBeVisible();
    const form = page.locator(`form[action="${CHECKOUT_ACTION}"][method="post"]`);
    await expect(form).toHaveCount(1);
    await expect(form.locator('input[type="hidden"][name="plan"]')).toHaveValue('yearly');
    await expect(form.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    for (const viewport of axeWidths(VIEWPORTS, 0)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, testInfo, `/complete/yearly (checkout, ${viewport.width} px)`);
    }

    // A subscriber (written to Firestore, as the webhook would) sees "already have Premium", no redirect.
    const userCookie = (await context.cookies()).find((cookie) => cookie.name === 'user');
    const uid = (JSON.parse(decodeURIComponent(userCookie?.value ?? '{}')) as { uid?: string }).uid;
    expect(uid, 'uid in the user cookie').toBeTruthy();
    setSubscriptions(uid!, {
      sub_e2e: { productId: 'price_typeatlas_yearly', status: 'active', expiredAt: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    });
    await page.goto('/complete/monthly');
    await expect(page.getByRole('heading', { level: 2, name: 'You already have Premium' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute('href', '/profile/settings');
    await expect(page.locator(`form[action="${CHECKOUT_ACTION}"]`)).toHaveCount(0);
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(/\/complete\/monthly$/);
    for (const viewport of axeWidths(VIEWPORTS, 1)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, testInfo, `/complete/monthly (subscribed, ${viewport.width} px)`);
    }

    // The premium section of a profile is readable now: the proxy sends the subscriber to the
    // per-request subscriber view (same address), never cached.
    const premiumSection = await page.goto('/personality-type/intj/personal-growth');
    expect(premiumSection?.headers()['cache-control']).toContain('no-store');
    await expect(page).toHaveURL(/\/personality-type\/intj\/personal-growth$/);
    await expect(page.locator('[data-premium-offer]')).toHaveCount(0);
    await expect(page.getByText('For Masterminds, personal growth often involves')).toBeVisible();
  });

  // One test, in steps (issue 22: a test's new context and page cost more than these checks).
  test('a premium section signed out, unknown plan slugs, /pricing', async ({ page }) => {
    await test.step('a signed-out visitor gets the teaser and the offer on a premium section, not its text', async () => {
      const response = await page.goto('/personality-type/intj/personal-growth');
      expect(response?.status()).toBe(200);
      // The public page is the static one (ISR), the same for every visitor.
      expect(response?.headers()['cache-control']).toContain('s-maxage');
      const html = await response!.text();
      expect(html).not.toContain('For Masterminds, personal growth often involves');
      await expect(page.getByText('Masterminds make long plans')).toBeVisible();
      await expect(page.getByRole('link', { name: 'See what Premium includes' })).toHaveAttribute('href', '/premium');
    });

    await test.step('an unknown plan slug falls back to /pricing', async () => {
      for (const slug of ['platinum', 'YEARLY', 'yearly-', '%E2%9C%93']) {
        await page.goto(`/complete/${slug}`);
        await expect(page, slug).toHaveURL(/\/pricing$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Premium plans and pricing' })).toBeVisible();
      }
    });

    await test.step('/pricing: Product/Offer JSON-LD, canonical link, title with the brand', async () => {
      await page.goto('/pricing');
      await expect(page).toHaveTitle(/TypeAtlas/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const product = blocks
        .map((text) => JSON.parse(text) as { '@type'?: string; offers?: { url: string; price: string; priceCurrency: string }[] })
        .find((data) => data['@type'] === 'Product');
      expect(product?.offers?.map((offer) => [new URL(offer.url).pathname, offer.price, offer.priceCurrency])).toEqual([
        ['/complete/monthly', '6.99', 'USD'],
        ['/complete/yearly', '49.00', 'USD'],
        ['/complete/lifetime', '99.00', 'USD'],
      ]);
      for (const slug of ['monthly', 'yearly', 'lifetime']) {
        await expect(page.getByRole('link', { name: new RegExp(`^Choose the ${slug} plan$`, 'i') })).toHaveAttribute(
          'href',
          `/complete/${slug}`,
        );
      }
    });
  });

  test('no page request for /premium fails (nav prefetch included)', async ({ page }) => {
    const failures: string[] = [];
    page.on('response', (answer) => {
      const url = new URL(answer.url());
      if (url.pathname.startsWith('/premium') && answer.status() >= 400) failures.push(`${answer.status()} ${url.pathname}${url.search}`);
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith('/premium')) failures.push(`failed ${request.url()}`);
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/', '/faq', '/pricing']) {
      await page.goto(path);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premium', exact: true }).hover();
      await page.waitForLoadState('networkidle');
    }
    expect(failures).toEqual([]);
    expect((await page.request.get('/premium')).status()).toBe(200);
  });

  // Axe, overflow and (with CRAWL_SCREENSHOTS=dir) full-page screenshots of /premium and /pricing at
  // 390 and 1440 px: e2e/crawl.spec.ts.
});
