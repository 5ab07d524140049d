/**
 * Premium checkout end to end (issue 11 "Done means", embedded mode: the local payment provider):
 * /pricing → Choose → /login → sign up → back to /complete/{slug} → the local card form → a
 * declined card (clear error, nothing changes) → 4242 … → subscriber (Subscription section in
 * settings) → the personal report downloads as a PDF naming the type and scores → the premium
 * section of their type profile is readable → cancel at
 * period end → a second /complete/{slug} does not redirect. axe (WCAG 2.2 AA) on the checkout page
 * and the settings subscription section at 375 and 1440 px, with screenshots attached at the full depth.
 * Runs against the Auth emulator and the local Firestore server that ./scripts/test.sh starts.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { FULL_DEPTH } from '../scripts/test-support/depth';
import { axeWidths, expectNoAxeViolations } from './support/axe';
import { expectHydrated } from './support/hydration';
import { sampleResult } from '../schemas/src/test-support/sample-result.ts';

/** A complete free-test result saved for the new account: the tests' sample (schemas/src/test-support/sample-result.ts) as an INFJ (T/F 38.9 %). */
const FREE_RESULT = sampleResult({ TF: 28 });

/**
 * axe at the phone and desktop widths, and at the full depth a screenshot for people to look at
 * (no assertion; `include` limits axe and the screenshot to a region). The fast depth (CI) takes
 * no screenshot (with phone.spec's four they cost ≈ 1.5–2 CPU-s of Chromium's browser process per
 * run; issue 22, stop 34; a failing test still gets Playwright's own failure screenshot,
 * `screenshot: 'only-on-failure'`) and runs axe at one of the two widths, the states alternating
 * (`axeWidths`, index = the state's position; issue 22, stop 37).
 */
async function checkAtWidths(page: Page, testInfo: TestInfo, label: string, index: number, include?: string): Promise<void> {
  for (const width of axeWidths([375, 1440], index)) {
    await page.setViewportSize({ width, height: 900 });
    if (include) await page.locator(include).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, testInfo, `${label} @ ${width}px`);
    if (!FULL_DEPTH) continue;
    const file = testInfo.outputPath(`${label.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`);
    await (include ? page.locator(include).screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
    await testInfo.attach(`${label} @ ${width}px`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function billingState(
  page: Page,
): Promise<{ subscriptions: Array<{ status: string; active: boolean; cancelAtPeriodEnd: boolean }> }> {
  const response = await page.request.get('/api/billing/subscription');
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe('premium checkout (local provider)', () => {
  test('pricing → login → checkout → declined → paid → subscriber → report → cancel at period end', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const email = `e2e-premium-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

    // 1. Visitor: /pricing → Choose (monthly) → /complete/monthly → /login.
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Choose the Monthly plan' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });

    // 2. Sign up; the nonauth rule brings the new user back to /complete/monthly.
    await expectHydrated(page.getByRole('tab', { name: 'Sign up' }));
    await page.getByRole('tab', { name: 'Sign up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill('Premia');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/complete\/monthly$/, { timeout: 30_000 });

    // A saved free-test result for the report (as the result page saves it for a signed-in user).
    const saved = await page.request.post('/api/test-result', {
      headers: { origin: baseURL! },
      data: { testName: 'main', result: FREE_RESULT, meta: { completedAt: new Date().toISOString() } },
    });
    expect(saved.status()).toBe(201);

    // 3. Continue to payment: the local checkout page (form POST → 303).
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/billing\/checkout\/cs_local_[a-f0-9]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for Monthly' })).toBeVisible();
    await checkAtWidths(page, testInfo, 'local checkout', 0);

    // 4. A declined card: a clear error on the field and in the alert region; nothing changes.
    const fillCard = async (number: string) => {
      await page.getByLabel('Card number').fill(number);
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('Security code').fill('123');
    };
    await expectHydrated(page.getByLabel('Card number'));
    await fillCard('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The payment did not go through' })).toContainText('Your card was declined.');
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Card number')).toBeFocused();
    // The refusal comes back without a reload: everything typed is still there (issue 23).
    await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 34');
    await expect(page.getByLabel('Security code')).toHaveValue('123');
    await checkAtWidths(page, testInfo, 'local checkout, declined', 1);
    expect((await billingState(page)).subscriptions).toEqual([]);

    // 5. 4242 …: paid; the success page shows Premium as the webhook stored it.
    await fillCard('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/billing\/success\?plan=monthly$/);
    await expect(page.getByRole('status')).toContainText('Your Premium plan is active.');
    const cookieUser = JSON.parse(decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'user')!.value)) as {
      subscriptions: Record<string, unknown>;
    };
    expect(Object.values(cookieUser.subscriptions)).toEqual([{ expiredAt: expect.any(String), status: 'active' }]);

    // 6. Settings: the Subscription section (badge, plan, status, renewal date); axe at both widths.
    await page.goto('/profile/settings');
    const section = page.getByRole('region', { name: /Subscription/ });
    await expect(section.getByText('Premium', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(section.getByText('Monthly', { exact: true })).toBeVisible();
    await expect(section.getByText('Active', { exact: true })).toBeVisible();
    await expect(section.getByText('Renews on')).toBeVisible();
    await expect(section.getByRole('table')).toContainText('$6.99');
    await checkAtWidths(page, testInfo, 'settings subscription section', 2, '#subscription');

    // 7. The personal report: a real PDF naming the type and the scores.
    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Download your personal report (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('typeatlas-report.pdf');
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    // Lines wrap where the layout decides (the title is narrowed beside the character): compare words.
    const text = (await new PDFParse({ data: bytes }).getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain('INFJ personal report for Premia');
    for (const { dominantPercentage } of FREE_RESULT.dichotomies) expect(text).toContain(`${dominantPercentage}%`);

    // 7b. Paying unlocked the premium section of the reader's type profile (checked on the server).
    await page.goto('/personality-type/infj/personal-growth');
    await expect(page.locator('[data-premium-offer]')).toHaveCount(0);
    await expect(page.getByText('Growth for Counselors rarely means becoming a different kind of person.')).toBeVisible();
    await page.goto('/profile/settings');
    await expect(section.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });

    // 8. Cancel at period end: still Premium until the end date, which the section now shows.
    await section.getByRole('button', { name: 'Cancel at the end of the period' }).click();
    await expect(section.getByRole('status')).toContainText('Your subscription will end on');
    await expect(section.getByText('Ends on')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Keep my subscription' })).toBeVisible();
    expect((await billingState(page)).subscriptions).toEqual([
      expect.objectContaining({ status: 'active', active: true, cancelAtPeriodEnd: true }),
    ]);

    // 9. A second /complete/{slug} does not redirect: the user already has Premium.
    await page.goto('/complete/monthly');
    await expect(page).toHaveURL(/\/complete\/monthly$/);
    await expect(page.getByText('You already have Premium')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  });
});
