import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import styles from './Premium.module.css';

/**
 * What a visitor without Premium sees in place of premium content: the public teaser (if any) and
 * the offer linking to `/premium`. The premium content itself is never rendered for them.
 * @param teaser the document's public teaser text
 * @param kind `section` (type profile section) or `test` (toolkit test) — picks the title and the sentence (a test must not promise "the full section")
 */
export function PremiumOffer({ teaser, kind = 'section' }: { teaser?: string | null; kind?: 'section' | 'test' }) {
  const t = getT('pages');
  return (
    <div data-premium-offer="">
      {teaser ? <p className={styles.teaser}>{teaser}</p> : null}
      <aside className={styles.offer} aria-labelledby="premium-offer-title">
        <h2 id="premium-offer-title" className={styles.offerTitle}>
          {kind === 'test' ? t('premium.offer.testTitle') : t('premium.offer.title')}
        </h2>
        <p>{kind === 'test' ? t('premium.offer.testText') : t('premium.offer.text')}</p>
        <a href={ROUTES.premium} className="button">
          {t('premium.offer.cta')}
        </a>
      </aside>
    </div>
  );
}
