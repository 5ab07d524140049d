/**
 * The free test's result history on /profile (issue 12): per preference the first pole's
 * percentage at each saved result, oldest first, and the movement between the last two results
 * judged against measurement error ("moved N points — within / beyond measurement error", the SEM
 * of a difference √2·SEM, `movementBetween` in @typeatlas/schemas/engine), and the retake odds of
 * the latest result's letters (`retakeOdds`). Pure: no framework imports.
 */
import {
  DICHOTOMIES,
  movementBetween,
  retakeOdds,
  type DichotomyKey,
  type Movement,
  type PoleLetter,
  type RetakeOdds,
  type ScalePrecision,
} from '@typeatlas/schemas/engine';
import { isMainTest, newestFirst, type SavedResultItem } from './results';

/** One saved result's score on a scale. */
export interface HistoryPoint {
  id: string;
  /** ISO 8601. */
  completedAt: string;
  /** Share of the first pole, 0 … 100. */
  percentage: number;
}

/** One preference over time. */
export interface PreferenceSeries {
  key: DichotomyKey;
  first: PoleLetter;
  second: PoleLetter;
  /** Oldest first. */
  points: HistoryPoint[];
  /** The last result against the one before (null with fewer than two results). */
  movement: Movement | null;
  /** The latest result's letter and the odds that a retake shows it (retakeOdds; null without results). */
  latest: { letter: PoleLetter; odds: RetakeOdds } | null;
}

/** The first-pole percentage of a stored free-test result's dichotomy, or null when malformed. */
function percentageOf(result: unknown, key: DichotomyKey): { percentage: number; itemCount: number } | null {
  const dichotomies = (result as { dichotomies?: unknown } | null)?.dichotomies;
  if (!Array.isArray(dichotomies)) return null;
  const entry = dichotomies.find((candidate) => (candidate as { key?: unknown } | null)?.key === key) as
    { percentage?: unknown; max?: unknown } | undefined;
  const percentage = entry?.percentage;
  if (typeof percentage !== 'number' || !Number.isFinite(percentage) || percentage < 0 || percentage > 100) return null;
  const max = typeof entry?.max === 'number' && Number.isFinite(entry.max) ? entry.max : 0;
  return { percentage, itemCount: Math.max(1, Math.round(max / 4)) };
}

/**
 * The history of the free test's four preferences.
 * @param items saved results of any test, any order (only free-test results with all four scores count)
 * @param precisionOf the scoring's precision of a scale by key and item count (psychometrics or prior)
 * @returns four series in EI, SN, TF, JP order (empty points when there is no free-test result)
 */
export function preferenceHistory(
  items: readonly SavedResultItem[],
  precisionOf: (key: DichotomyKey, itemCount: number) => ScalePrecision,
): PreferenceSeries[] {
  const usable = newestFirst(items.filter((item) => isMainTest(item.testName)))
    .reverse()
    .filter((item) => DICHOTOMIES.every((d) => percentageOf(item.result, d.key) !== null));
  return DICHOTOMIES.map((d) => {
    const points = usable.map((item) => ({
      id: item.id,
      completedAt: item.completedAt,
      percentage: percentageOf(item.result, d.key)!.percentage,
    }));
    const last = usable.at(-1);
    const previous = points.at(-2);
    const latest = points.at(-1);
    const itemCount = last ? percentageOf(last.result, d.key)!.itemCount : 1;
    const precision = last ? precisionOf(d.key, itemCount) : null;
    const movement = precision && previous && latest ? movementBetween(previous.percentage, latest.percentage, precision.sem) : null;
    const own =
      precision && latest
        ? { letter: latest.percentage > 50 ? d.first : d.second, odds: retakeOdds(latest.percentage, precision, itemCount) }
        : null;
    return { key: d.key, first: d.first, second: d.second, points, movement, latest: own };
  });
}
