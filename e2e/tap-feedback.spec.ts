/**
 * Phone-fast taps (issue 25): on a 390 px phone with the CPU slowed 4×, the header's search and menu
 * buttons and the footer's accessibility button show feedback within the depth's tapFeedbackMs;
 * links are plain anchors that the navigation island turns into client-side navigations.
 * Design notes: docs/tests-and-results.md "Notes from the source files".
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { depthCount } from '../scripts/test-support/depth';
import { firstLoadScripts } from '../scripts/page-weight/page-weight';
import { expectHydrated } from './support/hydration';

/** The bound on tap-to-feedback (ms): the 100 at full depth, 150 at the fast depth (scripts/test-support/depth.ts). */
const FEEDBACK_BUDGET_MS = depthCount('tapFeedbackMs');
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** Page views at most (see the test). */
const FEEDBACK_VIEWS = 3;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * Arms a one-shot measurement for the next tap on `button`: resolves `window.__tapFeedback` with
 * the milliseconds from its pointerdown to the frame after the first feedback mutation.
 */
async function armMeasurement(button: Locator): Promise<void> {
  await button.evaluate((element) => {
    const state = window as unknown as { __tapFeedback?: Promise<number> };
    state.__tapFeedback = new Promise<number>((resolve) => {
      let tappedAt: number | null = null;
      let handledAt = 0;
      const observer = new MutationObserver((records) => {
        if (tappedAt === null) return;
        const feedback = records.some(
          (record) => record.target === element || (record.target instanceof HTMLDialogElement && record.attributeName === 'open'),
        );
        if (!feedback) return;
        observer.disconnect();
        const from = tappedAt;
        const observedAt = performance.now();
        requestAnimationFrame(() => {
          (window as unknown as { __tapDetail?: unknown }).__tapDetail = {
            inputDelay: handledAt - from,
            toMutation: observedAt - from,
            toFrame: performance.now() - from,
          };
          resolve(performance.now() - from);
        });
      });
      observer.observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-pressed', 'aria-expanded', 'aria-busy', 'data-state', 'open'],
      });
      element.addEventListener(
        'pointerdown',
        (event) => {
          tappedAt = event.timeStamp;
          handledAt = performance.now();
        },
        { capture: true, once: true },
      );
    });
  });
}

/** Waits for two idle periods of the page (the idle-time imports run in the first). */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
  }
}

async function tapFeedbackMs(page: Page, button: Locator): Promise<number> {
  await armMeasurement(button);
  await button.tap();
  const ms = await page.evaluate(() => (window as unknown as { __tapFeedback: Promise<number> }).__tapFeedback);
  console.log(
    '  detail (ms from pointerdown):',
    JSON.stringify(await page.evaluate(() => (window as unknown as { __tapDetail: unknown }).__tapDetail)),
  );
  return ms;
}

/** The controls' first taps on a fresh page view: feedback ms of each. */
async function measureOnce(page: Page): Promise<Record<string, number>> {
  await page.goto('/personality-type/intj');
  const header = page.getByRole('banner');
  const search = header.getByRole('button', { name: 'Search the site' });
  const menu = header.getByRole('button', { name: 'Open menu' });
  const a11y = page.getByRole('contentinfo').getByRole('button', { name: 'Accessibility options', exact: true });
  await expectHydrated(search);
  await expectHydrated(menu);
  await page.waitForLoadState('networkidle');
  await settle(page);

  const timings: Record<string, number> = {};
  timings.search = await tapFeedbackMs(page, search);
  const searchDialog = page.getByRole('dialog', { name: 'Looking for something?' });
  await expect(searchDialog).toBeVisible();
  await expect(searchDialog.getByRole('searchbox', { name: 'Search keywords' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchDialog).toBeHidden();

  await settle(page);
  timings.menu = await tapFeedbackMs(page, menu);
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await a11y.scrollIntoViewIfNeeded();
  await expectHydrated(a11y);
  await settle(page);
  timings.accessibility = await tapFeedbackMs(page, a11y);
  await expect(page.getByRole('dialog', { name: 'Accessibility options' })).toBeVisible();
  return timings;
}

test(`taps on search, menu and accessibility show feedback within ${FEEDBACK_BUDGET_MS} ms at 4× CPU slowdown`, async ({
  page,
}, testInfo) => {
  // eslint-disable-next-line no-restricted-syntax -- the slowdown is undone in the finally below
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The worker's browser context outlives this test (playwright.config.ts reuseContext): the
  // slowdown is undone whatever happens, or the next test on this worker would run 4× slower.
  const best: Record<string, number> = {};
  try {
    // This 2-core machine runs other tests beside this one: a control over the bound is measured
    // again on a fresh page view (its first tap again, up to FEEDBACK_VIEWS) and the best figure
    // counts, so a one-off scheduling stall does not fail the run while a slow tap path fails every view.
    for (let view = 0; view < FEEDBACK_VIEWS; view += 1) {
      const timings = await measureOnce(page);
      for (const [control, ms] of Object.entries(timings)) best[control] = Math.min(best[control] ?? Infinity, ms);
      testInfo.annotations.push({ type: `tap feedback (ms, 4× CPU), view ${view + 1}`, description: JSON.stringify(timings) });
      console.log(
        `tap → feedback at ${CPU_SLOWDOWN}× CPU slowdown, view ${view + 1} (ms): ${JSON.stringify(Object.fromEntries(Object.entries(timings).map(([key, value]) => [key, Math.round(value)])))}`,
      );
      if (Object.values(best).every((ms) => ms < FEEDBACK_BUDGET_MS)) break;
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  for (const [control, ms] of Object.entries(best)) expect(ms, `${control}: tap to visible feedback`).toBeLessThan(FEEDBACK_BUDGET_MS);
});

test('links are plain anchors: no next/link code on first load, and a tap is a client-side navigation once the island loaded', async ({
  page,
  request,
  baseURL,
}) => {
  const path = '/personality-type/intj';
  // next/link's client module carries this error text; the pages render plain <a> links instead.
  const html = await (await request.get(path)).text();
  const scripts = firstLoadScripts(html, new URL(path, baseURL).href).filter((script) => !script.noModule);
  expect(scripts.length, 'first-load scripts found').toBeGreaterThan(0);
  for (const ref of scripts) {
    const body = await (await request.get(ref.src)).text();
    expect(body, `${ref.src} holds next/link`).not.toContain('legacyBehavior');
  }
  await page.goto(path);
  // The navigation island (components/loading-bar/LinkNavigation.tsx) loads with the loading bar.
  await expect(page.locator('[data-loading-bar]')).toBeAttached();
  const link = page.locator(`footer nav a[href^="/"]:not([href="${path}"])`).first();
  const href = (await link.getAttribute('href')) ?? '';
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await link.tap();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  const same = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  expect(same, 'the document survived the tap: a client-side navigation').toBe(true);
});
