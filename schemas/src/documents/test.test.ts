import { describe, expect, it } from 'vitest';
import { toolkitTest } from './test';

/** Runs the document-level `validation` callback with a stand-in rule that returns the custom check. */
function documentCheck(): (doc: unknown) => true | string {
  const validation = toolkitTest.validation as unknown as (rule: { custom: (fn: unknown) => unknown }) => unknown;
  const check = validation({ custom: (fn) => fn });
  return check as (doc: unknown) => true | string;
}

const valid = {
  _id: 'drafts.t',
  _type: 'test',
  title: 'T',
  slug: { _type: 'slug', current: 't' },
  category: 'career',
  description: 'D',
  groups: [{ _key: 'g', _type: 'testGroup', id: 'g', title: 'G' }],
  questions: [{ _key: 'q', _type: 'testQuestion', id: 'q', type: 'question', group: 'g', label: 'Q' }],
  scales: [
    {
      _key: 's',
      _type: 'testScale',
      id: 's',
      title: 'S',
      items: [{ _key: 'i', _type: 'scaleItem', question: 'q' }],
      results: [{ _key: 'r', _type: 'levelText', level: 'medium', text: 'M' }],
    },
  ],
  thresholds: [30, 60],
};

describe('toolkit test document validation', () => {
  it('accepts a runnable test', () => {
    expect(documentCheck()(valid)).toBe(true);
  });

  it('refuses a test that cannot run, one problem per line', () => {
    const message = documentCheck()({
      ...valid,
      questions: [{ _key: 'q', id: 'q', type: 'question', group: 'nope', label: 'Q' }],
      thresholds: [60, 30],
    });
    expect(typeof message).toBe('string');
    const lines = String(message).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Question "q" references unknown group "nope".', 'Group "g" has no questions.']));
    expect(lines.some((line) => line.includes('invalid thresholds'))).toBe(true);
  });

  it('refuses an empty new document', () => {
    expect(documentCheck()({ _id: 'drafts.n', _type: 'test', thresholds: [30, 60] })).toMatch(/missing its slug/);
  });

  it('is registered as the "test" type titled "Toolkit test"', () => {
    expect(toolkitTest.name).toBe('test');
    expect(toolkitTest.title).toBe('Toolkit test');
  });
});
