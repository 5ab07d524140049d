/**
 * Client-side navigation for plain `<a href>` links (issue 25): the site renders links as plain
 * anchors (no next/link client code on any page); one delegated listener (./LinkNavigation.tsx)
 * turns a qualifying click into an app-router navigation and prefetches a link's page when a
 * pointer or the focus reaches it. Pure decisions here; no React, no DOM.
 */
import type { LinkClick } from './route-change';

/**
 * Paths the app router serves as files or route handlers, not pages (app/api, app/og,
 * app/characters, app/seed-assets, app/draft-mode, app/sitemaps, app/sitemap.xml, robots.txt, …):
 * a browser navigation fetches them as they are.
 */
const NOT_A_PAGE = /^\/(?:api|og|characters|seed-assets|draft-mode|sitemaps)(?:\/|$)|\.[a-z0-9]+$/i;

/**
 * The same-origin page a link leads to, or null when the browser should follow it itself: another
 * origin or protocol, a file or route handler ({@link NOT_A_PAGE}), an in-page anchor (same path and
 * query with a hash), an unparsable href.
 * @param href the link's `href` attribute as written (null when absent)
 * @param current the page's URL
 */
export function linkPage(href: string | null, current: URL): URL | null {
  if (href === null) return null;
  let next: URL;
  try {
    next = new URL(href, current);
  } catch {
    return null;
  }
  if (next.origin !== current.origin || NOT_A_PAGE.test(next.pathname)) return null;
  if (next.hash !== '' && next.pathname === current.pathname && next.search === current.search) return null;
  return next;
}

/**
 * The value of `data-navigation` that keeps a link a full page load (the error screen's way home:
 * after an error the client router may itself be broken; the hub banner's link to another app).
 */
export const DOCUMENT_NAVIGATION = 'document';

/**
 * Whether a click on a link becomes a client-side navigation (what next/link does): the primary
 * button without modifier keys, no `download`, target absent or `_self`, no
 * `data-navigation="document"` ({@link DOCUMENT_NAVIGATION}), and a page of this site
 * ({@link linkPage}). A click on the current URL navigates too (a soft refresh, as next/link).
 * @param click the click and the link's attributes; `navigation` is its `data-navigation`
 * @returns the app-router href (path, query and hash), or null to let the browser follow the link
 */
export function clientNavigationHref(click: LinkClick & { navigation?: string | undefined }, current: URL): string | null {
  if (click.navigation === DOCUMENT_NAVIGATION) return null;
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (click.download || (click.target !== '' && click.target !== '_self')) return null;
  const next = linkPage(click.href, current);
  return next ? `${next.pathname}${next.search}${next.hash}` : null;
}

/**
 * The page to prefetch when a pointer or the focus reaches a link, or null: links that opt out
 * (`data-prefetch="none"`, e.g. checkout links whose page must not be fetched ahead, or
 * `data-navigation="document"`), links that
 * open elsewhere (`target` other than `_self`, `download`), the current page, and everything
 * {@link linkPage} rejects.
 * @param link the link's `href`, `target`, `download` and `data-prefetch` attributes
 * @returns path and query (the router's prefetch key), or null
 */
export function prefetchHref(
  link: { href: string | null; target: string; download: boolean; prefetch: string | undefined; navigation?: string | undefined },
  current: URL,
): string | null {
  if (
    link.prefetch === 'none' ||
    link.navigation === DOCUMENT_NAVIGATION ||
    link.download ||
    (link.target !== '' && link.target !== '_self')
  )
    return null;
  const next = linkPage(link.href, current);
  if (!next || (next.pathname === current.pathname && next.search === current.search)) return null;
  return `${next.pathname}${next.search}`;
}
