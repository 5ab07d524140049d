import type { FaqEntry } from '@/content/pages';
import type { Plan } from '@/content/plans';
import { serverEnv } from '@/config/env';
import { JsonLd } from '@/components/seo/JsonLd';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import { pricingStructuredData } from './offer';
import { PlanCards } from './PlanCards';
import { PremiumFaq } from './PremiumFaq';
import { ReportSample } from './ReportSample';
import styles from './Premium.module.css';

/**
 * The parts of `/premium` after the page document's copy (what Premium gives): a sample page of
 * the report, the plans, and the billing/refund/cancellation FAQ. Server Component.
 * @param plans in display order; @param faqs every FAQ entry (the premium topic is shown)
 */
export function PremiumSections({ plans, faqs }: { plans: readonly Plan[]; faqs: readonly FaqEntry[] }) {
  const t = getT('pages');
  return (
    <>
      <section className={styles.section} aria-labelledby="report-sample-title">
        <h2 id="report-sample-title" className={styles.sectionTitle}>
          {t('premium.sample.title')}
        </h2>
        <ReportSample />
      </section>
      {plans.length > 0 ? (
        <section className={styles.section} aria-labelledby="premium-plans-title">
          <h2 id="premium-plans-title" className={styles.sectionTitle}>
            {t('premium.plansTitle')}
          </h2>
          <p className={styles.sectionIntro}>
            {t('premium.plansIntro')} <a href={ROUTES.pricing}>{t('premium.comparePlans')}</a>
          </p>
          <PlanCards plans={plans} />
        </section>
      ) : null}
      <PremiumFaq entries={faqs} />
    </>
  );
}

/**
 * The plans of `/pricing` side by side, with the schema.org Product/Offer JSON-LD, then the
 * billing FAQ. Server Component.
 * @param plans in display order; @param faqs every FAQ entry; @param path the page path
 * @param description what Premium is (the page intro), for the Product
 * @param brand the brand name
 */
export function PricingSections({
  plans,
  faqs,
  path,
  description,
  brand,
}: {
  plans: readonly Plan[];
  faqs: readonly FaqEntry[];
  path: string;
  description: string;
  brand: string;
}) {
  const t = getT('pages');
  return (
    <>
      <section className={styles.section} aria-label={t('premium.plansTitle')}>
        <PlanCards plans={plans} headingLevel={2} />
      </section>
      <PremiumFaq entries={faqs} />
      <JsonLd data={pricingStructuredData(serverEnv().siteUrl, path, { name: t('premium.productName'), description, brand }, plans)} />
    </>
  );
}
