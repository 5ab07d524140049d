/**
 * What CampaignTracker does on a page load, without React or globals: every browser dependency is
 * passed in ({@link TrackerEnvironment}), so the whole flow is unit-tested with a fake cookie jar.
 *
 * 1. Experiments cookie (SPEC §8): invalid → log {@link EXPERIMENTS_INVALID_MESSAGE}, delete it.
 * 2. Campaign cookies (SPEC §3, §4, §9): written from the query ({@link campaignCookieUpdates}),
 *    path /, 30 days, SameSite=Lax, Secure on https.
 * 3. First visit (SPEC §3, §7, §9): when the `first_visit` cookie is absent or invalid, a new record
 *    is stored (1 year, path /); while its sent flag is false and analytics is enabled,
 *    `visited_first_time` is captured once and the flag set to true.
 * 4. Referrer (SPEC §3 browser storage `referrerId`, issue 27): the landing URL's referring link —
 *    a shared result or a campaign link's afid — is kept in localStorage, garbage stored there is
 *    removed (lib/referrer-id.ts `keepReferrerId`); sign-up sends it.
 * The cookies' zod parsers (./experiments.ts, ./first-visit-parse.ts) are imported only when their
 * cookie exists: a first visit loads no zod at all (issue 25: 73 KB raw after load). A returning
 * visitor's `first_visit` cookie is checked only once the page has settled
 * ({@link TrackerEnvironment.settled}): evaluating the shared zod chunk was one long task of ~640 ms at
 * Lighthouse's 4× CPU on every returning page load (issue 25, stop 28), and nothing the visitor sees
 * waits for it. The campaign cookies are written before that wait, so a quick document navigation
 * loses no attribution.
 */
import { keepReferrerId, type ReferrerStorage } from '@/lib/referrer-id';
import { CAMPAIGN_COOKIE_MAX_AGE, campaignCookieUpdates, readCampaignCookies } from './campaign';
import { expireCookieEverywhere, readCookie, serializeCookie } from './cookies';
import { EXPERIMENTS_COOKIE, EXPERIMENTS_INVALID_MESSAGE, type Experiments } from './experiment-flags';
import {
  FIRST_VISIT_COOKIE,
  FIRST_VISIT_MAX_AGE,
  buildFirstVisit,
  countryFromLocale,
  firstVisitEventProperties,
  serializeFirstVisit,
  type FirstVisit,
} from './first-visit';

/** The browser state and effects the tracker needs. */
export interface TrackerEnvironment {
  /** Current `document.cookie` string (read again after every write). */
  readCookies(): string;
  /** `document.cookie = assignment`. */
  writeCookie(assignment: string): void;
  /** `location.search`, e.g. '?utm_source=x'. */
  search: string;
  /** `location.pathname`, e.g. '/shared-result/…' (for the referrer id; absent: none from the path). */
  pathname?: string;
  /** `localStorage`, where the referrer id is kept (absent or throwing: no referrer id). */
  storage?: ReferrerStorage;
  /** `location.protocol`, e.g. 'https:'. */
  protocol: string;
  /** `location.hostname`. */
  hostname: string;
  /** `document.referrer`. */
  referrer: string;
  /** `navigator.language` (may be undefined). */
  locale: string | undefined;
  /** Current time, ms since the epoch. */
  now: number;
  /** Analytics facade (only `enabled` and `capture` are used). */
  analytics: { readonly enabled: boolean; capture(event: 'visited_first_time', properties?: Record<string, unknown>): Promise<void> };
  /** Where the experiments notice goes (console.warn in the browser). */
  warn(message: string): void;
  /**
   * Resolves once the page has settled (the browser: idle after lib/idle.ts `SETTLE_DELAY_MS`,
   * `whenSettled`); awaited only before parsing an existing `first_visit` cookie. Absent: no wait.
   */
  settled?: () => Promise<void>;
}

/** Seconds left of the first-visit cookie's one-year life, counted from the record's timestamp (≥ 1). */
export function firstVisitRemainingMaxAge(record: FirstVisit, now: number): number {
  return Math.max(1, FIRST_VISIT_MAX_AGE - Math.floor(Math.max(0, now - record.timestamp) / 1000));
}

/**
 * Runs the page-load tracking described above. Resolves when done, including the analytics
 * capture; never rejects (a cookie jar that throws, e.g. in a sandboxed frame, stops it quietly).
 */
export async function runCampaignTracking(env: TrackerEnvironment): Promise<void> {
  if (env.storage) keepReferrerId(env.storage, { pathname: env.pathname ?? '', search: env.search });
  try {
    const secure = env.protocol === 'https:';

    let experiments: Experiments = {};
    const flagsValue = readCookie(env.readCookies(), EXPERIMENTS_COOKIE);
    const flags =
      flagsValue === null ? ({ status: 'absent' } as const) : (await import('./experiments')).parseExperimentsCookie(flagsValue);
    if (flags.status === 'valid') experiments = flags.experiments;
    if (flags.status === 'invalid') {
      env.warn(EXPERIMENTS_INVALID_MESSAGE);
      for (const assignment of expireCookieEverywhere(EXPERIMENTS_COOKIE, env.hostname, { secure })) env.writeCookie(assignment);
    }

    const updates = campaignCookieUpdates(new URLSearchParams(env.search), env.referrer, env.readCookies());
    for (const [param, value] of Object.entries(updates)) {
      env.writeCookie(serializeCookie(param, value, { maxAge: CAMPAIGN_COOKIE_MAX_AGE, secure }));
    }

    if (readCookie(env.readCookies(), FIRST_VISIT_COOKIE) !== null) await env.settled?.();
    const visitValue = readCookie(env.readCookies(), FIRST_VISIT_COOKIE);
    let record = visitValue === null ? null : (await import('./first-visit-parse')).parseFirstVisit(visitValue);
    const store = (value: FirstVisit) =>
      env.writeCookie(
        serializeCookie(FIRST_VISIT_COOKIE, serializeFirstVisit(value), { maxAge: firstVisitRemainingMaxAge(value, env.now), secure }),
      );
    if (!record) {
      record = buildFirstVisit({
        now: env.now,
        referrer: env.referrer,
        afid: readCampaignCookies(env.readCookies()).afid ?? updates.afid ?? null,
        country: countryFromLocale(env.locale),
        experiments,
      });
      store(record);
    }
    // Without a key nothing would be sent: the flag stays false so a later configured deployment still counts the visit.
    if (!record.sent && env.analytics.enabled) {
      await env.analytics.capture('visited_first_time', firstVisitEventProperties(record));
      record = { ...record, sent: true };
      store(record);
    }
  } catch {
    // Cookies unavailable (sandboxed frame, blocked storage): attribution is best-effort.
  }
}
