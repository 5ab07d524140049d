import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage.test-support';

const post = vi.fn();
vi.mock('@/lib/api-client', () => ({ api: { post }, SECURE_TOKEN_PATH: '/api/secure-token' }));
vi.mock('@/features/analytics/analytics', () => ({ aliasUser: vi.fn(), identifyUser: vi.fn(), resetIdentity: vi.fn() }));
vi.mock('./firebase-browser', () => ({ signOutOfProvider: vi.fn() }));

const NOW = Date.parse('2026-06-01T12:00:00Z');
const USER = {
  uid: 'u1',
  email: 'a@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  name: 'A',
  gender: '',
  type: '',
  skinTone: 2,
  lastNotificationViewDate: null,
  subscriptions: {},
};

let storage: Map<string, string>;
const dispatchEvent = vi.fn();

/** A fresh module (its page-level token tag starts unknown) in a page with `cookie` and a token record. */
async function page(cookie: string, record: { expiresAt?: number; tag?: string } = {}) {
  vi.resetModules();
  const local = memoryStorage();
  storage = local.entries;
  if (record.expiresAt !== undefined) storage.set('tokenExpiresAt', String(record.expiresAt));
  if (record.tag !== undefined) storage.set('tokenTag', record.tag);
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('window', { dispatchEvent });
  vi.stubGlobal('localStorage', local);
  return import('./session-client');
}

const signedIn = `user=${encodeURIComponent(JSON.stringify(USER))}`;
const FRESH = NOW + 30 * 60_000;

beforeEach(() => {
  post.mockReset();
  dispatchEvent.mockReset();
});

describe('reloadProfileIfNeeded (SPEC §4 token change, as wired in the browser)', () => {
  it('asks nothing on a visitor’s page (no user cookie, no token record)', async () => {
    const { reloadProfileIfNeeded } = await page('');
    expect(reloadProfileIfNeeded(NOW)).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('makes no request and fires no event when nothing changed', async () => {
    const { reloadProfileIfNeeded } = await page(signedIn, { expiresAt: FRESH, tag: 'tag-a' });
    for (let i = 0; i < 3; i += 1) expect(reloadProfileIfNeeded(NOW)).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(dispatchEvent).not.toHaveBeenCalled();
  });

  it('renews once (POST /api/secure-token) when the refresh is stale, however often it is asked meanwhile', async () => {
    let answer!: (value: unknown) => void;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { reloadProfileIfNeeded } = await page(signedIn, { expiresAt: NOW + 60_000, tag: 'tag-a' });
    expect(reloadProfileIfNeeded(NOW)).toEqual({ reason: 'stale', action: 'renew' });
    reloadProfileIfNeeded(NOW);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/secure-token', {});
    answer({ user: USER, expiresAt: FRESH, tokenTag: 'tag-b' });
    await vi.waitFor(() => expect(storage.get('tokenTag')).toBe('tag-b'));
    expect(storage.get('tokenExpiresAt')).toBe(String(FRESH));
    // The page renewed the token itself: its profile matches the cookie's token.
    expect(reloadProfileIfNeeded(NOW)).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('renews when the user cookie is gone but a token is recorded, and stops once the session is over', async () => {
    post.mockRejectedValue(new Error('401'));
    const { reloadProfileIfNeeded } = await page('', { expiresAt: FRESH, tag: 'tag-a' });
    expect(reloadProfileIfNeeded(NOW)?.reason).toBe('no-user-cookie');
    await vi.waitFor(() => expect(storage.has('tokenTag')).toBe(false));
    expect(reloadProfileIfNeeded(NOW)).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('renews when there is a user cookie but no token record, and does not retry a failure on every focus', async () => {
    post.mockRejectedValue(new Error('offline'));
    const { reloadProfileIfNeeded, RENEW_RETRY_MS } = await page(signedIn);
    expect(reloadProfileIfNeeded(NOW)?.reason).toBe('no-token-cookie');
    await vi.waitFor(() => expect(dispatchEvent).toHaveBeenCalled());
    await Promise.resolve();
    reloadProfileIfNeeded(Date.now());
    expect(post).toHaveBeenCalledTimes(1);
    reloadProfileIfNeeded(Date.now() + RENEW_RETRY_MS);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('re-reads the user cookie without a request when another tab changed the token, once', async () => {
    const { reloadProfileIfNeeded } = await page(signedIn, { expiresAt: FRESH, tag: 'tag-a' });
    expect(reloadProfileIfNeeded(NOW)).toBeNull();
    storage.set('tokenTag', 'tag-b');
    expect(reloadProfileIfNeeded(NOW)).toEqual({ reason: 'token-changed', action: 'reread' });
    expect(dispatchEvent).toHaveBeenCalledTimes(1);
    expect(reloadProfileIfNeeded(NOW)).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });
});
