import { describe, expect, it } from 'vitest';
import {
  DICHOTOMIES,
  bandDichotomies,
  scoreFreeTest,
  type BandedDichotomy,
  type DichotomyKey,
  type DichotomyScore,
  type FreeTestItem,
} from '@typeatlas/schemas/engine';
import { explanationLabels, levelLabels } from './labels';
import { cardBar } from '@/lib/og-card';
import { explainDichotomy as explainWith, formatPercent, ownSide } from './result-explanation';
import { parseFreeTestResult } from './result-schema';

/** The explanation with the texts of quiz.json. */
const labels = explanationLabels();
/** SEM of 5 points for every scale: settled beyond 13.75 points from 50 (2.75 SEM), firm beyond 15, even within 5. */
const band = (score: DichotomyScore): BandedDichotomy =>
  bandDichotomies([score], () => ({ reliability: 0.8, sd: 5 / Math.sqrt(0.2), sem: 5, n: 1000, source: 'estimate' }))[0]!;
const explainDichotomy = (score: DichotomyScore) => explainWith(band(score), labels);

/**
 * Scores one dichotomy from ten non-reverse items answered with values whose sum is `sum`
 * (−20 … 20), so the first pole's percentage is 50 + 2.5 × sum.
 */
function scoreWithSum(key: DichotomyKey, sum: number): DichotomyScore {
  const items: FreeTestItem[] = Array.from({ length: 10 }, (_, i) => ({ id: `${key}-${i}`, key, reverse: false }));
  const answers: Record<string, number> = {};
  let rest = sum;
  for (const item of items) {
    const value = Math.max(-2, Math.min(2, rest));
    answers[item.id] = value;
    rest -= value;
  }
  const score = scoreFreeTest(items, answers).dichotomies.find((d) => d.key === key);
  if (!score) throw new Error(`no ${key} score`);
  return score;
}

/** A full result: 18 items per dichotomy, half reverse-keyed, answered pseudo-randomly. */
function sampleResult() {
  const items: FreeTestItem[] = DICHOTOMIES.flatMap(({ key }) =>
    Array.from({ length: 18 }, (_, i) => ({ id: `${key}-${i}`, key, reverse: i % 2 === 1 })),
  );
  const answers = Object.fromEntries(items.map((item, i) => [item.id, ((i * 7) % 5) - 2]));
  return scoreFreeTest(items, answers);
}

describe('parseFreeTestResult', () => {
  it('accepts a result produced by scoreFreeTest, unchanged', () => {
    const result = sampleResult();
    expect(parseFreeTestResult(result)).toEqual(result);
  });

  it('accepts a result after a JSON round trip (browser storage)', () => {
    const result = sampleResult();
    expect(parseFreeTestResult(JSON.parse(JSON.stringify(result)))).toEqual(result);
  });

  it('accepts results for extreme and tied answers', () => {
    const items: FreeTestItem[] = DICHOTOMIES.map(({ key }) => ({ id: key, key, reverse: false }));
    for (const value of [-2, 0, 2]) {
      const result = scoreFreeTest(items, Object.fromEntries(items.map((item) => [item.id, value])));
      expect(parseFreeTestResult(result), String(value)).toEqual(result);
    }
    const unanswered = scoreFreeTest(items, {});
    expect(parseFreeTestResult(unanswered)?.type).toBe('INFP');
  });

  const valid = sampleResult();
  const first = valid.dichotomies[0]!;
  const withFirst = (patch: Record<string, unknown>) => ({
    ...valid,
    dichotomies: [{ ...first, ...patch }, ...valid.dichotomies.slice(1)],
  });
  const { balanced: _omitted, ...firstWithoutBalanced } = first;

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'INTJ'],
    ['an empty object', {}],
    ['a lower-case type', { ...valid, type: valid.type.toLowerCase() }],
    ['an invalid type code', { ...valid, type: 'XNTJ' }],
    ['a five-letter type', { ...valid, type: `${valid.type}A` }],
    ['three dichotomies', { ...valid, dichotomies: valid.dichotomies.slice(0, 3) }],
    ['five dichotomies', { ...valid, dichotomies: [...valid.dichotomies, first] }],
    ['a percentage above 100', withFirst({ percentage: 101 })],
    ['a negative percentage', withFirst({ percentage: -1 })],
    ['a percentage as a string', withFirst({ percentage: '50' })],
    ['an unknown dichotomy key', withFirst({ key: 'AB' })],
    ['an unknown pole', withFirst({ dominant: 'X' })],
    ['an unknown level', withFirst({ level: 'huge' })],
    ['a missing balanced flag', { ...valid, dichotomies: [firstWithoutBalanced, ...valid.dichotomies.slice(1)] }],
    ['dichotomies as an object', { ...valid, dichotomies: { 0: first } }],
  ])('rejects %s', (_label, value) => {
    expect(parseFreeTestResult(value)).toBeNull();
  });
});

describe('formatPercent', () => {
  it.each([
    [72, '72%'],
    [72.5, '72.5%'],
    [72.25, '72.3%'],
    [33.333333, '33.3%'],
    [66.666666, '66.7%'],
    [0, '0%'],
    [100, '100%'],
    [49.96, '50%'],
    [100 - 57.5, '42.5%'],
  ])('%s → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('explainDichotomy', () => {
  it('states the split between the two poles', () => {
    const score = scoreWithSum('EI', 9); // 72.5 % E
    expect(score.percentage).toBe(72.5);
    expect(explainDichotomy(score)).toContain(
      '72.5% of your answers on this scale pointed to Extraversion (E) and 27.5% to Introversion (I).',
    );
  });

  it('explains an exact tie as too close to call, with the tie note', () => {
    const score = scoreWithSum('EI', 0);
    expect(score).toMatchObject({ percentage: 50, dominant: 'I' });
    const text = explainDichotomy(score);
    expect(text).toContain('50% of your answers on this scale pointed to Extraversion (E) and 50% to Introversion (I).');
    expect(text).toContain('Too close to call');
    expect(text).toContain('A retake could easily show E.');
    expect(text).toContain('(An exact tie shows the second letter.)');
  });

  it.each([
    // key, sum, percentage (SEM 5), statement
    ['EI', 1, 52.5, 'Too close to call: you draw on Extraversion (E) and Introversion (I) about equally'],
    ['EI', -2, 45, 'Too close to call: you draw on Introversion (I) and Extraversion (E) about equally'],
    [
      'SN',
      3,
      57.5,
      'S is not settled: you lean towards Sensing (S), but allowing for measurement error your score could lie on either side, so a retake might show N.',
    ],
    ['TF', -4, 40, 'F is not settled: you lean towards Feeling (F)'],
    ['TF', 5, 62.5, 'T is not settled'],
    ['TF', 6, 65, 'T is settled: even allowing for measurement error, your score stays on the Thinking (T) side.'],
    ['JP', -6, 35, 'P is settled'],
    ['JP', -7, 32.5, 'P is firmly settled'],
    ['EI', 20, 100, 'E is firmly settled: your score sits far from the middle, and a retake would almost certainly show E again.'],
  ] as const)('%s sum %s (%s%%) → %s', (key, sum, percentage, statement) => {
    const score = scoreWithSum(key, sum);
    expect(score.percentage).toBe(percentage);
    const text = explainDichotomy(score);
    expect(text).toContain(statement);
    expect(text).not.toContain('exact tie');
  });

  it('names both poles of every dichotomy', () => {
    for (const { key, first, second } of DICHOTOMIES) {
      const text = explainDichotomy(scoreWithSum(key, 8));
      expect(text).toContain(`${labels.poles[first]} (${first})`);
      expect(text).toContain(`${labels.poles[second]} (${second})`);
    }
  });
});

describe('levelLabels', () => {
  it('labels every level', () => {
    expect(levelLabels()).toEqual({ extremelyLow: 'very low', low: 'low', medium: 'medium', high: 'high', extremelyHigh: 'very high' });
  });
});

describe('parseFreeTestResult consistency', () => {
  it('rejects a result whose type code contradicts its dichotomies or whose scales are out of order', () => {
    const items = [
      { id: 'a', key: 'EI' as const, reverse: false },
      { id: 'b', key: 'SN' as const, reverse: false },
      { id: 'c', key: 'TF' as const, reverse: false },
      { id: 'd', key: 'JP' as const, reverse: false },
    ];
    const result = scoreFreeTest(items, { a: 2, b: 2, c: 2, d: 2 });
    expect(parseFreeTestResult(result)?.type).toBe('ESTJ');
    expect(parseFreeTestResult({ ...result, type: 'INFP' })).toBeNull();
    expect(parseFreeTestResult({ ...result, dichotomies: [...result.dichotomies].reverse() })).toBeNull();
  });
});

describe('ownSide (issue 24 §5: the level line, bars, rings and the profile table show the visitor’s own letter)', () => {
  it('an INTJ with N at 63.9 % reads Intuition, high — not Sensing, medium', () => {
    expect(ownSide({ percentage: 36.1, first: 'S', second: 'N' })).toEqual({
      letter: 'N',
      percentage: 63.9,
      level: 'high',
      fillFrom: 'end',
    });
    expect(levelLabels()[ownSide({ percentage: 36.1, first: 'S', second: 'N' }).level]).not.toBe(levelLabels().medium);
  });
  it('shows the first pole from its own end when it leads, and the second pole at an exact tie', () => {
    expect(ownSide({ percentage: 80.6, first: 'J', second: 'P' })).toEqual({
      letter: 'J',
      percentage: 80.6,
      level: 'high',
      fillFrom: 'start',
    });
    expect(ownSide({ percentage: 55, first: 'T', second: 'F' })).toMatchObject({ letter: 'T', percentage: 55, level: 'medium' });
    expect(ownSide({ percentage: 50, first: 'E', second: 'I' })).toMatchObject({ letter: 'I', percentage: 50, fillFrom: 'end' });
  });
  it('agrees with the scored result: the letter is the type code’s, the share is dominantPercentage', () => {
    const result = sampleResult();
    result.dichotomies.forEach((d, i) => {
      const own = ownSide(d);
      expect(own.letter).toBe(result.type[i]);
      expect(own.percentage).toBe(d.dominantPercentage);
      expect(own.percentage).toBeGreaterThanOrEqual(50);
    });
  });
  it('the share card draws each bar from the same side and as wide as the result page (lib/og-card cardBar)', () => {
    for (let tenths = 0; tenths <= 1000; tenths += 1) {
      const percentage = tenths / 10;
      const own = ownSide({ percentage, first: 'E', second: 'I' });
      const bar = cardBar(percentage);
      expect(bar.fillFrom, `at ${percentage} %`).toBe(own.fillFrom);
      expect(bar.width).toBeCloseTo(own.percentage, 6);
    }
  });
});
