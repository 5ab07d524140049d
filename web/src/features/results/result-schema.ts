/**
 * Validation of a stored free-test result (browser storage is an untrusted boundary). Loaded
 * lazily by the result page so zod stays off the critical path of the quiz pages.
 */
import * as z from 'zod/mini';
import type { FreeTestResult } from '@typeatlas/schemas/engine';

const pole = z.enum(['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P']);

/** zod schema of a stored {@link FreeTestResult} (browser storage is an untrusted boundary). */
export const freeTestResultSchema = z
  .object({
    type: z.string().check(z.regex(/^[EI][SN][TF][JP]$/)),
    dichotomies: z
      .array(
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
      )
      .check(z.length(4)),
  })
  .check(
    z.refine(
      (result) =>
        result.dichotomies.map((d) => d.key).join() === 'EI,SN,TF,JP' && result.dichotomies.map((d) => d.dominant).join('') === result.type,
      'Dichotomies must be EI, SN, TF, JP in order and agree with the type code',
    ),
  );

/** Parses an unknown stored value; null when it is not a valid free-test result. */
export function parseFreeTestResult(value: unknown): FreeTestResult | null {
  const parsed = freeTestResultSchema.safeParse(value);
  return parsed.success ? (parsed.data as FreeTestResult) : null;
}
