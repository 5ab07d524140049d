/**
 * Password reset without a session (SPEC §7 "Password reset goes through the identity provider
 * with an oobCode and newPassword", §8 texts): the reset e-mail, then the confirmation with the
 * code from its link.
 */
import 'server-only';
import { serverEnv } from '@/config/env';
import { ACCOUNT_ERROR_TEXTS, ERROR_TEXTS } from '@/lib/api-errors';
import { sendMail } from '../email';
import { adminAuth } from '../firebase';
import { ApiError, clientIp } from '../http';
import type { RateLimitRule } from '../limits';
import { confirmPasswordReset, IdentityProviderError } from '../identity';
import { route } from '../route';
import * as schemas from '../schemas';
import { firebaseCode, notifyAccountEvent } from './shared';

/**
 * Reset requests allowed per client address (any e-mail address) per window: enough for a family
 * or a small office behind one address, far too few to mail (or probe) addresses in bulk.
 */
export const PASSWORD_RESET_IP_LIMIT: RateLimitRule = {
  what: 'password-reset requests',
  max: 10,
  windowSeconds: 60 * 60,
  per: 'client address',
  key: 'password-reset:ip',
  counted: 'up-front',
};
/**
 * Reset requests allowed per e-mail address from one client address per window (SPEC §8 "Too many
 * attempts…"). Counted per (address, client) so that somebody else's requests cannot lock the
 * owner out of their own resets.
 */
export const PASSWORD_RESET_LIMIT: RateLimitRule = {
  what: 'password-reset requests for one address',
  max: 3,
  windowSeconds: 15 * 60,
  per: '(address, client address)',
  key: 'password-reset',
  counted: 'handler',
};
/**
 * Reset e-mails sent to one address per window, whoever asks. Past it the call still answers
 * `{ ok: true }` but sends nothing: the inbox already holds that many links of the last hour, all
 * of them usable by the owner, so a flood from many client addresses cannot fill it further.
 */
export const PASSWORD_RESET_MAIL_LIMIT: RateLimitRule = {
  what: 'password-reset e-mails to one address',
  max: 5,
  windowSeconds: 60 * 60,
  per: 'address',
  key: 'password-reset',
  counted: 'handler',
};

/**
 * POST /api/password-reset — `{ email }`: e-mails a link to our reset screen → `{ ok: true }`.
 * 404 'Reset password error' with `errors._error` 'E-mail not found'; 403 'Too many attempts…' past
 * the per-client or the per-(address, client) limit; past the per-address mail limit `{ ok: true }`
 * without a new e-mail.
 */
export const requestPasswordReset = route(
  {
    sameOrigin: true,
    limits: { perClient: PASSWORD_RESET_IP_LIMIT, perAddressAndClient: PASSWORD_RESET_LIMIT, mailsPerAddress: PASSWORD_RESET_MAIL_LIMIT },
    body: schemas.passwordResetBody,
    session: 'none',
  },
  async ({ request, body: { email }, limits }) => {
    const client = clientIp(request);
    await limits.hit('perAddressAndClient', email);
    let link: string;
    try {
      link = await adminAuth().generatePasswordResetLink(email);
    } catch (error) {
      if (firebaseCode(error) === 'auth/user-not-found' || firebaseCode(error) === 'auth/email-not-found') {
        throw new ApiError(404, ERROR_TEXTS.resetPasswordError, { _error: ERROR_TEXTS.emailNotFound });
      }
      throw error;
    }
    const oobCode = new URL(link).searchParams.get('oobCode');
    if (!oobCode) throw new Error('The identity provider returned a reset link without oobCode');
    if (await limits.over('mailsPerAddress', email)) {
      console.warn(`[password-reset] mail limit of an address reached: no e-mail sent (request from ${client})`);
      return { body: { ok: true } };
    }
    const resetUrl = `${serverEnv().siteUrl}/login/reset-password?oobCode=${encodeURIComponent(oobCode)}`;
    await sendMail({
      to: email,
      subject: 'Reset your TypeAtlas password',
      text: `Someone asked to reset the password of your TypeAtlas account.\n\nChoose a new password here (the link works once and expires in an hour):\n${resetUrl}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
    });
    return { body: { ok: true } };
  },
);

/**
 * POST /api/change-password — `{ oobCode, newPassword }` → `{ ok: true }` and a password-change
 * notification. 400 with `errors.code` 'weak-password' | 'code-expired' (SPEC §8).
 */
export const changePassword = route(
  { sameOrigin: true, body: schemas.changePasswordBody, session: 'none' },
  async ({ body: { oobCode, newPassword } }) => {
    let email: string;
    try {
      email = await confirmPasswordReset(oobCode, newPassword);
    } catch (error) {
      if (!(error instanceof IdentityProviderError)) throw error;
      if (error.code === 'WEAK_PASSWORD') throw new ApiError(400, ACCOUNT_ERROR_TEXTS.weakPassword, { code: 'weak-password' });
      if (['EXPIRED_OOB_CODE', 'INVALID_OOB_CODE'].includes(error.code))
        throw new ApiError(400, ACCOUNT_ERROR_TEXTS.codeExpired, { code: 'code-expired' });
      if (error.code === 'USER_DISABLED' || error.code === 'USER_NOT_FOUND' || error.code === 'EMAIL_NOT_FOUND')
        throw new ApiError(400, ACCOUNT_ERROR_TEXTS.codeExpired, { code: 'code-expired' });
      throw error;
    }
    const user = email
      ? await adminAuth()
          .getUserByEmail(email)
          .catch(() => null)
      : null;
    if (user) await notifyAccountEvent('password-change', user.uid);
    return { body: { ok: true } };
  },
);
