import { describe, expect, it } from 'vitest';
import {
  REFERRER_ID_KEY,
  forgetReferrerId,
  isReferrerId,
  keepReferrerId,
  readReferrerId,
  referrerIdFromLanding,
  referrerOf,
  type ReferrerStorage,
} from './referrer-id';
import { referrerIdSchema } from './referrer-id-schema';

/** A well-formed share token (22 characters of base64url, last of A Q g w). */
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUw';

/** A map-backed storage; `broken` makes every call throw like blocked localStorage. */
function storage(initial: Record<string, string> = {}, broken = false): ReferrerStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    entries,
    getItem: (key) => (guard(), entries.get(key) ?? null),
    setItem: (key, value) => (guard(), void entries.set(key, value)),
    removeItem: (key) => (guard(), void entries.delete(key)),
  };
}

describe('referrer ids (SPEC §3 browser storage referrerId, issue 27)', () => {
  it('keeps the key exactly as SPEC names it', () => {
    expect(REFERRER_ID_KEY).toBe('referrerId');
  });

  it('accepts share:<share token> and afid:<1–64 URL-safe characters>', () => {
    expect(referrerOf(`share:${TOKEN}`)).toEqual({ kind: 'share', token: TOKEN });
    expect(referrerOf('afid:partner-7')).toEqual({ kind: 'afid', afid: 'partner-7' });
    expect(isReferrerId(`afid:${'a'.repeat(64)}`)).toBe(true);
    expect(referrerIdSchema.safeParse('afid:x.y_z~1').success).toBe(true);
  });

  it.each([
    ['not a string', 42],
    ['null', null],
    ['empty', ''],
    ['no prefix', TOKEN],
    ['unknown prefix', `user:${TOKEN}`],
    ['short token', 'share:AbC'],
    ['non-canonical token (last character carries unused bits)', 'share:AbCdEfGhIjKlMnOpQrStUx'],
    ['token with a slash', 'share:AbCdEfGhIjKlMnOpQr/tUw'],
    ['empty afid', 'afid:'],
    ['afid too long', `afid:${'a'.repeat(65)}`],
    ['afid with a space', 'afid:a b'],
    ['afid with markup', 'afid:<script>'],
    ['afid with a control character', 'afid:a\u0000'],
    ['prefix in capitals', `SHARE:${TOKEN}`],
    ['JSON', JSON.stringify({ referrerId: `share:${TOKEN}` })],
  ])('refuses %s', (_label, value) => {
    expect(referrerOf(value)).toBeNull();
    expect(isReferrerId(value)).toBe(false);
    expect(referrerIdSchema.safeParse(value).success).toBe(false);
  });
});

describe('referrerIdFromLanding', () => {
  it('takes the token of a shared result or its comparison page', () => {
    expect(referrerIdFromLanding({ pathname: `/shared-result/${TOKEN}`, search: '' })).toBe(`share:${TOKEN}`);
    expect(referrerIdFromLanding({ pathname: `/shared-result/${TOKEN}/`, search: '' })).toBe(`share:${TOKEN}`);
    expect(referrerIdFromLanding({ pathname: `/shared-result/${TOKEN}/compare`, search: '?x=1' })).toBe(`share:${TOKEN}`);
  });

  it('takes a campaign link’s afid; the share wins when a URL has both', () => {
    expect(referrerIdFromLanding({ pathname: '/', search: '?utm_source=news&afid=%20partner-7%20' })).toBe('afid:partner-7');
    expect(referrerIdFromLanding({ pathname: '/blog', search: '?afid=first&afid=second' })).toBe('afid:first');
    expect(referrerIdFromLanding({ pathname: `/shared-result/${TOKEN}`, search: '?afid=partner-7' })).toBe(`share:${TOKEN}`);
  });

  it.each([
    ['a page without a referring link', '/personality-types', ''],
    ['utm parameters only (channels, not referrers)', '/', '?utm_source=footer&utm_campaign=x&gclid=abc&aic=1'],
    ['an afid with characters outside the id alphabet', '/', '?afid=a%20b%3Cc'],
    ['an empty afid', '/', '?afid='],
    ['a malformed share token', '/shared-result/not-a-token', ''],
    ['a deeper path under a share', `/shared-result/${TOKEN}/compare/more`, ''],
    ['a share token elsewhere in the path', `/blog/shared-result/${TOKEN}`, ''],
  ])('gives nothing for %s', (_label, pathname, search) => {
    expect(referrerIdFromLanding({ pathname, search })).toBeNull();
  });
});

describe('keepReferrerId / readReferrerId / forgetReferrerId (the page-load and sign-up rules)', () => {
  it('stores the landing URL’s id; the newest referring link wins', () => {
    const store = storage({ referrerId: 'afid:older' });
    expect(keepReferrerId(store, { pathname: `/shared-result/${TOKEN}`, search: '' })).toBe(`share:${TOKEN}`);
    expect(store.entries.get('referrerId')).toBe(`share:${TOKEN}`);
  });

  it('keeps a valid stored id on pages without a referring link', () => {
    const store = storage({ referrerId: `share:${TOKEN}` });
    expect(keepReferrerId(store, { pathname: '/blog', search: '?utm_source=header' })).toBe(`share:${TOKEN}`);
    expect(store.entries.get('referrerId')).toBe(`share:${TOKEN}`);
  });

  it('removes and ignores garbage it reads', () => {
    for (const garbage of ['', 'share:nope', '{"a":1}', 'x'.repeat(10_000)]) {
      const store = storage({ referrerId: garbage, other: 'kept' });
      expect(keepReferrerId(store, { pathname: '/', search: '' }), garbage.slice(0, 20)).toBeNull();
      expect(store.entries.has('referrerId')).toBe(false);
      expect(store.entries.get('other')).toBe('kept');
    }
    const store = storage({ referrerId: 'afid:<b>' });
    expect(readReferrerId(store)).toBeNull();
    expect(store.entries.size).toBe(0);
  });

  it('reads a valid id for sign-up and forgets it afterwards', () => {
    const store = storage({ referrerId: 'afid:partner-7' });
    expect(readReferrerId(store)).toBe('afid:partner-7');
    forgetReferrerId(store);
    expect(store.entries.size).toBe(0);
    expect(readReferrerId(store)).toBeNull();
  });

  it('never throws when storage is blocked', () => {
    const store = storage({}, true);
    expect(keepReferrerId(store, { pathname: `/shared-result/${TOKEN}`, search: '' })).toBe(`share:${TOKEN}`);
    expect(keepReferrerId(store, { pathname: '/', search: '' })).toBeNull();
    expect(readReferrerId(store)).toBeNull();
    expect(() => forgetReferrerId(store)).not.toThrow();
  });
});
