/**
 * Issue 25's goal, as scripts/bench-lighthouse.ts judges it: "for every template in the crawler's
 * catalogue, measured by scripts/bench-lighthouse.ts in one run beside the bare Next page, medians of
 * 5 runs: performance ≥ the bare page's − 2, Total Blocking Time ≤ the bare page's + 50 ms;
 * accessibility, best practices, SEO 100 (SEO on noindex pages excepted)". Best practices is excepted
 * the same way on a page whose only failure there is the console line for its own 404 status (the
 * not-found template). Pure: no Lighthouse import.
 */
import { median } from './stats.ts';

/** Issue 25: a template may score this many performance points below the bare Next page. */
export const GOAL_PERFORMANCE_BELOW_BARE = 2;
/** Issue 25: a template's Total Blocking Time may exceed the bare Next page's by this many ms. */
export const GOAL_TBT_ABOVE_BARE_MS = 50;

/** One Lighthouse run's figures that the goal reads. */
export interface GoalRun {
  /** Category scores, 0–100 (Lighthouse's 0–1 × 100, rounded). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Total Blocking Time, ms (simulated). */
  tbt: number;
  /** Lighthouse's `is-crawlable` audit failed: the page asks not to be indexed, so SEO is excepted. */
  noindex: boolean;
  /**
   * The run's only best-practices failure is the console line for the document's own error status
   * ({@link ownStatusErrorOnly}): the not-found template must answer 404 (SPEC), and Chromium logs
   * that as "Failed to load resource", so best practices is excepted there as SEO is on noindex pages.
   */
  ownStatusError: boolean;
}

/** A page's figures over its runs: the medians the goal reads ("medians of 5 runs", issue 25). */
export interface GoalFigures {
  /** Median performance score of the runs (mean of the two middle runs for an even count). */
  performance: number;
  /** Median Total Blocking Time of the runs, ms (same rule). */
  tbt: number;
  /** Median accessibility, best-practices and SEO scores of the runs (same rule). */
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Any run found the page noindex. */
  noindex: boolean;
  /** Every run's best-practices failure was only the document's own error status. */
  ownStatusError: boolean;
}

/**
 * Summarises a page's runs for {@link goalMisses}.
 * @param runs the page's runs, one or more
 * @throws Error when `runs` is empty
 */
export function goalFigures(runs: readonly GoalRun[]): GoalFigures {
  if (runs.length === 0) throw new Error('goal figures of no runs');
  return {
    performance: median(runs.map((run) => run.performance)),
    tbt: median(runs.map((run) => run.tbt)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    seo: median(runs.map((run) => run.seo)),
    noindex: runs.some((run) => run.noindex),
    ownStatusError: runs.every((run) => run.ownStatusError),
  };
}

/** One item of Lighthouse's `errors-in-console` audit (`details.items[]`). */
export interface ConsoleError {
  source?: string;
  description?: string;
  sourceLocation?: { url?: string };
}

/**
 * Whether a run's best-practices failures are only Chromium's console line for the document's own
 * error status ("Failed to load resource: the server responded with a status of 404 (Not Found)",
 * source `network`, at the document's URL) — what any page that answers 404 logs, as SPEC's not-found
 * page must.
 * @param failingAudits ids of the best-practices audits that scored below 1 in the run
 * @param consoleErrors the run's `errors-in-console` items
 * @param documentUrl the URL Lighthouse loaded
 * @returns true only when `errors-in-console` is the one failing audit and each of its items is that line
 */
export function ownStatusErrorOnly(failingAudits: readonly string[], consoleErrors: readonly ConsoleError[], documentUrl: string): boolean {
  return (
    failingAudits.length === 1 &&
    failingAudits[0] === 'errors-in-console' &&
    consoleErrors.length > 0 &&
    consoleErrors.every(
      (item) =>
        item.source === 'network' &&
        item.sourceLocation?.url === documentUrl &&
        /^Failed to load resource: the server responded with a status of [45]\d\d\b/.test(item.description ?? ''),
    )
  );
}

/**
 * What keeps a page from issue 25's goal, measured beside the bare Next page of the same bench run.
 * @param page the page's figures ({@link goalFigures})
 * @param bare the bare Next page's figures in the same run (only its performance and TBT are read)
 * @param parts 'all' (the goal) or 'speed' (performance and TBT only: for copies of the bare page itself,
 *   which has no meta description and so scores SEO 90 by design)
 * @returns one plain-words miss per failed part, e.g. "performance 83 < 86 (bare 88 − 2)"; empty when
 *   the page meets the goal
 */
export function goalMisses(page: GoalFigures, bare: Pick<GoalFigures, 'performance' | 'tbt'>, parts: 'all' | 'speed' = 'all'): string[] {
  const misses: string[] = [];
  const performanceFloor = bare.performance - GOAL_PERFORMANCE_BELOW_BARE;
  if (page.performance < performanceFloor)
    misses.push(`performance ${page.performance} < ${performanceFloor} (bare ${bare.performance} − ${GOAL_PERFORMANCE_BELOW_BARE})`);
  const tbtCeiling = bare.tbt + GOAL_TBT_ABOVE_BARE_MS;
  if (page.tbt > tbtCeiling)
    misses.push(`TBT ${Math.round(page.tbt)} ms > ${Math.round(tbtCeiling)} ms (bare ${Math.round(bare.tbt)} + ${GOAL_TBT_ABOVE_BARE_MS})`);
  if (parts === 'speed') return misses;
  if (page.accessibility < 100) misses.push(`accessibility ${page.accessibility}`);
  if (page.bestPractices < 100 && !page.ownStatusError) misses.push(`best practices ${page.bestPractices}`);
  if (page.seo < 100 && !page.noindex) misses.push(`SEO ${page.seo}`);
  return misses;
}

/**
 * The bench's closing lines on issue 25's goal: the thresholds, how many pages meet it, and each miss.
 * @param pages the measured pages' names and figures, in print order, the bare rows left out
 * @param bare the bare Next page's figures of the same run
 * @param runs runs per page (printed)
 * @param parts see {@link goalMisses}
 * @returns lines to print, the first a summary such as "issue 25 goal (beside the bare Next page:
 *   performance ≥ 86, TBT ≤ 511 ms; medians of 5 runs): met by 18 of 38 pages"
 */
export function goalReport(
  pages: readonly { name: string; figures: GoalFigures }[],
  bare: GoalFigures,
  runs: number,
  parts: 'all' | 'speed' = 'all',
): string[] {
  const judged = pages.map(({ name, figures }) => ({ name, misses: goalMisses(figures, bare, parts) }));
  const met = judged.filter((page) => page.misses.length === 0).length;
  return [
    `issue 25 goal (beside the bare Next page: performance ≥ ${bare.performance - GOAL_PERFORMANCE_BELOW_BARE}, ` +
      `TBT ≤ ${Math.round(bare.tbt + GOAL_TBT_ABOVE_BARE_MS)} ms${parts === 'all' ? ', accessibility/best practices/SEO 100' : ''}; ` +
      `medians of ${runs} run${runs === 1 ? '' : 's'}): met by ${met} of ${judged.length} pages`,
    ...judged.filter((page) => page.misses.length).map((page) => `  missed: ${page.name} — ${page.misses.join('; ')}`),
  ];
}
