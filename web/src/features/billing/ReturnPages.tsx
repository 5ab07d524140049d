/**
 * The pages a checkout returns to (issue 11): success (with the viewer's Premium state as the
 * verified webhooks left it — never taken from the redirect's query string) and cancel.
 */
import { getT } from '@/i18n';
import { BILLING_ROUTES, checkoutPath, ROUTES } from '@/lib/routes';
import { formatDate } from './format';
import styles from './Billing.module.css';

/**
 * @param premium the viewer's state (server/billing/viewer.ts); null when unknown (signed out)
 */
export function CheckoutSuccessView({ premium }: { premium: { active: boolean; expiredAt: string | null } | null }) {
  const t = getT('billing');
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t('success.heading')}</h1>
        {premium?.active ? (
          <p role="status">
            {t('success.active', {
              until: premium.expiredAt ? t('success.until', { date: formatDate(premium.expiredAt) }) : t('success.lifetime'),
            })}
          </p>
        ) : (
          <p role="status">{t('success.pending')}</p>
        )}
        <ul className={styles.links}>
          {premium?.active ? (
            <li>
              <a href={`${BILLING_ROUTES.download}/report.pdf`} download>
                {t('success.report')}
              </a>
            </li>
          ) : null}
          <li>
            <a href={BILLING_ROUTES.settingsSection}>{t('success.settings')}</a>
          </li>
          <li>
            <a href={ROUTES.personalityTypes}>{t('success.profiles')}</a>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** @param plan the slug of the abandoned plan, to offer its checkout again (null: none) */
export function CheckoutCancelView({ plan }: { plan: string | null }) {
  const t = getT('billing');
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t('cancel.heading')}</h1>
        <p>{t('cancel.text')}</p>
        <ul className={styles.links}>
          {plan ? (
            <li>
              <a href={checkoutPath(plan)}>{t('cancel.again')}</a>
            </li>
          ) : null}
          <li>
            <a href={ROUTES.pricing}>{t('cancel.pricing')}</a>
          </li>
        </ul>
      </div>
    </div>
  );
}
