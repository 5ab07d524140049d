/**
 * The retest benchmark's committed output (issue 24 §4): what `node scripts/bench-retest.ts
 * --write` measured for the current band rule — its response models, seed, people per run, date,
 * and per model and number of stored results the flips of settled letters, band coverage against
 * the share claimed, the retake-odds calibration table, the four-settled share and whole-type
 * agreement; and the same people taking the fixed test and the adaptive one (issue 24 §3:
 * statements answered, flips, coverage, calibration, four settled, agreement). Written to web/src/features/scoring/retest-benchmark.json by the benchmark (validated
 * with this schema before writing) and read by the method page `/theory/how-scoring-works`
 * (validated again at the read). Shares are fractions 0 … 1, never percentages.
 * Pure: no framework imports.
 */
import * as z from 'zod/mini';

/** Version of the file's shape; the page refuses other versions. */
export const RETEST_BENCHMARK_VERSION = 4;

const share = z.number().check(z.minimum(0), z.maximum(1));
const finite = z.number().check(z.refine(Number.isFinite, 'must be finite'));

/** One calibration bin: letters whose shown retake odds fall in [from, to). */
export const calibrationBinSchema = z.object({
  from: share,
  to: share,
  letters: z.int().check(z.minimum(0)),
  /** Mean odds shown in the bin. */
  shown: share,
  /** Share of those letters the retake gave again. */
  observed: share,
});

/** Figures of one run: one model, one number of stored results behind each scale. */
export const retestRunSchema = z.object({
  /** Stored results behind each scale (0: the bound; 150: the interval regime; 500: the plain estimates, odds as floors; 2,000: odds from the stored distribution, "about"). */
  stored: z.int().check(z.minimum(0)),
  /** The SEM regime the rule used in this run (score-bands.ts `PrecisionSource`). */
  source: z.enum(['prior', 'interval', 'estimate']),
  settledLetterShare: share,
  settledFlipRate: share,
  settledTypeShare: share,
  typeAgreement: share,
  coverage: share,
  claim: z.object({ share, atLeast: z.boolean() }),
  oddsAtLeast: z.boolean(),
  calibration: z.array(calibrationBinSchema).check(z.maxLength(10)),
  /** The targets this run missed, in words (empty when all hold). */
  missed: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(20)),
});

/**
 * What one administration rule gave in the adaptive section (scripts/bench/retest.ts
 * `AdaptiveFigures`): the fixed test alone or the adaptive test, each person taking it twice.
 */
export const adaptiveFiguresSchema = z.object({
  /** Statements answered per administration: median and 90th percentile (counts). */
  medianStatements: z.int().check(z.minimum(0)),
  p90Statements: z.int().check(z.minimum(0)),
  /** Mean follow-up statements per administration and mean fixed statements skipped by the early stop. */
  meanFollowUps: z.number().check(z.minimum(0)),
  meanSkipped: z.number().check(z.minimum(0)),
  settledLetterShare: share,
  settledFlipRate: share,
  settledTypeShare: share,
  typeAgreement: share,
  coverage: share,
  claim: z.object({ share, atLeast: z.boolean() }),
  oddsAtLeast: z.boolean(),
  calibration: z.array(calibrationBinSchema).check(z.maxLength(10)),
});

/** One model with one number of stored results in the adaptive section: the fixed test → the adaptive test, same people. */
/** A paired difference of two shares with its 95 % interval (−1 … 1 each). */
const pairedSchema = z.object({ difference: finite, low: finite, high: finite });

export const adaptiveRunSchema = z.object({
  stored: z.int().check(z.minimum(0)),
  /** The SEM regime of the scales at their fixed length. */
  source: z.enum(['prior', 'interval', 'estimate']),
  fixed: adaptiveFiguresSchema,
  adaptive: adaptiveFiguresSchema,
  /**
   * Adaptive minus fixed on the same people, as shares with the 95 % interval of a paired difference
   * (scripts/bench/retest.ts pairedDifference): four settled letters and whole-type agreement.
   */
  gains: z.object({ fourSettled: pairedSchema, typeAgreement: pairedSchema }),
  /** The adaptive targets this run missed, in words (an empty list when all hold). */
  missed: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(20)),
  /** Whether the adaptive targets are judged in this model (issue 24 §3: the models at reliability .80); printed for the others. */
  judged: z.boolean(),
});

/** One response model with its calibration as measured and its runs. */
export const retestModelSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  shape: z.enum(['normal', 'skewed', 'bimodal']),
  /** Target reliability (α) and mean item SD (0 … 4 scale). */
  reliability: share,
  itemSd: finite,
  unequal: z.boolean(),
  /** What the calibrated model measured. */
  measuredAlpha: finite,
  measuredItemSd: finite,
  runs: z.array(retestRunSchema).check(z.minLength(1), z.maxLength(10)),
  /** The adaptive section's runs (fixed → adaptive). */
  adaptive: z.array(adaptiveRunSchema).check(z.minLength(1), z.maxLength(10)),
});

/** The adaptive rule the run used (schemas/src/engine/adaptive.ts constants). */
export const adaptiveRuleSchema = z.object({
  /** Follow-ups per scale at most (none while the scale's precision is the prior, unless `underPrior`). */
  cap: z.int().check(z.minimum(0)),
  earlyStop: z.nullable(z.object({ minItems: z.int(), widthSem: finite, flipChance: z.optional(share) })),
  underPrior: z.boolean(),
  /**
   * Follow-ups beyond the statements early stops saved, shared by the four scales in every adaptive
   * regime (adaptive.ts FOLLOW_UP_BUDGET); null: no shared budget.
   */
  budget: z.nullable(z.int().check(z.minimum(0))),
  /** Which open letter gets the next follow-up (adaptive.ts FOLLOW_UP_ORDER). */
  order: z.enum(['turns', 'gain']),
  /** The median target (statements) at reliability .80. */
  medianTarget: z.int(),
});

/**
 * How the retake odds were computed (schemas/src/engine/score-bands.ts retakeOdds): from how many stored
 * results a scale's odds come from its deconvolved score distribution (MIN_RESPONSES_FOR_DISTRIBUTION),
 * and the SD in points of the EMS smoothing kernel of that deconvolution (TRUE_SCORE_SMOOTHING; 0 = the
 * unsmoothed estimate of the runs before version 4).
 */
export const oddsRuleSchema = z.object({
  distributionFrom: z.int().check(z.minimum(0)),
  smoothing: finite,
});

/** The whole file. */
export const retestBenchmarkSchema = z.object({
  version: z.literal(RETEST_BENCHMARK_VERSION),
  /** ISO 8601 time the run finished. */
  generatedAt: z.iso.datetime({ offset: true }),
  /** The command that wrote it (to regenerate). */
  command: z.string().check(z.minLength(1), z.maxLength(300)),
  seed: z.int(),
  /** Simulated people per run, each taking the test twice. */
  people: z.int().check(z.minimum(1)),
  /** Items per scale of the item bank the run used. */
  itemsPerScale: z.record(z.string(), z.int().check(z.minimum(0))),
  /** The band half-width in SEMs the run judged (score-bands.ts BAND_WIDTH_SEM). */
  bandWidth: finite,
  /** The regime thresholds the run used (MIN_RESPONSES_FOR_INTERVAL, MIN_RESPONSES_FOR_ESTIMATE) and the prior α. */
  regimes: z.object({ interval: z.int(), estimate: z.int(), priorReliability: share }),
  targets: z.object({ settledFlip: share, coverage: share, calibration: share }),
  /** Calibration bins with fewer letters are printed but not judged. */
  minBinLetters: z.int().check(z.minimum(0)),
  /** Clear-type recovery of the item bank (share recovered). */
  clearTypeRecovery: share,
  models: z.array(retestModelSchema).check(z.minLength(1), z.maxLength(20)),
  adaptiveRule: adaptiveRuleSchema,
  /** The retake odds' rule the run used (version 4 on). */
  odds: oddsRuleSchema,
});

/** A parsed {@link retestBenchmarkSchema}. */
export type RetestBenchmark = z.infer<typeof retestBenchmarkSchema>;
/** One model of a {@link RetestBenchmark}. */
export type RetestModel = RetestBenchmark['models'][number];
/** One run of a {@link RetestModel}. */
export type RetestRun = RetestModel['runs'][number];
/** One adaptive run of a {@link RetestModel}. */
export type AdaptiveRun = RetestModel['adaptive'][number];
/** One side (fixed or adaptive) of an {@link AdaptiveRun}. */
export type AdaptiveRunFigures = AdaptiveRun['fixed'];
/** A calibration bin. */
export type CalibrationBin = z.infer<typeof calibrationBinSchema>;

/** The judged calibration bin furthest from its shown odds, see {@link worstCalibrationBin}. */
export interface WorstBin {
  /** Observed − shown, in points (percentage points, e.g. +4.8); 0 for an "at least" bin above its odds. */
  off: number;
  from: number;
  to: number;
}

/**
 * The calibration bin with at least `minLetters` letters furthest from its shown odds (scripts/bench
 * judges bins the same way, issue 24 §2: every bin within ±5 points). For odds shown as "at least"
 * only a shortfall counts: a bin observed above its odds counts as 0.
 * @param bins the calibration table; @param minLetters smaller bins are not judged
 * @param atLeast whether the odds were shown as "at least"
 * @returns the worst bin, or null when no bin has enough letters
 */
export function worstCalibrationBin(bins: readonly CalibrationBin[], minLetters: number, atLeast: boolean): WorstBin | null {
  let worst: WorstBin | null = null;
  for (const bin of bins) {
    if (bin.letters < minLetters) continue;
    const raw = (bin.observed - bin.shown) * 100;
    const off = atLeast && raw > 0 ? 0 : raw;
    if (!worst || Math.abs(off) > Math.abs(worst.off)) worst = { off, from: bin.from, to: bin.to };
  }
  return worst;
}

/**
 * Parses the benchmark file.
 * @param value the parsed JSON
 * @returns the record
 * @throws Error (zod's, listing the fields) when the file does not match the schema — a committed
 *   file that no longer parses is a build-time bug, not something to hide from the page
 */
export function parseRetestBenchmark(value: unknown): RetestBenchmark {
  return retestBenchmarkSchema.parse(value);
}
