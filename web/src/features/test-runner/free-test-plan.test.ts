import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage.test-support';
import {
  EARLY_STOP,
  FOLLOW_UP_CAP_PER_SCALE,
  goBack,
  precisionForLength,
  progress,
  setAnswer,
  stepsPlanned,
  type DichotomyKey,
  type FollowUpPools,
  type FreeTestItem,
} from '@typeatlas/schemas/engine';
import { freeTestPlan, randomSeed, scoredItems, SEED_LIMIT, type AdaptiveDefinition } from './free-test-plan';
import { answerStatement, freeTestRunner, leaveSurvey, startFreeTest, statementAnswers, type FreeTestRun } from './free-test-runner';
import { readQuizProgress, writeQuizProgress } from './quiz-progress';

/** The seed's item bank (studio/seed/source/free-test.json): 72 fixed items and the four pools. */
function seedDefinition(): AdaptiveDefinition {
  const bank = JSON.parse(readFileSync(new URL('../../../../studio/seed/source/free-test.json', import.meta.url), 'utf8')) as {
    items: { id: string; scale: DichotomyKey; reverse: boolean }[];
    followUps: Record<DichotomyKey, { id: string; reverse: boolean }[]>;
  };
  const pool = (key: DichotomyKey): FreeTestItem[] => bank.followUps[key].map((item) => ({ id: item.id, key, reverse: item.reverse }));
  const followUps: FollowUpPools = { EI: pool('EI'), SN: pool('SN'), TF: pool('TF'), JP: pool('JP') };
  return { items: bank.items.map((item) => ({ id: item.id, key: item.scale, reverse: item.reverse })), followUps };
}

const definition = seedDefinition();
const byId = new Map(scoredItems(definition).map((item) => [item.id, item]));

/** The raw answer that scores `points` (0 … 4) towards the first pole. */
const towardsFirst = (item: FreeTestItem, points: number) => (item.reverse ? 2 - points : points - 2);

/** A site with 2,000 stored results per scale: the test is adaptive only past the prior (ADAPTIVE_UNDER_PRIOR). */
const stored = (_key: DichotomyKey, itemCount: number) => precisionForLength(itemCount, 18, { n: 2000, alpha: 0.8, sd: 12, mean: 50 });
const runner = freeTestRunner(definition, stored);
const current = (run: FreeTestRun) => run.state.order[run.state.step]!;

/** E/I answered clearly E (it stops early after EARLY_STOP.minItems = 10 of its 18, saving 8), the other letters even (they stay balanced). */
const oneClear = (item: FreeTestItem) => towardsFirst(item, item.key === 'EI' ? 4 : 2);
/** Statements saved by E/I's early stop: the shared budget of the balanced letters' follow-ups (FOLLOW_UP_BUDGET 0). */
const SAVED = 18 - EARLY_STOP!.minItems;
/** The fixed statements asked when E/I stops early. */
const fixedAsked = definition.items.length - SAVED;

/** Runs the engine through the survey and every statement the plan asks, answering with `answerOf`. */
function take(
  seed: number,
  answerOf: (item: FreeTestItem) => number,
): { asked: string[]; completed: Record<string, number> | null; run: FreeTestRun } {
  let run = leaveSurvey(startFreeTest(runner, seed)).run;
  const asked: string[] = [];
  let completed: Record<string, number> | null = null;
  while (!run.state.over) {
    const id = current(run);
    asked.push(id);
    const outcome = answerStatement(run, answerOf(byId.get(id)!));
    completed = outcome.completed ?? completed;
    run = outcome.run;
    expect(asked.length).toBeLessThanOrEqual(72 + 4 * FOLLOW_UP_CAP_PER_SCALE);
  }
  return { asked, completed, run };
}

describe('the free test runner with follow-up statements (issue 24 §3)', () => {
  it('asks follow-ups for letters that stay balanced within what early stops saved, then completes with every answer on the path', () => {
    // Neither side on every scale: nothing saved, no follow-up — the 72 fixed statements.
    expect(take(5, () => 0).asked).toEqual(definition.items.map((item) => item.id));
    // E/I clear: its early stop saves 8 statements, the three balanced letters get them.
    const { asked, completed } = take(5, oneClear);
    expect(asked).toHaveLength(72);
    expect(asked.slice(0, fixedAsked).every((id) => !id.startsWith('f-'))).toBe(true);
    expect(asked.slice(fixedAsked)).toHaveLength(SAVED);
    expect(asked.slice(fixedAsked).every((id) => id.startsWith('f-') && !definition.followUps.EI.some((item) => item.id === id))).toBe(
      true,
    );
    expect(Object.keys(completed ?? {})).toEqual(asked);
  });

  it('stops a clearly settled letter early and asks no follow-ups for a clear type', () => {
    const { asked } = take(5, (item) => towardsFirst(item, 4));
    expect(asked.length).toBeLessThan(72);
    expect(asked.some((id) => id.startsWith('f-'))).toBe(false);
  });

  it('orders the follow-ups by the seed, the same for the same seed', () => {
    const first = take(1, oneClear).asked.slice(fixedAsked);
    expect(first).toHaveLength(SAVED);
    expect(take(1, oneClear).asked.slice(fixedAsked)).toEqual(first);
    const others = [2, 3, 4, 5, 6].map((seed) => take(seed, oneClear).asked.slice(fixedAsked).join());
    expect(new Set([first.join(), ...others]).size).toBeGreaterThan(1);
  });

  it('resumes mid-follow-up from stored progress with the same next statement', () => {
    let run = leaveSurvey(startFreeTest(runner, 9)).run;
    for (let i = 0; i < fixedAsked + 2; i += 1) run = answerStatement(run, oneClear(byId.get(current(run))!)).run;
    const next = current(run);
    expect(next).toMatch(/^f-/);
    const asStorage = memoryStorage();
    writeQuizProgress(asStorage, 'free-personality-test', run, 1_000);
    const resumed = readQuizProgress(asStorage, 'free-personality-test', runner, 2_000);
    expect(resumed?.seed).toBe(9);
    expect(resumed && current(resumed)).toBe(next);
    expect(resumed && statementAnswers(resumed.state)).toEqual(statementAnswers(run.state));
    // A follow-up answer another seed's order does not reach drops the record.
    const otherSeed = { ...runner, options: () => runner.options(10) };
    writeQuizProgress(asStorage, 'free-personality-test', run, 1_000);
    const foreign = readQuizProgress(asStorage, 'free-personality-test', otherSeed, 2_000);
    expect(foreign === null || foreign.state.step >= 1).toBe(true);
  });

  it('going back and settling a letter drops its follow-up answers', () => {
    let run = leaveSurvey(startFreeTest(runner, 3)).run;
    while (!current(run).startsWith('f-')) run = answerStatement(run, oneClear(byId.get(current(run))!)).run;
    run = answerStatement(run, 0).run;
    expect(Object.keys(statementAnswers(run.state)).some((id) => id.startsWith('f-'))).toBe(true);
    // Back to the fixed statements; every answer made a clear first pole → no follow-ups remain on the path.
    let state = run.state;
    while (state.step > fixedAsked) state = goBack(state);
    const fixedIds = new Set(definition.items.map((item) => item.id));
    for (const id of state.order.filter((id) => fixedIds.has(id))) state = setAnswer(state, id, towardsFirst(byId.get(id)!, 4));
    expect(Object.keys(statementAnswers(state)).some((id) => id.startsWith('f-'))).toBe(false);
    expect(Object.keys(state.answers).filter((id) => id.startsWith('f-') && state.answers[id] !== null)).toEqual([]);
    expect(state.path?.complete).toBe(true);
  });

  it('shows the fixed statements planned and a share that counts the follow-ups still possible', () => {
    const start = leaveSurvey(startFreeTest(runner, 1)).run;
    expect(stepsPlanned(start.state)).toBe(72);
    expect(progress(start.state)).toBe(0);
    let run = start;
    for (let i = 0; i < fixedAsked; i += 1) run = answerStatement(run, oneClear(byId.get(current(run))!)).run;
    expect(stepsPlanned(run.state)).toBe(fixedAsked); // E/I's skipped statements are no longer planned
    expect(definition.followUps.SN.map((item) => item.id)).toContain(current(run)); // the follow-up phase, S/N first (E/I is settled)
    // at most the 8 saved statements are still to come, whatever the cap (FOLLOW_UP_CAP_PER_SCALE) would allow
    expect(FOLLOW_UP_CAP_PER_SCALE * 3).toBeGreaterThan(SAVED);
    expect(progress(run.state)).toBe(Math.round((fixedAsked / (fixedAsked + SAVED)) * 100));
    expect(freeTestPlan(definition, 1)({}).order).toEqual(['survey', definition.items[0]!.id]);
  });

  describe('with 150–499 stored results (the interval regime, as on the e2e stack): follow-ups only from what early stops saved', () => {
    const interval = (_key: DichotomyKey, itemCount: number) => precisionForLength(itemCount, 18, { n: 200, alpha: 0.8, sd: 12, mean: 50 });
    const intervalRunner = freeTestRunner(definition, interval);
    /** The engine through the survey and every statement, on the interval-regime runner. */
    const takeInterval = (seed: number, answerOf: (item: FreeTestItem) => number) => {
      let run = leaveSurvey(startFreeTest(intervalRunner, seed)).run;
      const asked: string[] = [];
      const percents: number[] = [];
      while (!run.state.over) {
        const id = current(run);
        asked.push(id);
        percents.push(progress(run.state));
        run = answerStatement(run, answerOf(byId.get(id)!)).run;
        expect(asked.length).toBeLessThanOrEqual(72);
      }
      return { asked, percents, run };
    };

    it('a visitor balanced everywhere saves nothing: the 72 fixed statements, no follow-up, progress to the end', () => {
      const { asked, percents } = takeInterval(5, () => 0);
      expect(asked).toEqual(definition.items.map((item) => item.id));
      // nothing is promised that will not come: the share is answered / 72 throughout
      expect(percents).toEqual(asked.map((_id, i) => Math.round((i / 72) * 100)));
    });

    it('one clear letter pays for the balanced letters’ follow-ups, which resume mid-follow-up', () => {
      const { asked } = takeInterval(9, oneClear);
      const followUps = asked.filter((id) => id.startsWith('f-'));
      expect(followUps).toHaveLength(SAVED); // 8 fixed E/I statements saved, all wanted
      expect(followUps.some((id) => definition.followUps.EI.some((item) => item.id === id))).toBe(false);
      expect(asked.length).toBeLessThanOrEqual(72);
      // a reload after the first two follow-ups resumes at the third
      let run = leaveSurvey(startFreeTest(intervalRunner, 9)).run;
      while (asked.indexOf(current(run)) < asked.indexOf(followUps[2]!)) run = answerStatement(run, oneClear(byId.get(current(run))!)).run;
      const asStorage = memoryStorage();
      writeQuizProgress(asStorage, 'free-personality-test', run, 1_000);
      const resumed = readQuizProgress(asStorage, 'free-personality-test', intervalRunner, 2_000);
      expect(resumed && current(resumed)).toBe(followUps[2]);
    });
  });

  it('draws seeds in range', () => {
    expect(randomSeed(() => 0)).toBe(0);
    expect(randomSeed(() => 0.999999999)).toBeLessThan(SEED_LIMIT);
  });
});
