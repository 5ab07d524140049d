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

/**
 * {@link cronbachAlpha} of the rows without item `j`, from the items' column variances and the rows'
 * totals without the item: α = (k − 1)/(k − 2) · (1 − Σ_{i≠j} var(item i) / var(rest)); null for
 * fewer than two rows or no variance of the rest (k ≥ 3).
 */
function alphaWithout(columnVariances: readonly number[], j: number, rest: readonly number[]): number | null {
  const k = columnVariances.length - 1;
  if (rest.length < 2 || k < 2) return null;
  let itemVariances = 0;
  for (let i = 0; i < columnVariances.length; i += 1) if (i !== j) itemVariances += columnVariances[i]!;
  const totalVariance = sampleVariance(rest);
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

/** Sample covariance matrix (n − 1 denominator) of the first `m` columns of `rows` (each row has ≥ m values). */
function covarianceMatrix(rows: readonly (readonly number[])[], m: number): number[][] {
  const n = rows.length;
  const mean = Array.from({ length: m }, (_, i) => rows.reduce((sum, row) => sum + row[i]!, 0) / n);
  const matrix = Array.from({ length: m }, () => Array.from({ length: m }, () => 0));
  for (const row of rows) {
    for (let i = 0; i < m; i += 1) {
      const di = row[i]! - mean[i]!;
      for (let j = i; j < m; j += 1) matrix[i]![j]! += di * (row[j]! - mean[j]!);
    }
  }
  for (let i = 0; i < m; i += 1) for (let j = i; j < m; j += 1) matrix[j]![i] = matrix[i]![j]! /= n - 1;
  return matrix;
}

/** Solves A·x = b by Gaussian elimination with partial pivoting; null when A is (numerically) singular. */
function solveLinear(a: readonly (readonly number[])[], b: readonly number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    if (!(Math.abs(m[pivot]![c]!) > 1e-9)) return null;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const factor = m[r]![c]! / m[c]![c]!;
      if (factor !== 0) for (let k = c; k <= n; k += 1) m[r]![k]! -= factor * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * The covariance matrix of a scale's item scores in the population of ALL respondents, when an
 * early stop leaves later items to a selected part of them (issue 24 §3). The answers are monotone:
 * every respondent answered items 1 … m (m ≥ `anchor`, the first items everyone answers), and
 * whether item j was asked depends only on items 1 … j − 1 (the stopping rule looks at the score
 * so far). Item j's covariances are therefore corrected for explicit selection on items 1 … j − 1
 * with the Pearson–Lawley formulas (Pearson 1903; Lawley 1943, "A note on Karl Pearson's selection
 * formulae", Proc. Roy. Soc. Edinburgh A 62; the multivariate form of Thorndike's 1949 case 3 for
 * incidental selection): with V the covariances among those who answered item j, s the items
 * before it (whose unrestricted covariances Σ_ss the previous steps gave) and B = V_ss⁻¹·V_sj,
 * Σ_sj = Σ_ss·B and Σ_jj = V_jj − Bᵀ(V_ss − Σ_ss)B. Step by step this is the maximum-likelihood
 * estimate for monotone missing data (Anderson 1957, JASA 52; Little & Rubin 2002, ch. 7). It
 * assumes linear regressions of each item on the ones before; with a bimodal trait they are not,
 * and correlations come out somewhat high (simulated up to +.12, scripts/bench/selection.test.ts).
 * @param prefixes - each respondent's leading item scores (length anchor … k)
 * @param anchor - items every respondent answered (≥ 2)
 * @param k - items of the scale
 * @returns the k × k matrix, or null when a step has too few respondents (≤ j + 1) or is singular
 */
export function monotoneCovariance(prefixes: readonly (readonly number[])[], anchor: number, k: number): number[][] | null {
  if (anchor < 2 || prefixes.length <= anchor + 1) return null;
  let sigma = covarianceMatrix(prefixes, anchor);
  for (let j = anchor; j < k; j += 1) {
    const reached = prefixes.filter((row) => row.length > j);
    if (reached.length <= j + 1) return null;
    const v = covarianceMatrix(reached, j + 1);
    const vss = v.slice(0, j).map((row) => row.slice(0, j));
    const vsj = v.slice(0, j).map((row) => row[j]!);
    const b = solveLinear(vss, vsj);
    if (!b) return null;
    const sigmaSj = sigma.map((row) => row.reduce((sum, value, i) => sum + value * b[i]!, 0));
    const shrink = vss.map((row, i) => row.reduce((sum, value, l) => sum + (value - sigma[i]![l]!) * b[l]!, 0));
    const sigmaJj = v[j]![j]! - b.reduce((sum, value, i) => sum + value * shrink[i]!, 0);
    if (!(sigmaJj > 0)) return null;
    sigma = [...sigma.map((row, i) => [...row, sigmaSj[i]!]), [...sigmaSj, sigmaJj]];
  }
  return sigma;
}

/**
 * Item-rest correlations and α-if-deleted of every item from a covariance matrix of item scores:
 * r_j = (Σ_j·1 − Σ_jj) / √(Σ_jj·Var(rest)), Var(rest) = 1ᵀΣ1 − 2·Σ_j·1 + Σ_jj; α without item j by
 * Cronbach's formula on the matrix without row and column j.
 */
function itemStatisticsFromCovariance(
  sigma: readonly (readonly number[])[],
): { itemTotal: number | null; alphaIfDeleted: number | null }[] {
  const k = sigma.length;
  const rowSums = sigma.map((row) => row.reduce((sum, value) => sum + value, 0));
  const total = rowSums.reduce((sum, value) => sum + value, 0);
  const trace = sigma.reduce((sum, row, i) => sum + row[i]!, 0);
  return sigma.map((row, j) => {
    const restVariance = total - 2 * rowSums[j]! + row[j]!;
    const covariance = rowSums[j]! - row[j]!;
    const itemTotal = row[j]! > 0 && restVariance > 0 ? covariance / Math.sqrt(row[j]! * restVariance) : null;
    const alphaIfDeleted = k > 2 && restVariance > 0 ? ((k - 1) / (k - 2)) * (1 - (trace - row[j]!) / restVariance) : null;
    return { itemTotal, alphaIfDeleted };
  });
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
   * score over the items they answered. The item analysis (item-rest correlations, α if deleted,
   * weak flags) would read low too (simulated: mean item-rest r .38 → .21 in a bimodal model, so
   * most items would be flagged weak); it comes from the covariance matrix of all respondents,
   * corrected for the stopping rule's selection ({@link monotoneCovariance}). n stays the number of
   * complete responses. scripts/bench/selection.test.ts checks both in every model.
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
  // Per item: its column, and the rest score (row total minus the item; integer sums, so exact) —
  // which is also the total of cronbachAlpha over the rows without the item, whose item variances
  // are the other columns' (same values, summed in the same order): α if deleted in O(n·k) per item
  // instead of copying every row.
  const columns = items.map((_, j) => rows.map((row) => row[j]!));
  const columnVariances = columns.map((column) => sampleVariance(column));
  const totals = rows.map((row) => row.reduce((sum, value) => sum + value, 0));
  const itemStatistics = items.map((item, j): ItemStatistics => {
    const own = columns[j]!;
    const rest = totals.map((total, r) => total - own[r]!);
    const itemTotal = pearson(own, rest);
    const alphaIfDeleted = k > 2 ? alphaWithout(columnVariances, j, rest) : null;
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
    // Item analysis of all respondents, corrected for the selection of the early stop.
    const sigma = monotoneCovariance(prefixes, anchor, k);
    const corrected = sigma
      ? itemStatisticsFromCovariance(sigma).map(({ itemTotal, alphaIfDeleted }, j): ItemStatistics => ({
          id: items[j]!.id,
          itemTotal,
          alphaIfDeleted,
          weak: itemTotal === null || itemTotal < WEAK_ITEM_TOTAL_CORRELATION,
        }))
      : itemStatistics;
    return {
      ...base,
      items: corrected,
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
