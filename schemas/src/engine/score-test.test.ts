import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngineState, setAnswer } from './engine';
import { scoreTest } from './score-test';
import { scoreScale } from './scoring';
import type { Answers, ScaleItemRef, TestDefinition, TestScale } from './types';
import { validateTestDefinition } from './validate';

function makeDefinition(scales: TestScale[], overrides: Partial<TestDefinition> = {}): TestDefinition {
  return {
    slug: 'score',
    title: 'Score',
    category: 'career',
    description: '',
    groups: [{ id: 'g', title: 'G' }],
    questions: [
      { id: 'q1', type: 'question', group: 'g', label: 'Q1' },
      { id: 'q2', type: 'question', group: 'g', label: 'Q2' },
      { id: 'q3', type: 'question', group: 'g', label: 'Q3', points: 2 },
      {
        id: 'm1',
        type: 'multipleOptions',
        group: 'g',
        label: 'M1',
        options: [
          { label: 'A', value: 'a', points: 1 },
          { label: 'B', value: 'b', points: 2 },
          { label: 'C', value: 'c', points: 3 },
          { label: 'D', value: 'd', points: -1 },
        ],
      },
      {
        id: 'o1',
        type: 'order',
        group: 'g',
        label: 'O1',
        options: [
          { label: 'A', value: 'a', points: 3 },
          { label: 'B', value: 'b', points: 1 },
          { label: 'C', value: 'c', points: 0 },
        ],
      },
      { id: 'o2', type: 'order', group: 'g', label: 'O2', source: 'm1' },
      {
        id: 'n1',
        type: 'test',
        group: 'g',
        label: 'N1',
        schema: [
          { id: 's1', type: 'question', label: 'S1' },
          { id: 's2', type: 'multipleOptions', label: 'S2', options: [{ label: 'X', value: 'x', points: 5 }] },
          { id: 's3', type: 'question', label: 'S3', points: 3 },
        ],
      },
      { id: 't1', type: 'text', group: 'g', label: 'T1' },
      { id: 'gate', type: 'question', group: 'g', label: 'Gate', enabled: false },
    ],
    scales,
    ...overrides,
  };
}

function scale(id: string, items: ScaleItemRef[], extra: Partial<TestScale> = {}): TestScale {
  return { id, title: id.toUpperCase(), items, results: [], ...extra };
}

function only(def: TestDefinition, answers: Answers) {
  const [first] = scoreTest(def, answers).scales;
  if (first === undefined) throw new Error('no scale');
  return first;
}

describe('scoreTest — Likert items (SPEC §9 5-point map)', () => {
  const def = makeDefinition([scale('s', [{ question: 'q1' }])]);

  it.each([
    [2, 4],
    [1, 3],
    [0, 2],
    [-1, 1],
    [-2, 0],
  ])('maps %s → %s points out of 4', (value, points) => {
    const s = only(def, { q1: value });
    expect(s.raw).toBe(points);
    expect(s.max).toBe(4);
    expect(s.percentage).toBe((points / 4) * 100);
  });

  it('reverse-keyed items flip the map', () => {
    const d = makeDefinition([scale('s', [{ question: 'q1', reverse: true }])]);
    expect(only(d, { q1: 2 }).raw).toBe(0);
    expect(only(d, { q1: -2 }).raw).toBe(4);
  });

  it("the test's reversed scoring map flips it, and reverse flips it again", () => {
    const reversed = makeDefinition([scale('s', [{ question: 'q1' }])], { scoringMap: 'reversed' });
    expect(only(reversed, { q1: 2 }).raw).toBe(0);
    expect(only(reversed, { q1: -1 }).raw).toBe(3);
    const both = makeDefinition([scale('s', [{ question: 'q1', reverse: true }])], { scoringMap: 'reversed' });
    expect(only(both, { q1: 2 }).raw).toBe(4);
  });

  it('question points multiply score and max', () => {
    const d = makeDefinition([scale('s', [{ question: 'q3' }, { question: 'q1' }])]);
    const s = only(d, { q3: 1, q1: -2 });
    expect(s.raw).toBe(6);
    expect(s.max).toBe(12);
    expect(s.percentage).toBe(50);
  });

  it('gives the same percentage as the shared Likert scoreScale', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: fc.option(fc.integer({ min: -2, max: 2 }), { nil: undefined }), r: fc.boolean() }), {
          minLength: 1,
          maxLength: 2,
        }),
        (items) => {
          const refs = items.map((it, i) => ({ question: `q${i + 1}`, reverse: it.r }));
          const answers: Record<string, number | undefined> = {};
          items.forEach((it, i) => {
            answers[`q${i + 1}`] = it.v;
          });
          const generic = only(makeDefinition([scale('s', refs)]), answers as Answers);
          const likert = scoreScale(
            refs.map((r) => ({ id: r.question, reverse: r.reverse })),
            answers,
          );
          expect(generic.percentage).toBe(likert.percentage);
          expect(generic.raw).toBe(likert.raw);
          expect(generic.max).toBe(likert.max);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('scoreTest — option items', () => {
  it('multipleOptions: sum of chosen points over the best possible (all positive options)', () => {
    const d = makeDefinition([scale('s', [{ question: 'm1' }])]);
    const s = only(d, { m1: ['a', 'c'] });
    expect(s.raw).toBe(4);
    expect(s.max).toBe(6);
    expect(s.percentage).toBe(66.7);
    expect(only(d, { m1: [] }).raw).toBe(0);
    expect(only(d, { m1: ['d'] }).percentage).toBe(0); // negative clamps to 0
  });

  it('multipleOptions: max uses the best attrs.length, else attrs.max positive options', () => {
    const base = makeDefinition([scale('s', [{ question: 'm1' }])]);
    const withAttrs = (attrs: { length?: number; max?: number }): TestDefinition => ({
      ...base,
      questions: base.questions.map((q) => (q.id === 'm1' ? { ...q, attrs } : q)),
    });
    expect(only(withAttrs({ length: 1 }), { m1: ['b'] }).max).toBe(3);
    expect(only(withAttrs({ max: 2 }), { m1: ['b'] }).max).toBe(5);
    expect(only(withAttrs({ length: 1, max: 2 }), { m1: ['b'] }).max).toBe(3);
  });

  it('order: Σ points × (n − position) / n, max for the best ordering', () => {
    const d = makeDefinition([scale('s', [{ question: 'o1' }])]);
    // [b, a, c]: 1×3/3 + 3×2/3 + 0×1/3 = 3; best [a, b, c]: 3 + 2/3 = 3.667 → 81.8 %
    const s = only(d, { o1: ['b', 'a', 'c'] });
    expect(s.raw).toBeCloseTo(3);
    expect(s.max).toBeCloseTo(11 / 3);
    expect(s.percentage).toBe(81.8);
    expect(only(d, { o1: ['a', 'b', 'c'] }).percentage).toBe(100);
    expect(only(d, { o1: [] }).answered).toBe(0);
  });

  it("order with a source uses the source's option points", () => {
    const d = makeDefinition([scale('s', [{ question: 'o2' }])]);
    const s = only(d, { m1: ['a', 'c'], o2: ['a', 'c'] });
    // 1×2/2 + 3×1/2 = 2.5; best [c, a] = 3 + 0.5 = 3.5
    expect(s.raw).toBeCloseTo(2.5);
    expect(s.max).toBeCloseTo(3.5);
  });

  it('reverse on an option item gives max − score', () => {
    const d = makeDefinition([scale('s', [{ question: 'm1', reverse: true }])]);
    expect(only(d, { m1: ['a', 'c'] }).raw).toBe(2);
  });
});

describe('scoreTest — nested refs, skipped items', () => {
  it('scores `parent.sub` refs by the same rules, with the sub-question points', () => {
    const d = makeDefinition([scale('s', [{ question: 'n1.s1' }, { question: 'n1.s2' }, { question: 'n1.s3' }])]);
    const s = only(d, { n1: { s1: 2, s2: ['x'], s3: -2 } });
    expect(s.raw).toBe(4 + 5 + 0);
    expect(s.max).toBe(4 + 5 + 12);
    expect(s.answered).toBe(3);
  });

  it('skips unanswered, unknown and unscorable items; 50 and its level when nothing answered', () => {
    const d = makeDefinition([
      scale('s', [{ question: 'q1' }, { question: 'nope' }, { question: 't1' }, { question: 'n1.s1' }], {
        results: [{ level: 'medium', text: 'In the middle' }],
      }),
    ]);
    const s = only(d, { t1: 'hello', n1: null });
    expect(s.answered).toBe(0);
    expect(s.percentage).toBe(50);
    expect(s.level).toBe('medium');
    expect(s.text).toBe('In the middle');
  });

  it('skips disabled questions (given enabled map or computed from static enabled + related)', () => {
    const d = makeDefinition([scale('s', [{ question: 'q1' }, { question: 'gate' }])]);
    expect(scoreTest(d, { q1: 2, gate: -2 }).scales[0]?.percentage).toBe(100);
    expect(scoreTest(d, { q1: 2, gate: -2 }, { enabled: { gate: true } }).scales[0]?.percentage).toBe(50);
    expect(scoreTest(d, { q1: 2, gate: -2 }, { enabled: { q1: false, gate: true } }).scales[0]?.percentage).toBe(0);
  });

  it('scores an engine state', () => {
    const d = makeDefinition([scale('s', [{ question: 'q1' }])]);
    const state = setAnswer(createEngineState(d), 'q1', 1);
    expect(scoreTest(d, state.answers, { enabled: state.enabled }).scales[0]?.raw).toBe(3);
  });
});

describe('scoreTest — levels, texts and the top scale (SPEC §9)', () => {
  const results = [
    { level: 'extremelyLow', text: 'XL' },
    { level: 'low', text: 'L' },
    { level: 'medium', text: 'M' },
    { level: 'high', text: 'H' },
    { level: 'extremelyHigh', text: 'XH' },
  ] as const;

  it('uses the default thresholds [30, 60]', () => {
    const d = makeDefinition([scale('s', [{ question: 'q1' }], { results: [...results.slice(1, 4)] })]);
    expect(only(d, { q1: -1 })).toMatchObject({ percentage: 25, level: 'low', text: 'L' });
    expect(only(d, { q1: 0 })).toMatchObject({ level: 'medium', text: 'M' });
    expect(only(d, { q1: 1 })).toMatchObject({ level: 'high', text: 'H' });
  });

  it("uses the test's thresholds, and a scale's own thresholds over them", () => {
    const testLevel = makeDefinition([scale('s', [{ question: 'q1' }])], { thresholds: [20, 40] });
    expect(only(testLevel, { q1: -1 }).level).toBe('medium'); // 25 %: low with the default [30, 60]
    const own = makeDefinition([scale('s', [{ question: 'q1' }], { thresholds: [10, 30, 60, 90], results: [...results] })], {
      thresholds: [10, 20],
    });
    expect(only(own, { q1: 2 })).toMatchObject({ level: 'extremelyHigh', text: 'XH' });
    expect(only(own, { q1: -2 })).toMatchObject({ level: 'extremelyLow', text: 'XL' });
  });

  it("gives '' when the scale has no text for the level", () => {
    expect(only(makeDefinition([scale('s', [{ question: 'q1' }])]), { q1: 2 }).text).toBe('');
  });

  it('picks the scale with the highest percentage as topScale, the first one on ties', () => {
    const d = makeDefinition([scale('a', [{ question: 'q1' }]), scale('b', [{ question: 'q2' }]), scale('c', [{ question: 'q3' }])]);
    expect(scoreTest(d, { q1: 0, q2: 2, q3: 1 }).result.topScale).toBe('b');
    expect(scoreTest(d, { q1: 2, q2: 2, q3: 2 }).result.topScale).toBe('a');
    expect(scoreTest(d, {}).result.topScale).toBe('a');
    expect(scoreTest(makeDefinition([]), {}).result.topScale).toBeNull();
  });

  it('returns scale ids and titles in definition order', () => {
    const d = makeDefinition([scale('x', []), scale('y', [])]);
    expect(scoreTest(d, {}).scales.map((s) => [s.id, s.title])).toEqual([
      ['x', 'X'],
      ['y', 'Y'],
    ]);
  });

  it('throws RangeError for invalid thresholds (validation reports them first)', () => {
    const d = makeDefinition([scale('s', [{ question: 'q1' }], { thresholds: [60, 30] })]);
    expect(validateTestDefinition(d).length).toBeGreaterThan(0);
    expect(() => scoreTest(d, { q1: 1 })).toThrow(RangeError);
  });

  it('keeps every percentage within 0..100 whatever the answers', () => {
    const d = makeDefinition([
      scale('all', [
        { question: 'q1' },
        { question: 'q3', reverse: true },
        { question: 'm1' },
        { question: 'm1', reverse: true },
        { question: 'o1' },
        { question: 'o2', reverse: true },
        { question: 'n1.s2' },
      ]),
    ]);
    const values = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 2 }),
        fc.subarray(values),
        fc.shuffledSubarray(['a', 'b', 'c']),
        fc.shuffledSubarray(values),
        (q, m, o, o2) => {
          const s = only(d, { q1: q, q3: q, m1: m, o1: o, o2 });
          expect(s.percentage).toBeGreaterThanOrEqual(0);
          expect(s.percentage).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 200 },
    );
  });
});
