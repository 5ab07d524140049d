/**
 * When a route change starts (for the LoadingBar, SPEC §2 "A loading bar shows during route
 * changes"). Pure decisions plus a tiny browser event for programmatic navigations; no React.
 *
 * A navigation is tracked when it is an internal, same-tab change of path or query string:
 * - link clicks: primary button, no modifier keys, no `download`, target absent or `_self`,
 *   same origin, and a different path or query than the current URL (hash-only changes and links
 *   to the current URL are not route changes);
 * - programmatic navigations that call {@link announceRouteChange} first (e.g. the search form).
 * While a page that declares the skip-route-change flag is shown (./SkipRouteChange.tsx), changes
 * of its own query string show no bar.
 */
import { skipRouteChangeDeclared } from './skip-route-change';

/** The window event that programmatic navigations dispatch; `detail` is the destination href. */
export const ROUTE_CHANGE_START_EVENT = 'typeatlas:route-change-start';

/** What {@link isTrackedLinkClick} needs to know about a click on a link. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The link's `target` attribute ('' when absent). */
  target: string;
  /** Whether the link has a `download` attribute. */
  download: boolean;
  /** The link's `href` attribute as written (null when absent). */
  href: string | null;
}

/**
 * The destination URL of a route change from `current` to `href`, or null when it is no route
 * change of this site (other origin, other protocol, same path and query, hash-only change).
 */
export function routeChangeTarget(href: string, current: URL): URL | null {
  let next: URL;
  try {
    next = new URL(href, current);
  } catch {
    return null;
  }
  if (next.origin !== current.origin) return null;
  if (next.pathname === current.pathname && next.search === current.search) return null;
  return next;
}

/**
 * Whether a click on a link starts a tracked route change.
 * @param skip whether the page on screen declares the skip-route-change flag (default: the store)
 * @returns the destination URL, or null for new-tab/modifier clicks, downloads, other origins,
 *   hash-only links and query changes of a page that skips them
 */
export function isTrackedLinkClick(click: LinkClick, current: URL, skip = skipRouteChangeDeclared()): URL | null {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (click.download || (click.target !== '' && click.target !== '_self')) return null;
  if (click.href === null) return null;
  const next = routeChangeTarget(click.href, current);
  return next && showsLoadingBar(next, current, skip) ? next : null;
}

/**
 * Whether a navigation from `current` to `next` shows the loading bar: always, except a change of
 * the query string alone while the page declares the skip-route-change flag.
 * @param skip whether the page on screen declares the flag (default: the store)
 */
export function showsLoadingBar(next: URL, current: URL, skip = skipRouteChangeDeclared()): boolean {
  return !(skip && next.pathname === current.pathname);
}

/**
 * Tells the LoadingBar that a programmatic navigation (e.g. `router.push`) to `href` begins.
 * Call it right before navigating. Does nothing on the server.
 */
export function announceRouteChange(href: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<string>(ROUTE_CHANGE_START_EVENT, { detail: href }));
}
