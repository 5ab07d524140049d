/**
 * Item analysis of a Likert scale from stored responses (classical test theory): Cronbach's α,
 * the mean and SD of the percentage scores, corrected item-total correlations, α if an item is
 * deleted, and weak-item flags for editors. Used by the psychometrics job (scripts/psychometrics.ts)
 * and the retest benchmark. Pure functions only: no framework imports, no I/O.
 */
import { DICHOTOMIES, type DichotomyKey, type FreeTestItem } from './dichotomies';
import { EARLY_STOP } from './adaptive';
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

/** Options of {@link analyseScale}. */
export interface AnalyseOptions {
  /**
   * The first `anchorItems` items of the scale are answered by every respondent before an early
   * stop may skip the rest (the adaptive rule's minimum, `EARLY_STOP.minItems`). When some
   * respondents stopped early, the complete responses are a selected sample — the middle of the
   * distribution — whose SD and α are far too low (simulated: α .80 → .45), while the error
   * variance, and so the SEM, is nearly unaffected by selection on the true score (Lord & Novick
   * 1968, §3.9; simulated: within 0.5–4 %). The statistics are then rebuilt: SEM from the complete
   * responses; the true-score variance from the anchor items of every respondent (their score's
   * variance × their α: an unselected sample), taken as the whole scale's (a mean of parallel items
   * keeps its true score at any length; with items of unequal discrimination it is off by the
   * anchor's share, simulated up to −13 % in SD — the bands then err wide); SD² = true variance +
   * SEM², α = true variance / SD²; the mean and the score distribution from every respondent's own
   * score over the items they answered. scripts/bench/selection.test.ts checks it in every model.
   * Absent or 0: no correction.
   */
  anchorItems?: number;
}

/**
 * Analyses one Likert scale from stored answer sets. Only complete responses count (every item of
 * the scale has a valid answer −2 … 2) for α and the item analysis; reverse-keyed items are reversed
 * with the SPEC §9 map before anything is computed, so correlations are in the scale's direction.
 * With early-stopped respondents, see {@link AnalyseOptions.anchorItems}.
 * @param items - the scale's items `{ id, reverse }`, in the order they are asked
 * @param answerSets - raw answers by question id, one object per stored result
 * @param options - see {@link AnalyseOptions}
 * @returns see {@link ScaleStatistics}
 */
export function analyseScale(
  items: readonly ScaleItem[],
  answerSets: readonly Readonly<Record<string, unknown>>[],
  options: AnalyseOptions = {},
): ScaleStatistics {
  const rows: number[][] = [];
  /** Every respondent who answered at least the anchor items: their leading answers (in item order). */
  const prefixes: number[][] = [];
  const anchor = options.anchorItems && options.anchorItems > 0 && options.anchorItems < items.length ? options.anchorItems : 0;
  for (const answers of items.length > 0 ? answerSets : []) {
    const row: number[] = [];
    for (const item of items) {
      const value = Object.hasOwn(answers, item.id) ? answers[item.id] : undefined;
      if (!isLikertValue(value)) break;
      row.push(scoreLikertAnswer(value, item.reverse));
    }
    if (row.length === items.length) rows.push(row);
    if (anchor > 0 && row.length >= anchor) prefixes.push(row);
  }
  const k = items.length;
  const percentOf = (row: readonly number[]) => (row.reduce((sum, value) => sum + value, 0) / (4 * row.length)) * 100;
  const percentages = rows.map(percentOf);
  const alpha = cronbachAlpha(rows);
  const itemStatistics = items.map((item, j): ItemStatistics => {
    const own = rows.map((row) => row[j]!);
    const rest = rows.map((row) => row.reduce((sum, value, index) => (index === j ? sum : sum + value), 0));
    const itemTotal = pearson(own, rest);
    const alphaIfDeleted = k > 2 ? cronbachAlpha(rows.map((row) => row.filter((_, index) => index !== j))) : null;
    return {
      id: item.id,
      itemTotal,
      alphaIfDeleted,
      weak: rows.length >= 2 && (itemTotal === null || itemTotal < WEAK_ITEM_TOTAL_CORRELATION),
    };
  });
  const meanOf = (values: readonly number[]) => (values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null);
  const sd = percentages.length >= 2 ? Math.sqrt(sampleVariance(percentages)) : null;
  const base = { n: rows.length, itemCount: k, items: itemStatistics };
  if (anchor > 0 && prefixes.length > rows.length && alpha !== null && sd !== null && prefixes.length >= 2) {
    // Early stops happened: rebuild SD and α from the anchor items (see AnalyseOptions).
    const errorVariance = sd ** 2 * (1 - alpha);
    // The anchor score of every respondent (an unselected sample) and its α: its true-score
    // variance, which is the whole scale's too for items measuring the same trait on the same
    // metric (a mean of parallel items keeps its true score whatever the length).
    const anchorRows = prefixes.map((row) => row.slice(0, anchor));
    const anchorAlpha = cronbachAlpha(anchorRows);
    const trueVariance = Math.max(0, sampleVariance(anchorRows.map(percentOf)) * (anchorAlpha ?? 0));
    const variance = trueVariance + errorVariance;
    const own = prefixes.map(percentOf);
    return {
      ...base,
      alpha: variance > 0 ? trueVariance / variance : null,
      mean: meanOf(own),
      sd: Math.sqrt(variance),
      distribution: scoreDistribution(own),
    };
  }
  return { ...base, alpha, mean: meanOf(percentages), sd, distribution: scoreDistribution(percentages) };
}

/**
 * Analyses the four scales of the free test. Each scale's first `EARLY_STOP.minItems` items are its
 * anchor ({@link AnalyseOptions}): respondents who stopped a clear letter early still count.
 * @param items - the free test's fixed items, in question order
 * @param answerSets - stored answers, one object per result
 * @returns statistics by dichotomy key
 */
export function analyseFreeTest(
  items: readonly FreeTestItem[],
  answerSets: readonly Readonly<Record<string, unknown>>[],
): Record<DichotomyKey, ScaleStatistics> {
  const entries = DICHOTOMIES.map(
    (d) =>
      [
        d.key,
        analyseScale(
          items.filter((item) => item.key === d.key),
          answerSets,
          { anchorItems: EARLY_STOP?.minItems ?? 0 },
        ),
      ] as const,
  );
  return Object.fromEntries(entries) as Record<DichotomyKey, ScaleStatistics>;
}
