import { describe, expect, it } from 'vitest';
import {
  accessAfterRefund,
  blocksNewPremium,
  claimHolds,
  givesAccess,
  idempotencyKey,
  PENDING_CLAIM_MS,
  planChangeTerms,
  signatureTimeProblem,
} from './rules';

const NOW = Date.parse('2026-11-26T00:00:00Z');
const active = { status: 'active', expiredAt: '2026-12-26T00:00:00Z' };
const lapsed = { status: 'past_due', expiredAt: '2026-11-20T00:00:00Z' };
const lifetime = { status: 'active', expiredAt: null };

describe('rules: one active Premium per user', () => {
  it('another entry that gives access blocks; lapsed, ended or expired ones do not', () => {
    expect(blocksNewPremium('sub_b', { sub_a: active }, null, NOW)).toBe('sub_a');
    expect(blocksNewPremium('pi_b', { pi_a: lifetime }, null, NOW)).toBe('pi_a');
    expect(blocksNewPremium(null, { sub_a: active }, null, NOW)).toBe('sub_a');
    expect(
      blocksNewPremium(
        'sub_b',
        { sub_a: lapsed, sub_c: { status: 'canceled', expiredAt: null }, sub_d: { status: 'active', expiredAt: '2026-11-01T00:00:00Z' } },
        null,
        NOW,
      ),
    ).toBeNull();
    expect(blocksNewPremium('sub_a', { sub_a: active }, null, NOW)).toBeNull();
  });

  it('a claim without its entry holds while the payment is in progress, then lapses; a released one never holds', () => {
    const claim = { key: 'sub_x', claimedAt: NOW - 1000, released: false };
    expect(blocksNewPremium('sub_y', {}, claim, NOW)).toBe('sub_x');
    expect(blocksNewPremium('sub_x', {}, claim, NOW)).toBeNull();
    expect(claimHolds(claim, undefined, NOW + PENDING_CLAIM_MS)).toBe(false);
    expect(claimHolds({ ...claim, released: true }, undefined, NOW)).toBe(false);
    expect(claimHolds(claim, lapsed, NOW)).toBe(false);
    expect(claimHolds(claim, { status: 'incomplete', expiredAt: null }, NOW)).toBe(true);
    expect(claimHolds(claim, active, NOW)).toBe(true);
  });

  it('givesAccess is SPEC §3 (active and not expired; null = never)', () => {
    expect(givesAccess(lifetime, NOW)).toBe(true);
    expect(givesAccess({ status: 'active', expiredAt: 'nonsense' }, NOW)).toBe(false);
    expect(givesAccess(undefined, NOW)).toBe(false);
  });
});

describe('rules: signatures within ±5 min', () => {
  const at = 1_800_000_000;
  it.each([
    [`t=${at},v1=abc`, null],
    [`t=${at - 300},v1=abc`, null],
    [`t=${at + 300},v1=abc`, null],
    [`t=${at - 301},v1=abc`, 'too-old'],
    [`t=${at + 301},v1=abc`, 'in-the-future'],
    [`v1=abc,t=${at + 400}`, 'in-the-future'],
    ['v1=abc', 'missing'],
    ['t=,v1=abc', 'missing'],
  ])('%s → %s', (header, problem) => {
    expect(signatureTimeProblem(header, at)).toBe(problem);
  });
});

describe('rules: plan changes and refunds', () => {
  it('a lapsed subscription changes plan only once the new invoice is paid', () => {
    expect(planChangeTerms({ status: 'past_due', fromInterval: 'month', toInterval: 'year' })).toEqual({
      pending: true,
      invoiceNow: true,
      prorationBehavior: 'always_invoice',
    });
    expect(planChangeTerms({ status: 'unpaid', fromInterval: 'month', toInterval: 'month' })).toEqual({
      pending: true,
      invoiceNow: true,
      prorationBehavior: 'always_invoice',
    });
    expect(planChangeTerms({ status: 'active', fromInterval: 'month', toInterval: 'year' })).toEqual({
      pending: false,
      invoiceNow: true,
      prorationBehavior: 'create_prorations',
    });
    expect(planChangeTerms({ status: 'active', fromInterval: 'month', toInterval: 'month' })).toEqual({
      pending: false,
      invoiceNow: false,
      prorationBehavior: 'create_prorations',
    });
  });

  it('a full refund of the current period ends access; partial or earlier-period refunds keep it', () => {
    expect(accessAfterRefund({ full: true, currentPeriod: true })).toBe('ends');
    expect(accessAfterRefund({ full: false, currentPeriod: true })).toBe('keeps');
    expect(accessAfterRefund({ full: true, currentPeriod: false })).toBe('keeps');
  });

  it('idempotency keys name the operation and its ids, within Stripe’s 255 characters', () => {
    expect(idempotencyKey('refund-second-premium', 'pi_1')).toBe('typeatlas:refund-second-premium:pi_1');
    expect(idempotencyKey('x', 'y'.repeat(400))).toHaveLength(255);
  });
});
