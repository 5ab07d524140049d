import { describe, expect, it } from 'vitest';
import { isMainTest, newestFirst, preferenceText, resultDate, summarizeResult, testDisplayName } from './results';

const dichotomy = (key: string, dominant: string, dominantPercentage: number) => ({ key, dominant, dominantPercentage });
const freeResult = {
  type: 'INTJ',
  dichotomies: [dichotomy('EI', 'I', 62.4), dichotomy('SN', 'N', 71), dichotomy('TF', 'T', 58.5), dichotomy('JP', 'J', 66)],
};

describe('summarizeResult', () => {
  it('shows the type code and the four dominant percentages of the free test', () => {
    expect(summarizeResult({ testName: 'main', result: freeResult })).toEqual({
      kind: 'main',
      code: 'INTJ',
      preferences: [
        { letter: 'I', percentage: 62 },
        { letter: 'N', percentage: 71 },
        { letter: 'T', percentage: 59 },
        { letter: 'J', percentage: 66 },
      ],
    });
  });

  it('orders the preferences E/I, S/N, T/F, J/P whatever the stored order', () => {
    const shuffled = { ...freeResult, dichotomies: [...freeResult.dichotomies].reverse() };
    expect(summarizeResult({ testName: 'main', result: shuffled })).toMatchObject({
      preferences: [{ letter: 'I' }, { letter: 'N' }, { letter: 'T' }, { letter: 'J' }],
    });
  });

  it('keeps the code when the dichotomies are malformed', () => {
    expect(summarizeResult({ testName: 'main', result: { type: 'enfp' } })).toEqual({ kind: 'main', code: 'ENFP', preferences: [] });
    const wrongPole = { type: 'INTJ', dichotomies: [dichotomy('EI', 'X', 50), ...freeResult.dichotomies.slice(1)] };
    expect(summarizeResult({ testName: 'main', result: wrongPole })).toEqual({ kind: 'main', code: 'INTJ', preferences: [] });
  });

  it('shows other tests (and malformed free-test results) by name', () => {
    expect(summarizeResult({ testName: 'big-five', result: { score: 3 } })).toEqual({ kind: 'other', name: 'Big five' });
    expect(summarizeResult({ testName: 'main', result: null })).toEqual({ kind: 'other', name: 'Main' });
  });
});

describe('helpers', () => {
  it('isMainTest follows the SPEC §7 prefix rule', () => {
    expect(isMainTest('main')).toBe(true);
    expect(isMainTest('main-retake')).toBe(true);
    expect(isMainTest('big-five')).toBe(false);
  });

  it('testDisplayName turns slugs into words', () => {
    expect(testDisplayName('career_values-test')).toBe('Career values test');
    expect(testDisplayName('123')).toBe('123');
  });

  it('newestFirst sorts by completion time, keeps ties and puts bad dates last', () => {
    const items = [
      { id: 'a', completedAt: '2025-01-01T10:00:00Z' },
      { id: 'bad', completedAt: 'nope' },
      { id: 'b', completedAt: '2025-03-01T10:00:00Z' },
      { id: 'c', completedAt: '2025-01-01T10:00:00.000Z' },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['b', 'a', 'c', 'bad']);
    expect(items[0]?.id).toBe('a');
  });

  it('resultDate uses the house date style and falls back to the raw value', () => {
    expect(resultDate('2025-02-13T23:30:00Z')).toBe('13 February 2025');
    expect(resultDate('soon')).toBe('soon');
  });

  it('preferenceText', () => {
    expect(preferenceText({ letter: 'E', percentage: 55 })).toBe('E 55%');
  });
});
