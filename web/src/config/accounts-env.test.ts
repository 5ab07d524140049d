import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, parseAccountsEnv } from './accounts-env';
import { EnvError } from './env';

const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
const CLOUD = {
  FIREBASE_MODE: 'cloud',
  FIREBASE_PROJECT_ID: 'typeatlas-prod',
  FIREBASE_API_KEY: 'AIza-real',
  FIREBASE_AUTH_DOMAIN: 'typeatlas-prod.firebaseapp.com',
  FIREBASE_CLIENT_EMAIL: 'server@typeatlas-prod.iam.gserviceaccount.com',
  FIREBASE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\ndef\\n-----END PRIVATE KEY-----\\n',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
};

function issues(raw: Record<string, string | undefined>): string[] {
  try {
    parseAccountsEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).issues;
  }
  throw new Error('expected an EnvError');
}

describe('parseAccountsEnv — emulator mode (default)', () => {
  it('is unavailable without the emulator hosts (the content site still works)', () => {
    for (const raw of [
      {},
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
      { ...EMULATOR, FIRESTORE_EMULATOR_HOST: '  ' },
    ]) {
      const env = parseAccountsEnv(raw);
      expect(env).toMatchObject({ available: false, mode: 'emulator' });
      expect(env.available === false && env.reason).toMatch(/FIREBASE_AUTH_EMULATOR_HOST/);
    }
  });

  it('defaults to the demo project, demo key and no SMTP', () => {
    expect(parseAccountsEnv(EMULATOR)).toEqual({
      available: true,
      mode: 'emulator',
      projectId: 'demo-typeatlas',
      apiKey: 'demo-api-key',
      authDomain: 'demo-typeatlas.firebaseapp.com',
      authEmulatorHost: '127.0.0.1:9099',
      firestoreEmulatorHost: '127.0.0.1:8080',
      serviceAccount: null,
      smtpUrl: null,
      mailFrom: DEFAULT_MAIL_FROM,
    });
  });

  it('takes explicit values', () => {
    const env = parseAccountsEnv({
      ...EMULATOR,
      FIREBASE_MODE: 'emulator',
      FIREBASE_PROJECT_ID: 'demo-other',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'X <x@example.com>',
      FIRESTORE_EMULATOR_HOST: '[::1]:8080',
    });
    expect(env).toMatchObject({
      available: true,
      projectId: 'demo-other',
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'X <x@example.com>',
      firestoreEmulatorHost: '[::1]:8080',
      authDomain: 'demo-other.firebaseapp.com',
    });
  });

  it.each([
    [{ ...EMULATOR, FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST must be host:port/],
    [{ ...EMULATOR, FIRESTORE_EMULATOR_HOST: 'localhost' }, /FIRESTORE_EMULATOR_HOST must be host:port/],
    [{ ...EMULATOR, FIREBASE_MODE: 'production' }, /FIREBASE_MODE must be/],
    [{ ...EMULATOR, FIREBASE_PROJECT_ID: 'Demo_Project' }, /FIREBASE_PROJECT_ID may only hold/],
    [{ ...EMULATOR, SMTP_URL: 'http://mail.example.com' }, /SMTP_URL must be an smtp/],
  ])('refuses invalid values %#', (raw, message) => {
    expect(issues(raw).join('\n')).toMatch(message);
  });
});

describe('parseAccountsEnv — cloud mode', () => {
  it('uses the real project with the service account (PEM newlines restored)', () => {
    const env = parseAccountsEnv(CLOUD);
    expect(env).toMatchObject({
      available: true,
      mode: 'cloud',
      projectId: 'typeatlas-prod',
      apiKey: 'AIza-real',
      authEmulatorHost: null,
      firestoreEmulatorHost: null,
      smtpUrl: CLOUD.SMTP_URL,
    });
    expect(env.available && env.serviceAccount).toEqual({
      projectId: 'typeatlas-prod',
      clientEmail: CLOUD.FIREBASE_CLIENT_EMAIL,
      privateKey: '-----BEGIN PRIVATE KEY-----\nabc\ndef\n-----END PRIVATE KEY-----\n',
    });
  });

  it('refuses the emulator variables (production must not accept unsigned emulator tokens)', () => {
    const problems = issues({ ...CLOUD, ...EMULATOR });
    expect(problems).toEqual([
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST must not be set when FIREBASE_MODE=cloud/),
      expect.stringMatching(/^FIRESTORE_EMULATOR_HOST must not be set when FIREBASE_MODE=cloud/),
    ]);
    expect(issues({ ...CLOUD, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toHaveLength(1);
  });

  it('refuses a demo- project id', () => {
    expect(issues({ ...CLOUD, FIREBASE_PROJECT_ID: 'demo-typeatlas' })).toEqual([expect.stringMatching(/must be a real project/)]);
  });

  it('names every missing required variable (blank counts as missing)', () => {
    const problems = issues({ FIREBASE_MODE: 'cloud', FIREBASE_API_KEY: '   ' });
    for (const name of [
      'FIREBASE_PROJECT_ID',
      'FIREBASE_API_KEY',
      'FIREBASE_AUTH_DOMAIN',
      'FIREBASE_CLIENT_EMAIL',
      'FIREBASE_PRIVATE_KEY',
      'SMTP_URL',
    ]) {
      expect(problems).toContain(`${name} is required when FIREBASE_MODE=cloud`);
    }
    expect(problems).toHaveLength(6);
  });
});
