/**
 * Unit tests of the engine's flow. SPEC §4 "Test flow", word for word: "questions are split into
 * steps by group. Group order is optionally randomised, with some groups pinned. Next is allowed
 * only when all enabled, non-optional questions in the current step are answered; advancing runs a
 * before-next hook and goes to at most the last step. Submit with an incomplete step returns a
 * 'validation' outcome; otherwise the test is marked over and the submit is skipped or sent.
 * Restart clears answers, returns to step 0, re-randomises steps and runs a restart hook. On
 * entering a step, unanswered questions of the previous step get 0 and question-type items of the
 * new step default to 0. Order-type answers stay synced with selected options (stale dropped,
 * missing appended). Questions can be enabled or disabled dynamically. Progress is the rounded
 * percentage of answered questions, excluding text and skip-progress ones." SPEC §8: "Test flow
 * exposes an error message and a loading flag; an incomplete step yields the 'validation' outcome".
 */
import { describe, expect, it, vi } from 'vitest';
import {
  INCOMPLETE_STEP_MESSAGE,
  canGoNext,
  createEngineState,
  goBack,
  goNext,
  initialAnswers,
  initialEnabled,
  isEnabled,
  isLastStep,
  lastStep,
  progress,
  restart,
  setAnswer,
  setEnabled,
  setError,
  setLoading,
  setSubAnswer,
  stepOrder,
  stepQuestions,
  submit,
  type EngineState,
} from './engine';
import type { TestDefinition, TestQuestion } from './types';
import { validateTestDefinition } from './validate';

const abc = [
  { label: 'A', value: 'a', points: 1 },
  { label: 'B', value: 'b', points: 2 },
  { label: 'C', value: 'c', points: 3 },
];

/** g1: likert + text + multi (c enables q2x); g2: order(source m1) + likerts; g3: nested; g4: skip/optional. */
function makeDefinition(overrides: Partial<TestDefinition> = {}): TestDefinition {
  return {
    slug: 'demo',
    title: 'Demo',
    category: 'personal-growth',
    description: 'A demo test',
    groups: [
      { id: 'g1', title: 'One' },
      { id: 'g2', title: 'Two' },
      { id: 'g3', title: 'Three' },
      { id: 'g4', title: 'Four' },
    ],
    questions: [
      { id: 'q1', type: 'question', group: 'g1', label: 'Q1' },
      { id: 't1', type: 'text', group: 'g1', label: 'T1' },
      {
        id: 'm1',
        type: 'multipleOptions',
        group: 'g1',
        label: 'M1',
        options: abc,
        attrs: { max: 2 },
        related: [{ value: 'c', enable: ['q2x'] }],
      },
      { id: 'o1', type: 'order', group: 'g2', label: 'O1', source: 'm1' },
      { id: 'q2', type: 'question', group: 'g2', label: 'Q2' },
      { id: 'q2x', type: 'question', group: 'g2', label: 'Q2x follow-up' },
      {
        id: 'n1',
        type: 'test',
        group: 'g3',
        label: 'N1',
        schema: [
          { id: 's1', type: 'question', label: 'S1' },
          { id: 's2', type: 'multipleOptions', label: 'S2', options: abc, attrs: { length: 1 } },
          { id: 's3', type: 'text', label: 'S3' },
        ],
      },
      { id: 'q4', type: 'question', group: 'g4', label: 'Q4', skipProgress: true },
      { id: 'q5', type: 'text', group: 'g4', label: 'Q5' },
      { id: 'm4', type: 'multipleOptions', group: 'g4', label: 'M4', options: abc, optional: true },
    ],
    scales: [],
    ...overrides,
  };
}

/** A random source that returns the given values in a cycle. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => {
    const v = values[i % values.length] ?? 0;
    i += 1;
    return v;
  };
}

describe('the fixture', () => {
  it('is a valid definition', () => {
    expect(validateTestDefinition(makeDefinition())).toEqual([]);
  });
});

describe('createEngineState (SPEC §4 steps by group)', () => {
  it('starts at step 0 with groups as steps, clean flags', () => {
    const s = createEngineState(makeDefinition());
    expect(s.order).toEqual(['g1', 'g2', 'g3', 'g4']);
    expect(s.step).toBe(0);
    expect(s.over).toBe(false);
    expect(s.error).toBeNull();
    expect(s.loading).toBe(false);
  });

  it('leaves out groups without questions', () => {
    const def = makeDefinition({ groups: [...makeDefinition().groups, { id: 'empty', title: 'E' }] });
    expect(createEngineState(def).order).toEqual(['g1', 'g2', 'g3', 'g4']);
  });

  it('applies initial values and the step-0 entry defaults (question-type items → 0)', () => {
    const def = makeDefinition();
    const questions = def.questions.map((q) => (q.id === 't1' ? { ...q, initialValue: 'hello' } : q));
    const s = createEngineState({ ...def, questions });
    expect(s.answers.t1).toBe('hello');
    expect(s.answers.q1).toBe(0); // entered step 0
    expect(s.answers.q2).toBeNull(); // step 1 not entered yet
    expect(s.answers.m1).toBeNull();
    expect(s.answers.o1).toEqual([]); // synced with the (empty) selection of m1
  });

  it('keeps a Likert initialValue instead of defaulting it', () => {
    const def = makeDefinition();
    const questions = def.questions.map((q) => (q.id === 'q1' ? { ...q, initialValue: 2 } : q));
    expect(createEngineState({ ...def, questions }).answers.q1).toBe(2);
  });

  it('starts enabled from `enabled ?? true`, then applies related rules', () => {
    const def = makeDefinition();
    const questions = def.questions.map((q) => (q.id === 'q4' ? { ...q, enabled: false } : q));
    const s = createEngineState({ ...def, questions });
    expect(s.enabled.q1).toBe(true);
    expect(s.enabled.q4).toBe(false);
    // q2x is an `enable` target of m1 whose answer does not include 'c' → disabled.
    expect(s.enabled.q2x).toBe(false);
  });

  it('starts a nested test as an object of sub initial values', () => {
    expect(initialAnswers(makeDefinition()).n1).toEqual({ s1: null, s2: null, s3: null });
  });

  it('syncs an order without source to its own options', () => {
    const def = makeDefinition();
    const questions: TestQuestion[] = [...def.questions, { id: 'o2', type: 'order', group: 'g4', label: 'O2', options: abc }];
    expect(createEngineState({ ...def, questions }).answers.o2).toEqual(['a', 'b', 'c']);
  });
});

describe('group randomisation (SPEC §4 "optionally randomised, with some groups pinned")', () => {
  const groups = [
    { id: 'intro', title: 'Intro', pinned: true },
    { id: 'a', title: 'A' },
    { id: 'b', title: 'B' },
    { id: 'c', title: 'C' },
    { id: 'outro', title: 'Outro', pinned: true },
  ];
  const questions: TestQuestion[] = groups.map((g) => ({ id: `q-${g.id}`, type: 'text', group: g.id, label: g.id }));
  const def = makeDefinition({ groups, questions, randomizeGroups: true });

  it('shuffles non-pinned groups with the injected random, pinned ones keep their index', () => {
    // Fisher–Yates over [a, b, c]: i=2 → j=floor(0*3)=0 → [c, b, a]; i=1 → j=floor(0*2)=0 → [b, c, a].
    expect(stepOrder(def, sequence(0))).toEqual(['intro', 'b', 'c', 'a', 'outro']);
    // j = i each time → identity.
    expect(stepOrder(def, sequence(0.99))).toEqual(['intro', 'a', 'b', 'c', 'outro']);
    for (let seed = 0; seed < 20; seed += 1) {
      const order = stepOrder(def, sequence(seed / 20, ((seed * 7) % 20) / 20));
      expect(order[0]).toBe('intro');
      expect(order[4]).toBe('outro');
      expect([...order].sort()).toEqual(['a', 'b', 'c', 'intro', 'outro']);
    }
  });

  it('does not call random when randomizeGroups is off', () => {
    const random = vi.fn(() => 0);
    expect(stepOrder({ ...def, randomizeGroups: false }, random)).toEqual(groups.map((g) => g.id));
    expect(random).not.toHaveBeenCalled();
  });

  it('tolerates out-of-range random values', () => {
    expect(stepOrder(def, sequence(1))).toEqual(['intro', 'a', 'b', 'c', 'outro']);
    expect([...stepOrder(def, sequence(Number.NaN))].sort()).toEqual(['a', 'b', 'c', 'intro', 'outro']);
  });

  it('re-randomises on restart with the injected random', () => {
    const s = createEngineState(def, sequence(0.99));
    expect(s.order).toEqual(['intro', 'a', 'b', 'c', 'outro']);
    const r = restart(s, sequence(0));
    expect(r.order).toEqual(['intro', 'b', 'c', 'a', 'outro']);
  });
});

describe('stepQuestions', () => {
  it('returns the top-level questions of a step in definition order', () => {
    const s = createEngineState(makeDefinition());
    expect(stepQuestions(s).map((q) => q.id)).toEqual(['q1', 't1', 'm1']);
    expect(stepQuestions(s, 1).map((q) => q.id)).toEqual(['o1', 'q2', 'q2x']);
    expect(stepQuestions(s, 9)).toEqual([]);
  });
});

describe('goNext (SPEC §4 Next)', () => {
  it('refuses an incomplete step: error message, same step, before-next hook not run', () => {
    const s = createEngineState(makeDefinition());
    expect(canGoNext(s)).toBe(false); // m1 unanswered
    const beforeNext = vi.fn();
    const n = goNext(s, { beforeNext });
    expect(n.step).toBe(0);
    expect(n.error).toBe(INCOMPLETE_STEP_MESSAGE);
    expect(beforeNext).not.toHaveBeenCalled();
    expect(s.error).toBeNull(); // immutability
  });

  it('advances a complete step: runs the hook exactly once with the previous state, clears the error', () => {
    let s = createEngineState(makeDefinition());
    s = goNext(s); // sets error
    s = setError(setAnswer(s, 'm1', ['a']), 'boom');
    expect(canGoNext(s)).toBe(true);
    const beforeNext = vi.fn();
    const n = goNext(s, { beforeNext });
    expect(beforeNext).toHaveBeenCalledTimes(1);
    expect(beforeNext).toHaveBeenCalledWith(s);
    expect(n.step).toBe(1);
    expect(n.error).toBeNull();
  });

  it('on entering a step: question-type items of the new step default to 0', () => {
    let s = createEngineState(makeDefinition());
    s = goNext(setAnswer(s, 'm1', ['a']));
    expect(s.answers.q2).toBe(0);
    expect(s.answers.q2x).toBe(0); // disabled, still a question-type item of the step
  });

  it("on entering a step: the previous step's unanswered question-type items get 0, other types stay null", () => {
    const def = makeDefinition();
    const s0 = createEngineState(def);
    // Simulate an unanswered optional Likert item on the step being left.
    const left: EngineState = { ...setAnswer(s0, 'm1', ['a']), answers: { ...setAnswer(s0, 'm1', ['a']).answers, q1: null } };
    const withOptional: EngineState = {
      ...left,
      definition: { ...def, questions: def.questions.map((q) => (q.id === 'q1' ? { ...q, optional: true } : q)) },
    };
    const n = goNext(withOptional);
    expect(n.answers.q1).toBe(0);
    expect(n.answers.t1).toBeNull();
  });

  it('applies Likert defaults to nested question-type sub-questions', () => {
    let s = createEngineState(makeDefinition());
    s = goNext(goNext(setAnswer(s, 'm1', ['a'])));
    expect(s.step).toBe(2);
    expect(s.answers.n1).toEqual({ s1: 0, s2: null, s3: null });
  });

  it('goes to at most the last step (hook still runs once)', () => {
    let s = createEngineState(makeDefinition());
    s = goNext(setAnswer(s, 'm1', ['a']));
    s = goNext(s);
    s = goNext(setSubAnswer(s, 'n1', 's2', ['b']));
    expect(s.step).toBe(3);
    expect(isLastStep(s)).toBe(true);
    const beforeNext = vi.fn();
    const n = goNext(s, { beforeNext });
    expect(n.step).toBe(3);
    expect(lastStep(n)).toBe(3);
    expect(beforeNext).toHaveBeenCalledTimes(1);
  });

  it('a test without steps stays at step 0', () => {
    const s = createEngineState(makeDefinition({ groups: [], questions: [] }));
    expect(s.order).toEqual([]);
    expect(canGoNext(s)).toBe(true);
    expect(goNext(s).step).toBe(0);
    expect(goBack(s).step).toBe(0);
  });
});

describe('goBack', () => {
  it('moves back one step, never below 0, and clears the error', () => {
    let s = createEngineState(makeDefinition());
    expect(goBack(s).step).toBe(0);
    s = goNext(setAnswer(s, 'm1', ['a']));
    const b = goBack(setError(s, 'x'));
    expect(b.step).toBe(0);
    expect(b.error).toBeNull();
    expect(b.answers.m1).toEqual(['a']);
  });
});

describe('setAnswer (SPEC §4, §5)', () => {
  const s = createEngineState(makeDefinition());

  it('throws RangeError for an unknown question id (nested ids too)', () => {
    expect(() => setAnswer(s, 'nope', 1)).toThrow(RangeError);
    expect(() => setAnswer(s, 's1', 1)).toThrow(RangeError);
  });

  it('accepts Likert integers and returns a new state without mutating the old one', () => {
    const n = setAnswer(s, 'q1', -2);
    expect(n).not.toBe(s);
    expect(n.answers.q1).toBe(-2);
    expect(s.answers.q1).toBe(0);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '1', null, undefined, 3, -3, 0.5])(
    'ignores the invalid numeric change %s (same state returned)',
    (value) => {
      expect(setAnswer(s, 'q1', value)).toBe(s);
    },
  );

  it('multipleOptions: accepts arrays of known option values only', () => {
    expect(setAnswer(s, 'm1', ['a', 'c']).answers.m1).toEqual(['a', 'c']);
    expect(setAnswer(s, 'm1', null).answers.m1).toBeNull();
    expect(() => setAnswer(s, 'm1', ['z'])).toThrow(RangeError);
    expect(() => setAnswer(s, 'm1', ['a', 'a'])).toThrow(RangeError);
    expect(() => setAnswer(s, 'm1', 'a')).toThrow(TypeError);
    expect(() => setAnswer(s, 'm1', [1])).toThrow(TypeError);
  });

  it('text: accepts strings and null only', () => {
    expect(setAnswer(s, 't1', 'hi').answers.t1).toBe('hi');
    expect(setAnswer(s, 't1', null).answers.t1).toBeNull();
    expect(() => setAnswer(s, 't1', 3)).toThrow(TypeError);
  });

  it('test: accepts an object of sub-answers', () => {
    expect(setAnswer(s, 'n1', { s1: 1, s2: ['a'] }).answers.n1).toEqual({ s1: 1, s2: ['a'], s3: null });
    expect(() => setAnswer(s, 'n1', { zz: 1 })).toThrow(RangeError);
    expect(() => setAnswer(s, 'n1', [1])).toThrow(TypeError);
    expect(setAnswer(s, 'n1', { s1: Number.NaN })).toBe(s);
  });

  it('clears the error', () => {
    expect(setAnswer(setError(s, 'x'), 'q1', 1).error).toBeNull();
  });
});

describe('order sync (SPEC §4 "stale dropped, missing appended")', () => {
  it('re-syncs an order question when its source changes', () => {
    let s = createEngineState(makeDefinition());
    s = setAnswer(s, 'm1', ['a', 'b']);
    expect(s.answers.o1).toEqual(['a', 'b']);
    s = setAnswer(s, 'o1', ['b', 'a']);
    expect(s.answers.o1).toEqual(['b', 'a']);
    s = setAnswer(s, 'm1', ['c', 'b']); // a stale → dropped, c missing → appended
    expect(s.answers.o1).toEqual(['b', 'c']);
    s = setAnswer(s, 'm1', null);
    expect(s.answers.o1).toEqual([]);
  });

  it('an order answer set to a subset is completed with the missing selected values', () => {
    let s = createEngineState(makeDefinition());
    s = setAnswer(s, 'm1', ['a', 'b']);
    expect(setAnswer(s, 'o1', ['b']).answers.o1).toEqual(['b', 'a']);
  });

  it('an order without source syncs to its own option values', () => {
    const def = makeDefinition();
    const s = createEngineState({
      ...def,
      questions: [...def.questions, { id: 'o2', type: 'order', group: 'g1', label: 'O2', options: abc }],
    });
    expect(setAnswer(s, 'o2', ['c']).answers.o2).toEqual(['c', 'a', 'b']);
    expect(setAnswer(s, 'o2', null).answers.o2).toEqual(['a', 'b', 'c']);
  });

  it('a nested order syncs with its sibling source', () => {
    const def = makeDefinition();
    const questions = def.questions.map((q): TestQuestion =>
      q.id === 'n1'
        ? {
            ...q,
            schema: [
              { id: 'pick', type: 'multipleOptions', label: 'Pick', options: abc },
              { id: 'rank', type: 'order', label: 'Rank', source: 'pick' },
            ],
          }
        : q,
    );
    let s = createEngineState({ ...def, questions });
    s = setSubAnswer(s, 'n1', 'pick', ['c', 'a']);
    expect(s.answers.n1).toEqual({ pick: ['c', 'a'], rank: ['c', 'a'] });
    s = setSubAnswer(s, 'n1', 'rank', ['a', 'c']);
    s = setSubAnswer(s, 'n1', 'pick', ['a', 'b']);
    expect(s.answers.n1).toEqual({ pick: ['a', 'b'], rank: ['a', 'b'] });
  });
});

describe('dynamic enabling (SPEC §4 "enabled or disabled dynamically")', () => {
  it('related rules enable and disable follow-up questions', () => {
    let s = createEngineState(makeDefinition());
    expect(isEnabled(s, 'q2x')).toBe(false);
    s = setAnswer(s, 'm1', ['c']);
    expect(isEnabled(s, 'q2x')).toBe(true);
    s = setAnswer(s, 'm1', ['a']);
    expect(isEnabled(s, 'q2x')).toBe(false);
  });

  it('disable rules work the other way round; string and number answers compare as strings', () => {
    const def = makeDefinition();
    const questions = def.questions.map((q) => (q.id === 'q1' ? { ...q, related: [{ value: '2', disable: ['t1'] }] } : q));
    let s = createEngineState({ ...def, questions });
    expect(isEnabled(s, 't1')).toBe(true);
    s = setAnswer(s, 'q1', 2);
    expect(isEnabled(s, 't1')).toBe(false);
    s = setAnswer(s, 'q1', 1);
    expect(isEnabled(s, 't1')).toBe(true);
  });

  it('a sub-question related rule targets top-level questions', () => {
    const def = makeDefinition();
    const questions = def.questions.map((q): TestQuestion =>
      q.id === 'n1' ? { ...q, schema: [{ id: 's1', type: 'question', label: 'S1', related: [{ value: '-2', enable: ['q4'] }] }] } : q,
    );
    let s = createEngineState({ ...def, questions });
    expect(isEnabled(s, 'q4')).toBe(false);
    s = setSubAnswer(s, 'n1', 's1', -2);
    expect(isEnabled(s, 'q4')).toBe(true);
  });

  it('setEnabled toggles a question; disabled questions never block Next', () => {
    let s = createEngineState(makeDefinition());
    expect(canGoNext(s)).toBe(false);
    s = setEnabled(s, 'm1', false);
    expect(canGoNext(s)).toBe(true);
    expect(goNext(s).step).toBe(1);
    expect(() => setEnabled(s, 'nope', true)).toThrow(RangeError);
  });

  it('a disabled question holding an invalid answer does not block Next', () => {
    const s0 = setEnabled(setAnswer(createEngineState(makeDefinition()), 'm1', ['a']), 'q1', false);
    const s: EngineState = { ...s0, answers: { ...s0.answers, q1: 'garbage' } };
    expect(canGoNext(s)).toBe(true);
  });

  it('initialEnabled recomputes from answers', () => {
    expect(initialEnabled(makeDefinition(), { m1: ['c'] }).q2x).toBe(true);
  });
});

describe('setSubAnswer (nested tests, SPEC §5)', () => {
  it('validates parent and sub ids', () => {
    const s = createEngineState(makeDefinition());
    expect(() => setSubAnswer(s, 'nope', 's1', 1)).toThrow(RangeError);
    expect(() => setSubAnswer(s, 'q1', 's1', 1)).toThrow(RangeError);
    expect(() => setSubAnswer(s, 'n1', 'nope', 1)).toThrow(RangeError);
  });

  it('ignores invalid numeric sub-answers and blocks Next until every sub-question is answered', () => {
    let s = createEngineState(makeDefinition());
    s = goNext(goNext(setAnswer(s, 'm1', ['a'])));
    expect(setSubAnswer(s, 'n1', 's1', Number.NaN)).toBe(s);
    expect(canGoNext(s)).toBe(false); // s2 needs exactly one option
    s = setSubAnswer(s, 'n1', 's2', ['a', 'b']);
    expect(canGoNext(s)).toBe(false);
    s = setSubAnswer(s, 'n1', 's2', ['b']);
    expect(canGoNext(s)).toBe(true);
    expect(() => setSubAnswer(s, 'n1', 's2', ['zz'])).toThrow(RangeError);
  });

  it('re-seeds the object when the parent answer was cleared', () => {
    let s = createEngineState(makeDefinition());
    s = setAnswer(s, 'n1', null);
    s = setSubAnswer(s, 'n1', 's3', 'note');
    expect(s.answers.n1).toEqual({ s1: null, s2: null, s3: 'note' });
  });
});

describe('submit (SPEC §4, §8)', () => {
  it("returns 'validation' with an error for an incomplete step and does not mark the test over", () => {
    const s = createEngineState(makeDefinition());
    const { outcome, state } = submit(s, { send: true });
    expect(outcome).toBe('validation');
    expect(state.error).toBe(INCOMPLETE_STEP_MESSAGE);
    expect(state.over).toBe(false);
  });

  it("marks the test over and returns 'sent' or 'skipped'", () => {
    const s = setError(setAnswer(createEngineState(makeDefinition()), 'm1', ['a']), 'old');
    const sent = submit(s, { send: true });
    expect(sent.outcome).toBe('sent');
    expect(sent.state.over).toBe(true);
    expect(sent.state.error).toBeNull();
    const skipped = submit(s, { send: false });
    expect(skipped.outcome).toBe('skipped');
    expect(skipped.state.over).toBe(true);
    expect(s.over).toBe(false);
  });
});

describe('loading and error flags (SPEC §8)', () => {
  it('sets and clears them', () => {
    const s = createEngineState(makeDefinition());
    expect(setLoading(s, true).loading).toBe(true);
    expect(setLoading(setLoading(s, true), false).loading).toBe(false);
    expect(setError(s, 'Network error').error).toBe('Network error');
    expect(setError(setError(s, 'x'), null).error).toBeNull();
  });
});

describe('restart (SPEC §4)', () => {
  it('clears answers, returns to step 0, resets flags and runs the restart hook once', () => {
    const def = makeDefinition();
    let s = createEngineState(def);
    s = goNext(setAnswer(setAnswer(s, 'm1', ['c']), 't1', 'x'));
    s = setLoading(submit(s, { send: true }).state, true);
    const onRestart = vi.fn();
    const r = restart(s, Math.random, { onRestart });
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(onRestart).toHaveBeenCalledWith(r);
    expect(r.step).toBe(0);
    expect(r.over).toBe(false);
    expect(r.error).toBeNull();
    expect(r.loading).toBe(false);
    expect(r.answers).toEqual(createEngineState(def).answers);
    expect(r.enabled).toEqual(createEngineState(def).enabled);
  });
});

describe('progress (SPEC §4)', () => {
  it('is the rounded percentage of the countable questions the visitor answered or passed', () => {
    // Countable: q1, m1 (g1), o1, q2 (g2), n1 (g3), m4 (g4, optional). q2x disabled, t1/q5 text, q4
    // skipProgress are excluded. Entry defaults (q1 = 0, o1 synced, optional m4) are not answers the
    // visitor gave: a fresh test shows 0 %.
    let s = createEngineState(makeDefinition());
    expect(s.answers.q1).toBe(0);
    expect(progress(s)).toBe(0);
    s = setAnswer(s, 'm1', ['a']);
    expect(progress(s)).toBe(17); // m1: 1 of 6
    s = setAnswer(s, 'q1', 0); // choosing the neutral point on purpose counts
    expect(progress(s)).toBe(33); // 2 of 6
    s = goNext(s);
    expect(s.answers.q2).toBe(0);
    expect(progress(s)).toBe(33); // g2 entered: q2's default is not counted yet
    s = goNext(s);
    expect(progress(s)).toBe(67); // g2 passed with its defaults (o1, q2) → 4 of 6
    s = goBack(s);
    expect(progress(s)).toBe(67); // going back takes nothing away
  });

  it('counts a Likert default as soon as the visitor leaves its step', () => {
    let s = setAnswer(createEngineState(makeDefinition()), 'm1', ['a']);
    s = goNext(s);
    const withDefaults = progress(s);
    s = setAnswer(s, 'q2', 1);
    expect(progress(s)).toBeGreaterThan(withDefaults);
  });

  it('excludes disabled questions', () => {
    const s = setAnswer(setEnabled(createEngineState(makeDefinition()), 'm1', false), 'q1', 1);
    expect(progress(s)).toBe(20); // q1: 1 of 5
  });

  it('is 0 when nothing is countable', () => {
    const def = makeDefinition({
      groups: [{ id: 'g', title: 'G' }],
      questions: [
        { id: 'a', type: 'text', group: 'g', label: 'A' },
        { id: 'b', type: 'question', group: 'g', label: 'B', skipProgress: true },
      ],
    });
    expect(progress(createEngineState(def))).toBe(0);
  });
});
