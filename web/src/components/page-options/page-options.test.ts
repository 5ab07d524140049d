import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_OPTIONS, matchesRoute, pageOptionsFor, type PageOptionsRule, resolvePageOptions } from './page-options';

describe('matchesRoute', () => {
  it('matches literal paths exactly, ignoring a trailing slash', () => {
    expect(matchesRoute('/free-personality-test', '/free-personality-test')).toBe(true);
    expect(matchesRoute('/free-personality-test', '/free-personality-test/')).toBe(true);
    expect(matchesRoute('/free-personality-test', '/free-personality-test/result')).toBe(false);
    expect(matchesRoute('/free-personality-test', '/')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/tools')).toBe(false);
  });

  it('matches [param] against exactly one segment', () => {
    expect(matchesRoute('/tools/tests/[slug]', '/tools/tests/habits-and-energy')).toBe(true);
    expect(matchesRoute('/tools/tests/[slug]', '/tools/tests')).toBe(false);
    expect(matchesRoute('/tools/tests/[slug]', '/tools/tests/a/b')).toBe(false);
    expect(matchesRoute('/tools/tests/[slug]', '/tools/career')).toBe(false);
  });

  it('matches catch-all and optional catch-all segments', () => {
    expect(matchesRoute('/blog/[...rest]', '/blog')).toBe(false);
    expect(matchesRoute('/blog/[...rest]', '/blog/page/2')).toBe(true);
    expect(matchesRoute('/blog/[[...rest]]', '/blog')).toBe(true);
    expect(matchesRoute('/blog/[[...rest]]', '/blog/a/b/c')).toBe(true);
  });
});

describe('pageOptionsFor', () => {
  it('gives the short header and the focused layout to the test-taking pages', () => {
    for (const path of ['/free-personality-test', '/tools/tests/work-style-compass', '/free-personality-test?utm_source=header']) {
      const options = pageOptionsFor(path);
      expect(options.header.variant, path).toBe('short');
      expect(options.layout, path).toBe('focused');
    }
  });

  it('gives the defaults to every other page', () => {
    for (const path of ['/', '/tools', '/tools/career', '/free-personality-test/result', '/personality-type/intj', '/search/x']) {
      expect(pageOptionsFor(path), path).toEqual(DEFAULT_PAGE_OPTIONS);
    }
  });

  it('uses the first matching rule', () => {
    const rules: PageOptionsRule[] = [
      { pattern: '/a/special', options: { skipRouteChange: true } },
      { pattern: '/a/[x]', options: { layout: 'focused' } },
    ];
    expect(pageOptionsFor('/a/special', rules).skipRouteChange).toBe(true);
    expect(pageOptionsFor('/a/special', rules).layout).toBe('default');
    expect(pageOptionsFor('/a/other', rules).layout).toBe('focused');
  });
});

describe('resolvePageOptions', () => {
  it('makes hideOnScroll follow the append area unless declared', () => {
    expect(resolvePageOptions({ header: { append: true } }).header).toEqual({ variant: 'default', append: true, hideOnScroll: true });
    expect(resolvePageOptions({ header: { append: true, hideOnScroll: false } }).header.hideOnScroll).toBe(false);
    expect(resolvePageOptions({}).header.hideOnScroll).toBe(false);
  });
});
