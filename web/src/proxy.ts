/**
 * Request proxy (Next 16's middleware): refuses paths whose percent-encoding is malformed before
 * Next's router tries to decode them (which would answer 500). A malformed `/search/{term}` shows
 * the empty search page; any other malformed path answers the 404 page.
 */
import { type NextRequest, NextResponse } from 'next/server';
import { ROUTES } from '@/lib/routes';

/** True when every `%xx` sequence of the path decodes to valid UTF-8. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest) {
  if (isDecodablePath(request.nextUrl.pathname)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = request.nextUrl.pathname.startsWith(`${ROUTES.search}/`) ? ROUTES.search : '/_malformed-path';
  return NextResponse.rewrite(url);
}

/** Pages only: build assets, seed images and the API are skipped. */
export const config = {
  matcher: ['/((?!_next/|api/|seed-assets/).*)'],
};
