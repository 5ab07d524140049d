/**
 * Integration: password reset (POST /api/password-reset → e-mail in the SMTP sink → POST
 * /api/change-password with the oobCode) against the Auth emulator, the local Firestore server and
 * the local SMTP sink.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as changePassword } from '@/app/api/change-password/route';
import { POST as passwordReset } from '@/app/api/password-reset/route';
import { db } from '@/server/firebase';
import { readOutbox, waitForMail } from '../../../../scripts/emulators/outbox';
import { call, signInWithPassword, signUpAndSignIn } from './flows';
import { body, emulatorEnv, emulatorSignIn, EVIL_ORIGIN, request, sleep, uniqueEmail, uniqueIp } from './support';

let mailDir: string;

beforeAll(() => {
  const env = emulatorEnv();
  if (!env.mailDir || !process.env.SMTP_URL) throw new Error('The password-reset tests need SMTP_URL and MAIL_DIR (the local SMTP sink)');
  mailDir = env.mailDir;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** Requests a reset e-mail and returns the oobCode of the link it carries. */
async function requestResetCode(email: string): Promise<{ oobCode: string; text: string }> {
  const since = new Date().toISOString();
  const response = await call(passwordReset, request('/api/password-reset', { body: { email } }));
  expect(response.status).toBe(200);
  expect(await body(response)).toEqual({ ok: true });
  const mail = await waitForMail(mailDir, (record) => record.to.includes(email) && record.receivedAt >= since, 10_000);
  expect(mail.subject).toBe('Reset your TypeAtlas password');
  const link = /http:\/\/localhost:3000\/login\/reset-password\?oobCode=([^\s]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { oobCode: decodeURIComponent(link![1]!), text: mail.text };
}

describe('POST /api/password-reset + POST /api/change-password', () => {
  it('e-mails a link with an oobCode; the code sets the new password once; a password-change notification is created', async () => {
    const account = await signUpAndSignIn();
    const { oobCode } = await requestResetCode(account.email);

    const response = await call(changePassword, request('/api/change-password', { body: { oobCode, newPassword: 'brand-new-secret' } }));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ ok: true });

    const again = await call(changePassword, request('/api/change-password', { body: { oobCode, newPassword: 'another-secret' } }));
    expect(again.status).toBe(400);
    expect((await body(again)).errors).toEqual({ code: 'code-expired' });

    await expect(emulatorSignIn(account.email, account.password)).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
    const { response: signedIn } = await signInWithPassword(account.email, 'brand-new-secret');
    expect(signedIn.status).toBe(200);

    const notifications = await db().collection('notifications').where('userId', '==', account.uid).get();
    expect(notifications.docs.map((doc) => doc.data())).toContainEqual(
      expect.objectContaining({ type: 'password-change', title: 'The password has been changed successfully', userId: account.uid }),
    );
  });

  it('answers 400 weak-password for a weak new password (the code stays usable)', async () => {
    const account = await signUpAndSignIn();
    const { oobCode } = await requestResetCode(account.email);
    const weak = await call(changePassword, request('/api/change-password', { body: { oobCode, newPassword: '123' } }));
    expect(weak.status).toBe(400);
    const answer = await body(weak);
    expect(answer.errors).toEqual({ code: 'weak-password' });
    expect(answer.message).toMatch(/at least 6/);
    const strong = await call(changePassword, request('/api/change-password', { body: { oobCode, newPassword: 'long-enough' } }));
    expect(strong.status).toBe(200);
  });

  it('answers 400 code-expired for an unknown oobCode', async () => {
    const response = await call(
      changePassword,
      request('/api/change-password', { body: { oobCode: 'not-a-real-code', newPassword: 'whatever-1' } }),
    );
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ code: 400, errors: { code: 'code-expired' } });
  });

  it('answers 404 Reset password error / E-mail not found for an unknown address', async () => {
    const response = await call(passwordReset, request('/api/password-reset', { body: { email: uniqueEmail('nobody') } }));
    expect(response.status).toBe(404);
    expect(await body(response)).toEqual({ message: 'Reset password error', code: 404, errors: { _error: 'E-mail not found' } });
  });

  it('limits one client to 3 reset e-mails per address per window (then 403); others can still reset it', async () => {
    const email = uniqueEmail('reset-limit');
    await signUpAndSignIn({ email });
    const attacker = uniqueIp();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(
        (await call(passwordReset, request('/api/password-reset', { body: { email }, ip: attacker }))).status,
        `attempt ${attempt}`,
      ).toBe(200);
    }
    const limited = await call(passwordReset, request('/api/password-reset', { body: { email: email.toUpperCase() }, ip: attacker }));
    expect(limited.status).toBe(403);
    expect((await body(limited)).message).toBe('Too many attempts, try again in a few minutes');
    // The owner, elsewhere, is not locked out of their own reset by those three requests.
    await requestResetCode(email);
  });

  it('limits reset requests per client address (10 per hour, any addresses, then 403) — no bulk mailing or probing', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await call(passwordReset, request('/api/password-reset', { body: { email: uniqueEmail('bulk') }, ip }));
      expect(response.status, `attempt ${attempt}`).toBe(404);
    }
    const account = await signUpAndSignIn();
    const limited = await call(passwordReset, request('/api/password-reset', { body: { email: account.email }, ip }));
    expect(limited.status).toBe(403);
    expect((await body(limited)).message).toBe('Too many attempts, try again in a few minutes');
    expect((await call(passwordReset, request('/api/password-reset', { body: { email: account.email } }))).status, 'another client').toBe(
      200,
    );
  });

  it('sends at most 5 reset e-mails per address per hour, whoever asks; past that it answers ok without mailing', async () => {
    const account = await signUpAndSignIn();
    const mails = () => readOutbox(mailDir).filter((record) => record.to.includes(account.email)).length;
    for (let sent = 1; sent <= 5; sent += 1) await requestResetCode(account.email); // each from another client
    expect(mails()).toBe(5);
    const flood = await call(passwordReset, request('/api/password-reset', { body: { email: account.email } }));
    expect(flood.status).toBe(200);
    expect(await body(flood)).toEqual({ ok: true });
    await sleep(500);
    expect(mails()).toBe(5);
  });

  it.each([
    ['missing email', {}],
    ['extra field', { email: 'a@example.com', redirect: 'https://evil.example' }],
    ['mistyped email', { email: 42 }],
    ['invalid email', { email: 'nope' }],
  ])('password-reset answers 400 for %s', async (_label, payload) => {
    const response = await call(passwordReset, request('/api/password-reset', { body: payload }));
    expect(response.status).toBe(400);
    expect((await body(response)).code).toBe(400);
  });

  it.each([
    ['missing oobCode', { newPassword: 'whatever-1' }],
    ['missing newPassword', { oobCode: 'abc' }],
    ['extra field', { oobCode: 'abc', newPassword: 'whatever-1', email: 'a@example.com' }],
    ['mistyped oobCode', { oobCode: 123, newPassword: 'whatever-1' }],
    ['mistyped newPassword', { oobCode: 'abc', newPassword: { value: 'x' } }],
  ])('change-password answers 400 for %s', async (_label, payload) => {
    const response = await call(changePassword, request('/api/change-password', { body: payload }));
    expect(response.status).toBe(400);
    expect((await body(response)).code).toBe(400);
  });

  it('both answer 400 for non-JSON, 413 for oversized bodies and 403 cross-origin', async () => {
    const cases: [unknown, string, Parameters<typeof request>[1], number][] = [
      [passwordReset, '/api/password-reset', { body: 'email' }, 400],
      [passwordReset, '/api/password-reset', { body: { email: `${'x'.repeat(40_000)}@example.com` } }, 413],
      [passwordReset, '/api/password-reset', { body: { email: 'a@example.com' }, origin: EVIL_ORIGIN }, 403],
      [passwordReset, '/api/password-reset', { body: { email: 'a@example.com' }, origin: null }, 403],
      [changePassword, '/api/change-password', { body: '[' }, 400],
      [changePassword, '/api/change-password', { body: { oobCode: 'x'.repeat(40_000), newPassword: 'whatever-1' } }, 413],
      [changePassword, '/api/change-password', { body: { oobCode: 'abc', newPassword: 'whatever-1' }, origin: EVIL_ORIGIN }, 403],
      [changePassword, '/api/change-password', { body: { oobCode: 'abc', newPassword: 'whatever-1' }, origin: null }, 403],
    ];
    for (const [handler, path, options, status] of cases) {
      const response = await call(handler, request(path, options));
      expect(response.status, `${path} ${JSON.stringify(options).slice(0, 80)}`).toBe(status);
    }
  });
});
