import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated `locator`'s element (React attaches its `__reactProps$…` key to
 * a DOM node once it owns it), so a following click or key press reaches the app's handlers
 * instead of the browser's default behaviour on the server-rendered HTML.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'element is hydrated by React',
    })
    .toBe(true);
}
