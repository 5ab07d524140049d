import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical';

describe('canonicalPath', () => {
  it.each([
    // query strings and fragments are dropped
    ['/blog?page=2', '/blog'],
    ['/blog/?page=2', '/blog'],
    ['/blog#comments', '/blog'],
    ['/personality-type/intj?utm_source=x#top', '/personality-type/intj'],
    ['/a#frag?not-a-query', '/a'],
    // trailing slashes are dropped
    ['/blog/', '/blog'],
    ['/blog///', '/blog'],
    ['/personality-type/intj/career/', '/personality-type/intj/career'],
    // the root
    ['', '/'],
    ['/', '/'],
    ['///', '/'],
    ['/?ref=home', '/'],
    ['?ref=home', '/'],
    ['#top', '/'],
    // a leading slash is added when missing
    ['blog', '/blog'],
    ['blog/?x=1', '/blog'],
    // already canonical paths are unchanged
    ['/personality-types', '/personality-types'],
    ['/free-personality-test/result', '/free-personality-test/result'],
  ])('%j → %j', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const input of ['/blog/?page=2', '', 'a/b/', '/x#y']) {
      const once = canonicalPath(input);
      expect(canonicalPath(once)).toBe(once);
    }
  });

  it('keeps the letter case of the path', () => {
    expect(canonicalPath('/Personality-Type/INTJ/')).toBe('/Personality-Type/INTJ');
  });
});
