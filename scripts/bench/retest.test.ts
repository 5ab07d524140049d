import { describe, expect, it } from 'vitest';
import { depthCount } from '../test-support/depth.ts';
import {
  calibrateModel,
  clearTypeRecovery,
  CURRENT_RULE,
  FAST_MODELS,
  LEGACY_RULE,
  loadFreeTestItems,
  measureModel,
  missedTargets,
  MODEL_SPECS,
  sampleStatistics,
  simulateRetest,
  type BandRule,
} from './retest.ts';

/**
 * Guard of the retest targets (issues 12 and 24) on smaller runs than scripts/bench-retest.ts: with
 * the real items, under each named response model and with 0, 150 and 2,000 stored results behind
 * the scales, letters shown as settled flip on an independent retest at most 5 % of the time, the
 * band contains the retake score within ±3 points of the share it claims, and the retake odds are
 * calibrated within ±5 points per 10-point bin. The fast depth runs the two hardest models
 * (FAST_MODELS), the full depth all of them. Probes: today's rule before issue 24 and a ±1 SEM band
 * miss the targets, so the checks would notice a rule that does.
 */
/** Simulated respondents per retest run: the test depth's count. */
const RESPONDENTS = depthCount('retestRespondents');
/** Response models run: the test depth's count (the fast ones first). */
const MODELS = [...MODEL_SPECS].sort((a, b) => Number(FAST_MODELS.includes(b.name)) - Number(FAST_MODELS.includes(a.name))).slice(0, depthCount('retestModels'));

describe('retest simulation', () => {
  const items = loadFreeTestItems();
  const calibrated = new Map<string, ReturnType<typeof calibrateModel>>();
  const modelOf = (spec: (typeof MODEL_SPECS)[number]) => calibrated.get(spec.name) ?? calibrated.set(spec.name, calibrateModel(spec, items, 1000)).get(spec.name)!;

  describe.each(MODELS.map((spec) => [spec.name, spec] as const))('response model %s', (_name, spec) => {
    const model = modelOf(spec);
    it('is calibrated to its reliability and item SD', () => {
      const measured = measureModel(model, 2000, 5);
      expect(Math.abs(measured.alpha - spec.reliability)).toBeLessThan(0.03);
      expect(Math.abs(measured.itemSd - spec.itemSd)).toBeLessThan(0.06);
    });
    it.each([0, 150, 2000])('holds every target with %i stored results', (stored) => {
      const stats = stored > 0 ? sampleStatistics(model, stored, 21) : null;
      const figures = simulateRetest(model, CURRENT_RULE, stats, RESPONDENTS, 22);
      expect(missedTargets(figures)).toEqual([]);
      if (stored === 2000) {
        expect(figures.claim.atLeast).toBe(false); // the plain estimate: the claim is "about", checked both ways
        expect(figures.calibration.filter((bin) => bin.letters >= 500).length).toBeGreaterThanOrEqual(3);
      }
    }, 60_000);
  });

  it('probes: the rule before issue 24 and a ±1 SEM band miss the targets', () => {
    const spec = MODEL_SPECS.find((candidate) => candidate.name === FAST_MODELS[0])!;
    const model = modelOf(spec);
    // today's prior assumed an item SD of 1.1 and called ± 2.25 SEM a 97.5 % band
    const legacy = simulateRetest(model, LEGACY_RULE, null, RESPONDENTS, 22);
    expect(missedTargets(legacy).some((miss) => miss.startsWith('settled flips'))).toBe(true);
    expect(missedTargets(legacy).some((miss) => miss.startsWith('coverage'))).toBe(true);
    const narrow: BandRule = { ...CURRENT_RULE, name: 'one SEM', width: 1 };
    const stats = sampleStatistics(model, 2000, 21);
    expect(missedTargets(simulateRetest(model, narrow, stats, RESPONDENTS, 22)).some((miss) => miss.startsWith('settled flips'))).toBe(true);
  }, 60_000);

  it('keeps the clear-type recovery of the item bank', () => {
    expect(clearTypeRecovery(items, 1000)).toBeGreaterThanOrEqual(0.95);
  });
});
