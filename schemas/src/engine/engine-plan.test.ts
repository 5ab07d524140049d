/**
 * Unit tests of the engine features the free test runs on (issue 26 §1 "one runner"): a survey
 * step then one Likert item per step, a plan hook that derives the step order from the answers
 * (items skipped, follow-ups appended, answers off the new path dropped), resume from stored
 * answers, and progress from the plan. The toy plan below stands in for the adaptive rule
 * (web/src/features/test-runner/free-test-plan.ts runs the real one on the real item bank).
 */
import { describe, expect, it } from 'vitest';
import {
  INCOMPLETE_STEP_MESSAGE,
  canGoNext,
  canSubmit,
  createEngineState,
  goBack,
  goNext,
  isLastStep,
  progress,
  restart,
  resumeEngineState,
  setAnswer,
  stepsPlanned,
  submit,
  type EnginePlan,
  type EngineState,
} from './engine';
import type { Answers, TestDefinition } from './types';
import { validateTestDefinition } from './validate';

/** A survey step (two optional text fields) and one group per Likert item: a, b, follow-up f1. */
const definition: TestDefinition = {
  slug: 'planned',
  title: 'Planned',
  category: 'personal-growth',
  description: 'A test whose order follows the answers',
  groups: [
    { id: 'survey', title: 'About you' },
    { id: 'a', title: 'a' },
    { id: 'b', title: 'b' },
    { id: 'f1', title: 'f1' },
  ],
  questions: [
    { id: 'gender', type: 'text', group: 'survey', label: 'Gender', optional: true },
    { id: 'age', type: 'text', group: 'survey', label: 'Age', optional: true },
    { id: 'a', type: 'question', group: 'a', label: 'A' },
    { id: 'b', type: 'question', group: 'b', label: 'B' },
    { id: 'f1', type: 'question', group: 'f1', label: 'F1' },
  ],
  scales: [],
};

/**
 * The toy rule: survey, a; b unless a is 2 (an "early stop"); then the follow-up f1 when a is 0
 * (a "balanced letter"). Progress: answered / (answered + most left), total = statements planned.
 */
const plan: EnginePlan = (answers: Readonly<Answers>) => {
  const order = ['survey'];
  const answered = (id: string) => typeof answers[id] === 'number';
  const statements: string[] = ['a'];
  if (answered('a') && answers.a !== 2) statements.push('b');
  if (answered('a') && answers.a === 0 && answered('b')) statements.push('f1');
  let done = 0;
  for (const id of statements) {
    order.push(id);
    if (!answered(id)) break;
    done += 1;
  }
  const complete = done === statements.length && (!answered('a') || answers.a !== 0 || answered('f1'));
  const mostLeft = statements.length - done + (answered('a') ? 0 : 2) + (answers.a === 0 && !answered('b') ? 1 : 0);
  return { order, complete, percent: Math.round((100 * done) / (done + mostLeft)), total: answers.a === 2 ? 1 : 2 };
};

const options = { plan, stepDefaults: false };
const start = () => createEngineState(definition, Math.random, options);

/** Sets the current statement's answer and moves on (the free test's "answer" gesture). */
function answer(state: EngineState, value: number): EngineState {
  const id = state.order[state.step]!;
  const next = setAnswer(state, id, value);
  return canSubmit(next) ? submit(next, { send: false }).state : goNext(next);
}

describe('the engine with a plan (issue 26 §1)', () => {
  it('the definition is a valid engine definition', () => {
    expect(validateTestDefinition(definition)).toEqual([]);
  });

  it('starts on the survey step, then asks one Likert item per step without a default', () => {
    let state = start();
    expect(state.order).toEqual(['survey', 'a']);
    expect(state.step).toBe(0);
    expect(canGoNext(state)).toBe(true); // the survey may be skipped
    state = goNext(state);
    expect(state.step).toBe(1);
    expect(state.answers.a).toBeNull(); // no SPEC §4 entry default: an untouched neutral is no answer
    expect(goNext(state).error).toBe(INCOMPLETE_STEP_MESSAGE);
    expect(goNext(state).step).toBe(1);
  });

  it('takes the step order from the plan hook: follow-ups appended, skipped items left out', () => {
    let state = goNext(start());
    state = answer(state, 0);
    expect(state.order).toEqual(['survey', 'a', 'b']);
    expect(state.step).toBe(2);
    state = answer(state, 1);
    expect(state.order).toEqual(['survey', 'a', 'b', 'f1']); // the follow-up, appended
    expect(state.step).toBe(3);
    expect(state.over).toBe(false);
    state = answer(state, -1);
    expect(state.over).toBe(true);

    const early = answer(goNext(start()), 2);
    expect(early.order).toEqual(['survey', 'a']); // b skipped by the "early stop"
    expect(early.over).toBe(true);
  });

  it('drops answers the new path no longer reaches when an earlier answer changes', () => {
    let state = goNext(start());
    for (const value of [0, 1]) state = answer(state, value);
    state = setAnswer(state, 'f1', -1);
    expect(state.answers).toMatchObject({ a: 0, b: 1, f1: -1 });
    state = goBack(goBack(state));
    expect(state.step).toBe(1);
    state = setAnswer(state, 'a', 2);
    expect(state.order).toEqual(['survey', 'a']);
    expect(state.answers).toMatchObject({ a: 2, b: null, f1: null });
    expect(state.touched).not.toContain('b');
    expect(isLastStep(state)).toBe(true);
    // Changing a to 1 reaches b again, unanswered: the old answer does not come back.
    state = setAnswer(state, 'a', 1);
    expect(state.order).toEqual(['survey', 'a', 'b']);
    expect(state.answers.b).toBeNull();
  });

  it('submits only when the plan says the path is complete and the last step is current', () => {
    let state = answer(goNext(start()), 0);
    state = setAnswer(state, 'b', 1);
    expect(state.step).toBe(2);
    expect(canSubmit(state)).toBe(false); // f1 follows
    expect(submit(state, { send: false }).outcome).toBe('validation');
    state = setAnswer(goNext(state), 'f1', 0);
    expect(canSubmit(state)).toBe(true);
    expect(submit(state, { send: true }).outcome).toBe('sent');
    expect(submit(goBack(state), { send: true }).outcome).toBe('validation'); // not on the last step
  });

  it('gives the progress and the "of N" the plan computes', () => {
    let state = goNext(start());
    expect(progress(state)).toBe(0);
    expect(stepsPlanned(state)).toBe(2);
    state = answer(state, 0);
    expect(progress(state)).toBe(Math.round(100 / 3)); // 1 done, b and f1 may come
    state = answer(state, 1);
    expect(progress(state)).toBe(67);
    const early = setAnswer(goNext(start()), 'a', 2);
    expect(stepsPlanned(early)).toBe(1);
    expect(progress(early)).toBe(100);
    // Without a plan, "of N" is the number of steps.
    const plain = createEngineState(definition);
    expect(stepsPlanned(plain)).toBe(4);
  });

  it('restarts from no answers with the same plan', () => {
    const state = restart(answer(answer(goNext(start()), 0), 1));
    expect(state.order).toEqual(['survey', 'a']);
    expect(state.options?.plan).toBe(plan);
    expect(state.answers.a).toBeNull();
  });

  it('resumes from stored answers to the same state as answering step by step', () => {
    let stepped = goNext(setAnswer(start(), 'gender', 'x'));
    stepped = answer(answer(stepped, 0), 1);
    const resumed = resumeEngineState(definition, { answers: { gender: 'x', a: 0, b: 1 }, step: 3 }, options);
    for (const key of ['order', 'step', 'answers', 'path', 'over'] as const) expect(resumed[key]).toEqual(stepped[key]);
    expect(new Set(resumed.touched)).toEqual(new Set(['gender', 'age', 'a', 'b']));
    expect(answer(resumed, 0).over).toBe(true);
    // A position moved back is kept.
    expect(resumeEngineState(definition, { answers: { a: 0, b: 1 }, step: 1 }, options).step).toBe(1);
  });

  it.each<[string, Answers, number]>([
    ['an answer the path does not reach (b after an early stop)', { a: 2, b: 1 }, 1],
    ['an answer with a gap (f1 without b)', { a: 0, f1: 1 }, 2],
    ['an unknown question', { a: 0, zz: 1 }, 1],
    ['a value outside −2 … 2', { a: 3 }, 1],
    ['a step past the next statement', { a: 0 }, 3],
    ['a negative step', { a: 0 }, -1],
  ])('refuses to resume %s', (_name, answers, step) => {
    expect(() => resumeEngineState(definition, { answers, step }, options)).toThrow(RangeError);
  });

  it('leaves a test without a plan as before (structured-cloneable, SPEC §4 defaults)', () => {
    const plain = createEngineState(definition);
    expect(plain.options).toBeUndefined();
    expect(plain.path).toBeUndefined();
    expect(() => structuredClone(plain)).not.toThrow();
    expect(plain.order).toEqual(['survey', 'a', 'b', 'f1']);
    expect(goNext(plain).answers.a).toBe(0);
  });
});
