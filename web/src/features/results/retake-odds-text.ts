/**
 * The one wording of the retake odds per letter (issue 24 §2), shared by the result page, the
 * shared result, the PDF report and the profile history: "A retake would show I about 8 times in
 * 10." (`retakeOdds` in @typeatlas/schemas/engine: the normal model of classical test theory).
 * Templates come from quiz.json `odds` (built on the server by `retakeOddsTexts` in
 * features/results/labels.ts). Pure: no framework imports.
 */
import { fill } from '@/i18n/template';

/** quiz.json `odds`: `{{letter}}` and `{{count}}` placeholders. */
export interface RetakeOddsTexts {
  /** The plain estimate: "about {{count}} times in 10". */
  about: string;
  /** A floor (the scale has too few stored results for a plain estimate): "at least {{count}} times in 10". */
  atLeast: string;
  /** The plain estimate rounds to 10 in 10: "more than 9 times in 10". */
  nearlyAlways: string;
}

/**
 * The sentence for one letter's retake odds.
 * @param odds `{ tenths, atLeast }` from `retakeOdds` (tenths 0 … 10: rounded, or rounded down for a floor)
 * @param letter the letter shown, e.g. "I" or "Introversion (I)"
 * @param texts quiz.json `odds`
 * @returns e.g. "A retake would show I about 8 times in 10."
 */
export function retakeOddsText(odds: { tenths: number; atLeast: boolean }, letter: string, texts: RetakeOddsTexts): string {
  const count = Math.min(10, Math.max(0, Math.round(odds.tenths)));
  if (odds.atLeast) return fill(texts.atLeast, { letter, count: Math.min(count, 9) });
  return count >= 10 ? fill(texts.nearlyAlways, { letter }) : fill(texts.about, { letter, count });
}
