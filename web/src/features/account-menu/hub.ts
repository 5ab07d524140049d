/**
 * The 'From Insights to Action' banner's target and audience (SPEC §1, §6). Pure.
 */

/**
 * The external hub the banner leads to. SPEC §1 only says "an external hub at '/'"; its address
 * is not given, so this is a placeholder until the real hub's origin is known.
 */
export const HUB_URL = 'https://hub.typeatlas.example/';

/**
 * Whether a document language is English (SPEC §6 "The mobile banner shows only for English
 * sessions with a session cookie").
 * @param lang `document.documentElement.lang`, e.g. 'en', 'en-GB'
 */
export function isEnglish(lang: string): boolean {
  return /^en(-|$)/i.test(lang);
}
