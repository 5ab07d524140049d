/**
 * Rate limits declared in a route's contract (route.ts `limits`, limits.ts) without services: when
 * the wrapper counts (`refuseWhenUsedUp` before the body, `up-front` after the input and the
 * session, right before the handler), which key each scope counts under (the keys the handlers
 * used before the limits moved into the contracts), and the handler's `limits.hit` / `limits.over`.
 * The Firestore counters are stubbed; the race suite (__tests__/race.int.test.ts) runs the real ones.
 */
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { limitKey, type RateLimitRule } from './limits';
import { route } from './route';

const counters = vi.hoisted(() => ({ hits: [] as string[], usedUp: new Set<string>(), overAfter: new Map<string, number>() }));
vi.mock('./repositories/rate-limits', () => ({
  isRateLimited: async (key: string) => counters.usedUp.has(key),
  recordHit: async (key: string) => {
    counters.hits.push(key);
    const max = counters.overAfter.get(key);
    return max !== undefined && counters.hits.filter((hit) => hit === key).length > max;
  },
}));
vi.mock('./firebase', () => ({ adminAuth: () => ({}) }));

afterEach(() => {
  counters.hits.length = 0;
  counters.usedUp.clear();
  counters.overAfter.clear();
});

const SITE = 'https://www.typeatlas.com';
const CLIENT = '203.0.113.9';

function request(body: string): NextRequest {
  return new NextRequest(`${SITE}/api/x`, { method: 'POST', headers: { origin: SITE, 'x-forwarded-for': CLIENT }, body });
}

const rule = (overrides: Partial<RateLimitRule>): RateLimitRule => ({
  what: 'x',
  max: 2,
  windowSeconds: 60,
  per: 'client address',
  key: 'probe',
  counted: 'up-front',
  ...overrides,
});

describe('limitKey: the counter keys of the four scopes (unchanged from the handlers that counted by hand)', () => {
  it('builds {key}:{client}, {key}:{uid}, {key}:{address}, {key}:{address}:ip:{client}', () => {
    expect(limitKey({ key: 'sign-in:ip', per: 'client address' }, CLIENT, undefined)).toBe(`sign-in:ip:${CLIENT}`);
    expect(limitKey({ key: 'sign-in:account', per: 'account' }, CLIENT, 'u1')).toBe('sign-in:account:u1');
    expect(limitKey({ key: 'password-reset', per: 'address' }, CLIENT, 'a@example.com')).toBe('password-reset:a@example.com');
    expect(limitKey({ key: 'password-reset', per: '(address, client address)' }, CLIENT, 'a@example.com')).toBe(
      `password-reset:a@example.com:ip:${CLIENT}`,
    );
  });

  it('refuses a scope without its subject (a programming error, not a shared counter)', () => {
    expect(() => limitKey({ key: 'k', per: 'account' }, CLIENT, undefined)).toThrow(/counted per account/);
    expect(() => limitKey({ key: 'k', per: 'address' }, CLIENT, '')).toThrow(/counted per address/);
  });
});

describe('route(): declared rate limits', () => {
  const body = z.strictObject({ email: z.string() });

  it('up-front: counts a call whose input passed, before the handler; 403 past the limit without running it', async () => {
    const handler = vi.fn(async () => ({ body: { ok: true } }));
    const post = route({ sameOrigin: true, limits: { perClient: rule({ key: 'up' }) }, body, session: 'none' }, handler);
    expect((await post(request('{"email":1}'))).status).toBe(400); // invalid input: not counted
    expect(counters.hits).toEqual([]);
    counters.overAfter.set(`up:${CLIENT}`, 1);
    expect((await post(request('{"email":"a"}'))).status).toBe(200);
    const refused = await post(request('{"email":"a"}'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Too many attempts, try again in a few minutes' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(counters.hits).toEqual([`up:${CLIENT}`, `up:${CLIENT}`]);
  });

  it('refuseWhenUsedUp: a used-up counter answers 403 before the body is read, and records nothing', async () => {
    const handler = vi.fn(async () => ({ body: { ok: true } }));
    const post = route(
      { sameOrigin: true, limits: { failures: rule({ key: 'fail', counted: 'handler', refuseWhenUsedUp: true }) }, body, session: 'none' },
      handler,
    );
    counters.usedUp.add(`fail:${CLIENT}`);
    expect((await post(request('not json'))).status).toBe(403);
    expect(handler).not.toHaveBeenCalled();
    expect(counters.hits).toEqual([]);
  });

  it('counted by the handler: nothing is counted unless the handler hits; hit throws 403 past the limit, over tells', async () => {
    const limits = {
      failures: rule({ key: 'fail', counted: 'handler' }),
      mails: rule({ key: 'mail', per: 'address', counted: 'handler' }),
    };
    const post = route({ sameOrigin: true, limits, body, session: 'none' }, async ({ body: { email }, limits: callLimits }) => {
      if (email === 'fail') await callLimits.hit('failures');
      const over = await callLimits.over('mails', email);
      return { body: { over } };
    });
    expect(await (await post(request('{"email":"a@example.com"}'))).json()).toEqual({ over: false });
    expect(counters.hits).toEqual(['mail:a@example.com']);
    counters.overAfter.set('mail:a@example.com', 1);
    expect(await (await post(request('{"email":"a@example.com"}'))).json()).toEqual({ over: true });
    counters.overAfter.set(`fail:${CLIENT}`, 0);
    expect((await post(request('{"email":"fail"}'))).status).toBe(403);
    expect(counters.hits.at(-1)).toBe(`fail:${CLIENT}`);
  });

  it('keeps the contract’s limits on the handler for the registry (limits-table.test.ts reads them)', () => {
    const perClient = rule({ key: 'up' });
    const post = route({ sameOrigin: true, limits: { perClient }, body, session: 'none' }, async () => ({ body: {} }));
    expect(post.contract.limits).toEqual({ perClient });
  });
});
