/**
 * The Firebase web SDK in the browser — used only to sign in (password or custom token) and obtain
 * an ID token + refresh token for POST /api/auth/sign-in (ARCHITECTURE.md "Accounts"). Loaded
 * lazily (dynamic import) by the screens that sign in, so no other page ships it. Persistence is in
 * memory: the server session (cookies) is the session; the SDK holds nothing between pages.
 */
import type { Auth, User } from 'firebase/auth';
import type * as FirebaseAuth from 'firebase/auth';
import { ACCOUNT_ERROR_TEXTS, ERROR_TEXTS } from '@/lib/api-errors';
import { ApiRequestError } from '@/lib/api-client';

/** The web config handed over by a server component (server/firebase-config.ts). */
export interface BrowserFirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  authEmulatorUrl: string | null;
}

/** Tokens for POST /api/auth/sign-in. */
export interface SignInTokens {
  idToken: string;
  refreshToken: string;
}

let loaded: Promise<{ module: typeof FirebaseAuth; auth: Auth }> | undefined;

/** The SDK's Auth instance for `config` (created once per page). */
async function browserAuth(config: BrowserFirebaseConfig) {
  loaded ??= (async () => {
    const [{ initializeApp, getApps }, module] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = getApps().find((existing) => existing.name === 'typeatlas') ?? initializeApp(config, 'typeatlas');
    const auth = module.initializeAuth(app, { persistence: module.inMemoryPersistence });
    if (config.authEmulatorUrl) module.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return { module, auth };
  })();
  return loaded;
}

/** SDK codes of an identity provider that is unreachable, failing or too slow — not a refusal. */
const PROVIDER_UNAVAILABLE = new Set(['auth/network-request-failed', 'auth/internal-error', 'auth/timeout']);

/**
 * SPEC §8 sign-in failures: too many attempts → 'Too many attempts, try again in a few minutes'
 * (403); the identity provider unreachable or failing → 'Accounts are not available right now…'
 * (503: an outage is not a wrong password); anything else → 'You have entered an invalid email or
 * password' (401).
 */
export function signInFailure(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === 'auth/too-many-requests') return new ApiRequestError(ERROR_TEXTS.tooManyAttempts, 403);
  if (typeof code === 'string' && PROVIDER_UNAVAILABLE.has(code)) return new ApiRequestError(ACCOUNT_ERROR_TEXTS.unavailable, 503);
  return new ApiRequestError(ERROR_TEXTS.invalidCredentials, 401);
}

async function tokensOf(user: User): Promise<SignInTokens> {
  return { idToken: await user.getIdToken(), refreshToken: user.refreshToken };
}

/**
 * Signs in with e-mail and password (also the re-authentication after an e-mail or password change).
 * @throws ApiRequestError with the SPEC §8 sign-in messages
 */
export async function passwordSignIn(config: BrowserFirebaseConfig, email: string, password: string): Promise<SignInTokens> {
  try {
    const { module, auth } = await browserAuth(config);
    return await tokensOf((await module.signInWithEmailAndPassword(auth, email, password)).user);
  } catch (error) {
    throw signInFailure(error);
  }
}

/**
 * Signs in with the custom token answered by POST /api/signup (SPEC §7).
 * @throws ApiRequestError
 */
export async function customTokenSignIn(config: BrowserFirebaseConfig, token: string): Promise<SignInTokens> {
  try {
    const { module, auth } = await browserAuth(config);
    return await tokensOf((await module.signInWithCustomToken(auth, token)).user);
  } catch (error) {
    throw signInFailure(error);
  }
}

/** Signs out of the identity provider, when the SDK was loaded on this page. Never throws. */
export async function signOutOfProvider(): Promise<void> {
  if (!loaded) return;
  try {
    const { module, auth } = await loaded;
    await module.signOut(auth);
  } catch {
    // nothing to end
  }
}
