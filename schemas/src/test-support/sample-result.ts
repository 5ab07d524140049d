/**
 * The one sample free-test result of the tests (web integration tests, e2e specs, scripts/
 * benchmarks): an INTJ with one balanced scale, in the stored shape the result page validates
 * (web/src/features/results/result-schema.ts). No imports, so Node runs it as it is.
 */

/** A scale of the free test. */
export type SampleScale = 'EI' | 'SN' | 'TF' | 'JP';

/** The four scales in order, with their first and second poles. */
const POLES: Readonly<Record<SampleScale, readonly [first: string, second: string]>> = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
};

/** One scale's score as a stored result holds it (the engine's `FreeTestDichotomyScore`). */
export interface SampleScore {
  key: SampleScale;
  first: string;
  second: string;
  raw: number;
  max: number;
  percentage: number;
  dominant: string;
  dominantPercentage: number;
  level: 'low' | 'medium' | 'high';
  balanced: boolean;
}

/** A stored free-test result: the type code and the four scores. */
export interface SampleResult {
  type: string;
  dichotomies: SampleScore[];
}

/** Points of the largest raw sum of a scale (18 statements × 4 points). */
export const SAMPLE_MAX = 72;

/**
 * Raw sums toward each scale's first pole (0 … {@link SAMPLE_MAX}) of the sample INTJ: E/I 22.2 %,
 * S/N 47.2 % (balanced), T/F 61.1 %, J/P 80.6 %.
 */
export const SAMPLE_INTJ_RAW: Readonly<Record<SampleScale, number>> = { EI: 16, SN: 34, TF: 44, JP: 58 };

/**
 * One scale's score from its raw sum, computed as the engine does (`scoreFreeTest`): percentage =
 * raw / max × 100 to 0.1, the first pole dominant above 50 % (ties go to the second), level by the
 * SPEC §9 thresholds 30 and 60; balanced within 5 points of 50 (a fixed stand-in for the band).
 */
export function sampleScore(key: SampleScale, raw: number, max = SAMPLE_MAX): SampleScore {
  const [first, second] = POLES[key];
  const percentage = Math.round((raw / max) * 1000) / 10;
  return {
    key,
    first,
    second,
    raw,
    max,
    percentage,
    dominant: percentage > 50 ? first : second,
    dominantPercentage: Math.max(percentage, Math.round((100 - percentage) * 10) / 10),
    level: percentage >= 60 ? 'high' : percentage >= 30 ? 'medium' : 'low',
    balanced: Math.abs(percentage - 50) <= 5,
  };
}

/**
 * The sample result: the INTJ of {@link SAMPLE_INTJ_RAW}, or another type when `raw` moves a scale
 * (e.g. `{ TF: 28 }` gives an INFJ); the type code follows the dominant poles.
 */
export function sampleResult(raw: Partial<Record<SampleScale, number>> = {}): SampleResult {
  const scales = Object.keys(POLES) as SampleScale[];
  const dichotomies = scales.map((key) => sampleScore(key, raw[key] ?? SAMPLE_INTJ_RAW[key]));
  return { type: dichotomies.map((score) => score.dominant).join(''), dichotomies };
}

/** The sample result as the browser stores it (`test_results` entry), completed at a fixed time. */
export function sampleStoredResult(completedAt = '2025-06-01T12:00:00.000Z'): { result: SampleResult; meta: { completedAt: string } } {
  return { result: sampleResult(), meta: { completedAt } };
}
