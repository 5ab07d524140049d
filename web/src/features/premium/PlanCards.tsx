import type { Plan } from '@/content/plans';
import { getT } from '@/i18n';
import { checkoutPath } from '@/lib/routes';
import { formatPrice } from '@/lib/price';
import { yearlyValue } from './offer';
import styles from './Premium.module.css';

/**
 * The Premium plans side by side (one column below 768 px): title, price with its billing interval,
 * summary, features and a "Choose" link to the plan's checkout `/complete/{slug}`. A yearly plan's
 * list starts with its monthly equivalent and its saving, computed from the plans' prices and
 * formatted in their currency (offer.ts `yearlyValue`). The highlighted plan gets a "Best value"
 * badge. Server Component: no client JavaScript.
 * @param plans in display order (content/plans.ts `getPlans`)
 * @param headingLevel level of each plan's title (2 on /pricing, 3 under a section heading)
 */
export function PlanCards({ plans, headingLevel = 3 }: { plans: readonly Plan[]; headingLevel?: 2 | 3 }) {
  const t = getT('pages');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  /** A yearly plan's monthly equivalent and saving, as the first lines of its list. */
  const valueLines = (plan: Plan): string[] => {
    const value = yearlyValue(plan, plans);
    if (!value) return [];
    const lines = [t('premium.perMonthEquivalent', { price: formatPrice(value.perMonth, value.currency) })];
    if (value.savedPerYear > 0) lines.push(t('premium.savesPerYear', { price: formatPrice(value.savedPerYear, value.currency) }));
    return lines;
  };
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.slug}>
          <article className={`card ${styles.plan} ${plan.highlight ? styles.planHighlight : ''}`} aria-labelledby={`plan-${plan.slug}`}>
            {plan.highlight ? <span className={styles.badge}>{t('premium.recommended')}</span> : null}
            <Heading id={`plan-${plan.slug}`} className={styles.planTitle}>
              {plan.title}
            </Heading>
            <p className={styles.price}>
              <span className={styles.amount}>{formatPrice(plan.price, plan.currency)}</span>
              <span className={styles.per}>{t(`premium.interval.${plan.interval}`)}</span>
            </p>
            {plan.summary ? <p className={styles.summary}>{plan.summary}</p> : null}
            <ul className={styles.features} aria-label={t('premium.featuresLabel', { plan: plan.title })}>
              {[...valueLines(plan), ...plan.features].map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <a
              href={checkoutPath(plan.slug)}
              data-prefetch="none"
              className={`button ${plan.highlight ? '' : 'button-secondary'} ${styles.choose}`}
              aria-label={t('premium.chooseLabel', { plan: plan.title })}
            >
              {t('premium.choose')}
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}
