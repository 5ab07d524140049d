import type { Metadata } from 'next';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import styles from './ErrorScreen.module.css';

/** Metadata of every 404 page: its title and noindex. */
export function notFoundMetadata(): Metadata {
  return { title: getT('notfound')('metaTitle'), robots: { index: false } };
}

/** The 404 screen: what a visitor sees for unknown paths, types and sections. Texts: notfound.json (apart from errors.json, which the error boundaries ship to the browser on every page, issue 25). */
export function NotFoundScreen() {
  const t = getT('notfound');
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="not-found-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p className={styles.subtitle}>{t('subtitle')}</p>
      <p>{t('body')}</p>
      <div className={styles.actions}>
        <a href={ROUTES.home} className="button">
          {t('home')}
        </a>
        <a href={ROUTES.personalityTypes} className="button button-secondary">
          {t('types')}
        </a>
      </div>
    </section>
  );
}
