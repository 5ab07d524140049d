/**
 * Focus-keyword and snippet checks for marketers (issue 15) — pure functions, no framework imports,
 * shared by the studio's SEO input (live warnings and the search-result preview) and tests.
 * Every finding is a warning: none of them blocks publishing.
 *
 * Pixel widths: search engines cut titles and descriptions by rendered width, not by characters.
 * Google's desktop results set titles in Arial 20 px (≈ 600 px shown) and descriptions in Arial
 * 14 px (≈ 920 px shown, about two lines). Widths are measured with {@link ARIAL_WIDTHS}: the
 * advance widths (units per 1000 em) of Helvetica from Adobe's Core 14 AFM files
 * (Helvetica.afm, "Adobe Font Metrics" 4.1, the PDF standard-14 metrics), which Arial was designed
 * to match character for character. Characters missing from the table count as the width of "n"
 * (556), a fair middle for accented letters and other scripts.
 */

/** Advance widths (per 1000 em) of Arial/Helvetica for printable ASCII and a few typographic marks. */
export const ARIAL_WIDTHS: Readonly<Record<string, number>> = {
  ' ': 278,
  '!': 278,
  '"': 355,
  '#': 556,
  $: 556,
  '%': 889,
  '&': 667,
  "'": 191,
  '(': 333,
  ')': 333,
  '*': 389,
  '+': 584,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '<': 584,
  '=': 584,
  '>': 584,
  '?': 556,
  '@': 1015,
  '[': 278,
  '\\': 278,
  ']': 278,
  '^': 469,
  _: 556,
  '`': 333,
  '{': 334,
  '|': 260,
  '}': 334,
  '~': 584,
  0: 556,
  1: 556,
  2: 556,
  3: 556,
  4: 556,
  5: 556,
  6: 556,
  7: 556,
  8: 556,
  9: 556,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  '–': 556,
  '—': 1000,
  '‘': 222,
  '’': 222,
  '“': 333,
  '”': 333,
  '…': 1000,
  '·': 278,
  '•': 350,
};

/** Width of a character missing from {@link ARIAL_WIDTHS}. */
const DEFAULT_WIDTH = 556;

/** Font size (px) of a search result's title, and the width (px) shown before it is cut. */
export const TITLE_FONT_PX = 20;
export const TITLE_MAX_PX = 600;
/** Font size (px) of a search result's description, and the width (px) shown before it is cut. */
export const DESCRIPTION_FONT_PX = 14;
export const DESCRIPTION_MAX_PX = 920;
/** Below these widths a title or description wastes its space in the results. */
export const TITLE_MIN_PX = 200;
export const DESCRIPTION_MIN_PX = 400;

/** Rendered width in pixels of `text` in Arial at `fontPx`. */
export function textWidth(text: string, fontPx: number): number {
  let units = 0;
  for (const char of text) units += ARIAL_WIDTHS[char] ?? DEFAULT_WIDTH;
  return (units * fontPx) / 1000;
}

/**
 * `text` cut as a search engine shows it: unchanged when it fits `maxPx`; otherwise cut at the
 * last word boundary that leaves room for " …" and ended with "…".
 * @returns `{ text, truncated }`
 */
export function truncateToWidth(text: string, fontPx: number, maxPx: number): { text: string; truncated: boolean } {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (textWidth(clean, fontPx) <= maxPx) return { text: clean, truncated: false };
  const budget = maxPx - textWidth(' …', fontPx);
  let width = 0;
  let end = 0;
  for (const char of clean) {
    const next = width + ((ARIAL_WIDTHS[char] ?? DEFAULT_WIDTH) * fontPx) / 1000;
    if (next > budget) break;
    width = next;
    end += char.length;
  }
  const cut = clean.slice(0, end);
  const atWord = cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return { text: `${atWord.replace(/[\s,;:.–—-]+$/, '')} …`, truncated: true };
}

/**
 * The brand name pages carry when the site settings name none (SPEC §2). The web app uses it
 * (web/src/lib/metadata.ts re-exports it; the root layout builds titles with the functions below).
 */
export const DEFAULT_BRAND_NAME = 'TypeAtlas';

/** What the site puts between a page title and the brand name (SPEC §2 "titles carry the brand"). */
export const BRAND_TITLE_SEPARATOR = ' | ';

/**
 * The suffix the site appends to every page title: `" | {brand}"` (the root layout's
 * `title.template` is `%s | {brand}`, web/src/app/layout.tsx). An empty brand falls back to
 * {@link DEFAULT_BRAND_NAME}, as the site's settings reader does.
 */
export function brandTitleSuffix(brandName: string | null | undefined): string {
  return `${BRAND_TITLE_SEPARATOR}${brandName?.trim() || DEFAULT_BRAND_NAME}`;
}

/**
 * A page title as the site renders it in `<title>` and search results: `"{title} | {brand}"`;
 * only the brand when the title is empty (the layout's default title).
 */
export function brandedTitle(title: string | null | undefined, brandName: string | null | undefined): string {
  const clean = title?.replace(/\s+/g, ' ').trim() ?? '';
  return clean ? `${clean}${brandTitleSuffix(brandName)}` : brandName?.trim() || DEFAULT_BRAND_NAME;
}

/** What the SEO checks look at, for one document. */
export interface SeoCheckInput {
  /** The document's id (published form); other documents with the same SEO title are reported. */
  id: string;
  focusKeyword?: string | null;
  focusSynonyms?: readonly (string | null | undefined)[] | null;
  /** The SEO title as written (without the brand suffix; the suffix counts for the width). */
  seoTitle?: string | null;
  /** The document's own title, used when the SEO title is empty (as the site does). */
  title?: string | null;
  /** The title suffix the site adds, e.g. " | TypeAtlas". */
  titleSuffix?: string;
  metaDescription?: string | null;
  slug?: string | null;
  /** Plain text of the body's first paragraph (or the excerpt/intro that opens the page). */
  firstParagraph?: string | null;
  /** Every image of the document (main image, SEO image, body images) with its alt text. */
  images?: readonly { path: string; alt?: string | null }[];
  /** SEO titles (or titles) of the other documents, for the duplicate check. */
  otherTitles?: readonly { id: string; title: string | null | undefined }[];
}

/** Codes of the findings, stable for tests and for the studio's list. */
export type SeoWarningCode =
  | 'keyword-missing'
  | 'keyword-title'
  | 'keyword-description'
  | 'keyword-slug'
  | 'keyword-first-paragraph'
  | 'title-too-long'
  | 'title-too-short'
  | 'description-missing'
  | 'description-too-long'
  | 'description-too-short'
  | 'title-duplicate'
  | 'image-alt-missing';

/** One finding: a code and a sentence for the editor. */
export interface SeoWarning {
  code: SeoWarningCode;
  message: string;
}

/** Lower-cased words of a text (letters, digits, apostrophes inside words). */
function words(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

/**
 * True when `phrase` occurs in `text` as a run of whole words (case-insensitive; a final "s" on
 * the text's word is allowed, so "introvert" matches "introverts"). Slugs count hyphens as spaces.
 */
export function containsPhrase(text: string | null | undefined, phrase: string | null | undefined): boolean {
  const needle = words(phrase);
  const haystack = words(text?.replace(/-/g, ' '));
  if (needle.length === 0) return false;
  const same = (word: string, target: string) => word === target || word === `${target}s` || word === `${target}es`;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => same(haystack[start + offset] ?? '', word))) return true;
  }
  return false;
}

/** True when the keyword or any synonym occurs in `text`. */
function mentions(text: string | null | undefined, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => containsPhrase(text, phrase));
}

const normaliseTitle = (title: string) => title.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Runs every check on one document.
 * @returns the warnings, in a stable order (keyword checks, title, description, duplicates, alt text)
 */
export function seoWarnings(input: SeoCheckInput): SeoWarning[] {
  const warnings: SeoWarning[] = [];
  const add = (code: SeoWarningCode, message: string) => warnings.push({ code, message });
  const keyword = input.focusKeyword?.trim() ?? '';
  const phrases = [keyword, ...(input.focusSynonyms ?? []).map((synonym) => synonym?.trim() ?? '')].filter(Boolean);
  const title = input.seoTitle?.trim() || input.title?.trim() || '';
  const description = input.metaDescription?.trim() ?? '';

  if (!keyword) add('keyword-missing', 'Set a focus keyword to check the title, description, slug and first paragraph against it.');
  else {
    if (!mentions(title, phrases)) add('keyword-title', `The SEO title does not contain the focus keyword “${keyword}” or a synonym.`);
    if (!mentions(description, phrases)) add('keyword-description', `The meta description does not contain “${keyword}” or a synonym.`);
    if (input.slug !== undefined && !mentions(input.slug, phrases))
      add('keyword-slug', `The slug does not contain “${keyword}” or a synonym.`);
    if (input.firstParagraph !== undefined && !mentions(input.firstParagraph, phrases)) {
      add('keyword-first-paragraph', `The first paragraph does not mention “${keyword}” or a synonym.`);
    }
  }

  const titleWidth = Math.round(textWidth(`${title}${input.titleSuffix ?? ''}`, TITLE_FONT_PX));
  if (titleWidth > TITLE_MAX_PX)
    add(
      'title-too-long',
      `The title with the brand is ${titleWidth} px wide; search results show about ${TITLE_MAX_PX} px and cut the rest.`,
    );
  else if (title && titleWidth < TITLE_MIN_PX)
    add('title-too-short', `The title is only ${titleWidth} px wide: there is room for more words (up to ${TITLE_MAX_PX} px).`);

  const descriptionWidth = Math.round(textWidth(description, DESCRIPTION_FONT_PX));
  if (!description) add('description-missing', 'There is no meta description: search engines will pick a text from the page.');
  else if (descriptionWidth > DESCRIPTION_MAX_PX)
    add('description-too-long', `The description is ${descriptionWidth} px wide; search results show about ${DESCRIPTION_MAX_PX} px.`);
  else if (descriptionWidth < DESCRIPTION_MIN_PX)
    add('description-too-short', `The description is only ${descriptionWidth} px wide: use the room (up to ${DESCRIPTION_MAX_PX} px).`);

  if (title) {
    const duplicates = (input.otherTitles ?? []).filter(
      (other) => other.id !== input.id && other.title && normaliseTitle(other.title) === normaliseTitle(title),
    );
    if (duplicates.length)
      add(
        'title-duplicate',
        `${duplicates.length} other document${duplicates.length === 1 ? ' has' : 's have'} the same SEO title (${duplicates.map((d) => d.id).join(', ')}).`,
      );
  }

  for (const image of input.images ?? []) {
    if (!image.alt?.trim()) add('image-alt-missing', `The image at ${image.path} has no alternative text.`);
  }
  return warnings;
}
