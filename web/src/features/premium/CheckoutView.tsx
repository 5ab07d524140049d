import type { Plan } from '@/content/plans';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { getT } from '@/i18n';
import { API_PATHS, ROUTES, checkoutPath } from '@/lib/routes';
import type { CheckoutStep } from '@/lib/subscriptions';
import { safeRedirectPath } from '@/features/auth/access';
import { LoginRedirect } from './LoginRedirect';
import { formatPrice } from '@/lib/price';
import styles from './Premium.module.css';

/** What the checkout page shows: a step of SPEC §2's rule, or the accounts outage. */
export type CheckoutState = CheckoutStep | { step: 'unavailable' };

/**
 * `/complete/{slug}` (SPEC §2, issue 11): the plan summary, then by the post-checkout redirect rule
 * (lib/subscriptions.ts `checkoutStep`):
 * - `login`: "Log in to continue" and a link; the browser goes to /login and returns here after;
 * - `checkout`: a same-origin `<form method="post" action="/api/billing/checkout">` with the hidden
 *   field `plan` = the plan slug; the route answers 303 to the provider's checkout (price and
 *   product come from the plan document on the server, never from this form);
 * - `subscribed`: no redirect — "You already have Premium" and a link to manage it in settings;
 * - `unavailable`: accounts cannot be checked right now (no redirect, no sign-out).
 * Server Component; only the login redirect is client code.
 */
export function CheckoutView({ plan, state }: { plan: Plan; state: CheckoutState }) {
  const t = getT('pages');
  const path = checkoutPath(plan.slug);
  const price = formatPrice(plan.price, plan.currency);
  return (
    <div className={`container ${styles.checkout}`}>
      <Breadcrumbs
        crumbs={[
          { name: t('premium.productName'), path: ROUTES.premium },
          { name: t('premium.checkout.title', { plan: plan.title }), path },
        ]}
      />
      <p className="eyebrow">{t('premium.checkout.eyebrow')}</p>
      <h1>{t('premium.checkout.title', { plan: plan.title })}</h1>

      <section className={`card ${styles.checkoutCard}`} aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title" className={`${styles.planTitle} ${styles.summaryTitle}`}>
          {t('premium.checkout.summaryTitle')}: {plan.title}
        </h2>
        {plan.summary ? <p className={styles.summary}>{plan.summary}</p> : null}
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p className={styles.total}>
          <span>{t('premium.checkout.total')}</span>
          <span>
            {price} <span className={styles.per}>{t(`premium.intervalShort.${plan.interval}`)}</span>
          </span>
        </p>
        <p className={styles.note}>
          {plan.interval === 'once'
            ? t('premium.checkout.once')
            : t('premium.checkout.renews', { period: t(`premium.period.${plan.interval}`) })}
        </p>
      </section>

      {state.step === 'checkout' ? (
        <form method="post" action={API_PATHS.billingCheckout}>
          <input type="hidden" name="plan" value={plan.slug} />
          <p className={styles.note}>{t('premium.checkout.payNote')}</p>
          <p className={styles.note}>{t('premium.checkout.refund')}</p>
          <div className={styles.actions}>
            <button type="submit" className="button button-large">
              {t('premium.checkout.pay')}
            </button>
            <a href={ROUTES.pricing}>{t('premium.checkout.otherPlan')}</a>
          </div>
        </form>
      ) : null}

      {state.step === 'login' ? (
        <section aria-labelledby="checkout-login-title">
          <h2 id="checkout-login-title" className={styles.offerTitle}>
            {t('premium.checkout.loginTitle')}
          </h2>
          <p>{t('premium.checkout.loginText')}</p>
          <LoginRedirect href={state.href} returnTo={safeRedirectPath(state.returnTo)} />
          <div className={styles.actions}>
            <a href={state.href} className="button">
              {t('premium.checkout.loginAction')}
            </a>
            <a href={ROUTES.pricing}>{t('premium.checkout.otherPlan')}</a>
          </div>
        </section>
      ) : null}

      {state.step === 'subscribed' ? (
        <section className={styles.offer} aria-labelledby="checkout-subscribed-title" data-checkout-subscribed="">
          <h2 id="checkout-subscribed-title" className={styles.offerTitle}>
            {t('premium.checkout.subscribedTitle')}
          </h2>
          <p>{t('premium.checkout.subscribedText')}</p>
          <a href={ROUTES.profileSettings} className="button">
            {t('premium.checkout.manage')}
          </a>
        </section>
      ) : null}

      {state.step === 'unavailable' ? (
        <div role="alert" className={styles.offer}>
          <p>{t('premium.checkout.unavailable')}</p>
          <a href={path} data-prefetch="none">
            {t('premium.checkout.retry')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
