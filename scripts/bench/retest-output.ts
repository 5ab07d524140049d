/**
 * The committed output of the retest benchmark (issue 24 §4): `node scripts/bench-retest.ts
 * --write` collects the current rule's figures per model and number of stored results, and the
 * adaptive section's fixed → adaptive figures (./retest-adaptive.ts), and writes them, validated with web/src/lib/retest-benchmark.ts, to {@link RETEST_BENCHMARK_FILE} — the file
 * the method page `/theory/how-scoring-works` renders as tables. Pure Node.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ADAPTIVE_UNDER_PRIOR,
  DICHOTOMIES,
  EARLY_STOP,
  FOLLOW_UP_CAP_PER_SCALE,
  FOLLOW_UP_BUDGET,
  FOLLOW_UP_ORDER,
  MIN_RESPONSES_FOR_DISTRIBUTION,
  MIN_RESPONSES_FOR_ESTIMATE,
  MIN_RESPONSES_FOR_INTERVAL,
  PRIOR_RELIABILITY,
  TRUE_SCORE_SMOOTHING,
  type DichotomyKey,
  type FreeTestItem,
  type ScaleStatisticsInput,
} from '../../schemas/src/engine/index.ts';
import {
  parseRetestBenchmark,
  RETEST_BENCHMARK_VERSION,
  type AdaptiveRun,
  type AdaptiveRunFigures,
  type RetestBenchmark,
  type RetestModel,
  type RetestRun,
} from '../../web/src/lib/retest-benchmark.ts';
import {
  ADAPTIVE_TARGETS,
  CURRENT_RULE,
  MIN_BIN_LETTERS,
  missedTargets,
  TARGETS,
  type AdaptiveFigures,
  type ModelSpec,
  type PairedDifference,
  type RetestFigures,
} from './retest.ts';
import type { AdaptiveRow } from './retest-adaptive.ts';

/** Where the benchmark's output lives (read by web/src/features/scoring/method-data.ts). */
export const RETEST_BENCHMARK_FILE = fileURLToPath(new URL('../../web/src/features/scoring/retest-benchmark.json', import.meta.url));

/**
 * One run of the current rule as the file stores it.
 * @param stored stored results behind each scale (0 = none)
 * @param stats the simulated stored statistics (null when `stored` is 0)
 * @param items the item bank (its EI scale's item count names the regime)
 * @param figures the run's figures (scripts/bench/retest.ts simulateRetest)
 */
export function retestRun(
  stored: number,
  stats: Readonly<Record<DichotomyKey, ScaleStatisticsInput>> | null,
  items: readonly FreeTestItem[],
  figures: RetestFigures,
): RetestRun {
  const itemCount = Math.max(1, items.filter((item) => item.key === 'EI').length);
  return {
    stored,
    source: CURRENT_RULE.precisionFor(itemCount, stats ? stats.EI : null).source,
    settledLetterShare: figures.settledLetterShare,
    settledFlipRate: figures.settledFlipRate,
    settledTypeShare: figures.settledTypeShare,
    typeAgreement: figures.typeAgreement,
    coverage: figures.coverage,
    claim: figures.claim,
    oddsAtLeast: figures.oddsAtLeast,
    calibration: figures.calibration.map((bin) => ({ ...bin })),
    missed: missedTargets(figures),
  };
}

/** One side of an adaptive run as the file stores it (the simulation's figures without the people count). */
function adaptiveFigures(f: AdaptiveFigures): AdaptiveRunFigures {
  return {
    medianStatements: f.medianStatements,
    p90Statements: f.p90Statements,
    meanFollowUps: f.meanFollowUps,
    meanSkipped: f.meanSkipped,
    settledLetterShare: f.settledLetterShare,
    settledFlipRate: f.settledFlipRate,
    settledTypeShare: f.settledTypeShare,
    typeAgreement: f.typeAgreement,
    coverage: f.coverage,
    claim: { ...f.claim },
    oddsAtLeast: f.oddsAtLeast,
    calibration: f.calibration.map((bin) => ({ ...bin })),
  };
}

/** A paired difference as the file stores it (without the discordant counts). */
function paired(d: PairedDifference): { difference: number; low: number; high: number } {
  return { difference: d.difference, low: d.low, high: d.high };
}

/**
 * One row of the adaptive section (./retest-adaptive.ts runAdaptiveSection) as the file stores it:
 * the fixed test ("before") → the adaptive test ("after") on the same people.
 */
export function adaptiveRun(row: AdaptiveRow): AdaptiveRun {
  return {
    stored: row.stored,
    source: row.source,
    fixed: adaptiveFigures(row.before),
    adaptive: adaptiveFigures(row.after),
    gains: {
      fourSettled: paired(row.gains.fourSettled),
      typeAgreement: paired(row.gains.typeAgreement),
    },
    missed: row.missed,
    judged: row.judged,
  };
}

/**
 * One model as the file stores it.
 * @param spec the model's spec; @param measured what the calibrated model measured; @param runs its runs
 * @param adaptive its adaptive section's rows ({@link adaptiveRun})
 */
export function retestModel(
  spec: ModelSpec,
  measured: { alpha: number; itemSd: number },
  runs: RetestRun[],
  adaptive: AdaptiveRun[],
): RetestModel {
  return {
    name: spec.name,
    shape: spec.shape,
    reliability: spec.reliability,
    itemSd: spec.itemSd,
    unequal: spec.unequal,
    measuredAlpha: measured.alpha,
    measuredItemSd: measured.itemSd,
    runs,
    adaptive,
  };
}

/**
 * The whole file, validated.
 * @throws Error (zod) when a figure is out of range — nothing invalid is ever written
 */
export function retestBenchmark(input: {
  generatedAt: Date;
  command: string;
  seed: number;
  people: number;
  items: readonly FreeTestItem[];
  clearTypeRecovery: number;
  models: RetestModel[];
}): RetestBenchmark {
  return parseRetestBenchmark({
    version: RETEST_BENCHMARK_VERSION,
    generatedAt: input.generatedAt.toISOString(),
    command: input.command,
    seed: input.seed,
    people: input.people,
    itemsPerScale: Object.fromEntries(DICHOTOMIES.map((d) => [d.key, input.items.filter((item) => item.key === d.key).length])),
    bandWidth: CURRENT_RULE.width,
    regimes: { interval: MIN_RESPONSES_FOR_INTERVAL, estimate: MIN_RESPONSES_FOR_ESTIMATE, priorReliability: PRIOR_RELIABILITY },
    targets: { ...TARGETS },
    minBinLetters: MIN_BIN_LETTERS,
    clearTypeRecovery: input.clearTypeRecovery,
    models: input.models,
    adaptiveRule: {
      cap: FOLLOW_UP_CAP_PER_SCALE,
      earlyStop: EARLY_STOP ? { ...EARLY_STOP } : null,
      underPrior: ADAPTIVE_UNDER_PRIOR,
      budget: FOLLOW_UP_BUDGET,
      order: FOLLOW_UP_ORDER,
      medianTarget: ADAPTIVE_TARGETS.medianStatements,
    },
    odds: { distributionFrom: MIN_RESPONSES_FOR_DISTRIBUTION, smoothing: TRUE_SCORE_SMOOTHING },
  });
}

/** Writes the file (two-space JSON, trailing newline). */
export function writeRetestBenchmark(record: RetestBenchmark, file = RETEST_BENCHMARK_FILE): void {
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
