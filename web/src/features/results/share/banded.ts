/**
 * A stored free-test result as a shared result with its bands (issue 12: "type, scores, bands,
 * date"): the scores are banded with the scoring's current precision (score ± BAND_WIDTH_SEM·SEM
 * and the retake odds, from the psychometrics summary, else the conservative bound —
 * schemas/src/engine/score-bands.ts), then reduced to the shared contract (lib/shared-result.ts). Pure.
 */
import { bandDichotomies, type FreeTestResult } from '@typeatlas/schemas/engine';
import { precisionSource } from '../scale-precision';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { toSharedResult, type SharedResult } from '@/lib/shared-result';
import { parseFreeTestResult } from '../result-schema';

/**
 * @param stored the stored result (untrusted: validated as a free-test result first)
 * @param completedAt ISO 8601 completion time
 * @param psychometrics the current psychometrics summary (empty → the prior)
 * @returns the shared result with a band per scale, or null when the stored value is not a valid result
 */
export function bandedSharedResult(stored: unknown, completedAt: string, psychometrics: PsychometricsSummary): SharedResult | null {
  const result: FreeTestResult | null = parseFreeTestResult(stored);
  if (!result) return null;
  const banded = bandDichotomies(result.dichotomies, precisionSource(psychometrics));
  return toSharedResult(
    {
      ...result,
      dichotomies: result.dichotomies.map((d, index) => ({
        ...d,
        band: banded[index]!.band,
        odds: { tenths: banded[index]!.odds.tenths, atLeast: banded[index]!.odds.atLeast },
      })),
    },
    completedAt,
  );
}
