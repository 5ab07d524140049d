'use client';

import { usePathname } from 'next/navigation';
import { type RefObject, useEffect } from 'react';
import { hasUserCookie, subscribeToSession } from '@/features/auth/session-signal';
import { SIGNED_IN_CLASS } from '@/lib/signed-in-hint';
import { hubHref, type HubTarget } from './hub';
import type { HubBannerPlacement } from './HubBanner';
import { bannerOf } from './HubBannerControls';

/** The analytics module, imported on the link's first touch or focus rather than with the banner. */
const loadAnalytics = () => import('@/features/analytics/analytics').then((module) => module.analytics());

/**
 * The effects of the hub banner on the server-rendered banner around `buttonRef` (its dismiss
 * button), mounted by HubBannerControls once a `user` cookie exists; renders nothing —
 * - following the link sends `user/switch_to_hub` (SPEC §7);
 * - a current-host hub gets the browser's own host (`hubHref(target, window.location)`);
 * - on the page a route change shows a dismissed banner again (the drawer's banner is keyed by
 *   the route instead);
 * - on the page it keeps the signed-in hint on `<html>` (lib/signed-in-hint.ts) in step with the
 *   `user` cookie after sign-in or sign-out without a reload (session event, window focus).
 */
export function HubBannerEffects({
  buttonRef,
  placement,
  target,
}: {
  buttonRef: RefObject<HTMLElement | null>;
  placement: HubBannerPlacement;
  target: HubTarget;
}) {
  const pathname = usePathname();

  useEffect(() => {
    const link = bannerOf(buttonRef.current)?.querySelector<HTMLAnchorElement>('a[href]');
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
  }, [buttonRef, target]);

  useEffect(() => {
    if (placement !== 'page') return;
    const sync = () => document.documentElement.classList.toggle(SIGNED_IN_CLASS, hasUserCookie(document.cookie));
    sync();
    return subscribeToSession(sync);
  }, [placement]);

  useEffect(() => {
    const banner = bannerOf(buttonRef.current);
    if (banner) banner.hidden = false;
  }, [buttonRef, pathname]);

  return null;
}
