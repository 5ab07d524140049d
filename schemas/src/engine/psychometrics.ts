/**
 * Item analysis of a Likert scale from stored responses (classical test theory): Cronbach's α,
 * the mean and SD of the percentage scores, corrected item-total correlations, α if an item is
 * deleted, and weak-item flags for editors. Used by the psychometrics job (scripts/psychometrics.ts)
 * and the retest benchmark. Pure functions only: no framework imports, no I/O.
 */
import { DICHOTOMIES, type DichotomyKey, type FreeTestItem } from './free-test-scoring';
import { scoreLikertAnswer, isLikertValue, type ScaleItem } from './scoring';

/**
 * Corrected item-total correlation below which an item is flagged as weak (a common rule of thumb
 * in item analysis: items under .20 add little to the scale and may measure something else).
 */
export const WEAK_ITEM_TOTAL_CORRELATION = 0.2;

/** Sample variance (n − 1 denominator); 0 for fewer than two values. */
export function sampleVariance(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  let mean = 0;
  for (const value of values) mean += value;
  mean /= n;
  let sum = 0;
  for (const value of values) sum += (value - mean) ** 2;
  return sum / (n - 1);
}

/** Pearson correlation of two equally long series; null when either has no variance or n < 2. */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  const n = Math.min(x.length, y.length);
  if (n < 2) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i += 1) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
}

/**
 * Cronbach's α of a respondents × items matrix of item scores:
 * α = k / (k − 1) · (1 − Σ var(item) / var(total)), sample variances.
 * @param rows - one row per respondent, each with the same k item scores
 * @returns α (may be negative for items that do not hang together), or null when k < 2, n < 2 or
 *   the totals have no variance
 * @throws RangeError when rows differ in length
 */
export function cronbachAlpha(rows: readonly (readonly number[])[]): number | null {
  const n = rows.length;
  const k = rows[0]?.length ?? 0;
  if (rows.some((row) => row.length !== k)) throw new RangeError('Every row must have the same number of item scores');
  if (n < 2 || k < 2) return null;
  let itemVariances = 0;
  for (let j = 0; j < k; j += 1) itemVariances += sampleVariance(rows.map((row) => row[j]!));
  const totalVariance = sampleVariance(rows.map((row) => row.reduce((sum, value) => sum + value, 0)));
  if (totalVariance <= 0) return null;
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

/** Item analysis of one item. */
export interface ItemStatistics {
  id: string;
  /** Correlation of the item with the sum of the OTHER items (null without variance). */
  itemTotal: number | null;
  /** α of the scale without this item (null when it cannot be computed). */
  alphaIfDeleted: number | null;
  /**
   * True when, with at least two responses, itemTotal is below {@link WEAK_ITEM_TOTAL_CORRELATION} or
   * null (the item or the rest of the scale did not vary: it does not tell respondents apart).
   */
  weak: boolean;
}

/** Statistics of one scale (what the `psychometrics` document stores per scale). */
export interface ScaleStatistics {
  /** Complete responses used (every item of the scale answered). */
  n: number;
  itemCount: number;
  /** Cronbach's α, null when it cannot be computed (fewer than two responses or items, no variance). */
  alpha: number | null;
  /** Mean of the percentage scores (0 … 100), null without responses. */
  mean: number | null;
  /** SD of the percentage scores in points (sample SD), null with fewer than two responses. */
  sd: number | null;
  /**
   * How many complete responses have each whole percentage score: index i counts the scores that
   * round to i (0 … 100, {@link DISTRIBUTION_BINS} counts). The retake odds learn the shape of the
   * scale's score distribution from it (`retakeOdds` in score-bands.ts).
   */
  distribution: number[];
  items: ItemStatistics[];
}

/** Length of {@link ScaleStatistics.distribution}: one count per whole percentage 0 … 100. */
export const DISTRIBUTION_BINS = 101;

/**
 * Counts of percentage scores by the whole percentage they round to.
 * @param percentages - scores 0 … 100 (others are ignored)
 * @returns {@link DISTRIBUTION_BINS} counts, index = rounded score
 */
export function scoreDistribution(percentages: readonly number[]): number[] {
  const counts = Array.from({ length: DISTRIBUTION_BINS }, () => 0);
  for (const p of percentages) if (p >= 0 && p <= 100) counts[Math.round(p)]! += 1;
  return counts;
}

/**
 * Analyses one Likert scale from stored answer sets. Only complete responses count (every item of
 * the scale has a valid answer −2 … 2); reverse-keyed items are reversed with the SPEC §9 map
 * before anything is computed, so correlations are in the scale's direction.
 * @param items - the scale's items `{ id, reverse }`
 * @param answerSets - raw answers by question id, one object per stored result
 * @returns see {@link ScaleStatistics}
 */
export function analyseScale(items: readonly ScaleItem[], answerSets: readonly Readonly<Record<string, unknown>>[]): ScaleStatistics {
  const rows: number[][] = [];
  for (const answers of items.length > 0 ? answerSets : []) {
    const row: number[] = [];
    for (const item of items) {
      const value = Object.hasOwn(answers, item.id) ? answers[item.id] : undefined;
      if (!isLikertValue(value)) break;
      row.push(scoreLikertAnswer(value, item.reverse));
    }
    if (row.length === items.length) rows.push(row);
  }
  const k = items.length;
  const percentages = rows.map((row) => (row.reduce((sum, value) => sum + value, 0) / (4 * k)) * 100);
  const alpha = cronbachAlpha(rows);
  const itemStatistics = items.map((item, j): ItemStatistics => {
    const own = rows.map((row) => row[j]!);
    const rest = rows.map((row) => row.reduce((sum, value, index) => (index === j ? sum : sum + value), 0));
    const itemTotal = pearson(own, rest);
    const alphaIfDeleted = k > 2 ? cronbachAlpha(rows.map((row) => row.filter((_, index) => index !== j))) : null;
    return { id: item.id, itemTotal, alphaIfDeleted, weak: rows.length >= 2 && (itemTotal === null || itemTotal < WEAK_ITEM_TOTAL_CORRELATION) };
  });
  const mean = percentages.length > 0 ? percentages.reduce((sum, value) => sum + value, 0) / percentages.length : null;
  const sd = percentages.length >= 2 ? Math.sqrt(sampleVariance(percentages)) : null;
  return { n: rows.length, itemCount: k, alpha, mean, sd, distribution: scoreDistribution(percentages), items: itemStatistics };
}

/**
 * Analyses the four scales of the free test.
 * @param items - the free test's item bank
 * @param answerSets - stored answers, one object per result
 * @returns statistics by dichotomy key
 */
export function analyseFreeTest(
  items: readonly FreeTestItem[],
  answerSets: readonly Readonly<Record<string, unknown>>[],
): Record<DichotomyKey, ScaleStatistics> {
  const entries = DICHOTOMIES.map((d) => [d.key, analyseScale(items.filter((item) => item.key === d.key), answerSets)] as const);
  return Object.fromEntries(entries) as Record<DichotomyKey, ScaleStatistics>;
}
