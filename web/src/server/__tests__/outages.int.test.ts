/**
 * Fault tests (issue 13): account calls while Firestore or the Auth service is down and right after
 * it returns, on a stack of its own switched off and on with its `faults`.
 * Design notes: docs/tests-and-results.md "Notes from the source files".
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { GET as unreadCount } from '@/app/api/notifications/unread-count/route';
import { GET as getProfile } from '@/app/api/profile/route';
import { POST as secureToken } from '@/app/api/secure-token/route';
import { POST as signUp } from '@/app/api/signup/route';
import { POST as postTestResult } from '@/app/api/test-result/route';
import { AUTH_DEADLINE_MS, FIRESTORE_DEADLINE_MS, ROUTE_DEADLINE_MS } from '@/server/deadlines';
import { db } from '@/server/firebase';
import { call, signInWithPassword, signUpAndSignIn, type Account } from './flows';
import { body, CookieJar, emulatorIdToken, PASSWORD, request, setCookies, sleep, uniqueEmail, uniqueIp } from './support';

// These tests measure the account deadlines themselves: the test-only ACCOUNT_DEADLINE_SCALE that
// the other integration files run with (vitest.config.ts) is set back to 1 before any import
// (vi.hoisted runs first); the first test below checks that it took effect.
vi.hoisted(() => {
  process.env.ACCOUNT_DEADLINE_SCALE = '1';
});

/** The bound for an answer during an outage, ms. */
const OUTAGE_ANSWER_LIMIT_MS = 5_000;
/** The first call after a service is back must not wait for a reconnect backoff (the issue measured 24 s), ms. */
const RECOVERY_LIMIT_MS = 3_000;
const UNAVAILABLE = 'Accounts are not available right now. Please try again later.';
/** How long the Firestore outage lasts (gRPC's default backoff would then wait seconds to reconnect), ms. */
const FIRESTORE_OUTAGE_MS = 12_000;
/**
 * One more attempt for the timed outage tests: ./scripts/test.sh runs this file beside lint, typegen
 * and the builds, which hold both cores, and the bounds above are wall-clock times (unloaded: slowest
 * 503 ~3.2 s, first call after recovery ~0.8 s). A broken deadline or a reconnect backoff misses the
 * bound on both attempts (the issue measured 24 s), so the retry hides only a busy machine.
 */
const TIMED_RETRY = 1;

// The scripts' modules import each other with `.ts` extensions, which web's tsconfig does not
// allow, so they are loaded dynamically and typed here by hand (as in emulators.int.test.ts).
type Switch = { down(): Promise<void>; up(): Promise<void> };
type Stack = {
  env: Record<'FIREBASE_AUTH_EMULATOR_HOST' | 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_PROJECT_ID' | 'SMTP_URL' | 'MAIL_DIR', string>;
  stop(): Promise<void>;
  faults: { firestore?: Switch; auth?: Switch & { freeze(): void; thaw(): void } };
};
type EmulatorsModule = {
  startEmulators(
    options: Record<'authPort' | 'firestorePort' | 'smtpPort' | 'hubPort' | 'loggingPort', number> & {
      mailDir: string;
      existing: Record<string, string>;
    },
  ): Promise<Stack>;
  freePort(): Promise<number>;
};
const SCRIPTS = new URL('../../../../scripts/emulators/', import.meta.url);

let stack: Stack;
let firestore: Switch;
let auth: Switch & { freeze(): void; thaw(): void };
let tmp: string;
/** Measured times, printed at the end (the report quotes them). */
const measured: string[] = [];

beforeAll(async () => {
  const emulators = (await import(/* @vite-ignore */ new URL('emulators.ts', SCRIPTS).href)) as EmulatorsModule;
  tmp = mkdtempSync(join(tmpdir(), 'typeatlas-outages-int-'));
  const ports = {
    authPort: await emulators.freePort(),
    firestorePort: await emulators.freePort(),
    smtpPort: await emulators.freePort(),
    hubPort: await emulators.freePort(),
    loggingPort: await emulators.freePort(),
  };
  stack = await emulators.startEmulators({ ...ports, mailDir: join(tmp, 'mail'), existing: {} });
  firestore = stack.faults.firestore!;
  auth = stack.faults.auth!;
  // This file's handlers use this stack (firebase-admin and the config read the environment lazily).
  for (const [key, value] of Object.entries(stack.env)) vi.stubEnv(key, value);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await warmUpAuth();
}, 150_000);

/**
 * One untimed sign-up and sign-in before the timed tests. The Auth emulator compiles an operation's
 * OpenAPI schemas on its first call (patches/firebase-tools@15.30.2.patch: ~1.2 CPU-s for the
 * sign-up flow's operations), which beside the other steps of ./scripts/test.sh can outlast the
 * production 3 s deadline this file runs at: a CI run (stop 34) got 503 for the set-up sign-up of
 * "Firestore down" on both attempts, before any outage. A real Identity Toolkit compiles nothing;
 * the outages, deadlines and recovery are measured as before. "Auth down" still restarts a cold
 * emulator and times the first sign-up after it.
 * @throws the last attempt's error when none of `attempts` sign-ups succeeds
 */
async function warmUpAuth(attempts = 6): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await signUpAndSignIn();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(2_000);
    }
  }
}

afterAll(async () => {
  auth?.thaw();
  await firestore?.up().catch(() => undefined);
  await stack?.stop();
  vi.unstubAllEnvs();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  if (measured.length > 0) console.info(`[outages] ${measured.join('; ')}`);
}, 30_000);

/** Calls a handler and measures how long it took. */
async function timed(
  label: string,
  handler: unknown,
  ...args: Parameters<typeof request>
): Promise<{ label: string; response: Response; ms: number }> {
  const started = performance.now();
  const response = await call(handler, request(...args));
  return { label, response, ms: Math.round(performance.now() - started) };
}

/**
 * Asserts the outage answer: 503, the text, Retry-After, within the limit, and no cookie cleared —
 * the only cookies it may set are tokens renewed before the outage struck (Firestore down, Auth up).
 */
async function expectOutageAnswer({ label, response, ms }: Awaited<ReturnType<typeof timed>>, renewed: 'may renew' | 'no renewal') {
  expect(response.status, `${label}: ${JSON.stringify(await body(response.clone()))}`).toBe(503);
  expect(await body(response), label).toEqual({ message: UNAVAILABLE, code: 503 });
  expect(Number(response.headers.get('retry-after')), `${label}: Retry-After`).toBeGreaterThan(0);
  const cookies = setCookies(response);
  expect(
    cookies.filter((cookie) => cookie.value === '' || cookie.attributes['max-age'] === '0'),
    `${label} cleared cookies`,
  ).toEqual([]);
  if (renewed === 'no renewal' || !label.includes('expired')) expect(cookies, `${label} wrote cookies`).toEqual([]);
  else expect(cookies.map((cookie) => cookie.name).sort(), `${label}: renewed tokens`).toEqual(['refreshToken', 'token']);
  expect(ms, `${label} took ${ms} ms`).toBeLessThanOrEqual(OUTAGE_ANSWER_LIMIT_MS);
}

/** The failed sign-in counter of an IP (server/handlers/session.ts key, hashed as rate-limits.ts does). */
async function signInFailures(ip: string): Promise<number> {
  const id = createHash('sha256').update(`sign-in:ip:${ip}`).digest('hex');
  return ((await db().collection('rateLimits').doc(id).get()).data()?.count as number | undefined) ?? 0;
}

/** Everything a visitor does during an outage, at once: the answers and their times. */
async function duringOutage(account: Account, ip: string) {
  const expired = new CookieJar();
  expired.cookies.set('token', emulatorIdToken({ uid: account.uid, email: account.email, expiresInSeconds: -60 }));
  expired.cookies.set('refreshToken', account.jar.cookies.get('refreshToken')!);
  const result = { testName: 'main', result: { type: 'INTJ' }, meta: { completedAt: new Date().toISOString() } };
  return Promise.all([
    timed('GET /api/profile', getProfile, '/api/profile', { jar: account.jar }),
    timed('GET /api/profile (expired ID token)', getProfile, '/api/profile', { jar: expired }),
    timed('GET /api/notifications/unread-count', unreadCount, '/api/notifications/unread-count', { jar: account.jar }),
    timed('POST /api/signup', signUp, '/api/signup', { body: { email: uniqueEmail('outage'), password: PASSWORD, name: 'Outage' } }),
    timed('POST /api/test-result', postTestResult, '/api/test-result', { body: result, jar: account.jar }),
    timed('POST /api/secure-token', secureToken, '/api/secure-token', { body: {}, jar: account.jar }),
    // Eleven sign-ins from one IP: one more than the failed sign-in limit.
    ...Array.from({ length: 11 }, (_, index) =>
      timed(`POST /api/auth/sign-in #${index + 1}`, signIn, '/api/auth/sign-in', {
        body: { idToken: account.tokens.idToken, refreshToken: account.tokens.refreshToken },
        ip,
      }),
    ),
  ]);
}

/** After the outage: the IP was not locked, and the session and its cookies still work. */
async function expectNotCountedAndSessionKept(account: Account, ip: string) {
  expect(await signInFailures(ip)).toBe(0);
  const again = await call(
    signIn,
    request('/api/auth/sign-in', { body: { idToken: account.tokens.idToken, refreshToken: account.tokens.refreshToken }, ip }),
  );
  expect(again.status, 'a sign-in from the same IP after the outage').toBe(200);
  const profile = await call(getProfile, request('/api/profile', { jar: account.jar }));
  expect(profile.status, 'the session of before the outage').toBe(200);
  expect((await body(profile)).user.uid).toBe(account.uid);
}

/** Times the first account call after a service came back. */
async function firstCallAfterRecovery(label: string, account: Account) {
  const first = await timed(label, getProfile, '/api/profile', { jar: account.jar });
  expect(first.response.status, `${label}: ${JSON.stringify(await body(first.response.clone()))}`).toBe(200);
  expect(first.ms, `${label} took ${first.ms} ms`).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
  measured.push(`${label}: ${first.ms} ms`);
}

it('runs at the production deadlines (3 s per Firestore/Auth operation, 10 s per call), not the test scale', () => {
  expect({ FIRESTORE_DEADLINE_MS, AUTH_DEADLINE_MS, ROUTE_DEADLINE_MS }).toEqual({
    FIRESTORE_DEADLINE_MS: 3_000,
    AUTH_DEADLINE_MS: 3_000,
    ROUTE_DEADLINE_MS: 10_000,
  });
});

describe('Firestore down (finding 2)', { retry: TIMED_RETRY }, () => {
  it('every account call answers 503 within 5 s, keeps the cookies and counts no sign-in; the first call after it returns succeeds quickly', async () => {
    const account = await signUpAndSignIn();
    const ip = uniqueIp();
    await firestore.down();
    const downSince = Date.now();
    let answers: Awaited<ReturnType<typeof duringOutage>>;
    try {
      answers = await duringOutage(account, ip);
      // Stay down long enough for an uncapped gRPC reconnect backoff to grow past the recovery limit.
      await sleep(FIRESTORE_OUTAGE_MS - (Date.now() - downSince));
    } finally {
      await firestore.up();
    }
    // With Auth up, the expired ID token is renewed before Firestore fails: the new tokens are kept.
    for (const answer of answers) await expectOutageAnswer(answer, 'may renew');
    measured.push(`Firestore down: slowest 503 ${Math.max(...answers.map((answer) => answer.ms))} ms`);
    await firstCallAfterRecovery('first call after Firestore returned', account);
    await expectNotCountedAndSessionKept(account, ip);
  }, 60_000);
});

describe('Auth service hung (finding 3)', { retry: TIMED_RETRY }, () => {
  it('every account call answers 503 within 5 s (not 401), keeps the cookies and counts no sign-in; calls succeed as soon as it answers again', async () => {
    const account = await signUpAndSignIn();
    const ip = uniqueIp();
    auth.freeze();
    let answers: Awaited<ReturnType<typeof duringOutage>>;
    try {
      answers = await duringOutage(account, ip);
    } finally {
      auth.thaw();
    }
    for (const answer of answers) await expectOutageAnswer(answer, 'no renewal');
    measured.push(`Auth hung: slowest 503 ${Math.max(...answers.map((answer) => answer.ms))} ms`);
    await firstCallAfterRecovery('first call after Auth answered again', account);
    await expectNotCountedAndSessionKept(account, ip);
  }, 60_000);
});

describe('Auth service down (finding 3)', { retry: TIMED_RETRY }, () => {
  it('account calls answer 503 at once (not 401), keep the cookies and count no sign-in; a restarted service is used at once', async () => {
    const account = await signUpAndSignIn();
    const ip = uniqueIp();
    await auth.down();
    let answers: Awaited<ReturnType<typeof duringOutage>>;
    try {
      answers = await duringOutage(account, ip);
    } finally {
      await auth.up();
    }
    for (const answer of answers) await expectOutageAnswer(answer, 'no renewal');
    measured.push(`Auth down: slowest 503 ${Math.max(...answers.map((answer) => answer.ms))} ms`);
    expect(await signInFailures(ip)).toBe(0);
    // The restarted emulator keeps no accounts (in-memory): a new one signs up and in right away.
    const started = performance.now();
    const fresh = await signUpAndSignIn();
    const ms = Math.round(performance.now() - started);
    measured.push(`sign-up + sign-in after Auth restarted: ${ms} ms`);
    expect(ms).toBeLessThanOrEqual(RECOVERY_LIMIT_MS * 2);
    const { response } = await signInWithPassword(fresh.email, fresh.password);
    expect(response.status).toBe(200);
    const again = await call(signIn, request('/api/auth/sign-in', { body: { idToken: fresh.tokens.idToken }, ip }));
    expect(again.status, 'a sign-in from the same IP after the outage').toBe(200);
  }, 90_000);
});
