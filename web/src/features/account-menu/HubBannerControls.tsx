'use client';

import { lazy, type RefObject, Suspense, useRef } from 'react';
import { useAccountUiWanted } from '@/features/auth/useUserCookiePresent';
import type { HubTarget } from './hub';
import type { HubBannerPlacement } from './HubBanner';

/**
 * The banner's behaviour (./HubBannerEffects.tsx), loaded only once a `user` cookie exists: the
 * banner is displayed only to signed-in visitors, so no one else downloads it (issue 25).
 */
const HubBannerEffects = lazy(() => import('./HubBannerEffects').then((module) => ({ default: module.HubBannerEffects })));

/**
 * The client part of the 'From Insights to Action' banner (./HubBanner.tsx `controls`), rendered
 * inside it: an empty hidden marker (how the effects find their banner) and, once a `user` cookie
 * exists (the banner is displayed only then), ./HubBannerEffects.tsx on the banner around it — the
 * dismiss button's behaviour, the `user/switch_to_hub` event, the browser's own host for a
 * current-host hub, showing it again on a route change, and the signed-in hint on `<html>` kept in
 * step with the cookie. Visitors download none of that: this part is a hook and a lazy import.
 * @param props.placement where the banner sits (HubBanner `placement`)
 * @param props.target the hub the link leads to (./hub.ts)
 */
export function HubBannerControls({ placement, target }: { placement: HubBannerPlacement; target: HubTarget }) {
  const marker = useRef<HTMLSpanElement>(null);
  const wanted = useAccountUiWanted();
  return (
    <>
      <span ref={marker} hidden />
      {wanted ? (
        <Suspense fallback={null}>
          <HubBannerEffects markerRef={marker as RefObject<HTMLElement | null>} placement={placement} target={target} />
        </Suspense>
      ) : null}
    </>
  );
}
