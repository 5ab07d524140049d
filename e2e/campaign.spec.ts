import { type BrowserContext, expect, test } from '@playwright/test';

/**
 * The campaign tracker in a real browser (SPEC §3 first-visit record, §4 campaign cookies, §9
 * lifetimes; web/src/features/campaign/CampaignTracker.tsx). The rules are unit-tested with a fake
 * cookie jar (tracker.test.ts); this checks that the island mounts, runs once the browser is idle,
 * and that a returning visitor's `first_visit` cookie is still checked after the page has settled
 * (lib/idle.ts `whenSettled`, about 5 s after load; issue 25).
 */

/** The decoded value of one cookie of the context, or undefined. */
async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  const found = (await context.cookies()).find((entry) => entry.name === name);
  return found === undefined ? undefined : decodeURIComponent(found.value);
}

test('a landing stores the campaign cookies and the first-visit record; a broken record is replaced once the page settles', async ({
  page,
  context,
}) => {
  await test.step('first visit from a campaign link', async () => {
    await page.goto('/?utm_source=e2e-campaign&afid=partner-7');
    await expect.poll(() => cookie(context, 'utm_source'), { timeout: 10_000 }).toBe('e2e-campaign');
    expect(await cookie(context, 'afid')).toBe('partner-7');
    await expect.poll(() => cookie(context, 'first_visit'), { timeout: 10_000 }).toBeDefined();
    const record = JSON.parse((await cookie(context, 'first_visit'))!) as { afid: string | null; timestamp: number; sent: boolean };
    expect(record.afid).toBe('partner-7');
    expect(record.timestamp).toBeGreaterThan(Date.now() - 60_000);
  });

  await test.step('a returning visitor with a broken record gets a fresh one after the page has settled', async () => {
    const url = new URL(page.url());
    await context.addCookies([
      { name: 'first_visit', value: encodeURIComponent('{"timestamp":"not a number"}'), domain: url.hostname, path: '/' },
    ]);
    await page.goto('/blog?utm_source=e2e-return');
    await expect.poll(() => cookie(context, 'utm_source'), { timeout: 10_000 }).toBe('e2e-return');
    await expect
      .poll(async () => JSON.parse((await cookie(context, 'first_visit')) ?? '{}') as { timestamp?: unknown }, { timeout: 15_000 })
      .toMatchObject({ timestamp: expect.any(Number) });
  });
});
