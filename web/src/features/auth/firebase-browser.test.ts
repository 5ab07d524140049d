/**
 * Sign-in failures of the browser SDK as the visitor sees them (firebase-browser.ts
 * `signInFailure`): SPEC §8 texts for refusals, and an outage of the identity provider is not
 * reported as a wrong password (issue 13, finding 3).
 */
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { signInFailure } from './firebase-browser';

const sdkError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('signInFailure', () => {
  it.each(['auth/network-request-failed', 'auth/internal-error', 'auth/timeout'])(
    '%s (provider unreachable or failing) → 503 accounts unavailable',
    (code) => {
      expect(signInFailure(sdkError(code))).toMatchObject({
        status: 503,
        message: 'Accounts are not available right now. Please try again later.',
      });
    },
  );

  it('too many requests → 403 with the SPEC §8 text', () => {
    expect(signInFailure(sdkError('auth/too-many-requests'))).toMatchObject({
      status: 403,
      message: 'Too many attempts, try again in a few minutes',
    });
  });

  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/user-disabled', 'auth/invalid-custom-token'])(
    '%s → 401 invalid email or password',
    (code) => {
      expect(signInFailure(sdkError(code))).toMatchObject({ status: 401, message: 'You have entered an invalid email or password' });
    },
  );

  it('hands an ApiRequestError of our own server through (e.g. its 503)', () => {
    const fromServer = new ApiRequestError('Accounts are not available right now. Please try again later.', 503);
    expect(signInFailure(fromServer)).toBe(fromServer);
  });
});
