import { describe, expect, it } from 'vitest';
import { robotsRules } from './robots';

describe('robotsRules', () => {
  it('allows everything but the API, account and search pages, and points at the sitemap', () => {
    expect(robotsRules('https://typeatlas.example')).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/profile', '/login', '/search/'] }],
      sitemap: 'https://typeatlas.example/sitemap.xml',
    });
  });

  it('keeps the path of a site URL with one for the sitemap and writes no Host line', () => {
    const rules = robotsRules('https://example.com/typeatlas/');
    expect(rules.sitemap).toBe('https://example.com/typeatlas/sitemap.xml');
    expect(rules).not.toHaveProperty('host');
  });
});
