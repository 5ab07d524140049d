import { describe, expect, it } from 'vitest';
import { createEngineState, scoreTest, validateTestDefinition } from './engine';
import { DEFAULT_TEST_THRESHOLDS, checkInitialValue, parseInitialValue, toDefinition } from './test-definition';

/** A stored `test` document as the studio saves it: `_key`s, `_type`s, slug object, seo. */
const storedDocument = {
  _id: 'drafts.test-habits',
  _type: 'test',
  _rev: 'abc',
  _createdAt: '2025-01-01T00:00:00Z',
  _updatedAt: '2025-01-01T00:00:00Z',
  title: 'Habits check',
  slug: { _type: 'slug', current: 'habits-check' },
  category: 'personal-growth',
  description: 'How steady are your habits?',
  seo: { _type: 'seo', seo_title: 'Habits' },
  randomizeGroups: true,
  groups: [
    { _key: 'g1', _type: 'testGroup', id: 'intro', title: 'About you', pinned: true },
    { _key: 'g2', _type: 'testGroup', id: 'habits', title: 'Habits', description: 'Daily life' },
  ],
  questions: [
    {
      _key: 'q1',
      _type: 'testQuestion',
      id: 'routine',
      type: 'question',
      group: 'habits',
      label: 'I keep a routine.',
      initialValue: '1',
      points: 2,
      related: [{ _key: 'r1', _type: 'relatedRule', value: '2', enable: ['why'], disable: [] }],
    },
    {
      _key: 'q2',
      _type: 'testQuestion',
      id: 'areas',
      type: 'multipleOptions',
      group: 'intro',
      label: 'Which areas matter?',
      description: 'Pick two.',
      enabled: false,
      optional: true,
      skipProgress: true,
      attrs: { _type: 'object', length: 2 },
      options: [
        { _key: 'o1', _type: 'testOption', label: 'Sleep', value: 'sleep', points: 1 },
        { _key: 'o2', _type: 'testOption', label: 'Sport', value: 'sport' },
      ],
      initialValue: 'sleep, sport',
    },
    {
      _key: 'q3',
      _type: 'testQuestion',
      id: 'rank',
      type: 'order',
      group: 'intro',
      label: 'Rank them',
      source: 'areas',
    },
    {
      _key: 'q4',
      _type: 'testQuestion',
      id: 'mood',
      type: 'test',
      group: 'habits',
      label: 'Mood',
      schema: [{ _key: 's1', _type: 'testSubQuestion', id: 'calm', type: 'question', label: 'I feel calm.', group: 'ignored' }],
    },
    { _key: 'q5', _type: 'testQuestion', id: 'why', type: 'text', group: 'habits', label: 'Why?' },
  ],
  scales: [
    {
      _key: 's1',
      _type: 'testScale',
      id: 'steady',
      title: 'Steadiness',
      items: [
        { _key: 'i1', _type: 'scaleItem', question: 'routine' },
        { _key: 'i2', _type: 'scaleItem', question: 'mood.calm', reverse: true },
      ],
      thresholds: [10, 30, 60, 90],
      results: [{ _key: 'l1', _type: 'levelText', level: 'low', text: 'Not yet.' }],
    },
  ],
  scoringMap: 'reversed',
  thresholds: [40, 70],
};

describe('toDefinition', () => {
  it('maps a stored document onto the TestDefinition shape without Sanity keys', () => {
    expect(toDefinition(storedDocument)).toEqual({
      slug: 'habits-check',
      title: 'Habits check',
      category: 'personal-growth',
      description: 'How steady are your habits?',
      randomizeGroups: true,
      groups: [
        { id: 'intro', title: 'About you', pinned: true },
        { id: 'habits', title: 'Habits', description: 'Daily life', pinned: false },
      ],
      questions: [
        {
          id: 'routine',
          type: 'question',
          group: 'habits',
          label: 'I keep a routine.',
          enabled: true,
          optional: false,
          skipProgress: false,
          initialValue: 1,
          points: 2,
          related: [{ value: '2', enable: ['why'] }],
        },
        {
          id: 'areas',
          type: 'multipleOptions',
          group: 'intro',
          label: 'Which areas matter?',
          description: 'Pick two.',
          enabled: false,
          optional: true,
          skipProgress: true,
          initialValue: ['sleep', 'sport'],
          attrs: { length: 2 },
          options: [
            { label: 'Sleep', value: 'sleep', points: 1 },
            { label: 'Sport', value: 'sport' },
          ],
        },
        {
          id: 'rank',
          type: 'order',
          group: 'intro',
          label: 'Rank them',
          enabled: true,
          optional: false,
          skipProgress: false,
          source: 'areas',
        },
        {
          id: 'mood',
          type: 'test',
          group: 'habits',
          label: 'Mood',
          enabled: true,
          optional: false,
          skipProgress: false,
          schema: [{ id: 'calm', type: 'question', label: 'I feel calm.', enabled: true, optional: false, skipProgress: false }],
        },
        { id: 'why', type: 'text', group: 'habits', label: 'Why?', enabled: true, optional: false, skipProgress: false },
      ],
      scales: [
        {
          id: 'steady',
          title: 'Steadiness',
          items: [
            { question: 'routine', reverse: false },
            { question: 'mood.calm', reverse: true },
          ],
          thresholds: [10, 30, 60, 90],
          results: [{ level: 'low', text: 'Not yet.' }],
        },
      ],
      scoringMap: 'reversed',
      thresholds: [40, 70],
    });
  });

  it('gives a definition the real engine validates and runs', () => {
    const definition = toDefinition(storedDocument);
    expect(validateTestDefinition(definition)).toEqual([]);
    const state = createEngineState(definition, () => 0);
    expect(state.order.length).toBe(2);
    expect(scoreTest(definition, state.answers).scales.map((scale) => scale.id)).toEqual(['steady']);
  });

  it('reports an empty document as not runnable, naming the missing category', () => {
    expect(validateTestDefinition(toDefinition({}))).toEqual(
      expect.arrayContaining(['The test is missing its slug.', 'The test is missing its category.', 'The test has no questions.']),
    );
  });

  it('never leaks _key, _type or seo anywhere in the result', () => {
    const json = JSON.stringify(toDefinition(storedDocument));
    expect(json).not.toMatch(/"_(key|type|id|rev)"/);
    expect(json).not.toContain('seo');
  });

  it('fills defaults for an empty (new) document and leaves the category absent', () => {
    const definition = toDefinition({ _id: 'drafts.x', _type: 'test' });
    expect('category' in definition).toBe(false);
    expect(definition).toEqual({
      slug: '',
      title: '',
      description: '',
      randomizeGroups: false,
      groups: [],
      questions: [],
      scales: [],
      scoringMap: 'normal',
      thresholds: [30, 60],
    });
  });

  it.each([undefined, null, 'test', 42, []])('gives the empty definition for %j', (doc) => {
    expect(toDefinition(doc)).toMatchObject({ slug: '', groups: [], questions: [], thresholds: [30, 60] });
  });

  it('uses the default thresholds when the list is empty, without sharing the constant', () => {
    const definition = toDefinition({ thresholds: [] });
    expect(definition.thresholds).toEqual([...DEFAULT_TEST_THRESHOLDS]);
    expect(definition.thresholds).not.toBe(DEFAULT_TEST_THRESHOLDS);
  });

  it('gives a test-type question an empty schema list and omits empty optional fields', () => {
    const [question] = toDefinition({
      questions: [{ _key: 'a', id: 'n', type: 'test', group: 'g', label: 'L', description: '  ', source: '', options: [], related: [] }],
    }).questions;
    expect(question).toEqual({
      id: 'n',
      type: 'test',
      group: 'g',
      label: 'L',
      enabled: true,
      optional: false,
      skipProgress: false,
      schema: [],
    });
  });

  it('passes malformed values through for the validator to report', () => {
    const definition = toDefinition({
      category: 'hobbies',
      thresholds: [60, 30],
      questions: [{ id: 'q', type: 'question', group: 'g', label: 'L', initialValue: 'very' }],
    });
    expect(definition.category).toBe('hobbies');
    expect(definition.thresholds).toEqual([60, 30]);
    expect(definition.questions[0]?.initialValue).toBe('very');
  });

  it('skips array entries that are not objects', () => {
    expect(toDefinition({ groups: [null, 'x', { id: 'a', title: 'A' }] }).groups).toEqual([{ id: 'a', title: 'A', pinned: false }]);
  });
});

describe('parseInitialValue', () => {
  it.each([
    ['question', '-2', -2],
    ['question', ' 1 ', 1],
    ['question', '0', 0],
    ['question', 'abc', 'abc'],
    ['text', 'hello', 'hello'],
    ['multipleOptions', 'a,b , c,', ['a', 'b', 'c']],
    ['order', 'x', ['x']],
    ['test', '{"calm": 1}', { calm: 1 }],
    ['test', '[1]', '[1]'],
    ['test', 'nope', 'nope'],
  ] as const)('%s %j → %j', (type, raw, expected) => {
    expect(parseInitialValue(type, raw)).toEqual(expected);
  });

  it.each([undefined, null, '', '   ', 3])('treats %j as no initial value', (raw) => {
    expect(parseInitialValue('question', raw)).toBeUndefined();
  });
});

describe('checkInitialValue', () => {
  it.each([
    ['question', undefined],
    ['question', ''],
    ['question', '-2'],
    ['question', '2'],
    ['text', 'anything'],
    ['multipleOptions', 'a, b'],
    ['order', 'b'],
    ['test', '{"calm": 1}'],
  ])('accepts %s %j', (type, raw) => {
    expect(checkInitialValue(type, raw, ['a', 'b'])).toBe(true);
  });

  it.each([
    ['question', '3', /whole number from -2 to 2/],
    ['question', '1.5', /whole number from -2 to 2/],
    ['question', 'yes', /whole number from -2 to 2/],
    ['multipleOptions', 'a, a', /"a" is given twice/],
    ['order', 'a, z', /Unknown option value\(s\): z/],
    ['test', '[1]', /JSON object/],
    ['test', 'calm', /JSON object/],
  ])('rejects %s %j', (type, raw, message) => {
    expect(checkInitialValue(type, raw, ['a', 'b'])).toMatch(message);
  });

  it('skips the option check without known options', () => {
    expect(checkInitialValue('multipleOptions', 'z')).toBe(true);
  });
});
