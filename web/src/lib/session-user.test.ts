import { describe, expect, it } from 'vitest';
import { decodeUserCookie, readUserCookie, serializeSessionUser, toSessionUser, type SessionUser } from './session-user';
import { SAMPLE_SESSION_USER } from './session-user.test-support';

const USER: SessionUser = SAMPLE_SESSION_USER;

describe('toSessionUser — the SPEC §3 filter of the user cookie', () => {
  it('keeps exactly the user fields and drops everything else of a profile', () => {
    const profile = {
      ...USER,
      nameLastUpdateDate: '2026-01-03T00:00:00.000Z',
      stripeCustomerId: 'cus_secret',
      password: 'x',
    };
    const user = toSessionUser(profile);
    expect(Object.keys(user).sort()).toEqual([
      'createdAt',
      'email',
      'gender',
      'lastNotificationViewDate',
      'name',
      'skinTone',
      'subscriptions',
      'type',
      'uid',
    ]);
    expect(user).toEqual(USER);
  });

  it('keeps only expiredAt and status of each subscription', () => {
    const user = toSessionUser({
      ...USER,
      subscriptions: {
        premium: {
          productId: 'prod_1',
          expiredAt: '2027-01-01T00:00:00.000Z',
          status: 'active',
          paymentId: 'pi_secret',
          price: 10,
        } as never,
        lapsed: { status: 'expired' },
        partial: {},
      },
    });
    expect(user.subscriptions).toEqual({
      premium: { expiredAt: '2027-01-01T00:00:00.000Z', status: 'active' },
      lapsed: { expiredAt: null, status: 'expired' },
      partial: { expiredAt: null, status: '' },
    });
    expect(JSON.stringify(user)).not.toMatch(/prod_1|pi_secret|price/);
  });

  it('skips non-object subscription entries and tolerates missing or null subscriptions', () => {
    expect(toSessionUser({ ...USER, subscriptions: { a: null, b: 'x', c: { status: 'ok' } } as never }).subscriptions).toEqual({
      c: { expiredAt: null, status: 'ok' },
    });
    expect(toSessionUser({ ...USER, subscriptions: null }).subscriptions).toEqual({});
    const { subscriptions, ...rest } = USER;
    void subscriptions;
    expect(toSessionUser(rest).subscriptions).toEqual({});
  });

  it('does not let a "__proto__" subscription id change the prototype', () => {
    const raw = JSON.parse('{"__proto__": {"expiredAt": null, "status": "active", "polluted": true}}');
    const user = toSessionUser({ ...USER, subscriptions: raw });
    expect(Object.getPrototypeOf(user.subscriptions)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(user.subscriptions)).toEqual(['__proto__']);
    expect(JSON.parse(serializeSessionUser(user)).subscriptions).toEqual(
      JSON.parse('{"__proto__": {"expiredAt": null, "status": "active"}}'),
    );
  });

  it('serializeSessionUser filters too', () => {
    const json = serializeSessionUser({ ...USER, extra: 'no' } as SessionUser);
    expect(JSON.parse(json)).toEqual(USER);
  });
});

describe('decodeUserCookie', () => {
  const json = JSON.stringify(USER);

  it('reads the raw JSON and its URI-encoded form', () => {
    expect(decodeUserCookie(json)).toEqual(USER);
    expect(decodeUserCookie(encodeURIComponent(json))).toEqual(USER);
  });

  it('filters extra fields of a client-written cookie', () => {
    const tampered = { ...USER, isAdmin: true, subscriptions: { premium: { expiredAt: null, status: 'active', productId: 'p' } } };
    const user = decodeUserCookie(encodeURIComponent(JSON.stringify(tampered)))!;
    expect(user).not.toHaveProperty('isAdmin');
    expect(user.subscriptions).toEqual({ premium: { expiredAt: null, status: 'active' } });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['not JSON', 'hello'],
    ['broken percent-encoding', '%E0%A4%A'],
    ['JSON array', '[]'],
    ['JSON null', 'null'],
    ['missing uid', JSON.stringify({ ...USER, uid: undefined })],
    ['empty uid', JSON.stringify({ ...USER, uid: '' })],
    ['bad createdAt', JSON.stringify({ ...USER, createdAt: 'yesterday' })],
    ['bad gender', JSON.stringify({ ...USER, gender: 'robot' })],
    ['upper-case type', JSON.stringify({ ...USER, type: 'INTJ' })],
    ['skin tone out of range', JSON.stringify({ ...USER, skinTone: 9 })],
    ['fractional skin tone', JSON.stringify({ ...USER, skinTone: 2.5 })],
    ['name too long', JSON.stringify({ ...USER, name: 'n'.repeat(61) })],
    ['mistyped subscriptions', JSON.stringify({ ...USER, subscriptions: { p: { expiredAt: 5, status: 'active' } } })],
    ['double-encoded', encodeURIComponent(encodeURIComponent(json))],
  ])('answers null for %s', (_label, value) => {
    expect(decodeUserCookie(value as string | null | undefined)).toBeNull();
  });
});

describe('readUserCookie', () => {
  it('finds the user cookie among others (document.cookie form)', () => {
    const header = `a=1; user=${encodeURIComponent(JSON.stringify(USER))}; theme=dark`;
    expect(readUserCookie(header)).toEqual(USER);
  });

  it('ignores similarly named cookies and answers null when absent or broken', () => {
    expect(readUserCookie(`xuser=${encodeURIComponent(JSON.stringify(USER))}; userx=1`)).toBeNull();
    expect(readUserCookie('')).toBeNull();
    expect(readUserCookie('user=')).toBeNull();
    expect(readUserCookie('user=%7Bbroken')).toBeNull();
    expect(readUserCookie('novalue; user')).toBeNull();
  });
});
