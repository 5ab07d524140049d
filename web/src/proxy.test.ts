/**
 * The request proxy: which paths reach Next's router and which are rewritten before it answers 500
 * "failed to decode param" (found by e2e/fuzz-pages.spec.ts: `/blog/%25`, `/tools/%25`,
 * `/compatibility/intj-%25`, `/seed-assets/%E0%A4%A` answered 500; issue 22: `/api/download/%ff`).
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { TYPE_CATALOGUE, TYPE_SECTIONS } from '@typeatlas/schemas/families';
import { REFRESH_TOKEN_COOKIE, TOKEN_COOKIE, USER_COOKIE } from '@/lib/auth-cookies';
import { CHECKED_ROUTES, checkedRouteMatchers, hasOddSegment } from '@/lib/route-segments';
import { canonicalRedirect, config, isRoutablePath, MALFORMED_PATH_MATCHER, proxy, UNROUTED_PATH } from './proxy';

const SITE = 'http://localhost:3000';

/** Where the proxy sends a path: 'next' (untouched) or the rewritten path. */
function routeOf(path: string, cookies: Record<string, string> = {}): string {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const response = proxy(new NextRequest(`${SITE}${path}`, cookie ? { headers: { cookie } } : undefined));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : 'next';
}

describe('isRoutablePath', () => {
  it.each([
    '/',
    '/blog/article/some-slug',
    '/personality-type/INTJ',
    '/search/caf%C3%A9',
    '/search/100%25',
    '/search/%25zz',
    '/blog/%2541',
    '/theory/%F0%9F%98%80',
    '/api/download/%25zz',
  ])('lets %s through', (path) => expect(isRoutablePath(path)).toBe(true));

  it.each([
    '/blog/%E0%A4%A',
    '/search/%E0%A4%A',
    '/api/download/%ff',
    '/api/download/%E0%A4%A',
    '/blog/%',
    '/blog/%25',
    '/tools/%25',
    '/compatibility/intj-%25',
    '/blog/%25E0%25A4%25A',
    '/seed-assets/%E0%A4%A',
    '/seed-assets/%25zz',
  ])('refuses %s', (path) => expect(isRoutablePath(path)).toBe(false));
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

  it('runs only for paths with a percent sign (pages, seed images, the API), never for build assets', () => {
    const matcher = new RegExp(`^${MALFORMED_PATH_MATCHER}$`);
    for (const path of [
      '/blog/%25',
      '/search/100%25',
      '/seed-assets/%E0%A4%A',
      '/compatibility/intj-%25zz',
      '/api/x%25',
      '/api/download/%ff',
    ])
      expect(matcher.test(path), path).toBe(true);
    for (const path of [
      '/',
      '/blog/x',
      '/seed-assets/x.svg',
      '/_next/static/x.js',
      '/_next/static/%25.js',
      '/api/profile',
      '/api/download/report.pdf',
    ])
      expect(matcher.test(path), path).toBe(false);
  });

  // Issue 22: `GET /api/download/%ff` (and the others) answered 500 text/plain — the guard skipped /api/.
  it.each([
    '/api/download/%ff',
    '/api/download/%',
    '/api/download/%zz',
    '/api/download/%E0%A4%A',
    '/api/download/%C0%AE',
    '/api/download/a%ED%A0%80',
    '/api/profile%FF',
    '/api/%',
  ])('answers the malformed API path %s with the JSON error 400 { message, code }', async (path) => {
    const response = proxy(new NextRequest(`${SITE}${path}`));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'Bad Request', code: 400 });
  });

  it('leaves well-formed API paths with a percent sign to their routes', () => {
    // Route Handlers are not decoded twice: `%25zz` reaches the handler as `%zz` (a file not on its list, 404).
    for (const path of ['/api/download/intj%2Dguide.pdf', '/api/download/caf%C3%A9', '/api/download/%25zz', '/api/x/%2525'])
      expect(routeOf(path), path).toBe('next');
  });

  it('every path the matcher skips is routable (skipping the proxy never lets a malformed path through)', () => {
    const matcher = new RegExp(`^${MALFORMED_PATH_MATCHER}$`);
    for (const path of ['/', '/blog/x', '/personality-type/intj/career', '/search/love']) {
      expect(matcher.test(path)).toBe(false);
      expect(isRoutablePath(path)).toBe(true);
    }
  });
});

describe('subscriber views (issue 11)', () => {
  const signedIn = { [TOKEN_COOKIE]: 'an-id-token' };

  it('sends a signed-in request (auth token cookie) to the subscriber view', () => {
    expect(routeOf('/tools/tests/pressure-and-you', signedIn)).toBe('/tools/tests/pressure-and-you/subscriber-view');
    expect(routeOf('/personality-type/intj/personal-growth', signedIn)).toBe('/personality-type/intj/personal-growth/subscriber-view');
    expect(routeOf('/personality-type/intj', signedIn)).toBe('/personality-type/intj/subscriber-view');
  });

  it('leaves everyone else on the static page, whatever their user cookie claims', () => {
    const claim = JSON.stringify({ subscriptions: { s1: { status: 'active', expiredAt: null } } });
    const others: Record<string, string>[] = [{}, { [USER_COOKIE]: claim }, { [REFRESH_TOKEN_COOKIE]: 'r' }];
    for (const cookies of others) {
      expect(routeOf('/tools/tests/pressure-and-you', cookies)).toBe('next');
      expect(routeOf('/personality-type/intj/personal-growth', cookies)).toBe('next');
    }
  });

  it('never rewrites other pages, a subscriber view itself, or malformed paths to a subscriber view', () => {
    for (const path of [
      '/',
      '/tools',
      '/tools/tests',
      '/personality-type',
      '/blog/article/x',
      '/tools/tests/x/subscriber-view',
      '/personality-type/intj/a/b',
    ]) {
      expect(routeOf(path, signedIn), path).toBe('next');
    }
    expect(routeOf('/tools/tests/%25', signedIn)).toBe('/_malformed-path');
  });

  it('the static matcher literals are the named constants', () => {
    expect(config.matcher[0]).toBe(MALFORMED_PATH_MATCHER);
    const withCookie = config.matcher.filter((entry) => typeof entry === 'object');
    expect(withCookie).toHaveLength(2);
    for (const entry of withCookie) expect(entry.has[0]?.key).toBe(TOKEN_COOKIE);
  });

  it('the matcher runs the proxy on those pages only when the request carries the token cookie', () => {
    const matches = (path: string, cookies?: Record<string, string>) =>
      unstable_doesMiddlewareMatch({ config, url: `${SITE}${path}`, cookies });
    for (const path of ['/tools/tests/pressure-and-you', '/personality-type/intj', '/personality-type/intj/personal-growth']) {
      expect(matches(path, signedIn), path).toBe(true);
      expect(matches(path), path).toBe(false);
      expect(matches(path, { [USER_COOKIE]: '{}' }), path).toBe(false);
    }
    expect(matches('/blog/article/x', signedIn)).toBe(false);
    expect(matches('/api/profile', signedIn)).toBe(false);
    expect(matches('/blog/%25')).toBe(true);
    expect(matches('/api/download/%ff')).toBe(true);
  });
});

// Issue 22: the fixed catalogues' routes have `dynamicParams = false` (an unknown param is the
// prerendered 404, never a render), so the 308s their pages answered moved here.
describe('canonical redirects of the fixed catalogues (issue 22)', () => {
  /** What the proxy answers for a path: `308 {Location}`, a rewrite's path, or 'next'. */
  function answerOf(path: string, cookies: Record<string, string> = {}): string {
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const response = proxy(new NextRequest(`${SITE}${path}`, cookie ? { headers: { cookie } } : undefined));
    if (response.status === 308) {
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin).toBe(SITE);
      return `308 ${location.pathname}${location.search}`;
    }
    return routeOf(path, cookies);
  }
  const matches = (path: string, cookies?: Record<string, string>) =>
    unstable_doesMiddlewareMatch({ config, url: `${SITE}${path}`, cookies });

  /** Every 308 the pages answered before (e2e: types, library, toolkit specs), and its Location. */
  const REDIRECTS: [string, string][] = [
    ['/personality-type/INTP', '/personality-type/intp'],
    ['/personality-type/Intj', '/personality-type/intj'],
    ['/personality-type/INTJ/Career', '/personality-type/intj/career'],
    ['/personality-type/intj/CAREER', '/personality-type/intj/career'],
    ['/personality-type/INTJ/career', '/personality-type/intj/career'],
    ['/personality-type/intj/introduction', '/personality-type/intj'],
    ['/personality-type/INTJ/Introduction', '/personality-type/intj'],
    ['/personality-type/esfp/Personal-Growth', '/personality-type/esfp/personal-growth'],
    ['/personality-type/%49NTJ', '/personality-type/intj'],
    ['/personality-type/intj/C%61reer', '/personality-type/intj/career'],
    ['/compatibility/enfj-and-intp', '/compatibility/intp-and-enfj'],
    ['/compatibility/INTP-and-ENFJ', '/compatibility/intp-and-enfj'],
    ['/compatibility/Enfj-AND-Intp', '/compatibility/intp-and-enfj'],
    ['/compatibility/%49ntp-and-enfj', '/compatibility/intp-and-enfj'],
    ['/theory/introduction', '/theory'],
    ['/theory/INTRODUCTION', '/theory'],
    ['/theory/Introduction', '/theory'],
    ['/theory/%69ntroduction', '/theory'],
    ['/tools/personal-growth', '/tools'],
    ['/tools/personal%2Dgrowth', '/tools'],
  ];

  it.each(REDIRECTS)('%s → 308 %s, and the matcher runs the proxy for it', (from, to) => {
    expect(canonicalRedirect(from)).toBe(to);
    expect(answerOf(from)).toBe(`308 ${to}`);
    expect(matches(from), `matcher for ${from}`).toBe(true);
  });

  it('redirects to the path alone, as the pages did (no query string)', () => {
    expect(answerOf('/personality-type/INTJ?utm_source=x')).toBe('308 /personality-type/intj');
  });

  it('every case variant of every type and section redirects to its lower-case path, and the matcher catches it', () => {
    const variants = (slug: string) => [
      slug.toUpperCase(),
      `${slug[0]!.toUpperCase()}${slug.slice(1)}`,
      `${slug.slice(0, -1)}${slug.at(-1)!.toUpperCase()}`,
    ];
    for (const { slug } of TYPE_CATALOGUE) {
      for (const variant of variants(slug)) {
        expect(canonicalRedirect(`/personality-type/${variant}`), variant).toBe(`/personality-type/${slug}`);
        expect(matches(`/personality-type/${variant}`), variant).toBe(true);
      }
      for (const { slug: section } of TYPE_SECTIONS) {
        const canonical = section === 'introduction' ? `/personality-type/${slug}` : `/personality-type/${slug}/${section}`;
        for (const path of [
          ...variants(slug).map((variant) => `/personality-type/${variant}/${section}`),
          ...variants(section).map((variant) => `/personality-type/${slug}/${variant}`),
        ]) {
          expect(canonicalRedirect(path), path).toBe(canonical);
          // The matcher (slow to ask: ~5 ms a path) for every section of two types: the same patterns serve all sixteen.
          if (slug === 'intj' || slug === 'esfp') expect(matches(path), path).toBe(true);
        }
      }
    }
  });

  it('every reverse or odd-case pair redirects to the canonical pair (catalogue order)', () => {
    const slugs = TYPE_CATALOGUE.map((type) => type.slug);
    slugs.forEach((a, i) =>
      slugs.forEach((b, j) => {
        const canonical = `/compatibility/${i <= j ? `${a}-and-${b}` : `${b}-and-${a}`}`;
        expect(canonicalRedirect(`/compatibility/${a}-and-${b}`)).toBe(i <= j ? null : canonical);
        expect(canonicalRedirect(`/compatibility/${a.toUpperCase()}-and-${b}`)).toBe(canonical);
      }),
    );
  });

  it('leaves the canonical pages alone, and the matcher skips them (no proxy on an ordinary page view)', () => {
    const canonical = [
      ...TYPE_CATALOGUE.flatMap(({ slug }) => [
        `/personality-type/${slug}`,
        ...TYPE_SECTIONS.filter((section) => section.slug !== 'introduction').map((section) => `/personality-type/${slug}/${section.slug}`),
      ]),
      '/theory/preference-pairs',
      '/theory/how-scoring-works',
      '/tools/relationships',
      '/tools/career',
      '/tools/tests/pressure-and-you',
      '/compatibility/intp-and-enfj',
      '/compatibility/esfp-and-esfp',
      '/compatibility',
      '/blog/page/1',
      '/',
    ];
    for (const path of canonical) {
      expect(canonicalRedirect(path), path).toBeNull();
      expect(answerOf(path), path).toBe('next');
      expect(matches(path), path).toBe(false);
    }
  });

  it('the matcher names every reverse pair and no canonical one (its literal is TYPE_CATALOGUE order)', () => {
    const slugs = TYPE_CATALOGUE.map((type) => type.slug);
    const reverse = slugs
      .slice(1)
      .map((slug, index) => `${slug}-and-(?:${slugs.slice(0, index + 1).join('|')})`)
      .join('|');
    expect(config.matcher).toContain(`/compatibility/:slug(${reverse})`);
    const pairs = slugs.flatMap((a, i) => slugs.map((b, j) => ({ path: `/compatibility/${a}-and-${b}`, canonical: i <= j })));
    expect(pairs).toHaveLength(256);
    for (const { path, canonical } of pairs) {
      expect(matches(path), path).toBe(!canonical);
      expect(answerOf(path), path).toBe(canonical ? 'next' : `308 ${canonicalRedirect(path)}`);
    }
  });

  it('leaves unknown values to the router (its 404), whatever their case', () => {
    for (const path of [
      '/personality-type/zzzz',
      '/personality-type/ZZZZ',
      '/personality-type/INTJ/Nope',
      '/personality-type/intj/nope',
      '/personality-type/INTJ/career/extra',
      '/personality-type/INTJ/subscriber-view',
      '/compatibility/intp-and-xxxx',
      '/compatibility/INTP-and-XXXX',
      '/compatibility/nonsense',
      '/compatibility/intp-and-enfj-and-intj',
      '/theory/Preference-Pairs',
      '/theory/introductions',
      '/tools/Personal-Growth',
      '/tools/personal-growth/x',
      '/personality-type//INTJ',
      '/personality-type/INTJ/',
      // decoded once, as Next does: a double-encoded segment names no type (404 before, too)
      '/personality-type/%2549NTJ',
      '/compatibility/%2569ntp-and-enfj',
      '/theory/%2569ntroduction',
      // the canonical page, percent-encoded: Next serves it (200), no redirect
      '/personality-type/%69ntj',
      '/personality-type/intj/c%61reer',
      '/compatibility/%69ntp-and-enfj',
      '/tools/c%61reer',
    ]) {
      expect(canonicalRedirect(path), path).toBeNull();
    }
  });

  it('redirects a signed-in visitor too, before the subscriber view (the Location the subscriber view answered)', () => {
    const signedIn = { [TOKEN_COOKIE]: 'an-id-token' };
    expect(answerOf('/personality-type/INTJ', signedIn)).toBe('308 /personality-type/intj');
    expect(answerOf('/personality-type/intj/Introduction', signedIn)).toBe('308 /personality-type/intj');
    expect(answerOf('/personality-type/intj/career', signedIn)).toBe('/personality-type/intj/career/subscriber-view');
  });
});

// Issue 22: an odd slug on a content route was a full render of the route's 404 (40–100 ms CPU, the
// page fuzz's ~3,000 requests a run); the proxy answers those with the prerendered global 404.
describe('slugs and page numbers no document can have (lib/route-segments.ts)', () => {
  const matches = (path: string, cookies?: Record<string, string>) =>
    unstable_doesMiddlewareMatch({ config, url: `${SITE}${path}`, cookies });
  /** A path of the route with `value` in `param` and a well-formed value in the others. */
  const fill = (pattern: string, params: Record<string, string>, param: string, value: string) =>
    pattern.replace(/\[(\w+)\]/g, (_, name: string) => (name === param ? value : params[name] === 'page' ? '2' : 'intj'));
  const ODD: Record<string, string[]> = {
    slug: ['Nope', 'x.php', 'wp-login.php', 'a_b', 'a;b', "a'b", 'a~b', '%41bc', '%C3%BC', '%E0%A4%A', 'a%2Fb'],
    page: ['x', '2x', '-1', '1.5', '%32x', 'two'],
  };
  const WELL_FORMED: Record<string, string[]> = { slug: ['intj', 'some-slug', 'x1-2y'], page: ['2', '10', '01'] };

  it('the matcher holds checkedRouteMatchers() as literals', () => {
    const checked = checkedRouteMatchers();
    expect(checked.length).toBeGreaterThanOrEqual(CHECKED_ROUTES.length);
    for (const entry of checked) expect(config.matcher, entry).toContain(entry);
  });

  it.each(CHECKED_ROUTES.map((route) => [route.pattern, route] as const))(
    '%s: an odd value in any param reaches the proxy and answers the 404 page; a well-formed one skips it',
    (_, { pattern, params }) => {
      for (const [param, syntax] of Object.entries(params)) {
        for (const value of ODD[syntax]!) {
          const path = fill(pattern, params, param, value);
          // %41bc decodes to a capital letter: odd too; every odd raw value is matched (a percent sign always is).
          expect(matches(path), path).toBe(true);
          expect(routeOf(path), path).toBe(UNROUTED_PATH);
          expect(routeOf(path, { [TOKEN_COOKIE]: 'an-id-token' }), `${path} signed in`).toBe(UNROUTED_PATH);
          expect(hasOddSegment(path), path).toBe(true);
        }
        for (const value of WELL_FORMED[syntax]!) {
          const path = fill(pattern, params, param, value);
          expect(hasOddSegment(path), path).toBe(false);
          expect(matches(path), path).toBe(false);
          expect(routeOf(path), path).toBe('next');
        }
      }
    },
  );

  it('a percent-encoded well-formed slug is the page itself (Next decodes it once)', () => {
    expect(routeOf('/blog/article/s%6Fme-slug')).toBe('next');
    expect(routeOf('/blog/page/%32')).toBe('next');
  });

  it('leaves the routes it does not check alone: search terms, plan slugs, shared-result tokens, other paths', () => {
    for (const path of ['/search/Caf%C3%A9', '/complete/Monthly.x', '/shared-result/abc.def', '/blog/article/x/y', '/blog', '/about-us'])
      expect(hasOddSegment(path), path).toBe(false);
    for (const path of ['/complete/Monthly.x', '/shared-result/abc.def', '/blog/article/x/y']) expect(matches(path), path).toBe(false);
  });
});
