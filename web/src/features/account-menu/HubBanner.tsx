import type { ReactNode } from 'react';
import type { HubTarget } from './hub';
import styles from './HubBanner.module.css';

/** The translated texts of the banner (chrome.json `hubBanner.*`). */
export interface HubBannerLabels {
  /** SPEC §1: 'From Insights to Action'. */
  title: string;
  text: string;
  link: string;
  /** Accessible name of the dismiss button. */
  dismiss: string;
}

/**
 * Where the banner sits: `drawer` — inside the signed-in drawer (rendered only for signed-in
 * visitors, always displayed there); `page` — at the top of every default-chrome page's `<main>`,
 * in the static HTML of everyone but displayed by CSS only on phones and tablets (under 1024 px,
 * the drawer's breakpoint) while `<html>` carries the signed-in hint (lib/signed-in-hint.ts).
 */
export type HubBannerPlacement = 'drawer' | 'page';

/**
 * The mobile 'From Insights to Action' banner (SPEC §1, §2 drawer, §6, §7 `user/switch_to_hub`):
 * one component for both placements. It renders no hooks, so it works as a server component (the
 * page placement: plain server HTML) and inside client components (the drawer). Shown only on
 * English pages (CSS `:lang(en)` on the document language, SPEC §6 "only for English sessions
 * with a session cookie"). The link leads to the external hub (SPEC §9, ./hub.ts): `target.href`,
 * or for the current-host hub `target.fallback` in the HTML until the browser puts its own host
 * in. The dismiss button is plain markup (`data-hub-dismiss`, a real `<button>` named by
 * `labels.dismiss`); its behaviour, the `user/switch_to_hub` event on following the link and the
 * signed-in hint kept up to date after sign-in or sign-out come from `controls`
 * (./HubBannerControls.tsx), which loads that code only once a `user` cookie exists (issue 25: no
 * visitor downloads it). Dismissing hides it for the current view only: it shows again on the next
 * navigation or full load (nothing stored).
 * @param placement see {@link HubBannerPlacement}
 * @param controls the banner's client part, rendered after the dismiss button: `<HubBannerControls>`
 */
export function HubBanner({
  labels,
  target,
  placement,
  controls,
}: {
  labels: HubBannerLabels;
  target: HubTarget;
  placement: HubBannerPlacement;
  controls: ReactNode;
}) {
  const titleId = `hub-banner-title-${placement}`;
  return (
    <div className={`${styles.banner} ${styles[placement]}`} role="group" aria-labelledby={titleId} data-hub-banner={placement}>
      <p id={titleId} className={styles.title}>
        {labels.title}
      </p>
      <p className={styles.text}>{labels.text}</p>
      <a href={target.kind === 'url' ? target.href : target.fallback} className={styles.link} data-navigation="document">
        {labels.link}
      </a>
      <button type="button" className={styles.dismiss} data-hub-dismiss="">
        <span className={styles.dismissIcon} aria-hidden="true" />
        <span className="visually-hidden">{labels.dismiss}</span>
      </button>
      {controls}
    </div>
  );
}
