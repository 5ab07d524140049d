/**
 * The `/search/{term}` segment → the keywords searched and shown (SPEC §2 "/search/{term}").
 * Pure: no framework imports.
 */

/** Longest term shown in the page title and heading (characters); the search itself cuts at 100 too. */
export const MAX_SHOWN_TERM_LENGTH = 100;

/**
 * Decodes the route segment safely. Next.js 16 hands dynamic segments to the page still
 * percent-encoded (`caf%C3%A9`, `50%25`; only unreserved characters arrive decoded), so this
 * decodes once — when the text contains an escape at all; malformed percent-encoding
 * (`%E0%A4%A`) gives the empty search instead of an error. Note: Next's own router rejects a
 * request whose path is malformed before any page runs, so those requests need a proxy rewrite
 * to `/search` to get here (web/src/proxy.ts).
 * @param segment the raw `term` param (may be undefined when the route is hit oddly)
 * @returns the keywords: whitespace collapsed, trimmed, cut to MAX_SHOWN_TERM_LENGTH; '' for none
 */
export function searchTermFromSegment(segment: string | string[] | undefined): string {
  const raw = Array.isArray(segment) ? segment.join(' ') : (segment ?? '');
  let decoded: string;
  try {
    decoded = /%[0-9a-f]{2}/i.test(raw) ? decodeURIComponent(raw) : raw;
  } catch {
    return '';
  }
  return decoded.replace(/\s+/g, ' ').trim().slice(0, MAX_SHOWN_TERM_LENGTH).trim();
}

/** Whether two terms are the same search ("core-theory" and "Core theory" are). */
export function sameSearch(a: string, b: string): boolean {
  const normalise = (value: string) =>
    value
      .toLowerCase()
      .replace(/[-_\s]+/g, ' ')
      .trim();
  return normalise(a) !== '' && normalise(a) === normalise(b);
}
