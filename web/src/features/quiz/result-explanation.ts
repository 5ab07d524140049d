/**
 * Plain-words explanations of a free-test result for the result page (balanced zone included).
 * Pure: no framework imports, no i18next — the texts (quiz.json `levels`, `poles`, `explanation`)
 * come in as labels, so this also runs in the browser. Validation of stored results lives in
 * ./result-schema.ts.
 */
import { fill } from '@/i18n/template';
import type { LevelLabel } from '@typeatlas/schemas/engine';
import type { DichotomyScore } from '@typeatlas/schemas/engine';
import type { PoleNames } from './likert';

/** Human labels of the levels of SPEC §9 (quiz.json `levels`), e.g. extremelyLow → "very low". */
export type LevelLabels = Readonly<Record<LevelLabel, string>>;

/** Texts of {@link explainDichotomy} (quiz.json `poles` and `explanation`); templates use `{{name}}` placeholders. */
export interface ExplanationLabels {
  poles: PoleNames;
  /** "{{name}} ({{letter}})" */
  pole: string;
  /** "{{firstPercent}} of your answers … pointed to {{first}} and {{secondPercent}} to {{second}}." */
  share: string;
  /** Balanced zone; `{{letter}}` is the letter the type code shows. */
  balanced: string;
  /** Exact 50 % tie; `{{letter}}` is the letter the type code shows. */
  balancedTie: string;
  /** Leaning at least 75 %; `{{pole}}` is the leading pole. */
  clear: string;
  /** Leaning 60–75 %. */
  moderate: string;
  /** Leaning under 60 %. */
  slight: string;
}

/** Formats a percentage with at most one decimal, e.g. 72 → "72%", 72.5 → "72.5%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/**
 * One paragraph explaining a dichotomy's score: the split between the two poles, then
 * - balanced (within 5 points of 50 %): says both preferences are used about equally and which
 *   letter the type code shows and why;
 * - otherwise: which way the answers lean and how strongly.
 * @param score the scored dichotomy
 * @param labels the texts, from quiz.json
 */
export function explainDichotomy(score: DichotomyScore, labels: ExplanationLabels): string {
  const first = fill(labels.pole, { name: labels.poles[score.first], letter: score.first });
  const second = fill(labels.pole, { name: labels.poles[score.second], letter: score.second });
  const share = fill(labels.share, {
    firstPercent: formatPercent(score.percentage),
    first,
    secondPercent: formatPercent(100 - score.percentage),
    second,
  });
  if (score.balanced) {
    return `${share} ${fill(score.percentage === 50 ? labels.balancedTie : labels.balanced, { letter: score.dominant })}`;
  }
  const strength = score.dominantPercentage >= 75 ? labels.clear : score.dominantPercentage >= 60 ? labels.moderate : labels.slight;
  return `${share} ${fill(strength, { pole: score.dominant === score.first ? first : second })}`;
}
