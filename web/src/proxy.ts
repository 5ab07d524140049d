/**
 * Request proxy (Next 16's middleware): refuses paths that Next's router cannot decode before it
 * tries (it would answer 500 "failed to decode param"). A malformed `/search/{term}` shows the
 * empty search page; any other malformed path answers the 404 page.
 *
 * Two cases are malformed:
 * - percent-encoding that is not valid UTF-8 (`/blog/%E0%A4%A`);
 * - outside `/search/…`, a path that decodes once to text with a broken escape (`/blog/%25`,
 *   `/compatibility/intj-%25zz`): Next decodes a prerendered route's parameters a second time
 *   and fails on the `%` the first decoding produced. No slug holds a `%`, so such a path never
 *   names a page. The search route renders per request, is not decoded twice, and keeps `%`
 *   in its term (`/search/100%25` searches "100%").
 */
import { type NextRequest, NextResponse } from 'next/server';
import { ROUTES } from '@/lib/routes';

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** True when Next can route the path: it decodes, and (outside `/search/…`) decodes a second time too. */
export function isRoutablePath(pathname: string): boolean {
  const once = decodes(pathname);
  if (once === null) return false;
  return pathname.startsWith(`${ROUTES.search}/`) || decodes(once) !== null;
}

export function proxy(request: NextRequest) {
  if (isRoutablePath(request.nextUrl.pathname)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = request.nextUrl.pathname.startsWith(`${ROUTES.search}/`) ? ROUTES.search : '/_malformed-path';
  return NextResponse.rewrite(url);
}

/**
 * Only paths with a percent sign can be malformed, so only they reach the proxy (pages and seed
 * images; build assets and the API are skipped): every other page request skips it — the proxy
 * ran on every page before, a measurable share of a cached page's cost (issue 14).
 */
export const config = {
  matcher: ['/((?!_next/|api/)[^%]*%.*)'],
};
