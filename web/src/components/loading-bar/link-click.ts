import type { LinkClick } from './route-change';

/**
 * The anchor a DOM event happened in, if any (the event's target or its closest `<a>` ancestor).
 * Shared by the loading bar (./RouteChangeBar.tsx) and the link navigation (./LinkNavigation.tsx).
 * @param event a click, pointer, touch or focus event
 * @returns the `<a>` element, or null when the event did not happen in one
 */
export function anchorOf(event: Event): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * What the pure rules (route-change.ts `isTrackedLinkClick`, link-navigation.ts
 * `clientNavigationHref`) need to know about a click on a link: the mouse button and modifier keys
 * of the event, and the link's `target`, `download`, `href` (as written) and `data-navigation`.
 * @param event the click
 * @param anchor the link it happened in ({@link anchorOf})
 */
export function linkClickOf(event: MouseEvent, anchor: HTMLAnchorElement): LinkClick & { navigation: string | undefined } {
  return {
    button: event.button,
    metaKey: event.metaKey,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    target: anchor.target,
    download: anchor.hasAttribute('download'),
    href: anchor.getAttribute('href'),
    navigation: anchor.dataset.navigation,
  };
}
