/**
 * Request proxy (Next 16's middleware): refuses paths Next's router cannot decode before it tries,
 * and sends a signed-in visitor to the subscriber view of a page that can hold premium content.
 * Design notes: docs/security.md "Notes from the source files".
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
