import { describe, expect, it } from 'vitest';
import { BAND_WIDTH_SEM, priorPrecision } from './score-bands';
import { DICHOTOMIES, type DichotomyKey, type FreeTestItem } from './dichotomies';
import { scoreFreeTest } from './free-test-scoring';

/** Ten items per dichotomy (5 normal, 5 reverse-keyed) so percentages in 2.5-point steps exist. */
function makeItems(perKey = 10): FreeTestItem[] {
  const items: FreeTestItem[] = [];
  for (const { key } of DICHOTOMIES) {
    for (let i = 0; i < perKey; i += 1) {
      items.push({ id: `${key}-${i}`, key, reverse: i % 2 === 1 });
    }
  }
  return items;
}

/** Answers that make every dichotomy lean toward the given type's letters with full strength. */
function answersFor(type: string, items: readonly FreeTestItem[]): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const item of items) {
    const d = DICHOTOMIES.find((x) => x.key === item.key)!;
    const target = type[DICHOTOMIES.indexOf(d)];
    const keyedPole = item.reverse ? d.second : d.first;
    answers[item.id] = keyedPole === target ? 2 : -2;
  }
  return answers;
}

function dichotomy(result: ReturnType<typeof scoreFreeTest>, key: DichotomyKey) {
  const d = result.dichotomies.find((x) => x.key === key);
  if (!d) throw new Error(`missing ${key}`);
  return d;
}

describe('scoreFreeTest', () => {
  const items = makeItems();

  it('exposes the four dichotomies in type-code order', () => {
    expect(DICHOTOMIES.map((d) => d.key)).toEqual(['EI', 'SN', 'TF', 'JP']);
    expect(DICHOTOMIES.map((d) => `${d.first}${d.second}`)).toEqual(['EI', 'SN', 'TF', 'JP']);
  });

  it.each(['ESTJ', 'INFP', 'INTJ', 'ENFJ', 'ISTP', 'ESFP', 'ENTP', 'ISFJ'])('recovers %s', (type) => {
    const result = scoreFreeTest(items, answersFor(type, items));
    expect(result.type).toBe(type);
    expect(result.dichotomies.map((d) => d.dominantPercentage)).toEqual([100, 100, 100, 100]);
  });

  it('agreeing with a non-reverse item indicates the first pole', () => {
    const result = scoreFreeTest([{ id: 'q', key: 'EI', reverse: false }], { q: 2 });
    expect(dichotomy(result, 'EI')).toMatchObject({ raw: 4, max: 4, percentage: 100, dominant: 'E' });
  });

  it('agreeing with a reverse-keyed item indicates the second pole', () => {
    const result = scoreFreeTest([{ id: 'q', key: 'EI', reverse: true }], { q: 2 });
    expect(dichotomy(result, 'EI')).toMatchObject({
      raw: 0,
      max: 4,
      percentage: 0,
      dominant: 'I',
      dominantPercentage: 100,
      level: 'low',
    });
  });

  it('tie rule: exactly 50 gives the second pole', () => {
    const allNeutral = Object.fromEntries(items.map((i) => [i.id, 0]));
    const result = scoreFreeTest(items, allNeutral);
    expect(result.type).toBe('INFP');
    for (const d of result.dichotomies) {
      expect(d.percentage).toBe(50);
      expect(d.dominant).toBe(d.second);
      expect(d.dominantPercentage).toBe(50);
      expect(d.balanced).toBe(true);
      expect(d.level).toBe('medium');
    }
  });

  it('with no answers every dichotomy is a 50 tie → INFP', () => {
    const result = scoreFreeTest(items, {});
    expect(result.type).toBe('INFP');
    expect(result.dichotomies.every((d) => d.max === 0 && d.percentage === 50)).toBe(true);
  });

  it('above 50 gives the first pole, below 50 the second', () => {
    // One EI item: 3/4 = 75 → E, 1/4 = 25 → I.
    const one: FreeTestItem[] = [{ id: 'x', key: 'EI', reverse: false }];
    expect(dichotomy(scoreFreeTest(one, { x: 1 }), 'EI').dominant).toBe('E');
    expect(dichotomy(scoreFreeTest(one, { x: -1 }), 'EI').dominant).toBe('I');
  });

  /** Builds answers to `count` non-reverse EI items so that raw = `raw` points (max = 4·count). */
  function eiWithRaw(count: number, raw: number) {
    const eiItems: FreeTestItem[] = Array.from({ length: count }, (_, i) => ({
      id: `e${i}`,
      key: 'EI' as const,
      reverse: false,
    }));
    const answers: Record<string, number> = {};
    let remaining = raw;
    for (const item of eiItems) {
      const score = Math.min(4, remaining);
      remaining -= score;
      answers[item.id] = score - 2;
    }
    return dichotomy(scoreFreeTest(eiItems, answers), 'EI');
  }

  it.each([
    // [items, raw, expected percentage, balanced] — the bound SEM for 5 items ≈ 16.7 (band ±45.8),
    // for 250 items ≈ 3.1 (band ±8.6): the balanced rule is the band, not a fixed ±5 margin.
    [5, 9, 45, true],
    [5, 15, 75, true],
    [5, 20, 100, false],
    [250, 410, 41, false],
    [250, 590, 59, false],
    [250, 449, 44.9, true],
    [250, 570, 57, true],
  ])('balanced rule: %i items, raw %i → %s%% balanced=%s', (count, raw, percentage, balanced) => {
    const d = eiWithRaw(count, raw);
    expect(d.percentage).toBe(percentage);
    expect(d.balanced).toBe(balanced);
    expect(Math.abs(percentage - 50) > BAND_WIDTH_SEM * priorPrecision(count).sem).toBe(!balanced);
  });

  it('takes the precision per scale from the caller', () => {
    const answers = answersFor('ESTJ', items);
    // full-strength answers (100 %) are settled with the prior, balanced with a huge SEM
    expect(scoreFreeTest(items, answers).dichotomies.every((d) => !d.balanced)).toBe(true);
    const vague = scoreFreeTest(items, answers, (key) => ({ ...priorPrecision(10), sem: key === 'EI' ? 30 : 1 }));
    expect(vague.dichotomies.map((d) => d.balanced)).toEqual([true, false, false, false]);
  });

  it('reports dominantPercentage = max(p, 100 - p) and the level of the first-pole percentage', () => {
    const d45 = eiWithRaw(5, 9);
    expect(d45).toMatchObject({ percentage: 45, dominant: 'I', dominantPercentage: 55, level: 'medium' });
    const d551 = eiWithRaw(250, 551);
    expect(d551).toMatchObject({ dominant: 'E', dominantPercentage: 55.1 });
    const d449 = eiWithRaw(250, 449);
    expect(d449).toMatchObject({ dominant: 'I', dominantPercentage: 55.1 });
    expect(eiWithRaw(250, 299)).toMatchObject({ percentage: 29.9, level: 'low' });
    expect(eiWithRaw(250, 600)).toMatchObject({ percentage: 60, level: 'high' });
  });

  it('scores mixed answers per dichotomy', () => {
    const mixed: FreeTestItem[] = [
      { id: 'e1', key: 'EI', reverse: false },
      { id: 'e2', key: 'EI', reverse: true },
      { id: 's1', key: 'SN', reverse: false },
      { id: 't1', key: 'TF', reverse: true },
      { id: 'j1', key: 'JP', reverse: false },
    ];
    // EI: e1 +1 → 3, e2 -2 (reverse) → 4 → 7/8 = 87.5 → E
    // SN: s1 -1 → 1/4 = 25 → N; TF: t1 +1 reverse → 1/4 → F; JP: unanswered → tie → P
    const result = scoreFreeTest(mixed, { e1: 1, e2: -2, s1: -1, t1: 1 });
    expect(result.type).toBe('ENFP');
    expect(dichotomy(result, 'EI')).toMatchObject({ raw: 7, max: 8, percentage: 87.5, level: 'high' });
    expect(dichotomy(result, 'JP')).toMatchObject({ max: 0, percentage: 50, dominant: 'P' });
  });

  it('throws RangeError for invalid answers', () => {
    expect(() => scoreFreeTest(items, { 'EI-0': 3 })).toThrow(RangeError);
  });
});
