import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated `locator`'s element (React attaches its `__reactProps$…` key to
 * a DOM node once it owns it), so a following click or key press reaches the app's handlers
 * instead of the browser's default behaviour on the server-rendered HTML.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect.poll(() => isHydrated(locator), { message: 'element is hydrated by React' }).toBe(true);
}

/**
 * Whether React owns `locator`'s element now (its `__reactProps$…` key). For the inverse check — markup
 * React must leave alone (HTML text, issue 25) — ask after something else on the page has hydrated
 * ({@link expectHydrated}), or the answer is only "not yet".
 */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
}
