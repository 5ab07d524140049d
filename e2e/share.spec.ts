/**
 * Issue 12, the phone and sharing half: the free test taken by tapping on a 375 × 812 touch
 * viewport (each statement and the progress bar inside the viewport and below the sticky header,
 * no keyboard hint, `view_item` on the first touch, resume after a reload at question 20), then
 * "Share my result", the shared page in a fresh context, a friend who takes the test from it and
 * sees the comparison, revoking the link; axe on the shared page and the comparison; screenshots (full depth)
 * at 375 and 1440 px. The owner opening their own link ("Your shared result", Stop sharing there),
 * the "no longer shared" answer, and the test page opened to compare (issue 24 §5). Also: 375 × 667, arrow keys between questions, and card queries that break
 * the contract (every template's og:image: e2e/crawl.spec.ts).
 */
import { expect, type Browser, type BrowserContextOptions, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { FULL_DEPTH } from '../scripts/test-support/depth';
import { expectNoAxeViolations } from './support/axe';
import { expectHydrated } from './support/hydration';
import {
  FREE_TEST_NAME,
  LIKERT_LABELS,
  TEST_RESULTS_KEY,
  answerStatements,
  answersForType,
  loadFreeTestItems,
  sampleStoredResult,
  storeQuizProgress,
} from './support/free-test';

const TEST_PATH = '/free-personality-test';
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** Records every analytics event the page announces (features/analytics `typeatlas:analytics`). */
async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { event: string; properties: Record<string, unknown> }[] = [];
    (window as unknown as { analyticsSeen: typeof seen }).analyticsSeen = seen;
    window.addEventListener('typeatlas:analytics', (event) => seen.push((event as CustomEvent).detail));
  });
}

async function analyticsSeen(page: Page): Promise<{ event: string; properties: Record<string, unknown> }[]> {
  return page.evaluate(
    () => (window as unknown as { analyticsSeen: { event: string; properties: Record<string, unknown> }[] }).analyticsSeen ?? [],
  );
}

/** Fails unless each locator lies fully inside the viewport and below the sticky header (boxes read at once). */
async function expectInView(page: Page, ...items: [locator: Locator, what: string][]): Promise<void> {
  const viewport = page.viewportSize()!;
  const [header, ...boxes] = await Promise.all([
    page.getByRole('banner').first().boundingBox(),
    ...items.map(([locator]) => locator.boundingBox()),
  ]);
  const headerBottom = header ? header.y + header.height : 0;
  for (const [index, [, what]] of items.entries()) {
    const box = boxes[index];
    expect(box, `${what} is rendered`).not.toBeNull();
    expect(box!.y, `${what} starts below the sticky header (${headerBottom}px)`).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(box!.y + box!.height, `${what} ends inside the ${viewport.height}px viewport`).toBeLessThanOrEqual(viewport.height + 1);
  }
}

/** A full-page screenshot for people to look at (no assertion): at the full depth only. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!FULL_DEPTH) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await testInfo.attach(name, { path: testInfo.outputPath(`${name}.png`), contentType: 'image/png' });
}

/** The statement on screen and the progress bar. */
const statementOf = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const progressOf = (page: Page) => page.getByRole('progressbar', { name: 'Test progress' });

/**
 * Answers questions `from`…`to` (1-based; `to` omitted: until the test ends — its length follows the
 * adaptive rule) by tapping the option each statement needs for `type`, checking on each that the
 * statement and the progress bar are in view (unless `inView` is false: a second visitor at the same
 * viewport, whose layout the first one's checks already covered).
 */
async function tapThrough(page: Page, type: string, from: number, to?: number, inView = true): Promise<void> {
  const answers = answersForType(type);
  await answerStatements(
    page,
    (text) => {
      const wanted = answers.get(text);
      expect(wanted, `unknown statement: "${text}"`).toBeDefined();
      return wanted ?? 0;
    },
    {
      from,
      to,
      act: 'tap',
      each: inView
        ? (number) =>
            expectInView(
              page,
              [statementOf(page), `question ${number}'s statement`],
              [progressOf(page), `the progress bar on question ${number}`],
            )
        : undefined,
    },
  );
}

/** Opens the test (optionally from a shared link), checks the survey step, skips it by tapping Start. */
async function startByTapping(page: Page, path = TEST_PATH): Promise<void> {
  await page.goto(path);
  const start = page.getByRole('button', { name: 'Start the test' });
  await expectHydrated(start);
  await start.tap();
}

/** Stores a taken test's result in the page's browser (e2e/support/free-test.ts `sampleStoredResult`, an INTJ). */
async function storeResult(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [TEST_RESULTS_KEY, JSON.stringify({ [FREE_TEST_NAME]: sampleStoredResult() })],
  );
}

/**
 * A visitor who has taken the test (stored result) shares it from the result page.
 * @returns the shared page's path, its token and the owner key this browser keeps
 */
async function shareSampleResult(page: Page): Promise<{ sharedPath: string; token: string; ownerKey: string }> {
  await storeResult(page);
  await page.goto('/free-personality-test/result');
  const share = page.getByRole('button', { name: 'Share my result' });
  await expectHydrated(share);
  await share.click();
  const sharedPath = new URL(await page.getByLabel('Your link').inputValue()).pathname;
  const token = sharedPath.split('/').pop()!;
  const owned = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('shared_links') ?? '{}') as Record<string, { token: string; ownerKey: string }>,
  );
  const ownerKey = Object.values(owned).find((entry) => entry.token === token)?.ownerKey;
  expect(ownerKey, 'the owner key is kept in this browser').toBeTruthy();
  return { sharedPath, token, ownerKey: ownerKey! };
}

/** A fresh phone context (no storage of the other visitors). */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}

test.describe('the free test on a phone, sharing and comparing', () => {
  test('tap through, resume at 20, share, open in a fresh context, a friend compares, revoke', async ({ browser }, testInfo) => {
    test.setTimeout(6 * 60_000);
    const total = loadFreeTestItems().length;
    const owner = await phone(browser);
    await recordAnalytics(owner);

    await owner.goto(TEST_PATH);
    const start = owner.getByRole('button', { name: 'Start the test' });
    await expectHydrated(start);
    expect(
      (await analyticsSeen(owner)).filter((entry) => entry.event === 'view_item'),
      'no view_item before the first touch',
    ).toEqual([]);
    await start.tap();
    // view_item: sent by the page itself on the first touch, once.
    await expect.poll(async () => (await analyticsSeen(owner)).filter((entry) => entry.event === 'view_item').length).toBe(1);
    expect((await analyticsSeen(owner)).find((entry) => entry.event === 'view_item')?.properties).toEqual({ path: TEST_PATH });
    // The survey was skipped: "prefer not to say" is a full answer, sent once — by the runner, whose
    // chunk loads at the first touch (FreeTestRun), so it may come after view_item.
    await expect
      .poll(async () => (await analyticsSeen(owner)).filter((entry) => entry.event === 'survey/completed').map((entry) => entry.properties))
      .toEqual([{ gender: 'prefer-not-to-say', age: 'prefer-not-to-say' }]);
    // Touch screens see no keyboard hint.
    await expect(owner.getByText('Use ↑ ↓ to move, space to choose.')).toBeHidden();

    await tapThrough(owner, 'INTJ', 1, 19);
    await expect(owner.getByText(`Question 20 of ${total}`, { exact: true })).toBeVisible();
    await expect(progressOf(owner)).toHaveAttribute('aria-valuenow', String(Math.round((19 / total) * 100)));

    // A reload resumes at question 20, with a "Start over" choice.
    await owner.reload();
    await expect(owner.getByText(`Question 20 of ${total}`, { exact: true })).toBeVisible();
    await expect(owner.getByRole('status').filter({ hasText: 'we kept your answers' })).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Start over' })).toBeVisible();
    await expect(progressOf(owner)).toHaveAttribute('aria-valuenow', String(Math.round((19 / total) * 100)));
    expect(
      (await analyticsSeen(owner)).filter((entry) => entry.event === 'quiz/started'),
      'quiz/started is not sent again after a resume',
    ).toEqual([]);
    await expectHydrated(owner.getByRole('radiogroup').getByRole('radio').first());
    await tapThrough(owner, 'INTJ', 20);

    await expect(owner).toHaveURL(/\/free-personality-test\/result$/);
    await expect(owner.getByRole('heading', { level: 1 })).toContainText('INTJ');
    // Nothing left to resume once the test is finished.
    expect(await owner.evaluate(() => window.localStorage.getItem('quiz_progress'))).toBeNull();

    // Opt-in share.
    const share = owner.getByRole('button', { name: 'Share my result' });
    await share.scrollIntoViewIfNeeded();
    await expectHydrated(share);
    await share.tap();
    const link = owner.getByLabel('Your link');
    await expect(link).toHaveValue(/\/shared-result\/[A-Za-z0-9_-]{22}$/);
    const url = await link.inputValue();
    const sharedPath = new URL(url).pathname;
    await expect(owner.getByRole('button', { name: 'Copy link' })).toBeVisible();
    for (const network of ['X', 'Facebook', 'LinkedIn', 'WhatsApp']) {
      const href = await owner.getByRole('link', { name: network, exact: true }).getAttribute('href');
      expect(new URL(href!).protocol).toBe('https:');
      expect(href).toContain(encodeURIComponent(url));
    }
    // No third-party scripts on the page.
    const foreign = await owner.evaluate(() =>
      [...document.scripts].map((script) => script.src).filter((src) => src && new URL(src).origin !== window.location.origin),
    );
    expect(foreign).toEqual([]);

    // A friend opens the link in a fresh context.
    const friend = await phone(browser);
    const shared = await friend.goto(sharedPath);
    expect(shared?.status()).toBe(200);
    await expect(friend.getByRole('heading', { level: 1 })).toContainText('INTJ');
    await expect(friend.getByRole('heading', { level: 1 })).toContainText('Mastermind');
    await expect(friend.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(friend.getByRole('meter')).toHaveCount(4);
    // Each preference with its band and how settled the letter is (a clear INTJ: all settled).
    await expect(friend.getByText(/^Likely range \d+(\.\d)?–\d+(\.\d)? %$/)).toHaveCount(4);
    await expect(friend.getByRole('heading', { level: 3, name: /— [INTJ] settled$/ })).toHaveCount(4);
    await expectNoAxeViolations(friend, testInfo, 'shared result');
    await screenshot(friend, testInfo, 'shared-375');

    // … takes the test from it and sees the comparison.
    const compareLink = friend.getByRole('link', { name: 'Take the test and compare' }).last();
    await expect(compareLink).toHaveAttribute('href', `${TEST_PATH}?compare=${sharedPath.split('/').pop()}`);
    await startByTapping(friend, (await compareLink.getAttribute('href'))!);
    await tapThrough(friend, 'ENFP', 1, undefined, false);
    await expect(friend).toHaveURL(new RegExp(`${sharedPath}/compare$`));
    await expect(friend.getByRole('heading', { level: 1 })).toContainText('ENFP · INTJ');
    const rows = friend.getByRole('main').getByRole('listitem');
    await expect(rows).toHaveCount(4);
    // INTJ vs ENFP: E/I, T/F and J/P differ, S/N (both N) is the same.
    await expect(rows.nth(0)).toContainText('Different letters');
    await expect(rows.nth(1)).toContainText('Same letter');
    await expect(rows.nth(2)).toContainText('Different letters');
    await expect(rows.nth(3)).toContainText('Different letters');
    await expect(friend.getByRole('meter')).toHaveCount(8);
    const pair = friend.getByRole('link', { name: /Read about ENFP and INTJ together/ });
    const pairHref = await pair.getAttribute('href');
    expect(pairHref).toMatch(/^\/compatibility\/(intj-and-enfp|enfp-and-intj)$/);
    expect((await friend.request.get(pairHref!)).status()).toBe(200);
    await expectNoAxeViolations(friend, testInfo, 'comparison');
    await screenshot(friend, testInfo, 'compare-375');

    // Desktop screenshots of both pages (full depth).
    await friend.setViewportSize({ width: 1440, height: 900 });
    await screenshot(friend, testInfo, 'compare-1440');
    await friend.goto(sharedPath);
    await screenshot(friend, testInfo, 'shared-1440');

    // The friend's own result is not shared: the owner's browser has no way to see it, and the
    // shared page still shows only the owner's result.
    await expect(friend.getByRole('heading', { level: 1 })).toContainText('INTJ');

    // The owner revokes the link: it stops working at once.
    await owner.getByRole('button', { name: 'Stop sharing' }).tap();
    await expect(owner.getByRole('button', { name: 'Share my result' })).toBeVisible();
    expect((await friend.goto(sharedPath))?.status()).toBe(404);
    await expect(friend.getByRole('heading', { level: 1 })).toHaveText('This result is no longer shared');
    expect((await friend.goto(`${sharedPath}/compare`))?.status()).toBe(404);
    await owner.context().close();
    await friend.context().close();
  });

  test('the owner opens their own link, a friend opens the test to compare, the owner stops sharing there and the link says it is no longer shared, with 404', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(150_000); // three browser contexts
    // One shared link for the three views (issue 24 §5): owner, friend, revoked.
    const owner = await (await browser.newContext()).newPage();
    const { sharedPath, token } = await shareSampleResult(owner);
    const ownerCard = owner.getByTestId('shared-owner');
    const friend = await (await browser.newContext()).newPage();
    const taken = await (await browser.newContext()).newPage();

    await test.step('the owner sees "Your shared result"; anyone else the visitor view', async () => {
      await owner.goto(sharedPath);
      await expect(owner.getByTestId('shared-eyebrow')).toHaveText('Your shared result');
      await expect(ownerCard.getByRole('heading', { name: 'You are sharing this result' })).toBeVisible();
      await expect(owner.getByRole('link', { name: 'Take the test and compare' })).toHaveCount(0);
      await expectNoAxeViolations(owner, testInfo, 'shared result, owner view');
      await friend.goto(sharedPath);
      await expect(friend.getByRole('link', { name: 'Take the test and compare' }).last()).toBeVisible();
      await expect(friend.getByTestId('shared-eyebrow')).toHaveText('A shared result');
      await expect(friend.getByRole('button', { name: 'Stop sharing' })).toHaveCount(0);
    });

    await test.step('the test page says when it is taken to compare with a friend', async () => {
      await friend.getByRole('link', { name: 'Take the test and compare' }).last().click();
      await expect(friend).toHaveURL(new RegExp(`${TEST_PATH}\\?compare=${token}$`));
      await expect(friend.getByTestId('test-eyebrow')).toHaveText('Compare with a friend');
      await expect(friend.getByTestId('test-compare-note')).toHaveText('When you finish, you will see your result beside your friend’s.');
      await expect(friend.getByRole('button', { name: 'Start the test' })).toBeVisible();
      await expectNoAxeViolations(friend, testInfo, 'test page opened to compare');
      // The plain test page says nothing of comparing.
      await friend.goto(TEST_PATH);
      await expectHydrated(friend.getByRole('button', { name: 'Start the test' }));
      await expect(friend.getByTestId('test-eyebrow')).toHaveText('Free personality test');
      await expect(friend.getByTestId('test-compare-note')).toHaveCount(0);
      // A friend who already has a result may compare at once.
      await storeResult(taken);
      await taken.goto(`${TEST_PATH}?compare=${token}`);
      await expect(taken.getByTestId('test-way-back')).toHaveText('Or compare with your saved result (INTJ)');
      await expect(taken.getByTestId('test-way-back')).toHaveAttribute('href', `${sharedPath}/compare`);
    });

    await test.step('Stop sharing on the shared page: the DELETE with the owner key succeeds, the page reloads as no longer shared', async () => {
      const deleted = owner.waitForResponse(
        (answer) => new URL(answer.url()).pathname === '/api/shared-results' && answer.request().method() === 'DELETE',
      );
      await ownerCard.getByRole('button', { name: 'Stop sharing' }).click();
      expect((await deleted).status()).toBe(200);
      await expect(owner.getByRole('heading', { level: 1 })).toHaveText('This result is no longer shared');
    });

    await test.step('a revoked link says it is no longer shared, with 404', async () => {
      for (const path of [sharedPath, `${sharedPath}/compare`]) {
        const answer = await owner.goto(path);
        expect(answer?.status(), path).toBe(404);
        await expect(owner.getByRole('heading', { level: 1 })).toHaveText('This result is no longer shared');
        await expect(owner.getByRole('link', { name: 'Take the free test' })).toHaveAttribute('href', TEST_PATH);
      }
      await expectNoAxeViolations(owner, testInfo, 'no longer shared');
    });

    await test.step('the result page may share again', async () => {
      await owner.goto('/free-personality-test/result');
      await expect(owner.getByRole('button', { name: 'Share my result' })).toBeVisible();
    });
    for (const page of [owner, friend, taken]) await page.context().close();
  });

  test('at 375 × 667 each question and the progress bar stay in view; "Start over" starts fresh', async ({ browser }) => {
    const page = await (await browser.newContext({ ...PHONE, viewport: { width: 375, height: 667 } })).newPage();
    const total = loadFreeTestItems().length;
    await startByTapping(page);
    await tapThrough(page, 'ISFP', 1, 6);
    await page.reload();
    await expect(page.getByText(`Question 7 of ${total}`, { exact: true })).toBeVisible();
    await expectInView(page, [statementOf(page), 'the resumed statement'], [progressOf(page), 'the resumed progress bar']);
    await page.getByRole('button', { name: 'Start over' }).tap();
    await expect(page.getByRole('button', { name: 'Start the test' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('quiz_progress'))).toBeNull();
    await page.context().close();
  });

  test('arrow up on the top option goes back a question, arrow down past the bottom goes on', async ({ page }) => {
    const total = loadFreeTestItems().length;
    await page.goto(TEST_PATH);
    const start = page.getByRole('button', { name: 'Start the test' });
    await expectHydrated(start);
    await start.click();
    await expect(page.getByText(`Question 1 of ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Use ↑ ↓ to move, space to choose.')).toBeVisible();
    const neutral = page.getByRole('radiogroup').getByRole('radio', { name: LIKERT_LABELS[0], exact: true });
    await expect(neutral).toBeFocused();
    await page.keyboard.press('Space'); // answers question 1 with the neutral option
    await expect(page.getByText(`Question 2 of ${total}`, { exact: true })).toBeVisible();
    // Up twice reaches "strongly agree", a third time leaves for question 1.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`Question 1 of ${total}`, { exact: true })).toBeVisible();
    // Question 1 is answered: down past "strongly disagree" moves on to question 2 …
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`Question 2 of ${total}`, { exact: true })).toBeVisible();
    // … which is not answered, so down at the bottom stays there.
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`Question 2 of ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup').getByRole('radio', { name: LIKERT_LABELS[-2], exact: true })).toBeFocused();
  });

  test('a result taken after the empty result page, in the same visit, gets the share box', async ({ page }) => {
    // Issue 25: the share box's slot decides when it first renders whether to load the box (only
    // with a stored result: features/results/share/ShareResultLazy.tsx), and a client-side
    // navigation keeps that choice. Here the empty result page comes first; the test is then
    // finished from stored progress (70 balanced answers: two statements left, no follow-up) by
    // client-side navigations, and the result page must still offer the box.
    const fixed = loadFreeTestItems();
    await page.goto('/free-personality-test/result');
    await expect(page.getByRole('heading', { level: 1, name: 'No result yet' })).toBeVisible();
    await storeQuizProgress(page, Object.fromEntries(fixed.slice(0, 70).map((item) => [item.id, 0])), 71);
    // The link navigation loads when the browser is idle (components/loading-bar/LinkNavigation.tsx).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('main').getByRole('link', { name: 'Take the test' }).click();
    await expect(page.getByText('Welcome back', { exact: false })).toBeVisible();
    expect(await answerStatements(page, () => 0, { from: 71 })).toHaveLength(2);
    await expect(page).toHaveURL(/\/free-personality-test\/result$/);
    await expect(page.getByRole('button', { name: 'Share my result' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'client-side navigations only').toBe(
      true,
    );
  });

  test('a share-card query that breaks the contract is refused, never rendered', async ({ request }) => {
    // Every template's og:image (a PNG or JPEG of its size) is checked by the crawler, e2e/crawl.spec.ts.
    expect((await request.get('/og?t=x&s=1,2,3,400')).status()).toBe(400);
    expect((await request.get('/og')).status()).toBe(400);
  });
});
