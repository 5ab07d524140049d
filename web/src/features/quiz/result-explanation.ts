/**
 * Turns a stored free-test result into what the result page shows: the validated result, and a
 * plain-words explanation of each percentage (balanced zone included). Pure: no framework imports.
 */
// zod/mini: the same validation with a far smaller browser bundle (this module runs client-side).
import { z } from 'zod/mini';
import type { DichotomyScore, FreeTestResult } from './free-test-scoring';
import { POLE_NAMES } from './likert';

const pole = z.enum(['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P']);

/** zod schema of a stored {@link FreeTestResult} (browser storage is an untrusted boundary). */
export const freeTestResultSchema = z.object({
  type: z.string().check(z.regex(/^[EI][SN][TF][JP]$/)),
  dichotomies: z.array(
      z.object({
        key: z.enum(['EI', 'SN', 'TF', 'JP']),
        first: pole,
        second: pole,
        raw: z.number(),
        max: z.number(),
        percentage: z.number().check(z.minimum(0), z.maximum(100)),
        dominant: pole,
        dominantPercentage: z.number().check(z.minimum(0), z.maximum(100)),
        level: z.enum(['extremelyLow', 'low', 'medium', 'high', 'extremelyHigh']),
        balanced: z.boolean(),
      }),
    ).check(z.length(4)),
}).check(
  z.refine(
    (result) =>
      result.dichotomies.map((d) => d.key).join() === 'EI,SN,TF,JP' &&
      result.dichotomies.map((d) => d.dominant).join('') === result.type,
    'Dichotomies must be EI, SN, TF, JP in order and agree with the type code',
  ),
);

/** Parses an unknown stored value; null when it is not a valid free-test result. */
export function parseFreeTestResult(value: unknown): FreeTestResult | null {
  const parsed = freeTestResultSchema.safeParse(value);
  return parsed.success ? (parsed.data as FreeTestResult) : null;
}

/** Human labels of the level of SPEC §9 for the first pole's percentage. */
export const LEVEL_LABELS: Readonly<Record<DichotomyScore['level'], string>> = {
  extremelyLow: 'very low',
  low: 'low',
  medium: 'medium',
  high: 'high',
  extremelyHigh: 'very high',
};

/** Formats a percentage with at most one decimal, e.g. 72 → "72%", 72.5 → "72.5%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/**
 * One sentence explaining a dichotomy's score.
 * - balanced (within 5 points of 50 %): says both preferences are used about equally and which
 *   letter the type code shows and why;
 * - otherwise: which way the answers lean and how strongly.
 */
export function explainDichotomy(score: DichotomyScore): string {
  const first = `${POLE_NAMES[score.first]} (${score.first})`;
  const second = `${POLE_NAMES[score.second]} (${score.second})`;
  const share = `${formatPercent(score.percentage)} of your answers on this scale pointed to ${first} and ${formatPercent(100 - score.percentage)} to ${second}.`;
  if (score.balanced) {
    return `${share} That is balanced: you draw on both about equally, so read both descriptions. Your type code shows ${score.dominant} because it came out slightly ahead${score.percentage === 50 ? ' (an exact tie shows the second letter)' : ''}.`;
  }
  const strength = score.dominantPercentage >= 75 ? 'a clear' : score.dominantPercentage >= 60 ? 'a moderate' : 'a slight';
  return `${share} You show ${strength} preference for ${score.dominant === score.first ? first : second}.`;
}
