/**
 * The "Check a pairing" picker on /compatibility (issue 15): two labelled selects lead to the
 * canonical pair page whatever the order; "My type" is prefilled from the visitor's stored
 * free-test result; each pair page opens with the "In short" summary of shared and differing
 * preferences; axe on the picker and the summary.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { FREE_TEST_NAME, TEST_RESULTS_KEY, sampleStoredResult } from './support/free-test';
import { expectHydrated } from './support/hydration';
import { holdsZod, recordScripts } from './support/scripts';

const picker = (page: Page) => page.getByRole('region', { name: 'Check a pairing' });

test.describe('compatibility picker', () => {
  test('my type + their type opens the canonical pair page (either order)', async ({ page }, testInfo) => {
    await page.goto('/compatibility');
    const region = picker(page);
    await expect(region).toBeVisible();
    const submit = region.getByRole('button', { name: 'See the pairing' });
    await expectHydrated(submit);
    await expect(region.getByLabel('My type')).toHaveValue('');
    await expectNoAxeViolations(page, testInfo, '/compatibility with the picker');

    // ENFJ comes after INTP in the catalogue: the page is intp-and-enfj whichever is "mine".
    await region.getByLabel('My type').selectOption('enfj');
    await region.getByLabel('Their type').selectOption('intp');
    await submit.click();
    await expect(page).toHaveURL(/\/compatibility\/intp-and-enfj$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('INTP');

    await page.goto('/compatibility');
    await expectHydrated(picker(page).getByRole('button', { name: 'See the pairing' }));
    await picker(page).getByLabel('My type').selectOption('esfp');
    await picker(page).getByLabel('Their type').selectOption('esfp');
    await picker(page).getByRole('button', { name: 'See the pairing' }).click();
    await expect(page).toHaveURL(/\/compatibility\/esfp-and-esfp$/);
  });

  test('does not leave the page until both types are chosen', async ({ page }) => {
    await page.goto('/compatibility');
    const submit = picker(page).getByRole('button', { name: 'See the pairing' });
    await expectHydrated(submit);
    await picker(page).getByLabel('My type').selectOption('intj');
    await submit.click();
    await expect(page).toHaveURL(/\/compatibility$/);
    expect(
      await picker(page)
        .getByLabel('Their type')
        .evaluate((select: HTMLSelectElement) => select.validity.valueMissing),
    ).toBe(true);
  });

  test('prefills my type from the stored free-test result', async ({ page }) => {
    const record = sampleStoredResult();
    const code = String((record.result as { type: string }).type).toLowerCase();
    await page.addInitScript(({ key, name, value }) => window.localStorage.setItem(key, JSON.stringify({ [name]: value })), {
      key: TEST_RESULTS_KEY,
      name: FREE_TEST_NAME,
      value: record,
    });
    // Every script the page loads, to show the prefill loads no validation code: it reads the type
    // the zod-free way (features/results/stored-type.ts), where it once loaded zod (74 KB) after
    // every load of the page (issue 25).
    const scripts = recordScripts(page);
    await page.goto('/compatibility');
    const mine = picker(page).getByLabel('My type');
    await expect(mine).toHaveValue(code);
    await expect(picker(page).getByText('Your type from your last test result is already selected.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await scripts();
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter(({ body }) => holdsZod(body)).length, 'scripts with zod in them').toBe(0);
    await picker(page).getByLabel('Their type').selectOption('enfp');
    await picker(page).getByRole('button', { name: 'See the pairing' }).click();
    await expect(page).toHaveURL(new RegExp(`/compatibility/(${code}-and-enfp|enfp-and-${code})$`));
  });

  test('a pair page opens with its "In short" summary', async ({ page }, testInfo) => {
    await page.goto('/compatibility/intp-and-enfj');
    const glance = page.getByRole('region', { name: 'In short' });
    await expect(glance).toBeVisible();
    await expect(glance).toContainText('INTP and ENFJ share 1 of the four preferences.');
    await expect(glance.getByRole('heading', { name: 'What you share' })).toBeVisible();
    // N shared; E/I, T/F and J/P differ.
    await expect(glance.getByRole('listitem')).toHaveText([
      'You both enjoy ideas, patterns and possibilities.',
      /^Energy: /,
      /^Decisions: /,
      /^Structure: /,
    ]);
    // It comes before the first section of the page.
    const order = await page.evaluate(() => {
      const summary = document.querySelector('[data-pair-glance]');
      const first = document.querySelector('section#overview');
      return summary && first ? summary.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeGreaterThan(0);
    await expectNoAxeViolations(page, testInfo, 'pair page with its summary');

    await page.goto('/compatibility/intj-and-intj');
    await expect(page.getByRole('region', { name: 'In short' })).toContainText('Two INTJs share all four preferences');
  });
});
