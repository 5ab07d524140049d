/**
 * The one configured site URL (NEXT_PUBLIC_SITE_URL) drives canonical links, the sitemap, robots.txt
 * and JSON-LD, so it must be an absolute http(s) URL without query, fragment or credentials.
 */
import { describe, expect, it } from 'vitest';
import { EnvError, parseServerEnv } from '@/config/env';

const issuesOf = (value: string): string[] => {
  try {
    parseServerEnv({ NEXT_PUBLIC_SITE_URL: value });
  } catch (error) {
    if (error instanceof EnvError) return error.issues;
    throw error;
  }
  return [];
};

describe('NEXT_PUBLIC_SITE_URL for SEO', () => {
  it.each([
    'https://typeatlas.example?ref=x',
    'https://typeatlas.example/?',
    'https://typeatlas.example/#top',
    'https://user:secret@typeatlas.example',
    'https://typeatlas.example/a?b',
  ])('rejects %j (query, fragment or credentials)', (value) => {
    expect(issuesOf(value)).toEqual([
      'NEXT_PUBLIC_SITE_URL must not contain a query string, fragment or credentials, e.g. https://typeatlas.example',
    ]);
  });

  it.each(['typeatlas.example', 'https://', 'https://typeatlas.example/a b'])(
    'rejects %j as not an absolute URL (one message)',
    (value) => {
      expect(issuesOf(value)).toEqual(['NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL, e.g. https://typeatlas.example']);
    },
  );

  it('accepts a site URL with a path and trims its trailing slash', () => {
    expect(parseServerEnv({ NEXT_PUBLIC_SITE_URL: 'https://example.com/typeatlas/' }).siteUrl).toBe('https://example.com/typeatlas');
  });
});
