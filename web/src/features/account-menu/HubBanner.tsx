'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { analytics } from '@/features/analytics/analytics';
import { hubHref, isEnglish, type HubTarget } from './hub';
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

const noSubscription = () => () => {};
const noLocation = { protocol: 'https:', hostname: '' };

/**
 * The mobile 'From Insights to Action' banner (SPEC §1, §2, §6): shown in the drawer to signed-in
 * visitors of an English page (render it only for them), linking to the external hub at `target`
 * (SPEC §9, ./hub.ts); following the link sends the analytics event `user/switch_to_hub`. The dismiss button hides it for the
 * current view only (component state; give it `key={pathname}` so a new page shows it again);
 * focus then moves to the element after it.
 */
export function HubBanner({ labels, target }: { labels: HubBannerLabels; target: HubTarget }) {
  const [dismissed, setDismissed] = useState(false);
  const lang = useSyncExternalStore(noSubscription, () => document.documentElement.lang, () => '');
  const location = useSyncExternalStore(noSubscription, () => window.location, () => noLocation);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  if (dismissed || !isEnglish(lang)) return null;

  const dismiss = () => {
    const next = ref.current?.nextElementSibling;
    if (next instanceof HTMLElement) {
      const target = next.matches('a[href], button') ? next : next.querySelector<HTMLElement>('a[href], button, input');
      target?.focus({ preventScroll: true });
    }
    setDismissed(true);
  };

  return (
    <div ref={ref} className={styles.banner} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {labels.title}
      </p>
      <p className={styles.text}>{labels.text}</p>
      <a href={hubHref(target, location)} className={styles.link} onClick={() => void analytics().capture('user/switch_to_hub')}>
        {labels.link}
      </a>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        <span className={styles.dismissIcon} aria-hidden="true" />
        <span className="visually-hidden">{labels.dismiss}</span>
      </button>
    </div>
  );
}
