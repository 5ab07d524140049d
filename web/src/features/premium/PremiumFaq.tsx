import type { FaqEntry } from '@/content/pages';
import { PortableTextBody } from '@/content/PortableTextBody';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import styles from './Premium.module.css';

/**
 * The FAQ entries of the `premium` topic (billing, refunds, cancelling, …) as native
 * `<details>` disclosures, with a link to the same topic on `/faq`. The entries are the FAQ
 * documents themselves, so both pages always say the same. Server Component.
 * @param entries every FAQ entry (content/pages.ts `getFaqs`); only topic `premium` is shown
 */
export function PremiumFaq({ entries }: { entries: readonly FaqEntry[] }) {
  const t = getT('pages');
  const premium = entries.filter((entry) => entry.topic === 'premium' && entry.question && entry.answer?.length);
  if (premium.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="premium-faq-title">
      <h2 id="premium-faq-title" className={styles.sectionTitle}>
        {t('premium.faqTitle')}
      </h2>
      <div className={styles.faq}>
        {premium.map((entry) => (
          <details key={entry._id} className={styles.faqEntry}>
            <summary className={styles.faqQuestion}>{entry.question}</summary>
            <PortableTextBody value={entry.answer} className={styles.faqAnswer} />
          </details>
        ))}
        <p className={styles.note}>
          <a href={`${ROUTES.faq}#faq-premium`}>{t('premium.faqMore')}</a>
        </p>
      </div>
    </section>
  );
}
