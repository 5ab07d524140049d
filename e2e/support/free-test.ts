/**
 * Test data for the free personality test, read straight from the seed dataset the app serves
 * (studio/seed/dataset.ndjson, the `freeTest` document), so the specs follow the real item bank.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { FOLLOW_UP_BUDGET, FOLLOW_UP_CAP_PER_SCALE } from '../../schemas/src/engine/index.ts';

/** The seed dataset, relative to this file (e2e/support → repository root). */
export const DATASET_PATH = fileURLToPath(new URL('../../studio/seed/dataset.ndjson', import.meta.url));

export type DichotomyKey = 'EI' | 'SN' | 'TF' | 'JP';

/** One Likert item of the free test as stored in the seed dataset. */
export interface FreeTestItem {
  id: string;
  key: DichotomyKey;
  text: string;
  /** True when agreeing points to the second pole (I, N, F, P). */
  reverse: boolean;
}

/** The poles of each dichotomy, in type-code order: agreeing with a non-reverse item → first. */
export const DICHOTOMIES: readonly { key: DichotomyKey; first: string; second: string }[] = [
  { key: 'EI', first: 'E', second: 'I' },
  { key: 'SN', first: 'S', second: 'N' },
  { key: 'TF', first: 'T', second: 'F' },
  { key: 'JP', first: 'J', second: 'P' },
];

/** Likert option labels by raw value (top to bottom in the UI: 2 … −2). */
export const LIKERT_LABELS: Readonly<Record<number, string>> = {
  2: 'Strongly agree',
  1: 'Agree',
  0: 'Neither agree nor disagree',
  [-1]: 'Disagree',
  [-2]: 'Strongly disagree',
};

let cachedBank: { items: FreeTestItem[]; followUps: FreeTestItem[] } | undefined;

/** The seed dataset's `freeTest` document: fixed items in question order and every follow-up item. */
function loadBank(): { items: FreeTestItem[]; followUps: FreeTestItem[] } {
  if (cachedBank) return cachedBank;
  const line = readFileSync(DATASET_PATH, 'utf8')
    .split('\n')
    .find((candidate) => candidate.includes('"_type":"freeTest"'));
  if (!line) throw new Error(`No freeTest document in ${DATASET_PATH}`);
  const document = JSON.parse(line) as { items?: Partial<FreeTestItem>[]; followUps?: Record<string, Partial<FreeTestItem>[] | undefined> };
  const parse = (item: Partial<FreeTestItem>, index: number): FreeTestItem => {
    if (!item.id || !item.text || !['EI', 'SN', 'TF', 'JP'].includes(item.key ?? '')) {
      throw new Error(`freeTest item ${index} in ${DATASET_PATH} lacks id, text or key`);
    }
    return { id: item.id, key: item.key as DichotomyKey, text: item.text, reverse: item.reverse === true };
  };
  cachedBank = {
    items: (document.items ?? []).map(parse),
    followUps: Object.values(document.followUps ?? {}).flatMap((pool) => (pool ?? []).map(parse)),
  };
  return cachedBank;
}

/** The free test's fixed items in question order, from the seed dataset's `freeTest` document. */
export function loadFreeTestItems(): FreeTestItem[] {
  return loadBank().items;
}

/** The follow-up items of every scale (issue 24 §3), asked after the fixed ones while a letter is balanced. */
export function loadFollowUpItems(): FreeTestItem[] {
  return loadBank().followUps;
}

/**
 * Most statements one visitor can be asked: the fixed items plus FOLLOW_UP_BUDGET beyond what early
 * stops saved (without a shared budget, FOLLOW_UP_CAP_PER_SCALE follow-ups per scale).
 */
export const MOST_STATEMENTS = 72 + (FOLLOW_UP_BUDGET ?? 4 * FOLLOW_UP_CAP_PER_SCALE);

/**
 * Answers every statement the free test shows until it ends (the "Calculating" panel replaces the
 * statement; the caller then waits for the result or comparison page). The order and number of
 * statements follow the adaptive rule (early stops, follow-ups), so the caller says how to answer a
 * statement by its text rather than by its position.
 * @param page - a page on the test, past the survey step
 * @param answerOf - the raw answer (−2 … 2) for a statement's text; throw for an unknown statement
 * @param options - `from`: the position of the statement on screen (default 1, e.g. 20 after a
 *   resume); `to`: stop after answering that position (default: until the test ends); `act`: click
 *   (default) or tap; `each`: runs before answering, with the position and text; `answer`: answers
 *   instead of the click or tap (e.g. with the keyboard)
 * @returns the statement texts answered, in order
 */
export async function answerStatements(
  page: Page,
  answerOf: (text: string) => number,
  options: {
    from?: number;
    to?: number;
    act?: 'click' | 'tap';
    each?: (number: number, text: string) => Promise<void>;
    answer?: (value: number, number: number) => Promise<void>;
  } = {},
): Promise<string[]> {
  const statement = page.getByRole('heading', { level: 2 });
  const answered: string[] = [];
  for (let number = options.from ?? 1; ; number += 1) {
    expect(number, 'more statements than the test may ask').toBeLessThanOrEqual(MOST_STATEMENTS);
    await expect(page.getByText(new RegExp(`^Question ${number}( of \\d+|: a few more to settle .+)$`))).toBeVisible();
    const text = (await statement.textContent())?.trim() ?? '';
    await options.each?.(number, text);
    const value = answerOf(text);
    const radio = page.getByRole('radiogroup').getByRole('radio', { name: LIKERT_LABELS[value], exact: true });
    await (options.answer ? options.answer(value, number) : options.act === 'tap' ? radio.tap() : radio.click());
    answered.push(text);
    const outcome = await page.waitForFunction((n) => {
      if (!document.querySelector('main [role="radiogroup"]')) return 'done';
      const caption = [...document.querySelectorAll('main span')].find((span) => /^Question \d+/.test(span.textContent ?? ''));
      return caption?.textContent?.startsWith(`Question ${n + 1}`) ? 'next' : false;
    }, number);
    if ((await outcome.jsonValue()) === 'done' || number === options.to) return answered;
  }
}

/**
 * The answers that make a visitor a clear example of `type` (e.g. "INTJ"): +2 (strongly agree)
 * when the pole an item points to on agreement is the wanted letter, −2 (strongly disagree)
 * otherwise. Covers the fixed and the follow-up statements.
 * @returns the raw answer (−2 or 2) by statement text
 */
export function answersForType(type: string): Map<string, number> {
  const code = type.toUpperCase();
  if (!/^[EI][SN][TF][JP]$/.test(code)) throw new RangeError(`Not a type code: ${type}`);
  const answers = new Map<string, number>();
  for (const item of [...loadFreeTestItems(), ...loadFollowUpItems()]) {
    const index = DICHOTOMIES.findIndex((d) => d.key === item.key);
    const dichotomy = DICHOTOMIES[index];
    if (!dichotomy) throw new Error(`Unknown dichotomy ${item.key}`);
    const agreedPole = item.reverse ? dichotomy.second : dichotomy.first;
    answers.set(item.text, agreedPole === code[index] ? 2 : -2);
  }
  return answers;
}

/** localStorage key of saved results and the free test's entry name: the app's own (web/src/lib/test-names.ts). */
export { FREE_TEST_NAME, TEST_RESULTS_KEY } from '../../web/src/lib/test-names.ts';

/** The stored sample result (an INTJ with S/N balanced at 47.2 %): the tests' one sample, schemas/src/test-support/sample-result.ts. */
export { sampleStoredResult } from '../../schemas/src/test-support/sample-result.ts';

/** The free test's stored progress (web/src/features/test-runner/quiz-progress.ts, version 2). */
export const PROGRESS_KEY = 'quiz_progress';

/**
 * Stores free-test progress as a previous visit left it: the survey answered, `answers` given,
 * question `index` (1-based) on screen next. The page must be on the site's origin; the test page
 * resumes from it when it next mounts.
 * @param answers - raw answers (−2 … 2) by statement id
 */
export async function storeQuizProgress(page: Page, answers: Record<string, number>, index: number): Promise<void> {
  await page.evaluate(
    ([key, record]) => window.localStorage.setItem(key!, record!),
    [
      PROGRESS_KEY,
      JSON.stringify({
        version: 2,
        test: 'free-personality-test',
        savedAt: Date.now(),
        index,
        survey: { gender: 'prefer-not-to-say', age: 'prefer-not-to-say' },
        surveySent: true,
        seed: 0,
        answers,
      }),
    ],
  );
}
