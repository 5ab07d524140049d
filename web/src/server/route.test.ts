/**
 * The declared Route Handler contract (route.ts) without services: the order of the checks
 * (same-origin 403 → guard → body 413/400 → query 400 → session 401), what each session policy does
 * with the auth cookies — above all that a renewed session is persisted on every `keeps` answer —
 * and the types that keep a handler to its policy. firebase-admin and the identity provider are
 * stubbed; the real session.ts decides whether a session was renewed.
 */
import { NextRequest, NextResponse } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from '@/lib/session-user';
import { ApiError, MAX_BODY_BYTES } from './http';
import { ROUTE_DEADLINE_MS } from './deadlines';
import { contractOf, route, type RouteHandler, type SessionPolicy, type SessionReply } from './route';

const auth = vi.hoisted(() => ({ verifyIdToken: vi.fn(), exchangeRefreshToken: vi.fn() }));
vi.mock('./firebase', () => ({ adminAuth: () => ({ verifyIdToken: auth.verifyIdToken }) }));
vi.mock('./identity', () => ({ exchangeRefreshToken: auth.exchangeRefreshToken }));

const SITE = 'https://www.typeatlas.com';
const USER: SessionUser = {
  uid: 'u1',
  email: 'a@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  name: 'Ada',
  gender: '',
  type: '',
  skinTone: 2,
  lastNotificationViewDate: null,
  subscriptions: {},
};

beforeAll(() => {
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined); // "[session] refresh failed …"
});

/** 'valid-id' and 'renewed-id' verify for an hour; anything else is expired or forged. */
function stubIdentityProvider() {
  auth.verifyIdToken.mockImplementation(async (token: string) => {
    if (token !== 'valid-id' && token !== 'renewed-id') throw new Error('auth/id-token-expired');
    return { uid: 'u1', email: 'a@example.com', exp: Math.floor(Date.now() / 1000) + 3600 };
  });
  auth.exchangeRefreshToken.mockImplementation(async (refreshToken: string) => {
    if (refreshToken !== 'good-refresh') throw new Error('INVALID_REFRESH_TOKEN');
    return { idToken: 'renewed-id', refreshToken: 'renewed-refresh', expiresInSeconds: 3600 };
  });
}
afterEach(() => {
  vi.clearAllMocks();
  stubIdentityProvider();
});
stubIdentityProvider();

/** The cookies of the answer's Set-Cookie headers: name → raw line. */
function cookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

interface RequestOptions {
  method?: string;
  body?: string;
  origin?: string | null;
  cookie?: string;
  query?: string;
}

function request({ method = 'POST', body, origin = SITE, cookie, query = '' }: RequestOptions = {}): NextRequest {
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  return new NextRequest(`${SITE}/api/x${query}`, { method, headers, ...(body !== undefined ? { body } : {}) });
}

const SIGNED_IN = 'token=valid-id; refreshToken=good-refresh';
const EXPIRED = 'token=expired-id; refreshToken=good-refresh';

describe('route(): the contract travels with the handler', () => {
  it('attaches a frozen copy of the contract; contractOf reads it back and refuses anything else', () => {
    const body = z.strictObject({ name: z.string() });
    const handler = route({ sameOrigin: true, body, session: 'keeps' }, async () => ({ body: {} }));
    expect(contractOf(handler)).toEqual({ sameOrigin: true, body, session: 'keeps' });
    expect(Object.isFrozen(handler.contract)).toBe(true);
    expect(contractOf(async () => NextResponse.json({}))).toBeNull();
    expect(contractOf({ contract: { session: 'whatever' } })).toBeNull();
    expect(contractOf(undefined)).toBeNull();
  });
});

describe('route(): refusals, in order', () => {
  const handler = vi.fn(async () => ({ body: { ok: true } }));
  const guard = vi.fn(async () => undefined);
  const guarded = route({ sameOrigin: true, guard, body: z.strictObject({ name: z.string().trim().min(1) }), session: 'keeps' }, handler);

  it('403 for a cross-origin call or one without Origin, before the guard and the body', async () => {
    for (const origin of ['https://evil.example', null]) {
      const response = await guarded(request({ origin, body: '{not json', cookie: SIGNED_IN }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-origin requests are not allowed', code: 403 });
    }
    expect(guard).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(auth.verifyIdToken).not.toHaveBeenCalled();
  });

  it('a same-origin: false contract takes any Origin', async () => {
    const open = route({ sameOrigin: false, session: 'none' }, async () => ({ body: { ok: true } }));
    expect((await open(request({ method: 'GET', origin: 'https://evil.example' }))).status).toBe(200);
  });

  it("a sameSite contract refuses calls not made by this site's pages (403) before the guard and the session", async () => {
    const guard = vi.fn(async () => undefined);
    const handler = vi.fn(async () => ({ body: { ok: true } }));
    const resend = route({ sameOrigin: false, sameSite: true, guard, session: 'keeps' }, handler);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'none' }, {}] as Record<string, string>[]) {
      const call = new NextRequest(`${SITE}/api/x`, { method: 'GET', headers: { cookie: SIGNED_IN, ...headers } });
      const response = await resend(call);
      expect(response.status).toBe(403);
      expect(cookies(response)).toEqual({});
    }
    expect(guard).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    const own = await resend(
      new NextRequest(`${SITE}/api/x`, { method: 'GET', headers: { cookie: SIGNED_IN, 'sec-fetch-site': 'same-origin' } }),
    );
    expect(own.status).toBe(200);
  });

  it('the guard refuses before the body is read', async () => {
    guard.mockRejectedValueOnce(new ApiError(403, 'Too many attempts, try again in a few minutes'));
    const response = await guarded(request({ body: 'x'.repeat(MAX_BODY_BYTES + 1), cookie: SIGNED_IN }));
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('Too many attempts, try again in a few minutes');
    expect(handler).not.toHaveBeenCalled();
  });

  it('413 over 32 KiB, 400 for non-JSON, 400 with per-field errors for a refused body — before the session', async () => {
    const tooBig = await guarded(request({ body: JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }), cookie: SIGNED_IN }));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: 'The request body is too large', code: 413 });
    const notJson = await guarded(request({ body: '{"name":', cookie: SIGNED_IN }));
    expect(await notJson.json()).toEqual({ message: 'The request body must be JSON', code: 400 });
    const refused = await guarded(request({ body: JSON.stringify({ name: 3, extra: true }) }));
    expect(refused.status).toBe(400);
    const answer = await refused.json();
    expect(answer).toMatchObject({ code: 400, title: 'Bad Request' });
    expect(answer.message).toMatch(/^name: /);
    expect(Object.keys(answer.errors).sort()).toEqual(['_', 'name']);
    expect(handler).not.toHaveBeenCalled();
    expect(auth.verifyIdToken).not.toHaveBeenCalled();
  });

  it('401 without a session or with an invalid one; the handler never runs', async () => {
    for (const cookie of [undefined, 'token=forged-id', 'token=expired-id; refreshToken=revoked-refresh']) {
      const response = await guarded(request({ body: '{"name":"Ada"}', cookie }));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Not authorized', code: 401 });
      expect(cookies(response)).toEqual({});
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands the parsed body and the verified session to the handler', async () => {
    const response = await guarded(request({ body: '{"name":"  Ada "}', cookie: SIGNED_IN }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { name: 'Ada' },
        query: undefined,
        session: expect.objectContaining({ uid: 'u1', refreshed: false }),
      }),
    );
    expect(guard).toHaveBeenCalledTimes(1);
  });

  it('400 with per-field errors for a refused query; the parsed query reaches the handler', async () => {
    // The empty option carries the message too: zod answers with the one non-aborted option's issues (server/schemas.ts notificationsQuery).
    const query = z.union([z.strictObject({}, { error: 'Invalid page' }), z.strictObject({ page: z.coerce.number().int().min(2) })], {
      error: 'Invalid page',
    });
    const paged = route({ sameOrigin: false, query, session: 'none' }, async ({ query: parsed }) => ({ body: parsed }));
    const refused = await paged(request({ method: 'GET', query: '?page=x' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Invalid page', title: 'Bad Request', code: 400, errors: { _: 'Invalid page' } });
    expect(await (await paged(request({ method: 'GET', query: '?page=3' }))).json()).toEqual({ page: 3 });
  });

  it('anything but ApiError is logged and answers a 500 without details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = route({ sameOrigin: false, session: 'none' }, async () => {
      throw new Error('database password is hunter2');
    });
    const response = await failing(request({ method: 'GET' }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Server Error', title: 'Server error', code: 500 });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('route(): outages answer 503 within bounds, and keep the session', () => {
  const UNAVAILABLE = { message: 'Accounts are not available right now. Please try again later.', code: 503 };

  it('an outage error that escaped the per-operation deadlines answers 503 with Retry-After, not 500', async () => {
    for (const outage of [
      Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }),
      new TypeError('fetch failed'),
    ]) {
      const failing = route({ sameOrigin: false, session: 'none' }, async () => {
        throw outage;
      });
      const response = await failing(request({ method: 'GET' }));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.json()).toEqual(UNAVAILABLE);
    }
  });

  it('a call that never finishes answers 503 after ROUTE_DEADLINE_MS', async () => {
    vi.useFakeTimers();
    try {
      const hanging = route({ sameOrigin: false, session: 'none' }, () => new Promise<never>(() => undefined));
      const answer = hanging(request({ method: 'GET' }));
      await vi.advanceTimersByTimeAsync(ROUTE_DEADLINE_MS - 1);
      let settled = false;
      void answer.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const response = await answer;
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(UNAVAILABLE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a session that cannot be verified because the provider is down answers 503 and touches no cookie', async () => {
    auth.verifyIdToken.mockRejectedValue(
      Object.assign(new Error('Error while making request: connect ECONNREFUSED'), { errorInfo: { code: 'app/network-error' } }),
    );
    auth.exchangeRefreshToken.mockRejectedValue(new TypeError('fetch failed'));
    for (const policy of ['keeps', 'ends', 'revokes'] as const) {
      const handler = vi.fn(async () => ({ body: { ok: true } }));
      const response = await route({ sameOrigin: false, session: policy }, handler)(request({ method: 'GET', cookie: SIGNED_IN }));
      expect(response.status, policy).toBe(503);
      expect(await response.json()).toEqual(UNAVAILABLE);
      expect(cookies(response), policy).toEqual({});
      expect(handler).not.toHaveBeenCalled();
    }
  });

  it('an expired token whose renewal hits the outage answers 503, not 401, and keeps the cookies', async () => {
    auth.exchangeRefreshToken.mockRejectedValue(
      Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }),
    );
    const response = await route({ sameOrigin: false, session: 'keeps' }, async () => ({ body: { ok: true } }))(
      request({ method: 'GET', cookie: EXPIRED }),
    );
    expect(response.status).toBe(503);
    expect(cookies(response)).toEqual({});
  });
});

describe("route(): 'keeps' persists a renewed session on every answer", () => {
  const keeps = (reply: SessionReply) => route({ sameOrigin: false, session: 'keeps' }, async () => reply);

  it('no cookies when the session was not renewed; a known user stays unwritten', async () => {
    const response = await keeps({ body: { ok: true }, user: USER })(request({ method: 'GET', cookie: SIGNED_IN }));
    expect(response.status).toBe(200);
    expect(cookies(response)).toEqual({});
  });

  it('a changed user rewrites only the user cookie', async () => {
    const response = await keeps({ body: { ok: true }, user: USER, userChanged: true })(request({ method: 'GET', cookie: SIGNED_IN }));
    expect(Object.keys(cookies(response))).toEqual(['user']);
  });

  it('renewed: new token and refreshToken cookies (HttpOnly, 30 days) and the known user', async () => {
    const response = await keeps({ body: { ok: true }, status: 201, user: USER })(request({ method: 'GET', cookie: EXPIRED }));
    expect(response.status).toBe(201);
    const set = cookies(response);
    expect(Object.keys(set).sort()).toEqual(['refreshToken', 'token', 'user']);
    expect(set.token).toMatch(/^token=renewed-id;/);
    expect(set.refreshToken).toMatch(/^refreshToken=renewed-refresh;/);
    for (const name of ['token', 'refreshToken']) {
      expect(set[name]).toMatch(/; HttpOnly/i);
      expect(set[name]).toMatch(/; Max-Age=2592000/);
    }
  });

  it('renewed without a known user: the token cookies only, the user cookie is left as it is', async () => {
    const response = await keeps({ body: { ok: true } })(request({ method: 'GET', cookie: EXPIRED }));
    expect(Object.keys(cookies(response)).sort()).toEqual(['refreshToken', 'token']);
  });

  it('renewed, then the handler refuses: the error answer still carries the new tokens', async () => {
    const refusing = route({ sameOrigin: false, session: 'keeps' }, async () => {
      throw new ApiError(404, 'You have no saved test result yet');
    });
    const response = await refusing(request({ method: 'GET', cookie: EXPIRED }));
    expect(response.status).toBe(404);
    expect(Object.keys(cookies(response)).sort()).toEqual(['refreshToken', 'token']);
  });
});

describe('route(): a kept session with a handler-built answer (a redirect, a file) — issue 26 §2', () => {
  const redirect = () => new NextResponse(null, { status: 303, headers: { location: '/pricing' } });

  it("'keeps' with { response }: the handler's answer, plus the renewed tokens and the known user", async () => {
    const file = route({ sameOrigin: false, session: 'keeps' }, async () => ({
      response: new NextResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
      user: USER,
    }));
    const renewed = await file(request({ method: 'GET', cookie: EXPIRED }));
    expect(renewed.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await renewed.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(Object.keys(cookies(renewed)).sort()).toEqual(['refreshToken', 'token', 'user']);
    expect(cookies(await file(request({ method: 'GET', cookie: SIGNED_IN })))).toEqual({});
    expect((await file(request({ method: 'GET' }))).status).toBe(401);
  });

  it("'keeps-if-any' runs signed out (session null, no cookie) and persists a renewal on a redirect", async () => {
    const seen: unknown[] = [];
    const form = route({ sameOrigin: true, session: 'keeps-if-any' }, async ({ session }) => {
      seen.push(session?.uid ?? null);
      return { response: redirect() };
    });
    const signedOut = await form(request());
    expect(signedOut.status).toBe(303);
    expect(cookies(signedOut)).toEqual({});
    const renewed = await form(request({ cookie: EXPIRED }));
    expect(renewed.status).toBe(303);
    expect(renewed.headers.get('location')).toBe('/pricing');
    expect(Object.keys(cookies(renewed)).sort()).toEqual(['refreshToken', 'token']);
    expect(cookies(await form(request({ cookie: 'token=expired-id; refreshToken=bad' })))).toEqual({});
    expect(seen).toEqual([null, 'u1', null]);
  });

  it("'keeps-if-any' with a changed user rewrites the user cookie; an outage while reading the session answers 503", async () => {
    const paid = route({ sameOrigin: true, session: 'keeps-if-any' }, async () => ({
      response: redirect(),
      user: USER,
      userChanged: true,
    }));
    expect(Object.keys(cookies(await paid(request({ cookie: SIGNED_IN }))))).toEqual(['user']);
    auth.verifyIdToken.mockRejectedValueOnce(new ApiError(503, 'Accounts are not available right now. Please try again later.'));
    expect((await paid(request({ cookie: SIGNED_IN }))).status).toBe(503);
  });
});

describe('route(): the other session policies', () => {
  const policies = (policy: SessionPolicy, fail = false): RouteHandler =>
    route({ sameOrigin: true, body: z.strictObject({}), session: policy }, async () => {
      if (fail) throw new ApiError(400, 'Refused');
      return { body: { ok: true } };
    });
  const call = (handler: RouteHandler, cookie?: string) => handler(request({ body: '{}', cookie }));
  const cleared = (response: Response) =>
    Object.entries(cookies(response))
      .filter(([, line]) => /Max-Age=0/.test(line))
      .map(([name]) => name)
      .sort();

  it("'ends' requires a session and clears all three cookies, renewed or not", async () => {
    expect((await call(policies('ends'))).status).toBe(401);
    for (const cookie of [SIGNED_IN, EXPIRED]) {
      const response = await call(policies('ends'), cookie);
      expect(response.status).toBe(200);
      expect(cleared(response)).toEqual(['refreshToken', 'token', 'user']);
      expect(Object.keys(cookies(response)).sort()).toEqual(['refreshToken', 'token', 'user']);
    }
  });

  it("'ends-if-any' runs without a session, and when reading it fails, and clears the cookies", async () => {
    const seen: unknown[] = [];
    const signOut = route({ sameOrigin: true, body: z.strictObject({}), session: 'ends-if-any' }, async ({ session }) => {
      seen.push(session?.uid ?? null);
      return { body: { ok: true } };
    });
    expect(cleared(await call(signOut))).toEqual(['refreshToken', 'token', 'user']);
    auth.verifyIdToken.mockRejectedValueOnce(new ApiError(503, 'Accounts are not available right now. Please try again later.'));
    expect((await call(signOut, SIGNED_IN)).status).toBe(200);
    expect(cleared(await call(signOut, SIGNED_IN))).toEqual(['refreshToken', 'token', 'user']);
    expect(seen).toEqual([null, null, 'u1']);
  });

  it("'revokes' writes no cookie on success, even after a renewal (the change revoked the tokens)", async () => {
    expect((await call(policies('revokes'))).status).toBe(401);
    const response = await call(policies('revokes'), EXPIRED);
    expect(response.status).toBe(200);
    expect(cookies(response)).toEqual({});
  });

  it("a refused 'ends' or 'revokes' call keeps the session: its renewed tokens are persisted", async () => {
    for (const policy of ['ends', 'revokes'] as const) {
      const response = await call(policies(policy, true), EXPIRED);
      expect(response.status).toBe(400);
      expect(Object.keys(cookies(response)).sort()).toEqual(['refreshToken', 'token']);
      expect(cleared(response)).toEqual([]);
    }
  });

  it("'issues' hands its own answer through untouched and reads no session", async () => {
    const issued = route({ sameOrigin: true, body: z.strictObject({}), session: 'issues' }, async ({ session }) => {
      const response = NextResponse.json({ session }, { status: 202 });
      response.cookies.set('token', 'issued');
      return response;
    });
    const response = await call(issued, EXPIRED);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ session: null });
    expect(Object.keys(cookies(response))).toEqual(['token']);
    expect(auth.verifyIdToken).not.toHaveBeenCalled();
  });

  it("'none' reads no session even when cookies are sent, and writes no cookie", async () => {
    const response = await call(policies('none'), EXPIRED);
    expect(response.status).toBe(200);
    expect(cookies(response)).toEqual({});
    expect(auth.verifyIdToken).not.toHaveBeenCalled();
    expect(auth.exchangeRefreshToken).not.toHaveBeenCalled();
  });
});

describe('route(): types keep a handler to its policy', () => {
  it('compiles only handlers that match their contract (checked by tsc)', () => {
    const body = z.strictObject({ name: z.string() });
    route({ sameOrigin: true, body, session: 'keeps' }, async ({ body: parsed, session }) => ({
      body: { name: parsed.name, uid: session.uid },
    }));
    // @ts-expect-error a 'none' call has no session
    route({ sameOrigin: false, session: 'none' }, async ({ session }) => ({ body: session.uid }));
    // @ts-expect-error only an 'issues' call answers with its own NextResponse (and sets cookies itself)
    route({ sameOrigin: false, session: 'keeps' }, async () => NextResponse.json({}));
    // @ts-expect-error an 'ends' call cannot hand a user to the cookie it clears
    route({ sameOrigin: true, body, session: 'ends' }, async () => ({ body: {}, user: USER, userChanged: true }));
    // @ts-expect-error a 'none' call cannot answer with its own response (only a session-keeping call can)
    route({ sameOrigin: false, session: 'none' }, async () => ({ response: NextResponse.json({}) }));
    // @ts-expect-error a reply is JSON or a response, not both
    route({ sameOrigin: false, session: 'keeps' }, async () => ({ body: {}, response: NextResponse.json({}) }));
    // @ts-expect-error a call without a body schema gets no body
    route({ sameOrigin: false, session: 'keeps' }, async ({ body: parsed }) => ({ body: parsed.name }));
    expect(true).toBe(true);
  });
});
