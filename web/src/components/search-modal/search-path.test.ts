import { describe, expect, it } from 'vitest';
import { ROUTES, searchResultsPath } from '@/lib/routes';
import { searchPath } from './search-path';

describe('searchPath', () => {
  it('trims and encodes the keywords', () => {
    expect(searchPath('  core theory ', ROUTES.search)).toBe('/search/core%20theory');
    expect(searchPath('a/b?c#d&e', ROUTES.search)).toBe('/search/a%2Fb%3Fc%23d%26e');
    expect(searchPath('räksmörgås', ROUTES.search)).toBe('/search/r%C3%A4ksm%C3%B6rg%C3%A5s');
  });

  it("is the route table's searchResultsPath of the trimmed text (it no longer imports the table)", () => {
    for (const keywords of ['  core theory ', 'a/b?c#d&e', 'räksmörgås', '%', 'INTJ']) {
      expect(searchPath(keywords, ROUTES.search)).toBe(searchResultsPath(keywords.trim()));
    }
  });

  it('gives no path for empty or blank text', () => {
    expect(searchPath('', ROUTES.search)).toBeNull();
    expect(searchPath(' \t\n ', ROUTES.search)).toBeNull();
  });
});
