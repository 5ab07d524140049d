import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIN_RESPONSES_FOR_DISTRIBUTION, MIN_RESPONSES_FOR_ESTIMATE, MIN_RESPONSES_FOR_INTERVAL } from '@typeatlas/schemas/engine';
import type { PsychometricsRecord } from '@/lib/psychometrics-record';
import { parseRetestBenchmark, type RetestBenchmark } from '@/lib/retest-benchmark';
import {
  adaptiveRunRows,
  benchmarkModelRows,
  benchmarkRunRows,
  benchmarkSummary,
  calibrationRows,
  itemStatisticsRows,
  judgedReliabilities,
  RETEST_BENCHMARK,
  regimeNote,
} from './method-data';

const bin = (from: number, letters: number, shown: number, observed: number) => ({ from, to: from + 0.1, letters, shown, observed });
const run = (stored: number, source: 'prior' | 'interval' | 'estimate', flip: number, missed: string[] = []) => ({
  stored,
  source,
  settledLetterShare: 0.3,
  settledFlipRate: flip,
  settledTypeShare: 0.02,
  typeAgreement: 0.4,
  coverage: 0.95,
  claim: { share: 0.948, atLeast: source !== 'estimate' },
  oddsAtLeast: source !== 'estimate',
  calibration: [bin(0.5, 800, 0.55, 0.56), bin(0.9, 100, 0.93, 0.9)],
  missed,
});
const side = (median: number, four: number, calibration = [bin(0.5, 800, 0.55, 0.56), bin(0.9, 600, 0.93, 0.9)]) => ({
  medianStatements: median,
  p90Statements: median + 6,
  meanFollowUps: 3,
  meanSkipped: 2,
  settledLetterShare: 0.3,
  settledFlipRate: 0.02,
  settledTypeShare: four,
  typeAgreement: 0.4 + four,
  coverage: 0.95,
  claim: { share: 0.948, atLeast: false },
  oddsAtLeast: false,
  calibration,
});
const adaptive = (stored: number, source: 'prior' | 'interval' | 'estimate', judged: boolean, missed: string[] = []) => ({
  stored,
  source,
  fixed: side(72, 0.01),
  adaptive: side(70, 0.02, [bin(0.5, 900, 0.55, 0.52), bin(0.8, 100, 0.85, 0.6)]),
  gains: { fourSettled: { difference: 0.01, low: 0.008, high: 0.012 }, typeAgreement: { difference: 0.02, low: 0.015, high: 0.025 } },
  missed,
  judged,
});
const FIXTURE: RetestBenchmark = parseRetestBenchmark({
  version: 4,
  generatedAt: '2026-11-26T07:50:09.713Z',
  command: 'node scripts/bench-retest.ts --rule new --write',
  seed: 1,
  people: 20000,
  itemsPerScale: { EI: 18, SN: 18, TF: 18, JP: 18 },
  bandWidth: 2.75,
  regimes: { interval: 150, estimate: 500, priorReliability: 0.8 },
  targets: { settledFlip: 0.05, coverage: 0.03, calibration: 0.05 },
  minBinLetters: 500,
  clearTypeRecovery: 1,
  models: [
    {
      name: 'a',
      shape: 'normal',
      reliability: 0.8,
      itemSd: 1.1,
      unequal: false,
      measuredAlpha: 0.801,
      measuredItemSd: 1.09,
      runs: [run(2000, 'estimate', 0.04), run(0, 'prior', 0.02)],
      adaptive: [adaptive(2000, 'estimate', true), adaptive(150, 'interval', true, ['median statements 74 > 72'])],
    },
    {
      name: 'b',
      shape: 'bimodal',
      reliability: 0.7,
      itemSd: 1.8,
      unequal: true,
      measuredAlpha: 0.7,
      measuredItemSd: 1.8,
      runs: [run(150, 'interval', 0.061, ['settled flips 6.1% > 5%'])],
      adaptive: [adaptive(150, 'interval', false, ['median statements 80 > 72'])],
    },
  ],
  adaptiveRule: {
    cap: 2,
    earlyStop: { minItems: 10, widthSem: 2.75, flipChance: 0.05 },
    underPrior: false,
    budget: 0,
    order: 'turns',
    medianTarget: 72,
  },
  odds: { distributionFrom: 2000, smoothing: 1 },
});

describe('method page tables (issue 24 §4)', () => {
  it('regime note: which SEM regime a scale is in and how many responses the next one needs', () => {
    expect(regimeNote(0, { source: 'prior' })).toEqual({
      source: 'prior',
      n: 0,
      unusable: false,
      nextAt: MIN_RESPONSES_FOR_INTERVAL,
      needed: MIN_RESPONSES_FOR_INTERVAL,
      oddsFromDistribution: false,
      oddsNeeded: null,
    });
    expect(regimeNote(MIN_RESPONSES_FOR_INTERVAL - 1, { source: 'prior' })).toMatchObject({
      nextAt: MIN_RESPONSES_FOR_INTERVAL,
      needed: 1,
      unusable: false,
    });
    expect(regimeNote(MIN_RESPONSES_FOR_INTERVAL, { source: 'interval' })).toMatchObject({
      nextAt: MIN_RESPONSES_FOR_ESTIMATE,
      needed: MIN_RESPONSES_FOR_ESTIMATE - MIN_RESPONSES_FOR_INTERVAL,
    });
    // enough responses, but no usable α: still the bound, said so
    expect(regimeNote(MIN_RESPONSES_FOR_INTERVAL + 10, { source: 'prior' })).toMatchObject({ unusable: true });
    expect(regimeNote(MIN_RESPONSES_FOR_ESTIMATE, { source: 'estimate' })).toMatchObject({ nextAt: null, needed: null, unusable: false });
  });

  it('regime note: retake odds are floors until the engine attaches the score distribution (stop 29: from 2,000 stored)', () => {
    expect(regimeNote(MIN_RESPONSES_FOR_ESTIMATE, { source: 'estimate' })).toMatchObject({
      oddsFromDistribution: false,
      oddsNeeded: MIN_RESPONSES_FOR_DISTRIBUTION - MIN_RESPONSES_FOR_ESTIMATE,
    });
    expect(regimeNote(MIN_RESPONSES_FOR_DISTRIBUTION, { source: 'estimate', distribution: [1, 2, 3] })).toMatchObject({
      oddsFromDistribution: true,
      oddsNeeded: null,
    });
    // enough responses but no distribution stored: still floors, nothing more to wait for
    expect(regimeNote(MIN_RESPONSES_FOR_DISTRIBUTION + 5, { source: 'estimate' })).toMatchObject({
      oddsFromDistribution: false,
      oddsNeeded: 0,
    });
    expect(regimeNote(MIN_RESPONSES_FOR_INTERVAL, { source: 'interval' })).toMatchObject({ oddsNeeded: null });
  });

  it('item analysis: scales with responses only, in EI, SN, TF, JP order', () => {
    expect(itemStatisticsRows(null)).toEqual([]);
    const scale = (n: number, ids: string[]) => ({
      n,
      itemCount: ids.length,
      alpha: 0.8,
      mean: 50,
      sd: 15,
      items: ids.map((id, i) => ({ id, itemTotal: i === 0 ? 0.1 : 0.5, alphaIfDeleted: 0.79, weak: i === 0 })),
    });
    const record: PsychometricsRecord = {
      version: 1,
      testName: 'main',
      computedAt: '2026-11-26T08:00:00.000Z',
      results: 3,
      respondents: 3,
      scales: { TF: scale(3, ['t1', 't2']), EI: scale(3, ['e1']), SN: scale(0, ['s1']) },
    };
    expect(itemStatisticsRows(record).map((row) => [row.key, row.id, row.itemTotal, row.weak])).toEqual([
      ['EI', 'e1', 0.1, true],
      ['TF', 't1', 0.1, true],
      ['TF', 't2', 0.5, false],
    ]);
  });

  it('benchmark: models, runs by stored results, judged calibration bins of the plain-estimate run, headline', () => {
    expect(benchmarkModelRows(FIXTURE).map((row) => [row.name, row.shape, row.unequal, row.measuredAlpha])).toEqual([
      ['a', 'normal', false, 0.801],
      ['b', 'bimodal', true, 0.7],
    ]);
    expect(
      benchmarkRunRows(FIXTURE).map((row) => [row.model, row.stored, row.source, row.flipRate, row.claimAtLeast, row.meetsTargets]),
    ).toEqual([
      ['a', 0, 'prior', 0.02, true, true],
      ['a', 2000, 'estimate', 0.04, false, true],
      ['b', 150, 'interval', 0.061, true, false],
    ]);
    expect(calibrationRows(FIXTURE).map((row) => [row.model, row.from, row.letters])).toEqual([
      ['a', 0.5, 800],
      ['b', 0.5, 800],
    ]);
    expect(benchmarkSummary(FIXTURE)).toEqual({ models: 2, worstFlipRate: 0.061, allTargetsMet: false, storedLevels: [0, 150, 2000] });
  });

  it('adaptive: fixed → adaptive per model and stored results, the worst judged bin, the judged reliabilities', () => {
    const rows = adaptiveRunRows(FIXTURE);
    expect(
      rows.map((row) => [row.model, row.stored, row.source, row.fixed.median, row.adaptive.median, row.judged, row.meetsTargets]),
    ).toEqual([
      ['a', 150, 'interval', 72, 70, true, false],
      ['a', 2000, 'estimate', 72, 70, true, true],
      ['b', 150, 'interval', 72, 70, false, false],
    ]);
    // the fixed side's worst judged bin: 90–100 % (−3.0 points); the adaptive side's 80–90 % bin has too few letters
    expect(rows[0]!.fixed.worstBin).toEqual({ off: expect.closeTo(-3, 6), from: 0.9, to: 1 });
    expect(rows[0]!.adaptive.worstBin).toEqual({ off: expect.closeTo(-3, 6), from: 0.5, to: 0.6 });
    expect(rows[0]!.adaptive).toMatchObject({
      p90: 76,
      fourSettled: 0.02,
      typeAgreement: expect.closeTo(0.42, 9),
      claim: 0.948,
      claimAtLeast: false,
    });
    expect(judgedReliabilities(FIXTURE)).toEqual([0.8]);
  });

  it('the committed benchmark output parses and meets its own targets', () => {
    expect(RETEST_BENCHMARK.models.length).toBeGreaterThanOrEqual(4);
    expect(benchmarkSummary(RETEST_BENCHMARK).allTargetsMet).toBe(true);
  });

  it('the schema refuses a malformed file', () => {
    expect(() => parseRetestBenchmark({ ...FIXTURE, version: 1 })).toThrow();
    const { adaptive: _dropped, ...withoutAdaptive } = FIXTURE.models[0]!;
    expect(() => parseRetestBenchmark({ ...FIXTURE, models: [withoutAdaptive] })).toThrow();
    expect(() =>
      parseRetestBenchmark({ ...FIXTURE, models: [{ ...FIXTURE.models[0], runs: [{ ...FIXTURE.models[0]!.runs[0], coverage: 1.5 }] }] }),
    ).toThrow();
  });

  it('no figure sits in the method texts of quiz.json: every number is interpolated', () => {
    const quiz = JSON.parse(readFileSync(new URL('../../../public/locales/en/quiz.json', import.meta.url), 'utf8')) as {
      method: Record<string, string>;
    };
    const withFigures = Object.entries(quiz.method).filter(([, text]) => /\d/.test(text.replace(/\{\{[^}]*\}\}/g, '')));
    expect(withFigures).toEqual([]);
  });
});
