/**
 * Scoring of the free 16-type personality test: four dichotomies scored with the shared Likert
 * scoring of the test engine (`scoreTest`, SPEC §9), combined into a four-letter type code.
 * Pure functions only: no framework imports, no I/O.
 */
import { isSettled, priorPrecision, type ScalePrecision } from './score-bands';
import { isLikertValue, levelFor, type LevelLabel } from './scoring';
import { scoreTest } from './score-test';
import type { Answers, TestDefinition } from './types';
import { DICHOTOMIES, type DichotomyKey, type FreeTestItem, type PoleLetter } from './dichotomies';

/** Score of one dichotomy, see {@link scoreFreeTest}. */
export interface DichotomyScore {
  key: DichotomyKey;
  first: PoleLetter;
  second: PoleLetter;
  /** Sum of item scores towards the first pole, in points (0 … max). */
  raw: number;
  /** 4 × number of answered items of this dichotomy, in points. */
  max: number;
  /** Share of the first pole in percent (0 … 100, one decimal); 50 when no item was answered. */
  percentage: number;
  /** The winning pole: first when percentage > 50, otherwise (ties included) second. */
  dominant: PoleLetter;
  /** Strength of the winning pole in percent: max(percentage, 100 − percentage), 50 … 100. */
  dominantPercentage: number;
  /** `levelFor(percentage)` with the default thresholds [30, 60] (SPEC §9). */
  level: LevelLabel;
  /**
   * True when the score's band (percentage ± 2.25 SEM, score-bands.ts) does not clear 50, with the
   * precision given to {@link scoreFreeTest} (default: the prior for the answered item count).
   * Pages re-band stored results with the current psychometrics (`bandDichotomies`).
   */
  balanced: boolean;
}

/** Result of the free test: the type code and the four dichotomy scores in type-code order. */
export interface FreeTestResult {
  /** Four-letter type code, e.g. 'INTJ' (letters in EI, SN, TF, JP order). */
  type: string;
  /** One entry per dichotomy, in {@link DICHOTOMIES} order. */
  dichotomies: DichotomyScore[];
}

/**
 * The free test expressed as a test-engine definition (SPEC §4 "Test flow" data model): one group,
 * one Likert `question` per item, and one scale per dichotomy whose items carry the reverse keys.
 * This is how the free test shares the definition model and the single scoring implementation
 * (`scoreTest` → `aggregateItemScores`) with every toolkit test.
 */
export function freeTestAsDefinition(items: readonly FreeTestItem[]): TestDefinition {
  return {
    slug: 'free-personality-test',
    title: 'Free personality test',
    category: 'personal-growth',
    description: 'The free personality test',
    groups: [{ id: 'items', title: 'Statements' }],
    questions: items.map((item) => ({ id: item.id, type: 'question', group: 'items', label: item.id })),
    scales: DICHOTOMIES.map((d) => ({
      id: d.key,
      title: `${d.first}/${d.second}`,
      items: items.filter((item) => item.key === d.key).map((item) => ({ question: item.id, reverse: item.reverse })),
      results: [],
    })),
  };
}

/**
 * Scores the free test.
 *
 * For each dichotomy, its items are scored with the shared SPEC §9 map via `scoreScale`
 * (reverse-keyed items reversed), so `percentage` is the share of the FIRST pole. The letter is
 * the first pole when percentage > 50 and the second pole when percentage < 50.
 * Tie rule: exactly 50 (including a dichotomy with no answered item) gives the SECOND pole
 * (I, N, F, P).
 *
 * @param items - the item bank; items of every dichotomy may be interleaved in any order
 * @param answers - raw answers (−2 … 2) by question id; unanswered items are skipped
 * @param precisionOf - the precision of a scale (SEM) by key and answered item count, for the
 *   balanced rule; default: the documented prior (α = .80, SD from the item count)
 * @returns `{ type, dichotomies }`
 * @throws RangeError when an answered value is not an integer in −2 … 2 (from `scoreScale`)
 */
export function scoreFreeTest(
  items: readonly FreeTestItem[],
  answers: Readonly<Record<string, number | undefined>>,
  precisionOf: (key: DichotomyKey, itemCount: number) => ScalePrecision = (_key, itemCount) => priorPrecision(itemCount),
): FreeTestResult {
  for (const item of items) {
    const value = Object.hasOwn(answers, item.id) ? answers[item.id] : undefined;
    if (value !== undefined && !isLikertValue(value)) {
      throw new RangeError(`Answer to ${item.id} must be an integer from -2 to 2, got ${String(value)}`);
    }
  }
  const scored = scoreTest(freeTestAsDefinition(items), answers as Answers);
  const dichotomies = DICHOTOMIES.map((d): DichotomyScore => {
    const scale = scored.scales.find((candidate) => candidate.id === d.key);
    const { raw, max, percentage } = scale ?? { raw: 0, max: 0, percentage: 50 };
    const dominant: PoleLetter = percentage > 50 ? d.first : d.second;
    return {
      key: d.key,
      first: d.first,
      second: d.second,
      raw,
      max,
      percentage,
      dominant,
      dominantPercentage: Math.max(percentage, Math.round((100 - percentage) * 10) / 10),
      level: levelFor(percentage),
      balanced: max === 0 || !isSettled(percentage, precisionOf(d.key, Math.max(1, Math.round(max / 4))).sem),
    };
  });
  return { type: dichotomies.map((d) => d.dominant).join(''), dichotomies };
}
