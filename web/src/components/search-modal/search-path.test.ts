import { describe, expect, it } from 'vitest';
import { searchPath } from './search-path';

describe('searchPath', () => {
  it('trims and encodes the keywords', () => {
    expect(searchPath('  core theory ')).toBe('/search/core%20theory');
    expect(searchPath('a/b?c#d&e')).toBe('/search/a%2Fb%3Fc%23d%26e');
    expect(searchPath('räksmörgås')).toBe('/search/r%C3%A4ksm%C3%B6rg%C3%A5s');
  });

  it('gives no path for empty or blank text', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath(' \t\n ')).toBeNull();
  });
});
