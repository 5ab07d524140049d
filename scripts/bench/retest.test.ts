import { describe, expect, it } from 'vitest';
import { depthCount } from '../test-support/depth.ts';
import { OLD_RULE } from './retest-adaptive.ts';
import {
  BAND_WIDTH_SEM,
  DICHOTOMIES,
  EARLY_STOP,
  FOLLOW_UP_CAP_PER_SCALE,
  FOLLOW_UP_REACH_SEM,
  precisionForLength,
  retakeOdds,
  type DichotomyKey,
} from '../../schemas/src/engine/index.ts';
import {
  adaptiveAnswers,
  adaptiveScale,
  ADAPTIVE_TARGETS,
  calibrateModel,
  clearTypeRecovery,
  CURRENT_RULE,
  FAST_MODELS,
  LEGACY_RULE,
  loadFollowUpPools,
  loadFreeTestItems,
  measureModel,
  missedAdaptiveTargets,
  missedTargets,
  MODEL_SPECS,
  sampleStatistics,
  simulateAdaptiveRetest,
  simulateRetest,
  stepAdaptive,
  STORED_LEVELS,
  TARGETS,
  formatPaired,
  pairedDifference,
  answerItems,
  drawPeople,
  mulberry32,
  withPoolItems,
  type BandRule,
} from './retest.ts';

/**
 * Guard of the retest targets (issues 12 and 24) on smaller runs than scripts/bench-retest.ts: with
 * the real items, under each named response model and with 0, 150, 500 and 2,000 stored results behind
 * the scales, letters shown as settled flip on an independent retest at most 5 % of the time, the
 * band contains the retake score within ±3 points of the share it claims, and the retake odds are
 * calibrated within ±5 points per 10-point bin. The fast depth runs the two hardest models
 * (FAST_MODELS), the full depth all of them. Probes: today's rule before issue 24 and a ±1 SEM band
 * miss the targets, so the checks would notice a rule that does.
 */
/** Simulated respondents per retest run: the test depth's count. */
const RESPONDENTS = depthCount('retestRespondents');
/** Response models run: the test depth's count (the fast ones first). */
/** Simulated respondents of the adaptive guard: the test depth's count. */
const ADAPTIVE_RESPONDENTS = depthCount('adaptiveRespondents');
const MODELS = [...MODEL_SPECS]
  .sort((a, b) => Number(FAST_MODELS.includes(b.name)) - Number(FAST_MODELS.includes(a.name)))
  .slice(0, depthCount('retestModels'));

describe('retest simulation', () => {
  const items = loadFreeTestItems();
  const calibrated = new Map<string, ReturnType<typeof calibrateModel>>();
  const modelOf = (spec: (typeof MODEL_SPECS)[number]) =>
    calibrated.get(spec.name) ?? calibrated.set(spec.name, calibrateModel(spec, items, 1000)).get(spec.name)!;

  describe.each(MODELS.map((spec) => [spec.name, spec] as const))('response model %s', (_name, spec) => {
    const model = modelOf(spec);
    it('is calibrated to its reliability and item SD', () => {
      const measured = measureModel(model, 2000, 5);
      expect(Math.abs(measured.alpha - spec.reliability)).toBeLessThan(0.03);
      expect(Math.abs(measured.itemSd - spec.itemSd)).toBeLessThan(0.06);
    });
    it.each([...STORED_LEVELS])(
      'holds every target with %i stored results',
      (stored) => {
        const stats = stored > 0 ? sampleStatistics(model, stored, 21) : null;
        const figures = simulateRetest(model, CURRENT_RULE, stats, RESPONDENTS, 22);
        expect(missedTargets(figures)).toEqual([]);
        if (stored >= 500) expect(figures.claim.atLeast).toBe(false); // the plain estimate: the band's claim is "about", checked both ways
        // the retake odds: a floor until the stored distribution is large enough to deconvolve (2,000), then "about"
        expect(figures.oddsAtLeast).toBe(stored < 2000);
        if (stored === 2000) expect(figures.calibration.filter((bin) => bin.letters >= 500).length).toBeGreaterThanOrEqual(3);
      },
      60_000,
    );
    // The estimate regime's first level on the stored sample of the official run (seed 2) where the
    // odds from a 500-score distribution missed (40–50 % bin observed 5–9 points above the odds
    // shown); 12,000 people so that the bins near the cut hold enough letters to be judged.
    it('holds the calibration with 500 stored results on the official run’s sample', () => {
      const figures = simulateRetest(model, CURRENT_RULE, sampleStatistics(model, 500, 2), 12_000, 22);
      expect(missedTargets(figures)).toEqual([]);
      expect(figures.oddsAtLeast).toBe(true);
    }, 60_000);
  });

  // The retake odds near the cut (issue 24 §2, stop 31). The guard's runs are too small to judge the
  // 40–50 % bin where the official run missed (normal-r80, 2,000 stored: +6.7 points with 1,371 letters of
  // 80,000; at 1,500–4,000 people that bin holds some 25–70 letters, a bin is judged from 500), so this checks
  // the cause directly: in a normal population Kelley's normal-theory odds (score-bands.ts retakeOdds without
  // a distribution) are right up to the error model, and the odds from the deconvolved stored distribution
  // must agree with them near the cut — at the fixed length and the lengths follow-ups give. Laird's
  // unsmoothed estimate missed by 6–11 points here (its spikes straddle the cut); the EMS smoothing
  // (TRUE_SCORE_SMOOTHING) stays within 4 on the samples tried.
  it.each([2, 21])(
    'deconvolved retake odds agree with normal theory near the cut in a normal population (normal-r80, 2,000 stored, sample %i)',
    (sample) => {
      const model = modelOf(MODEL_SPECS.find((candidate) => candidate.name === 'normal-r80-sd1.1')!);
      const stats = sampleStatistics(model, 2000, sample);
      let worst = { off: 0, where: '' };
      for (const d of DICHOTOMIES) {
        for (const k of [18, 22, 26, 30]) {
          const precision = precisionForLength(k, 18, stats[d.key]);
          expect(precision.distribution).toBeDefined();
          const { distribution: _distribution, distributionSem: _distributionSem, ...normalTheory } = precision;
          for (let raw = 0; raw <= 4 * k; raw += 1) {
            const percentage = Math.round((raw / (4 * k)) * 1000) / 10;
            if (Math.abs(percentage - 50) > 10) continue;
            const off = retakeOdds(percentage, precision, k).chance - retakeOdds(percentage, normalTheory, k).chance;
            if (Math.abs(off) > Math.abs(worst.off)) worst = { off, where: `${d.key} ${k} items ${percentage}%` };
          }
        }
      }
      expect(Math.abs(worst.off), `${(worst.off * 100).toFixed(1)} points at ${worst.where}`).toBeLessThanOrEqual(TARGETS.calibration);
    },
    60_000,
  );

  it('probes: the rule before issue 24 and a ±1 SEM band miss the targets', () => {
    const spec = MODEL_SPECS.find((candidate) => candidate.name === FAST_MODELS[0])!;
    const model = modelOf(spec);
    // today's prior assumed an item SD of 1.1 and called ± 2.25 SEM a 97.5 % band
    const legacy = simulateRetest(model, LEGACY_RULE, null, RESPONDENTS, 22);
    expect(missedTargets(legacy).some((miss) => miss.startsWith('settled flips'))).toBe(true);
    expect(missedTargets(legacy).some((miss) => miss.startsWith('coverage'))).toBe(true);
    const narrow: BandRule = { ...CURRENT_RULE, name: 'one SEM', width: 1 };
    const stats = sampleStatistics(model, 2000, 21);
    expect(missedTargets(simulateRetest(model, narrow, stats, RESPONDENTS, 22)).some((miss) => miss.startsWith('settled flips'))).toBe(
      true,
    );
  }, 60_000);

  describe('adaptive follow-up items (issue 24 §3), model bimodal-r80-sd1.0: the benchmark’s fast form against the engine', () => {
    const pools = loadFollowUpPools();
    const model = withPoolItems(modelOf(MODEL_SPECS.find((candidate) => candidate.name === 'bimodal-r80-sd1.0')!), pools);
    const stats = sampleStatistics(model, 2000, 21);

    it.each([
      [150, 'turns'],
      [150, 'gain'],
      [2000, 'turns'],
      [2000, 'gain'],
    ] as const)(
      'the benchmark asks what the engine asks with %i stored results, follow-ups in the order %s (the shared budget)',
      (stored, order) => {
        const sample = sampleStatistics(model, stored, 21);
        const precisionOf = (key: DichotomyKey, k: number) => precisionForLength(k, 18, sample[key]);
        expect(precisionOf('EI', 18).source).toBe(stored < 500 ? 'interval' : 'estimate');
        const fixedOf = Object.fromEntries(DICHOTOMIES.map((d) => [d.key, items.filter((item) => item.key === d.key)])) as Record<
          DichotomyKey,
          typeof items
        >;
        const random = mulberry32(32);
        const all = [...items, ...Object.values(pools).flat()];
        let cut = 0;
        let followedUp = 0;
        let reordered = 0;
        for (const person of drawPeople(model, 80, random)) {
          const answers = answerItems(model, person, all, random);
          const stepped = stepAdaptive(items, pools, answers, { precisionOf, order });
          const fast = adaptiveAnswers(fixedOf, pools, answers, (key) => (k) => precisionOf(key, k), { order });
          expect(fast.map((scale) => [scale.answered, scale.followUps, scale.percentage])).toEqual(
            stepped.progress.map((scale) => [scale.answered, scale.followUpsAnswered, scale.percentage]),
          );
          expect(stepped.order.length).toBeLessThanOrEqual(72);
          const unbudgeted = adaptiveAnswers(fixedOf, pools, answers, (key) => (k) => precisionOf(key, k), { budget: null, order });
          if (unbudgeted.some((scale, i) => scale.followUps > fast[i]!.followUps)) cut += 1;
          if (fast.some((scale) => scale.followUps > 0)) followedUp += 1;
          const other = adaptiveAnswers(fixedOf, pools, answers, (key) => (k) => precisionOf(key, k), {
            order: order === 'gain' ? 'turns' : 'gain',
          });
          if (other.some((scale, i) => scale.followUps !== fast[i]!.followUps)) reordered += 1;
        }
        // all of it happens in this sample: follow-ups paid by early stops, follow-ups the budget cuts, and the order deciding who gets them
        expect(cut).toBeGreaterThan(0);
        expect(followedUp).toBeGreaterThan(0);
        expect(reordered).toBeGreaterThan(0);
      },
      60_000,
    );

    it('the fast simulation asks what the engine rule asks, statement by statement (one scale, no shared budget)', () => {
      const random = mulberry32(31);
      const all = [...items, ...Object.values(pools).flat()];
      const precisionOf = (key: DichotomyKey, k: number) => precisionForLength(k, 18, stats[key]);
      for (const person of drawPeople(model, 150, random)) {
        const answers = answerItems(model, person, all, random);
        // without the shared budget each scale runs on its own answers: adaptiveScale is the whole rule
        const stepped = stepAdaptive(items, pools, answers, { precisionOf, budget: null });
        for (const scale of stepped.progress) {
          const fast = adaptiveScale(
            items.filter((item) => item.key === scale.key),
            pools[scale.key],
            answers,
            (k) => precisionOf(scale.key, k),
            { width: BAND_WIDTH_SEM, cap: FOLLOW_UP_CAP_PER_SCALE, earlyStop: EARLY_STOP, reach: FOLLOW_UP_REACH_SEM },
          );
          expect([fast.answered, fast.followUps, fast.percentage]).toEqual([scale.answered, scale.followUpsAnswered, scale.percentage]);
        }
      }
    }, 60_000);
  });

  // Settled flips ≤ 5 % in every model with early stops and follow-ups (optional stopping, issue 24
  // §1), the band's coverage and the odds' calibration for adaptive results; at reliability .80
  // also more four-settled letters and whole-type agreement than the fixed test (issue 24 §3).
  describe.each(MODELS.map((spec) => [spec.name, spec] as const))('adaptive follow-up items, response model %s', (_name, spec) => {
    const pools = loadFollowUpPools();
    it.each(STORED_LEVELS.filter((stored) => stored > 0))(
      'holds the targets with %i stored results',
      (stored) => {
        const model = withPoolItems(modelOf(spec), pools);
        const stats = sampleStatistics(model, stored, 21);
        const before = simulateAdaptiveRetest(model, pools, stats, ADAPTIVE_RESPONDENTS, 22, { cap: 0, earlyStop: null });
        const after = simulateAdaptiveRetest(model, pools, stats, ADAPTIVE_RESPONDENTS, 22);
        const missed = missedAdaptiveTargets(after, before).filter((miss) => !miss.startsWith('median'));
        // below .80 only what the page shows is judged; the gains are issue 24 §3's targets at .80
        const judged = spec.reliability === 0.8 ? missed : missed.filter((miss) => !/^(four settled|type agreement)/.test(miss));
        expect(judged, judged.join('; ')).toEqual([]);
        expect(after.meanFollowUps).toBeGreaterThan(0);
        expect(after.meanSkipped).toBeGreaterThan(0);
        // the shared budget (FOLLOW_UP_BUDGET 0): nobody answers more than the 72 fixed statements, in any regime
        expect(after.maxStatements).toBeLessThanOrEqual(72);
        // median ≤ 72 at reliability .80 (issue 24 §3)
        if (spec.reliability === 0.8) expect(after.medianStatements).toBeLessThanOrEqual(ADAPTIVE_TARGETS.medianStatements);
        if (spec.reliability === 0.8 && stored >= 500) {
          // the rule now against the rule before stop 30 on the same people: clearly more four-settled results
          const old = simulateAdaptiveRetest(model, pools, stats, ADAPTIVE_RESPONDENTS, 22, OLD_RULE);
          const better = pairedDifference(after.perPerson.fourSettled, old.perPerson.fourSettled);
          expect(better.low, `four settled vs the rule before: ${formatPaired(better)}`).toBeGreaterThan(0);
          // the follow-ups by expected gain (FOLLOW_UP_ORDER) against the same statements in turns: more agreement,
          // by more than the noise in bimodal-r80 (normal and skewed: +0.7 … +2.4 points, intervals reaching below 0 at these sizes)
          const turns = simulateAdaptiveRetest(model, pools, stats, ADAPTIVE_RESPONDENTS, 22, { order: 'turns' });
          const byGain = pairedDifference(after.perPerson.sameType, turns.perPerson.sameType);
          expect(byGain.difference, `agreement by gain vs in turns: ${formatPaired(byGain)}`).toBeGreaterThan(0);
          if (spec.shape === 'bimodal') expect(byGain.low, `agreement by gain vs in turns: ${formatPaired(byGain)}`).toBeGreaterThan(0);
        }
        if (spec.reliability < 0.8 && stored === 2000) {
          // the predicted-flip condition is what holds the flips down at low reliability (paired: same people)
          const { flipChance: _flipChance, ...rawWidthOnly } = EARLY_STOP!;
          const raw = simulateAdaptiveRetest(model, pools, stats, ADAPTIVE_RESPONDENTS, 22, { earlyStop: rawWidthOnly });
          expect(after.settledFlipRate).toBeLessThan(raw.settledFlipRate);
        }
      },
      60_000,
    );
  });

  it('keeps the clear-type recovery of the item bank', () => {
    expect(clearTypeRecovery(items, 1000)).toBeGreaterThanOrEqual(0.95);
  });
});
