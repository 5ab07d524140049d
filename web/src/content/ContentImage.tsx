'use client';

/**
 * A content image (article, theory, post, tool, author): next/image with the Sanity image-URL
 * loader (./image-loader.ts), responsive `sizes`, lazy by default. Renders nothing when the image
 * has no asset URL; alt text is required by the schema and passed through.
 */
import Image from 'next/image';
import { contentImageLoader } from './image-loader';

/** The image shape the queries project: alt text and the asset's URL and pixel size. */
export interface ContentImageValue {
  alt?: string | null;
  asset?: { url?: string | null; width?: number | null; height?: number | null } | null;
}

/**
 * @param image projected image (may be null)
 * @param sizes the `sizes` attribute (e.g. "(min-width: 1024px) 33vw, 100vw")
 * @param priority true for the main image above the fold: preloaded, not lazy, and fetched with
 *   `fetchpriority="high"` (Next 16's `priority` no longer sets it; Lighthouse's "LCP request
 *   discovery" asks for it)
 */
export function ContentImage({ image, sizes, priority = false, className }: { image: ContentImageValue | null | undefined; sizes: string; priority?: boolean; className?: string }) {
  const src = image?.asset?.url;
  if (!src) return null;
  return (
    <Image
      loader={contentImageLoader}
      src={src}
      alt={image?.alt ?? ''}
      width={image?.asset?.width ?? 1200}
      height={image?.asset?.height ?? 630}
      sizes={sizes}
      priority={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
