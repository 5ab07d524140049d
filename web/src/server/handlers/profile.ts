/**
 * The signed-in user's profile (SPEC §3 "Profile document", §7): read it, change name/gender/type/
 * skin tone, e-mail or password, and delete the account.
 */
import 'server-only';
import { ACCOUNT_ERROR_TEXTS } from '@/lib/api-errors';
import { adminAuth } from '../firebase';
import { ApiError } from '../http';
import { deletePersonalNotifications } from '../repositories/notifications';
import { deleteTestResults } from '../repositories/test-results';
import { deleteProfile, profileToUser, updateProfile } from '../repositories/users';
import { route } from '../route';
import * as schemas from '../schemas';
import { firebaseCode, notifyAccountEvent, profileOf } from './shared';

/** GET /api/profile — `{ user, profile: { nameLastUpdateDate } }`; 401 without a session. */
export const readProfile = route({ sameOrigin: false, session: 'keeps' }, async ({ session }) => {
  const profile = await profileOf(session);
  const user = profileToUser(profile);
  return { body: { user, profile: { nameLastUpdateDate: profile.nameLastUpdateDate } }, user };
});

/** PATCH /api/profile — name, gender, type, skin tone → `{ user }`; the `user` cookie is rewritten. */
export const patchProfile = route({ sameOrigin: true, body: schemas.profilePatchBody, session: 'keeps' }, async ({ body, session }) => {
  await profileOf(session);
  const profile = await updateProfile(session.uid, body);
  if (!profile) throw new ApiError(404);
  const user = profileToUser(profile);
  return { body: { user }, user, userChanged: true };
});

/**
 * PATCH /api/profile/email — `{ email }` → `{ user }` and an email-change notification (the
 * browser re-authenticates afterwards); 409 for an address another account uses.
 */
export const patchEmail = route(
  { sameOrigin: true, body: schemas.emailPatchBody, session: 'keeps' },
  async ({ body: { email }, session }) => {
    try {
      await adminAuth().updateUser(session.uid, { email });
    } catch (error) {
      if (firebaseCode(error) === 'auth/email-already-exists')
        throw new ApiError(409, ACCOUNT_ERROR_TEXTS.emailInUse, { email: ACCOUNT_ERROR_TEXTS.emailInUse });
      throw error;
    }
    await profileOf(session);
    const profile = (await updateProfile(session.uid, { email }))!;
    await notifyAccountEvent('email-change', session.uid);
    const user = profileToUser(profile);
    return { body: { user }, user, userChanged: true };
  },
);

/**
 * PATCH /api/profile/password — `{ password }` → `{ ok: true }` and a password-change
 * notification. Firebase revokes the session's tokens on a password change, so no cookie is
 * written: the browser re-authenticates with the new password (SPEC §7).
 */
export const patchPassword = route(
  { sameOrigin: true, body: schemas.passwordPatchBody, session: 'revokes' },
  async ({ body: { password }, session }) => {
    try {
      await adminAuth().updateUser(session.uid, { password });
    } catch (error) {
      if (firebaseCode(error) === 'auth/invalid-password')
        throw new ApiError(400, ACCOUNT_ERROR_TEXTS.weakPassword, { password: ACCOUNT_ERROR_TEXTS.weakPassword, code: 'weak-password' });
      throw error;
    }
    await notifyAccountEvent('password-change', session.uid);
    return { body: { ok: true } };
  },
);

/** DELETE /api/profile — removes the auth user, profile, saved results and personal notifications → `{ ok: true }`; the cookies are cleared. */
export const deleteAccount = route({ sameOrigin: true, body: schemas.emptyBody, session: 'ends' }, async ({ session }) => {
  await deleteTestResults(session.uid);
  await deletePersonalNotifications(session.uid);
  await deleteProfile(session.uid);
  await adminAuth()
    .deleteUser(session.uid)
    .catch((error) => {
      if (firebaseCode(error) !== 'auth/user-not-found') throw error;
    });
  return { body: { ok: true } };
});
