/**
 * Page metadata helpers: every page gets a title (the root layout's template appends the brand
 * name, SPEC §2), a description and a canonical link made from its path (SPEC §2 "Page rules").
 * Paths ending /page/{n} of a listing get prev/next links (page 2's prev is the base path).
 * Content pages derive them from the document's `seo` object (SPEC §3 "SEO data") with sensible
 * fallbacks (document title, excerpt/summary) and an Open Graph image from the document's image.
 * Relative URLs resolve against `metadataBase` (the one configured site URL, set in the layout).
 */
import type { Metadata } from 'next';
import { contentImageLoader } from '@/content/image-loader';
import { canonicalPath } from './canonical';
import { pageLinks } from './pagination';

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
 */
export function pageMetadata({
  title,
  description,
  path,
  pages,
  noindex,
}: {
  title: string;
  description?: string | null;
  path: string;
  pages?: number;
  noindex?: boolean;
}): Metadata {
  const canonical = canonicalPath(path);
  const pagination = pages === undefined ? null : listingPagination(canonical, pages);
  return {
    title,
    ...(description ? { description } : {}),
    alternates: { canonical },
    ...(pagination && (pagination.previous || pagination.next) ? { pagination } : {}),
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: { title, ...(description ? { description } : {}), url: canonical, type: 'website' },
  };
}

/**
 * The `seo` object of a document as the queries return it (all fields optional). The image asset
 * is either expanded (`url`, `width`, `height`) or still a reference (`_ref`): only an expanded
 * asset can become og:image; a bare reference falls back to the document's main image.
 */
export interface SeoFields {
  seo_title?: string | null;
  meta_description?: string | null;
  focus_keyword?: string | null;
  focus_synonyms?: (string | null)[] | null;
  image?: OgImageSource | null;
}

/** An image usable for Open Graph: alt text and the asset URL (site-relative or Sanity CDN). */
export interface OgImageSource {
  alt?: string | null;
  asset?: { url?: string | null; width?: number | null; height?: number | null; _ref?: string } | null;
}

/** Open Graph image width in pixels (1200 × 630 is the common card size). */
export const OG_IMAGE_WIDTH = 1200;
/** Height of the Open Graph card when the asset's dimensions are unknown. */
export const OG_IMAGE_HEIGHT = 630;

/** The image Open Graph uses: the SEO image when it has an asset URL, else the main image, else none. */
function ogSourceOf(seo: SeoFields | null | undefined, image: OgImageSource | null | undefined): OgImageSource | null {
  if (seo?.image?.asset?.url) return seo.image;
  if (image?.asset?.url) return image;
  return null;
}

/**
 * The og:image URL of a content page (also the right `imageUrl` for its JSON-LD): the SEO image,
 * else the main image, through the content image loader at 1200 px; site-relative in embedded
 * mode (resolved against the site URL), absolute on the Sanity CDN in cloud mode. Null when neither
 * image has an asset URL.
 */
export function ogImageUrl(seo: SeoFields | null | undefined, image?: OgImageSource | null): string | null {
  const source = ogSourceOf(seo, image);
  return source?.asset?.url ? contentImageLoader({ src: source.asset.url, width: OG_IMAGE_WIDTH }) : null;
}

/** Rendered size of the og:image: at most 1200 px wide (the loader never upscales), aspect kept. */
function ogImageSize(source: OgImageSource): { width: number; height: number } {
  const width = source.asset?.width;
  const height = source.asset?.height;
  if (!width || !height) return { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT };
  const rendered = Math.min(OG_IMAGE_WIDTH, width);
  return { width: rendered, height: Math.round((rendered * height) / width) };
}

/**
 * Metadata of a content page from its `seo` object (SPEC §3 "SEO data").
 * - title: `seo_title`, else `title` (the layout appends " | {brand}")
 * - description: `meta_description`, else `description` shortened to 160 characters
 * - keywords: `focus_keyword` and `focus_synonyms`
 * - og:image / twitter image: the SEO image, else the main image (`image`), else none
 * - og:type "article" with published/modified times and authors when `article` is given
 * @param seo the document's SEO fields (may be null)
 * @param title fallback title (the document's own title) when `seo_title` is empty
 * @param description fallback description (excerpt or summary) when `meta_description` is empty
 * @param path the page's path (canonical link and og:url)
 * @param image the document's main image, used for og:image when the SEO image is empty
 * @param article set for articles/posts: og:type "article" with published/modified times and author
 * @param pages optional: page count of a paginated listing (prev/next links, see pageMetadata)
 * @param noindex optional: keep the page out of search indexes
 */
export function contentMetadata({
  seo,
  title,
  description,
  path,
  image,
  article,
  pages,
  noindex,
}: {
  seo: SeoFields | null | undefined;
  title: string;
  description?: string | null;
  path: string;
  image?: OgImageSource | null;
  article?: { publishedTime?: string | null; modifiedTime?: string | null; authors?: string[] };
  pages?: number;
  noindex?: boolean;
}): Metadata {
  const pageTitle = seo?.seo_title?.trim() || title;
  const base = pageMetadata({
    title: pageTitle,
    description: seo?.meta_description?.trim() || fallbackDescription(description),
    path,
    pages,
    noindex,
  });
  const ogSource = ogSourceOf(seo, image);
  const ogUrl = ogImageUrl(seo, image);
  const keywords = [...new Set([seo?.focus_keyword, ...(seo?.focus_synonyms ?? [])].map((k) => k?.trim()).filter((k): k is string => Boolean(k)))];
  return {
    ...base,
    ...(keywords.length ? { keywords } : {}),
    openGraph: {
      ...base.openGraph,
      ...(ogUrl && ogSource ? { images: [{ url: ogUrl, ...ogImageSize(ogSource), alt: ogSource.alt || pageTitle }] } : {}),
      ...(article
        ? {
            type: 'article',
            ...(article.publishedTime ? { publishedTime: article.publishedTime } : {}),
            ...(article.modifiedTime ? { modifiedTime: article.modifiedTime } : {}),
            ...(article.authors?.length ? { authors: article.authors } : {}),
          }
        : {}),
    },
    twitter: {
      card: ogUrl ? 'summary_large_image' : 'summary',
      title: pageTitle,
      ...(base.description ? { description: base.description } : {}),
      ...(ogUrl ? { images: [ogUrl] } : {}),
    },
  };
}
