/**
 * The free test on the engine (./free-test-runner.ts): the survey step and its analytics event,
 * answering one statement per step, Back, the keyboard's forward, completion and restart. The
 * flow assertions of the former reducer (quiz-state.test.ts) live here; the adaptive order on the
 * real item bank is in free-test-plan.test.ts, the engine's plan features in
 * schemas/src/engine/engine-plan.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { goBack, progress, restart, validateTestDefinition, type FreeTestItem } from '@typeatlas/schemas/engine';
import {
  answerStatement,
  answerSurvey,
  forward,
  freeTestEngineDefinition,
  freeTestRunner,
  isSurveyComplete,
  leaveSurvey,
  startFreeTest,
  statementAnswers,
  surveyOf,
  SURVEY_SKIPPED,
  type FreeTestRun,
} from './free-test-runner';

/** One fixed statement per scale and no pools: the adaptive rule asks exactly these, in order. */
const ITEMS: FreeTestItem[] = [
  { id: 'q1', key: 'EI', reverse: false },
  { id: 'q2', key: 'SN', reverse: true },
  { id: 'q3', key: 'TF', reverse: false },
  { id: 'q4', key: 'JP', reverse: false },
];
const definition = { items: ITEMS, followUps: { EI: [], SN: [], TF: [], JP: [] } };
const runner = freeTestRunner(definition);
const fresh = () => startFreeTest(runner, 7);
const started = () => leaveSurvey(fresh()).run;
const withBack = (run: FreeTestRun): FreeTestRun => ({ ...run, state: goBack(run.state) });

/** Answers the current statements with `values`, collecting the reports. */
function answerAll(run: FreeTestRun, values: number[]) {
  let current = run;
  let startedCount = 0;
  let completed: Record<string, number> | null = null;
  for (const value of values) {
    const outcome = answerStatement(current, value);
    current = outcome.run;
    if (outcome.started) startedCount += 1;
    if (outcome.completed) completed = outcome.completed;
  }
  return { run: current, startedCount, completed };
}

describe('the free test as an engine definition', () => {
  it('is a valid engine definition: a survey step, then one step per statement', () => {
    const engine = freeTestEngineDefinition(definition);
    expect(validateTestDefinition(engine)).toEqual([]);
    expect(engine.groups.map((group) => group.id)).toEqual(['survey', 'q1', 'q2', 'q3', 'q4']);
    expect(() => freeTestEngineDefinition({ ...definition, items: [{ id: 'age', key: 'EI', reverse: false }, ...ITEMS] })).toThrow(
      RangeError,
    );
  });

  it('starts on the survey step with empty survey strings, no answers, the seed kept', () => {
    const run = fresh();
    expect(run.state.step).toBe(0);
    expect(run.state.order).toEqual(['survey', 'q1']);
    expect(surveyOf(run.state)).toEqual({ gender: '', age: '' });
    expect(statementAnswers(run.state)).toEqual({});
    expect(run).toMatchObject({ seed: 7, surveySent: false });
  });
});

describe('survey step', () => {
  it('reports survey/completed once, when both fields first become non-empty', () => {
    const first = answerSurvey(fresh(), 'gender', 'female');
    expect(first.survey).toBeNull();
    const second = answerSurvey(first.run, 'age', '25-34');
    expect(second.survey).toEqual({ gender: 'female', age: '25-34' });
    expect(answerSurvey(second.run, 'age', '35-44').survey).toBeNull();
    expect(leaveSurvey(second.run).survey).toBeNull(); // not sent again on leaving
    expect(statementAnswers(second.run.state)).toEqual({}); // survey values are never statement answers
  });

  it('may be skipped: leaving fills empty or whitespace-only fields with "prefer not to say" and reports them', () => {
    const { run, survey } = leaveSurvey(answerSurvey(fresh(), 'gender', '  ').run);
    expect(survey).toEqual({ gender: SURVEY_SKIPPED, age: SURVEY_SKIPPED });
    expect(run.state.step).toBe(1);
    expect(run.surveySent).toBe(true);
    expect(isSurveyComplete({ gender: ' ', age: 'x' })).toBe(false);
  });

  it('leaving does nothing away from the survey step; going back to it and leaving again does not resend', () => {
    const run = started();
    expect(leaveSurvey(run).run).toBe(run);
    const again = leaveSurvey(withBack(run));
    expect(again.survey).toBeNull();
    expect(again.run.state.step).toBe(1);
  });
});

describe('answering statements', () => {
  it('stores by statement id, moves one step on and reports quiz/started on the first answer only', () => {
    const first = answerStatement(started(), 1);
    expect(first.started).toBe(true);
    expect(first.run.state.step).toBe(2);
    expect(statementAnswers(first.run.state)).toEqual({ q1: 1 });
    const second = answerStatement(first.run, 0);
    expect(second.started).toBe(false);
    // Back and change: not started again.
    expect(answerStatement(withBack(second.run), -1).started).toBe(false);
  });

  it('completes after the last statement with every answer, and the state is over', () => {
    const { run, startedCount, completed } = answerAll(started(), [1, 0, -1, 2]);
    expect(startedCount).toBe(1);
    expect(completed).toEqual({ q1: 1, q2: 0, q3: -1, q4: 2 });
    expect(run.state.over).toBe(true);
    expect(run.state.step).toBe(4); // stays on the last statement
    expect(() => answerStatement(run, 1)).toThrow(RangeError); // nothing waits for an answer
  });

  it.each([3, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for value %s', (value) => {
    expect(() => answerStatement(started(), value)).toThrow(RangeError);
  });

  it('throws RangeError on the survey step', () => {
    expect(() => answerStatement(fresh(), 1)).toThrow(RangeError);
  });

  it('progress counts answered statements, not the survey', () => {
    expect(progress(started().state)).toBe(0);
    expect(progress(answerAll(started(), [1]).run.state)).toBe(25);
  });
});

describe('back, forward and restart', () => {
  it('back moves to the previous step, not below the survey step', () => {
    const run = answerAll(started(), [1]).run;
    expect(withBack(run).state.step).toBe(1);
    expect(withBack(withBack(withBack(run))).state.step).toBe(0);
  });

  it('forward moves on only from an answered statement that is not the last', () => {
    const two = withBack(withBack(answerAll(started(), [1, 0]).run));
    expect(two.state.step).toBe(1);
    expect(forward(two).state.step).toBe(2);
    expect(forward(forward(two)).state.step).toBe(3);
    expect(forward(forward(forward(two))).state.step).toBe(3); // q3 unanswered
    expect(forward(fresh()).state.step).toBe(0);
    const done = answerAll(started(), [1, 0, -1, 2]).run;
    expect(forward(done)).toBe(done);
  });

  it('restart gives a fresh state with the same plan, after which the events fire again', () => {
    const done = answerAll(leaveSurvey(answerSurvey(answerSurvey(fresh(), 'gender', 'f').run, 'age', 'a').run).run, [1, 0, -1, 2]).run;
    const again: FreeTestRun = { ...done, state: restart(done.state), surveySent: false };
    expect(again.state.step).toBe(0);
    expect(again.state.order).toEqual(['survey', 'q1']);
    expect(surveyOf(again.state)).toEqual({ gender: '', age: '' });
    expect(leaveSurvey(again).survey).not.toBeNull();
    expect(answerAll(leaveSurvey(again).run, [1]).startedCount).toBe(1);
  });
});
