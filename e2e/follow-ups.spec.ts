/**
 * Follow-up statements of the free test on a phone (issue 24 §3): a visitor whose answers leave
 * every letter in the middle gets follow-ups after the 72 fixed statements, sees which letter each
 * one settles, reloads mid-follow-up and resumes at the same statement, goes back, and finishes with
 * every answer on the path stored. The visitor starts at question 71 from stored progress (the
 * resume feature itself): the first 70 taps are the same as the other specs' and cost a minute.
 * The test is adaptive only once its scales have 150 stored results (ADAPTIVE_UNDER_PRIOR): the
 * e2e stack has 200 simulated ones and the job's document (e2e/global-setup.ts), checked first.
 */
import { expect, test } from '@playwright/test';
import {
  FREE_TEST_NAME,
  LIKERT_LABELS,
  MOST_STATEMENTS,
  TEST_RESULTS_KEY,
  answerStatements,
  loadFollowUpItems,
  loadFreeTestItems,
} from './support/free-test';
import { expectHydrated } from './support/hydration';
import { findOverflow } from './support/overflow';
import { seededPrecision, seededRecord } from './support/psychometrics';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const TEST_PATH = '/free-personality-test';
/** The stored progress (web/src/features/test-runner/quiz-progress.ts, version 2). */
const PROGRESS_KEY = 'quiz_progress';

test('a phone visitor answers into follow-up statements, reloads mid-follow-up, goes back and finishes', async ({ page }) => {
  test.setTimeout(120_000);
  const fixed = loadFreeTestItems();
  const followUpIds = new Set(loadFollowUpItems().map((item) => item.id));
  const textOf = new Map([...fixed, ...loadFollowUpItems()].map((item) => [item.text, item.id]));
  const caption = (pattern: string) => page.getByText(new RegExp(`^${pattern}$`));
  const statement = page.getByRole('main').getByRole('heading', { level: 2 });
  const progress = page.getByRole('progressbar', { name: 'Test progress' });

  // The stack's psychometrics are past the prior on every scale, else no follow-up would come.
  const record = seededRecord();
  for (const key of ['EI', 'SN', 'TF', 'JP'] as const) expect(seededPrecision(record, key, 18).source, key).not.toBe('prior');

  // Seventy statements answered "neither" (raw 0), as a previous visit left them.
  await page.goto(TEST_PATH);
  await expectHydrated(page.getByRole('button', { name: 'Start the test' }));
  await page.evaluate(
    ([key, record]) => window.localStorage.setItem(key!, record!),
    [
      PROGRESS_KEY,
      JSON.stringify({
        version: 2,
        test: 'free-personality-test',
        savedAt: Date.now(),
        index: 71,
        survey: { gender: 'prefer-not-to-say', age: 'prefer-not-to-say' },
        surveySent: true,
        seed: 0,
        answers: Object.fromEntries(fixed.slice(0, 70).map((item) => [item.id, 0])),
      }),
    ],
  );
  await page.reload();
  await expect(page.getByText('Welcome back', { exact: false })).toBeVisible();
  await expect(caption(`Question 71 of ${fixed.length}`)).toBeVisible();

  // The last two fixed statements, then the first follow-up: every letter sits at 50 %.
  await answerStatements(page, () => 0, { from: 71, to: 72, act: 'tap' });
  await expect(caption('Question 73: a few more to settle Extraversion or Introversion')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round((72 / MOST_STATEMENTS) * 100)));
  expect(followUpIds.has(textOf.get((await statement.textContent())?.trim() ?? '') ?? ''), 'question 73 is a follow-up statement').toBe(
    true,
  );
  const overflow = await page.evaluate(findOverflow, 390);
  expect(overflow.scrollWidth, JSON.stringify(overflow.offenders)).toBeLessThanOrEqual(390);

  // Letters take turns: E/I, then S/N, then T/F.
  await answerStatements(page, () => 0, { from: 73, to: 74, act: 'tap' });
  await expect(caption('Question 75: a few more to settle Thinking or Feeling')).toBeVisible();
  const at75 = (await statement.textContent())?.trim() ?? '';

  // A reload mid-follow-up resumes at the same follow-up statement.
  await page.reload();
  await expect(page.getByText('Welcome back', { exact: false })).toBeVisible();
  await expect(caption('Question 75: a few more to settle Thinking or Feeling')).toBeVisible();
  await expect(statement).toHaveText(at75);

  // Back shows the previous follow-up with its answer kept; the next answer moves on again.
  await page.getByRole('button', { name: 'Back' }).tap();
  await expect(caption('Question 74: a few more to settle Sensing or Intuition')).toBeVisible();
  await expect(page.getByRole('radiogroup').getByRole('radio', { name: LIKERT_LABELS[0], exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await answerStatements(page, () => 0, { from: 74, to: 74, act: 'tap' });
  await expect(statement).toHaveText(at75);

  // The rest: every letter gets its follow-ups (FOLLOW_UP_CAP_PER_SCALE each), then the result.
  const rest = await answerStatements(page, () => 0, { from: 75, act: 'tap' });
  expect(75 + rest.length - 1).toBe(MOST_STATEMENTS);
  await expect(page).toHaveURL(/\/free-personality-test\/result$/);
  await expect(page.getByRole('region', { name: 'Your four preferences' }).getByText('Balanced', { exact: true })).toHaveCount(4);

  const stored = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, { meta?: { answers?: Record<string, number> } }>,
    TEST_RESULTS_KEY,
  );
  const answered = Object.keys(stored[FREE_TEST_NAME]?.meta?.answers ?? {});
  expect(answered).toHaveLength(MOST_STATEMENTS);
  expect(answered.filter((id) => followUpIds.has(id))).toHaveLength(MOST_STATEMENTS - fixed.length);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), PROGRESS_KEY), 'progress cleared on completion').toBeNull();
});
