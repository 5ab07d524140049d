/**
 * Test support for the account Route Handler integration tests (`*.int.test.ts`): requests as the
 * browser sends them, a cookie jar that carries Set-Cookie answers to the next request, and the Auth
 * emulator's REST API (accounts, ID tokens, custom-token sign-in).
 *
 * Needs FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST (and SMTP_URL + MAIL_DIR for the
 * e-mail tests) in the environment — set by the emulator globalSetup, or by hand (see the issue 4
 * brief). Handlers are called directly: `await POST(request('/api/auth/sign-in', {...}))`.
 */
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';

export const SITE = 'http://localhost:3000';
export const EVIL_ORIGIN = 'https://evil.example';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-typeatlas';
export const API_KEY = 'demo-api-key';
export const PASSWORD = 'correct-horse-9';

/** The emulator hosts; throws a clear message when the suite runs without them. */
export function emulatorEnv(): { authHost: string; firestoreHost: string; mailDir: string | undefined } {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!authHost || !firestoreHost) {
    throw new Error(
      'The account integration tests need FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (start the emulators: node scripts/emulators/run.ts --profile test --env-out …)',
    );
  }
  return { authHost, firestoreHost, mailDir: process.env.MAIL_DIR };
}

let counter = 0;

/** A unique e-mail address for one test. */
export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}-${(counter += 1)}@example.com`;
}

/** A unique client IP (TEST-NET-2 / TEST-NET-3 style, random) so rate limits never leak between tests. */
export function uniqueIp(): string {
  const bytes = randomUUID().replace(/-/g, '');
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

/** One parsed Set-Cookie line. */
export interface SetCookie {
  name: string;
  /** Raw (still URI-encoded) value. */
  value: string;
  /** Lower-cased attribute names → values ('' for flags). */
  attributes: Record<string, string>;
}

/** Parses every Set-Cookie header of an answer. */
export function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...rest] = line.split(';');
    const index = pair!.indexOf('=');
    const attributes: Record<string, string> = {};
    for (const part of rest) {
      const [key, ...value] = part.trim().split('=');
      attributes[key!.toLowerCase()] = value.join('=');
    }
    return { name: pair!.slice(0, index).trim(), value: pair!.slice(index + 1).trim(), attributes };
  });
}

/** A browser-like cookie jar: keeps cookies from answers, drops expired ones, sends the rest. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Takes the Set-Cookie headers of an answer. @returns the answer (for chaining) */
  take<T extends Response>(response: T): T {
    for (const cookie of setCookies(response)) {
      if (cookie.attributes['max-age'] === '0' || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** The Cookie header value ('' when empty). */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A decoded cookie value. */
  get(name: string): string | undefined {
    const value = this.cookies.get(name);
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

export interface RequestOptions {
  method?: string;
  /** An object (sent as JSON) or a raw string. */
  body?: unknown;
  jar?: CookieJar;
  /** Origin header; null leaves it out. Default {@link SITE}. */
  origin?: string | null;
  /** Client IP (X-Forwarded-For); default a unique one. */
  ip?: string;
  headers?: Record<string, string>;
}

/** A NextRequest as the browser sends it to this site: same-origin Origin, JSON body, cookies. */
export function request(path: string, options: RequestOptions = {}): NextRequest {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? uniqueIp(), accept: 'application/json' };
  if (options.origin !== null) headers.origin = options.origin ?? SITE;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const cookie = options.jar?.header();
  if (cookie) headers.cookie = cookie;
  Object.assign(headers, options.headers);
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return new NextRequest(`${SITE}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
}

/** The JSON body of an answer (typed loosely for assertions). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function body(response: Response): Promise<any> {
  return response.json();
}

// ---------------------------------------------------------------------------------------------
// Auth emulator REST

async function emulatorCall<T>(path: string, payload: unknown): Promise<T> {
  const { authHost } = emulatorEnv();
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const data = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${data.error?.message ?? response.status}`);
  return data;
}

/** Tokens of one emulator sign-in. */
export interface EmulatorTokens {
  localId: string;
  idToken: string;
  refreshToken: string;
}

/** Creates an auth user (no profile document) and signs it in. */
export function emulatorSignUp(email: string, password = PASSWORD): Promise<EmulatorTokens> {
  return emulatorCall('accounts:signUp', { email, password, returnSecureToken: true });
}

/** Signs in with e-mail and password. @throws Error with the provider's code, e.g. INVALID_LOGIN_CREDENTIALS */
export function emulatorSignIn(email: string, password = PASSWORD): Promise<EmulatorTokens> {
  return emulatorCall('accounts:signInWithPassword', { email, password, returnSecureToken: true });
}

/** Signs in with a custom token (as the browser does after POST /api/signup). */
export async function emulatorSignInWithCustomToken(token: string): Promise<EmulatorTokens> {
  const data = await emulatorCall<{ idToken: string; refreshToken: string }>('accounts:signInWithCustomToken', {
    token,
    returnSecureToken: true,
  });
  const lookup = await emulatorCall<{ users: { localId: string }[] }>('accounts:lookup', { idToken: data.idToken });
  return { localId: lookup.users[0]!.localId, idToken: data.idToken, refreshToken: data.refreshToken };
}

/** Removes every account of the project from the Auth emulator (only safe when no other file runs). */
export async function clearAuthEmulator(): Promise<void> {
  const { authHost } = emulatorEnv();
  await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

/** The emulator's out-of-band codes (password reset etc.) of the project. */
export async function emulatorOobCodes(): Promise<{ email: string; oobCode: string; requestType: string }[]> {
  const { authHost } = emulatorEnv();
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  return ((await response.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] }).oobCodes;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned ID token in the Auth emulator's format (alg "none"), which firebase-admin accepts in
 * emulator mode — lets a test choose the expiry (e.g. already expired, or inside the 5-minute refresh
 * margin). Test-only; the app never builds tokens.
 * @param claims uid and e-mail; `expiresInSeconds` from now (negative = expired)
 */
export function emulatorIdToken(claims: { uid: string; email: string; expiresInSeconds: number }): string {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + claims.expiresInSeconds;
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: claims.uid,
    user_id: claims.uid,
    email: claims.email,
    email_verified: false,
    auth_time: now,
    iat: exp - 3600,
    exp,
    firebase: { identities: { email: [claims.email] }, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}
