import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BAND_WIDTH_SEM,
  DICHOTOMIES,
  MIN_RESPONSES_FOR_ESTIMATE,
  MIN_RESPONSES_FOR_INTERVAL,
  PRIOR_RELIABILITY,
} from '../../schemas/src/engine/index.ts';
import { parseRetestBenchmark } from '../../web/src/lib/retest-benchmark.ts';
import { loadFreeTestItems, MIN_BIN_LETTERS, MODEL_SPECS, TARGETS } from './retest.ts';
import { RETEST_BENCHMARK_FILE } from './retest-output.ts';

/**
 * The committed benchmark output (web/src/features/scoring/retest-benchmark.json, rendered by the
 * method page) must describe today's rule: the band width, the regime thresholds, the prior α, the
 * targets, the models and the item bank. When one of them changes this fails until the file is
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
  });

  it('covers every response model and the current item bank', () => {
    expect(record.models.map((model) => model.name)).toEqual(MODEL_SPECS.map((spec) => spec.name));
    const items = loadFreeTestItems();
    expect(record.itemsPerScale).toEqual(
      Object.fromEntries(DICHOTOMIES.map((d) => [d.key, items.filter((item) => item.key === d.key).length])),
    );
    expect(record.command).toMatch(/^node scripts\/bench-retest\.ts --rule new --write/);
  });
});
