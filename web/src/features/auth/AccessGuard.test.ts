import { describe, expect, it } from 'vitest';
import { serializeSessionUser, type SessionUser } from '@/lib/session-user';
import { SAMPLE_SESSION_USER } from '@/lib/session-user.test-support';
import { signedIn } from './AccessGuard';

const USER: SessionUser = { ...SAMPLE_SESSION_USER, subscriptions: {} };

describe('AccessGuard signedIn — the browser half of the access rule reads the user cookie as the server does', () => {
  it('is signed in with a valid user cookie (URI-encoded, as document.cookie shows it)', async () => {
    expect(await signedIn(`theme=dark; user=${encodeURIComponent(serializeSessionUser(USER))}; other=1`)).toBe(true);
  });

  it('is signed out without a user cookie, with an empty one, or with one that is not a user', async () => {
    expect(await signedIn('')).toBe(false);
    expect(await signedIn('theme=dark; users=x')).toBe(false);
    expect(await signedIn('user=')).toBe(false);
    expect(await signedIn(`user=${encodeURIComponent('{"uid":"x"}')}`)).toBe(false);
    expect(await signedIn('user=not-json')).toBe(false);
    expect(await signedIn(`user=${encodeURIComponent(serializeSessionUser({ ...USER, skinTone: 9 }))}`)).toBe(false);
  });
});
