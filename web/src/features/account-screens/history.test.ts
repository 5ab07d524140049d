import { describe, expect, it } from 'vitest';
import { priorPrecision, retakeOdds, type ScalePrecision } from '@typeatlas/schemas/engine';
import { preferenceHistory } from './history';
import type { SavedResultItem } from './results';

const sem5: ScalePrecision = { reliability: 0.8, sd: 5 / Math.sqrt(0.2), sem: 5, n: 900, source: 'estimate' };

function main(id: string, completedAt: string, percentages: [number, number, number, number]): SavedResultItem {
  const keys = ['EI', 'SN', 'TF', 'JP'];
  return {
    id,
    testName: 'main',
    completedAt,
    result: { type: 'INTJ', dichotomies: keys.map((key, i) => ({ key, percentage: percentages[i], max: 72 })) },
  };
}

describe('preferenceHistory', () => {
  it('orders results oldest first and judges the last move against √2·SEM', () => {
    const items = [
      main('c', '2026-03-01T00:00:00.000Z', [40, 70, 52, 30]),
      main('a', '2026-01-01T00:00:00.000Z', [60, 68, 50, 30]),
      main('b', '2026-02-01T00:00:00.000Z', [55, 60, 50, 31]),
      { id: 'x', testName: 'work-style', completedAt: '2026-02-15T00:00:00.000Z', result: {} },
    ];
    const series = preferenceHistory(items, () => sem5);
    expect(series.map((s) => s.key)).toEqual(['EI', 'SN', 'TF', 'JP']);
    expect(series[0]!.points.map((p) => [p.id, p.percentage])).toEqual([
      ['a', 60],
      ['b', 55],
      ['c', 40],
    ]);
    // EI: 55 → 40 = −15 points; √2·5 ≈ 7.07, RCI −2.12 → beyond error
    expect(series[0]!.movement).toMatchObject({ change: -15, points: 15, beyondError: true });
    // SN: 60 → 70 = +10; RCI 1.41 → within error
    expect(series[1]!.movement).toMatchObject({ change: 10, points: 10, beyondError: false });
    expect(series[3]!.movement).toMatchObject({ change: -1, beyondError: false });
    // the latest result's letters with their retake odds (issue 24 §2)
    expect(series.map((s) => s.latest?.letter)).toEqual(['I', 'S', 'T', 'P']);
    expect(series[1]!.latest!.odds).toEqual(retakeOdds(70, sem5, 18));
  });

  it('uses the scale precision for the result’s item count', () => {
    const counts: number[] = [];
    preferenceHistory(
      [main('a', '2026-01-01T00:00:00.000Z', [50, 50, 50, 50]), main('b', '2026-02-01T00:00:00.000Z', [60, 50, 50, 50])],
      (_key, itemCount) => {
        counts.push(itemCount);
        return priorPrecision(itemCount);
      },
    );
    expect(counts).toEqual([18, 18, 18, 18]);
  });

  it('has no movement with one result and skips malformed results', () => {
    const malformed = {
      id: 'm',
      testName: 'main',
      completedAt: '2026-04-01T00:00:00.000Z',
      result: { type: 'INTJ', dichotomies: [{ key: 'EI', percentage: 'x' }] },
    };
    const series = preferenceHistory([main('a', '2026-01-01T00:00:00.000Z', [60, 60, 60, 60]), malformed], () => sem5);
    expect(series[0]!.points).toHaveLength(1);
    expect(series.every((s) => s.movement === null)).toBe(true);
    expect(series[0]!.latest?.letter).toBe('E');
    expect(preferenceHistory([], () => sem5).every((s) => s.points.length === 0 && s.latest === null)).toBe(true);
  });
});
