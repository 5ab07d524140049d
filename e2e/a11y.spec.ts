import { expect, test } from '@playwright/test';
import { axeWidths, expectNoAxeViolations } from './support/axe';
import { expectHydrated } from './support/hydration';
import { INCOMPLETE_MESSAGE, loadSeedTest, startWithMouse, stepAlert, stepHeading, testPath } from './support/toolkit';

/**
 * axe (WCAG 2.2 AA) on states reached by interaction. Every page template as loaded, at 390 and
 * 1440 px, is checked by the crawler (e2e/crawl.spec.ts).
 *
 * The toolkit steps (Likert, nested, choice and ranking) at 1440 and 375 px: both widths at the full
 * depth, one chosen with the commit's seed (FUZZ_SEED) at the fast depth (`axeStepWidths`).
 */
const STEP_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;
const stepViewports = axeWidths(STEP_VIEWPORTS);
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the open menu has no violations', async ({ page }, testInfo) => {
      await page.goto('/personality-type/intj');
      await expect(page.getByRole('heading', { level: 1, name: /Mastermind/ })).toBeVisible();
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await expectHydrated(menuButton);
      await menuButton.click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, 'INTJ profile at 375 px with the menu open');
    });
  });

  test('free test: survey step and a question step have no violations', async ({ page }, testInfo) => {
    await page.goto('/free-personality-test');
    const start = page.getByRole('button', { name: 'Start the test' });
    await expectHydrated(start);
    await expectNoAxeViolations(page, testInfo, 'survey step');

    // The survey may be skipped (issue 12: "Prefer not to say" is a full answer): no error state.
    await page.getByRole('group', { name: 'Gender' }).getByRole('radio').first().check();
    await page.getByRole('group', { name: 'Age' }).getByRole('radio').first().check();
    await start.click();
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'question 1');

    // A later question with progress and a checked option (after going back).
    await page.getByRole('radio', { name: 'Agree', exact: true }).click();
    await expect(page.getByText('Question 2 of', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: 'Agree', exact: true })).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page, testInfo, 'question 1 answered');
  });

  test('toolkit test: intro, a step, the validation alert, ranking and the result have no violations', async ({ page }, testInfo) => {
    const def = loadSeedTest('habits-and-energy');
    await page.goto(testPath(def.slug));
    await expect(page.getByRole('heading', { level: 1, name: def.title })).toBeVisible();
    const start = page.getByRole('button', { name: 'Start the test' });
    await expectHydrated(start);
    await expectNoAxeViolations(page, testInfo, 'toolkit test intro');

    // Step 1 (Likert) is checked by 'Likert, nested and choice-and-ranking steps' below.
    await start.click();
    await expect(stepHeading(page)).toHaveText(def.groups[0]?.title ?? '');

    // The last step (choose three, rank, note) with the validation alert.
    for (const group of def.groups.slice(1)) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(stepHeading(page)).toHaveText(group.title);
    }
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(stepAlert(page)).toHaveText(INCOMPLETE_MESSAGE);
    await expect(page.locator('fieldset[aria-invalid="true"]')).toHaveCount(1);
    await expectNoAxeViolations(page, testInfo, 'toolkit step with the validation alert');

    const boxes = page.getByRole('checkbox');
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await expect(page.getByRole('button', { name: /^Move .+ up$/ }).first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'toolkit step with a ranking and disabled options');

    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Your strongest area: / })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'toolkit result');
  });

  for (const viewport of stepViewports) {
    test.describe(`toolkit steps at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('Likert, nested and choice-and-ranking steps have no violations', async ({ page }, testInfo) => {
        const habits = loadSeedTest('habits-and-energy');
        await startWithMouse(page, habits.slug);
        await expectNoAxeViolations(page, testInfo, `Likert step at ${viewport.width} px`);

        // how-you-show-care step 3: the nested "When a friend is upset…" statements.
        const care = loadSeedTest('how-you-show-care');
        await startWithMouse(page, care.slug);
        await page.getByRole('checkbox', { name: 'No', exact: true }).check();
        for (const group of care.groups.slice(1, 3)) {
          await page.getByRole('button', { name: 'Next' }).click();
          await expect(stepHeading(page)).toHaveText(group.title);
        }
        await expect(page.getByRole('group', { name: 'When a friend is upset…' })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `nested step at ${viewport.width} px`);

        // work-style-compass step 1 (pinned): choices and a ranking of the test's own options.
        await startWithMouse(page, loadSeedTest('work-style-compass').slug);
        await expect(page.getByRole('button', { name: /^Move .+ down$/ }).first()).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `choice and ranking step at ${viewport.width} px`);
      });
    });
  }
});
