/**
 * Stega for Visual Editing (issue 15, docs/content-and-studio.md "Previewing drafts"): in draft mode in cloud mode the
 * Content Lake answers with a Content Source Map and @sanity/client appends invisible characters
 * (stega) to strings, naming the document and field each came from; the Presentation tool's
 * overlays read them to offer "edit this field". Visitors never get stega (published reads have it
 * off), embedded mode never does (groq-js gives no source map), and only prose is encoded:
 *
 * - {@link STEGA_FIELDS}: the text fields an editor sees on a page (titles, names, excerpts,
 *   descriptions, Portable Text spans…), on top of @sanity/client's own filter (never slugs, ids,
 *   `_type`-like values, URLs, dates, or anything under `seo`/`openGraph`/`meta`);
 * - never values the site compares, uses as keys or puts in URLs (enums, codes, slugs, hrefs, alt
 *   text, labels of answer options): their fields are simply not listed.
 * Metadata, JSON-LD and share-card URLs are cleaned where they are built (lib/stega.ts).
 */
import type { FilterDefault, StegaConfig } from '@sanity/client/stega';

/**
 * Fields whose strings may carry stega: the last segment of the value's path in its document must
 * be one of these (e.g. `title`, `body[_key=="a"].children[_key=="b"].text`). Names from the
 * schemas' visible text fields (schemas/src).
 */
export const STEGA_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'shortTitle',
  'name',
  'tagline',
  'excerpt',
  'intro',
  'summary',
  'description',
  'bio',
  'quote',
  'role',
  'question',
  'text',
]);

/**
 * The stega filter: @sanity/client's default rules, and then only {@link STEGA_FIELDS}.
 * @returns true when the string may be encoded
 */
export const stegaFilter: FilterDefault = (props) => {
  const field = props.sourcePath.at(-1);
  return typeof field === 'string' && STEGA_FIELDS.has(field) && props.filterDefault(props);
};

/**
 * The stega configuration of draft-mode reads from the Content Lake: on, linking to the studio,
 * filtered by {@link stegaFilter}; `false` when no studio URL is configured (overlays could not
 * open anything).
 * @param studioUrl `SANITY_STUDIO_URL` (config/env.ts `studioUrl`)
 */
export function draftStegaConfig(studioUrl: string | undefined): StegaConfig | false {
  return studioUrl ? { enabled: true, studioUrl, filter: stegaFilter } : false;
}
