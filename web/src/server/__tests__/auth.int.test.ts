/**
 * Integration: sign-in (cookies, user-cookie filtering, rate limits), sign-out (revocation),
 * sign-up and token refresh — the real Route Handlers against the Auth emulator and the local
 * Firestore server.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as signOut } from '@/app/api/auth/sign-out/route';
import { GET as getProfile } from '@/app/api/profile/route';
import { POST as secureToken } from '@/app/api/secure-token/route';
import { POST as signUp } from '@/app/api/signup/route';
import { decodeUserCookie } from '@/lib/session-user';
import { db } from '@/server/firebase';
import { call, signInWithPassword, signUpAndSignIn } from './flows';
import {
  body,
  CookieJar,
  emulatorEnv,
  emulatorIdToken,
  emulatorSignIn,
  emulatorSignInWithCustomToken,
  emulatorSignUp,
  EVIL_ORIGIN,
  PASSWORD,
  request,
  setCookies,
  sleep,
  uniqueEmail,
  uniqueIp,
} from './support';

const TOO_MANY = 'Too many attempts, try again in a few minutes';
const INVALID = 'You have entered an invalid email or password';
const GARBAGE_TOKEN = 'garbage.garbage.garbage-garbage';
const USER_KEYS = ['createdAt', 'email', 'gender', 'lastNotificationViewDate', 'name', 'skinTone', 'subscriptions', 'type', 'uid'];

beforeAll(() => {
  emulatorEnv();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function expectCleared(response: Response) {
  const cleared = setCookies(response).filter((cookie) => cookie.attributes['max-age'] === '0' && cookie.value === '');
  expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['refreshToken', 'token', 'user']);
  for (const cookie of cleared) expect(cookie.attributes.path).toBe('/');
}

describe('POST /api/auth/sign-in', () => {
  it('sets token, refreshToken and user cookies (30 days, path /, Lax; tokens HttpOnly) and answers the user', async () => {
    const email = uniqueEmail('signin');
    const tokens = await emulatorSignUp(email);
    const response = await call(
      signIn,
      request('/api/auth/sign-in', { body: { idToken: tokens.idToken, refreshToken: tokens.refreshToken } }),
    );
    expect(response.status).toBe(200);
    const answer = await body(response);
    expect(Object.keys(answer.user).sort()).toEqual(USER_KEYS);
    expect(answer.user).toMatchObject({ uid: tokens.localId, email, lastNotificationViewDate: null, subscriptions: {} });
    expect(answer.expiresAt).toBeGreaterThan(Date.now());
    expect(answer.expiresAt).toBeLessThanOrEqual(Date.now() + 3600_000 + 5_000);

    const cookies = Object.fromEntries(setCookies(response).map((cookie) => [cookie.name, cookie]));
    expect(Object.keys(cookies).sort()).toEqual(['refreshToken', 'token', 'user']);
    for (const cookie of Object.values(cookies)) {
      expect(cookie.attributes['max-age']).toBe('2592000');
      expect(cookie.attributes.path).toBe('/');
      expect(cookie.attributes.samesite?.toLowerCase()).toBe('lax');
      expect('secure' in cookie.attributes).toBe(false); // http://localhost
      expect('domain' in cookie.attributes).toBe(false); // host-only on localhost
    }
    expect('httponly' in cookies.token!.attributes).toBe(true);
    expect('httponly' in cookies.refreshToken!.attributes).toBe(true);
    expect('httponly' in cookies.user!.attributes).toBe(false);
    expect(decodeURIComponent(cookies.token!.value)).toBe(tokens.idToken);
    expect(decodeURIComponent(cookies.refreshToken!.value)).toBe(tokens.refreshToken);
    expect(decodeUserCookie(cookies.user!.value)).toEqual(answer.user);
  });

  it('creates the missing profile of an account made elsewhere', async () => {
    const tokens = await emulatorSignUp(uniqueEmail('elsewhere'));
    const response = await call(signIn, request('/api/auth/sign-in', { body: { idToken: tokens.idToken } }));
    expect(response.status).toBe(200);
    const snapshot = await db().collection('users').doc(tokens.localId).get();
    expect(snapshot.exists).toBe(true);
    // Without a refresh token only token + user are set.
    expect(
      setCookies(response)
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual(['token', 'user']);
  });

  it('keeps only the SPEC §3 fields in the user cookie and only expiredAt + status per subscription', async () => {
    const account = await signUpAndSignIn({ name: 'Filter Me', gender: 'female', type: 'INFP', skinTone: 4 });
    const expiredAt = new Date('2031-01-02T03:04:05.000Z');
    await db()
      .collection('users')
      .doc(account.uid)
      .update({
        stripeCustomerId: 'cus_secret',
        passwordHash: 'nope',
        subscriptions: {
          premium: {
            productId: 'prod_premium',
            expiredAt: Timestamp.fromDate(expiredAt),
            status: 'active',
            paymentId: 'pi_secret',
            price: 999,
            card: { last4: '4242' },
          },
          old: { productId: 'prod_old', expiredAt: null, status: 'cancelled', receipt: 'r' },
        },
      });
    const { response } = await signInWithPassword(account.email, account.password);
    expect(response.status).toBe(200);
    const user = setCookies(response).find((cookie) => cookie.name === 'user')!;
    const raw = JSON.parse(decodeURIComponent(user.value));
    expect(Object.keys(raw).sort()).toEqual(USER_KEYS);
    expect(raw).toMatchObject({ uid: account.uid, email: account.email, name: 'Filter Me', gender: 'female', type: 'infp', skinTone: 4 });
    expect(raw.subscriptions).toEqual({
      premium: { expiredAt: expiredAt.toISOString(), status: 'active' },
      old: { expiredAt: null, status: 'cancelled' },
    });
    expect(user.value).not.toMatch(/secret|prod_|nameLastUpdateDate|4242|passwordHash/);
    expect((await body(response)).user).toEqual(raw);
  });

  it('answers 401 with the SPEC §8 text for a garbage or forged token', async () => {
    for (const idToken of [GARBAGE_TOKEN, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'x'.repeat(200)]) {
      const response = await call(signIn, request('/api/auth/sign-in', { body: { idToken } }));
      expect(response.status).toBe(401);
      expect(await body(response)).toMatchObject({ message: INVALID, code: 401 });
      expect(setCookies(response)).toEqual([]);
    }
  });

  it.each([
    ['missing idToken', {}],
    ['extra field', { idToken: GARBAGE_TOKEN, admin: true }],
    ['mistyped idToken', { idToken: 1234567890123 }],
    ['mistyped refreshToken', { idToken: GARBAGE_TOKEN, refreshToken: ['x'] }],
    ['too short idToken', { idToken: 'short' }],
  ])('answers 400 for a bad body: %s', async (_label, payload) => {
    const response = await call(signIn, request('/api/auth/sign-in', { body: payload }));
    expect(response.status).toBe(400);
    const answer = await body(response);
    expect(answer.code).toBe(400);
    expect(typeof answer.message).toBe('string');
    expect(answer.errors).toBeTypeOf('object');
  });

  it('answers 400 for a non-JSON body and 413 for an oversized one', async () => {
    const notJson = await call(signIn, request('/api/auth/sign-in', { body: 'idToken=abc' }));
    expect(notJson.status).toBe(400);
    expect((await body(notJson)).message).toBe('The request body must be JSON');
    const huge = await call(signIn, request('/api/auth/sign-in', { body: { idToken: 'x'.repeat(40 * 1024) } }));
    expect(huge.status).toBe(413);
    expect((await body(huge)).code).toBe(413);
  });

  it('refuses cross-origin requests and requests without Origin (403)', async () => {
    const tokens = await emulatorSignUp(uniqueEmail('csrf'));
    const payload = { idToken: tokens.idToken };
    for (const options of [
      { origin: EVIL_ORIGIN },
      { origin: null },
      { headers: { 'sec-fetch-site': 'cross-site' } },
      { origin: 'http://localhost:3001' },
    ]) {
      const response = await call(signIn, request('/api/auth/sign-in', { body: payload, ...options }));
      expect(response.status).toBe(403);
      expect(await body(response)).toMatchObject({ message: 'Cross-origin requests are not allowed', code: 403 });
      expect(setCookies(response)).toEqual([]);
    }
  });

  it('rate-limits per IP: 10 failures answer 401, then 403 — even with a valid token; another IP is unaffected', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await call(signIn, request('/api/auth/sign-in', { body: { idToken: GARBAGE_TOKEN }, ip }));
      expect(response.status, `attempt ${attempt}`).toBe(401);
      expect((await body(response)).message).toBe(INVALID);
    }
    const limited = await call(signIn, request('/api/auth/sign-in', { body: { idToken: GARBAGE_TOKEN }, ip }));
    expect(limited.status).toBe(403);
    expect(await body(limited)).toMatchObject({ message: TOO_MANY, code: 403 });

    const tokens = await emulatorSignUp(uniqueEmail('ratelimit'));
    const blocked = await call(signIn, request('/api/auth/sign-in', { body: { idToken: tokens.idToken }, ip }));
    expect(blocked.status).toBe(403);
    expect((await body(blocked)).message).toBe(TOO_MANY);
    expect(setCookies(blocked)).toEqual([]);

    const elsewhere = await call(signIn, request('/api/auth/sign-in', { body: { idToken: tokens.idToken }, ip: uniqueIp() }));
    expect(elsewhere.status).toBe(200);
  });

  it('rate-limits per account: the 11th sign-in of one account within the window answers 403 from any IP', async () => {
    const tokens = await emulatorSignUp(uniqueEmail('account-limit'));
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await call(signIn, request('/api/auth/sign-in', { body: { idToken: tokens.idToken } }));
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
    const limited = await call(signIn, request('/api/auth/sign-in', { body: { idToken: tokens.idToken } }));
    expect(limited.status).toBe(403);
    expect((await body(limited)).message).toBe(TOO_MANY);
    // Another account is unaffected.
    const other = await emulatorSignUp(uniqueEmail('account-limit-other'));
    expect((await call(signIn, request('/api/auth/sign-in', { body: { idToken: other.idToken } }))).status).toBe(200);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('clears the cookies, revokes the session: the old token and refresh token are refused afterwards', async () => {
    const account = await signUpAndSignIn();
    const old = account.jar.clone();
    expect((await call(getProfile, request('/api/profile', { jar: old }))).status).toBe(200);
    // No pause before the sign-out: tokens of its own second are revoked too (finding 8).
    const response = await call(signOut, request('/api/auth/sign-out', { body: {}, jar: account.jar }));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ ok: true });
    expectCleared(response);
    account.jar.take(response);
    expect(account.jar.header()).toBe('');

    const withOldCookies = await call(getProfile, request('/api/profile', { jar: old }));
    expect(withOldCookies.status).toBe(401);
    const onlyOldToken = new CookieJar();
    onlyOldToken.cookies.set('token', old.cookies.get('token')!);
    expect((await call(getProfile, request('/api/profile', { jar: onlyOldToken }))).status).toBe(401);
    const refresh = await call(secureToken, request('/api/secure-token', { body: {}, jar: old }));
    expect(refresh.status).toBe(401);
    // Signing in again afterwards works.
    const again = await signInWithPassword(account.email, account.password);
    expect(again.response.status).toBe(200);
  });

  it('revokes tokens issued in the same second as the sign-out (finding 8); a sign-in right after the answer works', async () => {
    const account = await signUpAndSignIn();
    await sleep(1_100); // the account's own session starts in an earlier second
    // A second session of the account (a stolen password, another device) signs in, and the first
    // signs out, within the same whole second.
    let other: Awaited<ReturnType<typeof emulatorSignIn>> | undefined;
    let signOutStarted = 0;
    for (let attempt = 0; attempt < 5 && !other; attempt += 1) {
      await sleep(1_000 - (Date.now() % 1_000) + 20);
      const second = Math.floor(Date.now() / 1_000);
      const tokens = await emulatorSignIn(account.email, account.password);
      signOutStarted = Date.now();
      if (Math.floor(signOutStarted / 1_000) === second) other = tokens;
    }
    expect(other, 'could not sign in and start the sign-out within one second').toBeDefined();
    const authTime = JSON.parse(Buffer.from(other!.idToken.split('.')[1]!, 'base64url').toString()).auth_time as number;
    expect(authTime).toBe(Math.floor(signOutStarted / 1_000));

    const response = await call(signOut, request('/api/auth/sign-out', { body: {}, jar: account.jar }));
    expect(response.status).toBe(200);
    expect(Date.now() - signOutStarted).toBeLessThan(3_000);

    const otherJar = new CookieJar();
    otherJar.cookies.set('token', other!.idToken);
    expect((await call(getProfile, request('/api/profile', { jar: otherJar }))).status, 'same-second ID token').toBe(401);
    const otherRefresh = new CookieJar();
    otherRefresh.cookies.set('refreshToken', other!.refreshToken);
    expect(
      (await call(secureToken, request('/api/secure-token', { body: {}, jar: otherRefresh }))).status,
      'same-second refresh token',
    ).toBe(401);
    expect(
      (await call(signIn, request('/api/auth/sign-in', { body: { idToken: other!.idToken } }))).status,
      'same-second token at sign-in',
    ).toBe(401);

    // The owner signs in again at once: not locked out.
    const again = await signInWithPassword(account.email, account.password);
    expect(again.response.status).toBe(200);
    expect((await call(getProfile, request('/api/profile', { jar: again.jar }))).status).toBe(200);
  });

  it('answers at once when nobody signed in during the current second (no wait for the next one)', async () => {
    const account = await signUpAndSignIn();
    await sleep(1_000 - (Date.now() % 1_000) + 1_020); // early in a later second than the sign-in
    const started = Date.now();
    const response = await call(signOut, request('/api/auth/sign-out', { body: {}, jar: account.jar.clone() }));
    expect(response.status).toBe(200);
    expect(Date.now() - started, 'waiting for the next second would take ~980 ms').toBeLessThan(600);
    expect((await call(getProfile, request('/api/profile', { jar: account.jar }))).status, 'the signed-out token').toBe(401);
  });

  it('answers 200 and clears cookies without a session too; accepts an empty body', async () => {
    const response = await call(signOut, request('/api/auth/sign-out', { method: 'POST' }));
    expect(response.status).toBe(200);
    expectCleared(response);
  });

  it('refuses cross-origin (403), extra fields (400), non-JSON (400) and oversized bodies (413)', async () => {
    const account = await signUpAndSignIn();
    const cases: [Parameters<typeof request>[1], number][] = [
      [{ body: {}, jar: account.jar, origin: EVIL_ORIGIN }, 403],
      [{ body: {}, jar: account.jar, origin: null }, 403],
      [{ body: { everywhere: true }, jar: account.jar }, 400],
      [{ body: '{not json', jar: account.jar }, 400],
      [{ body: { pad: 'x'.repeat(40_000) }, jar: account.jar }, 413],
    ];
    for (const [options, status] of cases) {
      const response = await call(signOut, request('/api/auth/sign-out', options));
      expect(response.status).toBe(status);
      expect(setCookies(response)).toEqual([]);
    }
    // The session survived all of them.
    expect((await call(getProfile, request('/api/profile', { jar: account.jar }))).status).toBe(200);
  });
});

describe('POST /api/signup', () => {
  it('creates the auth user, the profile document and the signup notification; the custom token signs in', async () => {
    const email = uniqueEmail('SignUp').toUpperCase();
    const before = Date.now();
    const response = await call(
      signUp,
      request('/api/signup', {
        body: { email: `  ${email} `, password: PASSWORD, name: ' Ada ', gender: 'female', type: 'ENTP', skinTone: 3 },
      }),
    );
    expect(response.status).toBe(201);
    const answer = await body(response);
    expect(Object.keys(answer)).toEqual(['token']);
    expect(setCookies(response)).toEqual([]);

    const tokens = await emulatorSignInWithCustomToken(answer.token);
    const profile = (await db().collection('users').doc(tokens.localId).get()).data()!;
    expect(profile).toMatchObject({
      uid: tokens.localId,
      email: email.toLowerCase(),
      name: 'Ada',
      gender: 'female',
      type: 'entp',
      skinTone: 3,
      lastNotificationViewDate: null,
      nameLastUpdateDate: null,
      subscriptions: {},
    });
    expect(profile.createdAt).toBeInstanceOf(Timestamp);
    expect(profile.createdAt.toMillis()).toBeGreaterThanOrEqual(before - 1_000);

    const notifications = await db().collection('notifications').where('userId', '==', tokens.localId).get();
    expect(notifications.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        type: 'signup',
        title: 'Your profile has been created. Share it with friends!',
        slug: '/profile',
        userId: tokens.localId,
      }),
    ]);

    const signedIn = await call(
      signIn,
      request('/api/auth/sign-in', { body: { idToken: tokens.idToken, refreshToken: tokens.refreshToken } }),
    );
    expect(signedIn.status).toBe(200);
    expect((await body(signedIn)).user).toMatchObject({ uid: tokens.localId, name: 'Ada', type: 'entp', skinTone: 3, gender: 'female' });
  });

  it('defaults gender, type and skin tone', async () => {
    const account = await signUpAndSignIn({ name: 'Plain' });
    expect(account.jar.get('user')).toBeDefined();
    const user = decodeUserCookie(account.jar.get('user'))!;
    expect(user).toMatchObject({ name: 'Plain', gender: '', type: '', skinTone: 2 });
  });

  it('answers 409 for an e-mail that is already registered (any case)', async () => {
    const email = uniqueEmail('dupe');
    await signUpAndSignIn({ email });
    const response = await call(
      signUp,
      request('/api/signup', { body: { email: email.toUpperCase(), password: PASSWORD, name: 'Again' } }),
    );
    expect(response.status).toBe(409);
    expect(await body(response)).toMatchObject({ message: 'This e-mail address is already registered', code: 409 });
  });

  it.each([
    ['weak password', { password: '12345' }],
    ['missing e-mail', { email: undefined }],
    ['missing password', { password: undefined }],
    ['missing name', { name: undefined }],
    ['blank name', { name: '   ' }],
    ['extra field', { role: 'admin' }],
    ['mistyped skinTone', { skinTone: '3' }],
    ['skinTone out of range', { skinTone: 6 }],
    ['unknown type', { type: 'abcd' }],
    ['unknown gender', { gender: 'robot' }],
    ['invalid e-mail', { email: 'not-an-email' }],
    ['markup in name', { name: '<script>' }],
  ])('answers 400 for %s', async (_label, patch) => {
    const payload = { email: uniqueEmail('bad'), password: PASSWORD, name: 'Bad', ...patch };
    const response = await call(signUp, request('/api/signup', { body: JSON.parse(JSON.stringify(payload)) }));
    expect(response.status).toBe(400);
    const answer = await body(response);
    expect(answer.code).toBe(400);
    expect(answer.errors).toBeTypeOf('object');
    if (_label === 'weak password') expect(answer.errors.password).toMatch(/at least 6/);
  });

  it('answers 400 for non-JSON, 413 for an oversized body and 403 cross-origin; nothing is created', async () => {
    const email = uniqueEmail('refused');
    const cases: [Parameters<typeof request>[1], number][] = [
      [{ body: 'email=a@b.c' }, 400],
      [{ body: { email, password: PASSWORD, name: 'x'.repeat(40_000) } }, 413],
      [{ body: { email, password: PASSWORD, name: 'Evil' }, origin: EVIL_ORIGIN }, 403],
      [{ body: { email, password: PASSWORD, name: 'Evil' }, origin: null }, 403],
    ];
    for (const [options, status] of cases) {
      expect((await call(signUp, request('/api/signup', options))).status).toBe(status);
    }
    // The address is still free.
    expect((await call(signUp, request('/api/signup', { body: { email, password: PASSWORD, name: 'Fine' } }))).status).toBe(201);
  });
});

describe('POST /api/secure-token', () => {
  it('renews the ID token with the refresh token cookie (new token cookie, same user)', async () => {
    const account = await signUpAndSignIn();
    const oldToken = account.jar.get('token');
    await sleep(1_100); // a different iat → a different token
    const response = await call(secureToken, request('/api/secure-token', { body: {}, jar: account.jar }));
    expect(response.status).toBe(200);
    const answer = await body(response);
    expect(answer.user.uid).toBe(account.uid);
    expect(answer.expiresAt).toBeGreaterThan(Date.now());
    const cookies = Object.fromEntries(setCookies(response).map((cookie) => [cookie.name, cookie]));
    expect(Object.keys(cookies).sort()).toEqual(['refreshToken', 'token', 'user']);
    expect('httponly' in cookies.token!.attributes).toBe(true);
    expect(cookies.token!.attributes['max-age']).toBe('2592000');
    account.jar.take(response);
    expect(account.jar.get('token')).not.toBe(oldToken);
    expect((await call(getProfile, request('/api/profile', { jar: account.jar }))).status).toBe(200);
  });

  it('answers 401 and clears the cookies for a garbage or missing refresh token', async () => {
    const jar = new CookieJar();
    jar.cookies.set('refreshToken', 'garbage-refresh-token');
    jar.cookies.set('token', 'garbage');
    for (const options of [{ body: {}, jar }, { body: {} }]) {
      const response = await call(secureToken, request('/api/secure-token', options));
      expect(response.status).toBe(401);
      expect((await body(response)).code).toBe(401);
      expectCleared(response);
    }
  });

  it('refuses cross-origin (403) and bad bodies (400/413)', async () => {
    const account = await signUpAndSignIn();
    expect((await call(secureToken, request('/api/secure-token', { body: {}, jar: account.jar, origin: EVIL_ORIGIN }))).status).toBe(403);
    expect((await call(secureToken, request('/api/secure-token', { body: {}, jar: account.jar, origin: null }))).status).toBe(403);
    expect((await call(secureToken, request('/api/secure-token', { body: { refreshToken: 'x' }, jar: account.jar }))).status).toBe(400);
    expect((await call(secureToken, request('/api/secure-token', { body: 'nope', jar: account.jar }))).status).toBe(400);
    expect((await call(secureToken, request('/api/secure-token', { body: { p: 'x'.repeat(40_000) }, jar: account.jar }))).status).toBe(413);
  });
});

describe('session cookies on GET routes', () => {
  it('answers 401 without cookies and with a garbage token cookie', async () => {
    expect((await call(getProfile, request('/api/profile'))).status).toBe(401);
    const jar = new CookieJar();
    jar.cookies.set('token', GARBAGE_TOKEN);
    const response = await call(getProfile, request('/api/profile', { jar }));
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ message: 'Not authorized', code: 401 });
  });

  it('renews an ID token that is missing but whose refresh token is valid (new cookies on the answer)', async () => {
    const account = await signUpAndSignIn();
    const jar = new CookieJar();
    jar.cookies.set('refreshToken', account.jar.cookies.get('refreshToken')!);
    const response = await call(getProfile, request('/api/profile', { jar }));
    expect(response.status).toBe(200);
    expect(
      setCookies(response)
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual(['refreshToken', 'token', 'user']);
  });

  it('renews an expired ID token with the refresh token; refuses it without one', async () => {
    const account = await signUpAndSignIn();
    const expired = emulatorIdToken({ uid: account.uid, email: account.email, expiresInSeconds: -60 });
    const onlyExpired = new CookieJar();
    onlyExpired.cookies.set('token', expired);
    expect((await call(getProfile, request('/api/profile', { jar: onlyExpired }))).status).toBe(401);
    expect((await call(signIn, request('/api/auth/sign-in', { body: { idToken: expired } }))).status).toBe(401);

    const withRefresh = onlyExpired.clone();
    withRefresh.cookies.set('refreshToken', account.jar.cookies.get('refreshToken')!);
    const response = await call(getProfile, request('/api/profile', { jar: withRefresh }));
    expect(response.status).toBe(200);
    const renewed = Object.fromEntries(setCookies(response).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
    expect(Object.keys(renewed).sort()).toEqual(['refreshToken', 'token', 'user']);
    expect(renewed.token).not.toBe(expired);
  });

  it('renews a token expiring within 5 minutes (SPEC §9), not one with more time left', async () => {
    const account = await signUpAndSignIn();
    const refreshToken = account.jar.cookies.get('refreshToken')!;
    const jar = (expiresInSeconds: number) => {
      const result = new CookieJar();
      result.cookies.set('token', emulatorIdToken({ uid: account.uid, email: account.email, expiresInSeconds }));
      result.cookies.set('refreshToken', refreshToken);
      return result;
    };
    const soon = await call(getProfile, request('/api/profile', { jar: jar(120) }));
    expect(soon.status).toBe(200);
    expect(setCookies(soon).map((cookie) => cookie.name)).toContain('token');
    const later = await call(getProfile, request('/api/profile', { jar: jar(30 * 60) }));
    expect(later.status).toBe(200);
    expect(setCookies(later)).toEqual([]);
  });
});
