/**
 * The local payment provider's checkout page (embedded mode): the plan, its price (from the plan
 * document, never from the client) and a card form that posts to `POST /api/billing/local/pay`.
 * The form (CardForm) works without JavaScript: a refused card then comes back as `?error={code}`
 * and is shown in the alert region and on its field (aria-invalid + aria-describedby), which gets
 * focus. With JavaScript it formats as the user types, checks before sending and keeps every
 * field through a refusal (see CardForm).
 */
import { getT } from '@/i18n';
import { BILLING_ROUTES, ROUTES } from '@/lib/routes';
import { CARD_MESSAGES } from '@/server/billing/test-cards';
import type { LocalCheckoutSession } from '@/server/billing/local-provider';
import { fieldOfCode } from '@/lib/card-input';
import { formatPrice } from '@/lib/price';
import { CardForm, type CardFormTexts } from './CardForm';
import styles from './Billing.module.css';

/**
 * @param session the local checkout session (plan and status)
 * @param error the `error` query value of a refused payment, if any (unknown codes are ignored)
 */
export function LocalCheckoutView({ session, error }: { session: LocalCheckoutSession; error: string | undefined }) {
  const t = getT('billing');
  const { plan } = session;
  const price = formatPrice(plan.amount, plan.currency);
  // The provider's messages, with this form's own wording for what the form checks itself
  // (billing.json `checkout.problems`: e.g. the expiry text no longer asks for a "/").
  const messages: Record<string, string> = { ...CARD_MESSAGES, ...t('checkout.problems', { returnObjects: true }) };
  const initialProblem = error && Object.hasOwn(messages, error) ? { field: fieldOfCode(error), message: messages[error]! } : null;
  const texts: CardFormTexts = {
    cardNumber: t('checkout.cardNumber'),
    expiry: t('checkout.expiry'),
    cvc: t('checkout.cvc'),
    name: t('checkout.name'),
    pay: t('checkout.pay', { price }),
    paying: t('checkout.paying'),
    cancel: t('checkout.cancel'),
    errorTitle: t('checkout.errorTitle'),
    unavailable: t('checkout.unavailable'),
    messages,
  };
  if (session.status !== 'open') {
    return (
      <div className={`container ${styles.page}`}>
        <div className={`card ${styles.panel}`}>
          <h1 className={styles.title}>{t('checkout.paid')}</h1>
          <p>
            <a href={BILLING_ROUTES.settingsSection}>{t('checkout.manage')}</a>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t('checkout.heading', { plan: plan.title })}</h1>
        <p className={styles.summary}>
          <span>
            {plan.interval === 'month' ? t('checkout.perMonth') : plan.interval === 'year' ? t('checkout.perYear') : t('checkout.once')}
          </span>
          <span className={styles.price}>{price}</span>
        </p>
        <p className={styles.note}>{t('checkout.testMode')}</p>
        <CardForm
          sessionId={session.id}
          action={BILLING_ROUTES.localPayCall}
          cancelHref={`${BILLING_ROUTES.cancel}?plan=${encodeURIComponent(plan.slug)}`}
          texts={texts}
          initialProblem={initialProblem}
        />
      </div>
    </div>
  );
}

/** The page for an unknown or expired session. */
export function CheckoutExpired() {
  const t = getT('billing');
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t('checkout.expired')}</h1>
        <p>
          <a href={ROUTES.pricing}>{t('checkout.pricing')}</a>
        </p>
      </div>
    </div>
  );
}
