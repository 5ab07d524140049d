/**
 * The account operations behind the Route Handlers (SPEC §7): sign-in/out, sign-up, password reset,
 * profile, e-mail and password changes, account deletion, saved test results, notifications and
 * token refresh. Each takes the NextRequest, validates it, and answers a NextResponse (cookies
 * included) or throws ApiError — routes stay one line.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { serverEnv } from '@/config/env';
import type { SessionUser } from '@/lib/session-user';
import { NOTIFICATION_TITLES, NOTIFICATIONS_PAGE_SIZE, isNotificationRead, type NotificationItem, type NotificationPage, type NotificationType } from '@/lib/notifications';
import { ACCOUNT_ERROR_TEXTS, ERROR_TEXTS } from '@/lib/api-errors';
import { clearAuthCookies, readTokenCookies, setAuthCookies, setUserCookie } from './cookies';
import { sendMail } from './email';
import { adminAuth } from './firebase';
import { ApiError, assertSameOrigin, clientIp, json, readBody } from './http';
import { confirmPasswordReset, IdentityProviderError } from './identity';
import { testResultMail } from './mail-templates';
import { countUnread, createNotification, deletePersonalNotifications, listNotifications } from './repositories/notifications';
import { isRateLimited, recordHit, type RateLimit } from './repositories/rate-limits';
import { deleteTestResults, latestTestResult, listTestResults, saveTestResult } from './repositories/test-results';
import { createProfile, deleteProfile, getProfile, profileToUser, updateProfile, type Profile } from './repositories/users';
import * as schemas from './schemas';
import { persistRefreshedSession, readSession, refreshSession, requireSession, verifyIdToken, type Session } from './session';
import { DEFAULT_TONE } from '@/lib/character-traits';

/** Failed sign-ins allowed per IP address per window (SPEC §8 "Too many attempts…"). */
export const SIGN_IN_IP_LIMIT: RateLimit = { max: 10, windowSeconds: 15 * 60 };
/** Sign-ins allowed per account per window. */
export const SIGN_IN_ACCOUNT_LIMIT: RateLimit = { max: 10, windowSeconds: 15 * 60 };
/** Sign-ups allowed per IP address per window. */
export const SIGN_UP_IP_LIMIT: RateLimit = { max: 10, windowSeconds: 60 * 60 };
/** Password-reset e-mails allowed per address per window. */
export const PASSWORD_RESET_LIMIT: RateLimit = { max: 3, windowSeconds: 15 * 60 };

const tooManyAttempts = () => new ApiError(403, ERROR_TEXTS.tooManyAttempts);
const invalidCredentials = () => new ApiError(401, ERROR_TEXTS.invalidCredentials);

function firebaseCode(error: unknown): string {
  const code = (error as { code?: unknown; errorInfo?: { code?: unknown } })?.errorInfo?.code ?? (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : '';
}

/** The profile of a verified session; created from the auth record when missing (e.g. an account made elsewhere). */
async function profileOf(session: { uid: string; email: string }): Promise<Profile> {
  const existing = await getProfile(session.uid);
  if (existing) return existing;
  const record = await adminAuth().getUser(session.uid);
  return createProfile({
    uid: session.uid,
    email: record.email ?? session.email,
    createdAt: new Date(record.metadata.creationTime),
    name: record.displayName ?? '',
    gender: '',
    type: '',
    skinTone: DEFAULT_TONE,
  }).catch(async (error) => {
    if (firebaseCode(error) === '6' || (error as { code?: number }).code === 6) return (await getProfile(session.uid))!;
    throw error;
  });
}

/** Answer of a call that (re)establishes a session: the user and the ID token's expiry (epoch ms). */
function sessionAnswer(session: Pick<Session, 'idToken' | 'refreshToken' | 'expiresAt'>, user: SessionUser): NextResponse {
  const response = json({ user, expiresAt: session.expiresAt });
  setAuthCookies(response, { idToken: session.idToken, refreshToken: session.refreshToken }, user);
  return response;
}

/** POST /api/auth/sign-in — `{ idToken, refreshToken? }` → cookies. 403 when rate-limited, 401 otherwise. */
export async function signIn(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  const ipKey = `sign-in:ip:${clientIp(request)}`;
  if (await isRateLimited(ipKey, SIGN_IN_IP_LIMIT)) throw tooManyAttempts();
  const body = await readBody(request, schemas.signInBody);
  const verified = await verifyIdToken(body.idToken);
  if (!verified) {
    if (await recordHit(ipKey, SIGN_IN_IP_LIMIT)) throw tooManyAttempts();
    throw invalidCredentials();
  }
  if (await recordHit(`sign-in:account:${verified.uid}`, SIGN_IN_ACCOUNT_LIMIT)) throw tooManyAttempts();
  const user = profileToUser(await profileOf(verified));
  return sessionAnswer({ idToken: body.idToken, refreshToken: body.refreshToken ?? null, expiresAt: verified.expiresAt }, user);
}

/** POST /api/auth/sign-out — clears the cookies and revokes the user's refresh tokens. Always 200. */
export async function signOut(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  await readBody(request, schemas.emptyBody);
  const session = await readSession(request).catch(() => null);
  if (session) await adminAuth().revokeRefreshTokens(session.uid);
  const response = json({ ok: true });
  clearAuthCookies(response);
  return response;
}

/** POST /api/signup — creates the user, the profile and the signup notification; answers a custom token. */
export async function signUp(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  const body = await readBody(request, schemas.signUpBody);
  if (await recordHit(`sign-up:ip:${clientIp(request)}`, SIGN_UP_IP_LIMIT)) throw tooManyAttempts();
  let uid: string;
  try {
    uid = (await adminAuth().createUser({ email: body.email, password: body.password, displayName: body.name })).uid;
  } catch (error) {
    const code = firebaseCode(error);
    if (code === 'auth/email-already-exists') throw new ApiError(409, ACCOUNT_ERROR_TEXTS.emailInUse, { email: ACCOUNT_ERROR_TEXTS.emailInUse });
    if (code === 'auth/invalid-password') throw new ApiError(400, ACCOUNT_ERROR_TEXTS.weakPassword, { password: ACCOUNT_ERROR_TEXTS.weakPassword, code: 'weak-password' });
    if (code === 'auth/invalid-email') throw new ApiError(400, 'Enter a valid e-mail address', { email: 'Enter a valid e-mail address' });
    throw error;
  }
  try {
    await createProfile({ uid, email: body.email, createdAt: new Date(), name: body.name, gender: body.gender ?? '', type: body.type ?? '', skinTone: body.skinTone ?? DEFAULT_TONE });
    await notify('signup', uid, '/profile');
  } catch (error) {
    await adminAuth().deleteUser(uid).catch(() => undefined); // nothing half-made
    throw error;
  }
  return json({ token: await adminAuth().createCustomToken(uid) }, 201);
}

async function notify(type: NotificationType, userId: string, slug: string): Promise<void> {
  await createNotification({ type, title: NOTIFICATION_TITLES[type], slug, userId });
}

/** POST /api/password-reset — e-mails a reset link to our reset screen. 404 'Reset password error' / 'E-mail not found'. */
export async function requestPasswordReset(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  const { email } = await readBody(request, schemas.passwordResetBody);
  if (await recordHit(`password-reset:${email}`, PASSWORD_RESET_LIMIT)) throw tooManyAttempts();
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
  const resetUrl = `${serverEnv().siteUrl}/login/reset-password?oobCode=${encodeURIComponent(oobCode)}`;
  await sendMail({
    to: email,
    subject: 'Reset your TypeAtlas password',
    text: `Someone asked to reset the password of your TypeAtlas account.\n\nChoose a new password here (the link works once and expires in an hour):\n${resetUrl}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
  });
  return json({ ok: true });
}

/** POST /api/change-password — `{ oobCode, newPassword }`; 400 with errors.code 'weak-password' | 'code-expired'. */
export async function changePassword(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  const { oobCode, newPassword } = await readBody(request, schemas.changePasswordBody);
  let email: string;
  try {
    email = await confirmPasswordReset(oobCode, newPassword);
  } catch (error) {
    if (!(error instanceof IdentityProviderError)) throw error;
    if (error.code === 'WEAK_PASSWORD') throw new ApiError(400, ACCOUNT_ERROR_TEXTS.weakPassword, { code: 'weak-password' });
    if (['EXPIRED_OOB_CODE', 'INVALID_OOB_CODE'].includes(error.code)) throw new ApiError(400, ACCOUNT_ERROR_TEXTS.codeExpired, { code: 'code-expired' });
    if (error.code === 'USER_DISABLED' || error.code === 'USER_NOT_FOUND' || error.code === 'EMAIL_NOT_FOUND') throw new ApiError(400, ACCOUNT_ERROR_TEXTS.codeExpired, { code: 'code-expired' });
    throw error;
  }
  const user = email ? await adminAuth().getUserByEmail(email).catch(() => null) : null;
  if (user) await notify('password-change', user.uid, '/profile/settings');
  return json({ ok: true });
}

/** GET /api/profile — the user and profile extras. */
export async function readProfile(request: NextRequest): Promise<NextResponse> {
  const session = await requireSession(request);
  const profile = await profileOf(session);
  const user = profileToUser(profile);
  return persistRefreshedSession(json({ user, profile: { nameLastUpdateDate: profile.nameLastUpdateDate } }), session, user);
}

/** PATCH /api/profile — name, gender, type, skin tone. */
export async function patchProfile(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  const body = await readBody(request, schemas.profilePatchBody);
  const session = await requireSession(request);
  await profileOf(session);
  const profile = await updateProfile(session.uid, body);
  if (!profile) throw new ApiError(404);
  const user = profileToUser(profile);
  const response = json({ user });
  setUserCookie(response, user);
  return persistRefreshedSession(response, session, user);
}

/** PATCH /api/profile/email — new e-mail (the browser re-authenticates afterwards). */
export async function patchEmail(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  const { email } = await readBody(request, schemas.emailPatchBody);
  const session = await requireSession(request);
  try {
    await adminAuth().updateUser(session.uid, { email });
  } catch (error) {
    if (firebaseCode(error) === 'auth/email-already-exists') throw new ApiError(409, ACCOUNT_ERROR_TEXTS.emailInUse, { email: ACCOUNT_ERROR_TEXTS.emailInUse });
    throw error;
  }
  await profileOf(session);
  const profile = (await updateProfile(session.uid, { email }))!;
  await notify('email-change', session.uid, '/profile/settings');
  const user = profileToUser(profile);
  const response = json({ user });
  setUserCookie(response, user);
  return persistRefreshedSession(response, session, user);
}

/** PATCH /api/profile/password — new password (the browser re-authenticates afterwards). */
export async function patchPassword(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  const { password } = await readBody(request, schemas.passwordPatchBody);
  const session = await requireSession(request);
  try {
    await adminAuth().updateUser(session.uid, { password });
  } catch (error) {
    if (firebaseCode(error) === 'auth/invalid-password') throw new ApiError(400, ACCOUNT_ERROR_TEXTS.weakPassword, { password: ACCOUNT_ERROR_TEXTS.weakPassword, code: 'weak-password' });
    throw error;
  }
  await notify('password-change', session.uid, '/profile/settings');
  return json({ ok: true });
}

/** DELETE /api/profile — removes the auth user, profile, saved results and personal notifications. */
export async function deleteAccount(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  await readBody(request, schemas.emptyBody);
  const session = await requireSession(request);
  await deleteTestResults(session.uid);
  await deletePersonalNotifications(session.uid);
  await deleteProfile(session.uid);
  await adminAuth().deleteUser(session.uid).catch((error) => {
    if (firebaseCode(error) !== 'auth/user-not-found') throw error;
  });
  const response = json({ ok: true });
  clearAuthCookies(response);
  return response;
}

/** GET /api/profile/resend-test-result — e-mails the latest saved result to the account's address. */
export async function resendTestResult(request: NextRequest): Promise<NextResponse> {
  const session = await requireSession(request);
  const profile = await profileOf(session);
  const latest = await latestTestResult(session.uid);
  if (!latest) throw new ApiError(404, ACCOUNT_ERROR_TEXTS.noTestResult);
  await sendMail({ to: profile.email, ...testResultMail(latest, profile.name, serverEnv().siteUrl) });
  return persistRefreshedSession(json({ ok: true, email: profile.email }), session, profileToUser(profile));
}

/** POST /api/test-result — saves a completed test (idempotent per test name + completion time). */
export async function postTestResult(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  const body = await readBody(request, schemas.testResultBody);
  const session = await requireSession(request);
  const saved = await saveTestResult(session.uid, body as Parameters<typeof saveTestResult>[1]);
  return json(saved, saved.created ? 201 : 200);
}

/** GET /api/test-results — every saved result, newest first. */
export async function getTestResults(request: NextRequest): Promise<NextResponse> {
  const session = await requireSession(request);
  const items = await listTestResults(session.uid);
  return json({ items: items.map(({ id, testName, result, scores, completedAt }) => ({ id, testName, result, scores, completedAt })) });
}

/** POST /api/secure-token — renews the ID token with the refresh token cookie; 401 (cookies cleared) when it cannot. */
export async function secureToken(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  await readBody(request, schemas.emptyBody);
  const { refreshToken } = readTokenCookies(request);
  // Without a refresh token (sign-in without one) a still-valid ID token keeps the session until it expires.
  const session = refreshToken ? await refreshSession(refreshToken) : await readSession(request);
  if (!session) {
    const response = json({ message: ACCOUNT_ERROR_TEXTS.sessionExpired, code: 401 }, 401);
    clearAuthCookies(response);
    return response;
  }
  return sessionAnswer(session, profileToUser(await profileOf(session)));
}

/** GET /api/notifications[?before&afterId] — one page, newest first (SPEC §9: 25 per page). */
export async function getNotifications(request: NextRequest): Promise<NextResponse> {
  const query = schemas.notificationsQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ApiError(400, 'Invalid notifications cursor');
  const session = await requireSession(request);
  const profile = await profileOf(session);
  const cursor = 'before' in query.data ? { createdAt: Date.parse(query.data.before), id: query.data.afterId } : null;
  const page = await listNotifications({ uid: session.uid, registeredAt: Date.parse(profile.createdAt), cursor, pageSize: NOTIFICATIONS_PAGE_SIZE });
  const lastViewed = profile.lastNotificationViewDate ? Date.parse(profile.lastNotificationViewDate) : null;
  const answer: NotificationPage = {
    items: page.items.map(
      (item): NotificationItem => ({ id: item.id, type: item.type, title: item.title, slug: item.slug, createdAt: new Date(item.createdAt).toISOString(), isRead: isNotificationRead(item.createdAt, lastViewed) }),
    ),
    hasNext: page.hasNext,
    next: page.next ? { before: new Date(page.next.createdAt).toISOString(), afterId: page.next.id } : null,
  };
  return persistRefreshedSession(json(answer), session, profileToUser(profile));
}

/** GET /api/notifications/unread-count — since the last view date, else the registration date (SPEC §9). */
export async function getUnreadCount(request: NextRequest): Promise<NextResponse> {
  const session = await requireSession(request);
  const profile = await profileOf(session);
  const since = Date.parse(profile.lastNotificationViewDate ?? profile.createdAt);
  const count = await countUnread(session.uid, since);
  return persistRefreshedSession(json({ count }), session, profileToUser(profile));
}

/** POST /api/notifications/view — sets the last notification view date to now; answers the updated user. */
export async function markNotificationsViewed(request: NextRequest): Promise<NextResponse> {
  assertSameOrigin(request);
  await readBody(request, schemas.emptyBody);
  const session = await requireSession(request);
  await profileOf(session);
  const profile = (await updateProfile(session.uid, { lastNotificationViewDate: new Date() }))!;
  const user = profileToUser(profile);
  const response = json({ user });
  setUserCookie(response, user);
  return persistRefreshedSession(response, session, user);
}

/**
 * Creates the notification for everyone of a newly published article or toolkit test (called by
 * the revalidation webhook on a `create`).
 * @returns the notification id, or null for other document types
 */
export async function notifyPublished(document: { _type: string; _id: string; path: string | null }): Promise<string | null> {
  const type: NotificationType | null = document._type === 'article' ? 'blogPost' : document._type === 'test' ? 'tool' : null;
  if (!type || !document.path || document._id.startsWith('drafts.')) return null;
  // One notification per published document, however often the webhook delivers its `create`.
  const id = `published-${createHash('sha256').update(`${document._type}\u0000${document._id}`).digest('hex').slice(0, 40)}`;
  return createNotification({ type, title: NOTIFICATION_TITLES[type], slug: document.path, userId: '', id });
}
