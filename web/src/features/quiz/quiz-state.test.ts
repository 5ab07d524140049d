import { describe, expect, it } from 'vitest';
import {
  clampNeighbourOffset,
  initialQuizState,
  isSurveyComplete,
  SURVEY_SKIPPED,
  moveSelection,
  progressOf,
  quizReducer,
  type QuizAction,
  type QuizEvent,
  type QuizState,
} from './quiz-state';

const ITEMS = ['q1', 'q2', 'q3'] as const;

/** Applies actions in order, collecting every emitted event. */
function run(actions: QuizAction[], start: QuizState = initialQuizState()) {
  let state = start;
  const events: QuizEvent[] = [];
  for (const action of actions) {
    const next = quizReducer(state, action, ITEMS);
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

const fillSurvey: QuizAction[] = [
  { type: 'survey', field: 'gender', value: 'female' },
  { type: 'survey', field: 'age', value: '25-34' },
];

describe('initialQuizState', () => {
  it('starts on the survey step with empty survey strings and no answers', () => {
    expect(initialQuizState()).toEqual({
      index: 0,
      survey: { gender: '', age: '' },
      answers: {},
      surveySent: false,
      started: false,
      completed: false,
      seed: 0,
    });
    expect(initialQuizState()).not.toBe(initialQuizState());
    expect(initialQuizState(7).seed).toBe(7);
    expect(() => initialQuizState(-1)).toThrow(RangeError);
    expect(() => initialQuizState(1.5)).toThrow(RangeError);
  });
});

describe('survey step', () => {
  it('stores survey values in survey only, never in answers', () => {
    const { state } = run(fillSurvey);
    expect(state.survey).toEqual({ gender: 'female', age: '25-34' });
    expect(state.answers).toEqual({});
    expect(state.index).toBe(0);
  });

  it('emits survey/completed once, when both fields first become non-empty', () => {
    const first = run([{ type: 'survey', field: 'gender', value: 'male' }]);
    expect(first.events).toEqual([]);
    const second = run([{ type: 'survey', field: 'age', value: '18-24' }], first.state);
    expect(second.events).toEqual([{ name: 'survey/completed', properties: { gender: 'male', age: '18-24' } }]);
    expect(second.state.surveySent).toBe(true);
    const changed = run(
      [
        { type: 'survey', field: 'age', value: '35-44' },
        { type: 'survey', field: 'age', value: '' },
        { type: 'survey', field: 'age', value: '45-54' },
      ],
      second.state,
    );
    expect(changed.events).toEqual([]);
    expect(changed.state.survey.age).toBe('45-54');
  });

  it('treats whitespace-only values as empty: continue records them as skipped', () => {
    expect(isSurveyComplete({ gender: ' ', age: '30' })).toBe(false);
    const { events, state } = run([
      { type: 'survey', field: 'gender', value: '  ' },
      { type: 'survey', field: 'age', value: '30' },
    ]);
    expect(events).toEqual([]);
    const continued = run([{ type: 'continue' }], state);
    expect(continued.state.survey).toEqual({ gender: SURVEY_SKIPPED, age: '30' });
    expect(continued.events).toEqual([{ name: 'survey/completed', properties: { gender: SURVEY_SKIPPED, age: '30' } }]);
  });

  it('the survey may be skipped: continue fills empty fields with "prefer not to say" and sends them once', () => {
    const skipped = run([{ type: 'continue' }]);
    expect(skipped.state.index).toBe(1);
    expect(skipped.state.survey).toEqual({ gender: SURVEY_SKIPPED, age: SURVEY_SKIPPED });
    expect(isSurveyComplete(skipped.state.survey)).toBe(true);
    expect(skipped.events).toEqual([{ name: 'survey/completed', properties: { gender: SURVEY_SKIPPED, age: SURVEY_SKIPPED } }]);
    const half = run([fillSurvey[0]!, { type: 'continue' }]);
    expect(half.state.survey).toEqual({ gender: 'female', age: SURVEY_SKIPPED });
    expect(half.events).toEqual([{ name: 'survey/completed', properties: { gender: 'female', age: SURVEY_SKIPPED } }]);
  });

  it('continue moves to index 1 and does not resend survey properties already sent', () => {
    const { state, events } = run([...fillSurvey, { type: 'continue' }]);
    expect(state.index).toBe(1);
    expect(events.map((e) => e.name)).toEqual(['survey/completed']);
  });

  it('continue does nothing away from the survey step', () => {
    const { state } = run([...fillSurvey, { type: 'continue' }, { type: 'continue' }]);
    expect(state.index).toBe(1);
  });

  it('does not mutate the previous state', () => {
    const before = initialQuizState();
    const snapshot = structuredClone(before);
    quizReducer(before, fillSurvey[0]!, ITEMS);
    expect(before).toEqual(snapshot);
  });
});

describe('answering', () => {
  const atFirstItem = run([...fillSurvey, { type: 'continue' }]).state;

  it('stores by question id, advances the index by one and fires quiz/started on the first answer', () => {
    const first = quizReducer(atFirstItem, { type: 'answer', questionId: 'q1', value: 2 }, ITEMS);
    expect(first.state.answers).toEqual({ q1: 2 });
    expect(first.state.index).toBe(2);
    expect(first.state.started).toBe(true);
    expect(first.events).toEqual([{ name: 'quiz/started' }]);

    const second = quizReducer(first.state, { type: 'answer', questionId: 'q2', value: -1 }, ITEMS);
    expect(second.state.answers).toEqual({ q1: 2, q2: -1 });
    expect(second.state.index).toBe(3);
    expect(second.events).toEqual([]);
  });

  it('completes after the last item: quiz/completed once with the answers, index stays on the last question', () => {
    const { state, events } = run(
      [
        { type: 'answer', questionId: 'q1', value: 2 },
        { type: 'answer', questionId: 'q2', value: 0 },
        { type: 'answer', questionId: 'q3', value: -2 },
      ],
      atFirstItem,
    );
    expect(state.completed).toBe(true);
    expect(state.index).toBe(3);
    expect(events).toEqual([{ name: 'quiz/started' }, { name: 'quiz/completed', answers: { q1: 2, q2: 0, q3: -2 } }]);
    // The emitted answers are a copy.
    const completedEvent = events[1];
    expect(completedEvent?.name === 'quiz/completed' && completedEvent.answers).not.toBe(state.answers);

    // Further answers after completion are ignored: no second quiz/completed.
    const again = quizReducer(state, { type: 'answer', questionId: 'q3', value: 1 }, ITEMS);
    expect(again.events).toEqual([]);
    expect(again.state).toBe(state);
  });

  it('never stores survey answers as quiz answers', () => {
    const { state, events } = run(
      [
        { type: 'answer', questionId: 'q1', value: 1 },
        { type: 'answer', questionId: 'q2', value: 1 },
        { type: 'answer', questionId: 'q3', value: 1 },
      ],
      atFirstItem,
    );
    expect(Object.keys(state.answers)).toEqual(['q1', 'q2', 'q3']);
    const completed = events.find((e) => e.name === 'quiz/completed');
    expect(completed).toEqual({ name: 'quiz/completed', answers: { q1: 1, q2: 1, q3: 1 } });
  });

  it.each([3, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for value %s', (value) => {
    expect(() => quizReducer(atFirstItem, { type: 'answer', questionId: 'q1', value }, ITEMS)).toThrow(RangeError);
  });

  it('throws RangeError when the question is not the one at the active index', () => {
    expect(() => quizReducer(atFirstItem, { type: 'answer', questionId: 'q2', value: 1 }, ITEMS)).toThrow(/active question is "q1"/);
    expect(() => quizReducer(atFirstItem, { type: 'answer', questionId: 'nope', value: 1 }, ITEMS)).toThrow(RangeError);
  });

  it('throws RangeError when answering on the survey step', () => {
    expect(() => quizReducer(initialQuizState(), { type: 'answer', questionId: 'q1', value: 1 }, ITEMS)).toThrow(/survey step/);
  });

  it('throws RangeError for an empty or duplicated item list', () => {
    expect(() => quizReducer(initialQuizState(), { type: 'continue' }, [])).toThrow(RangeError);
    expect(() => quizReducer(initialQuizState(), { type: 'continue' }, ['a', 'a'])).toThrow(/unique/);
  });
});

describe('back', () => {
  it('moves to the previous question, not below 0', () => {
    const { state } = run([...fillSurvey, { type: 'continue' }, { type: 'answer', questionId: 'q1', value: 1 }, { type: 'back' }]);
    expect(state.index).toBe(1);
    expect(run([{ type: 'back' }], state).state.index).toBe(0);
    expect(run([{ type: 'back' }, { type: 'back' }], state).state.index).toBe(0);
  });

  it('changing an earlier answer after going back does not re-fire quiz/started', () => {
    const { state, events } = run([
      ...fillSurvey,
      { type: 'continue' },
      { type: 'answer', questionId: 'q1', value: 1 },
      { type: 'answer', questionId: 'q2', value: 1 },
      { type: 'back' },
      { type: 'back' },
      { type: 'answer', questionId: 'q1', value: -2 },
      { type: 'answer', questionId: 'q2', value: 0 },
      { type: 'answer', questionId: 'q3', value: 2 },
    ]);
    expect(events.map((e) => e.name)).toEqual(['survey/completed', 'quiz/started', 'quiz/completed']);
    expect(state.answers).toEqual({ q1: -2, q2: 0, q3: 2 });
  });

  it('going back to the survey and continuing again does not re-send the survey', () => {
    const { events, state } = run([
      ...fillSurvey,
      { type: 'continue' },
      { type: 'back' },
      { type: 'survey', field: 'gender', value: 'other' },
      { type: 'continue' },
    ]);
    expect(events.filter((e) => e.name === 'survey/completed')).toHaveLength(1);
    expect(state.index).toBe(1);
  });

  it('is a no-op after completion', () => {
    const done = run([
      ...fillSurvey,
      { type: 'continue' },
      { type: 'answer', questionId: 'q1', value: 1 },
      { type: 'answer', questionId: 'q2', value: 1 },
      { type: 'answer', questionId: 'q3', value: 1 },
    ]).state;
    const after = quizReducer(done, { type: 'back' }, ITEMS);
    expect(after.state).toBe(done);
    expect(after.events).toEqual([]);
  });
});

describe('restart', () => {
  it('returns a fresh state, after which events fire again', () => {
    const flow: QuizAction[] = [
      ...fillSurvey,
      { type: 'continue' },
      { type: 'answer', questionId: 'q1', value: 1 },
      { type: 'answer', questionId: 'q2', value: 1 },
      { type: 'answer', questionId: 'q3', value: 1 },
    ];
    const done = run(flow);
    const restarted = quizReducer(done.state, { type: 'restart' }, ITEMS);
    expect(restarted.state).toEqual(initialQuizState());
    expect(restarted.events).toEqual([]);
    expect(run(flow, restarted.state).events.map((e) => e.name)).toEqual(['survey/completed', 'quiz/started', 'quiz/completed']);
  });
});

describe('progressOf', () => {
  it('is the rounded share of answered items', () => {
    expect(progressOf(initialQuizState(), 3)).toBe(0);
    expect(progressOf({ answers: { q1: 1 } }, 3)).toBe(33);
    expect(progressOf({ answers: { q1: 1, q2: 0 } }, 3)).toBe(67);
    expect(progressOf({ answers: { q1: 1, q2: 0, q3: 2 } }, 3)).toBe(100);
  });

  it('clamps to 100 and handles total 0', () => {
    expect(progressOf({ answers: { a: 1, b: 1 } }, 1)).toBe(100);
    expect(progressOf({ answers: {} }, 0)).toBe(0);
  });

  it.each([-1, 1.5, Number.NaN])('throws RangeError for total %s', (total) => {
    expect(() => progressOf(initialQuizState(), total)).toThrow(RangeError);
  });
});

describe('clampNeighbourOffset (SPEC §5)', () => {
  it.each([
    [-5, -2],
    [-2, -2],
    [-1, -1],
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [Number.POSITIVE_INFINITY, 2],
    [Number.NEGATIVE_INFINITY, -2],
    [1.7, 1],
    [-0.5, 0],
  ])('%s → %s', (offset, expected) => {
    expect(Object.is(clampNeighbourOffset(offset), expected)).toBe(true);
  });

  it('throws RangeError for NaN', () => {
    expect(() => clampNeighbourOffset(Number.NaN)).toThrow(RangeError);
  });
});

describe('moveSelection', () => {
  it('down moves toward -2, up toward 2, clamped at the ends', () => {
    expect(moveSelection(0, 'down')).toBe(-1);
    expect(moveSelection(-1, 'down')).toBe(-2);
    expect(moveSelection(-2, 'down')).toBe(-2);
    expect(moveSelection(0, 'up')).toBe(1);
    expect(moveSelection(1, 'up')).toBe(2);
    expect(moveSelection(2, 'up')).toBe(2);
  });

  it('selects the neutral option when nothing is selected', () => {
    expect(moveSelection(null, 'up')).toBe(0);
    expect(moveSelection(null, 'down')).toBe(0);
  });

  it.each([3, -3, 0.5, Number.NaN])('throws RangeError for current %s', (current) => {
    expect(() => moveSelection(current, 'up')).toThrow(RangeError);
  });
});

describe('forward (arrow keys between questions)', () => {
  const atFirstItem = run([...fillSurvey, { type: 'continue' }]).state;

  it('moves on only from an answered item that is not the last', () => {
    expect(run([{ type: 'forward' }], atFirstItem).state.index).toBe(1);
    const answeredTwo = run(
      [{ type: 'answer', questionId: 'q1', value: 1 }, { type: 'answer', questionId: 'q2', value: 0 }, { type: 'back' }, { type: 'back' }],
      atFirstItem,
    ).state;
    expect(answeredTwo.index).toBe(1);
    expect(run([{ type: 'forward' }], answeredTwo).state.index).toBe(2);
    expect(run([{ type: 'forward' }, { type: 'forward' }], answeredTwo).state.index).toBe(3);
    // q3 is unanswered and the last item: forward stops there.
    expect(run([{ type: 'forward' }, { type: 'forward' }, { type: 'forward' }], answeredTwo).state.index).toBe(3);
  });

  it('does nothing on the survey step or after completion', () => {
    expect(run([{ type: 'forward' }]).state.index).toBe(0);
    const done = run(
      ITEMS.map((id) => ({ type: 'answer', questionId: id, value: 0 }) as QuizAction),
      atFirstItem,
    ).state;
    expect(done.completed).toBe(true);
    expect(run([{ type: 'forward' }], done).state).toBe(done);
  });
});
