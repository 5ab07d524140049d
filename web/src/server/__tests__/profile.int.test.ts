/**
 * Integration: /api/profile (GET/PATCH/DELETE), /api/profile/email, /api/profile/password,
 * /api/profile/resend-test-result, /api/test-result and /api/test-results against the Auth
 * emulator, the local Firestore server and the local SMTP sink.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PATCH as patchEmail } from '@/app/api/profile/email/route';
import { PATCH as patchPassword } from '@/app/api/profile/password/route';
import { GET as resendTestResult } from '@/app/api/profile/resend-test-result/route';
import { DELETE as deleteProfile, GET as getProfile, PATCH as patchProfile } from '@/app/api/profile/route';
import { POST as postTestResult } from '@/app/api/test-result/route';
import { GET as getTestResults } from '@/app/api/test-results/route';
import { decodeUserCookie } from '@/lib/session-user';
import { db } from '@/server/firebase';
import { createNotification } from '@/server/repositories/notifications';
import { readOutbox, waitForMail } from '../../../../scripts/emulators/outbox';
import { call, signInWithPassword, signUpAndSignIn, type Account } from './flows';
import { body, CookieJar, emulatorEnv, emulatorSignIn, EVIL_ORIGIN, request, setCookies, sleep, uniqueEmail } from './support';

let mailDir: string;

beforeAll(() => {
  const env = emulatorEnv();
  if (!env.mailDir || !process.env.SMTP_URL) throw new Error('The profile tests need SMTP_URL and MAIL_DIR (the local SMTP sink)');
  mailDir = env.mailDir;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const GARBAGE = new CookieJar();
GARBAGE.cookies.set('token', 'garbage.garbage.garbage-garbage');
GARBAGE.cookies.set('refreshToken', 'garbage-refresh-token');

/** The shared refusals of a state-changing route: cross-origin, bad bodies, no or a garbage session. */
async function expectRefusals(handler: unknown, path: string, method: string, valid: unknown, bad: [string, unknown][], jar: CookieJar) {
  const cases: [string, Parameters<typeof request>[1], number][] = [
    ['cross-origin', { method, body: valid, jar, origin: EVIL_ORIGIN }, 403],
    ['no Origin', { method, body: valid, jar, origin: null }, 403],
    ['non-JSON', { method, body: '{"a":', jar }, 400],
    ['oversized', { method, body: { pad: 'x'.repeat(40_000) }, jar }, 413],
    ['no cookies', { method, body: valid }, 401],
    ['garbage token', { method, body: valid, jar: GARBAGE }, 401],
    ...bad.map(([label, payload]): [string, Parameters<typeof request>[1], number] => [label, { method, body: payload, jar }, 400]),
  ];
  for (const [label, options, status] of cases) {
    const response = await call(handler, request(path, options));
    expect(response.status, `${method} ${path}: ${label}`).toBe(status);
    const answer = await body(response);
    expect(answer.code, label).toBe(status);
    expect(typeof answer.message).toBe('string');
  }
}

async function notificationsOf(uid: string) {
  return (await db().collection('notifications').where('userId', '==', uid).get()).docs.map((doc) => doc.data());
}

const RESULT = {
  testName: 'main',
  result: { type: 'INTJ', dichotomies: [{ dominant: 'Introversion', dominantPercentage: 71.4 }] },
  scores: { ei: -12, sn: 8 },
  answers: { q1: 3, q2: -1 },
  meta: { completedAt: '2026-01-02T10:00:00.000Z', version: 2 },
};

describe('GET/PATCH /api/profile', () => {
  it('GET answers the user and nameLastUpdateDate', async () => {
    const account = await signUpAndSignIn({ name: 'Reader', type: 'isfj' });
    const response = await call(getProfile, request('/api/profile', { jar: account.jar }));
    expect(response.status).toBe(200);
    const answer = await body(response);
    expect(answer.user).toMatchObject({ uid: account.uid, email: account.email, name: 'Reader', type: 'isfj' });
    expect(answer.profile).toEqual({ nameLastUpdateDate: null });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('PATCH changes name, gender, type and skin tone; rewrites the user cookie; stamps nameLastUpdateDate', async () => {
    const account = await signUpAndSignIn({ name: 'Before' });
    const response = await call(
      patchProfile,
      request('/api/profile', { method: 'PATCH', body: { name: 'After', gender: 'other', type: 'ESTP', skinTone: 5 }, jar: account.jar }),
    );
    expect(response.status).toBe(200);
    const answer = await body(response);
    expect(answer.user).toMatchObject({ name: 'After', gender: 'other', type: 'estp', skinTone: 5 });
    const cookies = setCookies(response);
    expect(cookies.map((cookie) => cookie.name)).toEqual(['user']);
    expect('httponly' in cookies[0]!.attributes).toBe(false);
    expect(cookies[0]!.attributes['max-age']).toBe('2592000');
    expect(decodeUserCookie(cookies[0]!.value)).toEqual(answer.user);
    account.jar.take(response);

    const read = await body(await call(getProfile, request('/api/profile', { jar: account.jar })));
    expect(read.user.name).toBe('After');
    expect(Date.parse(read.profile.nameLastUpdateDate)).toBeGreaterThan(Date.now() - 60_000);

    // Only skin tone: the name date stays.
    const tone = await call(patchProfile, request('/api/profile', { method: 'PATCH', body: { skinTone: 1 }, jar: account.jar }));
    expect((await body(tone)).user).toMatchObject({ name: 'After', skinTone: 1 });
  });

  it('PATCH refuses bad input, cross-origin and missing sessions', async () => {
    const account = await signUpAndSignIn();
    await expectRefusals(
      patchProfile,
      '/api/profile',
      'PATCH',
      { name: 'Valid' },
      [
        ['nothing to change', {}],
        ['extra field', { name: 'X', email: 'x@example.com' }],
        ['mistyped name', { name: 42 }],
        ['mistyped skinTone', { skinTone: '2' }],
        ['name too long', { name: 'n'.repeat(61) }],
        ['unknown type', { type: 'xxxx' }],
        ['uid override', { uid: 'someone-else' }],
      ],
      account.jar,
    );
    // Nothing changed.
    expect((await body(await call(getProfile, request('/api/profile', { jar: account.jar })))).user.name).toBe('Test User');
  });
});

describe('PATCH /api/profile/email', () => {
  it('changes the e-mail (auth + profile + cookie), creates the notification; the new credentials sign in', async () => {
    const account = await signUpAndSignIn();
    const newEmail = uniqueEmail('moved');
    const response = await call(
      patchEmail,
      request('/api/profile/email', { method: 'PATCH', body: { email: newEmail.toUpperCase() }, jar: account.jar }),
    );
    expect(response.status).toBe(200);
    const answer = await body(response);
    expect(answer.user).toMatchObject({ uid: account.uid, email: newEmail });
    expect(decodeUserCookie(setCookies(response).find((cookie) => cookie.name === 'user')!.value)!.email).toBe(newEmail);
    expect(await notificationsOf(account.uid)).toContainEqual(
      expect.objectContaining({ type: 'email-change', title: 'The email has been changed successfully', userId: account.uid }),
    );
    await expect(emulatorSignIn(account.email, account.password)).rejects.toThrow();
    const again = await signInWithPassword(newEmail, account.password);
    expect(again.response.status).toBe(200);
    expect((await body(again.response)).user.email).toBe(newEmail);
  });

  it('answers 409 for an address another account uses', async () => {
    const taken = await signUpAndSignIn();
    const account = await signUpAndSignIn();
    const response = await call(
      patchEmail,
      request('/api/profile/email', { method: 'PATCH', body: { email: taken.email }, jar: account.jar }),
    );
    expect(response.status).toBe(409);
    expect((await body(response)).message).toBe('This e-mail address is already registered');
  });

  it('refuses bad input, cross-origin and missing sessions', async () => {
    const account = await signUpAndSignIn();
    await expectRefusals(
      patchEmail,
      '/api/profile/email',
      'PATCH',
      { email: uniqueEmail('valid') },
      [
        ['missing email', {}],
        ['extra field', { email: uniqueEmail('x'), password: 'x' }],
        ['mistyped email', { email: ['a@example.com'] }],
        ['invalid email', { email: 'not-mail' }],
      ],
      account.jar,
    );
  });
});

describe('PATCH /api/profile/password', () => {
  it('changes the password and creates the notification; the old session ends, the new password signs in', async () => {
    const account = await signUpAndSignIn();
    await sleep(1_100); // revocation has one-second resolution
    const response = await call(
      patchPassword,
      request('/api/profile/password', { method: 'PATCH', body: { password: 'a-new-password' }, jar: account.jar }),
    );
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ ok: true });
    expect(await notificationsOf(account.uid)).toContainEqual(
      expect.objectContaining({ type: 'password-change', title: 'The password has been changed successfully', userId: account.uid }),
    );
    await expect(emulatorSignIn(account.email, account.password)).rejects.toThrow();
    // Firebase revokes the sessions of a changed password: the browser re-authenticates (SPEC §7).
    expect((await call(getProfile, request('/api/profile', { jar: account.jar }))).status).toBe(401);
    const again = await signInWithPassword(account.email, 'a-new-password');
    expect(again.response.status).toBe(200);
    expect((await call(getProfile, request('/api/profile', { jar: again.jar }))).status).toBe(200);
  });

  it('refuses weak passwords, bad input, cross-origin and missing sessions', async () => {
    const account = await signUpAndSignIn();
    await expectRefusals(
      patchPassword,
      '/api/profile/password',
      'PATCH',
      { password: 'valid-password' },
      [
        ['weak password', { password: '12345' }],
        ['missing password', {}],
        ['extra field', { password: 'valid-password', currentPassword: 'x' }],
        ['mistyped password', { password: 123456789 }],
      ],
      account.jar,
    );
    expect((await signInWithPassword(account.email, account.password)).response.status).toBe(200);
  });
});

describe('POST /api/test-result, GET /api/test-results', () => {
  it('saves idempotently per test + completion time and lists retakes newest first', async () => {
    const account = await signUpAndSignIn();
    const first = await call(postTestResult, request('/api/test-result', { body: RESULT, jar: account.jar }));
    expect(first.status).toBe(201);
    const { id } = await body(first);
    expect(id).toMatch(/^[0-9a-f]{40}$/);

    const repeat = await call(
      postTestResult,
      request('/api/test-result', { body: { ...RESULT, result: { type: 'ENFP' } }, jar: account.jar }),
    );
    expect(repeat.status).toBe(200);
    expect((await body(repeat)).id).toBe(id);

    const retake = { ...RESULT, result: { type: 'INTP' }, meta: { completedAt: '2026-03-04T10:00:00+02:00' } };
    const older = { ...RESULT, result: { type: 'ISTJ' }, meta: { completedAt: '2025-12-31T23:59:59.000Z' } };
    expect((await call(postTestResult, request('/api/test-result', { body: retake, jar: account.jar }))).status).toBe(201);
    expect((await call(postTestResult, request('/api/test-result', { body: older, jar: account.jar }))).status).toBe(201);

    const list = await call(getTestResults, request('/api/test-results', { jar: account.jar }));
    expect(list.status).toBe(200);
    const { items } = await body(list);
    expect(items.map((item: { result: { type: string } }) => item.result.type)).toEqual(['INTP', 'INTJ', 'ISTJ']);
    expect(items.map((item: { completedAt: string }) => item.completedAt)).toEqual([
      '2026-03-04T08:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2025-12-31T23:59:59.000Z',
    ]);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['completedAt', 'id', 'result', 'scores', 'testName']);
    expect(items[1]).toEqual({
      id,
      testName: 'main',
      result: RESULT.result,
      scores: RESULT.scores,
      completedAt: '2026-01-02T10:00:00.000Z',
    });

    // Another user sees none of them.
    const other = await signUpAndSignIn();
    expect((await body(await call(getTestResults, request('/api/test-results', { jar: other.jar })))).items).toEqual([]);
  });

  it('POST refuses bad input, cross-origin and missing sessions', async () => {
    const account = await signUpAndSignIn();
    const { meta, ...noMeta } = RESULT;
    void meta;
    await expectRefusals(
      postTestResult,
      '/api/test-result',
      'POST',
      RESULT,
      [
        ['missing meta', noMeta],
        ['missing completedAt', { ...RESULT, meta: { version: 2 } }],
        ['missing testName', { ...RESULT, testName: undefined }],
        ['extra field', { ...RESULT, userId: 'someone-else' }],
        ['mistyped scores', { ...RESULT, scores: { ei: 'high' } }],
        ['mistyped completedAt', { ...RESULT, meta: { completedAt: 1767348000000 } }],
        ['completedAt in the future', { ...RESULT, meta: { completedAt: new Date(Date.now() + 86_400_000).toISOString() } }],
        ['bad test name', { ...RESULT, testName: '../../etc' }],
        // Values Firestore cannot store answer 400, not a storage error.
        [
          'nested arrays',
          {
            ...RESULT,
            result: {
              matrix: [
                [1, 2],
                [3, 4],
              ],
            },
          },
        ],
        ['nesting too deep', { ...RESULT, result: JSON.parse(`${'{"a":'.repeat(30)}1${'}'.repeat(30)}`) }],
        ['empty field name', { ...RESULT, answers: { '': 1 } }],
        ['reserved field name', { ...RESULT, result: { __name__: 'x' } }],
        ['empty meta field name', { ...RESULT, meta: { ...RESULT.meta, '': 1 } }],
      ],
      account.jar,
    );
    expect((await body(await call(getTestResults, request('/api/test-results', { jar: account.jar })))).items).toEqual([]);
  });

  it('GET answers 401 without a session', async () => {
    expect((await call(getTestResults, request('/api/test-results'))).status).toBe(401);
    expect((await call(getTestResults, request('/api/test-results', { jar: GARBAGE }))).status).toBe(401);
  });
});

describe('GET /api/profile/resend-test-result', () => {
  it('answers 404 without a saved result, then e-mails the latest result', async () => {
    const account = await signUpAndSignIn({ name: 'Mailed' });
    const none = await call(resendTestResult, request('/api/profile/resend-test-result', { jar: account.jar }));
    expect(none.status).toBe(404);
    expect(await body(none)).toMatchObject({ message: 'You have no saved test result yet', code: 404 });

    await call(
      postTestResult,
      request('/api/test-result', {
        body: { ...RESULT, result: { type: 'ISTJ' }, meta: { completedAt: '2025-06-01T00:00:00Z' } },
        jar: account.jar,
      }),
    );
    await call(postTestResult, request('/api/test-result', { body: RESULT, jar: account.jar }));
    const since = new Date().toISOString();
    const response = await call(resendTestResult, request('/api/profile/resend-test-result', { jar: account.jar }));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ ok: true, email: account.email });
    const mail = await waitForMail(mailDir, (record) => record.to.includes(account.email) && record.receivedAt >= since);
    expect(mail.subject).toBe('Your TypeAtlas result: INTJ');
    expect(mail.text).toContain('Hello Mailed,');
    expect(mail.text).toContain('Introversion: 71%');
    expect(mail.text).toContain('http://localhost:3000/personality-type/intj');
  });

  it("is refused (403, no e-mail) unless the site's own pages make the call: cross-site navigations carry the cookies too", async () => {
    const account = await signUpAndSignIn();
    await call(postTestResult, request('/api/test-result', { body: RESULT, jar: account.jar }));
    const since = new Date().toISOString();
    for (const [label, origin, headers] of [
      ['cross-site link or form (top-level navigation)', null, { 'sec-fetch-site': 'cross-site' }],
      ['typed URL / bookmark / e-mail link', null, { 'sec-fetch-site': 'none' }],
      ['old browser, another Origin', EVIL_ORIGIN, {}],
      ['old browser, another Referer', null, { referer: `${EVIL_ORIGIN}/page` }],
      ['no Origin, Referer or Sec-Fetch-Site', null, {}],
    ] as const) {
      const response = await call(resendTestResult, request('/api/profile/resend-test-result', { jar: account.jar, origin, headers }));
      expect(response.status, label).toBe(403);
      expect(await body(response)).toMatchObject({ message: 'Cross-origin requests are not allowed', code: 403 });
    }
    await sleep(300);
    expect(readOutbox(mailDir).filter((record) => record.to.includes(account.email) && record.receivedAt >= since)).toEqual([]);
    // The page's own fetch: Sec-Fetch-Site same-origin, no Origin.
    const own = await call(
      resendTestResult,
      request('/api/profile/resend-test-result', { jar: account.jar, origin: null, headers: { 'sec-fetch-site': 'same-origin' } }),
    );
    expect(own.status).toBe(200);
  });

  it('sends at most 3 e-mails per account per hour (then 403 Too many attempts, no e-mail)', async () => {
    const account = await signUpAndSignIn();
    await call(postTestResult, request('/api/test-result', { body: RESULT, jar: account.jar }));
    const since = new Date().toISOString();
    const resend = () =>
      call(
        resendTestResult,
        request('/api/profile/resend-test-result', { jar: account.jar, origin: null, headers: { 'sec-fetch-site': 'same-origin' } }),
      );
    for (let sent = 1; sent <= 3; sent += 1) expect((await resend()).status, `e-mail ${sent}`).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(403);
    expect(await body(limited)).toMatchObject({ message: 'Too many attempts, try again in a few minutes', code: 403 });
    await sleep(300);
    expect(readOutbox(mailDir).filter((record) => record.to.includes(account.email) && record.receivedAt >= since)).toHaveLength(3);
    // Another account is not affected.
    const other = await signUpAndSignIn();
    await call(postTestResult, request('/api/test-result', { body: RESULT, jar: other.jar }));
    expect((await call(resendTestResult, request('/api/profile/resend-test-result', { jar: other.jar }))).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await call(resendTestResult, request('/api/profile/resend-test-result'))).status).toBe(401);
    expect((await call(resendTestResult, request('/api/profile/resend-test-result', { jar: GARBAGE }))).status).toBe(401);
  });
});

describe('DELETE /api/profile', () => {
  async function seeded(): Promise<Account> {
    const account = await signUpAndSignIn();
    await call(postTestResult, request('/api/test-result', { body: RESULT, jar: account.jar }));
    await call(
      patchPassword,
      request('/api/profile/password', { method: 'PATCH', body: { password: account.password }, jar: account.jar }),
    );
    // A password change may end the session (Firebase revokes tokens); the browser signs in again.
    const { jar } = await signInWithPassword(account.email, account.password);
    return { ...account, jar };
  }

  it('removes the auth user, profile, results and personal notifications (not the global ones) and clears the cookies', async () => {
    const account = await seeded();
    const other = await signUpAndSignIn();
    // A global notification (dated long ago so no other test's user counts it).
    const globalId = await createNotification({
      type: 'blogPost',
      title: 'New article is available',
      slug: '/blog/article/kept',
      userId: '',
      createdAt: new Date('2000-01-01T00:00:00Z'),
    });
    expect((await notificationsOf(account.uid)).length).toBe(2);

    const response = await call(deleteProfile, request('/api/profile', { method: 'DELETE', body: {}, jar: account.jar }));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ ok: true });
    const cleared = setCookies(response).filter((cookie) => cookie.attributes['max-age'] === '0');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['refreshToken', 'token', 'user']);

    await expect(emulatorSignIn(account.email, account.password)).rejects.toThrow(
      /EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS|USER_NOT_FOUND/,
    );
    expect((await db().collection('users').doc(account.uid).get()).exists).toBe(false);
    expect((await db().collection('testResults').where('userId', '==', account.uid).get()).size).toBe(0);
    expect(await notificationsOf(account.uid)).toEqual([]);
    expect((await db().collection('notifications').doc(globalId).get()).exists).toBe(true);
    // Other users keep theirs.
    expect((await notificationsOf(other.uid)).length).toBe(1);
    expect((await db().collection('users').doc(other.uid).get()).exists).toBe(true);
    // The old cookies no longer work.
    expect((await call(getProfile, request('/api/profile', { jar: account.jar }))).status).toBe(401);
    await db().collection('notifications').doc(globalId).delete();
  });

  it('refuses cross-origin, bad bodies and missing sessions; the account survives', async () => {
    const account = await signUpAndSignIn();
    await expectRefusals(deleteProfile, '/api/profile', 'DELETE', {}, [['extra field', { confirm: true }]], account.jar);
    expect((await call(getProfile, request('/api/profile', { jar: account.jar }))).status).toBe(200);
  });
});
