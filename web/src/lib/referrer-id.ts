/**
 * The browser storage entry `referrerId` (SPEC §3; issue 27): who brought a visitor, kept from the
 * referring link and sent with sign-up. Pure: storage is passed in.
 * Design notes: docs/accounts.md "Notes from the source files".
 */
import { isShareToken } from './share-token';

/** The localStorage key (SPEC §3). */
export const REFERRER_ID_KEY = 'referrerId';

/** Longest referrer id: 'afid:' plus 64 characters. */
export const REFERRER_ID_MAX_LENGTH = 69;

const SHARE_PREFIX = 'share:';
const AFID_PREFIX = 'afid:';
const AFID = /^[A-Za-z0-9._~-]{1,64}$/;
/** `/shared-result/<token>` or `/shared-result/<token>/compare`, optional trailing slash. */
const SHARED_RESULT_PATH = /^\/shared-result\/([^/]+)(?:\/compare)?\/?$/;

/** What a referrer id names. */
export type Referrer = { kind: 'share'; token: string } | { kind: 'afid'; afid: string };

/**
 * What a referrer id names, or null when the value is not one (wrong type, prefix, token or afid).
 * @param value anything, e.g. a stored string
 */
export function referrerOf(value: unknown): Referrer | null {
  if (typeof value !== 'string' || value.length > REFERRER_ID_MAX_LENGTH) return null;
  if (value.startsWith(SHARE_PREFIX)) {
    const token = value.slice(SHARE_PREFIX.length);
    return isShareToken(token) ? { kind: 'share', token } : null;
  }
  if (value.startsWith(AFID_PREFIX)) {
    const afid = value.slice(AFID_PREFIX.length);
    return AFID.test(afid) ? { kind: 'afid', afid } : null;
  }
  return null;
}

/** True for a well-formed referrer id (see the module header). */
export function isReferrerId(value: unknown): value is string {
  return referrerOf(value) !== null;
}

/**
 * The referrer id a landing URL carries, if any.
 * @param landing the page's `pathname` (e.g. '/shared-result/AbC…') and `search` (e.g. '?afid=partner-7')
 * @returns 'share:<token>' for a shared result (its token well-formed), else 'afid:<afid>' for a
 *   valid first `afid` query value (trimmed), else null
 */
export function referrerIdFromLanding(landing: { pathname: string; search: string }): string | null {
  const token = SHARED_RESULT_PATH.exec(landing.pathname)?.[1];
  if (token !== undefined && isShareToken(token)) return `${SHARE_PREFIX}${token}`;
  const afid = new URLSearchParams(landing.search).get('afid')?.trim();
  return afid && AFID.test(afid) ? `${AFID_PREFIX}${afid}` : null;
}

/** The part of `localStorage` used here (tests pass a map). */
export interface ReferrerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The stored referrer id when valid; a stored value that is not one is removed.
 * @returns the id, or null (nothing stored, garbage, or storage unavailable — never throws)
 */
export function readReferrerId(storage: ReferrerStorage): string | null {
  try {
    const stored = storage.getItem(REFERRER_ID_KEY);
    if (stored === null) return null;
    // The rule itself (isReferrerId), not a zod schema: this module runs in the campaign tracker on
    // every page, which loads no zod (issue 25); ./referrer-id-schema.ts wraps the same rule.
    if (isReferrerId(stored)) return stored;
    storage.removeItem(REFERRER_ID_KEY);
  } catch {
    // Storage blocked (private mode, sandboxed frame): attribution is best-effort.
  }
  return null;
}

/**
 * Page-load rule: stores the landing URL's referrer id (the newest referring link wins), else keeps
 * a valid stored one and removes garbage.
 * @returns the referrer id in effect afterwards, or null; never throws
 */
export function keepReferrerId(storage: ReferrerStorage, landing: { pathname: string; search: string }): string | null {
  const fresh = referrerIdFromLanding(landing);
  if (fresh === null) return readReferrerId(storage);
  try {
    storage.setItem(REFERRER_ID_KEY, fresh);
  } catch {
    // Storage blocked or full: nothing kept.
  }
  return fresh;
}

/** Removes the stored referrer id (after a sign-up sent it); never throws. */
export function forgetReferrerId(storage: ReferrerStorage): void {
  try {
    storage.removeItem(REFERRER_ID_KEY);
  } catch {
    // Storage blocked: nothing to remove.
  }
}
