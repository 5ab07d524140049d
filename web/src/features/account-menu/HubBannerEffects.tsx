'use client';

import { usePathname } from 'next/navigation';
import { type RefObject, useEffect } from 'react';
import { hasUserCookie, subscribeToSession } from '@/features/auth/session-signal';
import { SIGNED_IN_CLASS } from '@/lib/signed-in-hint';
import { hubHref, type HubTarget } from './hub';
import type { HubBannerPlacement } from './HubBanner';

/** The analytics module, imported on the link's first touch or focus rather than with the banner. */
const loadAnalytics = () => import('@/features/analytics/analytics').then((module) => module.analytics());

/** The banner element around an element inside it (HubBanner's `data-hub-banner`). */
export function bannerOf(element: HTMLElement | null): HTMLElement | null {
  return element?.closest<HTMLElement>('[data-hub-banner]') ?? null;
}

/**
 * Where focus goes when the banner is dismissed: in the drawer the next link, button or field
 * after the banner (the drawer's next item); on the page the `<main>` it opens (made focusable
 * with tabindex -1 when needed), so keyboard users continue where the banner was.
 */
function focusAfterDismiss(banner: HTMLElement, placement: HubBannerPlacement): void {
  if (placement === 'page') {
    const main = banner.closest('main');
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus({ preventScroll: true });
    return;
  }
  const next = banner.nextElementSibling;
  if (!(next instanceof HTMLElement)) return;
  const target = next.matches('a[href], button') ? next : next.querySelector<HTMLElement>('a[href], button, input');
  target?.focus({ preventScroll: true });
}

/**
 * The behaviour of the hub banner around `markerRef` (HubBannerControls' hidden marker inside it),
 * mounted by HubBannerControls once a `user` cookie exists; renders nothing —
 * - its dismiss button (HubBanner's `data-hub-dismiss`, plain markup) hides the banner for this
 *   view (`hidden`) and moves focus (see {@link focusAfterDismiss}); once it listens, the button's
 *   `data-hub-dismiss` says `ready`;
 * - following the link sends `user/switch_to_hub` (SPEC §7);
 * - a current-host hub gets the browser's own host (`hubHref(target, window.location)`);
 * - on the page a route change shows a dismissed banner again (the drawer's banner is keyed by
 *   the route instead);
 * - on the page it keeps the signed-in hint on `<html>` (lib/signed-in-hint.ts) in step with the
 *   `user` cookie after sign-in or sign-out without a reload (session event, window focus).
 */
export function HubBannerEffects({
  markerRef,
  placement,
  target,
}: {
  markerRef: RefObject<HTMLElement | null>;
  placement: HubBannerPlacement;
  target: HubTarget;
}) {
  const pathname = usePathname();

  useEffect(() => {
    const banner = bannerOf(markerRef.current);
    const button = banner?.querySelector<HTMLButtonElement>('button[data-hub-dismiss]');
    if (!banner || !button) return;
    const dismiss = () => {
      focusAfterDismiss(banner, placement);
      banner.hidden = true;
    };
    button.addEventListener('click', dismiss);
    button.dataset.hubDismiss = 'ready';
    return () => {
      button.removeEventListener('click', dismiss);
      button.dataset.hubDismiss = '';
    };
  }, [markerRef, placement]);

  useEffect(() => {
    const link = bannerOf(markerRef.current)?.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) return;
    if (target.kind === 'current-host') link.href = hubHref(target, window.location);
    const preload = () => void loadAnalytics();
    const onClick = () => void loadAnalytics().then((analytics) => analytics.capture('user/switch_to_hub'));
    link.addEventListener('pointerdown', preload, { passive: true });
    link.addEventListener('focus', preload);
    link.addEventListener('click', onClick);
    return () => {
      link.removeEventListener('pointerdown', preload);
      link.removeEventListener('focus', preload);
      link.removeEventListener('click', onClick);
    };
  }, [markerRef, target]);

  useEffect(() => {
    if (placement !== 'page') return;
    const sync = () => document.documentElement.classList.toggle(SIGNED_IN_CLASS, hasUserCookie(document.cookie));
    sync();
    return subscribeToSession(sync);
  }, [placement]);

  useEffect(() => {
    const banner = bannerOf(markerRef.current);
    if (banner) banner.hidden = false;
  }, [markerRef, pathname]);

  return null;
}
