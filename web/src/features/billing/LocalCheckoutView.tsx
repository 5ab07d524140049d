/**
 * The local payment provider's checkout page (embedded mode): the plan, its price (from the plan
 * document, never from the client) and a card form that posts to `POST /api/billing/local/pay`.
 * Server-rendered, no client JavaScript: the form works without it; a refused card comes back as
 * `?error={code}` and is shown in an alert region, on the field (aria-invalid + aria-describedby)
 * and the field gets focus.
 */
import Link from 'next/link';
import { getT } from '@/i18n';
import { BILLING_ROUTES, ROUTES } from '@/lib/routes';
import { CARD_MESSAGES, type CardProblem } from '@/server/billing/test-cards';
import type { LocalCheckoutSession } from '@/server/billing/local-provider';
import { FormMessages, TextField } from '@/features/account-screens/ui';
import formStyles from '@/features/account-screens/AccountForms.module.css';
import { formatPrice } from './format';
import styles from './Billing.module.css';

/** Which field each card problem concerns. */
const FIELD_OF: Readonly<Record<CardProblem['code'], CardProblem['field']>> = {
  incomplete_number: 'number',
  invalid_number: 'number',
  invalid_expiry: 'expiry',
  expired_card: 'number',
  incomplete_cvc: 'cvc',
  card_declined: 'number',
  insufficient_funds: 'number',
  live_card_in_test_mode: 'number',
};

/**
 * @param session the local checkout session (plan and status)
 * @param error the `error` query value of a refused payment, if any (unknown codes are ignored)
 */
export function LocalCheckoutView({ session, error }: { session: LocalCheckoutSession; error: string | undefined }) {
  const t = getT('billing');
  const { plan } = session;
  const price = formatPrice(plan.amount, plan.currency);
  const code = error && error in CARD_MESSAGES ? (error as CardProblem['code']) : null;
  const field = code ? FIELD_OF[code] : null;
  const message = code ? CARD_MESSAGES[code] : null;
  const fieldError = (name: CardProblem['field']) => (field === name ? message : null);
  if (session.status !== 'open') {
    return (
      <div className={`container ${styles.page}`}>
        <div className={`card ${styles.panel}`}>
          <h1 className={styles.title}>{t('checkout.paid')}</h1>
          <p>
            <Link href={BILLING_ROUTES.settingsSection}>{t('checkout.manage')}</Link>
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
          <span>{plan.interval === 'month' ? t('checkout.perMonth') : plan.interval === 'year' ? t('checkout.perYear') : t('checkout.once')}</span>
          <span className={styles.price}>{price}</span>
        </p>
        <p className={styles.note}>{t('checkout.testMode')}</p>
        <form className={formStyles.form} method="post" action={BILLING_ROUTES.localPayCall}>
          <input type="hidden" name="session" value={session.id} />
          <FormMessages error={message ? t('checkout.errorTitle') : null} detail={message} />
          <TextField id="card-number" name="number" label={t('checkout.cardNumber')} autoComplete="cc-number" inputMode="numeric" required minLength={13} maxLength={23} autoFocus={field === 'number' || !field} error={fieldError('number')} />
          <div className={styles.row}>
            <TextField id="card-expiry" name="expiry" label={t('checkout.expiry')} autoComplete="cc-exp" inputMode="numeric" required placeholder="MM / YY" maxLength={9} autoFocus={field === 'expiry'} error={fieldError('expiry')} />
            <TextField id="card-cvc" name="cvc" label={t('checkout.cvc')} autoComplete="cc-csc" inputMode="numeric" required minLength={3} maxLength={4} autoFocus={field === 'cvc'} error={fieldError('cvc')} />
          </div>
          <TextField id="card-name" name="name" label={t('checkout.name')} autoComplete="cc-name" maxLength={100} />
          <div className={formStyles.actions}>
            <button type="submit" className={`button ${formStyles.submit}`}>
              {t('checkout.pay', { price })}
            </button>
            <Link href={`${BILLING_ROUTES.cancel}?plan=${encodeURIComponent(plan.slug)}`}>{t('checkout.cancel')}</Link>
          </div>
        </form>
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
          <Link href={ROUTES.pricing}>{t('checkout.pricing')}</Link>
        </p>
      </div>
    </div>
  );
}
