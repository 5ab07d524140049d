'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { analytics } from '@/features/analytics/analytics';
import { hasUserCookie, subscribeToSession } from '@/features/auth/session-signal';
import { SIGNED_IN_CLASS } from '@/lib/signed-in-hint';
import { hubHref, type HubTarget } from './hub';
import type { HubBannerPlacement } from './HubBanner';

/** The banner element around a control (HubBanner's `data-hub-banner`). */
function bannerOf(element: HTMLElement | null): HTMLElement | null {
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
 * The hydrated part of the 'From Insights to Action' banner (./HubBanner.tsx), rendered inside it:
 * the dismiss button, plus effects on the server-rendered banner around it —
 * - following the link sends `user/switch_to_hub` (SPEC §7);
 * - a current-host hub gets the browser's own host (`hubHref(target, window.location)`);
 * - dismissing sets `hidden` on the banner (this view only) and moves focus (see
 *   {@link focusAfterDismiss}); on the page a route change shows it again (the drawer's banner is
 *   keyed by the route instead);
 * - on the page it keeps the signed-in hint on `<html>` (lib/signed-in-hint.ts) in step with the
 *   `user` cookie after sign-in or sign-out without a reload (session event, window focus).
 */
export function HubBannerControls({
  label,
  placement,
  target,
  className,
  iconClassName,
}: {
  label: string;
  placement: HubBannerPlacement;
  target: HubTarget;
  className?: string;
  iconClassName?: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const link = bannerOf(ref.current)?.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) return;
    if (target.kind === 'current-host') link.href = hubHref(target, window.location);
    const onClick = () => void analytics().capture('user/switch_to_hub');
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [target]);

  useEffect(() => {
    if (placement !== 'page') return;
    const sync = () => document.documentElement.classList.toggle(SIGNED_IN_CLASS, hasUserCookie(document.cookie));
    sync();
    return subscribeToSession(sync);
  }, [placement]);

  useEffect(() => {
    const banner = bannerOf(ref.current);
    if (banner) banner.hidden = false;
  }, [pathname]);

  const dismiss = () => {
    const banner = bannerOf(ref.current);
    if (!banner) return;
    focusAfterDismiss(banner, placement);
    banner.hidden = true;
  };

  return (
    <button ref={ref} type="button" className={className} onClick={dismiss}>
      <span className={iconClassName} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
