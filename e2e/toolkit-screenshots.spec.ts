/**
 * Full-page screenshots of the toolkit for visual review, saved to /tmp/toolkit-shots (outside the
 * repository). Only runs with SHOTS=1:
 *   SHOTS=1 pnpm exec playwright test e2e/toolkit-screenshots.spec.ts
 */
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { INCOMPLETE_MESSAGE, loadSeedTest, startWithMouse, stepAlert, stepHeading } from './support/toolkit';

const SHOTS_DIR = '/tmp/toolkit-shots';

test.skip(process.env.SHOTS !== '1', 'screenshots only with SHOTS=1');

async function nextUntil(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toHaveText(title);
  }
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`toolkit screenshots at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('listing, question types, validation and result', async ({ page }) => {
      mkdirSync(SHOTS_DIR, { recursive: true });
      const shot = async (name: string) => {
        // From the top, so the sticky header is not captured in the middle of the full page.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.screenshot({ path: `${SHOTS_DIR}/${name}-${viewport.width}.png`, fullPage: true, animations: 'disabled' });
      };

      await page.goto('/tools');
      await expect(page.getByRole('heading', { level: 1, name: 'Toolkits: Personal growth' })).toBeVisible();
      await shot('listing-tools');

      // Likert statements (habits-and-energy step 1).
      const habits = loadSeedTest('habits-and-energy');
      await startWithMouse(page, habits.slug);
      await shot('step-likert');

      // Last step with the validation alert, then with three choices and their ranking.
      await nextUntil(
        page,
        habits.groups.slice(1).map((group) => group.title),
      );
      await page.getByRole('button', { name: 'See my result' }).click();
      await expect(stepAlert(page)).toHaveText(INCOMPLETE_MESSAGE);
      await shot('step-validation');
      for (const index of [0, 1, 2]) await page.getByRole('checkbox').nth(index).check();
      await expect(page.getByRole('button', { name: /^Move .+ up$/ }).first()).toBeVisible();
      await shot('step-multiple-options-and-order');

      // Result.
      await page.getByRole('button', { name: 'See my result' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Your strongest area: / })).toBeVisible();
      await shot('result');

      // Nested statements (how-you-show-care step 3).
      const care = loadSeedTest('how-you-show-care');
      await startWithMouse(page, care.slug);
      await page.getByRole('checkbox', { name: 'Yes', exact: true }).check();
      await nextUntil(
        page,
        care.groups.slice(1, 3).map((group) => group.title),
      );
      await expect(page.getByRole('group', { name: 'When a friend is upset…' })).toBeVisible();
      await shot('step-nested');

      // Choices (two taken, the rest disabled) and a ranking of own options (work-style-compass step 1).
      await startWithMouse(page, loadSeedTest('work-style-compass').slug);
      for (const index of [0, 1]) await page.getByRole('checkbox').nth(index).check();
      await shot('step-choices-and-own-ranking');
    });
  });
}
