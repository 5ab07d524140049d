import type { Metadata } from 'next';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import styles from './ErrorScreen.module.css';

/** Metadata of every 404 page: its title and noindex. */
export function notFoundMetadata(): Metadata {
  return { title: getT('errors')('notFound.metaTitle'), robots: { index: false } };
}

/** The 404 screen: what a visitor sees for unknown paths, types and sections. Texts: errors.json `notFound`. */
export function NotFoundScreen() {
  const t = getT('errors');
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="not-found-title">
      <p className="eyebrow">{t('notFound.eyebrow')}</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className={styles.subtitle}>{t('notFound.subtitle')}</p>
      <p>{t('notFound.body')}</p>
      <div className={styles.actions}>
        <a href={ROUTES.home} className="button">
          {t('notFound.home')}
        </a>
        <a href={ROUTES.personalityTypes} className="button button-secondary">
          {t('notFound.types')}
        </a>
      </div>
    </section>
  );
}
