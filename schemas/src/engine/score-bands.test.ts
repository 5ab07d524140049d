import { describe, expect, it } from 'vitest';
import {
  ALPHA_CONFIDENCE,
  BAND_WIDTH_SEM,
  MIN_RESPONSES_FOR_DISTRIBUTION,
  MIN_RESPONSES_FOR_ESTIMATE,
  MIN_RESPONSES_FOR_INTERVAL,
  PRIOR_RELIABILITY,
  RELIABLE_CHANGE_Z,
  bandClaim,
  bandDichotomies,
  fDistribution,
  feldtAlphaLowerLimit,
  fQuantile,
  isSettled,
  maxScaleSd,
  maxScaleSem,
  movementBetween,
  normalDistribution,
  precisionFor,
  priorPrecision,
  retakeCoverage,
  retakeOdds,
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

describe('regime (a): the largest SEM the item count and the 0 … 4 range allow', () => {
  it('is 50 / √(k − α(k − 1)) for the SD and that times √(1 − α) for the SEM', () => {
    expect(maxScaleSd(18)).toBeCloseTo(50 / Math.sqrt(4.4), 10);
    expect(maxScaleSem(18)).toBeCloseTo(50 * Math.sqrt(0.2 / 4.4), 10); // ≈ 10.66 points
    expect(maxScaleSem(18)).toBeCloseTo(10.66, 2);
    expect(maxScaleSd(1)).toBe(50); // one item: half the 0 … 100 range
    expect(maxScaleSem(36)).toBeLessThan(maxScaleSem(18));
    expect(() => maxScaleSd(0)).toThrow(RangeError);
    expect(() => maxScaleSem(2.5)).toThrow(RangeError);
  });
  it('bounds the SEM of any items of SD ≤ 2 at that α: SEM² = k(1 − α)Σσ² / (k − α(k − 1)) in sum units', () => {
    const k = 18;
    const semOf = (itemSds: number[], alpha: number) => {
      const sumVariance = itemSds.reduce((sum, sd) => sum + sd * sd, 0);
      return (Math.sqrt((k * (1 - alpha) * sumVariance) / (k - alpha * (k - 1))) / (4 * k)) * 100;
    };
    expect(semOf(Array(k).fill(2), PRIOR_RELIABILITY)).toBeCloseTo(maxScaleSem(k), 10);
    for (const sd of [0.8, 1.1, 1.5, 1.8, 1.99]) expect(semOf(Array(k).fill(sd), PRIOR_RELIABILITY)).toBeLessThan(maxScaleSem(k));
    expect(semOf([...Array(9).fill(0.5), ...Array(9).fill(2)], PRIOR_RELIABILITY)).toBeLessThan(maxScaleSem(k));
    // and it agrees with Cronbach's α of that variance structure: σ_X² = kΣσ² / (k − α(k − 1))
    const sigmaX2 = (k * k * 4) / (k - 0.8 * (k - 1));
    expect((k / (k - 1)) * (1 - (k * 4) / sigmaX2)).toBeCloseTo(0.8, 10);
  });
  it('priorPrecision is α .80 with the bound, source prior', () => {
    const p = priorPrecision(18);
    expect(p).toMatchObject({ reliability: 0.8, n: 0, source: 'prior' });
    expect(p.sem).toBeCloseTo(maxScaleSem(18), 10);
    expect(p.sd).toBeCloseTo(maxScaleSd(18), 10);
  });
});

describe('F distribution and Feldt’s interval for α', () => {
  it('matches tabled F quantiles', () => {
    expect(fQuantile(0.95, 10, 20)).toBeCloseTo(2.348, 3);
    expect(fQuantile(0.95, 5, 10)).toBeCloseTo(3.326, 3);
    expect(fQuantile(0.95, 1, 1)).toBeCloseTo(161.45, 1);
    expect(fQuantile(0.99, 120, 120)).toBeCloseTo(1.533, 2);
    expect(fDistribution(fQuantile(0.95, 149, 2533), 149, 2533)).toBeCloseTo(0.95, 8);
    expect(fDistribution(0, 3, 4)).toBe(0);
    expect(() => fQuantile(1, 3, 4)).toThrow(RangeError);
    expect(() => fDistribution(1, 0, 4)).toThrow(RangeError);
  });
  it('gives α_L = 1 − (1 − α̂)·F_.95(n − 1, (n − 1)(k − 1)), below α̂ and closer with more data', () => {
    const lower = feldtAlphaLowerLimit(0.8, 150, 18);
    expect(lower).toBeCloseTo(1 - 0.2 * fQuantile(ALPHA_CONFIDENCE, 149, 149 * 17), 10);
    expect(lower).toBeGreaterThan(0.74);
    expect(lower).toBeLessThan(0.78);
    expect(feldtAlphaLowerLimit(0.8, 450, 18)).toBeGreaterThan(lower);
    expect(feldtAlphaLowerLimit(0.8, 150, 18, 0.99)).toBeLessThan(lower);
    expect(() => feldtAlphaLowerLimit(1, 150, 18)).toThrow(RangeError);
    expect(() => feldtAlphaLowerLimit(0.8, 1, 18)).toThrow(RangeError);
  });
});

describe('precisionFor: three regimes by stored responses', () => {
  const stats = { n: MIN_RESPONSES_FOR_ESTIMATE, alpha: 0.86, sd: 15, mean: 52 };
  it('uses the plain estimate from 500 responses on', () => {
    const p = precisionFor(18, stats);
    expect(p).toMatchObject({ source: 'estimate', reliability: 0.86, sd: 15, n: 500, mean: 52 });
    expect(p.sem).toBeCloseTo(15 * Math.sqrt(0.14), 10);
  });
  it('uses the upper confidence limit of the SEM (Feldt) from 150 to 499 responses', () => {
    for (const n of [MIN_RESPONSES_FOR_INTERVAL, 300, MIN_RESPONSES_FOR_ESTIMATE - 1]) {
      const p = precisionFor(18, { ...stats, n });
      const lower = feldtAlphaLowerLimit(0.86, n, 18);
      expect(p).toMatchObject({ source: 'interval', n, sd: 15, reliability: lower });
      expect(p.sem).toBeCloseTo(15 * Math.sqrt(1 - lower), 10);
      expect(p.sem).toBeGreaterThan(precisionFor(18, stats).sem);
    }
    // a weak scale whose lower limit is ≤ 0 falls back to the bound
    expect(precisionFor(18, { ...stats, n: 200, alpha: 0.05 })).toEqual(priorPrecision(18));
  });
  it('uses the bound under 150 responses or with unusable figures', () => {
    expect(precisionFor(18, { ...stats, n: MIN_RESPONSES_FOR_INTERVAL - 1 })).toEqual(priorPrecision(18));
    expect(precisionFor(18, { ...stats, alpha: null })).toEqual(priorPrecision(18));
    expect(precisionFor(18, { ...stats, alpha: -0.1 })).toEqual(priorPrecision(18));
    expect(precisionFor(18, { ...stats, sd: 0 })).toEqual(priorPrecision(18));
    expect(precisionFor(18, null)).toEqual(priorPrecision(18));
    expect(() => precisionFor(0, stats)).toThrow(RangeError);
  });
  it('carries a valid score distribution only with the plain estimate and from 2,000 responses', () => {
    const distribution = Array.from({ length: 101 }, () => 5);
    const many = { ...stats, n: MIN_RESPONSES_FOR_DISTRIBUTION };
    expect(MIN_RESPONSES_FOR_DISTRIBUTION).toBe(2000);
    expect(precisionFor(18, { ...many, distribution }).distribution).toBe(distribution);
    expect(precisionFor(18, { ...many, distribution: [1, 2, 3] }).distribution).toBeUndefined();
    expect(precisionFor(18, { ...stats, n: 200, distribution }).distribution).toBeUndefined();
    // the plain estimates from 500, the distribution (too few scores to deconvolve) not yet
    for (const n of [MIN_RESPONSES_FOR_ESTIMATE, MIN_RESPONSES_FOR_DISTRIBUTION - 1]) {
      const p = precisionFor(18, { ...stats, n, distribution });
      expect(p.source).toBe('estimate');
      expect(p.distribution).toBeUndefined();
    }
  });
});

describe('what a band claims about a retake', () => {
  it('covers a retake with 2Φ(w/√2) − 1, a floor unless the SEM is the plain estimate', () => {
    expect(retakeCoverage(1.96 * Math.SQRT2)).toBeCloseTo(0.95, 5);
    expect(retakeCoverage(BAND_WIDTH_SEM)).toBeCloseTo(2 * normalDistribution(BAND_WIDTH_SEM / Math.SQRT2) - 1, 12);
    expect(retakeCoverage(2.75)).toBeCloseTo(0.948, 3);
    expect(bandClaim('estimate')).toEqual({ share: retakeCoverage(), atLeast: false });
    expect(bandClaim('interval').atLeast).toBe(true);
    expect(bandClaim('prior').atLeast).toBe(true);
  });
  it('Φ matches tabled values', () => {
    expect(normalDistribution(0)).toBeCloseTo(0.5, 7);
    expect(normalDistribution(1.96)).toBeCloseTo(0.975, 4);
    expect(normalDistribution(-1)).toBeCloseTo(0.158655, 5);
  });
});

describe('retakeOdds', () => {
  const estimate = (sem: number, extra: Partial<ScalePrecision> = {}): ScalePrecision => ({
    reliability: 0.8,
    sd: sem / Math.sqrt(0.2),
    sem,
    n: 1000,
    source: 'estimate',
    ...extra,
  });
  const halfStep = 100 / (8 * 18);
  it('without a stored distribution: the parallel-forms regression X₂ | X₁ ~ N(μ + α(X₁ − μ), (1 + α)SEM²)', () => {
    const odds = retakeOdds(62, estimate(5), 18);
    expect(odds.chance).toBeCloseTo(normalDistribution((0.8 * 12 - halfStep) / (5 * Math.sqrt(1.8))), 10);
    // a floor even with the plain estimates: the normal model understates the odds of two camps
    expect(odds).toMatchObject({ atLeast: true, tenths: Math.floor(odds.chance * 10) });
    // the second pole: below the cut
    expect(retakeOdds(38, estimate(5), 18).chance).toBeCloseTo(normalDistribution((0.8 * 12 + halfStep) / (5 * Math.sqrt(1.8))), 10);
    // regression towards the stored mean
    expect(retakeOdds(62, estimate(5, { mean: 60 }), 18).chance).toBeCloseTo(
      normalDistribution((60 + 0.8 * 2 - 50 - halfStep) / (5 * Math.sqrt(1.8))),
      10,
    );
    // exactly 50 shows the second pole: a little over one in two
    expect(retakeOdds(50, estimate(5), 18).chance).toBeGreaterThan(0.5);
    expect(retakeOdds(50, estimate(5), 18).chance).toBeLessThan(0.56);
  });
  it('grows with the distance from the cut and shrinks with the SEM', () => {
    expect(retakeOdds(70, estimate(5), 18).chance).toBeGreaterThan(retakeOdds(60, estimate(5), 18).chance);
    expect(retakeOdds(60, estimate(8), 18).chance).toBeLessThan(retakeOdds(60, estimate(5), 18).chance);
    expect(retakeOdds(99, estimate(5), 18).tenths).toBe(9); // without a distribution a floor: rounded down
    expect(retakeOdds(60, estimate(0), 18)).toMatchObject({ chance: 1, tenths: 10 });
    expect(retakeOdds(50.5, estimate(0), 18).chance).toBe(0); // 50.5 is below the continuity cut of 18 items
  });
  it('is a floor ("at least") with the bound or the upper confidence limit', () => {
    expect(retakeOdds(70, priorPrecision(18), 18).atLeast).toBe(true);
    expect(retakeOdds(70, { ...estimate(5), source: 'interval' }, 18).atLeast).toBe(true);
    expect(retakeOdds(70, priorPrecision(18), 18).chance).toBeLessThan(retakeOdds(70, estimate(5), 18).chance);
  });
  it('with a stored distribution: agrees with the normal regression for a normal population and knows two camps', () => {
    // expected counts of a normal population of observed scores: mean 50, SD 5/√.2 ≈ 11.2 (α .8, SEM 5)
    const sd = 5 / Math.sqrt(0.2);
    const normalCounts = Array.from({ length: 101 }, (_, x) =>
      Math.round(20000 * (normalDistribution((x + 0.5 - 50) / sd) - normalDistribution((x - 0.5 - 50) / sd))),
    );
    for (const p of [52, 56, 60, 65, 44, 38]) {
      const plain = retakeOdds(p, estimate(5), 18).chance;
      const withShape = retakeOdds(p, estimate(5, { distribution: normalCounts }), 18).chance;
      expect(Math.abs(withShape - plain)).toBeLessThan(0.05);
    }
    // two camps at 35 and 65 (observed SD 6.7 each with SEM 5): someone at 56 most likely belongs to the upper camp
    const camp = (x: number, centre: number) => Math.exp(-0.5 * ((x - centre) / 6.7) ** 2);
    const bimodal = Array.from({ length: 101 }, (_, x) => Math.round(1000 * (camp(x, 35) + camp(x, 65))));
    expect(retakeOdds(56, estimate(5, { distribution: bimodal }), 18).chance).toBeGreaterThan(
      retakeOdds(56, estimate(5), 18).chance + 0.05,
    );
  });
  it('is "about" only with the stored distribution, which precisionFor carries from 2,000 responses on', () => {
    const sd = 5 / Math.sqrt(0.2);
    const distribution = Array.from({ length: 101 }, (_, x) =>
      Math.round(3000 * (normalDistribution((x + 0.5 - 50) / sd) - normalDistribution((x - 0.5 - 50) / sd))),
    );
    const stored = (n: number) => precisionFor(18, { n, alpha: 0.8, sd, mean: 50, distribution });
    expect(retakeOdds(58, stored(MIN_RESPONSES_FOR_ESTIMATE), 18).atLeast).toBe(true);
    expect(retakeOdds(58, stored(MIN_RESPONSES_FOR_DISTRIBUTION - 1), 18).atLeast).toBe(true);
    const about = retakeOdds(58, stored(MIN_RESPONSES_FOR_DISTRIBUTION), 18);
    expect(about).toMatchObject({ atLeast: false, tenths: Math.round(about.chance * 10) });
    expect(retakeOdds(58, estimate(5, { distribution }), 18).atLeast).toBe(false);
  });
  it('refuses nonsense', () => {
    expect(() => retakeOdds(101, estimate(5), 18)).toThrow(RangeError);
    expect(() => retakeOdds(50, estimate(5), 0)).toThrow(RangeError);
  });
});

describe('bands and the balanced rule', () => {
  it('the band is score ± 2.75 SEM, clamped', () => {
    expect(BAND_WIDTH_SEM).toBe(2.75);
    expect(scoreBand(70, 4)).toEqual({ low: 59, high: 81 });
    expect(scoreBand(95, 4)).toEqual({ low: 84, high: 100 });
    expect(scoreBand(3, 4)).toEqual({ low: 0, high: 14 });
    expect(scoreBand(62.5, 5.87)).toEqual({ low: 46.4, high: 78.6 });
    expect(scoreBand(70, 4, 1)).toEqual({ low: 66, high: 74 });
    expect(() => scoreBand(101, 5)).toThrow(RangeError);
    expect(() => scoreBand(50, -1)).toThrow(RangeError);
  });
  it('a letter is settled only when its band clears 50 (strictly)', () => {
    expect(isSettled(63.8, 5)).toBe(true);
    expect(isSettled(63.75, 5)).toBe(false); // band touches 50
    expect(isSettled(36.2, 5)).toBe(true);
    expect(isSettled(36.25, 5)).toBe(false);
    expect(isSettled(56, 5)).toBe(false); // outside the old ±5 zone, still balanced
    expect(isSettled(56, 2)).toBe(true); // a more precise scale settles it
  });
  it('grades how settled a letter is by its distance from the cut in SEMs', () => {
    expect(settlednessOf(80, 5)).toBe('firm'); // 6 SEM
    expect(settlednessOf(65.1, 5)).toBe('firm'); // > 3
    expect(settlednessOf(65, 5)).toBe('settled'); // 3
    expect(settlednessOf(63.8, 5)).toBe('settled');
    expect(settlednessOf(63.75, 5)).toBe('leaning'); // 2.75
    expect(settlednessOf(44, 5)).toBe('leaning');
    expect(settlednessOf(45, 5)).toBe('even'); // 1
    expect(settlednessOf(50, 5)).toBe('even');
    expect(settlednessOf(50, 0)).toBe('even');
    expect(settlednessOf(51, 0)).toBe('firm');
  });
  it('bands a whole result with per-scale precision and retake odds', () => {
    const banded = bandDichotomies(dichotomies([80, 45, 58, 37]), (key) => fixed(key === 'TF' ? 2 : 5));
    expect(banded.map((d) => d.settled)).toEqual([true, false, true, false]);
    expect(banded.map((d) => d.settledness)).toEqual(['firm', 'even', 'firm', 'leaning']);
    expect(banded[0]).toMatchObject({ key: 'EI', band: { low: 66.3, high: 93.8 }, sem: 5, distance: 6, source: 'estimate' });
    expect(banded[2]!.band).toEqual({ low: 52.5, high: 63.5 });
    expect(banded[0]!.odds).toEqual(retakeOdds(80, fixed(5), 18));
    expect(banded.map((d) => d.odds.tenths)).toEqual([9, 7, 9, 9]); // floors (no stored distribution): rounded down
  });
  it('defaults to the bound for the result’s item count (max / 4)', () => {
    const sem = priorPrecision(18).sem; // ≈ 10.66 → settled beyond 50 ± 29.3
    const edge = 50 + BAND_WIDTH_SEM * sem;
    const banded = bandDichotomies(dichotomies([edge + 0.1, edge + 0.1, edge + 0.1, edge + 0.1], 18));
    expect(banded[0]!.sem).toBeCloseTo(sem, 10);
    expect(banded.every((d) => d.settled && d.source === 'prior' && d.odds.atLeast)).toBe(true);
    expect(bandDichotomies(dichotomies([edge - 0.1, 63, 63, 63], 18)).every((d) => !d.settled)).toBe(true);
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
