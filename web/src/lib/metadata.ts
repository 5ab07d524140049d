/**
 * Page metadata helpers: every page gets a title (the root layout's template appends the brand
 * name, SPEC §2), a description and a canonical link made from its path (SPEC §2 "Page rules").
 * Paths ending /page/{n} of a listing get prev/next links (page 2's prev is the base path).
 * Content pages build theirs from the document's `seo` object with content/metadata.ts
 * (`contentMetadata`), which adds the Open Graph image on top of {@link pageMetadata}.
 * Relative URLs resolve against `metadataBase` (the one configured site URL, set in the layout).
 */
import type { Metadata } from 'next';
import { canonicalPath } from './canonical';
import { OG_CARD_HEIGHT, OG_CARD_WIDTH, ogCardPath, type OgCard } from './og-card';
import { pageLinks } from './pagination';
import { withoutStega } from './stega';
import { DEFAULT_BRAND_NAME } from '@typeatlas/schemas/seo-checks';

/** An Open Graph image: URL (site-relative or absolute), pixel size and alt text. */
export interface OgImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/**
 * The og:image of a page: `image` when given (an explicit image, e.g. an editor's SEO image — it
 * must be a PNG or JPEG), else the page's generated share card (`GET /og`, PNG 1200 × 630, see
 * lib/og-card.ts) from `card` with the page title as its default text.
 */
export function ogImageOf(title: string, card?: Partial<OgCard>, image?: OgImage): OgImage & { width: number; height: number } {
  if (image) return { width: OG_CARD_WIDTH, height: OG_CARD_HEIGHT, ...image };
  return { url: ogCardPath({ title, ...card }), width: OG_CARD_WIDTH, height: OG_CARD_HEIGHT, alt: card?.title ?? title };
}

/**
 * The brand name used when the site settings give none, and the og:site_name of every page
 * (SPEC §2: titles carry the brand name). Next replaces a layout's `openGraph` with a page's
 * whole object, so {@link pageMetadata} repeats og:site_name and og:locale on every page.
 * Defined with the title rule in @typeatlas/schemas/seo-checks, which the studio's search-result
 * preview uses too.
 */
export { DEFAULT_BRAND_NAME };

/** og:locale of every page: the site is English only (SPEC §1). */
export const OG_LOCALE = 'en';

/** Longest fallback description (excerpt, summary) used as the meta description, in characters. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * A fallback text shortened for the meta description: whitespace collapsed, cut at a word
 * boundary with an ellipsis when longer than `max`. Editors' own `meta_description` is never cut.
 */
export function fallbackDescription(text: string | null | undefined, max = DESCRIPTION_MAX_LENGTH): string | undefined {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ') > max / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * prev/next links of a paginated listing (SPEC §2 "Page rules"): `{base}/page/{n}` links to page
 * n−1 (page 2 → the base path itself) and n+1; the base path (page 1) links to page 2 only.
 * @param path the page's path, e.g. "/blog/category/relationships/page/2"
 * @param pages the listing's page count
 * @returns Next.js `pagination` metadata (null members are left out of the head)
 */
export function listingPagination(path: string, pages: number): { previous: string | null; next: string | null } {
  const canonical = canonicalPath(path);
  const match = /^(.*)\/page\/([1-9]\d*)$/.exec(canonical);
  const basePath = match ? match[1] || '/' : canonical;
  const page = match ? Number(match[2]) : 1;
  const { prev, next } = pageLinks(basePath, page, pages);
  return { previous: prev, next };
}

/**
 * Metadata of any page.
 * @param title page title without the brand suffix
 * @param description meta description (omitted when empty)
 * @param path the page's path; query and trailing slash are dropped for the canonical link
 * @param pages optional: the page count of a paginated listing — adds prev/next links (see
 *   {@link listingPagination}); pass it on the base path and on every `/page/{n}` path
 * @param noindex optional: `robots: noindex, follow` (search results, personal results)
 * @param card optional: what the generated share card shows besides the title (eyebrow, theme
 *   colour, type code, scores) — og:image and twitter:image are always set, see {@link ogImageOf}
 * @param image optional: an explicit og:image instead of the generated card (PNG or JPEG)
 * Texts are stripped of the stega encoding draft mode may add (lib/stega.ts): metadata, the share
 * card's URL and canonical links never carry it.
 */
export function pageMetadata(input: {
  title: string;
  description?: string | null;
  path: string;
  pages?: number;
  noindex?: boolean;
  card?: Partial<OgCard>;
  image?: OgImage;
}): Metadata {
  const { title, description, path, pages, noindex, card, image } = withoutStega(input);
  const canonical = canonicalPath(path);
  const pagination = pages === undefined ? null : listingPagination(canonical, pages);
  const og = ogImageOf(title, card, image);
  return {
    title,
    ...(description ? { description } : {}),
    alternates: { canonical },
    ...(pagination && (pagination.previous || pagination.next) ? { pagination } : {}),
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      title,
      ...(description ? { description } : {}),
      url: canonical,
      type: 'website',
      siteName: DEFAULT_BRAND_NAME,
      locale: OG_LOCALE,
      images: [og],
    },
    twitter: { card: 'summary_large_image', title, ...(description ? { description } : {}), images: [og.url] },
  };
}
