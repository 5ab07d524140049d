import { describe, expect, it } from 'vitest';
import { parseFreeTestDefinition } from './free-test-definition';

const SURVEY = [
  {
    id: 'gender',
    label: 'Gender',
    options: [
      { label: 'Male', value: 'male' },
      { label: 'Female', value: 'female' },
    ],
  },
  {
    id: 'age',
    label: 'Age',
    options: [
      { label: 'Under 18', value: 'under-18' },
      { label: '18–24', value: '18-24' },
    ],
  },
];

type RawItem = { id: string; key: string; type: string | null; text: string; reverse: boolean | null };

const ITEMS: RawItem[] = [
  { id: 'q1', key: 'EI', type: null, text: 'I recharge among people.', reverse: null },
  { id: 'q2', key: 'SN', type: 'range', text: 'I trust facts over hunches.', reverse: false },
  { id: 'q3', key: 'TF', type: 'radiogroup', text: 'I decide with my head.', reverse: true },
  { id: 'q4', key: 'JP', type: 'range', text: 'I like a plan.', reverse: null },
];

const document = (patch: Record<string, unknown> = {}) => ({
  title: 'Free personality test',
  slug: 'free-personality-test',
  intro: 'Answer honestly.',
  survey: SURVEY,
  items: ITEMS,
  seo: { _type: 'seo', seo_title: 'Free test' },
  ...patch,
});

/** The error message parseFreeTestDefinition throws for `value`. */
function errorOf(value: unknown): string {
  try {
    parseFreeTestDefinition(value);
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return (error as Error).message;
  }
  throw new Error('expected parseFreeTestDefinition to throw');
}

describe('parseFreeTestDefinition', () => {
  it('accepts a valid definition, defaulting null type to "range" and null reverse to false', () => {
    const definition = parseFreeTestDefinition(document());
    expect(definition).toEqual({
      title: 'Free personality test',
      slug: 'free-personality-test',
      intro: 'Answer honestly.',
      survey: SURVEY,
      items: [
        { id: 'q1', key: 'EI', type: 'range', text: 'I recharge among people.', reverse: false },
        { id: 'q2', key: 'SN', type: 'range', text: 'I trust facts over hunches.', reverse: false },
        { id: 'q3', key: 'TF', type: 'radiogroup', text: 'I decide with my head.', reverse: true },
        { id: 'q4', key: 'JP', type: 'range', text: 'I like a plan.', reverse: false },
      ],
      followUps: { EI: [], SN: [], TF: [], JP: [] },
    });
  });

  it('reads the follow-up pools (issue 24 §3); a missing or null pool is empty', () => {
    const pool = [
      { id: 'f-ei-01', key: 'EI', type: 'range', text: 'I chat in queues.', reverse: false },
      { id: 'f-ei-02', key: 'EI', type: null, text: 'I lunch alone.', reverse: true },
    ];
    const definition = parseFreeTestDefinition(document({ followUps: { EI: pool, SN: null } }));
    expect(definition.followUps.EI.map((item) => [item.id, item.type, item.reverse])).toEqual([
      ['f-ei-01', 'range', false],
      ['f-ei-02', 'range', true],
    ]);
    expect(definition.followUps.SN).toEqual([]);
    expect(definition.followUps.JP).toEqual([]);
  });

  it('rejects a pool item that reuses a fixed item id, one keyed to another scale, and a one-sided pool', () => {
    const item = (id: string, key: string, reverse: boolean) => ({ id, key, type: 'range', text: 'A statement.', reverse });
    expect(errorOf(document({ followUps: { EI: [item('q1', 'EI', false), item('f2', 'EI', true)] } }))).toContain(
      'Duplicate item id (fixed items and follow-up pools) "q1"',
    );
    expect(errorOf(document({ followUps: { EI: [item('f1', 'SN', false), item('f2', 'EI', true)] } }))).toContain(
      'Item "f1" is keyed to SN but sits in the EI pool',
    );
    expect(errorOf(document({ followUps: { TF: [item('f1', 'TF', false), item('f2', 'TF', false)] } }))).toContain(
      'The TF pool needs reverse-keyed and non-reverse items',
    );
  });

  it('accepts a null intro', () => {
    expect(parseFreeTestDefinition(document({ intro: null })).intro).toBeNull();
  });

  it('rejects duplicate item ids, naming the id', () => {
    const items = [...ITEMS, { ...ITEMS[0]!, text: 'Another statement.' }];
    const message = errorOf(document({ items }));
    expect(message).toMatch(/^Invalid free test definition: /);
    expect(message).toContain('Duplicate item id "q1"');
  });

  it('rejects a definition missing a dichotomy, naming it', () => {
    const items = [...ITEMS.slice(0, 3), { ...ITEMS[0]!, id: 'q5' }];
    const message = errorOf(document({ items }));
    expect(message).toMatch(/^Invalid free test definition: /);
    expect(message).toContain('Add at least one item for JP');
  });

  it('names every missing dichotomy', () => {
    const items = ['a', 'b', 'c', 'd'].map((id) => ({ ...ITEMS[0]!, id }));
    expect(errorOf(document({ items }))).toContain('Add at least one item for SN, TF, JP');
  });

  it('reports duplicate ids and missing dichotomies together', () => {
    const items = ['a', 'a', 'b', 'c'].map((id) => ({ ...ITEMS[1]!, id }));
    const message = errorOf(document({ items }));
    expect(message).toContain('Duplicate item id "a"');
    expect(message).toContain('Add at least one item for EI, TF, JP');
  });

  it.each([
    ['an unknown dichotomy key', document({ items: [{ ...ITEMS[0]!, key: 'XY' }, ...ITEMS.slice(1)] }), 'items.0.key'],
    ['an empty item text', document({ items: [...ITEMS.slice(0, 3), { ...ITEMS[3]!, text: '' }] }), 'items.3.text'],
    ['an unknown item type', document({ items: [{ ...ITEMS[0]!, type: 'slider' }, ...ITEMS.slice(1)] }), 'items.0.type'],
    ['fewer than four items', document({ items: ITEMS.slice(0, 3) }), 'items'],
    ['an empty survey', document({ survey: [] }), 'survey'],
    ['an unknown survey question', document({ survey: [{ ...SURVEY[0]!, id: 'income' }] }), 'survey.0.id'],
    [
      'a survey question with one option',
      document({ survey: [{ ...SURVEY[0]!, options: SURVEY[0]!.options.slice(0, 1) }] }),
      'survey.0.options',
    ],
    ['a missing title', document({ title: null }), 'title'],
    ['a missing slug', document({ slug: '' }), 'slug'],
  ])('rejects %s, naming the path %s', (_label, value, path) => {
    expect(errorOf(value)).toContain(`${path}: `);
  });

  it('rejects a non-object document', () => {
    expect(errorOf(null)).toMatch(/^Invalid free test definition: document: /);
  });
});
