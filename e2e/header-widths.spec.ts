/**
 * The desktop header between its breakpoint and the crawler's 1440 px (SPEC §9: lg 1024): the full
 * bar needs ~1,100 px, ~1,240 with "Your result", so from 1024 to 1280 px it is compact
 * (Header.module.css) and "Your result" shows the stored type's code. At each width, with and without
 * a stored result: no horizontal overflow (support/overflow.ts), every item of the bar on screen,
 * and the result link named "Your result: INTJ" showing one of its two forms.
 */
import { expect, test } from '@playwright/test';
import { FREE_TEST_NAME, TEST_RESULTS_KEY, sampleStoredResult } from './support/free-test';
import { expectHydrated } from './support/hydration';
import { findOverflow } from './support/overflow';

const WIDTHS = [1024, 1100, 1200, 1279, 1280, 1440];
/** The type of support/free-test.ts sampleStoredResult() (result-bands.spec.ts reads it on the result page). */
const SAMPLE_TYPE = 'INTJ';

for (const stored of [false, true]) {
  test(`desktop header fits from 1024 px ${stored ? 'with' : 'without'} a stored result`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: WIDTHS[0]!, height: 800 } });
    if (stored) {
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [TEST_RESULTS_KEY, JSON.stringify({ [FREE_TEST_NAME]: sampleStoredResult() })],
      );
    }
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    await expectHydrated(banner.getByRole('link', { name: 'Take the test' }));
    const yourResult = banner.getByRole('link', { name: 'Your result' });
    if (stored) await expect(yourResult).toHaveAccessibleName(`Your result: ${SAMPLE_TYPE}`);
    else await expect(yourResult).toHaveCount(0);
    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(findOverflow, width)).toEqual({ scrollWidth: width, offenders: [] });
        const items = [
          banner.getByRole('navigation', { name: 'Main' }),
          banner.getByRole('link', { name: 'Log in' }),
          banner.getByRole('link', { name: 'Take the test' }),
        ];
        if (stored) items.push(yourResult);
        for (const item of items) await expect(item).toBeInViewport({ ratio: 1 });
        // innerText: the rendered text (the other form is display: none)
        if (stored)
          expect(await yourResult.evaluate((link) => (link as HTMLElement).innerText)).toBe(width < 1280 ? SAMPLE_TYPE : 'Your result');
      });
    }
    await page.close();
  });
}
