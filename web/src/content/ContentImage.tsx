/**
 * A content image (article, theory, post, tool, author): a plain responsive `<img>` — `srcset` over
 * SPEC §9's widths (640–3840) through the Sanity image-URL loader (./image-loader.ts), the caller's
 * `sizes`, lazy unless `priority`. A Server Component rendering markup only: next/image's client
 * component (≈6 KB gzip on every page with an image) never reaches the browser (issue 14, first
 * load). Renders nothing when the image has no asset URL; alt text is required by the schema.
 */
import { responsiveImage } from './image-loader';

/** The image shape the queries project: alt text and the asset's URL and pixel size. */
export interface ContentImageValue {
  alt?: string | null;
  asset?: { url?: string | null; width?: number | null; height?: number | null } | null;
}

/**
 * @param image projected image (may be null)
 * @param sizes the `sizes` attribute (e.g. "(min-width: 1024px) 33vw, 100vw")
 * @param priority true for the main image above the fold (no lazy loading)
 * @param alt replaces the image's alt text: `""` when the picture repeats text next to it (an
 *   author's portrait beside their name), so screen readers do not read it twice
 */
export function ContentImage({
  image,
  sizes,
  priority = false,
  className,
  alt,
}: {
  image: ContentImageValue | null | undefined;
  sizes: string;
  priority?: boolean;
  className?: string;
  alt?: string;
}) {
  const src = image?.asset?.url;
  if (!src) return null;
  const { src: fallback, srcSet } = responsiveImage(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- srcset/sizes are ours; next/image would ship its client component
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt ?? image?.alt ?? ''}
      width={image?.asset?.width ?? 1200}
      height={image?.asset?.height ?? 630}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
