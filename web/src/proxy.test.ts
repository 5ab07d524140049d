/**
 * The request proxy: which paths reach Next's router and which are rewritten before it answers 500
 * "failed to decode param" (found by e2e/fuzz-pages.spec.ts: `/blog/%25`, `/tools/%25`,
 * `/compatibility/intj-%25`, `/seed-assets/%E0%A4%A` answered 500).
 */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, isRoutablePath, proxy } from './proxy';

const SITE = 'http://localhost:3000';

/** Where the proxy sends a path: 'next' (untouched) or the rewritten path. */
function routeOf(path: string): string {
  const response = proxy(new NextRequest(`${SITE}${path}`));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : 'next';
}

describe('isRoutablePath', () => {
  it.each(['/', '/blog/article/some-slug', '/personality-type/INTJ', '/search/caf%C3%A9', '/search/100%25', '/search/%25zz', '/blog/%2541', '/theory/%F0%9F%98%80'])(
    'lets %s through',
    (path) => expect(isRoutablePath(path)).toBe(true),
  );

  it.each(['/blog/%E0%A4%A', '/search/%E0%A4%A', '/blog/%', '/blog/%25', '/tools/%25', '/compatibility/intj-%25', '/blog/%25E0%25A4%25A', '/seed-assets/%E0%A4%A', '/seed-assets/%25zz'])(
    'refuses %s',
    (path) => expect(isRoutablePath(path)).toBe(false),
  );
});

describe('proxy', () => {
  it('leaves routable paths alone', () => {
    expect(routeOf('/personality-type/intj')).toBe('next');
    expect(routeOf('/search/50%25')).toBe('next');
  });

  it('sends a malformed search to the empty search and anything else to the 404 page', () => {
    expect(routeOf('/search/%E0%A4%A')).toBe('/search');
    expect(routeOf('/blog/%25')).toBe('/_malformed-path');
    expect(routeOf('/personality-type/intj/%25')).toBe('/_malformed-path');
    expect(routeOf('/seed-assets/%E0%A4%A')).toBe('/_malformed-path');
  });

  it('runs only for page and seed-image paths with a percent sign, never for build assets or the API', () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const path of ['/blog/%25', '/search/100%25', '/seed-assets/%E0%A4%A', '/compatibility/intj-%25zz']) expect(matcher.test(path), path).toBe(true);
    for (const path of ['/', '/blog/x', '/seed-assets/x.svg', '/_next/static/x.js', '/api/profile', '/api/x%25']) expect(matcher.test(path), path).toBe(false);
  });

  it('every path the matcher skips is routable (skipping the proxy never lets a malformed path through)', () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const path of ['/', '/blog/x', '/personality-type/intj/career', '/search/love']) {
      expect(matcher.test(path)).toBe(false);
      expect(isRoutablePath(path)).toBe(true);
    }
  });
});
