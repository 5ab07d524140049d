import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DICHOTOMIES, FOLLOW_UP_CAP_PER_SCALE, type DichotomyKey, type FollowUpPools, type FreeTestItem } from '@typeatlas/schemas/engine';
import { freeTestPlan, freeTestProgress, randomSeed, scoredItems, SEED_LIMIT, type AdaptiveDefinition } from './free-test-plan';
import { readQuizProgress, writeQuizProgress } from './quiz-progress';
import { initialQuizState, quizReducer, type QuizState } from './quiz-state';

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

/** Runs the reducer through the survey and every statement the plan asks, answering with `answerOf`. */
function take(
  seed: number,
  answerOf: (item: FreeTestItem) => number,
): { asked: string[]; completed: Record<string, number> | null; state: QuizState } {
  const plan = freeTestPlan(definition, seed);
  let state = quizReducer(initialQuizState(seed), { type: 'continue' }, plan).state;
  const asked: string[] = [];
  let completed: Record<string, number> | null = null;
  while (!state.completed) {
    const id = plan(state.answers).order[state.index - 1]!;
    asked.push(id);
    const transition = quizReducer(state, { type: 'answer', questionId: id, value: answerOf(byId.get(id)!) }, plan);
    for (const event of transition.events) if (event.name === 'quiz/completed') completed = event.answers;
    state = transition.state;
    expect(asked.length).toBeLessThanOrEqual(72 + 4 * FOLLOW_UP_CAP_PER_SCALE);
  }
  return { asked, completed, state };
}

describe('the free test runner with follow-up statements (issue 24 §3)', () => {
  it('asks follow-ups for letters that stay balanced, then completes with every answer on the path', () => {
    // Neither side on every scale (the prior SEM at 0 stored results): every letter gets its cap.
    const { asked, completed } = take(5, () => 0);
    expect(asked).toHaveLength(72 + 4 * FOLLOW_UP_CAP_PER_SCALE);
    expect(asked.slice(0, 72)).toEqual(definition.items.map((item) => item.id));
    expect(asked.slice(72).every((id) => id.startsWith('f-'))).toBe(true);
    expect(Object.keys(completed ?? {})).toEqual(asked);
  });

  it('stops a clearly settled letter early and asks no follow-ups for a clear type', () => {
    const { asked } = take(5, (item) => towardsFirst(item, 4));
    expect(asked.length).toBeLessThan(72);
    expect(asked.some((id) => id.startsWith('f-'))).toBe(false);
  });

  it('orders the follow-ups by the seed, the same for the same seed', () => {
    const first = take(1, () => 0).asked.slice(72);
    expect(take(1, () => 0).asked.slice(72)).toEqual(first);
    const others = [2, 3, 4, 5, 6].map((seed) =>
      take(seed, () => 0)
        .asked.slice(72)
        .join(),
    );
    expect(new Set([first.join(), ...others]).size).toBeGreaterThan(1);
  });

  it('resumes mid-follow-up from stored progress with the same next statement', () => {
    const plan = freeTestPlan(definition, 9);
    let state = quizReducer(initialQuizState(9), { type: 'continue' }, plan).state;
    for (let i = 0; i < 74; i += 1)
      state = quizReducer(state, { type: 'answer', questionId: plan(state.answers).order[state.index - 1]!, value: 0 }, plan).state;
    const next = plan(state.answers).order[state.index - 1]!;
    expect(next).toMatch(/^f-/);
    const storage = new Map<string, string>();
    const asStorage = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    } as Storage;
    writeQuizProgress(asStorage, 'free-personality-test', state, 1_000);
    const resumed = readQuizProgress(asStorage, 'free-personality-test', (seed) => freeTestPlan(definition, seed), 2_000);
    expect(resumed?.seed).toBe(9);
    expect(resumed && freeTestPlan(definition, resumed.seed)(resumed.answers).order[resumed.index - 1]).toBe(next);
    // A follow-up answer the plan does not reach (another seed's order) drops the record.
    const foreign = readQuizProgress(asStorage, 'free-personality-test', () => freeTestPlan(definition, 10), 2_000);
    expect(foreign === null || foreign.index >= 1).toBe(true);
  });

  it('going back and settling a letter drops its follow-up answers', () => {
    const plan = freeTestPlan(definition, 3);
    let state = quizReducer(initialQuizState(3), { type: 'continue' }, plan).state;
    while (!plan(state.answers).order[state.index - 1]?.startsWith('f-')) {
      state = quizReducer(state, { type: 'answer', questionId: plan(state.answers).order[state.index - 1]!, value: 0 }, plan).state;
    }
    state = quizReducer(state, { type: 'answer', questionId: plan(state.answers).order[state.index - 1]!, value: 0 }, plan).state;
    expect(Object.keys(state.answers).some((id) => id.startsWith('f-'))).toBe(true);
    // Back to the first statement; every answer made a clear first pole → no follow-ups remain on the path.
    const clear = Object.fromEntries(definition.items.map((item) => [item.id, towardsFirst(item, 4)]));
    const path = plan({ ...state.answers, ...clear });
    expect(Object.keys(path.answers).some((id) => id.startsWith('f-'))).toBe(false);
    expect(path.complete).toBe(true);
  });

  it('shows the fixed statements planned and a share that counts the follow-ups still possible', () => {
    const start = freeTestProgress(definition, 1, {});
    expect(start).toEqual({ phase: 'fixed', fixedPlanned: 72, percent: 0, followUp: null });
    const neutral = Object.fromEntries(definition.items.map((item) => [item.id, 0]));
    const after = freeTestProgress(definition, 1, neutral);
    expect(after.phase).toBe('follow-up');
    expect(after.followUp).toBe(DICHOTOMIES[0]!.key);
    expect(after.percent).toBe(Math.round((72 / (72 + 4 * FOLLOW_UP_CAP_PER_SCALE)) * 100));
  });

  it('draws seeds in range', () => {
    expect(randomSeed(() => 0)).toBe(0);
    expect(randomSeed(() => 0.999999999)).toBeLessThan(SEED_LIMIT);
  });
});
