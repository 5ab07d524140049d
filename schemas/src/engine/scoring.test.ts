import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEVEL_THRESHOLDS,
  LIKERT_SCORE_MAP,
  aggregateItemScores,
  assertValidThresholds,
  isLikertValue,
  levelLabelsFor,
  levelFor,
  scoreLikertAnswer,
  scoreScale,
} from './scoring';

describe('LIKERT_SCORE_MAP / scoreLikertAnswer (SPEC §9)', () => {
  it('maps 2→4, 1→3, 0→2, -1→1, -2→0', () => {
    expect(LIKERT_SCORE_MAP).toEqual({ [-2]: 0, [-1]: 1, 0: 2, 1: 3, 2: 4 });
    expect([2, 1, 0, -1, -2].map((v) => scoreLikertAnswer(v, false))).toEqual([4, 3, 2, 1, 0]);
  });

  it('reverses for reverse-keyed items: 2→0 … -2→4', () => {
    expect([2, 1, 0, -1, -2].map((v) => scoreLikertAnswer(v, true))).toEqual([0, 1, 2, 3, 4]);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(LIKERT_SCORE_MAP)).toBe(true);
  });

  it.each([3, -3, 0.5, -1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('throws RangeError for %s', (value) => {
    expect(() => scoreLikertAnswer(value, false)).toThrow(RangeError);
    expect(() => scoreLikertAnswer(value, true)).toThrow(RangeError);
  });

  it('isLikertValue accepts only integers -2..2', () => {
    expect([-2, -1, 0, 1, 2].every(isLikertValue)).toBe(true);
    expect([3, -3, 0.5, '1', null, undefined, Number.NaN].some(isLikertValue)).toBe(false);
  });
});

describe('levelFor (SPEC §9)', () => {
  it('defaults to [30, 60]', () => {
    expect(DEFAULT_LEVEL_THRESHOLDS).toEqual([30, 60]);
  });

  it.each([
    [0, 'low'],
    [29.9, 'low'],
    [30, 'medium'],
    [59.9, 'medium'],
    [60, 'high'],
    [100, 'high'],
  ] as const)('default thresholds: %s → %s', (p, label) => {
    expect(levelFor(p)).toBe(label);
    expect(levelFor(p, [30, 60])).toBe(label);
  });

  it.each([
    [0, 'extremelyLow'],
    [9.9, 'extremelyLow'],
    [10, 'low'],
    [29.9, 'low'],
    [30, 'medium'],
    [59.9, 'medium'],
    [60, 'high'],
    [89.9, 'high'],
    [90, 'extremelyHigh'],
    [100, 'extremelyHigh'],
  ] as const)('four thresholds [10, 30, 60, 90]: %s → %s', (p, label) => {
    expect(levelFor(p, [10, 30, 60, 90])).toBe(label);
  });

  it('supports custom two thresholds', () => {
    expect(levelFor(39.9, [40, 70])).toBe('low');
    expect(levelFor(40, [40, 70])).toBe('medium');
    expect(levelFor(70, [40, 70])).toBe('high');
  });

  it.each([
    [[], /exactly 2 or 4/],
    [[50], /exactly 2 or 4/],
    [[10, 20, 30], /exactly 2 or 4/],
    [[10, 20, 30, 40, 50], /exactly 2 or 4/],
    [[60, 30], /strictly ascending/],
    [[30, 30], /strictly ascending/],
    [[10, 30, 20, 90], /strictly ascending/],
    [[-1, 60], /from 0 to 100/],
    [[30, 101], /from 0 to 100/],
    [[30, Number.NaN], /from 0 to 100/],
    [[30, Number.POSITIVE_INFINITY], /from 0 to 100/],
  ])('rejects thresholds %j', (thresholds, message) => {
    expect(() => levelFor(50, thresholds)).toThrow(RangeError);
    expect(() => levelFor(50, thresholds)).toThrow(message);
    expect(() => assertValidThresholds(thresholds)).toThrow(RangeError);
  });

  it.each([-0.1, 100.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects percentage %s', (p) => {
    expect(() => levelFor(p)).toThrow(RangeError);
    expect(() => levelFor(p)).toThrow(/Percentage/);
  });
});

describe('scoreScale', () => {
  const items = [
    { id: 'a', reverse: false },
    { id: 'b', reverse: true },
    { id: 'c', reverse: false },
  ];

  it('sums mapped scores of answered items, reversing reverse-keyed ones', () => {
    expect(scoreScale(items, { a: 2, b: -2, c: 0 })).toEqual({
      raw: 10,
      max: 12,
      answered: 3,
      percentage: 83.3,
    });
  });

  it('gives 100 / 0 for fully keyed answers', () => {
    expect(scoreScale(items, { a: 2, b: -2, c: 2 }).percentage).toBe(100);
    expect(scoreScale(items, { a: -2, b: 2, c: -2 }).percentage).toBe(0);
  });

  it('skips unanswered items', () => {
    expect(scoreScale(items, { a: 1, c: undefined })).toEqual({
      raw: 3,
      max: 4,
      answered: 1,
      percentage: 75,
    });
  });

  it('returns 50 when nothing is answered', () => {
    expect(scoreScale(items, {})).toEqual({ raw: 0, max: 0, answered: 0, percentage: 50 });
    expect(scoreScale([], { a: 2 })).toEqual({ raw: 0, max: 0, answered: 0, percentage: 50 });
  });

  it('ignores answers for ids outside the scale and inherited properties', () => {
    expect(scoreScale([{ id: 'toString', reverse: false }], { z: 2 }).answered).toBe(0);
  });

  it('rounds the percentage to one decimal', () => {
    // raw 1 of max 12 → 8.333… → 8.3
    expect(scoreScale(items, { a: -2, b: 2, c: -1 }).percentage).toBe(8.3);
  });

  it('throws RangeError for invalid answered values', () => {
    expect(() => scoreScale(items, { a: 5 })).toThrow(RangeError);
  });
});

describe('levelLabelsFor (SPEC §9)', () => {
  it('gives three labels for two thresholds and five for four', () => {
    expect(levelLabelsFor([30, 60])).toEqual(['low', 'medium', 'high']);
    expect(levelLabelsFor([10, 30, 60, 90])).toEqual(['extremelyLow', 'low', 'medium', 'high', 'extremelyHigh']);
  });
  it('throws RangeError for other counts', () => {
    expect(() => levelLabelsFor([1, 2, 3])).toThrow(RangeError);
  });
});

describe('aggregateItemScores (shared by scoreScale and scoreTest)', () => {
  it('sums scores and maxima and rounds the percentage to one decimal', () => {
    expect(
      aggregateItemScores([
        { score: 1, max: 3 },
        { score: 0, max: 0 },
      ]),
    ).toEqual({
      raw: 1,
      max: 3,
      answered: 2,
      percentage: 33.3,
    });
  });
  it('gives 50 when nothing is scorable', () => {
    expect(aggregateItemScores([])).toEqual({ raw: 0, max: 0, answered: 0, percentage: 50 });
    expect(aggregateItemScores([{ score: 0, max: 0 }]).percentage).toBe(50);
  });
  it('clamps the percentage to 0..100', () => {
    expect(aggregateItemScores([{ score: -2, max: 3 }]).percentage).toBe(0);
    expect(aggregateItemScores([{ score: 5, max: 3 }]).percentage).toBe(100);
  });
  it('throws RangeError for non-finite scores', () => {
    expect(() => aggregateItemScores([{ score: Number.NaN, max: 4 }])).toThrow(RangeError);
    expect(() => aggregateItemScores([{ score: 1, max: Number.POSITIVE_INFINITY }])).toThrow(RangeError);
  });
});
