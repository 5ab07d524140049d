/**
 * Campaign attribution (SPEC §3 "Campaign cookies set from the query string", §4 "if no afid is
 * present and the referrer is a search engine, afid is set to seo", §9 the eight parameters).
 * Pure logic: no DOM, no framework imports.
 */
import { readCookie } from './cookies';

/** The campaign parameters tracked, in SPEC §9 order; each is also the name of its cookie. */
export const CAMPAIGN_PARAMS = ['afid', 'gclid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'aic'] as const;

/** One of the eight campaign parameters (SPEC §9). */
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** Campaign values by parameter; absent parameters are missing keys. */
export type Campaign = Partial<Record<CampaignParam, string>>;

/** Longest kept value, in UTF-16 code units; longer values are truncated. */
export const MAX_CAMPAIGN_VALUE_LENGTH = 200;

/** afid given to visitors arriving from a search engine without an afid (SPEC §4). */
export const SEO_AFID = 'seo';

/**
 * Campaign cookie lifetime: 30 days (2592000 s), path /. SPEC does not give one; 30 days is the
 * usual attribution window and matches the auth cookies (SPEC §9).
 */
export const CAMPAIGN_COOKIE_MAX_AGE = 2_592_000;

// C0/C1 control characters plus the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Cleans one campaign value: trims surrounding whitespace and truncates to
 * {@link MAX_CAMPAIGN_VALUE_LENGTH} characters.
 *
 * @returns the cleaned value, or `null` when it is empty after trimming or contains a control
 *   character (such a value is refused, not repaired)
 */
export function sanitizeCampaignValue(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (trimmed === '' || CONTROL_CHARS.test(trimmed)) return null;
  return trimmed.slice(0, MAX_CAMPAIGN_VALUE_LENGTH);
}

/** Engines matched by exact host or any subdomain of it. */
const ENGINE_DOMAINS = ['bing.com', 'duckduckgo.com', 'baidu.com', 'ecosia.org', 'search.brave.com'];
/** Engines matched as `<brand>.<public suffix>` on any subdomain: google.*, yahoo.*, yandex.*. */
const ENGINE_BRANDS = new Set(['google', 'yahoo', 'yandex']);
/** Second-level labels of country suffixes such as co.uk, com.br, co.jp, com.tr. */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'ac', 'gov', 'edu', 'ne', 'or']);

/**
 * Whether `host` is `brand.<suffix>` (or a subdomain of it), where suffix is one TLD label
 * (`google.de`, `yandex.ru`) or a second-level + country pair (`google.co.uk`, `yahoo.co.jp`).
 * `google.evil.com` is not a match.
 */
function isBrandHost(labels: string[]): boolean {
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (!ENGINE_BRANDS.has(labels[i]!)) continue;
    const suffix = labels.slice(i + 1);
    if (suffix.length === 1 && /^[a-z]{2,6}$/.test(suffix[0]!)) return true;
    if (suffix.length === 2 && SECOND_LEVEL.has(suffix[0]!) && /^[a-z]{2}$/.test(suffix[1]!)) return true;
  }
  return false;
}

/**
 * Whether a referrer URL is a search engine (SPEC §4): its host is google.*, bing.com,
 * duckduckgo.com, yahoo.*, yandex.*, baidu.com, ecosia.org or search.brave.com, or a subdomain of
 * one (www.google.co.uk, uk.search.yahoo.com). Only the host counts — a search engine's name in the
 * path or query (`https://example.com/google.com`) is not a match. Non-http(s) or unparsable
 * referrers, and the empty string, are not search engines.
 */
export function isSearchEngineReferrer(referrer: string): boolean {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (ENGINE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return true;
  return isBrandHost(host.split('.'));
}

/**
 * Reads the campaign parameters from a landing page's query (SPEC §3, §9).
 *
 * Each of the eight parameters is taken from its first occurrence and cleaned with
 * {@link sanitizeCampaignValue} (trimmed, capped at 200 characters, refused when empty or holding
 * control characters). When the query carries no usable afid and the referrer's host is a search
 * engine ({@link isSearchEngineReferrer}), afid is 'seo' (SPEC §4). Other query parameters are ignored.
 *
 * @param searchParams - the page's query, e.g. `new URLSearchParams(location.search)`
 * @param referrer - `document.referrer` ('' when none)
 * @returns the present parameters only, e.g. `{ utm_source: 'newsletter', afid: 'seo' }`
 */
export function campaignFromQuery(searchParams: URLSearchParams, referrer: string): Campaign {
  const campaign: Campaign = {};
  for (const param of CAMPAIGN_PARAMS) {
    const value = sanitizeCampaignValue(searchParams.get(param));
    if (value !== null) campaign[param] = value;
  }
  if (campaign.afid === undefined && isSearchEngineReferrer(referrer)) campaign.afid = SEO_AFID;
  return campaign;
}

/**
 * The campaign cookies to write on a page load: {@link campaignFromQuery}, except that the
 * inferred afid 'seo' never replaces an afid cookie the visitor already has (an affiliate's
 * attribution is not overwritten by a later organic visit). Values from the query itself always
 * win (last explicit campaign touch).
 *
 * @param cookieHeader - `document.cookie`
 * @returns parameter → value to store (path /, {@link CAMPAIGN_COOKIE_MAX_AGE})
 */
export function campaignCookieUpdates(searchParams: URLSearchParams, referrer: string, cookieHeader: string): Campaign {
  const campaign = campaignFromQuery(searchParams, referrer);
  const fromQuery = sanitizeCampaignValue(searchParams.get('afid')) !== null;
  if (!fromQuery && campaign.afid !== undefined && readCookie(cookieHeader, 'afid')) delete campaign.afid;
  return campaign;
}

/**
 * Reads the stored campaign cookies (e.g. to attach them to a sign-up or an analytics event).
 * Values are re-cleaned with {@link sanitizeCampaignValue}; invalid ones are left out.
 */
export function readCampaignCookies(cookieHeader: string): Campaign {
  const campaign: Campaign = {};
  for (const param of CAMPAIGN_PARAMS) {
    const value = sanitizeCampaignValue(readCookie(cookieHeader, param));
    if (value !== null) campaign[param] = value;
  }
  return campaign;
}
