'use client';

/**
 * Settings → Subscription (issue 11): plan, status, renews / ends on, cancel at period end (and
 * undo), change of plan, the customer portal (Stripe), the personal report and invoices. Data from
 * `GET /api/billing/subscription` (which also refreshes the `user` cookie); every change goes to
 * the provider, whose verified webhook events change the subscription — the section then reloads.
 * Messages are announced (FormMessages: role=alert / role=status).
 */
import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { notifySessionChanged } from '@/features/auth/session-client';
import { fill } from '@/i18n/template';
import { BILLING_ROUTES, ROUTES } from '@/lib/routes';
import { failureOf } from '@/features/account-screens/failure';
import { FormMessages } from '@/features/account-screens/ui';
import formStyles from '@/features/account-screens/AccountForms.module.css';
import pageStyles from '@/features/account-screens/AccountPages.module.css';
import type billingJson from '../../../public/locales/en/billing.json';
import { formatPrice } from '@/lib/price';
import { formatDate } from './format';
import styles from './Billing.module.css';

/** The section's texts (billing.json `settings`). */
export type SubscriptionTexts = (typeof billingJson)['settings'];

/** One subscription as GET /api/billing/subscription answers it (server/billing/handlers.ts SubscriptionView). */
interface SubscriptionItem {
  key: string;
  productId: string;
  plan: { slug: string; title: string; interval: 'month' | 'year' | 'once' } | null;
  status: string;
  active: boolean;
  expiredAt: string | null;
  cancelAtPeriodEnd: boolean;
  recurring: boolean;
}

interface BillingAnswer {
  provider: 'local' | 'stripe';
  subscriptions: SubscriptionItem[];
  plans: Array<{ slug: string; title: string; interval: 'month' | 'year' | 'once'; productId: string; amount: number; currency: string }>;
  invoices: Array<{ id: string; number: string; date: string; amount: number; currency: string; status: string; url: string | null }>;
  portal: boolean;
}

const swrOptions = { fetcher: (path: string) => api.get<BillingAnswer>(path), revalidateOnFocus: false, shouldRetryOnError: false };

/** The status line of a subscription. */
function statusText(item: SubscriptionItem, texts: SubscriptionTexts): string {
  const statuses = texts.statuses as Record<string, string>;
  if (item.status === 'active' && !item.active) return statuses.canceled!;
  return statuses[item.status] ?? statuses.other!;
}

/** Plan, status and the date it renews or ends on. */
function SubscriptionFacts({ item, texts }: { item: SubscriptionItem; texts: SubscriptionTexts }) {
  return (
    <dl className={styles.facts}>
      <dt>{texts.plan}</dt>
      <dd>{item.plan?.title ?? item.productId}</dd>
      <dt>{texts.status}</dt>
      <dd>{statusText(item, texts)}</dd>
      <dt>
        {item.expiredAt === null
          ? texts.ends
          : !item.active
            ? texts.ended
            : item.cancelAtPeriodEnd || !item.recurring
              ? texts.ends
              : texts.renews}
      </dt>
      <dd>{item.expiredAt === null ? texts.never : formatDate(item.expiredAt)}</dd>
    </dl>
  );
}

/** The change-of-plan form: a choice among `plans` (the other recurring plans) and its submit button. */
function ChangePlanForm({
  plans,
  target,
  onTarget,
  pending,
  texts,
  onSubmit,
}: {
  plans: BillingAnswer['plans'];
  target: string;
  onTarget: (slug: string) => void;
  pending: boolean;
  texts: SubscriptionTexts;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form className={styles.actions} onSubmit={onSubmit}>
      <div className={formStyles.field}>
        <label htmlFor="settings-change-plan" className={formStyles.label}>
          {texts.changeLabel}
        </label>
        <select
          id="settings-change-plan"
          className={styles.select}
          value={target}
          onChange={(event) => onTarget(event.target.value)}
          required
        >
          <option value="">—</option>
          {plans.map((plan) => (
            <option key={plan.slug} value={plan.slug}>
              {plan.title} ({formatPrice(plan.amount, plan.currency)})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={pending || !target}>
        {texts.changeSubmit}
      </button>
    </form>
  );
}

/** The invoices table (date, number linked to the invoice where there is one, amount, status). */
function InvoiceTable({ invoices, texts }: { invoices: BillingAnswer['invoices']; texts: SubscriptionTexts }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={formStyles.label}>{texts.invoices}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.invoiceDate}</th>
            <th scope="col">{texts.invoiceNumber}</th>
            <th scope="col">{texts.invoiceAmount}</th>
            <th scope="col">{texts.invoiceStatus}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>{formatDate(invoice.date)}</td>
              <td>{invoice.url ? <a href={invoice.url}>{invoice.number}</a> : invoice.number}</td>
              <td>{formatPrice(invoice.amount, invoice.currency)}</td>
              <td>{invoice.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One change at a time: `run(action, done)` sends `action` (ignored while another is pending),
 * then reloads the section (`reload`) and the session and shows `done`, or shows the failure.
 */
function useBillingAction(reload: () => Promise<unknown>) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    if (pending) return;
    setPending(true);
    setFailure(null);
    setSuccess(null);
    try {
      await action();
      await reload();
      notifySessionChanged();
      setSuccess(done);
    } catch (caught) {
      setFailure(failureOf(caught).message);
    } finally {
      setPending(false);
    }
  }
  return { pending, failure, success, run };
}

/** @param texts billing.json `settings` */
export function SubscriptionSettings({ texts }: { texts: SubscriptionTexts }) {
  const { data, error, mutate } = useSWR<BillingAnswer>(BILLING_ROUTES.subscriptionCall, swrOptions);
  const { pending, failure, success, run } = useBillingAction(mutate);
  const [target, setTarget] = useState('');

  const current = data?.subscriptions.find((item) => item.active) ?? data?.subscriptions[0] ?? null;

  const toggleCancel = (item: SubscriptionItem) =>
    run(
      () => api.post(BILLING_ROUTES.cancelCall, { subscription: item.key, cancel: !item.cancelAtPeriodEnd }),
      item.cancelAtPeriodEnd ? texts.resumed : fill(texts.cancelled, { date: item.expiredAt ? formatDate(item.expiredAt) : '' }),
    );

  const changePlan = (event: FormEvent<HTMLFormElement>, item: SubscriptionItem) => {
    event.preventDefault();
    if (!target) return;
    void run(() => api.post(BILLING_ROUTES.changePlanCall, { subscription: item.key, plan: target }), texts.changed);
  };

  const openPortal = () =>
    run(async () => {
      const { url } = await api.post<{ url: string }>(BILLING_ROUTES.portalCall, {});
      window.location.assign(url);
    }, '');

  const otherPlans = (item: SubscriptionItem) =>
    (data?.plans ?? []).filter((plan) => plan.interval !== 'once' && plan.productId !== item.productId);

  return (
    <section id="subscription" className={`card ${pageStyles.section}`} aria-labelledby="settings-subscription-heading">
      <h2 id="settings-subscription-heading" className={pageStyles.sectionTitle}>
        {texts.heading}
        {current?.active ? <span className={styles.badge}>{texts.badge}</span> : null}
      </h2>
      {error ? (
        <div>
          <p role="alert">{texts.loadError}</p>
          <button type="button" className="button button-secondary" onClick={() => void mutate()}>
            {texts.retry}
          </button>
        </div>
      ) : !data ? (
        <p role="status">{texts.loading}</p>
      ) : !current ? (
        <p>
          {texts.none} <a href={ROUTES.pricing}>{texts.pricing}</a>
        </p>
      ) : (
        <div className={formStyles.form}>
          <SubscriptionFacts item={current} texts={texts} />
          {current.active ? (
            <p>
              <a href={`${BILLING_ROUTES.download}/report.pdf`} download>
                {texts.report}
              </a>
            </p>
          ) : null}
          {current.active && current.recurring ? (
            <div className={styles.actions}>
              <button type="button" className="button button-secondary" disabled={pending} onClick={() => void toggleCancel(current)}>
                {current.cancelAtPeriodEnd ? texts.resume : texts.cancelAtPeriodEnd}
              </button>
              {data.portal ? (
                <button type="button" className="button button-secondary" disabled={pending} onClick={() => void openPortal()}>
                  {texts.portal}
                </button>
              ) : null}
            </div>
          ) : null}
          {current.active && current.recurring && otherPlans(current).length > 0 ? (
            <ChangePlanForm
              plans={otherPlans(current)}
              target={target}
              onTarget={setTarget}
              pending={pending}
              texts={texts}
              onSubmit={(event) => changePlan(event, current)}
            />
          ) : null}
          <FormMessages error={failure} success={pending ? texts.pending : success} />
          {data.invoices.length > 0 ? <InvoiceTable invoices={data.invoices} texts={texts} /> : null}
        </div>
      )}
    </section>
  );
}
