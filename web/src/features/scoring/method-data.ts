/**
 * The tables of the method page `/theory/how-scoring-works` (issue 24 §4), built from data only:
 * the psychometrics document the job writes (web/src/lib/psychometrics-record.ts: N, α, SD and
 * the item analysis per scale) and the retest benchmark's committed output
 * (./retest-benchmark.json, written by `node scripts/bench-retest.ts --rule new --write`, validated
 * by web/src/lib/retest-benchmark.ts), its fixed and adaptive runs alike. No figure of the page lives in a translation file: every
 * number comes from here or from the constants of score-bands.ts. Pure: no framework imports.
 */
import {
  ALPHA_CONFIDENCE,
  DICHOTOMIES,
  MIN_RESPONSES_FOR_DISTRIBUTION,
  MIN_RESPONSES_FOR_ESTIMATE,
  MIN_RESPONSES_FOR_INTERVAL,
  PRIOR_RELIABILITY,
  type DichotomyKey,
  type PrecisionSource,
  type ScalePrecision,
} from '@typeatlas/schemas/engine';
import type { PsychometricsRecord } from '@/lib/psychometrics-record';
import {
  parseRetestBenchmark,
  worstCalibrationBin,
  type AdaptiveRunFigures,
  type RetestBenchmark,
  type RetestRun,
  type WorstBin,
} from '@/lib/retest-benchmark';
import committed from './retest-benchmark.json';

/** The committed benchmark output, validated at module load (a file that does not parse fails the build, not a visitor). */
export const RETEST_BENCHMARK: RetestBenchmark = parseRetestBenchmark(committed);

/** Which SEM regime a scale is in, why, and how far the next one is. */
export interface RegimeNote {
  /** The regime the scoring uses (score-bands.ts `precisionFor`). */
  source: PrecisionSource;
  /** Responses behind the scale's stored statistics (0 without a document). */
  n: number;
  /**
   * `prior` with at least {@link MIN_RESPONSES_FOR_INTERVAL} responses: the statistics were not
   * usable (α outside 0 … 1, no spread, or a lower confidence limit of α ≤ 0), so the bound applies.
   */
  unusable: boolean;
  /** Responses at which the next regime starts, null in the last one. */
  nextAt: number | null;
  /** Responses still missing to {@link nextAt} (0 when reached, null in the last regime). */
  needed: number | null;
  /**
   * The retake odds are read from the stored score distribution ("about"): the precision carries
   * one, which score-bands.ts `precisionFor` attaches only from {@link MIN_RESPONSES_FOR_DISTRIBUTION}
   * stored results (issue 24 §2, stop 29). Otherwise the odds are floors ("at least").
   */
  oddsFromDistribution: boolean;
  /** In the `estimate` regime with floors: responses still missing to {@link MIN_RESPONSES_FOR_DISTRIBUTION} (0 when reached); else null. */
  oddsNeeded: number | null;
}

/**
 * The regime note of a scale, from its N and the precision the scoring derived
 * ({@link MIN_RESPONSES_FOR_INTERVAL}, {@link MIN_RESPONSES_FOR_ESTIMATE} from score-bands.ts).
 * @param n responses behind the scale (≥ 0)
 * @param precision the scale's precision (`precisionFor`)
 */
export function regimeNote(n: number, precision: Pick<ScalePrecision, 'source' | 'distribution'>): RegimeNote {
  const oddsFromDistribution = precision.distribution !== undefined;
  const nextAt =
    n < MIN_RESPONSES_FOR_INTERVAL ? MIN_RESPONSES_FOR_INTERVAL : n < MIN_RESPONSES_FOR_ESTIMATE ? MIN_RESPONSES_FOR_ESTIMATE : null;
  return {
    source: precision.source,
    n,
    unusable: precision.source === 'prior' && n >= MIN_RESPONSES_FOR_INTERVAL,
    nextAt,
    needed: nextAt === null ? null : Math.max(0, nextAt - n),
    oddsFromDistribution,
    oddsNeeded: precision.source === 'estimate' && !oddsFromDistribution ? Math.max(0, MIN_RESPONSES_FOR_DISTRIBUTION - n) : null,
  };
}

/** The constants the regime texts interpolate (score-bands.ts), so no translation holds them. */
export const REGIME_CONSTANTS = {
  interval: MIN_RESPONSES_FOR_INTERVAL,
  estimate: MIN_RESPONSES_FOR_ESTIMATE,
  distribution: MIN_RESPONSES_FOR_DISTRIBUTION,
  prior: PRIOR_RELIABILITY.toFixed(2),
  confidence: Math.round(ALPHA_CONFIDENCE * 100),
} as const;

/** One row of the item-analysis table: a statement's corrected item-total correlation and α if deleted. */
export interface ItemStatisticsRow {
  key: DichotomyKey;
  id: string;
  itemTotal: number | null;
  alphaIfDeleted: number | null;
  weak: boolean;
}

/**
 * The item analysis of every scale with responses, in EI, SN, TF, JP order (the job's order of
 * items within a scale is kept).
 * @param record the psychometrics document, or null when the job has not run
 * @returns the rows; empty without a document or without any scale with responses
 */
export function itemStatisticsRows(record: PsychometricsRecord | null): ItemStatisticsRow[] {
  if (!record) return [];
  return DICHOTOMIES.flatMap((d) => {
    const scale = record.scales[d.key];
    if (!scale || scale.n === 0) return [];
    return scale.items.map((item) => ({
      key: d.key,
      id: item.id,
      itemTotal: item.itemTotal,
      alphaIfDeleted: item.alphaIfDeleted,
      weak: item.weak,
    }));
  });
}

/** One row of the benchmark's models table. */
export interface BenchmarkModelRow {
  name: string;
  shape: RetestBenchmark['models'][number]['shape'];
  unequal: boolean;
  /** Target α and mean item SD, and what the calibrated model measured. */
  reliability: number;
  itemSd: number;
  measuredAlpha: number;
  measuredItemSd: number;
}

/** The benchmark's response models, in the file's order. */
export function benchmarkModelRows(benchmark: RetestBenchmark): BenchmarkModelRow[] {
  return benchmark.models.map((model) => ({
    name: model.name,
    shape: model.shape,
    unequal: model.unequal,
    reliability: model.reliability,
    itemSd: model.itemSd,
    measuredAlpha: model.measuredAlpha,
    measuredItemSd: model.measuredItemSd,
  }));
}

/** One row of the benchmark's results table: one model with one number of stored results. */
export interface BenchmarkRunRow {
  model: string;
  stored: number;
  source: RetestRun['source'];
  /** Share of letters shown settled, and of those the share that flipped on the retest. */
  settledShare: number;
  flipRate: number;
  /** Share of retake scores inside the band, and the share the band claims (a floor when `claimAtLeast`). */
  coverage: number;
  claim: number;
  claimAtLeast: boolean;
  fourSettled: number;
  typeAgreement: number;
  /** True when the run met every target of the benchmark. */
  meetsTargets: boolean;
}

/** Every run of every model, models in the file's order, runs by stored results ascending. */
export function benchmarkRunRows(benchmark: RetestBenchmark): BenchmarkRunRow[] {
  return benchmark.models.flatMap((model) =>
    [...model.runs]
      .sort((a, b) => a.stored - b.stored)
      .map((run) => ({
        model: model.name,
        stored: run.stored,
        source: run.source,
        settledShare: run.settledLetterShare,
        flipRate: run.settledFlipRate,
        coverage: run.coverage,
        claim: run.claim.share,
        claimAtLeast: run.claim.atLeast,
        fourSettled: run.settledTypeShare,
        typeAgreement: run.typeAgreement,
        meetsTargets: run.missed.length === 0,
      })),
  );
}

/** One row of the calibration table: a bin of shown retake odds in one model. */
export interface CalibrationRow {
  model: string;
  from: number;
  to: number;
  letters: number;
  shown: number;
  observed: number;
}

/**
 * The retake-odds calibration of every model's run with the most stored results (2,000: the plain
 * estimates with the stored score distribution, where the odds are shown as "about"), bins with at least the file's
 * `minBinLetters` letters only (smaller bins are not judged).
 */
export function calibrationRows(benchmark: RetestBenchmark): CalibrationRow[] {
  return benchmark.models.flatMap((model) => {
    const run = [...model.runs].sort((a, b) => b.stored - a.stored)[0];
    if (!run) return [];
    return run.calibration
      .filter((bin) => bin.letters >= benchmark.minBinLetters)
      .map((bin) => ({ model: model.name, from: bin.from, to: bin.to, letters: bin.letters, shown: bin.shown, observed: bin.observed }));
  });
}

/** The headline of the benchmark: its worst flip rate and whether every run met every target. */
export function benchmarkSummary(benchmark: RetestBenchmark): {
  models: number;
  worstFlipRate: number;
  allTargetsMet: boolean;
  storedLevels: number[];
} {
  const runs = benchmark.models.flatMap((model) => model.runs);
  return {
    models: benchmark.models.length,
    worstFlipRate: Math.max(0, ...runs.map((run) => run.settledFlipRate)),
    allTargetsMet: runs.every((run) => run.missed.length === 0),
    storedLevels: [...new Set(runs.map((run) => run.stored))].sort((a, b) => a - b),
  };
}

/** One side (fixed test or adaptive test) of a row of the adaptive table. */
export interface AdaptiveSide {
  /** Statements answered per administration: median and 90th percentile. */
  median: number;
  p90: number;
  /** Share of the letters shown settled that flip on the retest. */
  flipRate: number;
  /** Share of retake scores inside the band, and the share claimed (a floor when `claimAtLeast`). */
  coverage: number;
  claim: number;
  claimAtLeast: boolean;
  /** The judged calibration bin furthest from its odds (points), null when no bin has the file's `minBinLetters`. */
  worstBin: WorstBin | null;
  fourSettled: number;
  typeAgreement: number;
}

/** One row of the adaptive table: one model with one number of stored results, the fixed test → the adaptive test. */
export interface AdaptiveRunRow {
  model: string;
  stored: number;
  source: RetestRun['source'];
  fixed: AdaptiveSide;
  adaptive: AdaptiveSide;
  /** Adaptive minus fixed on the same people, shares with the 95 % interval (the file's `gains`). */
  gains: RetestBenchmark['models'][number]['adaptive'][number]['gains'];
  /** Whether the adaptive targets are judged in this model (the file's `judged`). */
  judged: boolean;
  /** True when the run missed none of them. */
  meetsTargets: boolean;
}

/** One side of an adaptive run, with its worst bin judged as the benchmark judges it. */
function adaptiveSide(figures: AdaptiveRunFigures, minBinLetters: number): AdaptiveSide {
  return {
    median: figures.medianStatements,
    p90: figures.p90Statements,
    flipRate: figures.settledFlipRate,
    coverage: figures.coverage,
    claim: figures.claim.share,
    claimAtLeast: figures.claim.atLeast,
    worstBin: worstCalibrationBin(figures.calibration, minBinLetters, figures.oddsAtLeast),
    fourSettled: figures.settledTypeShare,
    typeAgreement: figures.typeAgreement,
  };
}

/**
 * The adaptive section of the benchmark (issue 24 §3, §4): every model's adaptive runs, models in
 * the file's order, runs by stored results ascending, each as the fixed test → the adaptive test on
 * the same simulated people.
 */
export function adaptiveRunRows(benchmark: RetestBenchmark): AdaptiveRunRow[] {
  return benchmark.models.flatMap((model) =>
    [...model.adaptive]
      .sort((a, b) => a.stored - b.stored)
      .map((run) => ({
        model: model.name,
        stored: run.stored,
        source: run.source,
        fixed: adaptiveSide(run.fixed, benchmark.minBinLetters),
        adaptive: adaptiveSide(run.adaptive, benchmark.minBinLetters),
        gains: run.gains,
        judged: run.judged,
        meetsTargets: run.missed.length === 0,
      })),
  );
}

/**
 * The reliabilities (target α) of the models whose adaptive targets are judged, ascending and
 * distinct (issue 24 §3 judges them at .80); empty when none is judged.
 */
export function judgedReliabilities(benchmark: RetestBenchmark): number[] {
  return [...new Set(benchmark.models.filter((model) => model.adaptive.some((run) => run.judged)).map((model) => model.reliability))].sort(
    (a, b) => a - b,
  );
}
