import { describe, expect, it } from 'vitest';
import { pluralOptions } from './plural';
import { MAX_SHOWN_TERM_LENGTH, sameSearch, searchTermFromSegment } from './search-term';

describe('searchTermFromSegment', () => {
  it('decodes percent-encoded segments once', () => {
    expect(searchTermFromSegment('core%20theory')).toBe('core theory');
    expect(searchTermFromSegment('caf%C3%A9')).toBe('café');
    expect(searchTermFromSegment('50%25')).toBe('50%');
  });

  it('keeps already-decoded text, including a lone percent sign', () => {
    expect(searchTermFromSegment('core-theory')).toBe('core-theory');
    expect(searchTermFromSegment('café')).toBe('café');
    expect(searchTermFromSegment('50%')).toBe('50%');
  });

  it('treats malformed percent-encoding as the empty search', () => {
    expect(searchTermFromSegment('%E0%A4%A')).toBe('');
    expect(searchTermFromSegment('%C3')).toBe('');
  });

  it('collapses whitespace, trims and cuts long terms', () => {
    expect(searchTermFromSegment('  many%20%20%20spaces ')).toBe('many spaces');
    expect(searchTermFromSegment(undefined)).toBe('');
    expect(searchTermFromSegment('x'.repeat(300))).toHaveLength(MAX_SHOWN_TERM_LENGTH);
  });
});

describe('pluralOptions (SPEC §5: singular for counts of 1 or less)', () => {
  it('selects the singular form for 0 and 1', () => {
    expect(pluralOptions(0)).toEqual({ count: 1, n: 0 });
    expect(pluralOptions(1)).toEqual({ count: 1, n: 1 });
    expect(pluralOptions(2)).toEqual({ count: 2, n: 2 });
  });
});

describe('sameSearch', () => {
  it('treats hyphens, underscores, spaces and letter case alike', () => {
    expect(sameSearch('core-theory', 'Core theory')).toBe(true);
    expect(sameSearch('a-little-fun', 'a little  fun')).toBe(true);
    expect(sameSearch('romance', 'romantic')).toBe(false);
    expect(sameSearch('', '')).toBe(false);
  });
});
