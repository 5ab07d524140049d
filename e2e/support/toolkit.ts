/**
 * Test data and helpers for the toolkit tests (/tools, /tools/tests/{slug}). The definitions are
 * read straight from the seed sources the dataset is built from (studio/seed/source/tests/*.json),
 * so the specs follow the real groups, questions, scales and result texts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { LIKERT_LABELS } from './free-test';
import { expectHydrated } from './hydration';

/** The seed test sources, relative to this file (e2e/support → repository root). */
export const SEED_TESTS_DIR = fileURLToPath(new URL('../../studio/seed/source/tests/', import.meta.url));

export const SEED_TEST_SLUGS = ['habits-and-energy', 'how-you-show-care', 'pressure-and-you', 'work-style-compass'] as const;
export type SeedTestSlug = (typeof SEED_TEST_SLUGS)[number];

export type LevelKey = 'extremelyLow' | 'low' | 'medium' | 'high' | 'extremelyHigh';

export interface SeedOption {
  label: string;
  value: string;
  points?: number;
}

export interface SeedQuestion {
  id: string;
  type: 'question' | 'text' | 'multipleOptions' | 'order' | 'test';
  group?: string;
  label: string;
  description?: string;
  enabled?: boolean;
  optional?: boolean;
  skipProgress?: boolean;
  attrs?: { max?: number; length?: number };
  options?: SeedOption[];
  source?: string;
  schema?: SeedQuestion[];
  related?: { value: string; enable?: string[]; disable?: string[] }[];
}

export interface SeedScale {
  id: string;
  title: string;
  items: { question: string; reverse?: boolean }[];
  thresholds?: number[];
  results: { level: LevelKey; text: string }[];
}

export interface SeedTest {
  slug: string;
  title: string;
  category: 'personal-growth' | 'relationships' | 'career';
  description: string;
  randomizeGroups?: boolean;
  groups: { id: string; title: string; description?: string; pinned?: boolean }[];
  questions: SeedQuestion[];
  scales: SeedScale[];
  scoringMap?: 'normal' | 'reversed';
  thresholds?: number[];
  /** Next steps under the result: document ids (`article-…`, `theory-…`, `test-…`). */
  related?: string[];
}

const cache = new Map<string, SeedTest>();

/** One seed test definition by slug. */
export function loadSeedTest(slug: SeedTestSlug): SeedTest {
  const cached = cache.get(slug);
  if (cached) return cached;
  const test = JSON.parse(readFileSync(`${SEED_TESTS_DIR}${slug}.json`, 'utf8')) as SeedTest;
  if (test.slug !== slug) throw new Error(`${slug}.json has slug "${test.slug}"`);
  cache.set(slug, test);
  return test;
}

/** The listing path of a category (personal-growth lives at /tools). */
export function categoryPath(category: SeedTest['category']): string {
  return category === 'personal-growth' ? '/tools' : `/tools/${category}`;
}

export function testPath(slug: string): string {
  return `/tools/tests/${slug}`;
}

/** The level badges the result view shows (LEVEL_LABELS in web/src/features/results/result-explanation.ts). */
export const LEVEL_NAMES: Readonly<Record<LevelKey, string>> = {
  extremelyLow: 'very low',
  low: 'low',
  medium: 'medium',
  high: 'high',
  extremelyHigh: 'very high',
};

/** The question's group, by title. */
export function groupByTitle(test: SeedTest, title: string): SeedTest['groups'][number] {
  const group = test.groups.find((candidate) => candidate.title === title);
  if (!group) throw new Error(`${test.slug} has no group titled "${title}"`);
  return group;
}

/** The top-level questions of a group, in definition (= page) order. */
export function questionsOf(test: SeedTest, groupId: string): SeedQuestion[] {
  return test.questions.filter((question) => question.group === groupId);
}

export function question(test: SeedTest, id: string): SeedQuestion {
  const found = test.questions.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${test.slug} has no question "${id}"`);
  return found;
}

export function scale(test: SeedTest, id: string): SeedScale {
  const found = test.scales.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${test.slug} has no scale "${id}"`);
  return found;
}

/**
 * The level of a percentage for ascending thresholds (SPEC §9: 2 thresholds → low / medium /
 * high, 4 → very low … very high; a percentage equal to a threshold is in the upper band).
 */
export function levelFor(percentage: number, thresholds: readonly number[]): LevelKey {
  const labels: LevelKey[] =
    thresholds.length === 2 ? ['low', 'medium', 'high'] : ['extremelyLow', 'low', 'medium', 'high', 'extremelyHigh'];
  const level = labels[thresholds.filter((threshold) => percentage >= threshold).length];
  if (!level) throw new Error(`No level for ${percentage} with thresholds ${thresholds.join(', ')}`);
  return level;
}

export function thresholdsOf(test: SeedTest, scaleId: string): number[] {
  return scale(test, scaleId).thresholds ?? test.thresholds ?? [30, 60];
}

/**
 * The percentage of a scale made of Likert items only, by the SPEC §9 5-point map (2→4 … −2→0,
 * reversed for reverse-keyed items), rounded to one decimal. `answers` maps a question id (or
 * `parent.sub` for a nested one) to its raw answer; every item must be a Likert question.
 */
export function likertScalePercentage(test: SeedTest, scaleId: string, answers: ReadonlyMap<string, number>): number {
  expect(test.scoringMap ?? 'normal', `${test.slug} uses the normal 5-point map`).toBe('normal');
  let points = 0;
  for (const item of scale(test, scaleId).items) {
    const [parentId = '', subId] = item.question.split('.');
    const parent = question(test, parentId);
    const target = subId ? parent.schema?.find((sub) => sub.id === subId) : parent;
    if (target?.type !== 'question') throw new Error(`${item.question} in ${scaleId} is not a Likert item`);
    const value = answers.get(item.question);
    if (value === undefined) throw new Error(`No planned answer for ${item.question}`);
    points += item.reverse ? 2 - value : value + 2;
  }
  return Math.round((points / (4 * scale(test, scaleId).items.length)) * 1000) / 10;
}

/** The answer that scores a Likert item highest on its scale: +2, or −2 for a reverse-keyed item. */
export function keyedAnswer(test: SeedTest, questionId: string): number {
  const refs = test.scales.flatMap((candidate) => candidate.items).filter((item) => item.question === questionId);
  const directions = new Set(refs.map((item) => item.reverse === true));
  if (directions.size > 1) throw new Error(`${questionId} is keyed both ways`);
  return directions.has(true) ? -2 : 2;
}

/** Shown text of a percentage (formatPercent: at most one decimal). */
export function percentText(percentage: number): string {
  return `${Math.round(percentage * 10) / 10}%`;
}

// ---------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------

export const INCOMPLETE_MESSAGE = 'Please answer every question on this page to continue.';

/** The runner's validation alert (scoped to <main>: Next.js's route announcer is an alert too). */
export function stepAlert(page: Page): Locator {
  return page.getByRole('main').getByRole('alert');
}

export function progressBar(page: Page): Locator {
  return page.getByRole('progressbar', { name: 'Test progress' });
}

export async function progressValue(page: Page): Promise<number> {
  return Number(await progressBar(page).getAttribute('aria-valuenow'));
}

export function stepHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

/** The fieldset of a question (its accessible name is the legend: label, plus " (optional)"). */
export function fieldsetOf(scope: Page | Locator, q: SeedQuestion): Locator {
  const name = q.optional ? `${q.label} (optional)` : q.label;
  return scope.getByRole('group', { name, exact: true });
}

/** A radio of a Likert group by raw value (−2 … 2). */
export function likertRadio(group: Locator, value: number): Locator {
  const label = LIKERT_LABELS[value];
  if (!label) throw new RangeError(`Not a Likert value: ${value}`);
  return group.getByRole('radio', { name: label, exact: true });
}

/** Presses Tab (or Shift+Tab) until `target` has focus (keyboard only); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached with ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses`).toBeFocused();
}

/** Presses Tab (or Shift+Tab) once and expects `target` to receive focus. */
export async function tabOnceTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

/**
 * Chooses `value` in the Likert group whose radio has focus, with the arrow keys only (the
 * options run Strongly disagree … Strongly agree, so → raises and ← lowers the answer; a native
 * radio group selects as focus moves).
 */
export async function chooseLikertWithArrows(page: Page, group: Locator, value: number): Promise<void> {
  const focused = group.locator('input[type="radio"]:focus');
  await expect(focused, 'a radio of the group has focus').toHaveCount(1);
  const current = Number(await focused.getAttribute('value'));
  // Options run Strongly agree (2) … Strongly disagree (−2), as in the free test: → / ↓ lowers the answer.
  const key = value > current ? 'ArrowLeft' : 'ArrowRight';
  for (let step = 0; step < Math.abs(value - current); step += 1) await page.keyboard.press(key);
  const target = likertRadio(group, value);
  await expect(target).toBeFocused();
  await expect(target).toBeChecked();
}

/**
 * From the current focus, Tab once into each Likert group in turn (focus lands on its checked
 * option: the neutral default) and choose its answer with the arrow keys.
 */
export async function answerLikertGroups(page: Page, plan: readonly { group: Locator; value: number }[]): Promise<void> {
  for (const { group, value } of plan) {
    await tabOnceTo(page, group.getByRole('radio', { checked: true }));
    await chooseLikertWithArrows(page, group, value);
  }
}

/** Expects the step with `title` to be shown, as step `number` of `total`, with focus on its heading. */
export async function expectStep(page: Page, title: string, number: number, total: number): Promise<void> {
  await expect(stepHeading(page)).toHaveText(title);
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByText(`Step ${number} of ${total}`, { exact: true })).toBeVisible();
}

/** Expects the validation alert with exactly `invalid` marked aria-invalid. */
export async function expectValidation(page: Page, invalid: readonly Locator[]): Promise<void> {
  await expect(stepAlert(page)).toHaveText(INCOMPLETE_MESSAGE);
  await expect(page.getByRole('main').locator('fieldset[aria-invalid="true"]')).toHaveCount(invalid.length);
  for (const fieldset of invalid) await expect(fieldset).toHaveAttribute('aria-invalid', 'true');
}

/** The state of the runner's form controls, for comparing a fresh start with a restart. */
export async function formSnapshot(page: Page): Promise<{
  checkedRadios: string[];
  radioGroups: number;
  checkedBoxes: number;
  ranking: string[];
  texts: string[];
}> {
  return page
    .getByRole('main')
    .locator('form')
    .evaluate((form) => ({
      checkedRadios: [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].map((radio) => radio.value),
      radioGroups: new Set([...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.name)).size,
      checkedBoxes: form.querySelectorAll('input[type="checkbox"]:checked').length,
      ranking: [...form.querySelectorAll('ol li')].map((item) => item.textContent ?? ''),
      texts: [...form.querySelectorAll('textarea')].map((area) => area.value),
    }));
}

/** The stored results map in session storage (`test_results`), parsed. */
export async function storedResults(page: Page, kind: 'session' | 'local' = 'session'): Promise<Record<string, unknown>> {
  const raw = await page.evaluate(
    (which) => (which === 'session' ? window.sessionStorage : window.localStorage).getItem('test_results'),
    kind,
  );
  return raw === null ? {} : (JSON.parse(raw) as Record<string, unknown>);
}

/** Expected outcome of one scale on the result view. */
export interface ExpectedScale {
  level: LevelKey;
  percentage: number;
}

/**
 * Expects the result view: the "Your result" eyebrow, the focused heading naming the strongest
 * area, and for every scale in definition order its title, level badge, meter and the scale's
 * text for that level (from the definition).
 */
export async function expectResult(
  page: Page,
  test: SeedTest,
  topScaleId: string,
  expected: Readonly<Record<string, ExpectedScale>>,
): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name: `Your strongest area: ${scale(test, topScaleId).title}` });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  const region = page.getByRole('region', { name: `Your strongest area: ${scale(test, topScaleId).title}` });
  await expect(region.getByText('Your result', { exact: true })).toBeVisible();
  // The scales (each with a meter); the answers listed under them are lists of their own.
  const items = region.getByRole('listitem').filter({ has: page.getByRole('meter') });
  await expect(items).toHaveCount(test.scales.length);
  for (const [index, definition] of test.scales.entries()) {
    const want = expected[definition.id];
    if (!want) throw new Error(`No expectation for scale ${definition.id}`);
    const item = items.nth(index);
    const level = LEVEL_NAMES[want.level];
    const text = definition.results.find((result) => result.level === want.level)?.text;
    expect(text, `${definition.id} has a text for ${want.level}`).toBeTruthy();
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(definition.title);
    await expect(item.getByText(level, { exact: true })).toBeVisible();
    await expect(item.getByRole('meter', { name: definition.title })).toHaveAttribute(
      'aria-valuetext',
      `${percentText(want.percentage)}, ${level}`,
    );
    await expect(item.getByText(`${percentText(want.percentage)} · level ${level}`, { exact: true })).toBeVisible();
    await expect(item.getByText(text ?? '', { exact: true })).toBeVisible();
  }
}

/** Opens a test and presses "Start the test" (with the mouse: for checks that are not about the keyboard). */
export async function startWithMouse(page: Page, slug: string): Promise<void> {
  await page.goto(testPath(slug));
  const start = page.getByRole('button', { name: 'Start the test' });
  await expectHydrated(start);
  await start.click();
  await expect(progressBar(page)).toBeVisible();
}
