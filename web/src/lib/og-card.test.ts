import { describe, expect, it } from 'vitest';
import { cardBar, cardPercentages, OG_TITLE_MAX, ogCardPath, parseOgCardQuery, titleBesideCode } from './og-card';

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('share card URLs', () => {
  it('round-trip through the query', () => {
    const card = {
      title: 'INTJ (Mastermind) & you?',
      eyebrow: 'A shared result',
      colour: 'red' as const,
      code: 'INTJ',
      scores: [30, 40.25, 70, 100],
    };
    const path = ogCardPath(card);
    expect(path.startsWith('/og?')).toBe(true);
    expect(parseOgCardQuery(queryOf(path))).toEqual({ ...card, scores: [30, 40.3, 70, 100] });
  });

  it('cut long titles and leave out empty fields', () => {
    const path = ogCardPath({ title: 'x'.repeat(500) });
    const card = parseOgCardQuery(queryOf(path));
    expect(card?.title).toHaveLength(OG_TITLE_MAX);
    expect(card?.title.endsWith('…')).toBe(true);
    expect(Object.keys(queryOf(path))).toEqual(['t']);
  });

  it.each<[string, Record<string, string>]>([
    ['no title', {}],
    ['an empty title', { t: '' }],
    ['an unknown colour', { t: 'a', c: 'purple' }],
    ['a bad type code', { t: 'a', k: 'XXXX' }],
    ['three scores', { t: 'a', s: '1,2,3' }],
    ['a score over 100', { t: 'a', s: '1,2,3,101' }],
    ['a negative score', { t: 'a', s: '-1,2,3,4' }],
    ['a huge title', { t: 'x'.repeat(401) }],
  ])('refuse %s', (_name, query) => {
    expect(parseOgCardQuery(query)).toBeNull();
  });
});

describe('share card scores and title (issue 24 §5)', () => {
  it('prints two percentages per scale that add up to 100', () => {
    for (const score of [0, 22.5, 36.1, 49.5, 50, 50.5, 63.9, 77.5, 99.6, 100]) {
      const [first, second] = cardPercentages(score);
      expect(first + second).toBe(100);
      expect(Math.abs(first - score)).toBeLessThanOrEqual(0.5);
    }
    expect(cardPercentages(22.5)).toEqual([23, 77]); // rounding each side alone printed 23 % and 78 %
  });
  it('does not print the type code a second time under the big code', () => {
    expect(titleBesideCode('INTJ (The Architect)', 'INTJ')).toBe('The Architect');
    expect(titleBesideCode('INTJ', 'INTJ')).toBeNull();
    expect(titleBesideCode('intj — The Architect', 'INTJ')).toBe('The Architect');
    expect(titleBesideCode('The Architect', 'INTJ')).toBe('The Architect');
    expect(titleBesideCode('INTJ (The Architect)', undefined)).toBe('INTJ (The Architect)');
  });
});

describe("cardBar (issue 24 §5: the bar fills from the visitor's own side)", () => {
  it.each<[number, 'start' | 'end', number]>([
    [80.6, 'start', 80.6],
    [22.2, 'end', 77.8],
    [50, 'end', 50], // a tie reads as the second pole, as ownSide does
    [50.1, 'start', 50.1],
    [0, 'end', 100],
    [100, 'start', 100],
    [-3, 'end', 100],
    [120, 'start', 100],
  ])('score %s → from the %s, width %s', (score, fillFrom, width) => {
    const bar = cardBar(score);
    expect(bar.fillFrom).toBe(fillFrom);
    expect(bar.width).toBeCloseTo(width, 6);
  });
});
