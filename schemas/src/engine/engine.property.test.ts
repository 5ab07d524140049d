/**
 * Property-based tests of the engine (SPEC §4, §5, §8) over arbitrary generated definitions and
 * arbitrary sequences of actions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAnswerObject, isQuestionAnswered } from './answers';
import {
  INCOMPLETE_STEP_MESSAGE,
  canGoNext,
  createEngineState,
  goBack,
  goNext,
  initialAnswers,
  isEnabled,
  lastStep,
  progress,
  restart,
  setAnswer,
  setEnabled,
  setError,
  setLoading,
  setSubAnswer,
  stepQuestions,
  submit,
  type EngineState,
} from './engine';
import { scoreTest } from './score-test';
import type { AnswerValue, Answers, QuestionType, TestDefinition, TestQuestion } from './types';
import { validateTestDefinition } from './validate';
import { depthCount } from '../../../scripts/test-support/depth';

/** fast-check runs per property: the test depth's count (scripts/test-support/depth.ts). */
const NUM_RUNS = depthCount('engineProperties');
const VALUES = ['a', 'b', 'c', 'd'] as const;

/** Deterministic uniform [0, 1) source (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Definition generator
// ---------------------------------------------------------------------------------------------

const arbSub = fc.record({
  type: fc.constantFrom<QuestionType>('question', 'text', 'multipleOptions', 'order'),
  optional: fc.boolean(),
  enabled: fc.constantFrom(true, true, true, false),
  nOptions: fc.integer({ min: 1, max: 3 }),
  attrsLength: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
});

const arbSpec = fc.record({
  type: fc.constantFrom<QuestionType>('question', 'question', 'text', 'multipleOptions', 'order', 'test'),
  group: fc.nat(9),
  optional: fc.constantFrom(false, false, true),
  skipProgress: fc.constantFrom(false, false, true),
  enabled: fc.constantFrom(true, true, true, false),
  points: fc.array(fc.integer({ min: -2, max: 5 }), { minLength: 1, maxLength: 4 }),
  weight: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  attrsKind: fc.integer({ min: 0, max: 3 }),
  attrsA: fc.nat(9),
  attrsB: fc.nat(9),
  useSource: fc.boolean(),
  sourcePick: fc.nat(19),
  related: fc.option(
    fc.record({
      valuePick: fc.nat(9),
      enable: fc.array(fc.nat(19), { maxLength: 2 }),
      disable: fc.array(fc.nat(19), { maxLength: 2 }),
    }),
    { nil: undefined },
  ),
  subs: fc.array(arbSub, { minLength: 1, maxLength: 3 }),
  initialLikert: fc.option(fc.integer({ min: -2, max: 2 }), { nil: undefined }),
});

type Spec = typeof arbSpec extends fc.Arbitrary<infer T> ? T : never;

function attrsFor(spec: Spec, count: number): TestQuestion['attrs'] {
  if (count < 1) return undefined;
  switch (spec.attrsKind) {
    case 1:
      return { length: 1 + (spec.attrsA % count) };
    case 2:
      return { max: 1 + (spec.attrsA % count) };
    case 3: {
      const max = 1 + (spec.attrsA % count);
      return { max, length: 1 + (spec.attrsB % max) };
    }
    default:
      return undefined;
  }
}

function buildDefinition(input: {
  nGroups: number;
  pinned: boolean[];
  randomize: boolean;
  reversed: boolean;
  specs: Spec[];
}): TestDefinition {
  const { nGroups, specs } = input;
  const ids = specs.map((_, i) => `q${i}`);
  const multiIds = specs.flatMap((s, i) => (s.type === 'multipleOptions' ? [i] : []));
  const optionsOf = (points: readonly number[]) => points.map((p, i) => ({ label: `Option ${i}`, value: VALUES[i] ?? `v${i}`, points: p }));
  const questions = specs.map((spec, i): TestQuestion => {
    const id = ids[i] ?? `q${i}`;
    const q: TestQuestion = {
      id,
      type: spec.type,
      group: `g${spec.group % nGroups}`,
      label: `Question ${i}`,
      optional: spec.optional,
      skipProgress: spec.skipProgress,
      enabled: spec.enabled,
    };
    if (spec.weight !== undefined) q.points = spec.weight;
    let relatedValue = 'x';
    if (spec.type === 'question') {
      if (spec.initialLikert !== undefined) q.initialValue = spec.initialLikert;
      relatedValue = String(((spec.related?.valuePick ?? 0) % 5) - 2);
    } else if (spec.type === 'multipleOptions') {
      q.options = optionsOf(spec.points);
      q.attrs = attrsFor(spec, spec.points.length);
      relatedValue = VALUES[(spec.related?.valuePick ?? 0) % spec.points.length] ?? 'a';
    } else if (spec.type === 'order') {
      const sourceIndex = multiIds[spec.sourcePick % Math.max(1, multiIds.length)];
      const source = sourceIndex === undefined ? undefined : specs[sourceIndex];
      if (spec.useSource && sourceIndex !== undefined && source !== undefined) {
        q.source = ids[sourceIndex];
        q.attrs = attrsFor(spec, source.points.length);
      } else {
        q.options = optionsOf(spec.points);
        q.attrs = attrsFor(spec, spec.points.length);
      }
      relatedValue = 'a';
    } else if (spec.type === 'test') {
      q.schema = spec.subs.map((sub, j): TestQuestion => {
        const s: TestQuestion = {
          id: `s${j}`,
          type: sub.type,
          label: `Sub ${j}`,
          optional: sub.optional,
          enabled: sub.enabled,
        };
        if (sub.type === 'multipleOptions' || sub.type === 'order') {
          s.options = optionsOf(Array.from({ length: sub.nOptions }, (_, k) => k + 1));
          if (sub.attrsLength !== undefined && sub.attrsLength <= sub.nOptions) s.attrs = { length: sub.attrsLength };
        }
        return s;
      });
    }
    if (spec.related !== undefined) {
      q.related = [
        {
          value: relatedValue,
          enable: spec.related.enable.map((k) => ids[k % ids.length] ?? id),
          disable: spec.related.disable.map((k) => ids[k % ids.length] ?? id),
        },
      ];
    }
    return q;
  });
  const used = new Set(questions.map((q) => q.group));
  const groups = Array.from({ length: nGroups }, (_, g) => ({
    id: `g${g}`,
    title: `Group ${g}`,
    pinned: input.pinned[g] ?? false,
  })).filter((g) => used.has(g.id));
  const scaleItems = questions.flatMap((q) => {
    if (q.type === 'text') return [];
    if (q.type === 'test') {
      return (q.schema ?? []).filter((s) => s.type !== 'text').map((s) => ({ question: `${q.id}.${s.id}` }));
    }
    return [{ question: q.id, reverse: q.id.endsWith('1') }];
  });
  return {
    slug: 'generated',
    title: 'Generated',
    category: 'personal-growth',
    description: '',
    randomizeGroups: input.randomize,
    scoringMap: input.reversed ? 'reversed' : 'normal',
    groups,
    questions,
    scales: [
      { id: 'all', title: 'All', items: scaleItems, results: [{ level: 'high', text: 'High' }] },
      { id: 'none', title: 'None', items: [], thresholds: [10, 30, 60, 90], results: [] },
    ],
  };
}

const arbDefinition: fc.Arbitrary<TestDefinition> = fc
  .record({
    nGroups: fc.integer({ min: 1, max: 4 }),
    pinned: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    randomize: fc.boolean(),
    reversed: fc.boolean(),
    specs: fc.array(arbSpec, { minLength: 1, maxLength: 8 }),
  })
  .map(buildDefinition);

// ---------------------------------------------------------------------------------------------
// Answers that satisfy SPEC §5, and garbage
// ---------------------------------------------------------------------------------------------

function knownOptions(def: TestDefinition, q: TestQuestion, siblings: readonly TestQuestion[]): string[] {
  const own = (q.options ?? []).map((o) => o.value);
  if (own.length > 0 || !q.source) return own;
  return (siblings.find((s) => s.id === q.source)?.options ?? []).map((o) => o.value);
}

/** An answer that counts as answered (SPEC §5) and that setAnswer accepts. */
function validAnswer(def: TestDefinition, q: TestQuestion, seed: number, siblings: readonly TestQuestion[]): AnswerValue {
  switch (q.type) {
    case 'question':
      return (seed % 5) - 2;
    case 'text':
      return `text ${seed}`;
    case 'multipleOptions':
    case 'order': {
      const values = knownOptions(def, q, siblings);
      const count = values.length;
      const k = q.attrs?.length ?? Math.min(q.attrs?.max ?? count, count === 0 ? 0 : 1 + (seed % count));
      const rotated = [...values.slice(seed % Math.max(1, count)), ...values.slice(0, seed % Math.max(1, count))];
      return rotated.slice(0, k);
    }
    case 'test': {
      const record: { [id: string]: AnswerValue } = {};
      for (const sub of q.schema ?? []) record[sub.id] = validAnswer(def, sub, seed + 1, q.schema ?? []);
      return record;
    }
    default:
      return null;
  }
}

const GARBAGE: readonly AnswerValue[] = [null, 'garbage', 99, Number.NaN, [], ['zz', 'zz'], {}, { nope: 1 }];

const arbValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined, 0.5),
  fc.string({ maxLength: 2 }),
  fc.subarray([...VALUES]),
  fc.shuffledSubarray(['a', 'b', 'c', 'd', 'z']),
  fc.dictionary(
    fc.constantFrom('s0', 's1', 's2', 'x'),
    fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(null), fc.subarray(['a', 'b', 'c']), fc.string({ maxLength: 2 })),
    { maxKeys: 3 },
  ),
);

type Action =
  | { kind: 'set'; q: number; value: unknown }
  | { kind: 'setValid'; q: number; seed: number }
  | { kind: 'sub'; q: number; sub: number; value: unknown }
  | { kind: 'next' }
  | { kind: 'back' }
  | { kind: 'enable'; q: number; on: boolean }
  | { kind: 'submit'; send: boolean }
  | { kind: 'restart'; seed: number }
  | { kind: 'loading'; on: boolean }
  | { kind: 'error' };

const arbAction: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('set' as const), q: fc.nat(20), value: arbValue }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('setValid' as const), q: fc.nat(20), seed: fc.nat(100) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sub' as const), q: fc.nat(20), sub: fc.nat(3), value: arbValue }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'next' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'back' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('enable' as const), q: fc.nat(20), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('submit' as const), send: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const), seed: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('loading' as const), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'error' as const }) },
);

/** Expected answers right after create/restart: initial values plus the step-0 Likert defaults. */
function expectedStartAnswers(def: TestDefinition, firstGroup: string | undefined): Answers {
  const answers = initialAnswers(def);
  for (const q of def.questions) {
    if (q.group !== firstGroup) continue;
    const value = answers[q.id];
    if (q.type === 'question' && (value === null || value === undefined)) answers[q.id] = 0;
    if (q.type === 'test' && isAnswerObject(value)) {
      const record = { ...value };
      for (const sub of q.schema ?? []) if (sub.type === 'question' && record[sub.id] == null) record[sub.id] = 0;
      answers[q.id] = record;
    }
  }
  return answers;
}

function expectInvariants(state: EngineState): void {
  const p = progress(state);
  expect(Number.isInteger(p)).toBe(true);
  expect(p).toBeGreaterThanOrEqual(0);
  expect(p).toBeLessThanOrEqual(100);
  expect(Number.isInteger(state.step)).toBe(true);
  expect(state.step).toBeGreaterThanOrEqual(0);
  expect(state.step).toBeLessThanOrEqual(lastStep(state));
  expect(lastStep(state)).toBeLessThanOrEqual(Math.max(0, state.definition.groups.length - 1));
}

function expectPinnedInPlace(state: EngineState): void {
  const { groups } = state.definition;
  expect([...state.order].sort()).toEqual(groups.map((g) => g.id).sort());
  groups.forEach((g, i) => {
    if (g.pinned === true) expect(state.order[i]).toBe(g.id);
  });
}

function expectCleanStart(state: EngineState): void {
  expect(state.step).toBe(0);
  expect(state.over).toBe(false);
  expect(state.error).toBeNull();
  expect(state.loading).toBe(false);
  expect(state.answers).toEqual(expectedStartAnswers(state.definition, state.order[0]));
  expectPinnedInPlace(state);
}

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

/** Runs one action, asserting its own contract; returns the next state. */
function run(state: EngineState, action: Action): EngineState {
  const { questions } = state.definition;
  const q = 'q' in action ? pick(questions, action.q) : undefined;
  switch (action.kind) {
    case 'set': {
      const id = action.q === 20 ? 'unknown-question' : (q?.id ?? 'unknown-question');
      try {
        const next = setAnswer(state, id, action.value);
        if (next !== state) expect(next.error).toBeNull();
        return next;
      } catch (error) {
        expect(error instanceof TypeError || error instanceof RangeError).toBe(true);
        return state;
      }
    }
    case 'setValid': {
      if (q === undefined) return state;
      const next = setAnswer(state, q.id, validAnswer(state.definition, q, action.seed, questions));
      expect(next.error).toBeNull();
      return next;
    }
    case 'sub': {
      try {
        const sub = q?.schema?.[action.sub]?.id ?? 'nope';
        return setSubAnswer(state, q?.id ?? 'nope', sub, action.value);
      } catch (error) {
        expect(error instanceof TypeError || error instanceof RangeError).toBe(true);
        return state;
      }
    }
    case 'next': {
      let calls = 0;
      const allowed = canGoNext(state);
      const next = goNext(state, { beforeNext: () => (calls += 1) });
      if (allowed) {
        expect(calls).toBe(1);
        expect(next.step).toBe(Math.min(state.step + 1, lastStep(state)));
        expect(next.error).toBeNull();
      } else {
        expect(calls).toBe(0);
        expect(next.step).toBe(state.step);
        expect(next.error).toBe(INCOMPLETE_STEP_MESSAGE);
      }
      return next;
    }
    case 'back': {
      const next = goBack(state);
      expect(next.step).toBe(Math.max(0, state.step - 1));
      return next;
    }
    case 'enable':
      return q === undefined ? state : setEnabled(state, q.id, action.on);
    case 'submit': {
      const allowed = canGoNext(state);
      const { outcome, state: next } = submit(state, { send: action.send });
      if (allowed) {
        expect(outcome).toBe(action.send ? 'sent' : 'skipped');
        expect(next.over).toBe(true);
      } else {
        expect(outcome).toBe('validation');
        expect(next.error).toBe(INCOMPLETE_STEP_MESSAGE);
        expect(next.over).toBe(state.over);
      }
      return next;
    }
    case 'restart': {
      let calls = 0;
      const next = restart(state, seeded(action.seed), { onRestart: () => (calls += 1) });
      expect(calls).toBe(1);
      expectCleanStart(next);
      const twin = createEngineState(state.definition, seeded(action.seed));
      expect(next.order).toEqual(twin.order);
      expect(next.answers).toEqual(twin.answers);
      expect(next.enabled).toEqual(twin.enabled);
      return next;
    }
    case 'loading':
      return setLoading(state, action.on);
    case 'error':
      return setError(state, 'Something went wrong');
  }
}

describe('engine properties (SPEC §4, §5, §8)', () => {
  it('generated definitions are valid', () => {
    fc.assert(
      fc.property(arbDefinition, (def) => {
        expect(validateTestDefinition(def)).toEqual([]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('over any action sequence: progress is an integer in 0..100, the step stays within 0..last, actions keep their contracts, inputs are not mutated', () => {
    fc.assert(
      fc.property(arbDefinition, fc.nat(), fc.array(arbAction, { maxLength: 40 }), (def, seed, actions) => {
        let state = createEngineState(def, seeded(seed));
        expectCleanStart(state);
        expectInvariants(state);
        for (const action of actions) {
          const before = structuredClone(state);
          const next = run(state, action);
          expect(state).toEqual(before); // the previous state is untouched
          state = next;
          expectInvariants(state);
          const score = scoreTest(def, state.answers, { enabled: state.enabled });
          for (const s of score.scales) {
            expect(s.percentage).toBeGreaterThanOrEqual(0);
            expect(s.percentage).toBeLessThanOrEqual(100);
          }
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('restart always returns a clean state with a re-randomised order from the injected random', () => {
    fc.assert(
      fc.property(arbDefinition, fc.nat(), fc.nat(), fc.array(arbAction, { maxLength: 20 }), (def, s1, s2, actions) => {
        let state = createEngineState(def, seeded(s1));
        for (const action of actions) state = run(state, action);
        const fresh = restart(state, seeded(s2));
        expectCleanStart(fresh);
        expect(fresh.order).toEqual(createEngineState(def, seeded(s2)).order);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('answers of disabled (and optional) questions never block Next once the enabled, non-optional ones are answered', () => {
    fc.assert(
      fc.property(
        arbDefinition,
        fc.nat(),
        fc.array(arbAction, { maxLength: 20 }),
        fc.nat(100),
        fc.array(fc.constantFrom(...GARBAGE), { minLength: 8, maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (def, seed, actions, answerSeed, garbage, toggles) => {
          let state = createEngineState(def, seeded(seed));
          for (const action of actions) state = run(state, action);
          // Randomly disable some questions of the current step.
          stepQuestions(state).forEach((q, i) => {
            if (toggles[i] === true) state = setEnabled(state, q.id, false);
          });
          const answers: Answers = { ...state.answers };
          stepQuestions(state).forEach((q, i) => {
            if (!isEnabled(state, q.id) || q.optional === true) {
              answers[q.id] = garbage[i % garbage.length] ?? null;
            } else {
              answers[q.id] = validAnswer(def, q, answerSeed, def.questions);
              expect(isQuestionAnswered(q, answers[q.id])).toBe(true);
            }
          });
          const ready: EngineState = { ...state, answers };
          expect(canGoNext(ready)).toBe(true);
          const next = goNext(ready);
          expect(next.error).toBeNull();
          expect(next.step).toBe(Math.min(ready.step + 1, lastStep(ready)));
          expect(submit(ready, { send: true }).outcome).toBe('sent');
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('an incomplete step never advances and never runs the before-next hook', () => {
    fc.assert(
      fc.property(arbDefinition, fc.nat(), fc.array(arbAction, { maxLength: 20 }), (def, seed, actions) => {
        let state = createEngineState(def, seeded(seed));
        for (const action of actions) state = run(state, action);
        fc.pre(!canGoNext(state));
        let calls = 0;
        const next = goNext(state, { beforeNext: () => (calls += 1) });
        expect(calls).toBe(0);
        expect(next.step).toBe(state.step);
        expect(next.error).toBe(INCOMPLETE_STEP_MESSAGE);
        expect(submit(state, { send: false }).outcome).toBe('validation');
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
