/**
 * Metadata of content pages from the document's `seo` object (SPEC §3 "SEO data"), with sensible
 * fallbacks (document title, excerpt/summary) and an Open Graph image from the document's image
 * through the content image loader. Builds on lib/metadata.ts `pageMetadata` (title, description,
 * canonical link, prev/next links).
 */
import type { Metadata } from 'next';
import { fallbackDescription, pageMetadata, type OgImage } from '@/lib/metadata';
import { withoutStega } from '@/lib/stega';
import type { OgCard } from '@/lib/og-card';
import { contentImageLoader } from './image-loader';

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

/** True when an asset URL names a raster format the big networks display (PNG or JPEG). */
export function isRasterAsset(url: string | null | undefined): boolean {
  return typeof url === 'string' && /\.(png|jpe?g)(\?|#|$)/i.test(url);
}

/**
 * The explicit og:image of a content page: the editor's SEO image or else the main image, when it
 * is a PNG or JPEG (requested in its own format: `fm` png/jpg, never WebP or SVG); null otherwise,
 * and the page gets its generated share card (lib/metadata.ts `ogImageOf`).
 */
function rasterOgImage(seo: SeoFields | null | undefined, image: OgImageSource | null | undefined, pageTitle: string): OgImage | null {
  const source = ogSourceOf(seo, image);
  const url = source?.asset?.url;
  const ogUrl = ogImageUrl(seo, image);
  if (!source || !ogUrl || !isRasterAsset(url)) return null;
  const format = /\.png(\?|#|$)/i.test(url!) ? 'png' : 'jpg';
  const absolute = /^https?:\/\//.test(ogUrl);
  const withFormat = new URL(ogUrl, 'http://relative.invalid');
  withFormat.searchParams.delete('auto');
  withFormat.searchParams.set('fm', format);
  return {
    url: absolute ? withFormat.href : `${withFormat.pathname}${withFormat.search}`,
    ...ogImageSize(source),
    alt: source.alt || pageTitle,
  };
}

/**
 * Metadata of a content page from its `seo` object (SPEC §3 "SEO data").
 * - title: `seo_title`, else `title` (the layout appends " | {brand}")
 * - description: `meta_description`, else `description` shortened to 160 characters
 * - keywords: `focus_keyword` and `focus_synonyms`
 * - og:image / twitter image: the SEO image, else the main image (`image`), when it is a PNG or
 *   JPEG; else the page's generated PNG share card (`card`: eyebrow, colour, type code)
 * - og:type "article" with published/modified times and authors when `article` is given
 * @param seo the document's SEO fields (may be null)
 * @param title fallback title (the document's own title) when `seo_title` is empty
 * @param description fallback description (excerpt or summary) when `meta_description` is empty
 * @param path the page's path (canonical link and og:url)
 * @param image the document's main image, used for og:image when the SEO image is empty
 * @param article set for articles/posts: og:type "article" with published/modified times and author
 * @param pages optional: page count of a paginated listing (prev/next links, see pageMetadata)
 * @param noindex optional: keep the page out of search indexes
 * @param card optional: what the generated share card shows besides the title
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
  card,
}: {
  seo: SeoFields | null | undefined;
  title: string;
  description?: string | null;
  path: string;
  image?: OgImageSource | null;
  article?: { publishedTime?: string | null; modifiedTime?: string | null; authors?: string[] };
  pages?: number;
  noindex?: boolean;
  card?: Partial<OgCard>;
}): Metadata {
  // Draft mode's stega (./stega.ts) never reaches metadata: pageMetadata cleans its inputs, the
  // article's author names are cleaned here.
  const authors = withoutStega(article?.authors);
  const pageTitle = seo?.seo_title?.trim() || title;
  const explicit = rasterOgImage(seo, image, pageTitle);
  const base = pageMetadata({
    title: pageTitle,
    description: seo?.meta_description?.trim() || fallbackDescription(description),
    path,
    pages,
    noindex,
    card,
    ...(explicit ? { image: explicit } : {}),
  });
  const keywords = [
    ...new Set([seo?.focus_keyword, ...(seo?.focus_synonyms ?? [])].map((k) => k?.trim()).filter((k): k is string => Boolean(k))),
  ];
  return {
    ...base,
    ...(keywords.length ? { keywords } : {}),
    openGraph: {
      ...base.openGraph,
      ...(article
        ? {
            type: 'article',
            ...(article.publishedTime ? { publishedTime: article.publishedTime } : {}),
            ...(article.modifiedTime ? { modifiedTime: article.modifiedTime } : {}),
            ...(authors?.length ? { authors } : {}),
          }
        : {}),
    } as Metadata['openGraph'],
  };
}
