/**
 * Who is looking at a page, checked on the server (issue 11; SPEC §6 "subscribed user" is a role
 * checked from Firestore, never from the `user` cookie alone, which the browser can write).
 *
 * {@link readViewer} verifies the `token` cookie with firebase-admin (renewing an expired ID token
 * with the refresh token for this render — a Server Component cannot set cookies, the browser's
 * own refresh timer persists new ones) and reads the profile document's `subscriptions` map.
 * Pages call it with Next's `cookies()`; tests with any jar that has `get(name)`.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { ANY_PLAN, type DesiredPlan, type Subscription, matchesSubscription } from '@/lib/subscriptions';
import { ApiError } from './http';
import { getProfile } from './repositories/users';
import { readSession } from './session';

/** A cookie jar as Next's `cookies()` and `request.cookies` expose it. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
}

/**
 * The viewer of a page:
 * - `signed-out`: no valid session (no cookies, or tokens expired/revoked beyond renewal);
 * - `unavailable`: the identity provider or Firestore cannot be reached right now (503 outage) —
 *   the visitor may well be signed in, so pages neither sign them out nor redirect them;
 * - `signed-in`: the verified uid and the stored subscriptions (productId, expiredAt, status).
 */
export type Viewer =
  { status: 'signed-out' } | { status: 'unavailable' } | { status: 'signed-in'; uid: string; subscriptions: Record<string, Subscription> };

/**
 * Reads the viewer from the request's auth cookies (firebase-admin + Firestore).
 * @param jar the request's cookies
 * @returns the {@link Viewer}; never throws (an outage gives `unavailable`)
 */
export async function readViewer(jar: CookieJar): Promise<Viewer> {
  try {
    // readSession only reads `request.cookies.get(name)`.
    const session = await readSession({ cookies: jar } as unknown as NextRequest);
    if (!session) return { status: 'signed-out' };
    const profile = await getProfile(session.uid);
    return { status: 'signed-in', uid: session.uid, subscriptions: profile?.subscriptions ?? {} };
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) return { status: 'unavailable' };
    if (!(error instanceof ApiError)) console.warn('[viewer] could not read the viewer', error instanceof Error ? error.message : error);
    return { status: 'unavailable' };
  }
}

/**
 * Whether the viewer may read premium content: signed in and matching `wanted` by the SPEC §4
 * rule (default {@link ANY_PLAN}: any active subscription). Checked from Firestore, never the cookie.
 * @param jar the request's cookies
 * @param wanted desired plans (default any plan)
 * @param now the current time
 */
export async function viewerHasPremium(
  jar: CookieJar,
  wanted: readonly DesiredPlan[] = ANY_PLAN,
  now: Date = new Date(),
): Promise<boolean> {
  const viewer = await readViewer(jar);
  return viewer.status === 'signed-in' && matchesSubscription(viewer.subscriptions, wanted, now);
}
