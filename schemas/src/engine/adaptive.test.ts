import { describe, expect, it } from 'vitest';
import {
  adaptiveOutlook,
  adaptivePath,
  adaptiveProgress,
  EARLY_STOP,
  earlyStopFlipChance,
  FOLLOW_UP_CAP_PER_SCALE,
  ADAPTIVE_UNDER_PRIOR,
  FOLLOW_UP_BUDGET,
  FOLLOW_UP_ORDER,
  bivariateNormal,
  followUpGain,
  nextAdaptiveStep,
  rotatedPools,
  type AdaptiveOptions,
  type FollowUpPools,
} from './adaptive';
import type { DichotomyKey, FreeTestItem } from './dichotomies';
import { BAND_WIDTH_SEM, precisionFor, precisionForLength, priorPrecision, type ScalePrecision } from './score-bands';

const KEYS: readonly DichotomyKey[] = ['EI', 'SN', 'TF', 'JP'];

/** 4 scales × `perScale` fixed items, interleaved EI, SN, TF, JP, alternately keyed and reverse-keyed (q-EI-0 …). */
function fixedItems(perScale: number): FreeTestItem[] {
  const items: FreeTestItem[] = [];
  for (let i = 0; i < perScale; i += 1) for (const key of KEYS) items.push({ id: `q-${key}-${i}`, key, reverse: i % 2 === 1 });
  return items;
}

/** A pool of `size` items per scale, alternately keyed and reverse-keyed (f-EI-0 …). */
function pools(size: number): FollowUpPools {
  const pool = (key: DichotomyKey) => Array.from({ length: size }, (_, i) => ({ id: `f-${key}-${i}`, key, reverse: i % 2 === 1 }));
  return { EI: pool('EI'), SN: pool('SN'), TF: pool('TF'), JP: pool('JP') };
}

/** The raw answer that scores `points` (0 … 4) towards the first pole on `item`. */
const towardsFirst = (item: FreeTestItem, points: number) => (item.reverse ? 2 - points : points - 2);

/** A fixed SEM per scale, whatever the length (so the tests control settledness exactly). */
const fixedSem =
  (sem: number): AdaptiveOptions['precisionOf'] =>
  () =>
    ({ reliability: 0.8, sd: 20, sem, n: 1000, source: 'estimate' }) satisfies ScalePrecision;

/** Answers every fixed item: EI clearly E (all 4 points), SN a lean (3 points = 75 %), TF and JP even (2 points = 50 %). */
function fixedAnswers(items: readonly FreeTestItem[]): Record<string, number> {
  const points: Record<DichotomyKey, number> = { EI: 4, SN: 3, TF: 2, JP: 2 };
  return Object.fromEntries(items.map((item) => [item.id, towardsFirst(item, points[item.key])]));
}

/** Steps the rule, answering every statement with `answerOf`, and returns the ids in the order asked. */
function run(
  fixed: readonly FreeTestItem[],
  pool: FollowUpPools,
  answerOf: (item: FreeTestItem) => number,
  options: AdaptiveOptions,
): string[] {
  const answers: Record<string, number> = {};
  const asked: string[] = [];
  for (
    let step = nextAdaptiveStep(fixed, pool, answers, options);
    step.phase !== 'done';
    step = nextAdaptiveStep(fixed, pool, answers, options)
  ) {
    answers[step.item.id] = answerOf(step.item);
    asked.push(step.item.id);
    expect(asked.length).toBeLessThan(500);
  }
  return asked;
}

describe('adaptive follow-up items (issue 24 §3)', () => {
  const fixed = fixedItems(6);
  // the stopping rule of one scale: no shared budget here (the budget's own tests are below)
  const options: AdaptiveOptions = { precisionOf: fixedSem(5), earlyStop: null, cap: 4, budget: null };

  it('asks the fixed items first, in their order', () => {
    const answers: Record<string, number> = {};
    for (const item of fixed) {
      const step = nextAdaptiveStep(fixed, pools(6), answers, options);
      expect(step).toEqual({ phase: 'fixed', item });
      answers[item.id] = 0;
    }
    expect(nextAdaptiveStep(fixed, pools(6), answers, options).phase).toBe('follow-up');
  });

  it('gives a settled letter no follow-up, and a balanced one follow-ups until its band clears 50', () => {
    // EI at 100 % and SN at 75 % clear 50 ± 2.75·5; TF is even (50 %), JP is answered 3 points on follow-ups
    const answers = fixedAnswers(fixed);
    const progress = adaptiveProgress(fixed, pools(6), answers, options);
    expect(progress.map((scale) => [scale.key, scale.stage])).toEqual([
      ['EI', 'settled'],
      ['SN', 'settled'],
      ['TF', 'following-up'],
      ['JP', 'following-up'],
    ]);
    // fixed items as above; JP's follow-ups are answered at 4 points
    const points = (item: FreeTestItem) =>
      towardsFirst(item, item.id.startsWith('f-') && item.key === 'JP' ? 4 : { EI: 4, SN: 3, TF: 2, JP: 2 }[item.key]);
    const all = [...fixed, ...Object.values(pools(6)).flat()];
    const asked = run(fixed, pools(6), points, { ...options, cap: 6 });
    expect(asked.slice(fixed.length).some((id) => id.startsWith('f-EI') || id.startsWith('f-SN'))).toBe(false);
    const final = adaptiveProgress(
      fixed,
      pools(6),
      Object.fromEntries(asked.map((id) => [id, points(all.find((item) => item.id === id)!)])),
      { ...options, cap: 6 },
    );
    const jp = final.find((scale) => scale.key === 'JP')!;
    // JP: 6 fixed at 2 points + n follow-ups at 4: (12 + 4n) / (24 + 4n) clears 50 + 2.75·5 = 63.75 % first at n = 3 (66.7 %)
    expect(jp.stage).toBe('settled');
    expect(jp.followUpsAnswered).toBe(3);
    expect(jp.percentage).toBeCloseTo(66.7, 1);
    // TF stays even: it takes follow-ups up to the cap
    expect(final.find((scale) => scale.key === 'TF')!.stage).toBe('cap-reached');
  });

  it('stops a balanced letter at the cap per scale', () => {
    const asked = run(fixed, pools(18), () => 0, options);
    expect(asked.length).toBe(fixed.length + 4 * 4);
    const progress = adaptiveProgress(fixed, pools(18), Object.fromEntries(asked.map((id) => [id, 0])), options);
    expect(progress.every((scale) => scale.stage === 'cap-reached' && scale.followUpsAnswered === 4)).toBe(true);
  });

  it('stops when the pool is used up (a shorter pool than the cap)', () => {
    const asked = run(fixed, pools(2), () => 0, options);
    expect(asked.length).toBe(fixed.length + 4 * 2);
    const progress = adaptiveProgress(fixed, pools(2), Object.fromEntries(asked.map((id) => [id, 0])), options);
    expect(progress.map((scale) => scale.stage)).toEqual(['pool-used', 'pool-used', 'pool-used', 'pool-used']);
  });

  it('uses the default cap (the whole pool) once a scale has stored results, and the shared budget by default', () => {
    const stats = { n: 2000, alpha: 0.8, sd: 12 };
    const precisionOf = (_key: DichotomyKey, k: number) => precisionForLength(k, 18, stats);
    expect(FOLLOW_UP_CAP_PER_SCALE).toBe(18);
    expect(run(fixedItems(18), pools(18), () => 0, { earlyStop: null, precisionOf, budget: null })).toHaveLength(72 + 4 * 18);
    // nothing saved by early stops: the budget gives no follow-up
    expect(run(fixedItems(18), pools(18), () => 0, { earlyStop: null, precisionOf })).toHaveLength(72);
  });

  describe('not adaptive while a scale has the prior (fewer than 150 stored results; issue 24 decision)', () => {
    const even = () => 0;
    const clear = (item: FreeTestItem) => towardsFirst(item, 4);
    const withStats = (n: number) => (_key: DichotomyKey, k: number) => precisionForLength(k, 18, { n, alpha: 0.8, sd: 12 });
    const rule: AdaptiveOptions = { adaptiveUnderPrior: false, budget: null };
    const fullCap = 72 + 4 * FOLLOW_UP_CAP_PER_SCALE;

    it('asks only the fixed items under the prior: no follow-up and no early stop, also at 149 stored results', () => {
      expect(run(fixedItems(18), pools(18), even, rule)).toHaveLength(72);
      expect(run(fixedItems(18), pools(18), clear, rule)).toHaveLength(72);
      expect(run(fixedItems(18), pools(18), even, { ...rule, precisionOf: withStats(149) })).toHaveLength(72);
      const progress = adaptiveProgress(fixedItems(18), pools(18), Object.fromEntries(fixedItems(18).map((item) => [item.id, 0])), rule);
      expect(progress.map((scale) => [scale.stage, scale.cap, scale.settled])).toEqual(Array(4).fill(['cap-reached', 0, false]));
    });

    it('is adaptive from 150 stored results (the interval regime) and with the plain estimates', () => {
      // without the shared budget (by default they share the statements early stops saved: none here, see the budget tests below)
      expect(run(fixedItems(18), pools(18), even, { ...rule, precisionOf: withStats(150) })).toHaveLength(fullCap);
      expect(run(fixedItems(18), pools(18), clear, { ...rule, precisionOf: withStats(150) }).length).toBeLessThan(72);
      expect(run(fixedItems(18), pools(18), even, { ...rule, precisionOf: withStats(500) })).toHaveLength(fullCap);
      expect(run(fixedItems(18), pools(18), clear, { ...rule, precisionOf: withStats(500) }).length).toBeLessThan(72);
    });

    it('decides per scale: a scale still on the prior gets none while the others get theirs', () => {
      const mixed = (key: DichotomyKey, k: number) => (key === 'TF' ? priorPrecision(k) : withStats(2000)(key, k));
      const asked = run(fixedItems(18), pools(18), even, { ...rule, precisionOf: mixed });
      expect(asked.filter((id) => id.startsWith('f-TF'))).toEqual([]);
      expect(asked.filter((id) => id.startsWith('f-'))).toHaveLength(3 * FOLLOW_UP_CAP_PER_SCALE);
    });

    it('the outlook promises no follow-up that will not come; adaptiveUnderPrior: true asks them', () => {
      expect(adaptiveOutlook(fixedItems(18), pools(18), {}, rule)).toMatchObject({ fixedPlanned: 72, mostLeft: 72 });
      const on = { earlyStop: null, adaptiveUnderPrior: true, budget: null };
      expect(adaptiveOutlook(fixedItems(18), pools(18), {}, on).mostLeft).toBe(fullCap);
      expect(run(fixedItems(18), pools(18), even, on)).toHaveLength(fullCap);
    });

    it('the engine default is the documented constant', () => {
      expect(run(fixedItems(18), pools(18), even, { earlyStop: null })).toHaveLength(ADAPTIVE_UNDER_PRIOR ? fullCap : 72);
    });
  });

  describe('every adaptive regime spends only the statements early stops saved (FOLLOW_UP_BUDGET)', () => {
    const fixed18 = fixedItems(18);
    const stats = (n: number) => ({ n, alpha: 0.8, sd: 12 });
    const regime = (n: number) => (_key: DichotomyKey, k: number) => precisionForLength(k, 18, stats(n));
    /** EI answered clearly E (4 points), the other three letters even (2 points): EI may stop early, the rest stay balanced. */
    const oneClear = (item: FreeTestItem) => towardsFirst(item, item.key === 'EI' ? 4 : 2);
    const followUps = (asked: readonly string[]) => asked.filter((id) => id.startsWith('f-'));
    /** The early stop of the engine, looking first after `minItems` items (so it saves 18 − minItems statements). */
    const earlyAfter = (minItems: number) => ({ ...EARLY_STOP!, minItems });

    it('is the engine default: 0 statements beyond those saved', () => {
      expect(FOLLOW_UP_BUDGET).toBe(0);
    });

    it('zero saved → no follow-ups at 150 stored: every balanced letter ends at budget-used, the test at the 72 fixed statements', () => {
      const asked = run(fixed18, pools(18), () => 0, { precisionOf: regime(150) });
      expect(asked).toHaveLength(72);
      const progress = adaptiveProgress(fixed18, pools(18), Object.fromEntries(asked.map((id) => [id, 0])), { precisionOf: regime(150) });
      expect(progress.map((scale) => [scale.stage, scale.budgeted, scale.followUpsAnswered])).toEqual(
        Array(4).fill(['budget-used', true, 0]),
      );
      // the same at 499 stored (still the interval regime) and with the plain estimates
      expect(run(fixed18, pools(18), () => 0, { precisionOf: regime(499) })).toHaveLength(72);
      expect(run(fixed18, pools(18), () => 0, { precisionOf: regime(500) })).toHaveLength(72);
      expect(run(fixed18, pools(18), () => 0, { precisionOf: regime(2000) })).toHaveLength(72);
    });

    it('spends exactly what was saved, in turns (first follow-ups before second ones, EI, SN, TF, JP order)', () => {
      // EI stops after 16 of 18: 2 saved → SN's and TF's first follow-ups, none for JP
      const two = run(fixed18, pools(18), oneClear, { precisionOf: regime(150), earlyStop: earlyAfter(16) });
      expect(two.filter((id) => id.startsWith('q-EI'))).toHaveLength(16);
      expect(followUps(two)).toEqual(['f-SN-0', 'f-TF-0']);
      expect(two).toHaveLength(72);
      // EI stops after 10 of 18 (the engine's look): 8 saved; with a cap of 4 the three open letters want 12 → exactly 8
      const eight = run(fixed18, pools(18), oneClear, { precisionOf: regime(150), cap: 4 });
      expect(eight.filter((id) => id.startsWith('q-EI'))).toHaveLength(EARLY_STOP!.minItems);
      expect(followUps(eight)).toEqual(['f-SN-0', 'f-TF-0', 'f-JP-0', 'f-SN-1', 'f-TF-1', 'f-JP-1', 'f-SN-2', 'f-TF-2']);
      expect(eight).toHaveLength(72);
      // the engine's cap (the whole pool) in turns, at 150 and at 2,000 stored: the 8 saved, exactly as with cap 4
      for (const n of [150, 2000]) {
        const engine = run(fixed18, pools(18), oneClear, { precisionOf: regime(n), order: 'turns' });
        expect(followUps(engine)).toEqual(followUps(eight));
        expect(engine).toHaveLength(72);
      }
      // with cap 2: 6 of the 8 saved are wanted, all given
      const capTwo = run(fixed18, pools(18), oneClear, { precisionOf: regime(150), cap: 2 });
      expect(followUps(capTwo)).toHaveLength(6);
      expect(capTwo).toHaveLength(72 - (18 - EARLY_STOP!.minItems) + 6);
      // an extra of 1 beyond the savings: one more
      expect(
        followUps(run(fixed18, pools(18), oneClear, { precisionOf: regime(150), earlyStop: earlyAfter(16), budget: 1, order: 'turns' })),
      ).toEqual(['f-SN-0', 'f-TF-0', 'f-JP-0']);
    });

    it('binds the estimate regime (500 stored and more) too; budgetIntervalOnly (the rule before stop 30) leaves it out', () => {
      expect(adaptiveProgress(fixed18, pools(18), {}, { precisionOf: regime(2000) }).every((scale) => scale.budgeted)).toBe(true);
      // EI in the estimate regime, the others at 150: nothing saved, no follow-up for anyone
      const mixed = (key: DichotomyKey, k: number) => (key === 'EI' ? regime(2000) : regime(150))(key, k);
      expect(followUps(run(fixed18, pools(18), () => 0, { precisionOf: mixed }))).toEqual([]);
      // the rule before: EI's follow-ups (cap 2) come without savings, the others' do not
      expect(followUps(run(fixed18, pools(18), () => 0, { precisionOf: mixed, cap: 2, budgetIntervalOnly: true }))).toEqual([
        'f-EI-0',
        'f-EI-1',
      ]);
      expect(
        adaptiveProgress(fixed18, pools(18), {}, { precisionOf: regime(2000), budgetIntervalOnly: true }).every((scale) => !scale.budgeted),
      ).toBe(true);
    });

    it('the outlook promises no follow-up the budget will not give', () => {
      expect(adaptiveOutlook(fixed18, pools(18), {}, { precisionOf: regime(150) }).mostLeft).toBe(72);
      expect(adaptiveOutlook(fixed18, pools(18), {}, { precisionOf: regime(2000) }).mostLeft).toBe(72);
      expect(adaptiveOutlook(fixed18, pools(18), {}, { precisionOf: regime(150), budget: null }).mostLeft).toBe(72 + 4 * 18);
      // after EI's early stop (8 saved), with the 3 open letters wanting 2 each (cap 2): 6 follow-ups fit
      const asked = run(fixed18, pools(18), oneClear, { precisionOf: regime(150), cap: 2 });
      const all = [...fixed18, ...KEYS.flatMap((key) => pools(18)[key])];
      const answers = Object.fromEntries(asked.map((id) => [id, oneClear(all.find((item) => item.id === id)!)]));
      const fixedDone = Object.fromEntries(Object.entries(answers).filter(([id]) => id.startsWith('q-')));
      expect(adaptiveOutlook(fixed18, pools(18), fixedDone, { precisionOf: regime(150), cap: 2, order: 'turns' })).toMatchObject({
        answered: 64,
        fixedPlanned: 64,
        mostLeft: 6,
        followUp: 'SN',
      });
      // cap 4 or the whole pool: 12 or 54 wanted, the 8 saved bound it
      expect(adaptiveOutlook(fixed18, pools(18), fixedDone, { precisionOf: regime(150), cap: 4 }).mostLeft).toBe(8);
      expect(adaptiveOutlook(fixed18, pools(18), fixedDone, { precisionOf: regime(2000) }).mostLeft).toBe(8);
    });

    it('adaptivePath replays the budgeted rule as nextAdaptiveStep does (random answer patterns)', () => {
      let seed = 777;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const bank = pools(6);
      const all = [...fixed18, ...KEYS.flatMap((key) => bank[key])];
      let withFollowUps = 0;
      let bound = 0;
      for (let trial = 0; trial < 20; trial += 1) {
        // mostly even letters (they want follow-ups), some clear ones (their early stops save statements)
        const lean = Object.fromEntries(KEYS.map((key) => [key, random() < 0.7 ? 2 : random() < 0.5 ? 0 : 4])) as Record<
          DichotomyKey,
          number
        >;
        const answerOf = (item: FreeTestItem) =>
          Math.max(-2, Math.min(2, towardsFirst(item, lean[item.key]) + Math.round(random() * 2 - 1)));
        const given = Object.fromEntries(all.map((item) => [item.id, answerOf(item)]));
        const options: AdaptiveOptions = {
          precisionOf: regime([150, 200, 2000][trial % 3]!),
          cap: [1, 2, 4, 18][trial % 4]!,
          order: trial % 2 === 0 ? 'gain' : 'turns',
        };
        const stepped = run(fixed18, bank, (item) => given[item.id]!, options);
        expect(adaptivePath(fixed18, bank, given, options).asked.map((item) => item.id)).toEqual(stepped);
        expect(stepped.length).toBeLessThanOrEqual(72);
        if (followUps(stepped).length > 0) withFollowUps += 1;
        if (adaptivePath(fixed18, bank, given, { ...options, budget: null }).asked.length > stepped.length) bound += 1;
      }
      // both kinds occur: follow-ups paid by savings, and the budget cutting follow-ups short
      expect(withFollowUps).toBeGreaterThan(0);
      expect(bound).toBeGreaterThan(0);
    });
  });

  it('takes turns between open letters in a deterministic order, each pool in its order', () => {
    const asked = run(fixed, pools(6), () => 0, options);
    expect(asked.slice(fixed.length)).toEqual([0, 1, 2, 3].flatMap((i) => KEYS.map((key) => `f-${key}-${i}`)));
    expect(run(fixed, pools(6), () => 0, options)).toEqual(asked);
  });

  it('resumes from the answers alone: the same answers give the same next statement', () => {
    const asked = run(fixed, pools(6), () => 0, options);
    const midway = Object.fromEntries(asked.slice(0, fixed.length + 5).map((id) => [id, 0]));
    expect(asked[fixed.length + 5]).toBe('f-SN-1');
    expect(nextAdaptiveStep(fixed, pools(6), JSON.parse(JSON.stringify(midway)) as Record<string, number>, options)).toEqual({
      phase: 'follow-up',
      item: pools(6).SN[1],
      key: 'SN',
    });
  });

  it('stops a clearly settled scale early, never at a band narrower than the score band', () => {
    const early = { minItems: 2, widthSem: 1 }; // narrower than BAND_WIDTH_SEM: the band width applies
    const opts = { ...options, earlyStop: early };
    // EI answered 4 points: 100 % after 2 items clears 50 ± 2.75·5 → its remaining 4 fixed items are skipped
    const asked = run(fixed, pools(6), (item) => towardsFirst(item, item.key === 'EI' ? 4 : 2), opts);
    expect(asked.filter((id) => id.startsWith('q-EI'))).toEqual(['q-EI-0', 'q-EI-1']);
    const answers = Object.fromEntries(asked.map((id) => [id, 0]));
    answers['q-EI-0'] = 2;
    answers['q-EI-1'] = -2;
    const ei = adaptiveProgress(fixed, pools(6), answers, opts)[0]!;
    expect(ei).toMatchObject({ stage: 'stopped-early', fixedSkipped: 4, settled: true, followUpsAnswered: 0 });
    // 60 % after 2 items is inside 50 ± 13.75: no early stop, although it is beyond widthSem 1·5
    const lean = adaptiveProgress(fixed, pools(6), { 'q-EI-0': 1, 'q-EI-1': -1 }, opts)[0]!;
    expect(lean.percentage).toBe(75);
    expect(adaptiveProgress(fixed, pools(6), { 'q-EI-0': 1, 'q-EI-1': 0 }, opts)[0]!.stage).toBe('fixed');
  });

  describe('the early stop widens as reliability falls (predicted retake flip, issue 24 §1)', () => {
    /** The precision after k of 18 items of a scale with stored α and SD (Spearman–Brown lengths, mean 50). */
    const scale = (alpha: number) => (_key: DichotomyKey, k: number) => precisionForLength(k, 18, { n: 2000, alpha, sd: 12, mean: 50 });
    /** Answers the first `count` EI items, `high` of them at 4 points and the rest at 2. */
    const eiAnswers = (high: number, count = 6) =>
      Object.fromEntries(
        fixedItems(18)
          .filter((item) => item.key === 'EI')
          .slice(0, count)
          .map((item, i) => [item.id, towardsFirst(item, i < high ? 4 : 2)]),
      );

    it('earlyStopFlipChance: the normal tail of the regressed score beyond 50, symmetric, 0 when certain', () => {
      const precision = { reliability: 0.6, sem: 10, mean: 50 };
      // predicted 50 + .6·20 = 62, spread √(.6·100 + 36) = 9.80 → Φ(−12/9.80) = 11.0 %
      expect(earlyStopFlipChance(70, precision, 6)).toBeCloseTo(0.1103, 3);
      expect(earlyStopFlipChance(30, precision, 6)).toBeCloseTo(earlyStopFlipChance(70, precision, 6), 10);
      expect(earlyStopFlipChance(70, { reliability: 1, sem: 0 }, 0)).toBe(0);
      // a mean far on the other side: the regressed score crosses 50, a retake more likely flips than not
      expect(earlyStopFlipChance(55, { reliability: 0.5, sem: 5, mean: 30 }, 4)).toBeGreaterThan(0.5);
    });

    it('the same score after 6 items stops early at α .90, not at α .70, although both lie beyond the band', () => {
      // 4 of 6 at 4 points, two at 2: 83.3 %. At α .70 (SEM 11.4 at 6 items, α(6) .44) that is
      // beyond the band (31.3 points) but short of the predictive boundary (3.30 SEM = 37.5 points).
      const answers = eiAnswers(4);
      for (const alpha of [0.7, 0.9]) {
        const sem6 = scale(alpha)('EI', 6).sem;
        expect(Math.abs(83.3 - 50), `beyond ${BAND_WIDTH_SEM} SEM at α ${alpha}`).toBeGreaterThan(BAND_WIDTH_SEM * sem6);
      }
      const stage = (alpha: number, earlyStop: AdaptiveOptions['earlyStop']) =>
        adaptiveProgress(fixedItems(18), pools(18), answers, { precisionOf: scale(alpha), earlyStop })[0]!.stage;
      const rule = { ...EARLY_STOP!, minItems: 6 }; // the engine's rule, looking from 6 items
      expect(stage(0.9, rule)).toBe('stopped-early');
      expect(stage(0.7, rule)).toBe('fixed');
      // without the predictive condition (the rule before), the raw width alone stopped both
      const rawWidthOnly = { minItems: 6, widthSem: BAND_WIDTH_SEM };
      expect(stage(0.7, rawWidthOnly)).toBe('stopped-early');
    });

    it('the engine rule bounds the predicted flip of every early stop by EARLY_STOP.flipChance = the 5 % target', () => {
      expect(EARLY_STOP?.flipChance).toBe(0.05);
      const count = EARLY_STOP!.minItems;
      let stops = 0;
      let refused = 0;
      for (const alpha of [0.5, 0.6, 0.7, 0.8, 0.9])
        for (let high = 0; high <= count; high += 1) {
          const answers = eiAnswers(high, count);
          const ei = adaptiveProgress(fixedItems(18), pools(18), answers, { precisionOf: scale(alpha) })[0]!;
          const chance = earlyStopFlipChance(ei.percentage, scale(alpha)('EI', count), scale(alpha)('EI', 18).sem);
          if (ei.stage === 'stopped-early') {
            stops += 1;
            expect(chance).toBeLessThanOrEqual(0.05);
          } else if (ei.settled) refused += 1; // beyond the band, but the predicted flip is too high
        }
      expect(stops).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    });
  });

  it('defaults to the engine constants and the prior precision', () => {
    expect(EARLY_STOP === null || EARLY_STOP.widthSem >= BAND_WIDTH_SEM).toBe(true);
    const progress = adaptiveProgress(fixedItems(18), pools(18), {}, {});
    expect(progress[0]).toMatchObject({ stage: 'fixed', percentage: 50, answered: 0, sem: priorPrecision(1).sem });
  });

  it('rejects an answer outside −2 … 2', () => {
    expect(() => nextAdaptiveStep(fixed, pools(6), { 'q-EI-0': 3 }, options)).toThrow(RangeError);
  });

  it('futility stop (option): a letter at the cut gets no follow-up it could not settle with', () => {
    const opts = { ...options, reach: 1 };
    const asked = run(fixed, pools(6), (item) => towardsFirst(item, item.key === 'JP' ? 3 : 2), opts);
    // TF, SN, EI at 50 % cannot clear ± 13.75 within 4 more items; JP at 75 % is settled anyway
    expect(asked.length).toBe(fixed.length);
    expect(adaptiveProgress(fixed, pools(6), Object.fromEntries(asked.map((id) => [id, 0])), opts)[0]!.stage).toBe('out-of-reach');
  });
});

describe('rotatedPools', () => {
  it('is deterministic per seed, keeps keyed/reverse pairs together and every item once', () => {
    const rotated = rotatedPools(pools(18), 5);
    expect(rotatedPools(pools(18), 5)).toEqual(rotated);
    expect(rotatedPools(pools(18), 6)).not.toEqual(rotated);
    for (const key of KEYS) {
      const ids = rotated[key].map((item) => item.id);
      const poolIds = pools(18)[key].map((item) => item.id);
      expect([...ids].sort()).toEqual(poolIds.sort());
      expect(rotated[key][0]!.reverse).toBe(false);
      expect(rotated[key][1]!.reverse).toBe(true);
    }
    expect(() => rotatedPools(pools(2), -1)).toThrow(RangeError);
  });
});

describe('precisionForLength', () => {
  const stats = { n: 2000, alpha: 0.8, sd: 15 };
  it('keeps the prior (already computed at the answered length) and scales an estimated SEM by √(base / k)', () => {
    expect(precisionForLength(21, 18, null)).toEqual(precisionFor(21, null));
    const base = precisionFor(18, stats);
    expect(precisionForLength(18, 18, stats)).toEqual(base);
    const longer = precisionForLength(36, 18, stats);
    expect(longer.sem).toBeCloseTo(base.sem / Math.SQRT2, 10);
    expect(longer.reliability).toBeGreaterThan(0.8);
    expect(precisionForLength(9, 18, stats).sem).toBeCloseTo(base.sem * Math.SQRT2, 10);
    expect(() => precisionForLength(9, 0, stats)).toThrow(RangeError);
  });
});

describe('adaptivePath (the question order the answers lead through)', () => {
  const fixed = fixedItems(6);
  const opts: AdaptiveOptions = { precisionOf: fixedSem(5), earlyStop: null, cap: 2, budget: null };

  it('replays the rule: the asked ids of run() in the same order, then the next statement', () => {
    const answerOf = (item: FreeTestItem) => towardsFirst(item, item.key === 'EI' ? 2 : 4);
    const asked = run(fixed, pools(6), answerOf, opts);
    const all = [...fixed, ...KEYS.flatMap((key) => pools(6)[key])];
    const answers = Object.fromEntries(asked.map((id) => [id, answerOf(all.find((item) => item.id === id)!)]));
    const whole = adaptivePath(fixed, pools(6), answers, opts);
    expect(whole.asked.map((item) => item.id)).toEqual(asked);
    expect(whole.next).toEqual({ phase: 'done' });
    expect(asked).toContain('f-EI-0'); // EI at 50 % got its follow-ups
    const half = adaptivePath(fixed, pools(6), Object.fromEntries(asked.slice(0, 10).map((id) => [id, answers[id]!])), opts);
    expect(half.asked.map((item) => item.id)).toEqual(asked.slice(0, 10));
    expect(half.next.phase === 'fixed' && half.next.item.id).toBe(asked[10]);
  });

  it('drops answers the path no longer reaches after an earlier answer changes', () => {
    // EI even at 50 % → follow-ups f-EI-0, f-EI-1 are asked and answered.
    const even = Object.fromEntries(fixed.map((item) => [item.id, towardsFirst(item, item.key === 'EI' ? 2 : 4)]));
    const withFollowUps = { ...even, 'f-EI-0': 0, 'f-EI-1': 0 };
    expect(adaptivePath(fixed, pools(6), withFollowUps, opts).answers).toHaveProperty('f-EI-0');
    // Changing every EI answer to a clear E settles EI: its follow-ups leave the path.
    const clear = {
      ...withFollowUps,
      ...Object.fromEntries(fixed.filter((item) => item.key === 'EI').map((item) => [item.id, towardsFirst(item, 4)])),
    };
    const path = adaptivePath(fixed, pools(6), clear, opts);
    expect(path.next).toEqual({ phase: 'done' });
    expect(path.answers).not.toHaveProperty('f-EI-0');
    expect(Object.keys(path.answers)).toHaveLength(fixed.length);
  });

  it('stops at the first unanswered statement and ignores answers beyond it', () => {
    const answers = { 'q-EI-0': 1, 'q-TF-0': 1 }; // q-SN-0 (the second) is unanswered
    const path = adaptivePath(fixed, pools(6), answers, opts);
    expect(path.asked.map((item) => item.id)).toEqual(['q-EI-0']);
    expect(path.answers).toEqual({ 'q-EI-0': 1 });
    expect(path.next.phase === 'fixed' && path.next.item.id).toBe('q-SN-0');
  });

  it('equals stepping nextAdaptiveStep for random answer patterns (early stops, follow-ups, settling)', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const bank = pools(6);
    const all = [...fixedItems(18), ...KEYS.flatMap((key) => bank[key])];
    for (let trial = 0; trial < 60; trial += 1) {
      const lean = Object.fromEntries(KEYS.map((key) => [key, Math.floor(random() * 5)])) as Record<DichotomyKey, number>;
      const answerOf = (item: FreeTestItem) => Math.max(-2, Math.min(2, towardsFirst(item, lean[item.key]) + Math.round(random() * 2 - 1)));
      const given = Object.fromEntries(all.map((item) => [item.id, answerOf(item)]));
      const options: AdaptiveOptions = {
        precisionOf: (_key, k) => priorPrecision(k),
        cap: 1 + (trial % 4),
        earlyStop: trial % 3 === 0 ? null : EARLY_STOP,
      };
      const stepped = run(fixedItems(18), bank, (item) => given[item.id]!, options);
      expect(adaptivePath(fixedItems(18), bank, given, options).asked.map((item) => item.id)).toEqual(stepped);
    }
  });

  it('refuses an answer outside −2 … 2 on the path', () => {
    expect(() => adaptivePath(fixed, pools(6), { 'q-EI-0': 3 }, opts)).toThrow(RangeError);
  });
});

describe('adaptiveOutlook (honest progress)', () => {
  const fixed = fixedItems(6);
  const opts: AdaptiveOptions = { precisionOf: fixedSem(5), earlyStop: null, cap: 2, budget: null };

  it('counts the fixed items and, for every unsettled letter, the follow-ups its cap allows', () => {
    const start = adaptiveOutlook(fixed, pools(6), {}, opts);
    expect(start).toMatchObject({ answered: 0, fixedPlanned: 24, mostLeft: 24 + 4 * 2, followUp: null });
    // All fixed answered: EI and SN clear, TF and JP even → 2 open letters × 2 follow-ups.
    const points: Record<DichotomyKey, number> = { EI: 4, SN: 0, TF: 2, JP: 2 };
    const answers = Object.fromEntries(fixed.map((item) => [item.id, towardsFirst(item, points[item.key])]));
    const outlook = adaptiveOutlook(fixed, pools(6), answers, opts);
    expect(outlook).toMatchObject({ answered: 24, fixedPlanned: 24, mostLeft: 4, followUp: 'TF' });
    const done = adaptiveOutlook(fixed, pools(6), { ...answers, 'f-TF-0': 0, 'f-JP-0': 0, 'f-TF-1': 0, 'f-JP-1': 0 }, opts);
    expect(done).toMatchObject({ answered: 28, fixedPlanned: 24, mostLeft: 0, followUp: null });
  });

  it('leaves the skipped fixed items of an early-stopped scale out of the plan', () => {
    const early = { ...opts, earlyStop: { minItems: 3, widthSem: BAND_WIDTH_SEM } };
    const answers = Object.fromEntries(fixed.slice(0, 12).map((item) => [item.id, towardsFirst(item, item.key === 'EI' ? 4 : 2)]));
    const outlook = adaptiveOutlook(fixed, pools(6), answers, early);
    expect(outlook.fixedPlanned).toBe(24 - 3); // EI clear after 3 of its 6
    expect(outlook.answered).toBe(12);
  });
});

describe('the follow-up order by expected gain (followUpGain, FOLLOW_UP_ORDER)', () => {
  const estimate = (sem: number, reliability = 0.8): ScalePrecision => ({ reliability, sd: 20, sem, n: 2000, source: 'estimate' });

  it('bivariateNormal: independence, the orthant formula and symmetry', () => {
    const phi = (z: number) => bivariateNormal(z, 40, 0); // Φ(z)·Φ(40) = Φ(z)
    expect(bivariateNormal(0.3, -0.7, 0)).toBeCloseTo(phi(0.3) * phi(-0.7), 9);
    for (const rho of [0.1, 0.3, 0.6]) expect(bivariateNormal(0, 0, rho)).toBeCloseTo(0.25 + Math.asin(rho) / (2 * Math.PI), 8);
    expect(bivariateNormal(0.4, -1.1, 0.35)).toBeCloseTo(bivariateNormal(-1.1, 0.4, 0.35), 12);
  });

  it('is largest at the cut, falls away from it, and is worth more for an imprecise letter', () => {
    const at = (p: number, sem = 4, k = 18, horizon = 8) => followUpGain(p, estimate(sem), k, horizon);
    expect(at(50)).toBeGreaterThan(at(53));
    expect(at(53)).toBeGreaterThan(at(58));
    expect(at(58)).toBeGreaterThan(at(70));
    expect(at(80)).toBeLessThan(1e-6);
    expect(at(80)).toBeGreaterThanOrEqual(0);
    // one statement cannot carry 58 % after 18 statements across 50: a look-ahead of one sees no gain (the myopic blind spot)
    expect(at(58, 4, 18, 1)).toBe(0);
    expect(at(58, 4, 18, 8)).toBeGreaterThan(0);
    // the same distance from the cut in points: more to gain where the SEM is larger
    expect(at(55, 6)).toBeGreaterThan(at(55, 3));
    // the same SEM, more items already answered: one more statement moves the score less
    expect(at(52, 4, 30)).toBeLessThan(at(52, 4, 18));
    // symmetric about the cut with the scale mean at 50
    expect(at(56)).toBeCloseTo(at(44), 12);
    // no usable precision: 0
    expect(followUpGain(50, estimate(0), 18)).toBe(0);
  });

  it('hands the shared budget to the letters nearest the cut instead of in turns', () => {
    const fixed18 = fixedItems(18);
    const precisionOf = (_key: DichotomyKey, k: number) => precisionForLength(k, 18, { n: 2000, alpha: 0.8, sd: 12 });
    // EI clear (stops early after 10: 8 saved); SN leans (≈ 58 %), TF even, JP leans slightly (≈ 53 %)
    const lean: Record<DichotomyKey, (i: number) => number> = {
      EI: () => 4,
      SN: (i) => (i % 3 === 0 ? 3 : i % 3 === 1 ? 2 : 2.3),
      TF: (i) => (i % 2 === 0 ? 2 : 2),
      JP: (i) => (i % 5 === 0 ? 3 : 2),
    };
    const answerOf = (item: FreeTestItem) => {
      const i = Number(item.id.split('-').at(-1));
      return towardsFirst(item, Math.round(lean[item.key](i)));
    };
    const followUps = (order: 'turns' | 'gain') =>
      run(fixed18, pools(18), answerOf, { precisionOf, order }).filter((id) => id.startsWith('f-'));
    const turns = followUps('turns');
    const gain = followUps('gain');
    expect(turns).toHaveLength(8);
    expect(gain).toHaveLength(8);
    // in turns every open letter gets its share; by gain the even letter gets the most
    const count = (ids: string[], key: DichotomyKey) => ids.filter((id) => id.startsWith(`f-${key}`)).length;
    expect(count(turns, 'TF')).toBeLessThanOrEqual(3);
    expect(count(gain, 'TF')).toBeGreaterThan(count(turns, 'TF'));
    expect(count(gain, 'SN')).toBeLessThan(count(turns, 'SN'));
    // adaptivePath replays it (resume after a reload asks the same next statement)
    const all = [...fixed18, ...KEYS.flatMap((key) => pools(18)[key])];
    const given = Object.fromEntries(all.map((item) => [item.id, answerOf(item)]));
    expect(
      adaptivePath(fixed18, pools(18), given, { precisionOf, order: 'gain' })
        .asked.map((item) => item.id)
        .filter((id) => id.startsWith('f-')),
    ).toEqual(gain);
  });

  it('the engine default is the documented constant', () => {
    expect(['turns', 'gain']).toContain(FOLLOW_UP_ORDER);
  });
});
