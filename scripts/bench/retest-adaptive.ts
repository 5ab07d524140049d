/**
 * The adaptive section of scripts/bench-retest.ts (`--adaptive`, issue 24 §3): per response model
 * and number of stored results, the fixed test alone ("before") and the test with early stops and
 * follow-up items ("after", schemas/src/engine/adaptive.ts), on the same simulated people, each
 * person taking the test twice. Prints statements answered (median, p90), the share of letters
 * shown settled and how often they flip on the retest (target ≤ 5 %), four settled letters and
 * whole-type agreement (targets: above "before"); the targets are judged for the models at
 * reliability .80 (issue 24 §3) and printed for the others.
 */
import {
  EARLY_STOP,
  FOLLOW_UP_CAP_PER_SCALE,
  FOLLOW_UP_REACH_SEM,
  ADAPTIVE_UNDER_PRIOR,
  FOLLOW_UP_BUDGET,
  FOLLOW_UP_ORDER,
  MIN_RESPONSES_FOR_INTERVAL,
  MIN_RESPONSES_FOR_ESTIMATE,
  precisionForLength,
  type AdaptiveOptions,
  type ScalePrecision,
} from '../../schemas/src/engine/index.ts';
import { worstCalibrationBin } from '../../web/src/lib/retest-benchmark.ts';
import {
  calibrateModel,
  loadFollowUpPools,
  loadFreeTestItems,
  missedAdaptiveTargets,
  MIN_BIN_LETTERS,
  MODEL_SPECS,
  sampleStatistics,
  simulateAdaptiveRetest,
  STORED_LEVELS,
  withPoolItems,
  formatPaired,
  pairedDifference,
  type AdaptiveFigures,
  type AdaptiveSimulationOptions,
  type ModelSpec,
  type PairedDifference,
} from './retest.ts';

/** Options of the adaptive section. */
export interface AdaptiveRunOptions {
  people: number;
  seed: number;
  specs?: readonly ModelSpec[];
  /** Overrides of the rule's constants, for tuning (default: the engine's). */
  rule?: Pick<AdaptiveOptions, 'cap' | 'earlyStop' | 'reach' | 'adaptiveUnderPrior' | 'budget' | 'order'>;
  /** Stored results behind each scale (default STORED_LEVELS: 0, 150, 500 and 2,000). */
  stored?: readonly number[];
  log?: (line: string) => void;
}

/** One row of the adaptive section. */
export interface AdaptiveRow {
  model: string;
  stored: number;
  /** The SEM regime of the scales at their fixed length (E/I's; all four share the regime in the simulation). */
  source: ScalePrecision['source'];
  before: AdaptiveFigures;
  /** The rule before stop 30 ({@link OLD_RULE}) on the same people. */
  old: AdaptiveFigures;
  after: AdaptiveFigures;
  /** After minus before, paired on the same people, with 95 % intervals ({@link pairedDifference}). */
  gains: { fourSettled: PairedDifference; typeAgreement: PairedDifference };
  /** Missed targets (judged only for models at reliability .80). */
  missed: string[];
  judged: boolean;
}

/**
 * The calibration bin (≥ MIN_BIN_LETTERS letters) furthest from its shown odds, as "observed − shown" in points with the bin
 * (web/src/lib/retest-benchmark.ts worstCalibrationBin, the method page's rule); for odds shown as "at least" only a shortfall counts.
 */
export function worstBin(f: AdaptiveFigures): string {
  const worst = worstCalibrationBin(f.calibration, MIN_BIN_LETTERS, f.oddsAtLeast);
  return worst
    ? `${worst.off >= 0 ? '+' : ''}${worst.off.toFixed(1)} (${Math.round(worst.from * 100)}–${Math.round(worst.to * 100)}%)`
    : '—';
}

/**
 * The engine's rule before stop 30, printed as "old" beside the fixed test and the rule now: cap 2
 * follow-ups per letter in turns, early stops from 10 items, the shared budget in the 150–499
 * regime only (no budget from 500 stored).
 */
export const OLD_RULE = {
  cap: 2,
  earlyStop: { minItems: 10, widthSem: 2.75, flipChance: 0.05 },
  reach: null,
  budget: 0,
  budgetIntervalOnly: true,
  order: 'turns',
} as const satisfies AdaptiveSimulationOptions;

/** Runs and prints the adaptive section; @returns its rows (for a JSON writer or a test). */
export function runAdaptiveSection(options: AdaptiveRunOptions): AdaptiveRow[] {
  const log = options.log ?? ((line: string) => console.log(line));
  const items = loadFreeTestItems();
  const pools = loadFollowUpPools();
  const rule = options.rule ?? {};
  const cap = rule.cap ?? FOLLOW_UP_CAP_PER_SCALE;
  const early = rule.earlyStop === undefined ? EARLY_STOP : rule.earlyStop;
  const reach = rule.reach === undefined ? FOLLOW_UP_REACH_SEM : rule.reach;
  const budget = rule.budget === undefined ? FOLLOW_UP_BUDGET : rule.budget;
  const order = rule.order ?? FOLLOW_UP_ORDER;
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(6);
  const rows: AdaptiveRow[] = [];
  log(
    `\nADAPTIVE (issue 24 §3): fixed items ${items.length}, follow-up pools ${Object.entries(pools)
      .map(([key, pool]) => `${key} ${pool.length}`)
      .join(
        ' · ',
      )}; cap ${cap} per scale; futility stop ${reach === null ? 'off' : `unless ${reach} SEM from settling`}; early stop ${early ? `after ≥ ${early.minItems} fixed items beyond ${early.widthSem} SEM${early.flipChance === undefined ? '' : ` and a predicted retake flip ≤ ${early.flipChance}`}` : 'off'}; adaptive under the prior (< 150 stored) ${(rule.adaptiveUnderPrior ?? ADAPTIVE_UNDER_PRIOR) ? 'on' : 'off'}; follow-ups ${budget === null ? 'not budgeted' : `within the statements early stops saved${budget === 0 ? '' : ` + ${budget}`}`}, in the order ${order}; "old": the rule before stop 30 (cap 2, turns, budget in the ${MIN_RESPONSES_FOR_INTERVAL}–${MIN_RESPONSES_FOR_ESTIMATE - 1} regime only); Δ: paired difference against the fixed test on the same people, 95 % interval; ${options.people} people, each twice; seed ${options.seed}.`,
  );
  for (const spec of options.specs ?? MODEL_SPECS) {
    const model = withPoolItems(calibrateModel(spec, items), pools);
    const judged = spec.reliability === 0.8;
    log(`\n== ${spec.name}${judged ? '' : ' (targets judged at reliability .80 only)'}`);
    log(
      '  stored   run      statements med / p90   follow-ups  skipped   settled letters  flips   four settled  type agreement   coverage (claim)   worst odds bin',
    );
    for (const stored of options.stored ?? STORED_LEVELS) {
      const stats = stored > 0 ? sampleStatistics(model, stored, options.seed + 1) : null;
      const before = simulateAdaptiveRetest(model, pools, stats, options.people, options.seed + 2, { cap: 0, earlyStop: null });
      const underPrior = rule.adaptiveUnderPrior ?? ADAPTIVE_UNDER_PRIOR;
      const after = simulateAdaptiveRetest(model, pools, stats, options.people, options.seed + 2, {
        cap,
        earlyStop: early,
        reach,
        adaptiveUnderPrior: underPrior,
        budget,
        order,
      });
      const old = simulateAdaptiveRetest(model, pools, stats, options.people, options.seed + 2, OLD_RULE);
      const line = (label: string, f: AdaptiveFigures) =>
        `  ${String(stored).padStart(6)}   ${label}   ${String(f.medianStatements).padStart(5)} / ${String(f.p90Statements).padEnd(5)}          ${f.meanFollowUps.toFixed(1).padStart(5)}     ${f.meanSkipped.toFixed(1).padStart(5)}        ${percent(f.settledLetterShare)}     ${percent(f.settledFlipRate)}     ${percent(f.settledTypeShare)}        ${percent(f.typeAgreement)}     ${percent(f.coverage)} (${f.claim.atLeast ? '≥' : '≈'}${percent(f.claim.share).trim()})   ${worstBin(f)}`;
      log(line('before', before));
      log(line('old   ', old));
      log(line('after ', after));
      const gains = {
        fourSettled: pairedDifference(after.perPerson.fourSettled, before.perPerson.fourSettled),
        typeAgreement: pairedDifference(after.perPerson.sameType, before.perPerson.sameType),
      };
      const oldGains = {
        fourSettled: pairedDifference(old.perPerson.fourSettled, before.perPerson.fourSettled),
        typeAgreement: pairedDifference(old.perPerson.sameType, before.perPerson.sameType),
      };
      log(
        `           Δ four settled: old ${formatPaired(oldGains.fourSettled)}, after ${formatPaired(gains.fourSettled)} · Δ type agreement: old ${formatPaired(oldGains.typeAgreement)}, after ${formatPaired(gains.typeAgreement)} (points)`,
      );
      // under the prior the test is not adaptive (ADAPTIVE_UNDER_PRIOR, decided): "after" is the fixed test, no gain to judge
      const fixedOnly = stored < MIN_RESPONSES_FOR_INTERVAL && !underPrior;
      const missed = fixedOnly
        ? missedAdaptiveTargets(after, before).filter((miss) => !/^(four settled|type agreement)/.test(miss))
        : missedAdaptiveTargets(after, before);
      if (fixedOnly) log('           (not adaptive under the prior: the fixed test)');
      if (missed.length > 0) log(`           ${judged ? 'MISSES' : 'would miss'}: ${missed.join('; ')}`);
      const fixedCount = items.filter((item) => item.key === 'EI').length;
      const source = precisionForLength(fixedCount, fixedCount, stats ? stats.EI : null).source;
      rows.push({ model: spec.name, stored, source, before, old, after, gains, missed, judged });
    }
  }
  const misses = rows.filter((row) => row.judged && row.missed.length > 0);
  log(
    misses.length === 0
      ? '\nAdaptive: every target holds for the models at reliability .80.'
      : `\nAdaptive misses (reliability .80):\n  ${misses.map((row) => `${row.model}, ${row.stored} stored: ${row.missed.join('; ')}`).join('\n  ')}`,
  );
  return rows;
}
