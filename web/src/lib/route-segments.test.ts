/**
 * lib/route-segments.ts against the app directory: every checked route is a page on disk with
 * exactly those params, and every page route with a dynamic segment is either checked or named
 * here with the reason it is not — a new content route cannot skip the decision.
 */
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHECKED_ROUTES, hasOddSegment, SEGMENT_SYNTAX } from './route-segments';

const APP = fileURLToPath(new URL('../app/', import.meta.url));

/** Page routes with a dynamic segment, as URL patterns (route groups dropped), and whether dynamicParams is false. */
const DYNAMIC_PAGES = globSync('**/page.tsx', { cwd: APP })
  .map((file) => ({
    pattern: `/${file
      .split('/')
      .slice(0, -1)
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join('/')}`,
    fixed: /export const dynamicParams = false/.test(readFileSync(`${APP}${file}`, 'utf8')),
  }))
  .filter(({ pattern }) => pattern.includes('['));

/** Dynamic page routes left to the router, and why (route-segments.ts "Not here, on purpose"). */
const NOT_CHECKED: Readonly<Record<string, string>> = {
  '/search/[term]': 'any text is a search term',
  '/complete/[slug]': 'an unknown plan falls back to /pricing (SPEC §2)',
  '/shared-result/[token]': 'its own "no longer shared" page',
  '/shared-result/[token]/compare': 'its own "no longer shared" page',
  '/billing/checkout/[session]': 'signed-in only: signed out it redirects to /login',
};

describe('CHECKED_ROUTES and the app directory', () => {
  it('finds the dynamic page routes', () => {
    expect(DYNAMIC_PAGES.length).toBeGreaterThan(15);
  });

  it('every checked route is a page with exactly those params', () => {
    for (const { pattern, params } of CHECKED_ROUTES) {
      expect(
        DYNAMIC_PAGES.map((page) => page.pattern),
        pattern,
      ).toContain(pattern);
      expect([...pattern.matchAll(/\[(\w+)\]/g)].map((match) => match[1]).sort(), pattern).toEqual(Object.keys(params).sort());
    }
  });

  it('every other dynamic page route has a prerendered 404 (dynamicParams = false) or a stated reason', () => {
    const checked = new Set(CHECKED_ROUTES.map((route) => route.pattern));
    const undecided = DYNAMIC_PAGES.filter(({ pattern, fixed }) => !checked.has(pattern) && !fixed && !(pattern in NOT_CHECKED));
    expect(undecided.map((page) => page.pattern)).toEqual([]);
  });
});

describe('hasOddSegment', () => {
  it('checks the whole syntax on the value decoded once, not just its characters', () => {
    expect(SEGMENT_SYNTAX.slug.test.test('a--b')).toBe(false);
    expect(hasOddSegment('/blog/article/a--b')).toBe(true);
    expect(hasOddSegment('/blog/article/-a')).toBe(true);
    expect(hasOddSegment('/blog/article/a-b')).toBe(false);
    expect(hasOddSegment('/blog/article/%61-b')).toBe(false);
    expect(hasOddSegment('/blog/article/%2561')).toBe(true);
    expect(hasOddSegment('/blog/category/some-topic/page/x2')).toBe(true);
    expect(hasOddSegment('/blog/category/Some/page/2')).toBe(true);
    expect(hasOddSegment('/blog/category/some-topic/page/2')).toBe(false);
  });

  it('names only its own routes: static segments must match exactly, the segment count too', () => {
    expect(hasOddSegment('/blog/article/x/y')).toBe(false);
    expect(hasOddSegment('/blogs/article/X')).toBe(false);
    expect(hasOddSegment('/blog/Article')).toBe(true); // /blog/{slug}: a landing article slug
    expect(hasOddSegment('/tools/tests/X/subscriber-view')).toBe(true);
    expect(hasOddSegment('/tools/tests/X/other')).toBe(false);
  });
});
