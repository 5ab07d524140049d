/**
 * Request proxy (Next 16's middleware), two jobs:
 *
 * 1. It refuses paths that Next's router cannot decode before it tries (it would answer 500
 *    "failed to decode param"). A malformed `/search/{term}` shows the empty search page; a
 *    malformed API path (`/api/download/%ff`, issue 22) answers the JSON error 400 `{ message,
 *    code }` (SPEC §8 "400 Bad Request"); any other malformed path answers the 404 page. Two cases
 *    are malformed:
 *    - percent-encoding that is not valid UTF-8 (`/blog/%E0%A4%A`);
 *    - outside `/search/…` and `/api/…`, a path that decodes once to text with a broken escape
 *      (`/blog/%25`, `/compatibility/intj-%25zz`): Next decodes a prerendered route's parameters a
 *      second time and fails on the `%` the first decoding produced. No slug holds a `%`, so such a
 *      path never names a page. The search route and the API's Route Handlers run per request, are
 *      not decoded twice, and keep `%` in a value (`/search/100%25` searches "100%";
 *      `/api/download/%25zz` asks for the file `%zz`: 404 from its handler).
 *
 * 2. It sends a signed-in visitor to the *subscriber view* of a page that can hold premium content
 *    (issue 11): type profile sections and toolkit tests are static pages showing the Premium offer
 *    to everyone; a request carrying the auth `token` cookie is rewritten to `{path}/subscriber-view`,
 *    rendered per request, where PremiumGate verifies the token and checks the subscription in
 *    Firestore. The `user` cookie's subscription claim is not used to decide: it lags behind a
 *    purchase or renewal made elsewhere (it is rewritten only when the session refreshes), and a
 *    subscriber must never be shown the offer. Signed-out requests never reach the proxy there.
 */
import { type NextRequest, NextResponse } from 'next/server';
import { DEFAULT_STATUS_MESSAGES, type ApiErrorBody } from '@/lib/api-errors';
import { TOKEN_COOKIE } from '@/lib/auth-cookies';
import { ROUTES, subscriberViewPath } from '@/lib/routes';

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
  const body: ApiErrorBody = { message: DEFAULT_STATUS_MESSAGES[400]!, code: 400 };
  return NextResponse.json(body, { status: 400, headers: { 'cache-control': 'no-store' } });
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isRoutablePath(pathname)) {
    if (pathname.startsWith(API_PREFIX)) return malformedApiPathResponse();
    const url = request.nextUrl.clone();
    url.pathname = pathname.startsWith(`${ROUTES.search}/`) ? ROUTES.search : '/_malformed-path';
    return NextResponse.rewrite(url);
  }
  const subscriberView = subscriberViewPath(pathname);
  if (subscriberView && request.cookies.has(TOKEN_COOKIE)) {
    const url = request.nextUrl.clone();
    url.pathname = subscriberView;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

/** Paths with a percent sign outside build assets: the only ones that can be malformed (API paths included, issue 22). */
export const MALFORMED_PATH_MATCHER = '/((?!_next/)[^%]*%.*)';

/**
 * Only paths with a percent sign can be malformed, so only they reach the proxy (pages, seed
 * images and the API; build assets are skipped), plus the pages that can hold premium content when
 * the request carries the `token` cookie: every other page request skips it — the proxy ran on every
 * page before, a measurable share of a cached page's cost (issue 14). Next reads this object
 * statically at build time, so it holds literals only (src/proxy.test.ts checks they equal
 * MALFORMED_PATH_MATCHER and TOKEN_COOKIE, and what they match).
 */
export const config = {
  matcher: [
    '/((?!_next/)[^%]*%.*)',
    { source: '/personality-type/:path+', has: [{ type: 'cookie', key: 'token' }] },
    { source: '/tools/tests/:slug', has: [{ type: 'cookie', key: 'token' }] },
  ],
};
