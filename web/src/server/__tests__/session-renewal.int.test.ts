/**
 * Integration: no Route Handler that keeps the session may drop a renewed one. Every route file
 * under web/src/app/api is imported and its exports' declared contracts (server/route.ts) are read;
 * every `session: 'keeps'` handler is then called with an expired (and, separately, a forged) ID
 * token cookie next to a valid refresh token cookie — so the session is renewed during the call —
 * and must answer new `token`/`refreshToken` cookies, after which a call with those cookies needs
 * no renewal. A new session-keeping route is covered without touching this file (unless its body
 * needs a sample, which the test asks for); a route that changes its policy fails the policy table
 * below, so it cannot leave the check unnoticed. A second table holds every route's cross-site
 * protection (same-origin Origin, same-site for GET calls with side effects, none for reads).
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { POST as postTestResult } from '@/app/api/test-result/route';
import { decodeUserCookie } from '@/lib/session-user';
import { applyVerifiedEvent } from '@/server/billing/store';
import { stripeEvent, subscriptionObject, type LocalSubscription } from '@/server/billing/stripe-objects';
import { contractOf, KEEPING_POLICIES, type AnyRouteContract, type SessionPolicy } from '@/server/route';
import { call, signUpAndSignIn, type Account } from './flows';
import { body, CookieJar, emulatorEnv, emulatorIdToken, request, setCookies, uniqueEmail } from './support';

// The revalidation webhook's route is imported too (to see that it declares no contract). Content
// reads (the billing routes' plans) go straight to the seed dataset: no data cache outside Next.
const nextCache = vi.hoisted(() => {
  process.env.SEED_DATASET_PATH ??= new URL('../../../../studio/seed/dataset.ndjson', import.meta.url).pathname;
  return { revalidateTag: vi.fn(), unstable_cache: (fn: () => unknown) => fn };
});
vi.mock('next/cache', () => nextCache);

beforeAll(() => {
  const env = emulatorEnv();
  if (!env.mailDir || !process.env.SMTP_URL)
    throw new Error('The renewal tests need SMTP_URL and MAIL_DIR (resend-test-result sends e-mail)');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Every route and its session policy. Adding a route or changing a policy means changing this
 * table — on purpose: a `keeps` route that became something else would otherwise silently leave
 * the renewal check. `null`: not a declared contract (the signed webhook reads no session).
 */
const POLICIES: Record<string, SessionPolicy | null> = {
  // The catch-all answers 404 JSON to any method on an unknown API path (issue 22 §3): no session.
  'GET /api/[...path]': 'none',
  'POST /api/[...path]': 'none',
  'PUT /api/[...path]': 'none',
  'PATCH /api/[...path]': 'none',
  'DELETE /api/[...path]': 'none',
  'OPTIONS /api/[...path]': 'none',
  'POST /api/auth/sign-in': 'issues',
  'POST /api/auth/sign-out': 'ends-if-any',
  // Billing (issue 11): the form POSTs keep a session if there is one and answer redirects; the
  // download keeps it and answers a file (issue 26 §2: the wrapper persists the renewal); the
  // signed local-provider and Stripe calls read none.
  'POST /api/billing/cancel': 'keeps',
  'POST /api/billing/change-plan': 'keeps',
  'POST /api/billing/checkout': 'keeps-if-any',
  'POST /api/billing/local/advance': 'none',
  'POST /api/billing/local/pay': 'keeps-if-any',
  'POST /api/billing/portal': 'keeps',
  'GET /api/billing/subscription': 'keeps',
  'POST /api/billing/webhook': 'none',
  'GET /api/download/[file]': 'keeps',
  'POST /api/change-password': 'none',
  'GET /api/notifications': 'keeps',
  'GET /api/notifications/unread-count': 'keeps',
  'POST /api/notifications/view': 'keeps',
  'POST /api/password-reset': 'none',
  'DELETE /api/profile': 'ends',
  // The scheduled psychometrics run (issue 24 §4): a bearer secret, no cookies.
  'POST /api/psychometrics/run': 'none',
  'GET /api/profile': 'keeps',
  'PATCH /api/profile': 'keeps',
  'PATCH /api/profile/email': 'keeps',
  'PATCH /api/profile/password': 'revokes',
  'GET /api/profile/resend-test-result': 'keeps',
  'POST /api/revalidate': null,
  'POST /api/secure-token': 'issues',
  'POST /api/shared-results': 'none',
  'DELETE /api/shared-results': 'none',
  'POST /api/signup': 'none',
  'POST /api/test-result': 'keeps',
  'GET /api/test-results': 'keeps',
};

/**
 * How every route guards against cross-site requests (CSRF): 'origin' — a same-origin Origin
 * header is required (every state-changing call); 'site' — only this site's pages may make it
 * (Sec-Fetch-Site, else Origin/Referer: a GET with a side effect, which browsers send without
 * Origin but with the SameSite=Lax cookies on cross-site navigations); 'none' — reads only. A GET
 * that starts to send e-mail or write data must move to 'site' here, on purpose.
 */
const CSRF: Record<string, 'origin' | 'site' | 'none' | null> = {
  'GET /api/[...path]': 'none',
  'POST /api/[...path]': 'none',
  'PUT /api/[...path]': 'none',
  'PATCH /api/[...path]': 'none',
  'DELETE /api/[...path]': 'none',
  'OPTIONS /api/[...path]': 'none',
  'POST /api/auth/sign-in': 'origin',
  'POST /api/auth/sign-out': 'origin',
  'POST /api/billing/cancel': 'origin',
  'POST /api/billing/change-plan': 'origin',
  'POST /api/billing/checkout': 'origin',
  'POST /api/billing/local/advance': 'none',
  'POST /api/billing/local/pay': 'origin',
  'POST /api/billing/portal': 'origin',
  'GET /api/billing/subscription': 'none',
  'POST /api/billing/webhook': 'none',
  'GET /api/download/[file]': 'none',
  'POST /api/change-password': 'origin',
  'GET /api/notifications': 'none',
  'GET /api/notifications/unread-count': 'none',
  'POST /api/notifications/view': 'origin',
  'POST /api/password-reset': 'origin',
  'DELETE /api/profile': 'origin',
  'POST /api/psychometrics/run': 'none',
  'GET /api/profile': 'none',
  'PATCH /api/profile': 'origin',
  'PATCH /api/profile/email': 'origin',
  'PATCH /api/profile/password': 'origin',
  'GET /api/profile/resend-test-result': 'site',
  'POST /api/revalidate': null,
  'POST /api/secure-token': 'origin',
  'POST /api/shared-results': 'origin',
  'DELETE /api/shared-results': 'origin',
  'POST /api/signup': 'origin',
  'POST /api/test-result': 'origin',
  'GET /api/test-results': 'none',
};

/**
 * Machine-to-machine calls that carry no cookies and no Origin: each is refused unless signed
 * (Stripe-Signature over the raw body; the local billing secret's HMAC) or authorised (the
 * psychometrics job's bearer secret) — billing.int.test.ts and handlers/psychometrics.test.ts check them.
 */
const SIGNED_CALLS = new Set(['POST /api/billing/webhook', 'POST /api/billing/local/advance', 'POST /api/psychometrics/run']);
/** Calls that change nothing whatever the Origin: the unknown-path catch-all only answers 404. */
const NOTHING_TO_FORGE = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((method) => `${method} /api/[...path]`));

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const RESULT = { testName: 'main', result: { type: 'INTJ' }, scores: { ei: -12 }, meta: { completedAt: '2026-01-02T10:00:00.000Z' } };

/**
 * What a `keeps` call needs beyond `{}` / no body: a valid body (fresh per call), set-up, and the
 * status it answers when that is an error by design (the renewed tokens are kept on errors too).
 */
interface Sample {
  /** The path to call when the route's has a dynamic segment. */
  path?: string;
  body?: (account: Account) => unknown;
  /** Extra request headers (a form POST's content type). */
  headers?: Record<string, string>;
  setup?: (account: Account) => Promise<void>;
  status?: number;
  /**
   * The call itself revokes the account's tokens — Firebase counts an e-mail change as a major
   * account change (validSince = now; Auth emulator setAccountInfo does the same), so any token
   * whose auth_time lies in an earlier second fails `checkRevoked` and the browser signs in again
   * (SettingsView). The renewal is checked; the follow-up call is not (it passed only when sign-up
   * and the change fell in the same second — a 401 in stop 27's CI).
   */
  revokesTokens?: true;
}

/** Samples for the `keeps` routes whose body schema refuses `{}` or that need data first. */
const SAMPLES: Record<string, Sample> = {
  'PATCH /api/profile': { body: () => ({ name: 'Renewed Reader' }) },
  'PATCH /api/profile/email': { body: () => ({ email: uniqueEmail('renewed') }), revokesTokens: true },
  'POST /api/test-result': { body: () => RESULT },
  // The account has no subscription (404); the local provider has no customer portal (404).
  'POST /api/billing/cancel': { body: () => ({ subscription: 'sub_renewal', cancel: true }), status: 404 },
  'POST /api/billing/change-plan': { body: () => ({ subscription: 'sub_renewal', plan: 'yearly' }), status: 404 },
  'POST /api/billing/portal': { status: 404 },
  // The form POSTs and the file: answers the handlers build themselves, renewed by the wrapper all the same.
  'POST /api/billing/checkout': { body: () => 'plan=no-such-plan', headers: FORM, status: 303 },
  'POST /api/billing/local/pay': {
    body: () => 'session=cs_no_such_session&number=4242424242424242&expiry=1230&cvc=123',
    headers: FORM,
    status: 303,
  },
  'GET /api/download/[file]': {
    path: '/api/download/intj-guide.pdf',
    setup: async (account) => {
      const start = Math.floor(Date.now() / 1000);
      const subscription: LocalSubscription = {
        id: `sub_renewal_${account.uid.slice(0, 12)}`,
        uid: account.uid,
        customerId: `cus_renewal_${account.uid.slice(0, 12)}`,
        productId: 'price_test_monthly',
        plan: 'monthly',
        status: 'active',
        periodStart: start,
        periodEnd: start + 30 * 86_400,
        cancelAtPeriodEnd: false,
        created: start,
        endedAt: null,
        amount: 699,
        currency: 'usd',
        interval: 'month',
      };
      expect(
        await applyVerifiedEvent(
          stripeEvent(`evt_renewal_${account.uid}`, 'customer.subscription.created', subscriptionObject(subscription), start),
        ),
      ).toBe('applied');
    },
  },
  'GET /api/profile/resend-test-result': {
    setup: async (account) => {
      expect((await call(postTestResult, request('/api/test-result', { body: RESULT, jar: account.jar }))).status).toBe(201);
    },
  },
};

interface DeclaredRoute {
  /** 'GET /api/profile' */
  key: string;
  method: string;
  path: string;
  handler: unknown;
  contract: AnyRouteContract | null;
}

/** Imports every `route.ts` under app/api and lists its HTTP method exports with their contracts. */
async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const apiDir = fileURLToPath(new URL('../../app/api/', import.meta.url));
  const files = readdirSync(apiDir, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|[\\/])route\.ts$/.test(file));
  const routes: DeclaredRoute[] = [];
  for (const file of files.sort()) {
    const path = `/api/${dirname(file).split(/[\\/]/).join('/')}`;
    const exports = (await import(/* @vite-ignore */ pathToFileURL(join(apiDir, file)).href)) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      if (exports[method] === undefined) continue;
      routes.push({ key: `${method} ${path}`, method, path, handler: exports[method], contract: contractOf(exports[method]) });
    }
  }
  return routes;
}

const ROUTES = await declaredRoutes();
const KEEPING = ROUTES.filter((route) => route.contract !== null && KEEPING_POLICIES.has(route.contract.session));

/** The sample body of a call: the table's, else `{}` for a body schema, else none. */
function bodyOf(route: DeclaredRoute, account: Account): unknown {
  const sample = SAMPLES[route.key]?.body;
  if (sample) return sample(account);
  return route.contract?.body ? {} : undefined;
}

/** A jar with the account's refresh token and the given ID token. */
function jarWith(account: Account, idToken: string): CookieJar {
  const jar = new CookieJar();
  jar.cookies.set('token', idToken);
  jar.cookies.set('refreshToken', account.jar.cookies.get('refreshToken')!);
  return jar;
}

describe('the declared routes', () => {
  it('every route exports declared contracts with the policies of the table', () => {
    expect(Object.fromEntries(ROUTES.map((route) => [route.key, route.contract?.session ?? null]))).toEqual(POLICIES);
  });

  it('every route declares the cross-site protection of the table; every non-GET call requires a same-origin Origin', () => {
    const declared = (contract: AnyRouteContract | null) =>
      contract === null ? null : contract.sameOrigin ? 'origin' : contract.sameSite ? 'site' : 'none';
    expect(Object.fromEntries(ROUTES.map((route) => [route.key, declared(route.contract)]))).toEqual(CSRF);
    for (const route of ROUTES)
      if (route.method !== 'GET' && route.contract && !SIGNED_CALLS.has(route.key) && !NOTHING_TO_FORGE.has(route.key))
        expect(route.contract.sameOrigin, route.key).toBe(true);
  });

  it('every session-keeping route can be called: its body accepts {} or it has a sample; no stale samples', () => {
    expect(KEEPING.length).toBeGreaterThanOrEqual(12);
    for (const route of KEEPING) {
      const needsSample = route.contract?.body !== undefined && !z.safeParse(route.contract.body, {}).success;
      if (needsSample) expect(SAMPLES[route.key]?.body, `add a sample body for ${route.key} to SAMPLES`).toBeTypeOf('function');
    }
    for (const key of Object.keys(SAMPLES))
      expect(
        KEEPING.map((route) => route.key),
        `SAMPLES has ${key}, which does not keep the session`,
      ).toContain(key);
  });
});

describe.each(KEEPING)('$key keeps a session renewed during the call', (route) => {
  it('answers new token cookies for an expired or forged ID token next to a valid refresh token; the next call needs no renewal', async () => {
    // One account per case: some calls are rate-limited per account (resend-test-result: 3 per hour).
    for (const label of ['expired', 'forged'] as const) {
      const account = await signUpAndSignIn();
      await SAMPLES[route.key]?.setup?.(account);
      const idToken =
        label === 'expired'
          ? emulatorIdToken({ uid: account.uid, email: account.email, expiresInSeconds: -60 })
          : 'forged.id-token.signature';
      const jar = jarWith(account, idToken);
      const sample = SAMPLES[route.key];
      const renewed = await call(
        route.handler,
        request(sample?.path ?? route.path, { method: route.method, body: bodyOf(route, account), headers: sample?.headers, jar }),
      );
      const expected = SAMPLES[route.key]?.status;
      const said = async (response: Response) =>
        response.headers.get('content-type')?.includes('json')
          ? JSON.stringify(await body(response.clone()))
          : `${response.status} ${response.headers.get('location') ?? response.headers.get('content-type')}`;
      if (expected === undefined) expect(renewed.status, `${route.key} (${label} token): ${await said(renewed)}`).toBeLessThan(300);
      else expect(renewed.status, `${route.key} (${label} token): ${await said(renewed)}`).toBe(expected);
      const cookies = Object.fromEntries(setCookies(renewed).map((cookie) => [cookie.name, cookie]));
      expect(cookies.token, `${route.key} dropped the renewed ID token (${label} token)`).toBeDefined();
      expect(decodeURIComponent(cookies.token!.value)).not.toBe(idToken);
      expect('httponly' in cookies.token!.attributes).toBe(true);
      expect(cookies.token!.attributes['max-age']).toBe('2592000');
      expect(cookies.refreshToken, `${route.key} dropped the refresh token (${label} token)`).toBeDefined();
      if (cookies.user) expect(decodeUserCookie(cookies.user.value)?.uid).toBe(account.uid);

      jar.take(renewed);
      if (sample?.revokesTokens) continue;
      const next = await call(
        route.handler,
        request(sample?.path ?? route.path, { method: route.method, body: bodyOf(route, account), headers: sample?.headers, jar }),
      );
      if (expected === undefined) expect(next.status, `${route.key} with the renewed cookies`).toBeLessThan(300);
      else expect(next.status, `${route.key} with the renewed cookies`).toBe(expected);
      const names = setCookies(next).map((cookie) => cookie.name);
      expect(names, `${route.key} renewed again although the new ID token is fresh`).not.toContain('token');
      expect(names).not.toContain('refreshToken');
    }
  });
});

/**
 * The other handlers that read the session cookies (issue 26 §2: every handler that reads cookies,
 * found from the route files): `ends` / `ends-if-any` / `revokes`. Called with an expired ID token
 * next to a valid refresh token, each must accept the renewed session (no 401) and then do what
 * its policy says with the cookies — never leave the renewed tokens behind: `ends*` clears all
 * three, `revokes` (the password change) writes no auth cookie, so the browser signs in again.
 * `issues` handlers (sign-in, secure-token) write the cookies themselves (auth.int.test.ts).
 */
const ENDING = ROUTES.filter((route) => route.contract !== null && ['ends', 'ends-if-any', 'revokes'].includes(route.contract.session));
const ENDING_BODIES: Record<string, () => unknown> = { 'PATCH /api/profile/password': () => ({ password: 'Renewed-password-123' }) };

describe('the session-reading routes', () => {
  it('every route that reads the session cookies is covered here: keeping ones above, ending or revoking ones below', () => {
    const reading = ROUTES.filter((route) => route.contract !== null && !['none', 'issues'].includes(route.contract.session));
    expect(reading.map((route) => route.key).sort()).toEqual([...KEEPING, ...ENDING].map((route) => route.key).sort());
    expect(ENDING.map((route) => route.key).sort()).toEqual([
      'DELETE /api/profile',
      'PATCH /api/profile/password',
      'POST /api/auth/sign-out',
    ]);
  });
});

describe.each(ENDING)('$key ends or revokes a session renewed during the call', (route) => {
  it('accepts the renewed session and answers no renewed token cookie', async () => {
    const account = await signUpAndSignIn();
    const jar = jarWith(account, emulatorIdToken({ uid: account.uid, email: account.email, expiresInSeconds: -60 }));
    const answer = await call(route.handler, request(route.path, { method: route.method, body: ENDING_BODIES[route.key]?.() ?? {}, jar }));
    expect(answer.status, `${route.key}: ${JSON.stringify(await body(answer.clone()))}`).toBe(200);
    const cookies = Object.fromEntries(setCookies(answer).map((cookie) => [cookie.name, cookie]));
    if (route.contract!.session === 'revokes') {
      expect(Object.keys(cookies), `${route.key} wrote auth cookies after revoking the tokens`).toEqual([]);
    } else {
      for (const name of ['token', 'refreshToken', 'user'])
        expect(cookies[name]?.attributes['max-age'], `${route.key} left the ${name} cookie set`).toBe('0');
    }
  });
});
