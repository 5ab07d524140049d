'use client';

import { lazy, type RefObject, Suspense, useRef } from 'react';
import { useAccountUiWanted } from '@/features/auth/useUserCookiePresent';
import type { HubTarget } from './hub';
import type { HubBannerPlacement } from './HubBanner';

/**
 * The banner's effects (./HubBannerEffects.tsx), loaded only once a `user` cookie exists: the
 * banner is displayed only to signed-in visitors, so no one else downloads them (issue 25).
 */
const HubBannerEffects = lazy(() => import('./HubBannerEffects').then((module) => ({ default: module.HubBannerEffects })));

/** The banner element around a control (HubBanner's `data-hub-banner`). */
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
 * The hydrated part of the 'From Insights to Action' banner (./HubBanner.tsx), rendered inside it:
 * the dismiss button — dismissing sets `hidden` on the banner (this view only) and moves focus
 * (see {@link focusAfterDismiss}) — and, once a `user` cookie exists (the banner is displayed only
 * then), the effects of ./HubBannerEffects.tsx on the server-rendered banner around it: the
 * `user/switch_to_hub` event, the browser's own host for a current-host hub, showing it again on a
 * route change, and the signed-in hint on `<html>` kept in step with the cookie.
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
  const wanted = useAccountUiWanted();

  const dismiss = () => {
    const banner = bannerOf(ref.current);
    if (!banner) return;
    focusAfterDismiss(banner, placement);
    banner.hidden = true;
  };

  return (
    <>
      <button ref={ref} type="button" className={className} onClick={dismiss}>
        <span className={iconClassName} aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <HubBannerEffects buttonRef={ref as RefObject<HTMLElement | null>} placement={placement} target={target} />
        </Suspense>
      ) : null}
    </>
  );
}
