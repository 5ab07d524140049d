/**
 * Plain-words explanations of a free-test result for the result page (balanced zone included).
 * Pure: no framework imports. Validation of stored results lives in ./result-schema.ts.
 */
import type { DichotomyScore } from './free-test-scoring';
import { POLE_NAMES } from './likert';

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
