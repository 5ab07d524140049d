/**
 * The scoring's precision per scale of the free test from the psychometrics summary the server
 * passes down (web/src/server/psychometrics.ts): the stored estimate from 500 responses on, the
 * documented prior before. Pure: no framework imports, runs in the browser too.
 */
import { DICHOTOMIES, precisionFor, precisionForLength, type DichotomyKey, type ScalePrecision } from '@typeatlas/schemas/engine';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';

/**
 * A `precisionOf(key, itemCount)` for `bandDichotomies`, `scoreFreeTest` and the adaptive rule,
 * backed by a psychometrics summary. The stored statistics describe the scale's fixed items
 * (`itemCount` of the summary); a result with another length — an early stop or follow-up items
 * (issue 24 §3) — gets the SEM scaled to its length (`precisionForLength`, Spearman–Brown).
 * @param summary the summary (scales by dichotomy key); an empty one gives the prior everywhere
 */
export function precisionSource(summary: PsychometricsSummary): (key: DichotomyKey, itemCount: number) => ScalePrecision {
  return (key, itemCount) => {
    const stats = summary.scales[key];
    return stats && stats.itemCount >= 1 ? precisionForLength(itemCount, stats.itemCount, stats) : precisionFor(itemCount, stats);
  };
}

/** One row of the method page's table: a scale, its item counts and the precision in use. */
export interface ScalePrecisionRow {
  key: DichotomyKey;
  first: string;
  second: string;
  items: number;
  reverse: number;
  precision: ScalePrecision;
}

/**
 * The method page's rows: per dichotomy, the item count and reverse-keyed count of the item bank
 * and the precision the scoring uses now.
 * @param items the free test's items (`key`, `reverse`)
 * @param summary the psychometrics summary
 */
export function scalePrecisionRows(
  items: readonly { key: DichotomyKey; reverse: boolean }[],
  summary: PsychometricsSummary,
): ScalePrecisionRow[] {
  return DICHOTOMIES.map((d) => {
    const ofScale = items.filter((item) => item.key === d.key);
    return {
      key: d.key,
      first: d.first,
      second: d.second,
      items: ofScale.length,
      reverse: ofScale.filter((item) => item.reverse).length,
      precision: precisionFor(Math.max(1, ofScale.length), summary.scales[d.key]),
    };
  });
}
