/**
 * The billing calls (issue 11 "Payments"), each declared with {@link route}: checkout, local pay,
 * subscription, cancel, plan change, portal and the signed local control call.
 * Design notes: docs/premium-and-billing.md "Notes from the source files".
 */
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import Stripe from 'stripe';
import { z } from 'zod';
import { serverEnv } from '@/config/env';
import { BodyTooLargeError, readCappedBody } from '@/lib/capped-body';
import { BILLING_ROUTES, checkoutPath, localCheckoutPath, ROUTES } from '@/lib/routes';
import { isSubscriptionActive } from '@/lib/subscriptions';
import { adminAuth } from '../firebase';
import { profileOf } from '../handlers/shared';
import { ApiError } from '../http';
import { getProfile, profileToUser } from '../repositories/users';
import type { SessionUser } from '@/lib/session-user';
import { route } from '../route';
import { TERMINAL_STATUSES, type BillingEntry } from './events';
import { consumeNonce, premiumHolder, recordCheckout, supersedeCheckouts } from './guards';
import { advanceLocalBilling, payLocalCheckout } from './local-provider';
import { paymentProvider, type BillingPlan } from './provider';
import { NONCE_PATTERN, signatureTimeProblem } from './rules';
import { billingWebhookSecret } from './secret';
import { billingEntriesOf } from './store';
import { STRIPE_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS } from './webhook';

/** Where the plans come from (the `plan` documents; web/src/content, passed in by the route files). */
export interface PlanSource {
  bySlug(slug: string): Promise<BillingPlan | null>;
  all(): Promise<BillingPlan[]>;
}

/** Largest accepted form body, in bytes. */
export const FORM_MAX_BYTES = 8 * 1024;
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const KEY = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A 303 See Other (never cached) to an absolute provider URL, or to a site path — sent as a
 * relative Location, so the browser stays on the origin it posted to (the form's CSP
 * `form-action 'self'` also applies to the redirect).
 */
function seeOther(location: string): NextResponse {
  const response = new NextResponse(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  return response;
}

/**
 * Reads an HTML form body (`application/x-www-form-urlencoded` or `multipart/form-data`).
 * @throws ApiError 400 for another content type or an unreadable form; 413 over {@link FORM_MAX_BYTES}
 */
async function readForm(request: NextRequest): Promise<Map<string, string>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const multipart = type.startsWith('multipart/form-data');
  if (!multipart && !type.startsWith('application/x-www-form-urlencoded'))
    throw new ApiError(400, 'Send the form as application/x-www-form-urlencoded');
  let raw: Uint8Array;
  try {
    raw = await readCappedBody(request, FORM_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError(413, `The form is larger than ${FORM_MAX_BYTES} bytes`);
    throw new ApiError(400, 'The form could not be read');
  }
  const fields = new Map<string, string>();
  try {
    const entries = multipart
      ? await new Request('http://form.invalid/', { method: 'POST', headers: { 'content-type': type }, body: Buffer.from(raw) }).formData()
      : new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(raw));
    for (const [name, value] of entries) if (typeof value === 'string' && !fields.has(name)) fields.set(name, value.slice(0, 200));
  } catch {
    throw new ApiError(400, 'The form could not be read');
  }
  return fields;
}

/** `POST /api/billing/checkout` (see the table in the file header). */
export function checkoutRoute(plans: PlanSource) {
  return route({ sameOrigin: true, session: 'keeps-if-any' }, async ({ request, session }) => {
    const slug = (await readForm(request)).get('plan') ?? '';
    const plan = SLUG.test(slug) ? await plans.bySlug(slug) : null;
    if (!plan) return { response: seeOther(ROUTES.pricing) };
    if (!session) return { response: seeOther(checkoutPath(plan.slug)) };
    await profileOf(session);
    const entries = await billingEntriesOf(session.uid);
    // SPEC §2 and rules.ts rule 1: a user who already has Premium (or is paying for it) is not sent to pay again.
    if (await premiumHolder(session.uid, entries)) return { response: seeOther(BILLING_ROUTES.settingsSection) };
    const customerId = Object.values(entries).find((entry) => entry.customerId)?.customerId ?? null;
    const provider = await paymentProvider();
    const created = await provider.createCheckout({ uid: session.uid, email: session.email, plan, customerId });
    // Rule 1: the new checkout expires the user's other open ones (of parallel ones, one stays open).
    await recordCheckout({ uid: session.uid, sessionId: created.sessionId, provider: provider.kind });
    await supersedeCheckouts(session.uid, (sessionId) => provider.expireCheckout(sessionId));
    return { response: seeOther(created.url) };
  });
}

/** The `user` cookie's new value after a payment changed the subscriptions (its expiredAt and status only). */
async function paidUser(uid: string): Promise<{ user?: SessionUser; userChanged?: boolean }> {
  const profile = await getProfile(uid);
  return profile ? { user: profileToUser(profile), userChanged: true } : {};
}

/** `POST /api/billing/local/pay` (see the table in the file header). */
export const localPay = route({ sameOrigin: true, session: 'keeps-if-any' }, async ({ request, session }) => {
  if ((await paymentProvider()).kind !== 'local') throw new ApiError(404);
  const form = await readForm(request);
  const sessionId = form.get('session') ?? '';
  if (!session) return { response: seeOther(ROUTES.login) };
  let payment;
  try {
    payment = await payLocalCheckout({
      sessionId,
      uid: session.uid,
      card: { number: form.get('number') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '' },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { response: seeOther(BILLING_ROUTES.success) };
    if (error instanceof ApiError && error.status === 404) return { response: seeOther(ROUTES.pricing) };
    throw error;
  }
  // Rule 1: the user has Premium already (paid in another tab): nothing was charged.
  if (!payment.ok && 'subscribed' in payment)
    return { response: seeOther(BILLING_ROUTES.settingsSection), ...(await paidUser(session.uid)) };
  if (!payment.ok) return { response: seeOther(`${localCheckoutPath(sessionId)}?error=${payment.problem.code}`) };
  // The webhook changed the subscriptions: the `user` cookie follows.
  return {
    response: seeOther(`${BILLING_ROUTES.success}?plan=${encodeURIComponent(payment.plan.slug)}`),
    ...(await paidUser(session.uid)),
  };
});

/** One subscription as the settings section shows it. */
export interface SubscriptionView {
  key: string;
  productId: string;
  plan: { slug: string; title: string; interval: BillingPlan['interval'] } | null;
  status: string;
  active: boolean;
  expiredAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** A recurring subscription (can be cancelled or switched); false for a one-time purchase. */
  recurring: boolean;
}

/** `GET /api/billing/subscription` (see the table in the file header). */
export function subscriptionRoute(plans: PlanSource) {
  return route({ sameOrigin: false, session: 'keeps' }, async ({ session }) => {
    const profile = await profileOf(session);
    const [entries, allPlans, provider] = await Promise.all([billingEntriesOf(session.uid), plans.all(), paymentProvider()]);
    const byProduct = new Map(allPlans.map((plan) => [plan.productId, plan]));
    const subscriptions: SubscriptionView[] = Object.entries(entries)
      .map(([key, entry]) => {
        const plan = byProduct.get(entry.productId);
        return {
          key,
          productId: entry.productId,
          plan: plan ? { slug: plan.slug, title: plan.title, interval: plan.interval } : null,
          status: entry.status,
          active: isSubscriptionActive(entry, Date.now()),
          expiredAt: entry.expiredAt,
          cancelAtPeriodEnd: entry.cancelAtPeriodEnd,
          recurring: key.startsWith('sub_'),
        };
      })
      .sort((a, b) => Number(b.active) - Number(a.active) || (b.expiredAt ?? '9').localeCompare(a.expiredAt ?? '9'));
    const customerId = Object.values(entries).find((entry) => entry.customerId)?.customerId ?? null;
    const invoices = subscriptions.length > 0 ? await provider.invoices({ uid: session.uid, customerId }) : [];
    return {
      body: {
        provider: provider.kind,
        subscriptions,
        plans: allPlans.map((plan) => ({
          slug: plan.slug,
          title: plan.title,
          interval: plan.interval,
          productId: plan.productId,
          amount: plan.amount,
          currency: plan.currency,
        })),
        invoices,
        portal: provider.kind === 'stripe' && customerId !== null,
      },
      user: profileToUser(profile),
      userChanged: true,
    };
  });
}

const subscriptionKey = z.string().regex(KEY, 'must be a subscription id');

/** The user's recurring subscription `key` that has not ended, or 404/409. */
async function ownRecurring(uid: string, key: string): Promise<BillingEntry> {
  const entry = (await billingEntriesOf(uid))[key];
  if (!entry || !key.startsWith('sub_')) throw new ApiError(404, 'Subscription not found');
  if (TERMINAL_STATUSES.has(entry.status)) throw new ApiError(409, 'This subscription has already ended.');
  return entry;
}

async function freshUser(uid: string) {
  const profile = await getProfile(uid);
  if (!profile) throw new ApiError(404);
  return profileToUser(profile);
}

/** `POST /api/billing/cancel` `{ subscription, cancel }`: cancel at period end (true) or keep renewing (false). */
export const cancelAtPeriodEnd = route(
  { sameOrigin: true, body: z.strictObject({ subscription: subscriptionKey, cancel: z.boolean() }), session: 'keeps' },
  async ({ body, session }) => {
    await ownRecurring(session.uid, body.subscription);
    await (await paymentProvider()).setCancelAtPeriodEnd({ uid: session.uid, key: body.subscription, cancel: body.cancel });
    const user = await freshUser(session.uid);
    return { body: { ok: true, user }, user, userChanged: true };
  },
);

/** `POST /api/billing/change-plan` `{ subscription, plan }`: switch to another recurring plan. */
export function changePlanRoute(plans: PlanSource) {
  return route(
    {
      sameOrigin: true,
      body: z.strictObject({ subscription: subscriptionKey, plan: z.string().regex(SLUG, 'must be a plan slug') }),
      session: 'keeps',
    },
    async ({ body, session }) => {
      const entry = await ownRecurring(session.uid, body.subscription);
      const plan = await plans.bySlug(body.plan);
      if (!plan) throw new ApiError(404, 'Plan not found');
      if (plan.productId === entry.productId)
        throw new ApiError(400, 'You are already on this plan.', { plan: 'You are already on this plan.' });
      if (plan.interval === 'once')
        throw new ApiError(400, 'A lifetime plan is bought at checkout, not switched to.', {
          plan: 'A lifetime plan is bought at checkout, not switched to.',
        });
      await (await paymentProvider()).changePlan({ uid: session.uid, key: body.subscription, plan });
      const user = await freshUser(session.uid);
      return { body: { ok: true, user }, user, userChanged: true };
    },
  );
}

/** `POST /api/billing/portal` `{}`: the Stripe Customer Portal's URL. */
export const customerPortal = route({ sameOrigin: true, body: z.strictObject({}), session: 'keeps' }, async ({ session }) => {
  const provider = await paymentProvider();
  const customerId = Object.values(await billingEntriesOf(session.uid)).find((entry) => entry.customerId)?.customerId ?? null;
  const url = customerId ? await provider.portalUrl({ customerId, returnUrl: `${serverEnv().siteUrl}${ROUTES.profileSettings}` }) : null;
  if (!url) throw new ApiError(404, 'Manage your subscription on this page.');
  return { body: { url } };
});

/**
 * Refuses a call to `POST /api/billing/local/advance` not signed with the billing webhook secret
 * (the same `t=…,v1=…` scheme as Stripe's deliveries, checked by Stripe's own verifier).
 * @throws ApiError 404 outside embedded mode; 401 for a missing or wrong signature
 */
async function signedByScript(request: NextRequest): Promise<void> {
  if ((await paymentProvider()).kind !== 'local') throw new ApiError(404);
  const header = request.headers.get(STRIPE_SIGNATURE_HEADER);
  if (!header) throw new ApiError(401, 'Missing Stripe-Signature header');
  // Rule 2 (rules.ts): ±5 min, past and future.
  if (signatureTimeProblem(header, Math.floor(Date.now() / 1000))) throw new ApiError(401, 'Invalid signature');
  let raw: Uint8Array;
  try {
    raw = await readCappedBody(request.clone(), 1024);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new ApiError(413, 'The request is larger than 1024 bytes');
    throw new ApiError(400, 'The request could not be read');
  }
  try {
    // constructEvent verifies exactly as for webhook deliveries (the body need not be an event).
    Stripe.webhooks.constructEvent(Buffer.from(raw), header, billingWebhookSecret(), WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new ApiError(401, 'Invalid signature');
  }
}

/**
 * `POST /api/billing/local/advance` `{ action, nonce, email? }` (scripts/billing.ts). The signed body
 * carries a fresh nonce (rules.ts `NONCE_PATTERN`); a replayed call — the same signed body sent
 * again within the signature's ±5 min — is refused with 409 before anything moves (guards.ts `consumeNonce`).
 */
export const localAdvance = route(
  {
    sameOrigin: false,
    guard: signedByScript,
    body: z.strictObject({
      action: z.enum(['renew', 'fail', 'end']),
      nonce: z.string().regex(NONCE_PATTERN, 'must be 16–64 letters, digits, - or _'),
      email: z.email().max(320).optional(),
    }),
    session: 'none',
  },
  async ({ body }) => {
    await consumeNonce('local-advance', body.nonce);
    let uid: string | undefined;
    if (body.email) {
      uid = await adminAuth()
        .getUserByEmail(body.email)
        .then((user) => user.uid)
        .catch(() => {
          throw new ApiError(404, 'No account with this e-mail');
        });
    }
    return { body: { changed: await advanceLocalBilling({ action: body.action, uid }) } };
  },
);
