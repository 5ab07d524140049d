/**
 * The server side of the 'From Insights to Action' banner (SPEC §1, §9): its translated texts, the
 * site's hub, and the page placement that PageChrome renders at the top of `<main>`.
 */
import { serverEnv } from '@/config/env';
import { getT } from '@/i18n';
import { HubBanner, type HubBannerLabels } from './HubBanner';
import { HubBannerControls } from './HubBannerControls';
import { hubTarget } from './hub-target';
import type { HubTarget } from './hub';

/** The translated texts of the banner (chrome.json `hubBanner.*`). */
export function hubBannerLabels(): HubBannerLabels {
  const t = getT('chrome');
  return { title: t('hubBanner.title'), text: t('hubBanner.text'), link: t('hubBanner.link'), dismiss: t('hubBanner.dismiss') };
}

/**
 * The configured site's hub (./hub-target.ts) from `NEXT_PUBLIC_SITE_URL`, `HUB_URL` and
 * `HUB_PORT` (config/env.ts). Read when a page renders: static pages keep the build's values.
 */
export function siteHubTarget(): HubTarget {
  const env = serverEnv();
  return hubTarget(env.siteUrl, env.hubUrl, env.hubPort);
}

/**
 * The banner on the page (placement `page`): in the static HTML of every default-chrome page,
 * displayed by CSS only for signed-in visitors under 1024 px (see HubBanner). A server component;
 * its client part (HubBannerControls) loads the banner's behaviour only once a `user` cookie exists.
 */
export function PageHubBanner() {
  const target = siteHubTarget();
  return (
    <HubBanner
      labels={hubBannerLabels()}
      target={target}
      placement="page"
      controls={<HubBannerControls placement="page" target={target} />}
    />
  );
}
