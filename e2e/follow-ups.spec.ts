/**
 * Follow-up statements of the free test on a phone (issue 24 §3). The e2e stack holds 200 simulated
 * stored results (e2e/global-setup.ts; checked first), the interval regime (150–499): there, as in
 * every adaptive regime, the follow-ups of the four letters share the statements early stops saved
 * (schemas/src/engine/adaptive.ts FOLLOW_UP_BUDGET). So a visitor balanced on every letter
 * saves nothing and gets no follow-up (the first test), while a visitor with one clear letter — it
 * stops early after EARLY_STOP.minItems statements — gets follow-ups for the three balanced ones,
 * sees which letter each one settles, reloads mid-follow-up and resumes at the same statement, goes
 * back, and finishes with every answer on the path stored (the second). Both start near the end of
 * the fixed statements from stored progress (the resume feature itself): tapping through the first
 * sixty statements costs a minute.
 */
import { expect, test, type Page } from '@playwright/test';
import { adaptivePath, EARLY_STOP, FOLLOW_UP_CAP_PER_SCALE, type FreeTestItem } from '../schemas/src/engine/index.ts';
import {
  FREE_TEST_NAME,
  LIKERT_LABELS,
  PROGRESS_KEY,
  TEST_RESULTS_KEY,
  answerStatements,
  loadFollowUpItems,
  loadFreeTestItems,
  storeQuizProgress,
} from './support/free-test';
import { expectHydrated } from './support/hydration';
import { findOverflow } from './support/overflow';
import { seededPrecision, seededRecord } from './support/psychometrics';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

const TEST_PATH = '/free-personality-test';
/** The stack's psychometrics are in the interval regime on every scale (not the prior: no follow-ups). */
function intervalRegime() {
  const record = seededRecord();
  for (const key of ['EI', 'SN', 'TF', 'JP'] as const) expect(seededPrecision(record, key, 18).source, key).toBe('interval');
  return record;
}

/** Opens the test with `answers` stored as a previous visit left them, showing question `index`. */
async function resumeWith(page: Page, answers: Record<string, number>, index: number): Promise<void> {
  await page.goto(TEST_PATH);
  await expectHydrated(page.getByRole('button', { name: 'Start the test' }));
  await storeQuizProgress(page, answers, index);
  await page.reload();
  await expect(page.getByText('Welcome back', { exact: false })).toBeVisible();
}

/** The stored result's answers by statement id. */
async function storedAnswers(page: Page): Promise<string[]> {
  const stored = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, { meta?: { answers?: Record<string, number> } }>,
    TEST_RESULTS_KEY,
  );
  return Object.keys(stored[FREE_TEST_NAME]?.meta?.answers ?? {});
}

test('a phone visitor balanced on every letter saves no statement and gets no follow-up (interval regime)', async ({ page }) => {
  intervalRegime();
  const fixed = loadFreeTestItems();
  const caption = (pattern: string) => page.getByText(new RegExp(`^${pattern}$`));
  await resumeWith(page, Object.fromEntries(fixed.slice(0, 70).map((item) => [item.id, 0])), 71);
  await expect(caption(`Question 71 of ${fixed.length}`)).toBeVisible();
  // nothing promised that will not come: the bar counts 72 statements in all
  await expect(page.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((70 / 72) * 100)),
  );
  const asked = await answerStatements(page, () => 0, { from: 71, act: 'tap' });
  expect(asked).toHaveLength(2);
  await expect(page).toHaveURL(/\/free-personality-test\/result$/);
  await expect(page.getByRole('region', { name: 'Your four preferences' }).getByText('Balanced', { exact: true })).toHaveCount(4);
  expect(await storedAnswers(page)).toHaveLength(fixed.length);
});

test('a phone visitor with one clear letter answers into follow-ups, reloads mid-follow-up, goes back and finishes', async ({ page }) => {
  test.setTimeout(120_000);
  const record = intervalRegime();
  const fixed = loadFreeTestItems();
  const followUpIds = new Set(loadFollowUpItems().map((item) => item.id));
  const textOf = new Map([...fixed, ...loadFollowUpItems()].map((item) => [item.text, item.id]));
  const caption = (pattern: string) => page.getByText(new RegExp(`^${pattern}$`));
  const statement = page.getByRole('main').getByRole('heading', { level: 2 });
  const progress = page.getByRole('progressbar', { name: 'Test progress' });

  // Clearly Extraversion on E/I (every E/I statement answered towards E), "neither" elsewhere. The
  // engine's path with the page's precision: E/I stops after EARLY_STOP.minItems of its 18 statements.
  const clearE = (item: FreeTestItem) => (item.key === 'EI' ? (item.reverse ? -2 : 2) : 0);
  const noPools = { EI: [], SN: [], TF: [], JP: [] };
  const fixedPath = adaptivePath(fixed, noPools, Object.fromEntries(fixed.map((item) => [item.id, clearE(item)])), {
    precisionOf: (key, k) => seededPrecision(record, key, k),
  }).asked;
  const saved = fixed.length - fixedPath.length;
  expect(saved, 'E/I stops early').toBe(18 - EARLY_STOP!.minItems);
  // the three balanced letters want up to the cap each; the statements saved bound what they get
  const wanted = Math.min(saved, 3 * FOLLOW_UP_CAP_PER_SCALE);
  const planned = fixedPath.length; // "of N": the fixed statements planned
  const most = planned + wanted;
  // Which letter each follow-up settles, in the engine's order (FOLLOW_UP_ORDER) with the page's
  // precision: every follow-up here is answered "neither" (2 points), so the order does not depend on
  // the visitor's pool rotation.
  const bank = loadFollowUpItems();
  const pools = { EI: [] as FreeTestItem[], SN: [] as FreeTestItem[], TF: [] as FreeTestItem[], JP: [] as FreeTestItem[] };
  for (const item of bank) pools[item.key].push(item);
  const allAnswers = {
    ...Object.fromEntries(fixed.map((item) => [item.id, clearE(item)])),
    ...Object.fromEntries(bank.map((item) => [item.id, 0])),
  };
  const followUpKeys = adaptivePath(fixed, pools, allAnswers, { precisionOf: (key, k) => seededPrecision(record, key, k) })
    .asked.slice(planned)
    .map((item) => item.key);
  expect(followUpKeys, 'the engine asks every follow-up the statements saved pay for').toHaveLength(wanted);
  expect(followUpKeys[0], 'E/I is settled: its letter gets none').not.toBe('EI');
  const SETTLE = { EI: 'Extraversion or Introversion', SN: 'Sensing or Intuition', TF: 'Thinking or Feeling', JP: 'Judging or Perceiving' };
  const settles = (n: number) => caption(`Question ${planned + n}: a few more to settle ${SETTLE[followUpKeys[n - 1]!]}`);

  // All but the last two statements of the fixed path answered, as a previous visit left them.
  await resumeWith(page, Object.fromEntries(fixedPath.slice(0, planned - 2).map((item) => [item.id, clearE(item)])), planned - 1);
  await expect(caption(`Question ${planned - 1} of ${planned}`)).toBeVisible();

  // The last two fixed statements (neither E/I's), then the first follow-up (not E/I's: it is settled).
  await answerStatements(page, () => 0, { from: planned - 1, to: planned, act: 'tap' });
  await expect(settles(1)).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', String(Math.round((planned / most) * 100)));
  expect(
    followUpIds.has(textOf.get((await statement.textContent())?.trim() ?? '') ?? ''),
    `question ${planned + 1} is a follow-up statement`,
  ).toBe(true);
  const overflow = await page.evaluate(findOverflow, 390);
  expect(overflow.scrollWidth, JSON.stringify(overflow.offenders)).toBeLessThanOrEqual(390);

  // The next follow-up goes to the letter the engine picks (the expected gain of one more statement).
  await answerStatements(page, () => 0, { from: planned + 1, to: planned + 1, act: 'tap' });
  await expect(settles(2)).toBeVisible();
  const second = (await statement.textContent())?.trim() ?? '';

  // A reload mid-follow-up resumes at the same follow-up statement.
  await page.reload();
  await expect(page.getByText('Welcome back', { exact: false })).toBeVisible();
  await expect(settles(2)).toBeVisible();
  await expect(statement).toHaveText(second);

  // Back shows the previous follow-up with its answer kept; the next answer moves on again.
  await page.getByRole('button', { name: 'Back' }).tap();
  await expect(settles(1)).toBeVisible();
  await expect(page.getByRole('radiogroup').getByRole('radio', { name: LIKERT_LABELS[0], exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await answerStatements(page, () => 0, { from: planned + 1, to: planned + 1, act: 'tap' });
  await expect(statement).toHaveText(second);

  // The rest: the balanced letters get the rest of the statements saved, then the result.
  const rest = await answerStatements(page, () => 0, { from: planned + 2, act: 'tap' });
  expect(planned + 1 + rest.length).toBe(most);
  await expect(page).toHaveURL(/\/free-personality-test\/result$/);
  await expect(page.getByRole('region', { name: 'Your four preferences' }).getByText('Balanced', { exact: true })).toHaveCount(3);

  const answered = await storedAnswers(page);
  expect(answered).toHaveLength(most);
  expect(answered.filter((id) => followUpIds.has(id))).toHaveLength(wanted);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), PROGRESS_KEY), 'progress cleared on completion').toBeNull();
});
