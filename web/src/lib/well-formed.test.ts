/** Well-formed Unicode checks (well-formed.ts): lone surrogates anywhere in a JSON value. */
import { describe, expect, it } from 'vitest';
import { isWellFormedText, malformedTextPath } from './well-formed';

describe('isWellFormedText', () => {
  it('accepts ASCII, accents, astral characters (surrogate pairs) and the empty string', () => {
    for (const text of ['', 'Ada', 'Ünïcödé', '😀 and 𝄞', '\u0000']) expect(isWellFormedText(text), text).toBe(true);
  });

  it('refuses lone high or low surrogates and reversed pairs', () => {
    for (const text of ['\ud800', 'a\udfff', '\ud83d', 'x\ude00\ud83d', '😀'.slice(0, 1), '😀'.slice(1)])
      expect(isWellFormedText(text)).toBe(false);
  });
});

describe('malformedTextPath', () => {
  it('names the first malformed value or key', () => {
    expect(malformedTextPath({ name: 'Ada', answers: { q1: 'ok', q2: 'bad\ud800' } })).toBe('answers.q2');
    expect(malformedTextPath({ tags: ['a', 'b', '\udc00'] })).toBe('tags.2');
    expect(malformedTextPath({ ['key\ud800']: 1 })).toBe('key\ud800');
    expect(malformedTextPath('\ud800')).toBe('_');
  });

  it('is null for well-formed values of any shape, and survives very deep nesting', () => {
    expect(malformedTextPath({ a: [1, true, null, { b: '😀' }] })).toBeNull();
    expect(malformedTextPath(null)).toBeNull();
    const deep = JSON.parse('['.repeat(20_000) + '"\\ud800"' + ']'.repeat(20_000)) as unknown;
    expect(malformedTextPath(deep)).toMatch(/^0(\.0)+$/);
  });
});
