import { describe, expect, it } from 'vitest';
import { BAND_WIDTH_SEM, priorPrecision, retakeOdds, scoreFreeTest } from '@typeatlas/schemas/engine';
import { bandedSharedResult } from './banded';

const ITEMS = ['EI', 'SN', 'TF', 'JP'].flatMap((key) =>
  Array.from({ length: 18 }, (_, i) => ({ id: `${key}${i}`, key: key as 'EI', reverse: i % 2 === 1 })),
);

describe('bandedSharedResult', () => {
  it('bands every scale with the prior when there is no psychometrics document, and keeps only shared fields', () => {
    const answers = Object.fromEntries(ITEMS.map((item, i) => [item.id, item.key === 'EI' ? (item.reverse ? -1 : 1) : (i % 5) - 2]));
    const result = scoreFreeTest(ITEMS, answers);
    const shared = bandedSharedResult(result, '2026-02-03T10:00:00.000Z', { computedAt: null, scales: {} });
    expect(shared?.type).toBe(result.type);
    expect(shared?.completedOn).toBe('2026-02-03');
    const sem = priorPrecision(18).sem;
    for (const [index, scale] of shared!.scales.entries()) {
      const p = result.dichotomies[index]!.percentage;
      expect(scale.percentage).toBe(p);
      expect(scale.band!.low).toBeCloseTo(Math.max(0, p - BAND_WIDTH_SEM * sem), 0);
      expect(scale.band!.high).toBeCloseTo(Math.min(100, p + BAND_WIDTH_SEM * sem), 0);
      expect(Object.keys(scale).sort()).toEqual(['band', 'key', 'odds', 'percentage']);
      // the retake odds of the letter, a floor with the bound (no psychometrics document)
      expect(scale.odds).toEqual({ tenths: retakeOdds(p, priorPrecision(18), 18).tenths, atLeast: true });
    }
  });

  it('uses the measured precision when the document has one (narrower band for a more reliable scale)', () => {
    const result = scoreFreeTest(ITEMS, Object.fromEntries(ITEMS.map((item) => [item.id, item.reverse ? -1 : 1])));
    const prior = bandedSharedResult(result, '2026-02-03T10:00:00.000Z', { computedAt: null, scales: {} })!;
    const measured = bandedSharedResult(result, '2026-02-03T10:00:00.000Z', {
      computedAt: '2026-02-01T00:00:00.000Z',
      scales: { EI: { n: 5000, itemCount: 18, alpha: 0.95, sd: 10 } },
    })!;
    const width = (s: typeof prior) => s.scales[0]!.band!.high - s.scales[0]!.band!.low;
    expect(width(measured)).toBeLessThan(width(prior));
  });

  it('refuses a stored value that is not a free-test result', () => {
    expect(bandedSharedResult({ type: 'INTJ' }, '2026-02-03T10:00:00.000Z', { computedAt: null, scales: {} })).toBeNull();
  });
});
