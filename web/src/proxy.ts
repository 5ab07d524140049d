/**
 * Request proxy (Next 16's middleware): refuses paths Next's router cannot decode before it tries,
 * redirects (308) the non-canonical forms of the fixed catalogues' pages to their canonical path,
 * answers the prerendered 404 for a content slug or page number no document can have
 * (lib/route-segments.ts), and sends a signed-in visitor to the subscriber view of a page that can
 * hold premium content.
 * Design notes: docs/security.md "Notes from the source files".
 */
import { type NextRequest, NextResponse } from 'next/server';
import { resolvePairRequest } from '@/features/compatibility/pairs';
import { theorySlugAction } from '@/features/theory/theory';
import { canonicalProfilePath } from '@/features/type-profile/profile-path';
import { malformedApiPathBody } from '@/lib/api-errors';
import { TOKEN_COOKIE } from '@/lib/auth-cookies';
import { hasOddSegment } from '@/lib/route-segments';
import { PERSONAL_GROWTH_CATEGORY, ROUTE_PREFIXES, ROUTES, compatibilityPath, subscriberViewPath, toolsCategoryPath } from '@/lib/routes';

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The API's path prefix: its malformed paths answer JSON, not the 404 page. */
const API_PREFIX = '/api/';

/** True when Next can route the path: it decodes, and (outside `/search/…` and `/api/…`) decodes a second time too. */
export function isRoutablePath(pathname: string): boolean {
  const once = decodes(pathname);
  if (once === null) return false;
  return pathname.startsWith(`${ROUTES.search}/`) || pathname.startsWith(API_PREFIX) || decodes(once) !== null;
}

/** The JSON error answer of a malformed API path: 400 `{ message: 'Bad Request', code: 400 }` (SPEC §8), never cached. */
export function malformedApiPathResponse(): NextResponse {
  return NextResponse.json(malformedApiPathBody(), { status: 400, headers: { 'cache-control': 'no-store' } });
}

/**
 * Where a request for one of the fixed catalogues' pages redirects permanently (issue 22: the
 * type, section, pair and toolkit-category routes have `dynamicParams = false`, so Next answers 404
 * to any param they did not prerender before a page could redirect; /theory/{slug} stays dynamic
 * but its one redirect lives here too): the canonical path of
 * - `/personality-type/{type}[/{section}]` in another letter case, or naming the introduction
 *   (`canonicalProfilePath`, features/type-profile/profile-path.ts);
 * - `/compatibility/{a}-and-{b}` in the reverse order or another letter case (`resolvePairRequest`,
 *   features/compatibility/pairs.ts);
 * - `/theory/introduction` in any letter case → `/theory` (`theorySlugAction`, features/theory/theory.ts);
 * - `/tools/personal-growth` → `/tools` (`toolsCategoryPath`).
 * Segments are read URI-decoded once, as Next routes them: `/personality-type/%49NTJ` redirects as
 * `INTJ` does, `/personality-type/%69ntj` is the canonical page itself.
 * @param pathname the request's path (routable: {@link isRoutablePath})
 * @returns the path to redirect to (no query), or null when the path is canonical, unknown (the
 *   router's 404) or none of these routes
 */
export function canonicalRedirect(pathname: string): string | null {
  const raw = pathname.split('/').slice(1);
  if (raw.some((segment) => segment === '')) return null;
  const segments = raw.map((segment) => decodes(segment));
  if (segments.some((segment) => segment === null)) return null;
  const [first, second, third] = segments as string[];
  const prefix = `/${first}`;
  let target: string | null = null;
  if (prefix === ROUTE_PREFIXES.typeProfile && (segments.length === 2 || segments.length === 3)) {
    target = canonicalProfilePath(second!, third);
  } else if (segments.length === 2 && prefix === ROUTES.compatibility) {
    const request = resolvePairRequest(second!);
    target = request.kind === 'invalid' ? null : compatibilityPath(request.slug);
  } else if (segments.length === 2 && prefix === ROUTES.theory) {
    const action = theorySlugAction(second!);
    target = action.kind === 'redirect' ? action.path : null;
  } else if (segments.length === 2 && prefix === ROUTES.tools && second === PERSONAL_GROWTH_CATEGORY) {
    target = toolsCategoryPath(PERSONAL_GROWTH_CATEGORY);
  }
  // Next routes the decoded path: `/personality-type/%69ntj` is the page `intj` (200), not a redirect.
  return target !== null && target !== `/${segments.join('/')}` ? target : null;
}

/** A path no route has: rewriting to it answers the global 404 (`global-not-found.tsx`, prerendered). */
export const UNROUTED_PATH = '/_malformed-path';

function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isRoutablePath(pathname)) {
    if (pathname.startsWith(API_PREFIX)) return malformedApiPathResponse();
    return rewriteTo(request, pathname.startsWith(`${ROUTES.search}/`) ? ROUTES.search : UNROUTED_PATH);
  }
  const canonical = canonicalRedirect(pathname);
  // The path alone, as the pages' permanentRedirect() sent it (Next makes a same-origin Location relative).
  if (canonical) return NextResponse.redirect(new URL(canonical, request.nextUrl.origin), 308);
  // A slug or page number no document can have (lib/route-segments.ts): the prerendered 404, not a render of the route's.
  if (hasOddSegment(pathname)) return rewriteTo(request, UNROUTED_PATH);
  const subscriberView = subscriberViewPath(pathname);
  if (subscriberView && request.cookies.has(TOKEN_COOKIE)) return rewriteTo(request, subscriberView);
  return NextResponse.next();
}

/** Paths with a percent sign outside build assets: the only ones that can be malformed (API paths included, issue 22). */
export const MALFORMED_PATH_MATCHER = '/((?!_next/)[^%]*%.*)';

/**
 * Only paths with a percent sign can be malformed, so only they reach the proxy (pages, seed
 * images and the API; build assets are skipped), plus the pages that can hold premium content when
 * the request carries the `token` cookie, plus the non-canonical forms of the fixed catalogues
 * that {@link canonicalRedirect} answers (an upper-case letter in a type or section segment, a
 * section named `introduction`, `/theory/introduction` in any case, `/tools/personal-growth`, a
 * pair with an upper-case letter, and the 120 reverse pairs by name), plus the content routes'
 * slug and page segments holding a character their syntax never has: every other page request
 * skips it — the proxy ran on every page before, a measurable share of a cached page's cost
 * (issue 14; issue 22: running it for every `/compatibility/{slug}` took a cached pair page from
 * 3.2 to 5.4 ms CPU). Next reads this object statically at build time, so it holds literals only
 * (src/proxy.test.ts checks they equal MALFORMED_PATH_MATCHER, TOKEN_COOKIE and the reverse pairs
 * of TYPE_CATALOGUE, that every redirect of canonicalRedirect is matched, and that the canonical
 * pages are not).
 */
export const config = {
  matcher: [
    '/((?!_next/)[^%]*%.*)',
    { source: '/personality-type/:path+', has: [{ type: 'cookie', key: 'token' }] },
    { source: '/tools/tests/:slug', has: [{ type: 'cookie', key: 'token' }] },
    '/personality-type/:slug([^/]*[A-Z][^/]*)/:article?',
    '/personality-type/:slug/:article([^/]*[A-Z][^/]*)',
    '/personality-type/:slug/introduction',
    '/compatibility/:slug([^/]*[A-Z][^/]*)',
    // Every reverse pair (later type first, SPEC §3 catalogue order); proxy.test.ts derives it from TYPE_CATALOGUE.
    '/compatibility/:slug(entj-and-(?:intp)|intj-and-(?:intp|entj)|entp-and-(?:intp|entj|intj)|infj-and-(?:intp|entj|intj|entp)|infp-and-(?:intp|entj|intj|entp|infj)|enfj-and-(?:intp|entj|intj|entp|infj|infp)|enfp-and-(?:intp|entj|intj|entp|infj|infp|enfj)|istj-and-(?:intp|entj|intj|entp|infj|infp|enfj|enfp)|isfj-and-(?:intp|entj|intj|entp|infj|infp|enfj|enfp|istj)|estj-and-(?:intp|entj|intj|entp|infj|infp|enfj|enfp|istj|isfj)|esfj-and-(?:intp|entj|intj|entp|infj|infp|enfj|enfp|istj|isfj|estj)|istp-and-(?:intp|entj|intj|entp|infj|infp|enfj|enfp|istj|isfj|estj|esfj)|isfp-and-(?:intp|entj|intj|entp|infj|infp|enfj|enfp|istj|isfj|estj|esfj|istp)|estp-and-(?:intp|entj|intj|entp|infj|infp|enfj|enfp|istj|isfj|estj|esfj|istp|isfp)|esfp-and-(?:intp|entj|intj|entp|infj|infp|enfj|enfp|istj|isfj|estj|esfj|istp|isfp|estp))',
    '/theory/:slug([Ii][Nn][Tt][Rr][Oo][Dd][Uu][Cc][Tt][Ii][Oo][Nn])',
    '/tools/personal-growth',
    // A slug or page number outside its syntax on a content route (lib/route-segments.ts checkedRouteMatchers; proxy.test.ts compares).
    '/blog/:slug([^/]*[^a-z0-9/-][^/]*)',
    '/blog/article/:slug([^/]*[^a-z0-9/-][^/]*)',
    '/blog/author/:slug([^/]*[^a-z0-9/-][^/]*)',
    '/blog/category/:slug([^/]*[^a-z0-9/-][^/]*)',
    '/blog/category/:slug([^/]*[^a-z0-9/-][^/]*)/page/:page',
    '/blog/category/:slug/page/:page([^/]*[^0-9/][^/]*)',
    '/blog/page/:page([^/]*[^0-9/][^/]*)',
    '/posts/:slug([^/]*[^a-z0-9/-][^/]*)',
    '/theory/:slug([^/]*[^a-z0-9/-][^/]*)',
    '/tools/tests/:slug([^/]*[^a-z0-9/-][^/]*)',
    '/tools/tests/:slug([^/]*[^a-z0-9/-][^/]*)/subscriber-view',
    '/personality-type/:slug([^/]*[^a-z0-9/-][^/]*)/subscriber-view',
    '/personality-type/:slug([^/]*[^a-z0-9/-][^/]*)/:article/subscriber-view',
    '/personality-type/:slug/:article([^/]*[^a-z0-9/-][^/]*)/subscriber-view',
  ],
};
