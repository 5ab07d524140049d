/**
 * The syntax of the dynamic segments that name a CMS document by its slug, or a listing page by its
 * number, per route (issue 22). A value outside that syntax names nothing: the request proxy
 * (web/src/proxy.ts) sends it to the global 404 (`global-not-found.tsx`: the same "Page not found"
 * screen inside the same chrome) before Next renders the route — the route's own 404 is a full
 * render plus an incremental-cache entry per value (40–100 ms of server CPU against ~6 ms,
 * scripts/bench-404.ts `odd`), which the page fuzz paid ~3,000 times a run and a bot probing
 * `wp-login.php`-like paths pays per request. Well-formed unknown values still reach the route (its
 * 404 inside the group's layout). Pure: no framework imports.
 *
 * Not here, on purpose: `/search/{term}` (any text), `/complete/{slug}` (an unknown plan falls back
 * to /pricing, SPEC §2), `/shared-result/{token}` (its own "no longer shared" page), the fixed
 * catalogues (`dynamicParams = false`: their 404 is prerendered already).
 */
import { KEBAB_SLUG_PATTERN } from '@typeatlas/schemas/rules';

/**
 * A segment syntax: `test` is the whole rule on the segment URI-decoded once (as Next routes it);
 * `oddChar` a character class (regex source) of what a raw segment of that syntax never holds (a
 * slash excluded: it ends the segment) — the proxy's matcher catches segments holding one; a percent
 * sign is one, and the proxy sees those paths anyway.
 */
export interface SegmentSyntax {
  test: RegExp;
  oddChar: string;
}

/** The syntaxes: a document slug (schemas/src/rules.ts KEBAB_SLUG_PATTERN) and a listing's page number. */
export const SEGMENT_SYNTAX = {
  slug: { test: KEBAB_SLUG_PATTERN, oddChar: '[^a-z0-9/-]' },
  page: { test: /^\d+$/, oddChar: '[^0-9/]' },
} as const satisfies Record<string, SegmentSyntax>;

/** A route (app-directory pattern, `[param]` segments) and the syntax of each of its params. */
export interface CheckedRoute {
  pattern: string;
  params: Readonly<Record<string, keyof typeof SEGMENT_SYNTAX>>;
}

/** The routes whose odd segments the proxy answers with the 404 (every one has matcher entries: {@link checkedRouteMatchers}). */
export const CHECKED_ROUTES: readonly CheckedRoute[] = [
  { pattern: '/blog/[slug]', params: { slug: 'slug' } },
  { pattern: '/blog/article/[slug]', params: { slug: 'slug' } },
  { pattern: '/blog/author/[slug]', params: { slug: 'slug' } },
  { pattern: '/blog/category/[slug]', params: { slug: 'slug' } },
  { pattern: '/blog/category/[slug]/page/[page]', params: { slug: 'slug', page: 'page' } },
  { pattern: '/blog/page/[page]', params: { page: 'page' } },
  { pattern: '/posts/[slug]', params: { slug: 'slug' } },
  { pattern: '/theory/[slug]', params: { slug: 'slug' } },
  { pattern: '/tools/tests/[slug]', params: { slug: 'slug' } },
  { pattern: '/tools/tests/[slug]/subscriber-view', params: { slug: 'slug' } },
  { pattern: '/personality-type/[slug]/subscriber-view', params: { slug: 'slug' } },
  { pattern: '/personality-type/[slug]/[article]/subscriber-view', params: { slug: 'slug', article: 'slug' } },
];

const PARAM = /^\[(\w+)\]$/;

function decodeOnce(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether a path is one of {@link CHECKED_ROUTES} with a param outside its syntax.
 * @param pathname the request's path, raw (percent-encoded); a segment that does not decode counts as odd
 * @returns true when no document can answer it: the proxy's 404
 */
export function hasOddSegment(pathname: string): boolean {
  const segments = pathname.split('/').slice(1);
  return CHECKED_ROUTES.some(({ pattern, params }) => {
    const parts = pattern.split('/').slice(1);
    if (parts.length !== segments.length) return false;
    let odd = false;
    for (const [index, part] of parts.entries()) {
      const param = PARAM.exec(part)?.[1];
      const raw = segments[index]!;
      if (!param) {
        if (raw !== part) return false;
        continue;
      }
      const value = decodeOnce(raw);
      if (value === null || !SEGMENT_SYNTAX[params[param]!].test.test(value)) odd = true;
    }
    return odd;
  });
}

/**
 * The proxy matcher entries (Next's path-to-regexp `source` syntax) that reach {@link hasOddSegment}:
 * per checked route and param, the path with that param restricted to raw segments holding a
 * character outside its syntax (the other params any segment). web/src/proxy.ts `config.matcher`
 * must hold them as literals (Next reads the config statically); src/proxy.test.ts compares.
 */
export function checkedRouteMatchers(): string[] {
  return CHECKED_ROUTES.flatMap(({ pattern, params }) =>
    Object.entries(params).map(([odd, syntax]) =>
      pattern.replace(/\[(\w+)\]/g, (_, param: string) =>
        param === odd ? `:${param}([^/]*${SEGMENT_SYNTAX[syntax].oddChar}[^/]*)` : `:${param}`,
      ),
    ),
  );
}
