/**
 * The first-visit cookie record (SPEC §3 "First-visit cookie record: timestamp, referrer, sent
 * flag, afid, country, experiments"; §9 "First-visit cookie lifetime one year (31536000 s), path /").
 * Pure logic: build and serialise (parsing, with zod, is ./first-visit-parse.ts, loaded only when the
 * cookie exists); the cookie I/O is in CampaignTracker.
 */
import { sanitizeCampaignValue } from './campaign';
import type { Experiments } from './experiment-flags';

/** Name of the first-visit cookie. */
export const FIRST_VISIT_COOKIE = 'first_visit';

/** First-visit cookie lifetime: one year, in seconds (SPEC §9). */
export const FIRST_VISIT_MAX_AGE = 31_536_000;

/** Longest referrer kept in the record (keeps the cookie well under the 4 KB limit). */
export const MAX_REFERRER_LENGTH = 200;

/** The first-visit record stored (as JSON, URI-encoded) in the `first_visit` cookie. */
export interface FirstVisit {
  /** Time of the first visit, milliseconds since the Unix epoch. */
  timestamp: number;
  /** `document.referrer` of the first visit ('' when none), at most 200 characters. */
  referrer: string;
  /** True once `visited_first_time` has been sent to analytics. */
  sent: boolean;
  /** The afid the visitor arrived with (query, search engine 'seo' or an earlier cookie), else null. */
  afid: string | null;
  /**
   * ISO 3166 region of the browser's preferred locale ('GB' for 'en-GB'), else null. A best-effort
   * guess: the site is statically rendered, so no geo-IP header is available.
   */
  country: string | null;
  /** The experiments cookie's flags at the first visit ({} when absent or invalid). */
  experiments: Experiments;
}

/**
 * The region subtag of a BCP 47 locale, upper-cased: 'en-GB' → 'GB', 'es-419' → '419',
 * 'zh-Hant-TW' → 'TW'; `null` for 'en', '' or `undefined`.
 */
export function countryFromLocale(locale: string | null | undefined): string | null {
  const match = /^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2}|\d{3})(?:$|[-_])/i.exec(locale ?? '');
  return match ? match[1]!.toUpperCase() : null;
}

/**
 * Builds the record for a new first visit, not yet sent.
 *
 * @param now - current time in ms since the epoch (`Date.now()`)
 * @param referrer - `document.referrer`; cleaned like a campaign value and capped at 200 chars
 *   ('' when empty or holding control characters)
 * @param afid - the visitor's afid, or null
 * @param country - see {@link countryFromLocale}
 * @param experiments - valid experiment flags, or {}
 */
export function buildFirstVisit({
  now,
  referrer,
  afid,
  country,
  experiments,
}: {
  now: number;
  referrer: string;
  afid: string | null;
  country: string | null;
  experiments: Experiments;
}): FirstVisit {
  return {
    timestamp: Math.max(0, Math.floor(now)),
    referrer: (sanitizeCampaignValue(referrer) ?? '').slice(0, MAX_REFERRER_LENGTH),
    sent: false,
    afid,
    country,
    experiments,
  };
}

/** The JSON text stored in the cookie (the cookie writer URI-encodes it). */
export function serializeFirstVisit(record: FirstVisit): string {
  return JSON.stringify(record);
}

/** The properties sent with `visited_first_time` (SPEC §7): the record without the sent flag. */
export function firstVisitEventProperties({ sent: _sent, ...rest }: FirstVisit): Record<string, unknown> {
  return rest;
}
