/**
 * Page metadata helpers: every page gets a title (the root layout's template appends the brand
 * name, SPEC §2), a description and a canonical link made from its path (SPEC §2 "Page rules").
 * Content pages derive them from the document's `seo` object (SPEC §3 "SEO data") with sensible
 * fallbacks (document title, excerpt/summary) and an Open Graph image from the document's image.
 * Relative URLs resolve against `metadataBase` (the one configured site URL, set in the layout).
 */
import type { Metadata } from 'next';
import { contentImageLoader } from '@/content/image-loader';
import { canonicalPath } from './canonical';

/**
 * @param title page title without the brand suffix
 * @param description meta description (omitted when empty)
 * @param path the page's path; query and trailing slash are dropped for the canonical link
 */
export function pageMetadata({ title, description, path }: { title: string; description?: string | null; path: string }): Metadata {
  const canonical = canonicalPath(path);
  return {
    title,
    ...(description ? { description } : {}),
    alternates: { canonical },
    openGraph: { title, ...(description ? { description } : {}), url: canonical, type: 'website' },
  };
}

/** The `seo` object of a document as the queries return it (all fields optional). */
export interface SeoFields {
  seo_title?: string | null;
  meta_description?: string | null;
  focus_keyword?: string | null;
  focus_synonyms?: string[] | null;
  image?: { alt?: string | null; asset?: { url?: string | null } | null } | null;
}

/** An image usable for Open Graph: alt text and the asset URL (site-relative or Sanity CDN). */
export interface OgImageSource {
  alt?: string | null;
  asset?: { url?: string | null; width?: number | null; height?: number | null } | null;
}

/** Open Graph image width in pixels (1200 × 630 is the common card size). */
export const OG_IMAGE_WIDTH = 1200;

/**
 * Metadata of a content page from its `seo` object.
 * @param seo the document's SEO fields (may be null)
 * @param title fallback title (the document's own title) when `seo_title` is empty
 * @param description fallback description (excerpt or summary) when `meta_description` is empty
 * @param path the page's path (canonical link and og:url)
 * @param image the document's main image, used for og:image when the SEO image is empty
 * @param article set for articles/posts: og:type "article" with published/modified times and author
 */
export function contentMetadata({
  seo,
  title,
  description,
  path,
  image,
  article,
}: {
  seo: SeoFields | null | undefined;
  title: string;
  description?: string | null;
  path: string;
  image?: OgImageSource | null;
  article?: { publishedTime?: string | null; modifiedTime?: string | null; authors?: string[] };
}): Metadata {
  const base = pageMetadata({ title: seo?.seo_title || title, description: seo?.meta_description || description, path });
  const ogSource = seo?.image?.asset?.url ? seo.image : image;
  const ogUrl = ogSource?.asset?.url ? contentImageLoader({ src: ogSource.asset.url, width: OG_IMAGE_WIDTH }) : null;
  const keywords = [seo?.focus_keyword, ...(seo?.focus_synonyms ?? [])].filter((k): k is string => Boolean(k));
  return {
    ...base,
    ...(keywords.length ? { keywords } : {}),
    openGraph: {
      ...base.openGraph,
      ...(ogUrl ? { images: [{ url: ogUrl, width: OG_IMAGE_WIDTH, height: 630, alt: ogSource?.alt ?? title }] } : {}),
      ...(article
        ? {
            type: 'article',
            ...(article.publishedTime ? { publishedTime: article.publishedTime } : {}),
            ...(article.modifiedTime ? { modifiedTime: article.modifiedTime } : {}),
            ...(article.authors?.length ? { authors: article.authors } : {}),
          }
        : {}),
    },
    twitter: { card: ogUrl ? 'summary_large_image' : 'summary', title: seo?.seo_title || title, ...(ogUrl ? { images: [ogUrl] } : {}) },
  };
}
