import { describe, expect, it } from 'vitest';
import { sampleResult, sampleStoredResult } from '@typeatlas/schemas/test-support';
import { parseFreeTestResult } from './result-schema';

describe('the tests’ sample result (schemas/src/test-support/sample-result.ts)', () => {
  it('is a valid stored free-test result: the INTJ and a moved INFJ', () => {
    expect(parseFreeTestResult(sampleStoredResult().result)?.type).toBe('INTJ');
    expect(parseFreeTestResult(sampleResult({ TF: 28 }))?.type).toBe('INFJ');
  });

  it('holds the scores the specs read (E/I 22.2 %, S/N balanced at 47.2 %, T/F 61.1 %, J/P 80.6 %)', () => {
    expect(
      sampleResult().dichotomies.map(({ percentage, dominantPercentage, balanced }) => [percentage, dominantPercentage, balanced]),
    ).toEqual([
      [22.2, 77.8, false],
      [47.2, 52.8, true],
      [61.1, 61.1, false],
      [80.6, 80.6, false],
    ]);
  });
});
