/**
 * Subscriptions (SPEC §3 "Subscription", §4 "Subscription match", §6 "subscribed user", §2 page
 * rule "Post-checkout redirect") as pure functions: the one place gating, downloads, the checkout
 * page and the settings screen take these rules from. No framework imports.
 *
 * Shapes: a subscription is `{ productId, expiredAt, status }` (SPEC §3). `productId` is the plan's
 * `productId` (the Stripe price id in cloud mode, content/plans.ts). `expiredAt` is an ISO 8601
 * instant or null; null means no end date (a lifetime plan, interval `once`). `status` mirrors the
 * provider's status (`active`, `past_due`, `canceled`, …); only `active` counts.
 */
import { ROUTES, checkoutPath } from './routes';

/** The status of an active subscription (SPEC §3). */
export const ACTIVE_STATUS = 'active';

/** The wish that any active subscription satisfies (SPEC §4 "or the wish is 'any'"). */
export const ANY_PRODUCT = 'any';

/** A subscription as stored in `users/{uid}.subscriptions` (SPEC §3). The cookie keeps only expiredAt and status. */
export interface Subscription {
  productId: string;
  /** ISO 8601 instant after which it is over; null = never (lifetime). */
  expiredAt: string | null;
  status: string;
}

/** A desired plan (SPEC §3: "A desired plan carries stickyProductId"); `'any'` = any plan. */
export interface DesiredPlan {
  stickyProductId: string;
}

/** The wish "any active subscription" (SPEC §4 "or the wish is 'any'"). */
export const ANY_PLAN: readonly DesiredPlan[] = [{ stickyProductId: ANY_PRODUCT }];

/**
 * What each premium feature wishes for (SPEC §3 "A desired plan carries stickyProductId", §4
 * "Subscription match"): the one table the gates read, so a plan-specific wish is a one-line change.
 *
 * Every entry is {@link ANY_PLAN} on purpose: no plan-specific wish exists in the product. The three
 * plans (studio/seed/source/plans.json: monthly, yearly, lifetime) sell the same Premium — the
 * yearly plan is "everything in the monthly plan", the lifetime plan "everything in Premium, with
 * no renewal date" — so a feature only one plan unlocks (e.g. a lifetime-only download) would break
 * what the pricing page promises. Should one appear, give it the plan's `productId`
 * (`[{ stickyProductId: 'price_typeatlas_lifetime' }]`); `matchesSubscription` already honours it
 * (subscriptions.test.ts covers that branch).
 */
export const PREMIUM_WISHES = {
  /** GET /api/download/{file}: the personal report and the type guides (PDF). */
  downloads: ANY_PLAN,
  /** Premium type-profile sections and premium toolkit tests (features/premium/PremiumGate.tsx). */
  content: ANY_PLAN,
} as const satisfies Record<string, readonly DesiredPlan[]>;

/** The `users/{uid}.subscriptions` map (key: the provider's subscription id), or nothing. */
export type SubscriptionMap = Readonly<Record<string, Subscription>> | null | undefined;

/**
 * SPEC §3: a subscription is active when its status is 'active' and it has not expired.
 * @param subscription a stored subscription, or only its cookie part (`expiredAt`, `status`)
 * @param now the current time (Date or epoch ms)
 * @returns true when `status === 'active'` and `expiredAt` is null (no end) or later than `now`;
 *   false for an unparsable `expiredAt` (fail closed)
 */
export function isSubscriptionActive(
  subscription: Pick<Subscription, 'expiredAt' | 'status'> | null | undefined,
  now: Date | number,
): boolean {
  if (!subscription || subscription.status !== ACTIVE_STATUS) return false;
  if (subscription.expiredAt === null) return true;
  const end = Date.parse(subscription.expiredAt);
  return Number.isFinite(end) && end > +now;
}

/**
 * SPEC §6 "subscribed user": at least one active, unexpired subscription.
 * @param subscriptions the user's map (cookie or stored form)
 * @param now the current time
 */
export function hasActiveSubscription(
  subscriptions: Readonly<Record<string, Pick<Subscription, 'expiredAt' | 'status'>>> | null | undefined,
  now: Date | number,
): boolean {
  return Object.values(subscriptions ?? {}).some((subscription) => isSubscriptionActive(subscription, now));
}

/**
 * The subscription-match rule of SPEC §4, against desired plans:
 * 1. no plans wanted (`wanted` null/undefined) or an empty list → true;
 * 2. the user has no subscriptions (null, undefined or an empty map) → false;
 * 3. otherwise true when some **active** subscription ({@link isSubscriptionActive}) has a
 *    `productId` equal to a desired `stickyProductId`, or a desired `stickyProductId` is `'any'`
 *    ({@link ANY_PRODUCT}); else false.
 * @param subscriptions the user's stored subscriptions (with productId — read from Firestore on the server)
 * @param wanted the desired plans
 * @param now the current time
 */
export function matchesSubscription(
  subscriptions: SubscriptionMap,
  wanted: readonly DesiredPlan[] | null | undefined,
  now: Date | number,
): boolean {
  if (!wanted || wanted.length === 0) return true;
  const owned = Object.values(subscriptions ?? {});
  if (owned.length === 0) return false;
  const wishes = new Set(wanted.map((plan) => plan.stickyProductId));
  return owned.some(
    (subscription) => isSubscriptionActive(subscription, now) && (wishes.has(ANY_PRODUCT) || wishes.has(subscription.productId)),
  );
}

/** The checkout page's view of the user: undefined = not loaded yet, null = not logged in. */
export type CheckoutUser =
  { subscriptions: Readonly<Record<string, Pick<Subscription, 'expiredAt' | 'status'>>> | null | undefined } | null | undefined;

/** What `/complete/{slug}` does (SPEC §2 "Post-checkout redirect"). */
export type CheckoutStep =
  /** Go to `/login`; after signing in, return to `returnTo` (= `/complete/{slug}`). */
  | { step: 'login'; href: string; returnTo: string }
  /** Show the plan and go on to the payment provider's checkout. */
  | { step: 'checkout' }
  /** No redirect: the user already has Premium (show that, and where to manage it). */
  | { step: 'subscribed' };

/**
 * SPEC §2 page rule "Post-checkout redirect: if the user is not loaded or not logged in, go to
 * /login when not authorised, otherwise to checkout; if the user already has subscriptions, no
 * redirect."
 * - user not loaded (undefined) or not logged in (null) → `login`, returning to `/complete/{slug}`;
 * - logged in with a subscription that counts (see below) → `subscribed` (no redirect);
 * - logged in otherwise → `checkout`.
 *
 * "Already has subscriptions" is read as "is a subscribed user" (SPEC §6: at least one active,
 * unexpired subscription): an expired or cancelled entry left in the map does not stop a former
 * subscriber from buying again.
 * @param user the user (see {@link CheckoutUser})
 * @param planSlug the slug of `/complete/{slug}`
 * @param now the current time
 */
export function checkoutStep(user: CheckoutUser, planSlug: string, now: Date | number): CheckoutStep {
  if (!user) {
    const returnTo = checkoutPath(planSlug);
    return { step: 'login', href: ROUTES.login, returnTo };
  }
  return hasActiveSubscription(user.subscriptions, now) ? { step: 'subscribed' } : { step: 'checkout' };
}
