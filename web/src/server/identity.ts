/**
 * The two Firebase Auth REST calls firebase-admin has no method for, against the Auth emulator in
 * emulator mode and Google in cloud mode:
 * - Secure Token API `token` (grant_type=refresh_token): a fresh ID token for a refresh token
 *   (the server-side half of "token refreshed 5 minutes before expiry", SPEC §9);
 * - Identity Toolkit `accounts:resetPassword`: confirms a password reset with oobCode + newPassword
 *   (SPEC §7 "Password reset goes through the identity provider with an oobCode and newPassword").
 * Tokens are verified by firebase-admin (session.ts); nothing here parses a JWT.
 *
 * Each call is bounded by the Auth deadline (`AbortSignal.timeout`, body included): an unreachable,
 * failing (5xx) or slow provider answers 503 'Accounts are not available right now…'
 * (server/deadlines.ts), never a signed-out session.
 */
import 'server-only';
import { accountsUnavailable, AUTH_DEADLINE_MS, authCall } from './deadlines';
import { accountsConfig } from './firebase';

function endpoint(service: 'securetoken' | 'identitytoolkit', path: string): string {
  const env = accountsConfig();
  const base = env.authEmulatorHost ? `http://${env.authEmulatorHost}/${service}.googleapis.com` : `https://${service}.googleapis.com`;
  return `${base}${path}?key=${encodeURIComponent(env.apiKey)}`;
}

/** A failed identity-provider call; `code` is the provider's error code, e.g. 'EXPIRED_OOB_CODE'. */
export class IdentityProviderError extends Error {
  constructor(readonly code: string) {
    super(`Identity provider error: ${code}`);
    this.name = 'IdentityProviderError';
  }
}

/**
 * The error of a failed answer: an IdentityProviderError with the provider's code for a refusal (4xx).
 * @throws ApiError 503 for a failing (5xx) or overloaded (429) provider
 */
async function providerError(response: Response): Promise<IdentityProviderError> {
  // A provider that fails (5xx) or sheds load (429) is unavailable; it did not refuse the token.
  if (response.status >= 500 || response.status === 429) throw accountsUnavailable();
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } | string } | null;
  const raw = typeof body?.error === 'string' ? body.error : body?.error?.message;
  // Messages look like "WEAK_PASSWORD : Password should be at least 6 characters".
  return new IdentityProviderError(typeof raw === 'string' ? raw.split(/\s|:/)[0]! : `HTTP_${response.status}`);
}

/**
 * Exchanges a refresh token for a new ID token (and possibly a new refresh token).
 * @returns `{ idToken, refreshToken, expiresInSeconds }`
 * @throws IdentityProviderError e.g. 'TOKEN_EXPIRED', 'USER_DISABLED', 'USER_NOT_FOUND', 'INVALID_REFRESH_TOKEN';
 *   ApiError 503 when the provider is unreachable, failing or slower than the Auth deadline
 */
export async function exchangeRefreshToken(
  refreshToken: string,
): Promise<{ idToken: string; refreshToken: string; expiresInSeconds: number }> {
  const url = endpoint('securetoken', '/v1/token');
  return authCall(async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      cache: 'no-store',
      signal: AbortSignal.timeout(AUTH_DEADLINE_MS),
    });
    if (!response.ok) throw await providerError(response);
    const data = (await response.json()) as { id_token?: string; refresh_token?: string; expires_in?: string };
    if (!data.id_token || !data.refresh_token) throw new IdentityProviderError('MALFORMED_RESPONSE');
    return { idToken: data.id_token, refreshToken: data.refresh_token, expiresInSeconds: Number(data.expires_in ?? 3600) };
  });
}

/**
 * Confirms a password reset.
 * @returns the account's e-mail address
 * @throws IdentityProviderError 'WEAK_PASSWORD', 'EXPIRED_OOB_CODE', 'INVALID_OOB_CODE', 'USER_DISABLED', …;
 *   ApiError 503 when the provider is unreachable, failing or slower than the Auth deadline
 */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<string> {
  const url = endpoint('identitytoolkit', '/v1/accounts:resetPassword');
  return authCall(async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
      cache: 'no-store',
      signal: AbortSignal.timeout(AUTH_DEADLINE_MS),
    });
    if (!response.ok) throw await providerError(response);
    const data = (await response.json()) as { email?: string };
    return data.email ?? '';
  });
}
