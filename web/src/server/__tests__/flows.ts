/**
 * Whole account flows for the integration tests, through the real Route Handlers: sign up (POST
 * /api/signup → custom token → emulator sign-in → POST /api/auth/sign-in) and sign in with e-mail
 * and password.
 */
import type { NextRequest } from 'next/server';
import { expect } from 'vitest';
import { POST as signInRoute } from '@/app/api/auth/sign-in/route';
import { POST as signUpRoute } from '@/app/api/signup/route';
import { CookieJar, emulatorSignIn, emulatorSignInWithCustomToken, PASSWORD, request, uniqueEmail, type EmulatorTokens } from './support';

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route's exported handler the way Next does (with an empty params context). */
export function call(handler: unknown, req: NextRequest): Promise<Response> {
  return (handler as Handler)(req, { params: Promise.resolve({}) });
}

/** A signed-in account. */
export interface Account {
  uid: string;
  email: string;
  password: string;
  jar: CookieJar;
  tokens: EmulatorTokens;
}

/**
 * Creates an account through POST /api/signup and signs it in through POST /api/auth/sign-in.
 * @param fields sign-up body overrides
 */
export async function signUpAndSignIn(
  fields: { email?: string; password?: string; name?: string; gender?: string; type?: string; skinTone?: number } = {},
): Promise<Account> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? PASSWORD;
  const signUp = await call(signUpRoute, request('/api/signup', { body: { name: 'Test User', ...fields, email, password } }));
  expect(signUp.status, JSON.stringify(await signUp.clone().json())).toBe(201);
  const { token } = (await signUp.json()) as { token: string };
  const tokens = await emulatorSignInWithCustomToken(token);
  const jar = new CookieJar();
  const signIn = await call(
    signInRoute,
    request('/api/auth/sign-in', { body: { idToken: tokens.idToken, refreshToken: tokens.refreshToken } }),
  );
  expect(signIn.status, JSON.stringify(await signIn.clone().json())).toBe(200);
  jar.take(signIn);
  return { uid: tokens.localId, email, password, jar, tokens };
}

/** Signs an existing account in with e-mail and password (emulator) and POST /api/auth/sign-in. */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<{ response: Response; jar: CookieJar; tokens: EmulatorTokens }> {
  const tokens = await emulatorSignIn(email, password);
  const jar = new CookieJar();
  const response = await call(
    signInRoute,
    request('/api/auth/sign-in', { body: { idToken: tokens.idToken, refreshToken: tokens.refreshToken } }),
  );
  jar.take(response);
  return { response, jar, tokens };
}
