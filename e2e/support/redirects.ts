/**
 * The redirect check of the specs: a 308 whose every `Location` value is the target. On a cache
 * MISS (first request after start) Next.js 16.3.5 sends the Location header twice with the same
 * value (app-render's setHeader + the cached response metadata), which browsers accept; so every
 * value is checked rather than the joined header.
 */
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Asserts that `path` answers 308 with `Location: to` (every value, at least one).
 * @param request Playwright's API request context (the test's `request` fixture)
 * @param path the path asked for, e.g. `/personality-type/INTP`
 * @param to the expected Location, e.g. `/personality-type/intp`
 */
export async function expectPermanentRedirect(request: APIRequestContext, path: string, to: string): Promise<void> {
  const redirect = await request.get(path, { maxRedirects: 0 });
  expect(redirect.status(), `${path} status`).toBe(308);
  const locations = redirect
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'location')
    .map((header) => header.value);
  expect(locations.length, `${path} sends a Location header`).toBeGreaterThan(0);
  expect(new Set(locations), `${path} Location values`).toEqual(new Set([to]));
}
