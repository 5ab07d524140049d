/**
 * Content outage (docs/caching-and-scale-out.md "Caching and revalidation"): when the content source fails, cached pages
 * keep being served, and a page that is not cached answers the generic error screen with 503.
 *
 * Runs against its own server (port 3101, see OUTAGE_SERVER in playwright.config.ts): the same
 * build served by web/server.ts from a temporary copy of the seed dataset, with a webhook secret.
 * The spec breaks that copy, revalidates through the signed webhook, and restores it afterwards.
 * It never touches the main server on 3100 or the committed dataset.
 */
import { createHash, createHmac } from 'node:crypto';
import { copyFile, writeFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { OUTAGE_SERVER } from '../playwright.config';

const { baseUrl, datasetPath, seedDatasetPath, webhookSecret } = OUTAGE_SERVER;

/** A prerendered page whose content comes from `personalityType` and `typeFamily` documents. */
const CACHED_PAGE = `${baseUrl}/personality-types`;
const unique = () => `outage-check-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
/**
 * A page that is never prerendered: an unknown toolkit test slug renders on demand (ISR with
 * dynamic params), so its content read cannot be answered from any cache.
 */
const uncachedPage = () => `${baseUrl}/tools/tests/${unique()}`;
/** Another never-prerendered page of a different route: an article nobody has visited. */
const uncachedArticle = () => `${baseUrl}/blog/article/${unique()}`;
/**
 * A dynamic page (rendered per request, error boundary error.tsx): an unknown toolkit test's
 * subscriber view, which the proxy serves to any request carrying the auth `token` cookie (see
 * {@link TOKEN_COOKIE_FOR_DYNAMIC}). Not the search page: search answers from its in-memory index
 * built from the last good corpus (content/search.ts), so an outage does not take it down.
 */
const dynamicPage = () => `${baseUrl}/tools/tests/${unique()}`;
/** The cookie that makes the proxy rewrite a toolkit test to its per-request subscriber view. */
const TOKEN_COOKIE_FOR_DYNAMIC = { name: 'token', value: 'outage-check', url: baseUrl };

/** Posts a change notification signed as Sanity does: base64url HMAC-SHA256 over "{t}.{body}". */
async function postWebhook(request: APIRequestContext, document: { _id: string; _type: string; slug: string | null }) {
  const body = JSON.stringify({ ...document, operation: 'update' });
  const timestamp = Date.now();
  const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('base64url');
  return request.post(`${baseUrl}/api/revalidate`, {
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` },
    data: body,
  });
}

const breakDataset = () => writeFile(datasetPath, '{"_id": "truncated", "_type": \n');
const restoreDataset = () => copyFile(seedDatasetPath, datasetPath);

test.describe.configure({ mode: 'serial' });

test.describe('content outage', () => {
  test.beforeAll(restoreDataset);
  test.afterAll(restoreDataset);

  test('cached pages keep being served; an uncached page answers 503 with the error screen', async ({ request, page }) => {
    const before = await request.get(CACHED_PAGE);
    expect(before.status()).toBe(200);
    expect(await before.text()).toContain('Mastermind');

    await breakDataset();

    // A valid webhook for the page's type marks it stale; regenerating it now fails.
    const hook = await postWebhook(request, { _id: 'type-intj', _type: 'personalityType', slug: 'intj' });
    expect(hook.status()).toBe(200);
    expect(await hook.json()).toEqual({ revalidated: true, tags: ['personalityType', 'personalityType:intj', 'id:type-intj'] });

    // The last good page is served on every request (the failed regenerations keep it).
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await request.get(CACHED_PAGE);
      expect(response.status(), `request ${attempt + 1} after the outage`).toBe(200);
      const html = await response.text();
      expect(html).toContain('Mastermind');
      expect(html).toContain('Analysts');
      // The error screen's own line (the header ships the notifications panel's 'Something went wrong...' label on every page).
      expect(html).not.toContain('If the problem persists, please contact support.');
    }

    // Nothing cached to fall back on: the generic error screen, as 503 with Retry-After.
    // Both never-prerendered routes (the toolkit test route serves premium tests too: issue 11 keeps
    // it static, the per-request subscriber view is a separate route).
    const article = await request.get(uncachedArticle());
    expect(article.status()).toBe(503);
    expect(article.headers()['retry-after']).toBe('300');
    const uncached = await request.get(uncachedPage());
    expect(uncached.status()).toBe(503);
    expect(uncached.headers()['retry-after']).toBe('300');
    const errorHtml = await uncached.text();
    expect(errorHtml).toContain('Something went wrong');
    expect(errorHtml).toContain('Please try again later');
    expect(errorHtml).toContain('If the problem persists, please contact support.');
    // The server's own error document carries the security headers; its <style> is allowed by hash.
    expect(uncached.headers()['x-frame-options']).toBe('DENY');
    const style = /<style>([\s\S]*?)<\/style>/.exec(errorHtml)?.[1] ?? '';
    expect(style).not.toBe('');
    expect(uncached.headers()['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);

    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    // The same in a browser: the screen a visitor sees, for an on-demand ISR page and for a
    // dynamic page (there the error boundary renders it).
    for (const [index, url] of [uncachedPage(), dynamicPage()].entries()) {
      if (index === 1) await page.context().addCookies([TOKEN_COOKIE_FOR_DYNAMIC]);
      const visit = await page.goto(url);
      expect(visit?.status(), url).toBe(503);
      expect(visit?.headers()['retry-after'], url).toBe('300');
      await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
      await expect(page.getByText('Please try again later')).toBeVisible();
    }
    expect(refused, 'no CSP violation on the error screens').toEqual([]);
  });

  test('the site recovers once the dataset is back and the webhook fires', async ({ request }) => {
    await restoreDataset();
    const hook = await postWebhook(request, { _id: 'type-intj', _type: 'personalityType', slug: 'intj' });
    expect(hook.status()).toBe(200);

    // An unknown test slug is an ordinary 404 again, and the cached page is still fine.
    expect((await request.get(uncachedPage())).status()).toBe(404);
    const cached = await request.get(CACHED_PAGE);
    expect(cached.status()).toBe(200);
    expect(await cached.text()).toContain('Mastermind');
  });

  test('an unsigned webhook is refused and changes nothing', async ({ request }) => {
    const response = await request.post(`${baseUrl}/api/revalidate`, {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ _id: 'type-intj', _type: 'personalityType', slug: 'intj' }),
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not authorized', code: 401 });
  });
});
