import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADAPTIVE_UNDER_PRIOR,
  BAND_WIDTH_SEM,
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
} from '../../schemas/src/engine/index.ts';
import { parseRetestBenchmark } from '../../web/src/lib/retest-benchmark.ts';
import { ADAPTIVE_TARGETS, loadFreeTestItems, MIN_BIN_LETTERS, MODEL_SPECS, TARGETS } from './retest.ts';
import { RETEST_BENCHMARK_FILE } from './retest-output.ts';

/**
 * The committed benchmark output (web/src/features/scoring/retest-benchmark.json, rendered by the
 * method page) must describe today's rule: the band width, the regime thresholds, the prior α, the
 * retake odds' rule (deconvolution threshold and smoothing), the targets, the models, the item bank and the adaptive rule (cap, early stop, under the prior, the
 * shared follow-up budget and the follow-up order), with
 * the adaptive section (fixed → adaptive) for every model at the same stored levels as its runs. When one of them changes this fails until the file is
 * rewritten with `node scripts/bench-retest.ts --rule new --write` (about 10 minutes). Reads the
 * file only: the benchmark itself never runs here.
 */
describe('committed retest benchmark output', () => {
  const record = parseRetestBenchmark(JSON.parse(readFileSync(RETEST_BENCHMARK_FILE, 'utf8')));

  it('was written for the current band rule, regimes and targets', () => {
    expect(record.bandWidth).toBe(BAND_WIDTH_SEM);
    expect(record.regimes).toEqual({
      interval: MIN_RESPONSES_FOR_INTERVAL,
      estimate: MIN_RESPONSES_FOR_ESTIMATE,
      priorReliability: PRIOR_RELIABILITY,
    });
    expect(record.targets).toEqual(TARGETS);
    expect(record.minBinLetters).toBe(MIN_BIN_LETTERS);
    // the retake odds: the deconvolution's threshold and its EMS smoothing (stop 31)
    expect(record.odds).toEqual({ distributionFrom: MIN_RESPONSES_FOR_DISTRIBUTION, smoothing: TRUE_SCORE_SMOOTHING });
  });

  it('covers every response model and the current item bank', () => {
    expect(record.models.map((model) => model.name)).toEqual(MODEL_SPECS.map((spec) => spec.name));
    const items = loadFreeTestItems();
    expect(record.itemsPerScale).toEqual(
      Object.fromEntries(DICHOTOMIES.map((d) => [d.key, items.filter((item) => item.key === d.key).length])),
    );
    expect(record.command).toMatch(/^node scripts\/bench-retest\.ts --rule new --write/);
  });

  it('holds the adaptive section for the current adaptive rule', () => {
    expect(record.adaptiveRule).toEqual({
      cap: FOLLOW_UP_CAP_PER_SCALE,
      earlyStop: EARLY_STOP ? { ...EARLY_STOP } : null,
      underPrior: ADAPTIVE_UNDER_PRIOR,
      budget: FOLLOW_UP_BUDGET,
      order: FOLLOW_UP_ORDER,
      medianTarget: ADAPTIVE_TARGETS.medianStatements,
    });
    for (const model of record.models) {
      expect(model.adaptive.map((run) => run.stored)).toEqual(model.runs.map((run) => run.stored));
      expect(model.adaptive.every((run) => run.judged === (model.reliability === 0.8))).toBe(true);
    }
  });
});
