/**
 * When a route change starts (for the LoadingBar, SPEC §2 "A loading bar shows during route
 * changes"). Pure decisions plus a tiny browser event for programmatic navigations; no React.
 *
 * A navigation is tracked when it is an internal, same-tab change of path or query string:
 * - link clicks: primary button, no modifier keys, no `download`, target absent or `_self`,
 *   same origin, and a different path or query than the current URL (hash-only changes and links
 *   to the current URL are not route changes);
 * - programmatic navigations that call {@link announceRouteChange} first (e.g. the search form).
 * Navigations to a page that declares `skipRouteChange` (page-options.ts) show no bar.
 */
import { pageOptionsFor } from '@/components/page-options/page-options';

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
 * @returns the destination URL, or null for new-tab/modifier clicks, downloads, other origins,
 *   hash-only links and links to pages that declare `skipRouteChange`
 */
export function isTrackedLinkClick(click: LinkClick, current: URL): URL | null {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (click.download || (click.target !== '' && click.target !== '_self')) return null;
  if (click.href === null) return null;
  const next = routeChangeTarget(click.href, current);
  return next && showsLoadingBar(next.pathname) ? next : null;
}

/** Whether a navigation to `pathname` shows the loading bar (not when the page skips it). */
export function showsLoadingBar(pathname: string): boolean {
  return !pageOptionsFor(pathname).skipRouteChange;
}

/**
 * Tells the LoadingBar that a programmatic navigation (e.g. `router.push`) to `href` begins.
 * Call it right before navigating. Does nothing on the server.
 */
export function announceRouteChange(href: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<string>(ROUTE_CHANGE_START_EVENT, { detail: href }));
}
