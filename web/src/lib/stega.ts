/**
 * Removing Sanity's stega encoding from text (issue 15, Visual Editing). In draft mode in cloud mode
 * the content client appends invisible characters to some strings (web/src/content/stega.ts) so the
 * Presentation tool's overlays can find the field each text came from. They must never reach a
 * page's metadata, JSON-LD or URLs: {@link withoutStega} strips them where those are built
 * (lib/metadata.ts `pageMetadata`, lib/structured-data.ts `serializeJsonLd`).
 *
 * Pure and dependency-free so lib/ can use it (Sanity packages stay behind web/src/content/). The
 * character set and the "run of at least 4" rule are @vercel/stega's (`vercelStegaClean`, the
 * encoder @sanity/client uses); web/src/content/stega.test.ts checks this function against
 * next-sanity's own `stegaClean` on real encoded strings.
 */

/** A run of stega characters: @vercel/stega's alphabet (U+200B–U+200D, U+2060–U+2063, U+FEFF, U+1D173–U+1D17A), 4 or more. */
const STEGA_RUN = /[\u{200b}-\u{200d}\u{2060}-\u{2063}\u{feff}\u{1d173}-\u{1d17a}]{4,}/gu;

/** True when `text` carries stega-encoded data. */
export function hasStega(text: string): boolean {
  STEGA_RUN.lastIndex = 0;
  const found = STEGA_RUN.test(text);
  STEGA_RUN.lastIndex = 0;
  return found;
}

/**
 * `value` with the stega encoding removed from every string in it: strings, arrays and plain
 * objects are copied (deeply), anything else (numbers, dates, URL objects, functions) is returned
 * as it is. Text without encoding comes back unchanged (the same string).
 */
export function withoutStega<T>(value: T): T {
  if (typeof value === 'string') return value.replace(STEGA_RUN, '') as T;
  if (Array.isArray(value)) return value.map((item) => withoutStega(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutStega(item)])) as T;
  }
  return value;
}
