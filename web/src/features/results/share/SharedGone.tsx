import type { Metadata } from 'next';
import styles from '@/components/error-screen/ErrorScreen.module.css';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';

/** Metadata of a shared link that no longer works: its title and noindex. */
export function sharedGoneMetadata(): Metadata {
  return { title: getT('share')('gone.metaTitle'), robots: { index: false, follow: false } };
}

/**
 * What a shared link answers once its owner stopped sharing (issue 24 §5), with the status 404 of
 * `notFound()` (./shared-page.ts `loadSharedPage`): revoking deletes the stored result, so a
 * revoked token and one that never existed look the same — the text covers both (a link copied
 * only in part). Texts: share.json `gone`.
 */
export function SharedGoneScreen() {
  const t = getT('share');
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="shared-gone-title">
      <p className="eyebrow">{t('gone.eyebrow')}</p>
      <h1 id="shared-gone-title">{t('gone.title')}</h1>
      <p className={styles.subtitle}>{t('gone.text')}</p>
      <div className={styles.actions}>
        <a href={ROUTES.freeTest} className="button">
          {t('gone.action')}
        </a>
        <a href={ROUTES.personalityTypes} className="button button-secondary">
          {t('gone.types')}
        </a>
      </div>
    </section>
  );
}
