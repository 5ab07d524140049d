import { describe, expect, it } from 'vitest';
import { MIN_RESPONSES_FOR_ESTIMATE, priorPrecision } from '@typeatlas/schemas/engine';
import { precisionSource, scalePrecisionRows } from './scale-precision';

const items = [
  { key: 'EI' as const, reverse: false },
  { key: 'EI' as const, reverse: true },
  { key: 'EI' as const, reverse: true },
  { key: 'SN' as const, reverse: false },
];

describe('scale precision from the psychometrics summary', () => {
  const summary = {
    computedAt: '2026-01-01T00:00:00.000Z',
    scales: { EI: { n: MIN_RESPONSES_FOR_ESTIMATE, itemCount: 3, alpha: 0.84, sd: 14 }, SN: { n: 120, itemCount: 1, alpha: 0.9, sd: 10 } },
  };

  it('uses the estimate from 500 responses on and the prior before', () => {
    const of = precisionSource(summary);
    expect(of('EI', 3)).toMatchObject({ source: 'estimate', reliability: 0.84, sd: 14 });
    expect(of('SN', 1)).toEqual(priorPrecision(1));
    expect(of('TF', 18)).toEqual(priorPrecision(18));
    expect(precisionSource({ computedAt: null, scales: {} })('EI', 18)).toEqual(priorPrecision(18));
  });

  it('scales the stored SEM to a result of another length (early stop, follow-ups: issue 24 §3)', () => {
    const of = precisionSource(summary);
    const base = of('EI', 3).sem;
    // 12 items instead of the 3 the statistics describe: SEM × √(3/12) = half (Spearman–Brown).
    expect(of('EI', 12).sem).toBeCloseTo(base / 2, 6);
    expect(of('EI', 1).sem).toBeCloseTo(base * Math.sqrt(3), 6);
    // The prior is already computed for the answered count.
    expect(of('TF', 21)).toEqual(priorPrecision(21));
  });

  it('lists every scale with its item and reverse-keyed counts', () => {
    const rows = scalePrecisionRows(items, summary);
    expect(rows.map((row) => [row.key, row.items, row.reverse, row.precision.source])).toEqual([
      ['EI', 3, 2, 'estimate'],
      ['SN', 1, 0, 'prior'],
      ['TF', 0, 0, 'prior'],
      ['JP', 0, 0, 'prior'],
    ]);
  });
});
