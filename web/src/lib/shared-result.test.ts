import { describe, expect, it } from 'vitest';
import { createOwnerKey, createShareToken } from './share-token';
import { compareResults, shareRevokeBodySchema, sharedResultSchema, toSharedResult, type SharedResult } from './shared-result';

const INTJ: SharedResult = {
  type: 'INTJ',
  completedOn: '2026-01-31',
  scales: [
    { key: 'EI', percentage: 30, band: { low: 22, high: 38 } },
    { key: 'SN', percentage: 40, band: { low: 32, high: 48 } },
    { key: 'TF', percentage: 70, band: { low: 62, high: 78 } },
    { key: 'JP', percentage: 55.6, band: { low: 47, high: 64 } },
  ],
};

describe('shared result contract', () => {
  it('accepts a consistent result', () => {
    expect(sharedResultSchema.safeParse(INTJ).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a type that disagrees with the scores', { ...INTJ, type: 'ENTJ' }],
    [
      'a tie shown as the first letter',
      { ...INTJ, type: 'INTJ', scales: INTJ.scales.map((s, i) => (i === 3 ? { key: 'JP', percentage: 50 } : s)) },
    ],
    ['scales out of order', { ...INTJ, scales: [INTJ.scales[1], INTJ.scales[0], INTJ.scales[2], INTJ.scales[3]] }],
    ['three scales', { ...INTJ, scales: INTJ.scales.slice(0, 3) }],
    ['a band that misses its score', { ...INTJ, scales: INTJ.scales.map((s, i) => (i === 0 ? { ...s, band: { low: 40, high: 45 } } : s)) }],
    ['a score over 100', { ...INTJ, scales: INTJ.scales.map((s, i) => (i === 2 ? { key: 'TF', percentage: 101 } : s)) }],
    ['a time of day (personal detail)', { ...INTJ, completedOn: '2026-01-31T10:00:00Z' }],
    ['an extra field such as a name', { ...INTJ, name: 'Ada' }],
    ['an extra field on a scale', { ...INTJ, scales: INTJ.scales.map((s) => ({ ...s, raw: 3 })) }],
    ['retake odds over 10 in 10', { ...INTJ, scales: INTJ.scales.map((s) => ({ ...s, odds: { tenths: 11, atLeast: false } })) }],
    [
      'retake odds with an extra field',
      { ...INTJ, scales: INTJ.scales.map((s) => ({ ...s, odds: { tenths: 8, atLeast: false, chance: 0.8 } })) },
    ],
  ])('refuses %s', (_name, value) => {
    expect(sharedResultSchema.safeParse(value).success).toBe(false);
  });

  it('maps a stored free-test result, keeping only type, scores, bands and the day', () => {
    const stored = {
      type: 'INTJ',
      dichotomies: INTJ.scales.map((s) => ({ key: s.key, percentage: s.percentage, raw: 1, max: 2, level: 'low', band: s.band })),
      answers: { q1: 2 },
    };
    expect(toSharedResult(stored, '2026-01-31T23:10:00.000Z')).toEqual(INTJ);
    const withoutBands = { ...stored, dichotomies: stored.dichotomies.map(({ band: _band, ...rest }) => rest) };
    expect(toSharedResult(withoutBands, '2026-01-31T23:10:00.000Z')?.scales.every((s) => !('band' in s))).toBe(true);
    expect(toSharedResult({ type: 'INTJ' }, '2026-01-31T00:00:00Z')).toBeNull();
    // retake odds (issue 24 §2) travel with the scale when the result has them
    const withOdds = { ...stored, dichotomies: stored.dichotomies.map((d) => ({ ...d, odds: { tenths: 7, atLeast: true } })) };
    expect(toSharedResult(withOdds, '2026-01-31T23:10:00.000Z')?.scales.map((s) => s.odds)).toEqual(
      Array(4).fill({ tenths: 7, atLeast: true }),
    );
    expect(toSharedResult(null, '2026-01-31T00:00:00Z')).toBeNull();
  });

  it('revoke bodies need a well-formed token and owner key', () => {
    expect(shareRevokeBodySchema.safeParse({ token: createShareToken(), ownerKey: createOwnerKey() }).success).toBe(true);
    expect(shareRevokeBodySchema.safeParse({ token: createOwnerKey(), ownerKey: createOwnerKey() }).success).toBe(false);
    expect(shareRevokeBodySchema.safeParse({ token: createShareToken(), ownerKey: createShareToken() }).success).toBe(false);
  });
});

describe('compareResults', () => {
  it('marks differing letters and overlapping bands per preference', () => {
    const ENFJ: SharedResult = {
      type: 'ENFJ',
      completedOn: '2026-02-01',
      scales: [
        { key: 'EI', percentage: 75, band: { low: 67, high: 83 } },
        { key: 'SN', percentage: 45, band: { low: 37, high: 53 } },
        { key: 'TF', percentage: 42, band: { low: 34, high: 50 } },
        { key: 'JP', percentage: 60, band: { low: 52, high: 68 } },
      ],
    };
    const rows = compareResults(INTJ, ENFJ);
    expect(rows.map((r) => [r.key, r.theirLetter, r.yourLetter, r.differs, r.overlap])).toEqual([
      ['EI', 'I', 'E', true, false],
      ['SN', 'N', 'N', false, true],
      ['TF', 'T', 'F', true, false],
      ['JP', 'J', 'J', false, true],
    ]);
  });
});
