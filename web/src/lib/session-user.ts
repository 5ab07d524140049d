/**
 * The signed-in user as kept in the `user` cookie and the session (SPEC §3 "User"). Pure: no
 * framework imports; used by the server (to write the cookie) and the browser (to read it).
 *
 * SPEC §3: "uid, email, createdAt, name, gender, type, skinTone, lastNotificationViewDate,
 * subscriptions (map; entries keep only expiredAt and status). Only these fields are kept in the
 * cookie." {@link toSessionUser} is the one filter that enforces it.
 */
import * as z from 'zod/mini';
import { USER_COOKIE } from './auth-cookies';
import type { Gender } from './character-traits';
import { NAME_MAX_LENGTH } from './user-limits';

export type { Gender };

/** One subscription as kept in the cookie: only `expiredAt` (ISO or null) and `status`. */
export interface CookieSubscription {
  expiredAt: string | null;
  status: string;
}

/** The user of SPEC §3 — exactly the fields the `user` cookie may hold. */
export interface SessionUser {
  uid: string;
  email: string;
  /** Registration time, ISO 8601. */
  createdAt: string;
  name: string;
  gender: Gender | '';
  /** Lower-case four-letter code (e.g. 'intj') or '' when unknown. */
  type: string;
  /** Skin tone of the avatar, 1 (light) … 5 (deep). */
  skinTone: number;
  /** When the notifications panel was last opened, ISO 8601; null = never. */
  lastNotificationViewDate: string | null;
  subscriptions: Record<string, CookieSubscription>;
}

const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date'));

const sessionUserSchema = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(128)),
  email: z.string().check(z.maxLength(320)),
  createdAt: isoDate,
  name: z.string().check(z.maxLength(NAME_MAX_LENGTH)),
  gender: z.enum(['male', 'female', 'other', '']),
  type: z.string().check(z.regex(/^([ei][sn][tf][jp])?$/)),
  skinTone: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  lastNotificationViewDate: z.nullable(isoDate),
  subscriptions: z.record(z.string(), z.object({ expiredAt: z.nullable(z.string()), status: z.string() })),
});

/** Anything that carries at least the user fields (e.g. the Firestore profile document). */
export type UserLike = Omit<SessionUser, 'subscriptions'> & {
  subscriptions?: Record<string, { expiredAt?: string | null; status?: string }> | null;
};

/**
 * Keeps only the SPEC §3 user fields — drops e.g. `nameLastUpdateDate` — and, per subscription,
 * only `expiredAt` and `status` (drops productId, payment data, …).
 * @param user the profile document or any object with the user fields
 * @returns a new {@link SessionUser}
 */
export function toSessionUser(user: UserLike): SessionUser {
  const subscriptions: Record<string, CookieSubscription> = {};
  for (const [id, subscription] of Object.entries(user.subscriptions ?? {})) {
    if (!subscription || typeof subscription !== 'object') continue;
    Object.defineProperty(subscriptions, id, {
      value: { expiredAt: subscription.expiredAt ?? null, status: String(subscription.status ?? '') },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return {
    uid: user.uid,
    email: user.email,
    createdAt: user.createdAt,
    name: user.name,
    gender: user.gender,
    type: user.type,
    skinTone: user.skinTone,
    lastNotificationViewDate: user.lastNotificationViewDate,
    subscriptions,
  };
}

/** JSON of a user for the `user` cookie (filtered to the SPEC §3 fields; the cookie layer URI-encodes it). */
export function serializeSessionUser(user: SessionUser): string {
  return JSON.stringify(toSessionUser(user));
}

/**
 * Parses a `user` cookie value: the JSON itself (as Next's request cookies hand it over, already
 * decoded) or its URI-encoded form (as `document.cookie` shows it). The cookie is client-writable, so
 * it is only a display hint — the server never trusts it for access decisions (those verify the ID
 * token).
 * @returns the user, or null for a missing, malformed or wrongly shaped value. Never throws.
 */
export function decodeUserCookie(value: string | undefined | null): SessionUser | null {
  if (!value) return null;
  for (const candidate of [value, safeDecode(value)]) {
    if (candidate === null) continue;
    try {
      const parsed = sessionUserSchema.safeParse(JSON.parse(candidate));
      if (parsed.success) return toSessionUser(parsed.data as SessionUser);
    } catch {
      // not JSON in this form; try the next one
    }
  }
  return null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Reads the `user` cookie out of a `document.cookie` string.
 * @returns the user, or null when absent or invalid
 */
export function readUserCookie(cookieHeader: string): SessionUser | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === USER_COOKIE) return decodeUserCookie(part.slice(index + 1).trim());
  }
  return null;
}
