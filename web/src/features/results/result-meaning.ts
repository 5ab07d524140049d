/**
 * The result page's "What this means" line: all four letters settled, one or several balanced, or
 * none settled. "N of your four letters is/are settled" takes the singular for a count of 1 or less
 * (SPEC §5 "Pluralisation"), from the `_one`/`_other` forms of quiz.json
 * `result.meaningSomePlural`. Pure: no framework imports.
 */
import type { BandedDichotomy } from '@typeatlas/schemas/engine';
import { fill } from '@/i18n/template';

/** The templates of the line (quiz.json `result.meaning*`; `meaningSomePlural` in both plural forms). */
export interface MeaningLabels {
  /** Template with `{{code}}`. */
  meaningAll: string;
  /** Three settled, one balanced: `{{settledCount}}`, `{{settledLetters}}`, `{{balancedLetters}}`, `{{code}}`, `{{second}}`. */
  meaningSome: string;
  /** Two or more balanced, by the settled count: `one` for 1 settled, `other` for more. Same placeholders. */
  meaningSomePlural: { one: string; other: string };
  /** Template with `{{code}}`. */
  meaningNone: string;
}

/**
 * @param banded the banded dichotomies in type-code order
 * @param code the type code shown; @param second the second most likely type's code
 * @returns the filled line
 */
export function meaningOf(
  banded: readonly Pick<BandedDichotomy, 'settled' | 'dominant'>[],
  code: string,
  second: string,
  labels: MeaningLabels,
): string {
  const settled = banded.filter((d) => d.settled).map((d) => d.dominant);
  const balanced = banded.filter((d) => !d.settled).map((d) => d.dominant);
  if (balanced.length === 0) return fill(labels.meaningAll, { code });
  if (settled.length === 0) return fill(labels.meaningNone, { code });
  const template =
    balanced.length === 1 ? labels.meaningSome : settled.length <= 1 ? labels.meaningSomePlural.one : labels.meaningSomePlural.other;
  return fill(template, {
    settledCount: settled.length,
    settledLetters: settled.join(', '),
    balancedLetters: balanced.join(', '),
    code,
    second,
  });
}
