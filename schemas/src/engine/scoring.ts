/**
 * Generic scoring primitives shared by every test on TypeAtlas (the free 16-type test and the
 * generic test engine). Pure functions only: no framework imports, no I/O.
 *
 * Rules implemented:
 * - SPEC §9 "Scoring map for a 5-point scale: 2→4, 1→3, 0→2, -1→1, -2→0, or reversed."
 * - SPEC §9 "Level labels: default thresholds [30,60] give low, medium, high; more ranges add
 *   extremelyLow and extremelyHigh." *
 * The single aggregation rule (sum of item scores over sum of item maxima, as a percentage with
 * one decimal, 50 when nothing was scored) lives in {@link aggregateItemScores}; both the Likert
 * {@link scoreScale} and the generic engine's `scoreTest` (score-test.ts) use it.
 */

/** A raw answer on the 5-point Likert scale (SPEC §3: "Range answer values run from -2 to 2"). */
export type LikertValue = -2 | -1 | 0 | 1 | 2;

/**
 * Maps a raw Likert answer (−2 … 2, "strongly disagree" … "strongly agree") to its item score
 * (0 … 4 points) for a non-reversed item.
 *
 * Shape: `{ -2: 0, -1: 1, 0: 2, 1: 3, 2: 4 }` (frozen). Source: SPEC §9.
 */
export const LIKERT_SCORE_MAP: Readonly<Record<LikertValue, number>> = Object.freeze({
  [-2]: 0,
  [-1]: 1,
  0: 2,
  1: 3,
  2: 4,
});

/** Highest score a single Likert item can contribute (points). Source: SPEC §9 scoring map. */
export const LIKERT_MAX_ITEM_SCORE = 4;

/**
 * Returns true when `value` is a valid raw Likert answer, i.e. an integer in −2 … 2 (SPEC §3).
 *
 * @param value - any value
 * @returns type guard for {@link LikertValue}
 */
export function isLikertValue(value: unknown): value is LikertValue {
  return typeof value === 'number' && Number.isInteger(value) && value >= -2 && value <= 2;
}

/**
 * Scores one Likert answer on the 0 … 4 point scale.
 *
 * Non-reversed: 2→4, 1→3, 0→2, −1→1, −2→0. Reversed: 2→0, 1→1, 0→2, −1→3, −2→4.
 * Source: SPEC §9 "Scoring map for a 5-point scale … or reversed."
 *
 * @param value - raw answer, an integer in −2 … 2
 * @param reversed - true for a reverse-keyed item
 * @returns item score in points, an integer in 0 … 4
 * @throws RangeError when `value` is not an integer in −2 … 2 (including NaN and ±Infinity)
 */
export function scoreLikertAnswer(value: number, reversed: boolean): number {
  if (!isLikertValue(value)) {
    throw new RangeError(`Likert answer must be an integer from -2 to 2, got ${String(value)}`);
  }
  const score = LIKERT_SCORE_MAP[value];
  return reversed ? LIKERT_MAX_ITEM_SCORE - score : score;
}

/** Default level thresholds in percent, giving low / medium / high. Source: SPEC §9. */
export const DEFAULT_LEVEL_THRESHOLDS = [30, 60] as const;

/**
 * Level label of a percentage score. `extremelyLow` and `extremelyHigh` only occur with four
 * thresholds. Source: SPEC §9 "Level labels".
 */
export type LevelLabel = 'extremelyLow' | 'low' | 'medium' | 'high' | 'extremelyHigh';

const LABELS_FOR_TWO_THRESHOLDS: readonly LevelLabel[] = ['low', 'medium', 'high'];
const LABELS_FOR_FOUR_THRESHOLDS: readonly LevelLabel[] = ['extremelyLow', 'low', 'medium', 'high', 'extremelyHigh'];

/**
 * Checks a threshold list for {@link levelFor}.
 *
 * @param thresholds - percentages (0 … 100), strictly ascending, exactly 2 or 4 of them
 * @throws RangeError naming the problem: wrong count, non-finite value, value outside 0 … 100,
 *   or values that are not strictly ascending. Source: SPEC §9.
 */
export function assertValidThresholds(thresholds: readonly number[]): void {
  if (thresholds.length !== 2 && thresholds.length !== 4) {
    throw new RangeError(`Level thresholds must have exactly 2 or 4 values, got ${thresholds.length}`);
  }
  thresholds.forEach((t, i) => {
    if (typeof t !== 'number' || !Number.isFinite(t) || t < 0 || t > 100) {
      throw new RangeError(`Level threshold at index ${i} must be a finite number from 0 to 100, got ${String(t)}`);
    }
    const previous = i > 0 ? thresholds[i - 1] : undefined;
    if (previous !== undefined && t <= previous) {
      throw new RangeError(`Level thresholds must be strictly ascending, but ${t} (index ${i}) follows ${previous}`);
    }
  });
}

/**
 * The level labels a threshold list can produce, lowest first (SPEC §9 "Level labels: default
 * thresholds [30,60] give low, medium, high; more ranges add extremelyLow and extremelyHigh").
 *
 * @param thresholds - a threshold list; only its length matters (2 → three labels, 4 → five)
 * @returns `['low','medium','high']` for 2 thresholds, all five labels for 4
 * @throws RangeError when the list does not have exactly 2 or 4 values
 */
export function levelLabelsFor(thresholds: readonly number[]): readonly LevelLabel[] {
  if (thresholds.length === 2) return LABELS_FOR_TWO_THRESHOLDS;
  if (thresholds.length === 4) return LABELS_FOR_FOUR_THRESHOLDS;
  throw new RangeError(`Level thresholds must have exactly 2 or 4 values, got ${thresholds.length}`);
}

/**
 * Maps a percentage score to a level label. Lower bounds are inclusive, upper bounds exclusive.
 *
 * With two thresholds `[a, b]` (default `[30, 60]`):
 * `p < a` → `low`; `a ≤ p < b` → `medium`; `p ≥ b` → `high`.
 *
 * With four thresholds `[a, b, c, d]`:
 * `p < a` → `extremelyLow`; `a ≤ p < b` → `low`; `b ≤ p < c` → `medium`; `c ≤ p < d` → `high`;
 * `p ≥ d` → `extremelyHigh`.
 *
 * Source: SPEC §9 "Level labels: default thresholds [30,60] give low, medium, high; more ranges
 * add extremelyLow and extremelyHigh."
 *
 * @param percentage - score in percent, finite, 0 … 100
 * @param thresholds - 2 or 4 strictly ascending percentages in 0 … 100
 * @returns the level label
 * @throws RangeError when the percentage is not finite or outside 0 … 100, or when the
 *   thresholds are invalid (see {@link assertValidThresholds})
 */
export function levelFor(percentage: number, thresholds: readonly number[] = DEFAULT_LEVEL_THRESHOLDS): LevelLabel {
  assertValidThresholds(thresholds);
  if (typeof percentage !== 'number' || !Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
    throw new RangeError(`Percentage must be a finite number from 0 to 100, got ${String(percentage)}`);
  }
  const labels = thresholds.length === 2 ? LABELS_FOR_TWO_THRESHOLDS : LABELS_FOR_FOUR_THRESHOLDS;
  const band = thresholds.filter((t) => percentage >= t).length;
  const label = labels[band];
  if (label === undefined) {
    // Unreachable: band is in 0 … thresholds.length and labels has thresholds.length + 1 entries.
    throw new RangeError(`No level label for band ${band}`);
  }
  return label;
}

/** One scored item of a scale: `reverse` marks a reverse-keyed item (SPEC §9). */
export interface ScaleItem {
  /** Question id; answers are stored by question id (SPEC §3). */
  readonly id: string;
  /** True when the item is reverse-keyed. */
  readonly reverse: boolean;
}

/** Result of {@link scoreScale}. */
export interface ScaleScore {
  /** Sum of item scores of the answered items, in points (Likert: 0 … 4 × answered). */
  raw: number;
  /** Maximum possible raw score, in points (Likert: 4 × answered). */
  max: number;
  /** Number of items that had an answer. */
  answered: number;
  /** raw / max × 100, rounded to one decimal, clamped to 0 … 100; 50 when nothing was answered. */
  percentage: number;
}

/**
 * Scores a scale: the sum of the Likert scores (SPEC §9 map, reversed for reverse-keyed items) of
 * the answered items, as points and as a percentage of the maximum.
 *
 * Unanswered items (id missing from `answers` or mapped to `undefined`) are skipped and reduce
 * `max`; they are not errors. With no answered item the percentage is the neutral 50.
 *
 * @param items - the scale's items `{ id, reverse }`
 * @param answers - raw answers (−2 … 2) by question id (SPEC §3)
 * @returns `{ raw, max, answered, percentage }` — points, points, count, percent (1 decimal)
 * @throws RangeError when an answered item's value is not an integer in −2 … 2
 */
export function scoreScale(items: readonly ScaleItem[], answers: Readonly<Record<string, number | undefined>>): ScaleScore {
  const scores: ItemScore[] = [];
  for (const item of items) {
    const value = Object.prototype.hasOwnProperty.call(answers, item.id) ? answers[item.id] : undefined;
    if (value === undefined) continue;
    scores.push({ score: scoreLikertAnswer(value, item.reverse), max: LIKERT_MAX_ITEM_SCORE });
  }
  return aggregateItemScores(scores);
}

/**
 * The score of one answered item, in points: what it scored and the best it could have scored.
 * Likert items give `{ score: 0…4, max: 4 }` (SPEC §9 map); option-based items of the generic
 * engine give option points (see score-test.ts).
 */
export interface ItemScore {
  /** Points scored by the answer (finite; may be negative with negative option points). */
  readonly score: number;
  /** Best possible points for this item (finite, normally ≥ 0). */
  readonly max: number;
}

/**
 * Aggregates answered items into a scale score — the one aggregation rule shared by the Likert
 * {@link scoreScale} and the generic engine's `scoreTest` (SPEC §9).
 *
 * `raw` = Σ score, `max` = Σ max, `answered` = number of items, `percentage` = raw / max × 100
 * rounded to one decimal and clamped to 0 … 100 (option points may be negative); the neutral 50
 * when `max` ≤ 0 (nothing answered, or nothing scorable).
 *
 * @param scores - one `{ score, max }` per ANSWERED item (unanswered items are simply left out)
 * @returns `{ raw, max, answered, percentage }` — points, points, count, percent (1 decimal)
 * @throws RangeError when a score or max is not a finite number
 */
export function aggregateItemScores(scores: readonly ItemScore[]): ScaleScore {
  let raw = 0;
  let max = 0;
  for (const [i, item] of scores.entries()) {
    if (!Number.isFinite(item.score) || !Number.isFinite(item.max)) {
      throw new RangeError(`Item score at index ${i} must have a finite score and max, got ${String(item.score)} / ${String(item.max)}`);
    }
    raw += item.score;
    max += item.max;
  }
  const percentage = max <= 0 ? 50 : Math.min(100, Math.max(0, Math.round((raw / max) * 1000) / 10));
  return { raw, max, answered: scores.length, percentage };
}
