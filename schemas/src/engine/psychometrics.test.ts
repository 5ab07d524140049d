import { describe, expect, it } from 'vitest';
import {
  analyseFreeTest,
  analyseScale,
  cronbachAlpha,
  DISTRIBUTION_BINS,
  pearson,
  sampleVariance,
  scoreDistribution,
  WEAK_ITEM_TOTAL_CORRELATION,
} from './psychometrics';

/** Hand-computed fixture: 4 respondents × 3 items (scores 0 … 4). See the comment for the sums. */
const ROWS = [
  [4, 3, 4],
  [2, 2, 1],
  [3, 3, 3],
  [0, 1, 1],
];
// item variances 35/12, 11/12, 27/12 (Σ 73/12); totals 11, 5, 9, 2 → variance 195/12;
// α = 3/2 · (1 − 73/195) = 61/65.
const ALPHA = 61 / 65;

describe('basic statistics', () => {
  it('sample variance and Pearson r', () => {
    expect(sampleVariance([4, 2, 3, 0])).toBeCloseTo(35 / 12, 12);
    expect(sampleVariance([1])).toBe(0);
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
  });
});

describe('cronbachAlpha', () => {
  it('matches the hand-computed fixture', () => {
    expect(cronbachAlpha(ROWS)).toBeCloseTo(ALPHA, 12);
  });
  it('is 1 for perfectly parallel items and null without enough data', () => {
    expect(
      cronbachAlpha([
        [0, 0],
        [2, 2],
        [4, 4],
      ]),
    ).toBeCloseTo(1, 12);
    expect(cronbachAlpha([[1, 2]])).toBeNull();
    expect(cronbachAlpha([[1], [2]])).toBeNull();
    expect(
      cronbachAlpha([
        [2, 2],
        [2, 2],
      ]),
    ).toBeNull();
    expect(() => cronbachAlpha([[1, 2], [1]])).toThrow(RangeError);
  });
});

describe('analyseScale', () => {
  const items = [
    { id: 'a', reverse: false },
    { id: 'b', reverse: false },
    { id: 'c', reverse: true },
  ];
  // Raw answers: score − 2 for normal items, 2 − score for the reverse-keyed one.
  const answerSets = ROWS.map(([a, b, c]) => ({ a: a! - 2, b: b! - 2, c: 2 - c! }));

  it('reverses reverse-keyed items, computes α, mean and SD of the percentage scores', () => {
    const stats = analyseScale(items, answerSets);
    expect(stats.n).toBe(4);
    expect(stats.itemCount).toBe(3);
    expect(stats.alpha).toBeCloseTo(ALPHA, 12);
    // percentages: 11/12, 5/12, 9/12, 2/12 × 100
    const percentages = [11, 5, 9, 2].map((t) => (t / 12) * 100);
    expect(stats.mean).toBeCloseTo(percentages.reduce((s, v) => s + v) / 4, 10);
    expect(stats.sd).toBeCloseTo(Math.sqrt(sampleVariance(percentages)), 10);
    // the distribution counts each score at its whole percentage: 91.7 → 92, 41.7 → 42, 75, 16.7 → 17
    expect(stats.distribution).toHaveLength(DISTRIBUTION_BINS);
    expect(stats.distribution.reduce((a, b) => a + b, 0)).toBe(4);
    expect([92, 42, 75, 17].map((i) => stats.distribution[i])).toEqual([1, 1, 1, 1]);
  });

  it('scoreDistribution counts by rounded percentage and ignores values outside 0 … 100', () => {
    const counts = scoreDistribution([0, 0.4, 49.5, 100, 100, -1, 101, Number.NaN]);
    expect(counts).toHaveLength(101);
    expect([counts[0], counts[50], counts[100]]).toEqual([2, 1, 2]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('reports corrected item-total correlations, α if deleted and weak items', () => {
    const stats = analyseScale(items, answerSets);
    // item a vs b + c: (4,2,3,0) vs (7,3,6,2)
    expect(stats.items[0]!.itemTotal).toBeCloseTo(pearson([4, 2, 3, 0], [7, 3, 6, 2])!, 12);
    expect(stats.items[0]!.alphaIfDeleted).toBeCloseTo(cronbachAlpha(ROWS.map(([, b, c]) => [b!, c!]))!, 12);
    expect(stats.items.every((item) => !item.weak)).toBe(true);
    // an item answered at random against the others is flagged
    const noisy = answerSets.map((answers, i) => ({ ...answers, d: [2, -2, -2, 2][i]! }));
    const withNoise = analyseScale([...items, { id: 'd', reverse: false }], noisy);
    expect(withNoise.items[3]!.itemTotal!).toBeLessThan(WEAK_ITEM_TOTAL_CORRELATION);
    expect(withNoise.items[3]!.weak).toBe(true);
  });

  it('counts only complete, valid responses', () => {
    const stats = analyseScale(items, [...answerSets, { a: 1, b: 2 }, { a: 1, b: 2, c: 7 }, { a: '1', b: 0, c: 0 }]);
    expect(stats.n).toBe(4);
    expect(analyseScale(items, [])).toMatchObject({ n: 0, alpha: null, mean: null, sd: null });
    expect(analyseScale(items, []).items.some((item) => item.weak)).toBe(false); // nothing to judge yet
    // an item everyone answers alike tells no one apart: weak
    const flat = analyseScale(
      [...items, { id: 'e', reverse: false }],
      answerSets.map((answers) => ({ ...answers, e: 1 })),
    );
    expect(flat.items[3]).toMatchObject({ itemTotal: null, weak: true });
  });

  it('analyses the four scales of the free test', () => {
    const bank = [
      { id: 'e1', key: 'EI' as const, reverse: false },
      { id: 'e2', key: 'EI' as const, reverse: true },
      { id: 's1', key: 'SN' as const, reverse: false },
    ];
    const result = analyseFreeTest(bank, [
      { e1: 2, e2: -2, s1: 1 },
      { e1: -1, e2: 1, s1: 0 },
    ]);
    expect(Object.keys(result)).toEqual(['EI', 'SN', 'TF', 'JP']);
    expect(result.EI.alpha).toBeCloseTo(1, 12);
    expect(result.SN).toMatchObject({ n: 2, itemCount: 1, alpha: null });
    expect(result.TF).toMatchObject({ itemCount: 0, n: 0, alpha: null, sd: null });
  });
});
