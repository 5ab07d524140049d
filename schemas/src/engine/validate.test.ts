import { describe, expect, it } from 'vitest';
import type { TestDefinition, TestQuestion, TestScale } from './types';
import { validateTestDefinition } from './validate';

const abc = [
  { label: 'A', value: 'a', points: 1 },
  { label: 'B', value: 'b', points: 2 },
  { label: 'C', value: 'c', points: 3 },
];

function valid(): TestDefinition {
  return {
    slug: 'valid',
    title: 'Valid',
    category: 'relationships',
    description: 'A valid test',
    randomizeGroups: true,
    groups: [
      { id: 'g1', title: 'One', pinned: true },
      { id: 'g2', title: 'Two' },
    ],
    questions: [
      { id: 'q1', type: 'question', group: 'g1', label: 'Q1', related: [{ value: '2', enable: ['t1'] }] },
      { id: 'm1', type: 'multipleOptions', group: 'g1', label: 'M1', options: abc, attrs: { length: 2, max: 3 } },
      { id: 'o1', type: 'order', group: 'g2', label: 'O1', source: 'm1', attrs: { max: 3 } },
      { id: 't1', type: 'text', group: 'g2', label: 'T1' },
      {
        id: 'n1',
        type: 'test',
        group: 'g2',
        label: 'N1',
        schema: [
          { id: 's1', type: 'question', label: 'S1' },
          { id: 's2', type: 'multipleOptions', label: 'S2', options: abc },
          { id: 's3', type: 'order', label: 'S3', source: 's2' },
        ],
      },
    ],
    scales: [
      {
        id: 'sc1',
        title: 'Scale 1',
        items: [{ question: 'q1' }, { question: 'm1', reverse: true }, { question: 'n1.s1' }],
        results: [
          { level: 'low', text: 'L' },
          { level: 'medium', text: 'M' },
          { level: 'high', text: 'H' },
        ],
      },
      {
        id: 'sc2',
        title: 'Scale 2',
        items: [{ question: 'o1' }],
        thresholds: [10, 30, 60, 90],
        results: [{ level: 'extremelyHigh', text: 'XH' }],
      },
    ],
    thresholds: [40, 70],
  };
}

function withQuestion(id: string, patch: Partial<TestQuestion>): TestDefinition {
  const d = valid();
  return { ...d, questions: d.questions.map((q) => (q.id === id ? { ...q, ...patch } : q)) };
}

function withScale(id: string, patch: Partial<TestScale>): TestDefinition {
  const d = valid();
  return { ...d, scales: d.scales.map((s) => (s.id === id ? { ...s, ...patch } : s)) };
}

function problems(definition: unknown): string[] {
  return validateTestDefinition(definition);
}

/** Asserts exactly one problem, matching every pattern. */
function expectOne(definition: unknown, ...patterns: RegExp[]): void {
  const list = problems(definition);
  expect(list, JSON.stringify(list)).toHaveLength(1);
  for (const p of patterns) expect(list[0]).toMatch(p);
}

describe('validateTestDefinition', () => {
  it('accepts a valid definition', () => {
    expect(problems(valid())).toEqual([]);
  });

  it('accepts GROQ nulls for optional fields and missing scales', () => {
    const d = valid() as unknown as Record<string, unknown>;
    const questions = (d.questions as TestQuestion[]).map((q) => ({
      ...q,
      optional: null,
      enabled: null,
      attrs: q.attrs ?? null,
      related: q.related ?? null,
    }));
    expect(problems({ ...d, thresholds: null, scoringMap: null, questions })).toEqual([]);
    const { scales: _scales, ...noScales } = d;
    expect(problems(noScales)).toEqual([]);
  });

  it('never throws and refuses a non-object', () => {
    expect(problems(null)).toEqual(['The test definition is not an object.']);
    expect(problems([])).toHaveLength(1);
    expect(() => problems({ groups: 3, questions: 'x', scales: 5 })).not.toThrow();
    expect(() => problems({ questions: [null, 1, { id: 'x', schema: [null] }], scales: [null, { id: 's', items: [null] }] })).not.toThrow();
  });

  it('refuses a missing slug, title or category, and an unknown category', () => {
    expectOne({ ...valid(), slug: '' }, /missing its slug/);
    expectOne({ ...valid(), title: undefined }, /missing its title/);
    expectOne({ ...valid(), category: undefined }, /missing its category/);
    expectOne({ ...valid(), category: 'fun' }, /unknown category "fun"/);
  });

  it('refuses questions referencing an unknown group, or without a group', () => {
    expectOne(withQuestion('t1', { group: 'g9' }), /Question "t1"/, /unknown group "g9"/);
    expectOne(withQuestion('t1', { group: undefined }), /Question "t1" has no group/);
  });

  it('refuses empty groups', () => {
    const d = valid();
    expectOne({ ...d, groups: [...d.groups, { id: 'g3', title: 'Three' }] }, /Group "g3" has no questions/);
  });

  it('refuses a test without questions', () => {
    const list = problems({ ...valid(), groups: [], questions: [], scales: [] });
    expect(list).toEqual(['The test has no questions.']);
  });

  it('refuses duplicate question ids', () => {
    const d = valid();
    expectOne(
      { ...d, questions: [...d.questions, { id: 't1', type: 'text', group: 'g2', label: 'Again' }] },
      /Question id "t1" is used more than once/,
    );
  });

  it('refuses duplicate nested question ids', () => {
    expectOne(
      withQuestion('n1', {
        schema: [
          { id: 's1', type: 'question', label: 'S1' },
          { id: 's1', type: 'text', label: 'S1 again' },
        ],
      }),
      /"n1\.s1" is used more than once in nested test "n1"/,
    );
  });

  it('refuses duplicate group ids', () => {
    const d = valid();
    expectOne({ ...d, groups: [...d.groups, { id: 'g2', title: 'Again' }] }, /Group id "g2" is used more than once/);
  });

  it('refuses duplicate scale ids', () => {
    const d = valid();
    const [first] = d.scales;
    if (first === undefined) throw new Error('fixture');
    expectOne({ ...d, scales: [...d.scales, first] }, /Scale id "sc1" is used more than once/);
  });

  it('refuses duplicate option values within a question', () => {
    expectOne(
      withQuestion('m1', { options: [...abc, { label: 'A again', value: 'a' }] }),
      /Question "m1"/,
      /option value "a" more than once/,
    );
  });

  it('refuses ids containing a dot', () => {
    const d = valid();
    expectOne(
      { ...d, questions: [...d.questions, { id: 't.2', type: 'text', group: 'g2', label: 'T2' }] },
      /Question "t\.2" has a dot in its id/,
    );
  });

  it('refuses scale items referencing unknown questions', () => {
    expectOne(withScale('sc1', { items: [{ question: 'q9' }] }), /Scale "sc1"/, /unknown question "q9"/);
  });

  it('refuses scale items referencing unknown parent.sub paths', () => {
    expectOne(withScale('sc1', { items: [{ question: 'n1.s9' }] }), /Scale "sc1"/, /unknown nested question "n1\.s9"/);
    expectOne(withScale('sc1', { items: [{ question: 'q1.s1' }] }), /unknown nested question "q1\.s1"/);
    expectOne(withScale('sc1', { items: [{ question: 'n1.s1.x' }] }), /unknown nested question "n1\.s1\.x"/);
  });

  it('refuses scale items that cannot be scored (text, a whole nested test)', () => {
    expectOne(withScale('sc1', { items: [{ question: 't1' }] }), /text question "t1", which cannot be scored/);
    expectOne(withScale('sc1', { items: [{ question: 'n1' }] }), /whole nested test "n1"/);
  });

  it('refuses related rules referencing unknown questions', () => {
    expectOne(
      withQuestion('q1', { related: [{ value: '2', disable: ['ghost'] }] }),
      /Question "q1"/,
      /related rule referencing unknown question "ghost"/,
    );
  });

  it('refuses an order source that is not a multipleOptions question', () => {
    expectOne(withQuestion('o1', { source: 'q1' }), /Question "o1" has source "q1", which is not a multipleOptions question/);
    const list = problems(withQuestion('o1', { source: 'ghost' }));
    expect(list.some((p) => /Question "o1" has source "ghost"/.test(p) && /multipleOptions/.test(p))).toBe(true);
  });

  it('refuses attrs.length or attrs.max greater than the number of options, or below 1', () => {
    expectOne(withQuestion('m1', { attrs: { length: 4 } }), /Question "m1" has attrs\.length 4, which is greater than its 3 option/);
    expectOne(withQuestion('m1', { attrs: { max: 5 } }), /Question "m1" has attrs\.max 5, which is greater than its 3 option/);
    expectOne(withQuestion('m1', { attrs: { max: 0 } }), /Question "m1" has attrs\.max 0; it must be a whole number of at least 1/);
    // An order with a source counts its source's options.
    expectOne(withQuestion('o1', { attrs: { length: 4 } }), /Question "o1" has attrs\.length 4/);
  });

  it('refuses attrs.length greater than attrs.max', () => {
    expectOne(
      withQuestion('m1', { attrs: { length: 3, max: 2 } }),
      /Question "m1" has attrs\.length 3, which is greater than attrs\.max 2/,
    );
  });

  it('refuses test-level thresholds that are not ascending, not 2 or 4 values, or outside 0–100', () => {
    expectOne({ ...valid(), thresholds: [70, 40] }, /The test has invalid thresholds/, /ascending/);
    expectOne({ ...valid(), thresholds: [10, 20, 30] }, /The test has invalid thresholds/, /2 or 4/);
    expectOne({ ...valid(), thresholds: [40, 170] }, /The test has invalid thresholds/, /0 to 100/);
    expectOne({ ...valid(), thresholds: 'low' }, /The test has thresholds that are not a list/);
  });

  it('refuses per-scale thresholds that are invalid', () => {
    expectOne(withScale('sc2', { thresholds: [10, 30, 30, 90] }), /Scale "sc2" has invalid thresholds/, /ascending/);
    expectOne(withScale('sc2', { thresholds: [-5, 30, 60, 90] }), /Scale "sc2" has invalid thresholds/, /0 to 100/);
    expectOne(withScale('sc1', { thresholds: [50] }), /Scale "sc1" has invalid thresholds/, /2 or 4/);
  });

  it('refuses result texts for levels the thresholds cannot produce', () => {
    expectOne(
      withScale('sc1', { results: [{ level: 'extremelyLow', text: 'XL' }] }),
      /Scale "sc1" has a result text for level "extremelyLow", which its thresholds \[40,70\] cannot produce/,
    );
    // sc2 has its own four thresholds; with two it cannot produce extremelyHigh.
    expectOne(withScale('sc2', { thresholds: [30, 60] }), /Scale "sc2"/, /"extremelyHigh"/, /cannot produce/);
  });

  it('refuses unknown and duplicate result levels', () => {
    expectOne(withScale('sc1', { results: [{ level: 'huge' as never, text: 'H' }] }), /Scale "sc1"/, /unknown level "huge"/);
    expectOne(
      withScale('sc1', {
        results: [
          { level: 'low', text: 'a' },
          { level: 'low', text: 'b' },
        ],
      }),
      /Scale "sc1" has more than one result text for level "low"/,
    );
  });

  it('refuses nested questions inside nested questions', () => {
    expectOne(
      withQuestion('n1', {
        schema: [
          { id: 's1', type: 'question', label: 'S1' },
          { id: 'deep', type: 'test', label: 'Deep', schema: [{ id: 'x', type: 'question', label: 'X' }] },
        ],
      }),
      /Question "n1\.deep" is a nested test inside the nested test "n1"/,
    );
  });

  it('refuses a test-type question without schema', () => {
    const withoutRefs = (d: TestDefinition): TestDefinition => ({
      ...d,
      scales: d.scales.map((sc) => ({ ...sc, items: sc.items.filter((i) => !i.question.startsWith('n1.')) })),
    });
    expectOne(withoutRefs(withQuestion('n1', { schema: undefined })), /Question "n1" is a nested test without a schema/);
    expectOne(withoutRefs(withQuestion('n1', { schema: [] })), /Question "n1" is a nested test without a schema/);
  });

  it('refuses multipleOptions without options', () => {
    const list = problems(withQuestion('m1', { options: [], attrs: undefined }));
    expect(list).toContain('Question "m1" is a multipleOptions question without options.');
  });

  it('refuses order without options and without source (with a source, none are needed)', () => {
    expectOne(
      withQuestion('o1', { source: undefined, attrs: undefined }),
      /Question "o1" is an order question without options and without a source/,
    );
    expect(problems(withQuestion('o1', { source: undefined, attrs: undefined, options: abc }))).toEqual([]);
  });

  it('refuses unknown question types and negative points', () => {
    expectOne(withQuestion('t1', { type: 'slider' as never }), /Question "t1" has an unknown type "slider"/);
    expectOne(withQuestion('q1', { points: -1 }), /Question "q1" has points -1/);
  });

  it('reports several problems at once', () => {
    const d = { ...withQuestion('t1', { group: 'nowhere' }), slug: '', thresholds: [1] };
    const list = problems(d);
    expect(list).toHaveLength(3);
    expect(list.join(' ')).toMatch(/slug.*thresholds.*unknown group "nowhere"/);
  });
});
