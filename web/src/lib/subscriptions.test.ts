import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANY_PLAN,
  ANY_PRODUCT,
  PREMIUM_WISHES,
  checkoutStep,
  hasActiveSubscription,
  isSubscriptionActive,
  matchesSubscription,
  type Subscription,
} from './subscriptions';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const FUTURE = '2026-07-01T12:00:00.000Z';
const PAST = '2026-05-01T12:00:00.000Z';

const sub = (productId: string, status: string, expiredAt: string | null): Subscription => ({ productId, status, expiredAt });

describe('isSubscriptionActive (SPEC §3)', () => {
  it('is true for status active that ends later', () => {
    expect(isSubscriptionActive(sub('p', 'active', FUTURE), NOW)).toBe(true);
    expect(isSubscriptionActive(sub('p', 'active', FUTURE), new Date(NOW))).toBe(true);
  });
  it('is true for status active without an end date (lifetime)', () => {
    expect(isSubscriptionActive(sub('p', 'active', null), NOW)).toBe(true);
  });
  it('is false once expired, including exactly at expiredAt', () => {
    expect(isSubscriptionActive(sub('p', 'active', PAST), NOW)).toBe(false);
    expect(isSubscriptionActive(sub('p', 'active', new Date(NOW).toISOString()), NOW)).toBe(false);
    expect(isSubscriptionActive(sub('p', 'active', new Date(NOW + 1).toISOString()), NOW)).toBe(true);
  });
  it('is false for any other status, even when not expired', () => {
    for (const status of ['canceled', 'past_due', 'incomplete', 'trialing', '', 'Active']) {
      expect(isSubscriptionActive(sub('p', status, FUTURE), NOW)).toBe(false);
    }
  });
  it('is false for an unparsable expiredAt and for no subscription', () => {
    expect(isSubscriptionActive(sub('p', 'active', 'soon'), NOW)).toBe(false);
    expect(isSubscriptionActive(null, NOW)).toBe(false);
    expect(isSubscriptionActive(undefined, NOW)).toBe(false);
  });
  it('takes the cookie form (expiredAt and status only)', () => {
    expect(isSubscriptionActive({ expiredAt: FUTURE, status: 'active' }, NOW)).toBe(true);
  });
});

describe('hasActiveSubscription (SPEC §6 subscribed user)', () => {
  it('is true when at least one entry is active', () => {
    expect(hasActiveSubscription({ a: sub('x', 'canceled', FUTURE), b: sub('y', 'active', FUTURE) }, NOW)).toBe(true);
  });
  it('is false for none, an empty map, or only inactive entries', () => {
    expect(hasActiveSubscription(null, NOW)).toBe(false);
    expect(hasActiveSubscription({}, NOW)).toBe(false);
    expect(hasActiveSubscription({ a: sub('x', 'active', PAST), b: sub('y', 'canceled', FUTURE) }, NOW)).toBe(false);
  });
});

describe('matchesSubscription (SPEC §4 subscription match)', () => {
  const active = { s1: sub('price_monthly', 'active', FUTURE) };

  it('is true when no plans are wanted, even without subscriptions', () => {
    expect(matchesSubscription(undefined, undefined, NOW)).toBe(true);
    expect(matchesSubscription(null, null, NOW)).toBe(true);
  });
  it('is true when the wanted list is empty', () => {
    expect(matchesSubscription({}, [], NOW)).toBe(true);
  });
  it('is false when the user has no subscriptions', () => {
    expect(matchesSubscription(undefined, [{ stickyProductId: 'price_monthly' }], NOW)).toBe(false);
    expect(matchesSubscription(null, ANY_PLAN, NOW)).toBe(false);
    expect(matchesSubscription({}, ANY_PLAN, NOW)).toBe(false);
  });
  it('is true when an active subscription has a wanted stickyProductId', () => {
    expect(matchesSubscription(active, [{ stickyProductId: 'price_yearly' }, { stickyProductId: 'price_monthly' }], NOW)).toBe(true);
  });
  it('is false when the active subscription is for another product', () => {
    expect(matchesSubscription(active, [{ stickyProductId: 'price_yearly' }], NOW)).toBe(false);
  });
  it('is false when the matching subscription is not active (expired or another status)', () => {
    expect(matchesSubscription({ s1: sub('price_monthly', 'active', PAST) }, [{ stickyProductId: 'price_monthly' }], NOW)).toBe(false);
    expect(matchesSubscription({ s1: sub('price_monthly', 'canceled', FUTURE) }, [{ stickyProductId: 'price_monthly' }], NOW)).toBe(false);
  });
  it("is true for the wish 'any' with any active subscription", () => {
    expect(matchesSubscription(active, ANY_PLAN, NOW)).toBe(true);
    expect(
      matchesSubscription(
        { s1: sub('price_lifetime', 'active', null) },
        [{ stickyProductId: 'price_yearly' }, { stickyProductId: 'any' }],
        NOW,
      ),
    ).toBe(true);
  });
  it("is false for the wish 'any' when no subscription is active", () => {
    expect(
      matchesSubscription({ s1: sub('price_monthly', 'past_due', FUTURE), s2: sub('price_yearly', 'active', PAST) }, ANY_PLAN, NOW),
    ).toBe(false);
  });
  it('looks at every subscription, not only the first', () => {
    const map = { old: sub('price_monthly', 'canceled', PAST), current: sub('price_yearly', 'active', FUTURE) };
    expect(matchesSubscription(map, [{ stickyProductId: 'price_yearly' }], NOW)).toBe(true);
  });
});

describe('PREMIUM_WISHES (the desired plans each premium feature passes)', () => {
  const planIds = (
    JSON.parse(readFileSync(new URL('../../../studio/seed/source/plans.json', import.meta.url), 'utf8')) as { productId: string }[]
  ).map((plan) => plan.productId);
  it("wishes only 'any' or the productId of a seeded plan", () => {
    for (const wishes of Object.values(PREMIUM_WISHES)) {
      expect(wishes.length).toBeGreaterThan(0);
      for (const { stickyProductId } of wishes) expect([ANY_PRODUCT, ...planIds]).toContain(stickyProductId);
    }
  });
  it('lets every seeded plan through (the plans sell the same Premium)', () => {
    for (const productId of planIds) {
      for (const wishes of Object.values(PREMIUM_WISHES))
        expect(matchesSubscription({ s1: sub(productId, 'active', FUTURE) }, wishes, NOW)).toBe(true);
    }
  });
  it('would honour a plan-specific wish (e.g. a lifetime-only item)', () => {
    const lifetimeOnly = [{ stickyProductId: 'price_typeatlas_lifetime' }];
    expect(matchesSubscription({ s1: sub('price_typeatlas_lifetime', 'active', null) }, lifetimeOnly, NOW)).toBe(true);
    expect(matchesSubscription({ s1: sub('price_typeatlas_yearly', 'active', FUTURE) }, lifetimeOnly, NOW)).toBe(false);
  });
});

describe('checkoutStep (SPEC §2 post-checkout redirect)', () => {
  it('sends a user who is not loaded yet to /login, returning to /complete/{slug}', () => {
    expect(checkoutStep(undefined, 'yearly', NOW)).toEqual({ step: 'login', href: '/login', returnTo: '/complete/yearly' });
  });
  it('sends a visitor who is not logged in to /login, returning to /complete/{slug}', () => {
    expect(checkoutStep(null, 'monthly', NOW)).toEqual({ step: 'login', href: '/login', returnTo: '/complete/monthly' });
  });
  it('goes on to checkout for a logged-in user without subscriptions', () => {
    expect(checkoutStep({ subscriptions: {} }, 'monthly', NOW)).toEqual({ step: 'checkout' });
    expect(checkoutStep({ subscriptions: null }, 'monthly', NOW)).toEqual({ step: 'checkout' });
  });
  it('does not redirect a user who already has a subscription', () => {
    expect(checkoutStep({ subscriptions: { s1: { expiredAt: FUTURE, status: 'active' } } }, 'yearly', NOW)).toEqual({ step: 'subscribed' });
  });
  it('lets a former subscriber (only expired or cancelled entries) buy again', () => {
    const lapsed = { s1: { expiredAt: PAST, status: 'active' }, s2: { expiredAt: FUTURE, status: 'canceled' } };
    expect(checkoutStep({ subscriptions: lapsed }, 'yearly', NOW)).toEqual({ step: 'checkout' });
  });
});
