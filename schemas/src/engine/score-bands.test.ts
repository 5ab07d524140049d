import { describe, expect, it } from 'vitest';
import {
  BAND_WIDTH_SEM,
  MIN_RESPONSES_FOR_ESTIMATE,
  PRIOR_RELIABILITY,
  RELIABLE_CHANGE_Z,
  bandDichotomies,
  isSettled,
  movementBetween,
  precisionFor,
  priorPrecision,
  priorScaleSd,
  scoreBand,
  secondMostLikelyType,
  settlednessOf,
  standardErrorOfMeasurement,
  type DichotomyLike,
  type ScalePrecision,
} from './score-bands';

const fixed = (sem: number): ScalePrecision => ({ reliability: 0.8, sd: sem / Math.sqrt(0.2), sem, n: 1000, source: 'estimate' });

function dichotomies(percentages: [number, number, number, number], items = 18): DichotomyLike[] {
  const keys = [
    ['EI', 'E', 'I'],
    ['SN', 'S', 'N'],
    ['TF', 'T', 'F'],
    ['JP', 'J', 'P'],
  ] as const;
  return keys.map(([key, first, second], i) => {
    const percentage = percentages[i]!;
    return { key, first, second, percentage, dominant: percentage > 50 ? first : second, max: 4 * items };
  });
}

describe('standard error of measurement', () => {
  it('is SD·√(1 − reliability)', () => {
    expect(standardErrorOfMeasurement(10, 0.75)).toBeCloseTo(5, 10);
    expect(standardErrorOfMeasurement(12, 0.91)).toBeCloseTo(3.6, 10);
    expect(standardErrorOfMeasurement(10, 1)).toBe(0);
  });
  it('treats a negative α as 0 and refuses nonsense', () => {
    expect(standardErrorOfMeasurement(10, -0.3)).toBe(10);
    expect(() => standardErrorOfMeasurement(-1, 0.8)).toThrow(RangeError);
    expect(() => standardErrorOfMeasurement(10, 1.2)).toThrow(RangeError);
    expect(() => standardErrorOfMeasurement(Number.NaN, 0.8)).toThrow(RangeError);
  });
});

describe('prior', () => {
  it('derives the SD from the item count: 25·σ/√(k − α(k − 1))', () => {
    // 18 items, α .8, σ 1.1: 27.5 / √4.4
    expect(priorScaleSd(18)).toBeCloseTo(27.5 / Math.sqrt(4.4), 10);
    expect(priorScaleSd(1)).toBeCloseTo(27.5, 10); // one item: the item's own SD in percent
    // more items → a narrower percentage SD
    expect(priorScaleSd(36)).toBeLessThan(priorScaleSd(18));
    expect(() => priorScaleSd(0)).toThrow(RangeError);
    expect(() => priorScaleSd(2.5)).toThrow(RangeError);
  });
  it('matches the variance of a sum of k items with the implied mean inter-item correlation', () => {
    const k = 18;
    const r = PRIOR_RELIABILITY / (k - PRIOR_RELIABILITY * (k - 1));
    const sumSd = Math.sqrt(k * 1.1 ** 2 * (1 + (k - 1) * r));
    expect(priorScaleSd(k)).toBeCloseTo((sumSd / (4 * k)) * 100, 10);
    // and Spearman–Brown of r back to k items gives α
    expect((k * r) / (1 + (k - 1) * r)).toBeCloseTo(PRIOR_RELIABILITY, 10);
  });
  it('priorPrecision is α .80 with its SEM', () => {
    const p = priorPrecision(18);
    expect(p).toMatchObject({ reliability: 0.8, n: 0, source: 'prior' });
    expect(p.sem).toBeCloseTo(p.sd * Math.sqrt(0.2), 10);
  });
});

describe('precisionFor', () => {
  const stats = { n: MIN_RESPONSES_FOR_ESTIMATE, alpha: 0.86, sd: 15 };
  it('uses the estimate from 500 responses on', () => {
    const p = precisionFor(18, stats);
    expect(p).toMatchObject({ source: 'estimate', reliability: 0.86, sd: 15, n: 500 });
    expect(p.sem).toBeCloseTo(15 * Math.sqrt(0.14), 10);
  });
  it('falls back to the prior under 500 responses or with unusable figures', () => {
    expect(precisionFor(18, { ...stats, n: 499 })).toEqual(priorPrecision(18));
    expect(precisionFor(18, { ...stats, alpha: null })).toEqual(priorPrecision(18));
    expect(precisionFor(18, { ...stats, alpha: -0.1 })).toEqual(priorPrecision(18));
    expect(precisionFor(18, { ...stats, sd: 0 })).toEqual(priorPrecision(18));
    expect(precisionFor(18, null)).toEqual(priorPrecision(18));
  });
});

describe('bands and the balanced rule', () => {
  it('the band is score ± 2.25 SEM, clamped', () => {
    expect(BAND_WIDTH_SEM).toBe(2.25);
    expect(scoreBand(70, 4)).toEqual({ low: 61, high: 79 });
    expect(scoreBand(95, 4)).toEqual({ low: 86, high: 100 });
    expect(scoreBand(3, 4)).toEqual({ low: 0, high: 12 });
    expect(scoreBand(62.5, 5.87)).toEqual({ low: 49.3, high: 75.7 });
    expect(scoreBand(70, 4, 1)).toEqual({ low: 66, high: 74 });
    expect(() => scoreBand(101, 5)).toThrow(RangeError);
    expect(() => scoreBand(50, -1)).toThrow(RangeError);
  });
  it('a letter is settled only when its band clears 50 (strictly)', () => {
    expect(isSettled(61.3, 5)).toBe(true);
    expect(isSettled(61.25, 5)).toBe(false); // band touches 50
    expect(isSettled(38.7, 5)).toBe(true);
    expect(isSettled(38.75, 5)).toBe(false);
    expect(isSettled(56, 5)).toBe(false); // outside the old ±5 zone, still balanced
    expect(isSettled(56, 2)).toBe(true); // a more precise scale settles it
  });
  it('grades how settled a letter is by its distance from the cut in SEMs', () => {
    expect(settlednessOf(80, 5)).toBe('firm'); // 6 SEM
    expect(settlednessOf(65.1, 5)).toBe('firm'); // > 3
    expect(settlednessOf(65, 5)).toBe('settled'); // 3
    expect(settlednessOf(61.3, 5)).toBe('settled');
    expect(settlednessOf(61.25, 5)).toBe('leaning'); // 2.25
    expect(settlednessOf(44, 5)).toBe('leaning');
    expect(settlednessOf(45, 5)).toBe('even'); // 1
    expect(settlednessOf(50, 5)).toBe('even');
    expect(settlednessOf(50, 0)).toBe('even');
    expect(settlednessOf(51, 0)).toBe('firm');
  });
  it('bands a whole result with per-scale precision', () => {
    const banded = bandDichotomies(dichotomies([80, 45, 58, 36]), (key) => fixed(key === 'TF' ? 2 : 5));
    expect(banded.map((d) => d.settled)).toEqual([true, false, true, true]);
    expect(banded.map((d) => d.settledness)).toEqual(['firm', 'even', 'firm', 'settled']);
    expect(banded[0]).toMatchObject({ key: 'EI', band: { low: 68.8, high: 91.3 }, sem: 5, distance: 6, source: 'estimate' });
    expect(banded[2]!.band).toEqual({ low: 53.5, high: 62.5 });
  });
  it('defaults to the prior for the result’s item count (max / 4)', () => {
    const banded = bandDichotomies(dichotomies([63.3, 63.3, 63.3, 63.3], 18));
    const sem = priorPrecision(18).sem; // ≈ 5.86 → settled beyond 63.19
    expect(banded[0]!.sem).toBeCloseTo(sem, 10);
    expect(banded.every((d) => d.settled && d.source === 'prior')).toBe(true);
    expect(bandDichotomies(dichotomies([63, 63, 63, 63], 18)).every((d) => !d.settled)).toBe(true);
  });
});

describe('secondMostLikelyType', () => {
  it('flips the letter nearest its cut', () => {
    const banded = bandDichotomies(dichotomies([80, 45, 70, 30]), () => fixed(5));
    expect(secondMostLikelyType(banded)).toEqual({ type: 'ESTP', flipped: 'SN' });
  });
  it('measures nearness in SEMs, not points', () => {
    // TF is 6 points off but its SEM is 1 (6 SEM); JP is 10 points off with SEM 5 (2 SEM).
    const banded = bandDichotomies(dichotomies([80, 20, 56, 40]), (key) => fixed(key === 'TF' ? 1 : 5));
    expect(secondMostLikelyType(banded)).toEqual({ type: 'ENTJ', flipped: 'JP' });
  });
  it('breaks ties by type-code order and flips a tie at 50 to the first pole', () => {
    const banded = bandDichotomies(dichotomies([50, 50, 70, 30]), () => fixed(5));
    // EI at 50 shows I; flipped → E
    expect(secondMostLikelyType(banded)).toEqual({ type: 'ENTP', flipped: 'EI' });
    expect(secondMostLikelyType([])).toBeNull();
  });
});

describe('movementBetween', () => {
  it('judges a change against √2·SEM with the reliable change index', () => {
    expect(RELIABLE_CHANGE_Z).toBe(1.96);
    const small = movementBetween(60, 68, 5); // 8 / 7.07 = 1.13
    expect(small).toMatchObject({ change: 8, points: 8, beyondError: false });
    expect(small.semDifference).toBeCloseTo(5 * Math.SQRT2, 10);
    expect(small.rci).toBeCloseTo(8 / (5 * Math.SQRT2), 10);
    const large = movementBetween(70, 55, 5); // −15 / 7.07 = −2.12
    expect(large).toMatchObject({ change: -15, points: 15, beyondError: true });
  });
  it('the boundary is 1.96·√2·SEM ≈ 13.86 points at SEM 5', () => {
    expect(movementBetween(50, 63.8, 5).beyondError).toBe(false);
    expect(movementBetween(50, 63.9, 5).beyondError).toBe(true);
  });
  it('handles a zero SEM and refuses nonsense', () => {
    expect(movementBetween(50, 50, 0)).toMatchObject({ change: 0, rci: 0, beyondError: false });
    expect(movementBetween(50, 51, 0).beyondError).toBe(true);
    expect(() => movementBetween(-1, 50, 5)).toThrow(RangeError);
    expect(() => movementBetween(50, 50, Number.NaN)).toThrow(RangeError);
  });
});
