import type { SessionUser } from './session-user';

/**
 * A valid signed-in user as the `user` cookie holds it (SPEC §3 fields only), for unit tests of the
 * cookie's readers. Test support only.
 */
export const SAMPLE_SESSION_USER: SessionUser = {
  uid: 'uid-1',
  email: 'ada@example.com',
  createdAt: '2026-01-02T03:04:05.000Z',
  name: 'Ada',
  gender: 'female',
  type: 'intj',
  skinTone: 3,
  lastNotificationViewDate: null,
  subscriptions: { premium: { expiredAt: '2027-01-01T00:00:00.000Z', status: 'active' } },
};
