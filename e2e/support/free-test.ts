/**
 * Test data for the free personality test, read straight from the seed dataset the app serves
 * (studio/seed/dataset.ndjson, the `freeTest` document), so the specs follow the real item bank.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

let cachedItems: FreeTestItem[] | undefined;

/** The free test's items in question order, from the seed dataset's `freeTest` document. */
export function loadFreeTestItems(): FreeTestItem[] {
  if (cachedItems) return cachedItems;
  const line = readFileSync(DATASET_PATH, 'utf8')
    .split('\n')
    .find((candidate) => candidate.includes('"_type":"freeTest"'));
  if (!line) throw new Error(`No freeTest document in ${DATASET_PATH}`);
  const document = JSON.parse(line) as { items?: Partial<FreeTestItem>[] };
  const items = (document.items ?? []).map((item, index): FreeTestItem => {
    if (!item.id || !item.text || !['EI', 'SN', 'TF', 'JP'].includes(item.key ?? '')) {
      throw new Error(`freeTest item ${index} in ${DATASET_PATH} lacks id, text or key`);
    }
    return { id: item.id, key: item.key as DichotomyKey, text: item.text, reverse: item.reverse === true };
  });
  cachedItems = items;
  return items;
}

/**
 * The answers that make a visitor a clear example of `type` (e.g. "INTJ"): +2 (strongly agree)
 * when the pole an item points to on agreement is the wanted letter, −2 (strongly disagree)
 * otherwise.
 * @returns the raw answer (−2 or 2) by statement text
 */
export function answersForType(type: string): Map<string, number> {
  const code = type.toUpperCase();
  if (!/^[EI][SN][TF][JP]$/.test(code)) throw new RangeError(`Not a type code: ${type}`);
  const answers = new Map<string, number>();
  for (const item of loadFreeTestItems()) {
    const index = DICHOTOMIES.findIndex((d) => d.key === item.key);
    const dichotomy = DICHOTOMIES[index];
    if (!dichotomy) throw new Error(`Unknown dichotomy ${item.key}`);
    const agreedPole = item.reverse ? dichotomy.second : dichotomy.first;
    answers.set(item.text, agreedPole === code[index] ? 2 : -2);
  }
  return answers;
}

/** localStorage key of saved results and the free test's entry name: the app's own (web/src/lib/test-names.ts). */
export { FREE_TEST_NAME, TEST_RESULTS_KEY } from '../../web/src/lib/test-names';

/**
 * A stored free-test result that satisfies `freeTestResultSchema` (web/src/features/quiz/
 * result-schema.ts): an INTJ with one balanced scale (S/N at 47.2 %) so the "Balanced" badge
 * is rendered too.
 */
export function sampleStoredResult(): { result: unknown; meta: { completedAt: string } } {
  const score = (key: DichotomyKey, first: string, second: string, raw: number, max: number) => {
    const percentage = Math.round((raw / max) * 1000) / 10;
    return {
      key,
      first,
      second,
      raw,
      max,
      percentage,
      dominant: percentage > 50 ? first : second,
      dominantPercentage: Math.max(percentage, Math.round((100 - percentage) * 10) / 10),
      level: percentage >= 60 ? 'high' : percentage >= 30 ? 'medium' : 'low',
      balanced: Math.abs(percentage - 50) <= 5,
    };
  };
  return {
    result: {
      type: 'INTJ',
      dichotomies: [
        score('EI', 'E', 'I', 16, 72),
        score('SN', 'S', 'N', 34, 72),
        score('TF', 'T', 'F', 44, 72),
        score('JP', 'J', 'P', 58, 72),
      ],
    },
    meta: { completedAt: '2025-06-01T12:00:00.000Z' },
  };
}
