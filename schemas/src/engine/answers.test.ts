/**
 * Unit tests of the answer checks. SPEC §5: "A question counts as answered if it is optional,
 * text-type or disabled. Multiple-option and order questions need an array whose length equals
 * attrs.length if set and is at most attrs.max if set. A nested test question needs an object
 * answer whose sub-questions are all answered. Other types need a non-null answer. An answer set
 * needs a name and non-null value." "Numeric check: a value is a finite number; number inputs
 * accept a change only if it passes." SPEC §4: "Order-type answers stay synced with selected
 * options (stale dropped, missing appended)."
 */
import { describe, expect, it } from 'vitest';
import { isFiniteNumber, isQuestionAnswered, isValidAnswerSet, ownValue, syncOrderAnswer } from './answers';
import type { TestQuestion } from './types';

const opts = [
  { label: 'A', value: 'a' },
  { label: 'B', value: 'b' },
  { label: 'C', value: 'c' },
];

describe('isFiniteNumber (SPEC §5 numeric check)', () => {
  it.each([0, -2, 2, 1.5, -0, Number.MAX_VALUE])('accepts %s', (v) => {
    expect(isFiniteNumber(v)).toBe(true);
  });
  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '1', null, undefined, [], {}])('rejects %s', (v) => {
    expect(isFiniteNumber(v)).toBe(false);
  });
});

describe('isValidAnswerSet (SPEC §5 "An answer set needs a name and non-null value")', () => {
  it('accepts a name with a non-null value, including falsy values', () => {
    expect(isValidAnswerSet({ name: 'age', value: 30 })).toBe(true);
    expect(isValidAnswerSet({ name: 'age', value: 0 })).toBe(true);
    expect(isValidAnswerSet({ name: 'note', value: '' })).toBe(true);
    expect(isValidAnswerSet({ name: 'flag', value: false })).toBe(true);
  });
  it('refuses a missing, blank or non-string name', () => {
    expect(isValidAnswerSet({ value: 1 })).toBe(false);
    expect(isValidAnswerSet({ name: '', value: 1 })).toBe(false);
    expect(isValidAnswerSet({ name: '   ', value: 1 })).toBe(false);
    expect(isValidAnswerSet({ name: 3, value: 1 })).toBe(false);
  });
  it('refuses a null or missing value', () => {
    expect(isValidAnswerSet({ name: 'x', value: null })).toBe(false);
    expect(isValidAnswerSet({ name: 'x' })).toBe(false);
  });
});

describe('isQuestionAnswered (SPEC §5)', () => {
  const likert: TestQuestion = { id: 'q', type: 'question', group: 'g', label: 'Q' };
  const multi: TestQuestion = { id: 'm', type: 'multipleOptions', group: 'g', label: 'M', options: opts };
  const order: TestQuestion = { id: 'o', type: 'order', group: 'g', label: 'O', options: opts };

  it('optional, text-type and disabled questions count as answered', () => {
    expect(isQuestionAnswered({ ...likert, optional: true }, null)).toBe(true);
    expect(isQuestionAnswered({ id: 't', type: 'text', label: 'T' }, null)).toBe(true);
    expect(isQuestionAnswered(likert, null, { enabled: false })).toBe(true);
    expect(isQuestionAnswered(multi, 'garbage', { enabled: false })).toBe(true);
  });

  it('question-type needs a Likert integer -2..2', () => {
    expect(isQuestionAnswered(likert, null)).toBe(false);
    expect(isQuestionAnswered(likert, undefined)).toBe(false);
    for (const v of [-2, -1, 0, 1, 2]) expect(isQuestionAnswered(likert, v)).toBe(true);
    for (const v of [3, 0.5, Number.NaN, '1']) expect(isQuestionAnswered(likert, v as never)).toBe(false);
  });

  it('multipleOptions / order need an array (any length when no attrs)', () => {
    expect(isQuestionAnswered(multi, null)).toBe(false);
    expect(isQuestionAnswered(multi, 'a')).toBe(false);
    expect(isQuestionAnswered(multi, [])).toBe(true);
    expect(isQuestionAnswered(order, ['a', 'b', 'c'])).toBe(true);
  });

  it('multipleOptions / order: length must equal attrs.length', () => {
    const q = { ...multi, attrs: { length: 2 } };
    expect(isQuestionAnswered(q, ['a'])).toBe(false);
    expect(isQuestionAnswered(q, ['a', 'b'])).toBe(true);
    expect(isQuestionAnswered(q, ['a', 'b', 'c'])).toBe(false);
    expect(isQuestionAnswered({ ...order, attrs: { length: 3 } }, ['a', 'b'])).toBe(false);
  });

  it('multipleOptions / order: length must be at most attrs.max', () => {
    const q = { ...multi, attrs: { max: 2 } };
    expect(isQuestionAnswered(q, [])).toBe(true);
    expect(isQuestionAnswered(q, ['a', 'b'])).toBe(true);
    expect(isQuestionAnswered(q, ['a', 'b', 'c'])).toBe(false);
    expect(isQuestionAnswered({ ...order, attrs: { max: 1 } }, ['a', 'b'])).toBe(false);
  });

  it('a nested test needs an object whose sub-questions are all answered', () => {
    const nested: TestQuestion = {
      id: 'n',
      type: 'test',
      group: 'g',
      label: 'N',
      schema: [
        { id: 's1', type: 'question', label: 'S1' },
        { id: 's2', type: 'multipleOptions', label: 'S2', options: opts, attrs: { length: 1 } },
        { id: 's3', type: 'text', label: 'S3' },
        { id: 's4', type: 'question', label: 'S4', optional: true },
        { id: 's5', type: 'question', label: 'S5', enabled: false },
      ],
    };
    expect(isQuestionAnswered(nested, null)).toBe(false);
    expect(isQuestionAnswered(nested, ['a'])).toBe(false);
    expect(isQuestionAnswered(nested, 1)).toBe(false);
    expect(isQuestionAnswered(nested, { s1: 1 })).toBe(false);
    expect(isQuestionAnswered(nested, { s1: 1, s2: ['a', 'b'] })).toBe(false);
    expect(isQuestionAnswered(nested, { s1: 5, s2: ['a'] })).toBe(false);
    expect(isQuestionAnswered(nested, { s1: 1, s2: ['a'] })).toBe(true);
    expect(isQuestionAnswered(nested, { s1: 1, s2: ['a'], s3: null, s4: null, s5: null })).toBe(true);
  });

  it('other types need a non-null answer', () => {
    const other = { id: 'x', type: 'custom', label: 'X' } as unknown as TestQuestion;
    expect(isQuestionAnswered(other, null)).toBe(false);
    expect(isQuestionAnswered(other, 'anything')).toBe(true);
  });
});

describe('syncOrderAnswer (SPEC §4 order sync)', () => {
  it('drops stale values, appends missing ones and keeps the current order', () => {
    expect(syncOrderAnswer(['c', 'x', 'a'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
  });
  it('starts from the selection when there is no ranking', () => {
    expect(syncOrderAnswer(null, ['b', 'a'])).toEqual(['b', 'a']);
    expect(syncOrderAnswer([], [])).toEqual([]);
  });
  it('drops duplicates and returns a new array', () => {
    const current = ['a', 'a', 'b'];
    const out = syncOrderAnswer(current, ['a', 'b']);
    expect(out).toEqual(['a', 'b']);
    expect(out).not.toBe(current);
  });
  it('empties when nothing is selected', () => {
    expect(syncOrderAnswer(['a', 'b'], [])).toEqual([]);
  });
});

describe('ownValue', () => {
  it('returns null for missing and inherited keys', () => {
    expect(ownValue({ a: 1 }, 'a')).toBe(1);
    expect(ownValue({ a: 1 }, 'b')).toBeNull();
    expect(ownValue({}, 'toString')).toBeNull();
  });
});
