/**
 * Honest scoring: every preference score of the free test carries a band derived from the
 * standard error of measurement (SEM) of its scale, a letter is "settled" only when its band
 * clears the 50 % cut, the second most likely type, and "moved N points — within / beyond
 * measurement error" between two results. Pure functions only: no framework imports, no I/O.
 *
 * Standard terms (classical test theory): reliability (Cronbach's α), standard deviation (SD) of
 * the scale's percentage scores, SEM = SD·√(1 − reliability), the SEM of a difference √2·SEM, and
 * the reliable change index (Jacobson & Truax 1991). Percentages are the scale scores of
 * `scoreFreeTest`: the share of the FIRST pole (E, S, T, J), 0 … 100.
 *
 * Why ±2.25 SEM: with a continuous, unimodal (normal) trait centred on the cut and reliability
 * .80, a ±1 SEM band still leaves about 10–12 % of the letters shown as settled flipping on an
 * independent retest, ±2 SEM about 5 %; ±2.25 SEM keeps it under 5 % with a margin
 * (scripts/bench-retest.ts measures it with the real items).
 * No SPEC constant governs this: the former fixed "balanced" margin of ±5 points was our own
 * choice, not SPEC §9 (which fixes the scoring map and the level thresholds, both kept).
 */

import type { DichotomyKey as Key, PoleLetter } from './free-test-scoring';

/** Prior reliability (Cronbach's α) of a scale until it has {@link MIN_RESPONSES_FOR_ESTIMATE} responses. */
export const PRIOR_RELIABILITY = 0.8;

/**
 * Prior SD of one 5-point Likert item's score (0 … 4 points). Typical published item SDs of
 * 5-point personality items lie between 0.9 and 1.3; 1.1 is the middle of that range.
 */
export const PRIOR_ITEM_SD = 1.1;

/** Responses a scale needs before its own α and SD replace the prior. */
export const MIN_RESPONSES_FOR_ESTIMATE = 500;

/**
 * Half-width of a score's band in SEMs: the band is score ± 2.25 SEM (about a 97.5 % band). The
 * narrowest quarter-SEM step that keeps the retest target (≤ 5 % of letters shown as settled flip)
 * with a margin in the worst case, a trait centred on the cut: scripts/bench-retest.ts measured
 * 4.8–5.1 % at ±2 SEM and 3.2–3.6 % at ±2.25 SEM with the real items and α ≈ .80.
 */
export const BAND_WIDTH_SEM = 2.25;

/** z of the reliable change index: a change beyond 1.96·√2·SEM is beyond measurement error (Jacobson & Truax 1991). */
export const RELIABLE_CHANGE_Z = 1.96;

/**
 * How precisely a scale measures: its reliability, the SD of its percentage scores, and the SEM
 * that follows. `source` says whether the figures were estimated from stored responses or are the
 * documented prior.
 */
export interface ScalePrecision {
  /** Cronbach's α, 0 … 1 (exclusive of 1). */
  reliability: number;
  /** SD of the scale's percentage scores, in percentage points. */
  sd: number;
  /** SD·√(1 − reliability), in percentage points. */
  sem: number;
  /** Responses behind the estimate (0 for the prior). */
  n: number;
  /** 'estimate' when computed from ≥ {@link MIN_RESPONSES_FOR_ESTIMATE} responses, else 'prior'. */
  source: 'estimate' | 'prior';
}

/**
 * Standard error of measurement: SD·√(1 − reliability).
 * @param sd - SD of the scores (any unit; the SEM has the same unit), finite, ≥ 0
 * @param reliability - 0 … 1; values below 0 (possible for α) are treated as 0
 * @returns the SEM in the unit of `sd`
 * @throws RangeError when `sd` is negative or not finite, or `reliability` is not finite or > 1
 */
export function standardErrorOfMeasurement(sd: number, reliability: number): number {
  if (!Number.isFinite(sd) || sd < 0) throw new RangeError(`SD must be a finite number ≥ 0, got ${String(sd)}`);
  if (!Number.isFinite(reliability) || reliability > 1) {
    throw new RangeError(`Reliability must be a finite number ≤ 1, got ${String(reliability)}`);
  }
  return sd * Math.sqrt(1 - Math.max(0, reliability));
}

/**
 * Prior SD of a scale's percentage score from its item count. With k items of SD σ (points) whose
 * sum has reliability α, the mean inter-item correlation is r̄ = α / (k − α(k − 1)) (Spearman–Brown
 * solved for r̄), the variance of the sum is kσ²(1 + (k − 1)r̄) = k²σ² / (k − α(k − 1)), and the
 * percentage is the sum / 4k × 100, so SD = 25·σ / √(k − α(k − 1)).
 * Example: 18 items, α = .80, σ = 1.1 → 13.1 points (SEM 5.9).
 * @param itemCount - items answered on the scale (k ≥ 1)
 * @param reliability - α of the prior (default {@link PRIOR_RELIABILITY})
 * @param itemSd - SD of one item's 0 … 4 score (default {@link PRIOR_ITEM_SD})
 * @returns SD in percentage points
 * @throws RangeError when `itemCount` is not an integer ≥ 1
 */
export function priorScaleSd(itemCount: number, reliability = PRIOR_RELIABILITY, itemSd = PRIOR_ITEM_SD): number {
  if (!Number.isInteger(itemCount) || itemCount < 1) throw new RangeError(`Item count must be an integer ≥ 1, got ${String(itemCount)}`);
  return (25 * itemSd) / Math.sqrt(itemCount - reliability * (itemCount - 1));
}

/**
 * The documented prior precision of a scale of `itemCount` Likert items: α = .80 and the SD of
 * {@link priorScaleSd}.
 * @param itemCount - items on the scale (integer ≥ 1)
 * @returns `{ reliability: .8, sd, sem, n: 0, source: 'prior' }`
 */
export function priorPrecision(itemCount: number): ScalePrecision {
  const sd = priorScaleSd(itemCount);
  return { reliability: PRIOR_RELIABILITY, sd, sem: standardErrorOfMeasurement(sd, PRIOR_RELIABILITY), n: 0, source: 'prior' };
}

/** Statistics of one scale as the psychometrics job stores them (see psychometrics.ts). */
export interface ScaleStatisticsInput {
  /** Complete responses behind the figures. */
  n: number;
  /** Cronbach's α (null when it could not be computed). */
  alpha: number | null;
  /** SD of the percentage scores, in points (null when it could not be computed). */
  sd: number | null;
}

/**
 * The precision the scoring uses for a scale: the stored estimate when it rests on at least
 * {@link MIN_RESPONSES_FOR_ESTIMATE} responses and has a usable α (0 < α < 1) and SD (> 0),
 * otherwise the prior for the scale's item count.
 * @param itemCount - items on the scale (for the prior)
 * @param stats - the scale's stored statistics, if any
 * @returns the precision, `source` saying which one
 */
export function precisionFor(itemCount: number, stats?: ScaleStatisticsInput | null): ScalePrecision {
  if (
    stats &&
    stats.n >= MIN_RESPONSES_FOR_ESTIMATE &&
    stats.alpha !== null &&
    stats.alpha > 0 &&
    stats.alpha < 1 &&
    stats.sd !== null &&
    stats.sd > 0
  ) {
    return { reliability: stats.alpha, sd: stats.sd, sem: standardErrorOfMeasurement(stats.sd, stats.alpha), n: stats.n, source: 'estimate' };
  }
  return priorPrecision(itemCount);
}

/** A score's band, in percentage points, clamped to 0 … 100. */
export interface ScoreBand {
  low: number;
  high: number;
}

/**
 * The band of a percentage score: score ± width·SEM, clamped to 0 … 100 and rounded to one decimal.
 * @param percentage - the score, 0 … 100
 * @param sem - the scale's SEM in points (≥ 0)
 * @param width - half-width in SEMs (default {@link BAND_WIDTH_SEM})
 * @returns `{ low, high }` in points
 * @throws RangeError when the percentage is outside 0 … 100 or the SEM is negative / not finite
 */
export function scoreBand(percentage: number, sem: number, width = BAND_WIDTH_SEM): ScoreBand {
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
    throw new RangeError(`Percentage must be a finite number from 0 to 100, got ${String(percentage)}`);
  }
  if (!Number.isFinite(sem) || sem < 0) throw new RangeError(`SEM must be a finite number ≥ 0, got ${String(sem)}`);
  const round = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
  return { low: round(percentage - width * sem), high: round(percentage + width * sem) };
}

/**
 * The balanced rule: a letter is settled only when the score's band clears 50 — strictly, the
 * whole band lies above 50 or below 50 (|percentage − 50| > width·SEM). Otherwise it is balanced.
 * @param percentage - the score, 0 … 100
 * @param sem - the scale's SEM in points
 * @param width - half-width in SEMs (default {@link BAND_WIDTH_SEM})
 */
export function isSettled(percentage: number, sem: number, width = BAND_WIDTH_SEM): boolean {
  return Math.abs(percentage - 50) > width * sem;
}

/**
 * How settled a letter is, from the distance of its score to the cut in SEMs (d = |p − 50| / SEM):
 * - `firm` (d > 3): settled, and far from the cut;
 * - `settled` (2.25 < d ≤ 3): the band clears 50;
 * - `leaning` (1 < d ≤ 2.25): balanced — the band crosses 50, but the score leans one way;
 * - `even` (d ≤ 1): balanced — too close to call; a retake may well show the other letter.
 * `firm` and `settled` are the settled letters of {@link isSettled} (with the default width).
 */
export type Settledness = 'firm' | 'settled' | 'leaning' | 'even';

/**
 * The {@link Settledness} of a score.
 * @param percentage - the score, 0 … 100
 * @param sem - the scale's SEM in points; 0 makes every score off 50 `firm` and 50 itself `even`
 */
export function settlednessOf(percentage: number, sem: number): Settledness {
  const distance = Math.abs(percentage - 50);
  if (distance > 3 * sem) return 'firm';
  if (distance > BAND_WIDTH_SEM * sem) return 'settled';
  if (distance > sem) return 'leaning';
  return 'even';
}

/** The part of a scored dichotomy the band functions read (a `DichotomyScore` fits). */
export interface DichotomyLike {
  key: Key;
  first: PoleLetter;
  second: PoleLetter;
  /** Share of the first pole, 0 … 100. */
  percentage: number;
  /** The letter the type code shows. */
  dominant: PoleLetter;
  /** 4 × answered items, in points (gives the item count of old results: max / 4). */
  max: number;
}

/** A dichotomy with its band: what the result page, share card and comparison show. */
export interface BandedDichotomy {
  key: Key;
  first: PoleLetter;
  second: PoleLetter;
  percentage: number;
  dominant: PoleLetter;
  /** The scale's SEM in points. */
  sem: number;
  /** percentage ± 2.25 SEM (clamped). */
  band: ScoreBand;
  /** True when the band clears 50. */
  settled: boolean;
  settledness: Settledness;
  /** |percentage − 50| / SEM: distance from the cut in SEMs (Infinity when SEM is 0 and p ≠ 50). */
  distance: number;
  /** Where the precision came from. */
  source: ScalePrecision['source'];
}

/**
 * Bands every dichotomy of a result.
 * @param dichotomies - the scored dichotomies (EI, SN, TF, JP order is kept)
 * @param precisionOf - the precision of a scale by key and item count (e.g. from the psychometrics
 *   document via {@link precisionFor}); default: the prior
 * @returns one {@link BandedDichotomy} per input, same order
 */
export function bandDichotomies(
  dichotomies: readonly DichotomyLike[],
  precisionOf: (key: Key, itemCount: number) => ScalePrecision = (_key, itemCount) => priorPrecision(itemCount),
): BandedDichotomy[] {
  return dichotomies.map((d) => {
    const itemCount = Math.max(1, Math.round(d.max / 4));
    const precision = precisionOf(d.key, itemCount);
    const distanceFromCut = Math.abs(d.percentage - 50);
    return {
      key: d.key,
      first: d.first,
      second: d.second,
      percentage: d.percentage,
      dominant: d.dominant,
      sem: precision.sem,
      band: scoreBand(d.percentage, precision.sem),
      settled: isSettled(d.percentage, precision.sem),
      settledness: settlednessOf(d.percentage, precision.sem),
      distance: precision.sem > 0 ? distanceFromCut / precision.sem : distanceFromCut === 0 ? 0 : Infinity,
      source: precision.source,
    };
  });
}

/**
 * The second most likely type: the type code with the letter nearest its cut flipped — the
 * dichotomy with the smallest distance from 50 in SEMs (scales differ in precision); ties go to the
 * earlier dichotomy in EI, SN, TF, JP order.
 * @param banded - the banded dichotomies in type-code order
 * @returns `{ type, flipped }`: the code and the key of the flipped dichotomy; null for no dichotomies
 */
export function secondMostLikelyType(banded: readonly BandedDichotomy[]): { type: string; flipped: Key } | null {
  let nearest: BandedDichotomy | undefined;
  for (const d of banded) if (!nearest || d.distance < nearest.distance) nearest = d;
  if (!nearest) return null;
  const flippedKey = nearest.key;
  const type = banded.map((d) => (d.key === flippedKey ? (d.dominant === d.first ? d.second : d.first) : d.dominant)).join('');
  return { type, flipped: flippedKey };
}

/** Whether a change between two results exceeds measurement error. */
export interface Movement {
  /** after − before, in points (one decimal): positive = towards the first pole. */
  change: number;
  /** |change|, rounded to whole points for display. */
  points: number;
  /** SEM of a difference, √2·SEM, in points. */
  semDifference: number;
  /** Reliable change index: change / (√2·SEM) (Infinity/0 when the SEM is 0). */
  rci: number;
  /** True when |rci| > {@link RELIABLE_CHANGE_Z}: the change is beyond measurement error. */
  beyondError: boolean;
}

/**
 * Movement of one scale between two results, judged against the SEM of a difference (√2·SEM):
 * "moved N points — within / beyond measurement error".
 * @param before - the earlier percentage, 0 … 100
 * @param after - the later percentage, 0 … 100
 * @param sem - the scale's SEM in points
 * @returns see {@link Movement}
 * @throws RangeError when a percentage is outside 0 … 100 or the SEM is negative / not finite
 */
export function movementBetween(before: number, after: number, sem: number): Movement {
  for (const value of [before, after]) {
    if (!Number.isFinite(value) || value < 0 || value > 100) {
      throw new RangeError(`Percentage must be a finite number from 0 to 100, got ${String(value)}`);
    }
  }
  if (!Number.isFinite(sem) || sem < 0) throw new RangeError(`SEM must be a finite number ≥ 0, got ${String(sem)}`);
  const change = Math.round((after - before) * 10) / 10;
  const semDifference = Math.SQRT2 * sem;
  const rci = semDifference > 0 ? change / semDifference : change === 0 ? 0 : change > 0 ? Infinity : -Infinity;
  return { change, points: Math.round(Math.abs(change)), semDifference, rci, beyondError: Math.abs(rci) > RELIABLE_CHANGE_Z };
}
